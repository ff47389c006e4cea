import { UPLOAD_LIMITS } from '@contract/common/constants';
import { uploadFileType } from '@contract/uploads/uploads.schema';
import { describe, expect, it } from 'vitest';
import { checkUploadFile, checkUploadFileContent, uploadLimitMb } from '@/components/upload/check-upload-file';
import { uploadFileOf } from '../../fixtures/upload-files';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkUploadFile', () => {
  it.each([
    ['shot.jpg', 'image/jpeg'],
    ['shot.jpeg', 'image/jpeg'],
    ['shot.png', 'image/png'],
  ])('takes %s (%s) as an image', (name, type) => {
    expect(checkUploadFile(file(name, type), 'image')).toBeNull();
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['photo.webp', 'image/webp'],
    ['doc.pdf', 'application/pdf'],
    ['clip.mp4', 'video/mp4'],
  ])('refuses %s (%s) as an image', (name, type) => {
    expect(checkUploadFile(file(name, type), 'image')).toBe('validation:imageType');
  });

  it('takes an image of exactly 5 MB and refuses one byte more', () => {
    expect(UPLOAD_LIMITS.imageMaxBytes).toBe(5 * MB);
    expect(checkUploadFile(file('a.png', 'image/png', 5 * MB), 'image')).toBeNull();
    expect(checkUploadFile(file('a.png', 'image/png', 5 * MB + 1), 'image')).toBe('validation:imageTooLarge');
    expect(checkUploadFile(file('a.png', 'image/png', 0), 'image')).toBeNull();
  });

  it('takes JPG and PNG as a refund QR, but not SVG, with the same 5 MB limit', () => {
    expect(checkUploadFile(file('qr.png', 'image/png'), 'refundQr')).toBeNull();
    expect(checkUploadFile(file('qr.jpeg', 'image/jpeg'), 'refundQr')).toBeNull();
    expect(checkUploadFile(file('qr.gif', 'image/gif'), 'refundQr')).toBe('kit:upload.refundQrType');
    expect(checkUploadFile(file('qr.png', 'image/png', 5 * MB), 'refundQr')).toBeNull();
    expect(checkUploadFile(file('qr.png', 'image/png', 5 * MB + 1), 'refundQr')).toBe('validation:imageTooLarge');
  });

  it.each([
    ['clip.mp4', 'video/mp4'],
    ['clip.mov', 'video/quicktime'],
    ['clip.webm', 'video/webm'],
  ])('takes %s (%s) as a video', (name, type) => {
    expect(checkUploadFile(file(name, type), 'video')).toBeNull();
  });

  it('refuses other videos and images as the product video', () => {
    expect(checkUploadFile(file('clip.avi', 'video/x-msvideo'), 'video')).toBe('kit:upload.videoType');
    expect(checkUploadFile(file('shot.png', 'image/png'), 'video')).toBe('kit:upload.videoType');
  });

  it('refuses a video of exactly 100 MB ("less than 100MB") and takes one byte less', () => {
    expect(UPLOAD_LIMITS.videoMaxBytes).toBe(100 * MB);
    expect(checkUploadFile(file('clip.mp4', 'video/mp4', 100 * MB - 1), 'video')).toBeNull();
    expect(checkUploadFile(file('clip.mp4', 'video/mp4', 100 * MB), 'video')).toBe('validation:videoTooLarge');
  });

  it('checks the type before the size, as the server does', () => {
    expect(checkUploadFile(file('big.gif', 'image/gif', 50 * MB), 'image')).toBe('validation:imageType');
  });

  it('falls back on the extension when the browser gives no type, or octet-stream', () => {
    expect(checkUploadFile(file('clip.MOV', ''), 'video')).toBeNull();
    expect(checkUploadFile(file('shot.JPG', 'application/octet-stream'), 'image')).toBeNull();
    expect(checkUploadFile(file('notes.txt', ''), 'image')).toBe('validation:imageType');
    expect(checkUploadFile(file('no-extension', ''), 'video')).toBe('kit:upload.videoType');
  });

  it.each([
    ['image/svg+xml', 'image'],
    ['', 'image'],
    ['application/octet-stream', 'refundQr'],
  ] as const)('refuses an SVG sent as %j as %s, saying why', (type, kind) => {
    expect(checkUploadFile(file('logo.svg', type), kind)).toBe('kit:upload.svgRefused');
  });

  it('refuses an SVG as a video with the video message', () => {
    expect(checkUploadFile(file('logo.svg', 'image/svg+xml'), 'video')).toBe('kit:upload.videoType');
  });

  it('names the limits in MB for the messages', () => {
    expect([uploadLimitMb('image'), uploadLimitMb('refundQr'), uploadLimitMb('video')]).toEqual([5, 5, 100]);
  });
});

// The screen and the mock server both judge a file by this type, so they refuse the same files.
describe('uploadFileType', () => {
  it('keeps the type the browser sent, in lower case', () => {
    expect(uploadFileType({ name: 'shot.png', type: 'IMAGE/PNG' })).toBe('image/png');
    expect(uploadFileType({ name: 'shot.png', type: 'image/gif' })).toBe('image/gif');
  });

  it.each([
    ['clip.MOV', '', 'video/quicktime'],
    ['logo.svg', 'application/octet-stream', 'image/svg+xml'],
    ['shot.JPEG', '', 'image/jpeg'],
    ['clip.webm', '', 'video/webm'],
  ])('takes the type of %s from its extension when the browser sent %j', (name, type, expected) => {
    expect(uploadFileType({ name, type })).toBe(expected);
  });

  it('gives no type for an unknown extension or none', () => {
    expect(uploadFileType({ name: 'notes.txt', type: '' })).toBe('');
    expect(uploadFileType({ name: 'no-extension', type: 'application/octet-stream' })).toBe('');
  });
});

describe('checkUploadFileContent', () => {
  it.each([
    ['shot.jpg', 'image/jpeg', 'image'],
    ['shot.png', 'image/png', 'refundQr'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['clip.mov', '', 'video'],
    ['clip.webm', 'video/webm', 'video'],
  ] as const)('takes %s (%j) whose bytes are of its type', async (name, type, kind) => {
    expect(await checkUploadFileContent(uploadFileOf(name, type), kind)).toBeNull();
  });

  it('refuses an image or a video whose bytes are not of its type', async () => {
    const script = '<svg onload="alert(1)"/>';
    expect(await checkUploadFileContent(new File([script], 'shot.png', { type: 'image/png' }), 'image')).toBe(
      'kit:upload.imageContentMismatch',
    );
    expect(await checkUploadFileContent(uploadFileOf('shot.png', 'image/png'), 'video')).toBe('kit:upload.videoType');
    const renamedPng = new File([await uploadFileOf('shot.png', 'image/png').arrayBuffer()], 'clip.mp4', {
      type: 'video/mp4',
    });
    expect(await checkUploadFileContent(renamedPng, 'video')).toBe('kit:upload.videoContentMismatch');
  });

  it('checks the type and the size first, as the server does', async () => {
    expect(await checkUploadFileContent(new File(['x'], 'logo.svg', { type: 'image/svg+xml' }), 'image')).toBe(
      'kit:upload.svgRefused',
    );
    const big = uploadFileOf('big.png', 'image/png');
    Object.defineProperty(big, 'size', { value: 5 * MB + 1 });
    expect(await checkUploadFileContent(big, 'image')).toBe('validation:imageTooLarge');
  });
});
