import { z } from 'zod';

/** Multipart body: one `file` field. */
export const UploadBodySchema = z.object({
  file: z.file().describe('The file (multipart field "file")'),
});

export const ImageUploadResultSchema = z.object({
  imageUrl: z.url(),
});

export const VideoUploadResultSchema = z.object({
  videoUrl: z.url(),
  sizeBytes: z.number().int().nonnegative(),
});

// Some browsers send no type (or octet-stream) for a .mov or .svg; the extension decides then.
const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/**
 * The MIME type an upload is judged by, the same on the screen and on the server: the type the
 * browser sent, or the extension's when it sent none. '' when neither names a known type.
 */
export const uploadFileType = (file: { type: string; name: string }): string => {
  const sent = file.type.toLowerCase();
  if (sent !== '' && sent !== 'application/octet-stream') return sent;
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
};
