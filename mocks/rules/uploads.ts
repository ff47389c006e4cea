import { UPLOAD_LIMITS } from '@contract';
import { uploadFileType } from '@contract/uploads/uploads.schema';
import { mockError } from '../errors';
import { newId } from './ids';

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

export const acceptImage = (uploads: Map<string, File>, request: Request, file: File) => {
  const type = uploadFileType(file);
  const allowed: readonly string[] = UPLOAD_LIMITS.imageMimeTypes;
  if (!allowed.includes(type)) throw mockError('error.file_type_not_allowed', 400);
  if (file.size > UPLOAD_LIMITS.imageMaxBytes) throw mockError('error.image_too_large', 400);
  return { imageUrl: store(uploads, publicOrigin(request), file, type) };
};

/** "Video size must be less than 100MB": exactly 100 MB is refused too. */
export const acceptVideo = (uploads: Map<string, File>, request: Request, file: File) => {
  const type = uploadFileType(file);
  const allowed: readonly string[] = UPLOAD_LIMITS.videoMimeTypes;
  if (!allowed.includes(type)) throw mockError('error.file_type_not_allowed', 400);
  if (file.size >= UPLOAD_LIMITS.videoMaxBytes) throw mockError('error.video_too_large', 400);
  return { videoUrl: store(uploads, publicOrigin(request), file, type), sizeBytes: file.size };
};
