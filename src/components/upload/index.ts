export { checkUploadFile, uploadLimitMb, type UploadKind, type UploadRefusalKey } from './check-upload-file';
export { ImageUpload, type ImageUploadProps } from './image-upload';
export { ImageUploadList, type ImageUploadListProps } from './image-upload-list';
export { requiredUploadField } from './upload-fields';
export { uploadPercent, VideoUpload, type VideoUploadProps } from './video-upload';
