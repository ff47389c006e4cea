import { SIMULATED_PLATFORM_GRANT_PATH } from '@contract/demo/simulated-pages';
import { UPLOADED_FILE_HEADERS, UPLOADED_FILES_PATH } from '@contract/uploads/uploaded-files';
import { verifiedSellerScenario } from '@scenarios/verified-seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startMockHttpServer, type MockHttpServer } from '../../../scripts/mock-serve';
import { parsePublicOrigin, usage } from '../../../scripts/mock-serve/options';
import { multipartUpload } from '../../fixtures/raw-http';
import { uploadFileOf } from '../../fixtures/upload-files';

/*
 * mock:serve behind a proxy on the live path (`--public-origin`): the links it builds and the uploaded
 * files' URLs are on the configured origin, whatever a request's headers name.
 */

const PUBLIC_ORIGIN = 'https://app.example.test';
/** What an attacker's request may say about where it came from. */
const FORGED = {
  Origin: 'https://evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  Referer: 'https://evil.example/my-ads-account',
};

let mock: MockHttpServer;
let token = '';

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, scenario: 'verified-seller', log: false, publicOrigin: PUBLIC_ORIGIN });
  const login = await fetch(`${mock.url}/api/users/login?lang=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(verifiedSellerScenario.credentials),
  });
  token = z.object({ idToken: z.string() }).parse(await login.json()).idToken;
});

afterAll(async () => {
  await mock.close();
});

describe('--public-origin', () => {
  it('builds links on the configured origin, whatever Origin, X-Forwarded-Host or Referer say', async () => {
    const answer = await fetch(`${mock.url}/api/users/request-connect-tiktok?lang=en`, {
      headers: { Authorization: `Bearer ${token}`, ...FORGED },
    });
    const { redirectUrl } = z.object({ redirectUrl: z.string() }).parse(await answer.json());
    expect(redirectUrl).toBe(`${PUBLIC_ORIGIN}${SIMULATED_PLATFORM_GRANT_PATH}`);
  });

  it('gives uploaded files URLs on it, served with the safe headers', async () => {
    const { body, contentType } = await multipartUpload(uploadFileOf('shot.png', 'image/png'));
    const answer = await fetch(`${mock.url}/api/upload/image?lang=en`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType, ...FORGED },
      body,
    });
    expect(answer.status).toBe(201);
    const imageUrl = new URL(z.object({ imageUrl: z.string() }).parse(await answer.json()).imageUrl);
    expect(imageUrl.origin).toBe(PUBLIC_ORIGIN);
    expect(imageUrl.pathname.startsWith(UPLOADED_FILES_PATH)).toBe(true);

    const served = await fetch(`${mock.url}${imageUrl.pathname}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe(UPLOADED_FILE_HEADERS['Content-Security-Policy']);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('takes exactly an http(s) origin', () => {
    expect(parsePublicOrigin('https://app.example.test/')).toBe(PUBLIC_ORIGIN);
    expect(parsePublicOrigin('http://127.0.0.1:4273')).toBe('http://127.0.0.1:4273');
    for (const value of [
      'app.example.test',
      'https://app.example.test/path',
      'javascript:alert(1)',
      'https://u@evil',
    ]) {
      expect(() => parsePublicOrigin(value)).toThrow(/^--public-origin/);
    }
  });

  it('is in the usage, which says the headers are trusted only without it', () => {
    expect(usage({ port: 4010, scenario: 'verified-seller' })).toMatch(/--public-origin URL[\s\S]*local use only/);
  });
});
