import { z } from 'zod';

/** Multipart body: one `file` field. */
export const UploadBodySchema = z.object({
  file: z.file().describe('The file (multipart field "file")'),
});

export const ImageUploadResultSchema = z.object({
  imageUrl: z.url(),
});
export type ImageUploadResult = z.infer<typeof ImageUploadResultSchema>;

export const VideoUploadResultSchema = z.object({
  videoUrl: z.url(),
  sizeBytes: z.number().int().nonnegative(),
});
export type VideoUploadResult = z.infer<typeof VideoUploadResultSchema>;
