import { CloseButton, Group, Image, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImageOptions, uploadsApi } from '@/lib/queries/uploads';
import { UploadDropzone, UploadFailure, UploadFieldFrame, UploadPending, UPLOAD_NAMESPACES } from './upload-parts';
import { useUploadField, type UploadFieldProps } from './use-upload-field';

export interface ImageUploadListProps extends UploadFieldProps {
  /** The uploaded images' URLs, in the order they were added. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** How many images the field takes; the drop area goes once it is reached. */
  max: number;
}

interface FailedUpload {
  file: File;
  error: unknown;
}

/** Several images (store screenshots): add until `max`, each previewed with its own remove button. */
export const ImageUploadList = ({ value, onChange, max, ...fieldProps }: ImageUploadListProps) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  const [failed, setFailed] = useState<FailedUpload[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const { field, keepSendable } = useUploadField({
    ...fieldProps,
    kind: 'image',
    multiple: true,
    pickMessage: tooMany ? t('kit:upload.tooMany', { max }) : undefined,
  });
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

  const pick = async (files: File[]) => {
    const accepted = await keepSendable(files);
    const room = Math.max(0, max - latest.current.length);
    setTooMany(accepted.length > room);
    setFailed([]);
    await sendAll(accepted.slice(0, room));
  };

  const remove = (index: number) => {
    latest.current = latest.current.filter((_, position) => position !== index);
    setTooMany(false);
    onChange(latest.current);
  };

  const labelText = typeof field.label === 'string' ? field.label : t('kit:upload.preview');

  return (
    <UploadFieldFrame field={field}>
      {value.length > 0 && (
        <Group gap="sm" role="list" aria-labelledby={field.labelId}>
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
          field={field}
          loading={upload.isPending}
          instruction={t('kit:upload.dropImages')}
          onFiles={(files) => void pick(files)}
        />
      )}
      {upload.isPending && <UploadPending />}
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
    </UploadFieldFrame>
  );
};
