import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '@/lib/api-fetcher';
import { uploadsApi, uploadVideoOptions } from '@/lib/queries/uploads';
import {
  isAbortError,
  sortPickedFiles,
  UploadDropzone,
  UploadFailure,
  UploadFieldError,
  UploadLabel,
  UploadRefusals,
  UPLOAD_NAMESPACES,
  type UploadRefusal,
} from './upload-parts';

export interface VideoUploadProps {
  label: ReactNode;
  description?: ReactNode;
  /** The uploaded video's URL, or null when none. */
  value: string | null;
  onChange: (url: string | null) => void;
  error?: ReactNode;
  required?: boolean;
  /** Set by `form.getInputProps`, so a failed submit can focus the drop area. */
  'data-path'?: string;
}

/**
 * The percent a progress report shows. Never 100 before the server has answered: the last
 * byte sent is not an accepted upload, and a bar at 100% that then fails reads as a success.
 */
export const uploadPercent = (progress: Pick<UploadProgress, 'percent'>): number =>
  Math.min(99, Math.max(0, Math.floor(progress.percent)));

/** The product video: upload with a progress bar and a cancel button, then a preview. */
export const VideoUpload = ({
  label,
  description,
  value,
  onChange,
  error,
  required,
  'data-path': dataPath,
}: VideoUploadProps) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  const id = useId();
  const [refusals, setRefusals] = useState<UploadRefusal[]>([]);
  const [lastFile, setLastFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const upload = uploadsApi.uploadVideo.useMutation(uploadVideoOptions());

  // Leaving the page stops the transfer instead of finishing it for nobody.
  useEffect(() => () => controller.current?.abort(), []);

  const send = (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLastFile(file);
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

  const pick = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    const { accepted, refused } = sortPickedFiles([first], 'video');
    setRefusals(refused);
    upload.reset();
    if (accepted[0]) send(accepted[0]);
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    // Detaches the mutation, so its AbortError never shows as a failure.
    upload.reset();
    setPercent(0);
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
  const failed = upload.isError && !isAbortError(upload.error);

  return (
    <Stack gap={6}>
      <UploadLabel id={labelId} label={label} description={description} required={required} />
      {value ? (
        <Stack gap="xs" align="flex-start">
          <video
            src={value}
            controls
            preload="metadata"
            aria-labelledby={labelId}
            style={{ maxWidth: '100%', maxHeight: 240 }}
          />
          <Button size="xs" variant="light" color="red" onClick={remove} aria-describedby={labelId}>
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
        <UploadDropzone
          kind="video"
          labelId={labelId}
          describedBy={describedBy}
          instruction={t('kit:upload.dropVideo')}
          onFiles={pick}
          dataPath={dataPath}
        />
      )}
      {failed && lastFile && (
        <UploadFailure
          error={upload.error}
          fileName={lastFile.name}
          onRetry={() => send(lastFile)}
          onDismiss={() => upload.reset()}
        />
      )}
      <UploadRefusals refusals={refusals} kind="video" id={refusalId} />
      <UploadFieldError id={errorId} error={error} />
    </Stack>
  );
};
