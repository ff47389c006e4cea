import { c, meta } from '../common/contract-builder';
import { ImageUploadResultSchema, UploadBodySchema, VideoUploadResultSchema } from './uploads.schema';

export const uploadsContract = c.router({
  uploadImage: {
    method: 'POST',
    path: '/api/upload/image',
    summary: 'Upload an image (JPG or PNG whose bytes are of that type, at most 5 MB; no SVG)',
    contentType: 'multipart/form-data',
    body: UploadBodySchema,
    responses: { 201: ImageUploadResultSchema },
    metadata: meta({ access: 'user', upload: 'image' }),
  },
  uploadVideo: {
    method: 'POST',
    path: '/api/upload/video',
    summary: 'Upload a product video (MP4, MOV or WebM whose bytes are of that type, under 100 MB), with progress',
    contentType: 'multipart/form-data',
    body: UploadBodySchema,
    responses: { 201: VideoUploadResultSchema },
    metadata: meta({ access: 'user', upload: 'video' }),
  },
});
