import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '@/lib/api-fetcher';
import { uploadsApi, uploadVideoOptions } from '@/lib/queries/uploads';
import { UploadDropzone, UploadFailure, UploadFieldFrame, UPLOAD_NAMESPACES } from './upload-parts';
import { useSingleFileUpload, type SingleUploadProps } from './use-upload-field';

export type VideoUploadProps = SingleUploadProps;

/**
 * The percent a progress report shows. Never 100 before the server has answered: the last
 * byte sent is not an accepted upload, and a bar at 100% that then fails reads as a success.
 */
export const uploadPercent = (progress: Pick<UploadProgress, 'percent'>): number =>
  Math.min(99, Math.max(0, Math.floor(progress.percent)));

/** The product video: upload with a progress bar and a cancel button, then a preview. */
export const VideoUpload = ({ value, onChange, ...fieldProps }: VideoUploadProps) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const upload = uploadsApi.uploadVideo.useMutation(uploadVideoOptions());

  // Leaving the page stops the transfer instead of finishing it for nobody.
  useEffect(() => () => controller.current?.abort(), []);

  const start = (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    upload.mutate(
      {
        body: { file },
        onUploadProgress: (progress) => setPercent(uploadPercent(progress)),
        fetchOptions: { signal: current.signal },
      },
      { onSuccess: ({ body }) => onChange(body.videoUrl) },
    );
  };

  const { field, lastFile, pick, remove, failure } = useSingleFileUpload({
    ...fieldProps,
    kind: 'video',
    upload,
    start,
    onChange,
  });

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    // Detaches the mutation, so its AbortError never shows as a failure.
    upload.reset();
    setPercent(0);
  };

  return (
    <UploadFieldFrame field={field}>
      {value ? (
        <Stack gap="xs" align="flex-start">
          <video
            src={value}
            controls
            preload="metadata"
            aria-labelledby={field.labelId}
            style={{ maxWidth: '100%', maxHeight: 240 }}
          />
          <Button size="xs" variant="light" color="red" onClick={remove} aria-describedby={field.labelId}>
            {t('kit:upload.removeVideo')}
          </Button>
        </Stack>
      ) : upload.isPending ? (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" truncate="end" maw="70%">
              {lastFile?.name}
            </Text>
            <Text size="sm" fw={600} aria-hidden>
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} aria-label={t('kit:upload.progress', { name: lastFile?.name ?? '' })} animated />
          <Group>
            <Button size="xs" variant="default" onClick={cancel}>
              {t('kit:upload.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <UploadDropzone field={field} instruction={t('kit:upload.dropVideo')} onFiles={pick} />
      )}
      {failure && <UploadFailure {...failure} />}
    </UploadFieldFrame>
  );
};
