import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Image and video uploads. */

/** A MIME type the upload route does not take. */
export class FileTypeNotAllowed extends Data.TaggedError('FileTypeNotAllowed')<{ readonly type: string }> {
  answer(): Answer {
    return { code: 'error.file_type_not_allowed', status: 400 };
  }
}

export class ImageTooLarge extends Data.TaggedError('ImageTooLarge')<{ readonly sizeBytes: number }> {
  answer(): Answer {
    return { code: 'error.image_too_large', status: 400 };
  }
}

export class VideoTooLarge extends Data.TaggedError('VideoTooLarge')<{ readonly sizeBytes: number }> {
  answer(): Answer {
    return { code: 'error.video_too_large', status: 400 };
  }
}

/** A file whose first bytes are not those of the type it claims (`contentMatchesType`). */
export class FileContentMismatch extends Data.TaggedError('FileContentMismatch')<{ readonly type: string }> {
  answer(): Answer {
    return { code: 'error.file_content_mismatch', status: 400 };
  }
}
