import { UPLOAD_LIMITS } from '@contract';
import { fileMatchesType } from '@contract/uploads/file-signature';
import { UPLOADED_FILES_PATH } from '@contract/uploads/uploaded-files';
import { uploadFileType } from '@contract/uploads/uploads.schema';
import { Effect } from 'effect';
import { newId } from './ids';
import { FileContentMismatch, FileTypeNotAllowed, ImageTooLarge, VideoTooLarge } from './uploads/errors';

const TYPE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** Kept under the type its bytes were checked against, which it is served with, not the one the browser sent. */
const store = (uploads: Map<string, File>, origin: string, file: File, type: string): string => {
  const name = `${newId('upl')}.${TYPE_EXTENSIONS[type] ?? 'bin'}`;
  uploads.set(name, new File([file], name, { type }));
  return `${origin}${UPLOADED_FILES_PATH}${name}`;
};

/** The upload host itself serves the file back (`UPLOADED_FILES_PATH`), so the URL works wherever the mock runs. */
const publicOrigin = (request: Request): string => new URL(request.url).origin;

/** The type the file is judged by, when the route takes it and the file's first bytes are of it. */
const checkedType = (
  file: File,
  allowed: readonly string[],
): Effect.Effect<string, FileTypeNotAllowed | FileContentMismatch> =>
  Effect.gen(function* () {
    const type = uploadFileType(file);
    if (!allowed.includes(type)) return yield* new FileTypeNotAllowed({ type });
    if (!(yield* Effect.promise(() => fileMatchesType(file, type)))) return yield* new FileContentMismatch({ type });
    return type;
  });

export const acceptImage = (
  uploads: Map<string, File>,
  request: Request,
  file: File,
): Effect.Effect<{ imageUrl: string }, FileTypeNotAllowed | FileContentMismatch | ImageTooLarge> =>
  Effect.gen(function* () {
    const type = yield* checkedType(file, UPLOAD_LIMITS.imageMimeTypes);
    if (file.size > UPLOAD_LIMITS.imageMaxBytes) return yield* new ImageTooLarge({ sizeBytes: file.size });
    return { imageUrl: store(uploads, publicOrigin(request), file, type) };
  });

/** "Video size must be less than 100MB": exactly 100 MB is refused too. */
export const acceptVideo = (
  uploads: Map<string, File>,
  request: Request,
  file: File,
): Effect.Effect<{ videoUrl: string; sizeBytes: number }, FileTypeNotAllowed | FileContentMismatch | VideoTooLarge> =>
  Effect.gen(function* () {
    const type = yield* checkedType(file, UPLOAD_LIMITS.videoMimeTypes);
    if (file.size >= UPLOAD_LIMITS.videoMaxBytes) return yield* new VideoTooLarge({ sizeBytes: file.size });
    return { videoUrl: store(uploads, publicOrigin(request), file, type), sizeBytes: file.size };
  });
