import { contract, listRoutes, routeMetaOf, UPLOAD_LIMITS } from '@contract';

/**
 * The largest JSON body the web server forwards. The app's largest are a product profile of up to
 * 50 links and a verification form with its screenshot URLs: tens of KB even with 2,000-character
 * URLs. 1 MB leaves ten times that, and a flood of large bodies never reaches the API.
 */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * What a multipart body adds around the file: the boundary lines and the part's headers (its
 * `Content-Disposition` with the file name, its `Content-Type`), under 1 KB even for a long
 * percent-encoded name. 64 KB is room for any client's encoding.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The largest file each upload kind takes: 5 MB images; videos "less than 100MB". */
const FILE_LIMIT_BYTES = {
  image: UPLOAD_LIMITS.imageMaxBytes,
  video: UPLOAD_LIMITS.videoMaxBytes - 1,
} as const;

export interface UploadBodyLimit {
  /** The upload route's path in the contract. */
  path: string;
  kind: keyof typeof FILE_LIMIT_BYTES;
  maxBodyBytes: number;
}

/** The body limit of each upload route of the contract (`routeMetaOf(route).upload`): its file limit plus the multipart overhead. */
export const uploadBodyLimits = (): UploadBodyLimit[] =>
  listRoutes(contract).flatMap(({ route }) => {
    const kind = routeMetaOf(route)?.upload;
    return kind === undefined
      ? []
      : [{ path: route.path, kind, maxBodyBytes: FILE_LIMIT_BYTES[kind] + MULTIPART_OVERHEAD_BYTES }];
  });
