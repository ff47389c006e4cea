import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error';
import {
  checkUploadFile,
  uploadAccept,
  uploadLimitMb,
  type UploadKind,
  type UploadRefusalKey,
} from './check-upload-file';

/** The translations every upload part reads: its own texts, the shared messages, the server's. */
export const UPLOAD_NAMESPACES = ['kit', 'validation', 'errors', 'common'] as const;

/** A file refused before upload: its name and the message key. */
export interface UploadRefusal {
  name: string;
  key: UploadRefusalKey;
}

/** Splits picked files into those that may be sent and those refused, keeping their order. */
export const sortPickedFiles = (files: readonly File[], kind: UploadKind) => {
  const accepted: File[] = [];
  const refused: UploadRefusal[] = [];
  for (const file of files) {
    const key = checkUploadFile(file, kind);
    if (key) refused.push({ name: file.name, key });
    else accepted.push(file);
  }
  return { accepted, refused };
};

const HINT_KEYS = {
  image: 'upload.imageHint',
  refundQr: 'upload.refundQrHint',
  video: 'upload.videoHint',
} as const satisfies Record<UploadKind, string>;

const UploadIcon = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
    <path d="M12 16V4m0 0l-4 4m4-4l4 4" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2" strokeLinecap="round" />
  </svg>
);

/**
 * The drop area: a focusable button named by the field's label that opens the file dialog on
 * click, Enter or Space. Every picked file, accepted by react-dropzone or not, goes through
 * `checkUploadFile`, so the messages are ours and nothing is sent before the check.
 */
export const UploadDropzone = ({
  kind,
  labelId,
  describedBy,
  multiple = false,
  loading = false,
  instruction,
  onFiles,
  dataPath,
}: {
  kind: UploadKind;
  labelId: string;
  /** Ids of the description and error texts, read after the name. */
  describedBy: string;
  multiple?: boolean;
  loading?: boolean;
  instruction: ReactNode;
  onFiles: (files: File[]) => void;
  dataPath?: string;
}) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  const hintId = `${labelId}-hint`;
  const buttonTextId = `${labelId}-choose`;
  const openFileDialog = useRef<() => void>(null);
  return (
    <Stack gap="xs">
      {/* The zone takes drops and clicks; keyboard and screen-reader users get the button below,
          so no control is nested in another and the button's name holds its visible text. */}
      <Dropzone
        // Files come through onDropAny (accepted and refused together), never the two split callbacks.
        onDrop={() => undefined}
        onDropAny={(accepted: FileWithPath[], rejections) =>
          onFiles([...accepted, ...rejections.map(({ file }) => file)])
        }
        accept={uploadAccept(kind)}
        multiple={multiple}
        loading={loading}
        openRef={openFileDialog}
        activateOnKeyboard={false}
        data-path={dataPath}
      >
        <Stack align="center" gap={4} py="md" style={{ pointerEvents: 'none' }}>
          <Text c="dimmed" lh={0}>
            <UploadIcon />
          </Text>
          <Text size="sm" ta="center">
            {instruction}
          </Text>
          <Text size="xs" c="gray.7" ta="center" id={hintId}>
            {t(`kit:${HINT_KEYS[kind]}`, { maxMb: uploadLimitMb(kind) })}
          </Text>
        </Stack>
      </Dropzone>
      <Group>
        <Button
          variant="default"
          size="xs"
          loading={loading}
          aria-labelledby={`${labelId} ${buttonTextId}`}
          aria-describedby={`${hintId} ${describedBy}`.trim()}
          onClick={() => openFileDialog.current?.()}
        >
          <span id={buttonTextId}>{t(multiple ? 'kit:upload.chooseMany' : 'kit:upload.chooseOne')}</span>
        </Button>
      </Group>
    </Stack>
  );
};

/** The field's label (a real `<label>` is for form controls; the dropzone is named through its id). */
export const UploadLabel = ({
  id,
  label,
  description,
  required,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
}) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  return (
    <div>
      <Input.Label component="div" id={id}>
        {label}
        {/* No asterisk (see REQUIRED_FIELD); screen readers still hear that the field is required. */}
        {required && <VisuallyHidden> ({t('kit:upload.required')})</VisuallyHidden>}
      </Input.Label>
      {description && <Input.Description id={`${id}-description`}>{description}</Input.Description>}
    </div>
  );
};

/** Files refused before upload (and any other message of the pick), announced as they appear. */
export const UploadRefusals = ({
  refusals,
  kind,
  id,
  extra = [],
  withNames = false,
}: {
  refusals: UploadRefusal[];
  kind: UploadKind;
  id: string;
  extra?: string[];
  /** Names each file: a field taking several files says which one is refused. */
  withNames?: boolean;
}) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  const text = (refusal: UploadRefusal) => t(refusal.key, { maxMb: uploadLimitMb(kind) });
  const lines = [
    ...refusals.map((refusal) => (withNames ? `${refusal.name}: ${text(refusal)}` : text(refusal))),
    ...extra,
  ];
  if (lines.length === 0) return null;
  return (
    <Input.Error id={id} role="alert">
      {lines.map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Input.Error>
  );
};

/** A failed upload: the server's message (or the network's) and the way to try again. */
export const UploadFailure = ({
  error,
  fileName,
  onRetry,
  onDismiss,
}: {
  error: unknown;
  fileName: string;
  onRetry: () => void;
  onDismiss: () => void;
}) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  return (
    <Alert color="red" variant="light" role="alert" p="xs">
      <Text size="sm">{t('kit:upload.failed', { name: fileName, message: apiErrorMessage(t, error) })}</Text>
      <Group gap="xs" mt={6}>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
        <Button size="compact-sm" variant="subtle" color="gray" onClick={onDismiss}>
          {t('common:actions.close')}
        </Button>
      </Group>
    </Alert>
  );
};

/** The field error given by the form, with the id the dropzone is described by. */
export const UploadFieldError = ({ id, error }: { id: string; error?: ReactNode }) =>
  error ? <Input.Error id={id}>{error}</Input.Error> : null;

/** True for the rejection of a cancelled upload, which is not a failure to show. */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
