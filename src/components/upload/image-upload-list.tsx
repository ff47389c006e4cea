import { CloseButton, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImageOptions, uploadsApi } from '@/lib/queries/uploads';
import {
  sortPickedFiles,
  UploadDropzone,
  UploadFailure,
  UploadFieldError,
  UploadLabel,
  UploadRefusals,
  UPLOAD_NAMESPACES,
  type UploadRefusal,
} from './upload-parts';

export interface ImageUploadListProps {
  label: ReactNode;
  description?: ReactNode;
  /** The uploaded images' URLs, in the order they were added. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** How many images the field takes; the drop area goes once it is reached. */
  max: number;
  error?: ReactNode;
  /** Set by `form.getInputProps`, so a failed submit can focus the drop area. */
  'data-path'?: string;
}

interface FailedUpload {
  file: File;
  error: unknown;
}

/** Several images (store screenshots): add until `max`, each previewed with its own remove button. */
export const ImageUploadList = ({
  label,
  description,
  value,
  onChange,
  max,
  error,
  'data-path': dataPath,
}: ImageUploadListProps) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  const id = useId();
  const [refusals, setRefusals] = useState<UploadRefusal[]>([]);
  const [failed, setFailed] = useState<FailedUpload[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const upload = uploadsApi.uploadImage.useMutation(uploadImageOptions());

  // Files go up one after another; each URL is appended to the latest list, which the
  // parent may not have rendered back yet between two uploads.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const sendAll = async (files: File[]) => {
    const failures: FailedUpload[] = [];
    for (const file of files) {
      try {
        const { body } = await upload.mutateAsync({ body: { file } });
        latest.current = [...latest.current, body.imageUrl];
        onChange(latest.current);
      } catch (uploadError) {
        failures.push({ file, error: uploadError });
      }
    }
    if (failures.length) setFailed((current) => [...current, ...failures]);
  };

  const pick = (files: File[]) => {
    const room = Math.max(0, max - latest.current.length);
    const { accepted, refused } = sortPickedFiles(files, 'image');
    setRefusals(refused);
    setTooMany(accepted.length > room);
    setFailed([]);
    void sendAll(accepted.slice(0, room));
  };

  const remove = (index: number) => {
    latest.current = latest.current.filter((_, position) => position !== index);
    setTooMany(false);
    onChange(latest.current);
  };

  const labelId = `${id}-label`;
  const refusalId = `${id}-refusal`;
  const errorId = `${id}-error`;
  const describedBy = [
    description ? `${labelId}-description` : '',
    refusals.length || tooMany ? refusalId : '',
    error ? errorId : '',
  ]
    .filter(Boolean)
    .join(' ');
  const labelText = typeof label === 'string' ? label : t('kit:upload.preview');

  return (
    <Stack gap={6}>
      <UploadLabel id={labelId} label={label} description={description} />
      {value.length > 0 && (
        <Group gap="sm" role="list" aria-labelledby={labelId}>
          {value.map((url, index) => (
            <Paper key={url} withBorder radius="sm" p={4} pos="relative" role="listitem">
              <Image
                src={url}
                alt={t('kit:upload.listItemAlt', { label: labelText, index: index + 1 })}
                h={96}
                w={96}
                fit="cover"
                radius="sm"
              />
              <CloseButton
                pos="absolute"
                top={4}
                right={4}
                size="sm"
                variant="filled"
                color="red"
                aria-label={t('kit:upload.removeNumbered', { index: index + 1 })}
                onClick={() => remove(index)}
              />
            </Paper>
          ))}
        </Group>
      )}
      <Text size="xs" c="gray.7">
        {t('kit:upload.listCount', { done: value.length, max })}
      </Text>
      {value.length < max && (
        <UploadDropzone
          kind="image"
          labelId={labelId}
          describedBy={describedBy}
          multiple
          loading={upload.isPending}
          instruction={t('kit:upload.dropImages')}
          onFiles={pick}
          dataPath={dataPath}
        />
      )}
      {upload.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('kit:upload.uploading')}</Text>
        </Group>
      )}
      {failed.map(({ file, error: uploadError }, index) => (
        <UploadFailure
          key={`${file.name}-${index}`}
          error={uploadError}
          fileName={file.name}
          onRetry={() => {
            setFailed((current) => current.filter((item) => item.file !== file));
            void sendAll([file]);
          }}
          onDismiss={() => setFailed((current) => current.filter((item) => item.file !== file))}
        />
      ))}
      <UploadRefusals
        refusals={refusals}
        kind="image"
        id={refusalId}
        extra={tooMany ? [t('kit:upload.tooMany', { max })] : []}
        withNames
      />
      <UploadFieldError id={errorId} error={error} />
    </Stack>
  );
};
