import { Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
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

export interface ImageUploadProps {
  label: ReactNode;
  description?: ReactNode;
  /** The uploaded image's URL, or null when none. */
  value: string | null;
  onChange: (url: string | null) => void;
  error?: ReactNode;
  required?: boolean;
  /** `refundQr` takes JPG and PNG only (spec section 3); `image` also takes SVG. */
  accept?: 'image' | 'refundQr';
  /** Set by `form.getInputProps`, so a failed submit can focus the drop area. */
  'data-path'?: string;
}

/** One image field: drop or pick a file, see it uploaded and previewed, remove it. */
export const ImageUpload = ({
  label,
  description,
  value,
  onChange,
  error,
  required,
  accept = 'image',
  'data-path': dataPath,
}: ImageUploadProps) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  const id = useId();
  const [refusals, setRefusals] = useState<UploadRefusal[]>([]);
  const [lastFile, setLastFile] = useState<File | null>(null);
  const upload = uploadsApi.uploadImage.useMutation(uploadImageOptions());

  const send = (file: File) => {
    setLastFile(file);
    upload.mutate({ body: { file } }, { onSuccess: ({ body }) => onChange(body.imageUrl) });
  };

  const pick = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    const { accepted, refused } = sortPickedFiles([first], accept);
    setRefusals(refused);
    upload.reset();
    if (accepted[0]) send(accepted[0]);
  };

  const remove = () => {
    upload.reset();
    setRefusals([]);
    onChange(null);
  };

  const labelId = `${id}-label`;
  const refusalId = `${id}-refusal`;
  const errorId = `${id}-error`;
  const describedBy = [
    description ? `${labelId}-description` : '',
    refusals.length ? refusalId : '',
    error ? errorId : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack gap={6}>
      <UploadLabel id={labelId} label={label} description={description} required={required} />
      {value ? (
        <Group align="flex-end" gap="sm">
          <Image
            src={value}
            alt={typeof label === 'string' ? t('kit:upload.previewOf', { label }) : t('kit:upload.preview')}
            h={120}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-default-border)"
          />
          <Button size="xs" variant="light" color="red" onClick={remove} aria-describedby={labelId}>
            {t('kit:upload.removeImage')}
          </Button>
        </Group>
      ) : (
        <UploadDropzone
          kind={accept}
          labelId={labelId}
          describedBy={describedBy}
          loading={upload.isPending}
          instruction={t('kit:upload.dropImage')}
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
      {upload.isError && lastFile && (
        <UploadFailure
          error={upload.error}
          fileName={lastFile.name}
          onRetry={() => send(lastFile)}
          onDismiss={() => upload.reset()}
        />
      )}
      <UploadRefusals refusals={refusals} kind={accept} id={refusalId} />
      <UploadFieldError id={errorId} error={error} />
    </Stack>
  );
};
