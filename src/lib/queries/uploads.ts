import { withApiOptions } from '@contract/common/api-router';
import { uploadsContract } from '@contract/uploads/uploads.contract';
import { createDomainApi } from '@/lib/api';

/**
 * Image and video uploads (multipart, one `file` field), sent to the upload host. A video
 * call may pass `onUploadProgress` and `fetchOptions.signal`: ts-rest hands extra call
 * properties to the fetcher, which then sends through XHR to report progress and abort.
 */
export const uploadsApi = createDomainApi(withApiOptions(uploadsContract));

/** Mutation keys, so a form can tell an upload is running (`useIsMutating({ mutationKey })`). */
export const uploadsKeys = {
  all: ['uploads'] as const,
  image: () => [...uploadsKeys.all, 'image'] as const,
  video: () => [...uploadsKeys.all, 'video'] as const,
};

export const uploadImageOptions = () => ({ mutationKey: uploadsKeys.image() });

export const uploadVideoOptions = () => ({ mutationKey: uploadsKeys.video() });
