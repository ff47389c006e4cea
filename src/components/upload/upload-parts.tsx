import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Input, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import IconUpload from '@tabler/icons-react/icons/IconUpload';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { apiErrorMessage } from '@/lib/api-error';
import { uploadAccept, uploadLimitMb, type UploadKind, type UploadRefusalKey } from './check-upload-file';
import type { UploadField } from './use-upload-field';

/** The translations every upload part reads: its own texts, the shared messages, the server's. */
export const UPLOAD_NAMESPACES = ['kit', 'validation', 'errors', 'common'] as const;

/** A file refused before upload: its name and the message key. */
export interface UploadRefusal {
  name: string;
  key: UploadRefusalKey;
}

const HINT_KEYS = {
  image: 'upload.imageHint',
  refundQr: 'upload.refundQrHint',
  video: 'upload.videoHint',
} as const satisfies Record<UploadKind, string>;

/**
 * The drop area: a focusable button named by the field's label that opens the file dialog on
 * click, Enter or Space. Every picked file, accepted by react-dropzone or not, goes through
 * `checkUploadFile`, so the messages are ours and nothing is sent before the check.
 */
export const UploadDropzone = ({
  field: { kind, labelId, describedBy, multiple = false, 'data-path': dataPath },
  loading = false,
  instruction,
  onFiles,
}: {
  field: UploadField;
  loading?: boolean;
  instruction: ReactNode;
  onFiles: (files: File[]) => void;
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
            <Icon icon={IconUpload} size="xl" decorative />
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
const UploadLabel = ({
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
const UploadRefusals = ({
  field: { refusals, kind, refusalId: id, multiple, pickMessage },
}: {
  field: UploadField;
}) => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  const text = (refusal: UploadRefusal) => t(refusal.key, { maxMb: uploadLimitMb(kind) });
  // A field taking several files says which one is refused.
  const lines = [
    ...refusals.map((refusal) => (multiple ? `${refusal.name}: ${text(refusal)}` : text(refusal))),
    ...(pickMessage ? [pickMessage] : []),
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

export interface UploadFailureProps {
  error: unknown;
  fileName: string;
  onRetry: () => void;
  onDismiss: () => void;
}

/** A failed upload: the server's message (or the network's) and the way to try again. */
export const UploadFailure = ({ error, fileName, onRetry, onDismiss }: UploadFailureProps) => {
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

/** Announced while a file goes up. */
export const UploadPending = () => {
  const { t } = useTranslation(UPLOAD_NAMESPACES);
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm">{t('kit:upload.uploading')}</Text>
    </Group>
  );
};

/**
 * What every upload field shows around its own parts: the label above; below, the files refused
 * by the last pick and the form's error, whose ids the drop area is described by.
 */
export const UploadFieldFrame = ({ field, children }: { field: UploadField; children: ReactNode }) => (
  <Stack gap={6}>
    <UploadLabel id={field.labelId} label={field.label} description={field.description} required={field.required} />
    {children}
    <UploadRefusals field={field} />
    {field.error ? <Input.Error id={field.errorId}>{field.error}</Input.Error> : null}
  </Stack>
);
