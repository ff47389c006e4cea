import { UPLOAD_LIMITS } from '@contract/common/constants';
import { contentMatchesType, fileMatchesType, SIGNATURE_BYTES } from '@contract/uploads/file-signature';
import { describe, expect, it } from 'vitest';
import { bytesOfType } from '../../fixtures/upload-files';

const ascii = (text: string) => new TextEncoder().encode(text);
const TAKEN = [...UPLOAD_LIMITS.imageMimeTypes, ...UPLOAD_LIMITS.videoMimeTypes];

describe('contentMatchesType', () => {
  it.each(TAKEN)('knows the opening of every type the upload routes take: %s', (type) => {
    expect(contentMatchesType(bytesOfType(type, SIGNATURE_BYTES), type)).toBe(true);
  });

  it('tells the types apart', () => {
    for (const type of TAKEN) {
      for (const other of TAKEN.filter((candidate) => candidate !== type)) {
        const family = (mime: string) => mime.split('/')[0] === 'video' && mime !== 'video/webm';
        // MP4 and QuickTime share the ISO media `ftyp` box: either name takes either file.
        if (family(type) && family(other)) continue;
        expect(contentMatchesType(bytesOfType(other, SIGNATURE_BYTES), type), `${other} as ${type}`).toBe(false);
      }
    }
  });

  it('refuses markup, text and an empty file under any type', () => {
    const svg = ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const type of TAKEN) {
      expect(contentMatchesType(svg, type)).toBe(false);
      expect(contentMatchesType(ascii('<!doctype html><script>'), type)).toBe(false);
      expect(contentMatchesType(new Uint8Array(), type)).toBe(false);
    }
  });

  it('knows a JPEG and a PNG as cameras and editors write them', () => {
    const exif = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x2a, 0x9c, 0x45, 0x78, 0x69, 0x66, 0, 0]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(contentMatchesType(exif, 'image/jpeg')).toBe(true);
    expect(contentMatchesType(png, 'image/png')).toBe(true);
    expect(contentMatchesType(png, 'image/jpeg')).toBe(false);
  });

  it('takes an older QuickTime file that opens with its movie atom', () => {
    expect(contentMatchesType(new Uint8Array([0, 0, 0, 8, ...ascii('moov')]), 'video/quicktime')).toBe(true);
    expect(contentMatchesType(new Uint8Array([0, 0, 0, 8, ...ascii('moov')]), 'video/mp4')).toBe(false);
  });

  it('knows no other type, SVG included', () => {
    expect(contentMatchesType(ascii('<svg/>'), 'image/svg+xml')).toBe(false);
    expect(contentMatchesType(ascii('GIF89a'), 'image/gif')).toBe(false);
  });
});

describe('fileMatchesType', () => {
  it("reads a file's first bytes", async () => {
    const png = new File([bytesOfType('image/png', 4096)], 'shot.png');
    expect(await fileMatchesType(png, 'image/png')).toBe(true);
    expect(await fileMatchesType(png, 'image/jpeg')).toBe(false);
  });
});
