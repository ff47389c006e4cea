/*
 * Whether a file's first bytes are those of the type it claims. The type a browser sends comes from
 * the file's name, so a script saved as `photo.png` claims image/png; its bytes do not. The screen
 * and the server run the same check (the mock in `mocks/rules/uploads.ts`, the upload kit before
 * sending).
 */

/** How many leading bytes the check reads. */
export const SIGNATURE_BYTES = 12;

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

const hasAt = (head: Uint8Array, offset: number, expected: readonly number[]): boolean =>
  expected.every((byte, index) => head[offset + index] === byte);

/** An ISO base media file (MP4, and QuickTime since 2001) opens with its `ftyp` box: a 4-byte size, then the name. */
const isIsoMedia = (head: Uint8Array): boolean => hasAt(head, 4, ascii('ftyp'));

/** Older QuickTime files open with another atom of the format. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].map(ascii);

const SIGNATURES: Readonly<Record<string, (head: Uint8Array) => boolean>> = {
  'image/jpeg': (head) => hasAt(head, 0, [0xff, 0xd8, 0xff]),
  'image/png': (head) => hasAt(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'video/mp4': isIsoMedia,
  'video/quicktime': (head) => isIsoMedia(head) || QUICKTIME_ATOMS.some((atom) => hasAt(head, 4, atom)),
  // The EBML header that WebM (and Matroska) files open with.
  'video/webm': (head) => hasAt(head, 0, [0x1a, 0x45, 0xdf, 0xa3]),
};

/** How a file of each type opens: for tools that make valid uploads (the contract checker, tests). */
export const EXAMPLE_OPENINGS: Readonly<Record<string, readonly number[]>> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'video/mp4': [0, 0, 0, 0x18, ...ascii('ftypmp42')],
  'video/quicktime': [0, 0, 0, 0x14, ...ascii('ftypqt  ')],
  'video/webm': [0x1a, 0x45, 0xdf, 0xa3],
};

/** True when `head` (a file's first `SIGNATURE_BYTES` bytes) is of `type`; false for a type it does not know. */
export const contentMatchesType = (head: Uint8Array, type: string): boolean => SIGNATURES[type]?.(head) ?? false;

/** Reads a file's first bytes and checks them against `type`. */
export const fileMatchesType = async (file: Blob, type: string): Promise<boolean> =>
  contentMatchesType(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()), type);
