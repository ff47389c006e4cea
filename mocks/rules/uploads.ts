import { UPLOAD_LIMITS } from '@contract';
import { uploadFileType } from '@contract/uploads/uploads.schema';
import { Effect } from 'effect';
import { newId } from './ids';
import { FileTypeNotAllowed, ImageTooLarge, VideoTooLarge } from './uploads/errors';

/** Where the mock "stores" uploads: a path on the upload host that the mock serves back. */
export const UPLOAD_PATH_PREFIX = '/mock-uploads/';

const TYPE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

const store = (uploads: Map<string, File>, origin: string, file: File, type: string): string => {
  const name = `${newId('upl')}.${TYPE_EXTENSIONS[type] ?? 'bin'}`;
  uploads.set(name, file);
  return `${origin}${UPLOAD_PATH_PREFIX}${name}`;
};

/** The upload host itself serves the file back, so the URL works wherever the mock runs. */
const publicOrigin = (request: Request): string => new URL(request.url).origin;

export const acceptImage = (
  uploads: Map<string, File>,
  request: Request,
  file: File,
): Effect.Effect<{ imageUrl: string }, FileTypeNotAllowed | ImageTooLarge> =>
  Effect.gen(function* () {
    const type = uploadFileType(file);
    const allowed: readonly string[] = UPLOAD_LIMITS.imageMimeTypes;
    if (!allowed.includes(type)) return yield* new FileTypeNotAllowed({ type });
    if (file.size > UPLOAD_LIMITS.imageMaxBytes) return yield* new ImageTooLarge({ sizeBytes: file.size });
    return { imageUrl: store(uploads, publicOrigin(request), file, type) };
  });

/** "Video size must be less than 100MB": exactly 100 MB is refused too. */
export const acceptVideo = (
  uploads: Map<string, File>,
  request: Request,
  file: File,
): Effect.Effect<{ videoUrl: string; sizeBytes: number }, FileTypeNotAllowed | VideoTooLarge> =>
  Effect.gen(function* () {
    const type = uploadFileType(file);
    const allowed: readonly string[] = UPLOAD_LIMITS.videoMimeTypes;
    if (!allowed.includes(type)) return yield* new FileTypeNotAllowed({ type });
    if (file.size >= UPLOAD_LIMITS.videoMaxBytes) return yield* new VideoTooLarge({ sizeBytes: file.size });
    return { videoUrl: store(uploads, publicOrigin(request), file, type), sizeBytes: file.size };
  });
