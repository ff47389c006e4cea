import { useId, useState, type ReactNode } from 'react';
import { checkUploadFileContent, type UploadKind } from './check-upload-file';
import type { UploadFailureProps, UploadRefusal } from './upload-parts';

/** The props every upload field takes, as the form gives them. */
export interface UploadFieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** Set by `form.getInputProps`, so a failed submit can focus the drop area. */
  'data-path'?: string;
}

/** The props of a field holding one file. */
export interface SingleUploadProps extends UploadFieldProps {
  /** The uploaded file's URL, or null when none. */
  value: string | null;
  onChange: (url: string | null) => void;
  required?: boolean;
}

export interface UploadFieldOptions extends UploadFieldProps {
  kind: UploadKind;
  required?: boolean;
  /** Takes several files at once, so a refusal names the file it is about. */
  multiple?: boolean;
  /** A message about the pick as a whole (too many files), shown with the refused files. */
  pickMessage?: string;
}

/** What the frame and the drop area of an upload field read: its texts, ids and refusals. */
export interface UploadField extends UploadFieldOptions {
  labelId: string;
  refusalId: string;
  errorId: string;
  /** Ids of the description, refusal and error texts that are shown, for the drop area. */
  describedBy: string;
  refusals: UploadRefusal[];
}

/** Splits picked files into those that may be sent and those refused, keeping their order. */
const sortPickedFiles = async (files: readonly File[], kind: UploadKind) => {
  const accepted: File[] = [];
  const refused: UploadRefusal[] = [];
  const keys = await Promise.all(files.map((file) => checkUploadFileContent(file, kind)));
  files.forEach((file, index) => {
    const key = keys[index];
    if (key) refused.push({ name: file.name, key });
    else accepted.push(file);
  });
  return { accepted, refused };
};

/**
 * The wiring every upload field shares: the ids its texts are found by, and the files refused
 * by the last pick. `keepSendable` returns the files that may go up and shows the others.
 */
export const useUploadField = (options: UploadFieldOptions) => {
  const id = useId();
  const [refusals, setRefusals] = useState<UploadRefusal[]>([]);
  const labelId = `${id}-label`;
  const refusalId = `${id}-refusal`;
  const errorId = `${id}-error`;
  const describedBy = [
    options.description ? `${labelId}-description` : '',
    refusals.length || options.pickMessage ? refusalId : '',
    options.error ? errorId : '',
  ]
    .filter(Boolean)
    .join(' ');
  const field: UploadField = { ...options, labelId, refusalId, errorId, describedBy, refusals };

  const keepSendable = async (files: readonly File[]): Promise<File[]> => {
    const { accepted, refused } = await sortPickedFiles(files, options.kind);
    setRefusals(refused);
    return accepted;
  };
  const clearRefusals = () => setRefusals([]);

  return { field, keepSendable, clearRefusals };
};

/** True for the rejection of a cancelled upload, which is not a failure to show. */
const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** The part of an upload mutation a one-file field reads. */
interface UploadMutation {
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A field holding one file (an image, the video): a new pick replaces the last one, which a retry
 * sends again. `start` sends the file; the failure is null when there is none to show (a cancelled
 * upload is not one).
 */
export const useSingleFileUpload = ({
  upload,
  start,
  onChange,
  ...options
}: UploadFieldOptions &
  Pick<SingleUploadProps, 'onChange'> & {
    upload: UploadMutation;
    start: (file: File) => void;
  }) => {
  const { field, keepSendable, clearRefusals } = useUploadField(options);
  const [lastFile, setLastFile] = useState<File | null>(null);

  const send = (file: File) => {
    setLastFile(file);
    start(file);
  };

  const pick = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    void keepSendable([first]).then(([sendable]) => {
      upload.reset();
      if (sendable) send(sendable);
    });
  };

  const remove = () => {
    upload.reset();
    clearRefusals();
    onChange(null);
  };

  const failure: UploadFailureProps | null =
    upload.isError && !isAbortError(upload.error) && lastFile
      ? {
          error: upload.error,
          fileName: lastFile.name,
          onRetry: () => send(lastFile),
          onDismiss: () => upload.reset(),
        }
      : null;

  return { field, lastFile, pick, remove, failure };
};
