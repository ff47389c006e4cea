export { ImageUpload } from './image-upload';
export { ImageUploadList } from './image-upload-list';
export { uploadPercent, VideoUpload } from './video-upload';
