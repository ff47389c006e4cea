import { UPLOAD_LIMITS } from '@contract/common/constants';
import { fileMatchesType } from '@contract/uploads/file-signature';
import { uploadFileType } from '@contract/uploads/uploads.schema';

/** What an upload field takes: an image, a refund QR image, or a product video. */
export type UploadKind = 'image' | 'refundQr' | 'video';

/** The message shown when a file is refused, as a namespaced key (with `{{maxMb}}` where it names the limit). */
export type UploadRefusalKey =
  | 'validation:imageType'
  | 'validation:imageTooLarge'
  | 'kit:upload.refundQrType'
  | 'kit:upload.svgRefused'
  | 'kit:upload.imageContentMismatch'
  | 'kit:upload.videoType'
  | 'kit:upload.videoContentMismatch'
  | 'validation:videoTooLarge';

/** Refused for images though the spec lists it: an SVG can carry script (docs/decisions/live-build-and-deploy.md). */
const SVG_TYPE = 'image/svg+xml';

const MB = 1024 * 1024;

interface UploadRule {
  types: readonly string[];
  maxBytes: number;
  /** "Video size must be less than 100MB": the video limit itself is refused, 5 MB images are not. */
  limitIncluded: boolean;
  typeKey: UploadRefusalKey;
  /** Said of an SVG, so the seller learns why a picture they have is refused. */
  svgKey: UploadRefusalKey;
  sizeKey: UploadRefusalKey;
  /** Said when the file's first bytes are not of its type. */
  contentKey: UploadRefusalKey;
}

const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: {
    types: UPLOAD_LIMITS.imageMimeTypes,
    maxBytes: UPLOAD_LIMITS.imageMaxBytes,
    limitIncluded: true,
    typeKey: 'validation:imageType',
    svgKey: 'kit:upload.svgRefused',
    sizeKey: 'validation:imageTooLarge',
    contentKey: 'kit:upload.imageContentMismatch',
  },
  refundQr: {
    types: UPLOAD_LIMITS.refundQrMimeTypes,
    maxBytes: UPLOAD_LIMITS.imageMaxBytes,
    limitIncluded: true,
    typeKey: 'kit:upload.refundQrType',
    svgKey: 'kit:upload.svgRefused',
    sizeKey: 'validation:imageTooLarge',
    contentKey: 'kit:upload.imageContentMismatch',
  },
  video: {
    types: UPLOAD_LIMITS.videoMimeTypes,
    maxBytes: UPLOAD_LIMITS.videoMaxBytes,
    limitIncluded: false,
    typeKey: 'kit:upload.videoType',
    svgKey: 'kit:upload.videoType',
    sizeKey: 'validation:videoTooLarge',
    contentKey: 'kit:upload.videoContentMismatch',
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
  const type = uploadFileType(file);
  if (!rule.types.includes(type)) return type === SVG_TYPE ? rule.svgKey : rule.typeKey;
  const tooLarge = rule.limitIncluded ? file.size > rule.maxBytes : file.size >= rule.maxBytes;
  return tooLarge ? rule.sizeKey : null;
};

/**
 * `checkUploadFile`, then the server's check of the file's first bytes against its type
 * (`fileMatchesType`): a renamed file is refused here rather than after its upload.
 */
export const checkUploadFileContent = async (file: File, kind: UploadKind): Promise<UploadRefusalKey | null> => {
  const refusal = checkUploadFile(file, kind);
  if (refusal) return refusal;
  return (await fileMatchesType(file, uploadFileType(file))) ? null : UPLOAD_RULES[kind].contentKey;
};
