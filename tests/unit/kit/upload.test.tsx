// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { ImageUpload, ImageUploadList, uploadPercent, VideoUpload } from '@/components/upload';
import { uploadFileOf } from '../../fixtures/upload-files';
import { api, renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupKitTests();

const MB = 1024 * 1024;
const IMAGE_URL = 'https://upload.example.test/uploads/shot.png';
const VIDEO_URL = 'https://upload.example.test/uploads/clip.mp4';

/**
 * A file that begins like a real one of its type, of any declared size without allocating it
 * (only the size and the first bytes are read before upload).
 */
const fileOf = (name: string, type: string, size?: number): File => {
  const file = uploadFileOf(name, type);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const pickFiles = async (container: HTMLElement, files: File[]) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  // react-dropzone reads the files asynchronously.
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
};

/** Upload calls seen by the mock server, by path. */
const recordUploads = (respond: (path: string) => Response | Promise<Response>) => {
  const calls: { path: string; file: FormDataEntryValue | null }[] = [];
  const handle = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    calls.push({ path, file: (await request.formData()).get('file') });
    return respond(path);
  };
  server.use(http.post(api('/api/upload/image'), handle), http.post(api('/api/upload/video'), handle));
  return calls;
};

const imageCreated = () => HttpResponse.json({ imageUrl: IMAGE_URL }, { status: 201 });

/** The component with its value kept in state, as a form would. */
const StatefulImage = ({
  onChange,
  accept,
}: {
  onChange: (url: string | null) => void;
  accept?: 'image' | 'refundQr';
}) => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImageUpload
      label="Ảnh chụp bảng điều khiển"
      value={value}
      accept={accept}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
};

describe('ImageUpload', () => {
  it('is chosen with a button named by the field and its visible text, which opens the file dialog', () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    renderKit(<StatefulImage onChange={vi.fn()} />);
    const choose = screen.getByRole('button', { name: 'Ảnh chụp bảng điều khiển Chọn tệp' });
    expect(choose.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('JPG, JPEG hoặc PNG, tối đa 5 MB')).toBeTruthy();

    fireEvent.click(choose);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('refuses a wrong type before sending anything', async () => {
    const calls = recordUploads(imageCreated);
    const onChange = vi.fn();
    const { container } = renderKit(<StatefulImage onChange={onChange} />);

    await pickFiles(container, [fileOf('anim.gif', 'image/gif')]);

    expect((await screen.findByRole('alert')).textContent).toBe('Chỉ chấp nhận ảnh định dạng JPG hoặc PNG.');
    expect(calls).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB before sending anything', async () => {
    const calls = recordUploads(imageCreated);
    const { container } = renderKit(<StatefulImage onChange={vi.fn()} />);

    await pickFiles(container, [fileOf('big.png', 'image/png', 5 * MB + 1)]);

    expect((await screen.findByRole('alert')).textContent).toBe('Dung lượng ảnh không được vượt quá 5MB.');
    expect(calls).toEqual([]);
  });

  it.each(['image', 'refundQr'] as const)(
    'refuses an SVG as %s, saying why, before sending anything',
    async (accept) => {
      const calls = recordUploads(imageCreated);
      const { container } = renderKit(<StatefulImage onChange={vi.fn()} accept={accept} />);
      expect(screen.getByText('JPG, JPEG hoặc PNG, tối đa 5 MB')).toBeTruthy();

      await pickFiles(container, [new File(['<svg onload="alert(1)"/>'], 'logo.svg', { type: 'image/svg+xml' })]);

      expect((await screen.findByRole('alert')).textContent).toBe(
        'Không chấp nhận ảnh SVG vì ảnh SVG có thể chứa mã lệnh. Vui lòng tải lên ảnh JPG hoặc PNG.',
      );
      expect(calls).toEqual([]);
    },
  );

  it('refuses a file named as a PNG whose bytes are not one, before sending anything', async () => {
    const calls = recordUploads(imageCreated);
    const { container } = renderKit(<StatefulImage onChange={vi.fn()} />);

    await pickFiles(container, [new File(['<svg onload="alert(1)"/>'], 'shot.png', { type: 'image/png' })]);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tệp này không phải là ảnh JPG hoặc PNG thật, dù tên tệp ghi như vậy. Hãy lưu lại ảnh dưới dạng JPG hoặc PNG.',
    );
    expect(calls).toEqual([]);
  });

  it('uploads the file as multipart, sets the URL and shows the preview, which can be removed', async () => {
    const calls = recordUploads(imageCreated);
    const onChange = vi.fn();
    const { container } = renderKit(<StatefulImage onChange={onChange} />);

    await pickFiles(container, [fileOf('shot.png', 'image/png')]);

    const preview = await screen.findByRole('img', { name: 'Ảnh chụp bảng điều khiển: ảnh đã tải lên' });
    expect(preview.getAttribute('src')).toBe(IMAGE_URL);
    expect(onChange).toHaveBeenCalledWith(IMAGE_URL);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/upload/image');
    expect(calls[0]?.file instanceof File && calls[0].file.name).toBe('shot.png');

    fireEvent.click(screen.getByRole('button', { name: 'Xóa ảnh' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Ảnh chụp bảng điều khiển Chọn tệp' })).toBeTruthy();
  });

  it("shows the server's message when the upload fails, and retries the same file", async () => {
    let attempts = 0;
    const calls = recordUploads(() => {
      attempts += 1;
      return attempts === 1
        ? HttpResponse.json(
            {
              code: 'error.file_type_not_allowed',
              messageCode: 'error.file_type_not_allowed',
              message: 'Tệp bị máy chủ từ chối',
            },
            { status: 400 },
          )
        : imageCreated();
    });
    const onChange = vi.fn();
    const { container } = renderKit(<StatefulImage onChange={onChange} />);

    await pickFiles(container, [fileOf('shot.png', 'image/png')]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không tải lên được shot.png: Tệp bị máy chủ từ chối');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));

    expect(await screen.findByRole('img')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(IMAGE_URL);
    expect(calls.map((call) => call.file instanceof File && call.file.name)).toEqual(['shot.png', 'shot.png']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says what the web server's 413 says, in the user's language when it carries no message", async () => {
    recordUploads(() =>
      HttpResponse.json(
        { code: 'error.payload_too_large', messageCode: 'error.payload_too_large', message: '' },
        { status: 413 },
      ),
    );
    const { container } = renderKit(<StatefulImage onChange={vi.fn()} />);

    await pickFiles(container, [fileOf('shot.png', 'image/png')]);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Không tải lên được shot.png: Dữ liệu quá lớn để gửi: ảnh tối đa 5MB, video phải nhỏ hơn 100MB.',
    );
  });

  it('shows the form error it is given', () => {
    renderKit(
      <ImageUpload
        label="Ảnh"
        value={null}
        onChange={vi.fn()}
        error={<span role="alert">Vui lòng tải ảnh lên.</span>}
        required
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng tải ảnh lên.');
    const dropzone = screen.getByRole('button', { name: /^Ảnh/ });
    const describedBy = dropzone.getAttribute('aria-describedby') ?? '';
    expect(
      describedBy.split(' ').some((id) => document.getElementById(id)?.textContent === 'Vui lòng tải ảnh lên.'),
    ).toBe(true);
  });
});

describe('ImageUploadList', () => {
  const StatefulList = ({ max, onChange }: { max: number; onChange: (urls: string[]) => void }) => {
    const [value, setValue] = useState<string[]>([]);
    return (
      <ImageUploadList
        label="Ảnh cửa hàng"
        value={value}
        max={max}
        onChange={(urls) => {
          setValue(urls);
          onChange(urls);
        }}
      />
    );
  };

  it('uploads several images up to the maximum, refuses the rest, and removes one', async () => {
    let served = 0;
    const calls = recordUploads(() => {
      served += 1;
      return HttpResponse.json({ imageUrl: `https://upload.example.test/uploads/${served}.png` }, { status: 201 });
    });
    const onChange = vi.fn();
    const { container } = renderKit(<StatefulList max={2} onChange={onChange} />);

    await pickFiles(container, [
      fileOf('a.png', 'image/png'),
      fileOf('b.gif', 'image/gif'),
      fileOf('c.jpg', 'image/jpeg'),
      fileOf('d.png', 'image/png'),
    ]);

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(onChange).toHaveBeenLastCalledWith([
      'https://upload.example.test/uploads/1.png',
      'https://upload.example.test/uploads/2.png',
    ]);
    expect(calls.map((call) => call.file instanceof File && call.file.name)).toEqual(['a.png', 'c.jpg']);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('b.gif: Chỉ chấp nhận ảnh định dạng JPG hoặc PNG.');
    expect(alert.textContent).toContain('Bạn chỉ có thể tải lên tối đa 2 ảnh.');
    // Full: no drop area until one is removed.
    expect(screen.queryByRole('button', { name: 'Ảnh cửa hàng' })).toBeNull();
    expect(screen.getByText('2/2 ảnh')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Xóa ảnh 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['https://upload.example.test/uploads/2.png']);
    expect(screen.getByRole('button', { name: 'Ảnh cửa hàng Chọn các tệp' })).toBeTruthy();
  });
});

/**
 * A stand-in for XMLHttpRequest that the test drives: happy-dom with msw only reports upload
 * progress once the server has answered, and cannot abort a pending request.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: unknown = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('VideoUpload', () => {
  const StatefulVideo = ({ onChange }: { onChange: (url: string | null) => void }) => {
    const [value, setValue] = useState<string | null>(null);
    return (
      <VideoUpload
        label="Video sản phẩm"
        value={value}
        onChange={(url) => {
          setValue(url);
          onChange(url);
        }}
        required
      />
    );
  };

  const startUpload = async () => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onChange = vi.fn();
    const view = renderKit(<StatefulVideo onChange={onChange} />);
    await pickFiles(view.container, [fileOf('clip.mp4', 'video/mp4', 40 * MB)]);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last as unknown as FakeXhr;
    return { ...view, onChange, xhr };
  };

  it('shows the percent sent while uploading, then the video', async () => {
    const { onChange, xhr } = await startUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/^\/api\/upload\/video\?lang=vi$/);
    expect(xhr.body instanceof FormData && (xhr.body.get('file') as File).name).toBe('clip.mp4');

    const bar = screen.getByRole('progressbar', { name: 'Đang tải lên clip.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => xhr.progress(10 * MB, 40 * MB));
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();
    act(() => xhr.progress(40 * MB, 40 * MB));
    // Every byte sent is not yet an accepted upload.
    expect(bar.getAttribute('aria-valuenow')).toBe('99');

    await act(async () => xhr.respond(201, { videoUrl: VIDEO_URL, sizeBytes: 40 * MB }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(VIDEO_URL));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.querySelector('video')?.getAttribute('src')).toBe(VIDEO_URL);
    fireEvent.click(screen.getByRole('button', { name: 'Xóa video' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('cancel aborts the transfer and goes back to the drop area without an error', async () => {
    const { onChange, xhr } = await startUpload();
    act(() => xhr.progress(4 * MB, 40 * MB));

    fireEvent.click(screen.getByRole('button', { name: 'Hủy tải lên' }));

    expect(xhr.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('button', { name: /^Video sản phẩm/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure and lets the user retry", async () => {
    const { onChange, xhr } = await startUpload();
    await act(async () =>
      xhr.respond(400, { code: 'error.video_too_large', messageCode: 'error.video_too_large', message: '' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không tải lên được clip.mp4: Dung lượng video phải nhỏ hơn 100MB.');

    FakeXhr.last = null;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    await act(async () => FakeXhr.last?.respond(201, { videoUrl: VIDEO_URL, sizeBytes: 40 * MB }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(VIDEO_URL));
  });

  it('refuses a video of 100 MB or a wrong type before sending anything', async () => {
    const calls = recordUploads(() => HttpResponse.json({ videoUrl: VIDEO_URL, sizeBytes: 1 }, { status: 201 }));
    const { container } = renderKit(<StatefulVideo onChange={vi.fn()} />);
    expect(screen.getByText('MP4, MOV hoặc WebM, dưới 100 MB')).toBeTruthy();

    await pickFiles(container, [fileOf('clip.mp4', 'video/mp4', 100 * MB)]);
    expect((await screen.findByRole('alert')).textContent).toBe('Dung lượng video phải nhỏ hơn 100MB.');

    await pickFiles(container, [fileOf('clip.avi', 'video/x-msvideo')]);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Chỉ chấp nhận video định dạng MP4, MOV hoặc WebM.'),
    );
    expect(calls).toEqual([]);
  });
});

describe('uploadPercent', () => {
  it('rounds down and holds at 99 until the server has answered', () => {
    expect([0, 12.7, 50, 99.9, 100].map((percent) => uploadPercent({ percent }))).toEqual([0, 12, 50, 99, 99]);
  });
});
