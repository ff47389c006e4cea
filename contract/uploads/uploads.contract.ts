import { c, meta } from '../common/contract-builder';
import { ImageUploadResultSchema, UploadBodySchema, VideoUploadResultSchema } from './uploads.schema';

export const uploadsContract = c.router({
  uploadImage: {
    method: 'POST',
    path: '/api/upload/image',
    summary: 'Upload an image (JPG, PNG or SVG, at most 5 MB)',
    contentType: 'multipart/form-data',
    body: UploadBodySchema,
    responses: { 201: ImageUploadResultSchema },
    metadata: meta({ access: 'user', upload: 'image' }),
  },
  uploadVideo: {
    method: 'POST',
    path: '/api/upload/video',
    summary: 'Upload a product video (under 100 MB), with progress',
    contentType: 'multipart/form-data',
    body: UploadBodySchema,
    responses: { 201: VideoUploadResultSchema },
    metadata: meta({ access: 'user', upload: 'video' }),
  },
});
