import { UPLOAD_LIMITS } from '@contract/common/constants';
import { uploadFileType } from '@contract/uploads/uploads.schema';

/** What an upload field takes: any image, a refund QR image (no SVG), or a product video. */
export type UploadKind = 'image' | 'refundQr' | 'video';

/** The message shown when a file is refused, as a namespaced key (with `{{maxMb}}` where it names the limit). */
export type UploadRefusalKey =
  | 'validation:imageType'
  | 'validation:imageTooLarge'
  | 'kit:upload.refundQrType'
  | 'kit:upload.videoType'
  | 'validation:videoTooLarge';

const MB = 1024 * 1024;

interface UploadRule {
  types: readonly string[];
  maxBytes: number;
  /** "Video size must be less than 100MB": the video limit itself is refused, 5 MB images are not. */
  limitIncluded: boolean;
  typeKey: UploadRefusalKey;
  sizeKey: UploadRefusalKey;
}

const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: {
    types: UPLOAD_LIMITS.imageMimeTypes,
    maxBytes: UPLOAD_LIMITS.imageMaxBytes,
    limitIncluded: true,
    typeKey: 'validation:imageType',
    sizeKey: 'validation:imageTooLarge',
  },
  refundQr: {
    types: UPLOAD_LIMITS.refundQrMimeTypes,
    maxBytes: UPLOAD_LIMITS.imageMaxBytes,
    limitIncluded: true,
    typeKey: 'kit:upload.refundQrType',
    sizeKey: 'validation:imageTooLarge',
  },
  video: {
    types: UPLOAD_LIMITS.videoMimeTypes,
    maxBytes: UPLOAD_LIMITS.videoMaxBytes,
    limitIncluded: false,
    typeKey: 'kit:upload.videoType',
    sizeKey: 'validation:videoTooLarge',
  },
};

/** The size limit in MB, for the `{{maxMb}}` of the hint and the size message. */
export const uploadLimitMb = (kind: UploadKind): number => UPLOAD_RULES[kind].maxBytes / MB;

/** The types a file dialog should offer, for the dropzone's `accept`. */
export const uploadAccept = (kind: UploadKind): string[] => [...UPLOAD_RULES[kind].types];

/**
 * Whether a file may be sent, checked before any byte leaves the browser: null when it may,
 * otherwise the message to show. The type is checked first, as the server does.
 */
export const checkUploadFile = (
  file: { type: string; size: number; name: string },
  kind: UploadKind,
): UploadRefusalKey | null => {
  const rule = UPLOAD_RULES[kind];
  if (!rule.types.includes(uploadFileType(file))) return rule.typeKey;
  const tooLarge = rule.limitIncluded ? file.size > rule.maxBytes : file.size >= rule.maxBytes;
  return tooLarge ? rule.sizeKey : null;
};
