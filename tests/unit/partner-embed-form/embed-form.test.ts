import { SaveEmbedFormBodySchema } from '@contract/partnership/partnership.schema';
import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_HEIGHT, embedSnippet } from '@/features/partner-embed-form/embed-snippet';
import { embedFormSchema } from '@/features/partner-embed-form/forms/embed-form-schema';
import { validationMessage } from '@/lib/validation';

const issueOf = (embedFormUrl: string) => embedFormSchema.safeParse({ embedFormUrl }).error?.issues[0]?.message;

describe('the embed form URL field (spec section 5: valid, starting with http:// or https://)', () => {
  it.each([
    ['', validationMessage('required')],
    ['   ', validationMessage('required')],
    ['hoagrowth.vn/dang-ky', validationMessage('urlMustStartWithHttp')],
    ['ftp://hoagrowth.vn/form', validationMessage('urlMustStartWithHttp')],
    ['https://', validationMessage('urlInvalid')],
    ['http://exa mple.com', validationMessage('urlInvalid')],
    [`https://hoagrowth.vn/${'x'.repeat(2048)}`, validationMessage('maxLength', { max: 2048 })],
  ])('%j is refused with %s', (value, issue) => {
    expect(issueOf(value)).toBe(issue);
  });

  it('gives a trimmed body the contract accepts', () => {
    const body = embedFormSchema.parse({ embedFormUrl: '  https://hoagrowth.vn/dang-ky?utm=site  ' });
    expect(body).toEqual({ embedFormUrl: 'https://hoagrowth.vn/dang-ky?utm=site' });
    expect(SaveEmbedFormBodySchema.parse(body)).toEqual(body);
    expect(embedFormSchema.safeParse({ embedFormUrl: 'HTTP://HOAGROWTH.VN' }).success).toBe(true);
  });
});

describe('embedSnippet', () => {
  it('is an iframe of the URL, full width, named for screen readers', () => {
    expect(embedSnippet('https://hoagrowth.vn/form?a=1&b=2', 'Sign-up form')).toBe(
      `<iframe src="https://hoagrowth.vn/form?a=1&amp;b=2" title="Sign-up form" width="100%" height="${EMBED_FRAME_HEIGHT}" style="border:0" loading="lazy"></iframe>`,
    );
  });

  it('never lets a value break out of its attribute', () => {
    const snippet = embedSnippet('https://evil.test/"><script>alert(1)</script>', 'Form "A" <b>');
    expect(snippet).not.toContain('<script>');
    expect(snippet).toContain('src="https://evil.test/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(snippet).toContain('title="Form &quot;A&quot; &lt;b&gt;"');
  });
});
