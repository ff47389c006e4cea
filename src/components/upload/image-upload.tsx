import { Button, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { uploadImageOptions, uploadsApi } from '@/lib/queries/uploads';
import { UploadDropzone, UploadFailure, UploadFieldFrame, UploadPending, UPLOAD_NAMESPACES } from './upload-parts';
import { useSingleFileUpload, type SingleUploadProps } from './use-upload-field';

export interface ImageUploadProps extends SingleUploadProps {
  /** `refundQr` is the refund's QR code (spec section 3), with its own message; both take JPG and PNG. */
  accept?: 'image' | 'refundQr';
}

/** One image field: drop or pick a file, see it uploaded and previewed, remove it. */
export const ImageUpload = ({ value, onChange, accept = 'image', ...fieldProps }: ImageUploadProps) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  const upload = uploadsApi.uploadImage.useMutation(uploadImageOptions());
  const { field, pick, remove, failure } = useSingleFileUpload({
    ...fieldProps,
    kind: accept,
    upload,
    start: (file) => upload.mutate({ body: { file } }, { onSuccess: ({ body }) => onChange(body.imageUrl) }),
    onChange,
  });

  return (
    <UploadFieldFrame field={field}>
      {value ? (
        <Group align="flex-end" gap="sm">
          <Image
            src={value}
            alt={
              typeof field.label === 'string'
                ? t('kit:upload.previewOf', { label: field.label })
                : t('kit:upload.preview')
            }
            h={120}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-default-border)"
          />
          <Button size="xs" variant="light" color="red" onClick={remove} aria-describedby={field.labelId}>
            {t('kit:upload.removeImage')}
          </Button>
        </Group>
      ) : (
        <UploadDropzone
          field={field}
          loading={upload.isPending}
          instruction={t('kit:upload.dropImage')}
          onFiles={pick}
        />
      )}
      {upload.isPending && <UploadPending />}
      {failure && <UploadFailure {...failure} />}
    </UploadFieldFrame>
  );
};
