import { randomUUID } from 'node:crypto';
import { ErrorBodySchema, UPLOAD_LIMITS } from '@contract';
import { SIMULATED_CHECKOUT_PATH } from '@contract/demo/simulated-pages';
import { TazapayPaymentRequestSchema } from '@contract/payments/tazapay.schema';
import { UPLOADED_FILE_HEADERS, UPLOADED_FILES_PATH } from '@contract/uploads/uploaded-files';
import { JSON_BODY_LIMIT_BYTES, uploadBodyLimits } from '../../scripts/deploy/body-limits';
import { findNginx } from '../../scripts/deploy/run-nginx';
import { signInOverHttp } from '../../scripts/sign-in-over-http';
import { multipartUpload, rawExchange, rawRequest, type RawAnswer, type RawRequest } from '../fixtures/raw-http';
import { expect, PNG, test } from './fixtures';
import { LIVE_STACK, liveOrigin, type LiveAccount } from './stack';

/*
 * The server as an attacker probes it (issue 41): requests go to the live build's nginx with Node's
 * HTTP client, which sends a forged Host as it is. Each test prints what it observed, the figures of
 * the issue's closing note.
 */

test.skip(findNginx() === null, 'the hardening is nginx’s: the vite preview fallback serves without it');

const SLOW_MS = 20_000;
const { hostname: LIVE_HOST, port: SELLER_PORT } = new URL(liveOrigin('seller'));

/** A request to an account's live server, for its own host unless `headers` say otherwise. */
const send = (account: LiveAccount, path: string, init: RawRequest = {}) =>
  rawRequest(`${liveOrigin(account)}${path}`, { ...init, headers: { Host: LIVE_HOST, ...init.headers } });

const answered = (answer: RawAnswer | null): RawAnswer => {
  if (answer === null) throw new Error('the server closed the connection without an answer');
  return answer;
};

const signedIn = async (account: LiveAccount) => ({
  Authorization: `Bearer ${await signInOverHttp(liveOrigin(account), LIVE_STACK[account].scenario)}`,
});

/** Prints a line of what a test observed, for the issue's closing note. */
const note = (line: string) => {
  // eslint-disable-next-line no-console -- the figures the lead copies from a test run
  console.log(`[observed] ${line}`);
};

/** The headers the closing note quotes, as observed. */
const observed = (what: string, answer: RawAnswer, names: readonly string[]) =>
  note(
    `${what}: ${answer.status} ${names.map((name) => `${name}: ${String(answer.headers[name] ?? '(none)')}`).join('; ')}`,
  );

const expectJsonError = (answer: RawAnswer, status: number, code: string) => {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(ErrorBodySchema.parse(JSON.parse(answer.body))).toMatchObject({ code, messageCode: code });
};

test.describe('The live server, probed', () => {
  test('closes a request for a foreign Host, or none, without an answer', async () => {
    for (const host of ['evil.example', `localhost:${SELLER_PORT}`, `evil.example:${SELLER_PORT}`]) {
      expect(await send('seller', '/api/users/login', { headers: { Host: host } }), host).toBeNull();
    }
    expect(await rawExchange(Number(SELLER_PORT), 'GET / HTTP/1.1\r\n\r\n')).toBe('');
    expect(await rawExchange(Number(SELLER_PORT), 'GET / HTTP/1.0\r\n\r\n')).toBe('');
    note('Host evil.example, localhost, none: connection closed, no answer (444)');
  });

  test('keeps a checkout URL on the configured origin whatever Host, X-Forwarded-Host and Origin say', async () => {
    // The partner's server: its pages show no top-up in progress that another test would meet.
    const forged = {
      Host: `${LIVE_HOST}:8443`,
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      Forwarded: 'host=evil.example;proto=https',
      Origin: 'https://evil.example',
      Referer: 'https://evil.example/payment/add-fund',
    };
    const answer = answered(
      await send('partner', '/api/tazapay-payments/request-payments/v3?lang=en', {
        method: 'POST',
        headers: {
          ...(await signedIn('partner')),
          ...forged,
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({ amount: 10_000, method: 'card', replaceInProgress: true }),
      }),
    );
    expect(answer.status).toBe(201);
    const checkout = new URL(TazapayPaymentRequestSchema.parse(JSON.parse(answer.body)).data.url);
    expect(checkout.origin).toBe(liveOrigin('partner'));
    expect(checkout.pathname).toBe(SIMULATED_CHECKOUT_PATH);
    note(`Forged Host, X-Forwarded-Host, Forwarded, Origin: checkout URL on ${checkout.origin}`);
  });

  test('marks every API answer nosniff and no-store, errors included', async () => {
    const auth = await signedIn('seller');
    const probes: Array<[string, string, RawRequest]> = [
      ['GET /api/users (signed in)', '/api/users?lang=en', { headers: auth }],
      ['GET /api/users (no token, 401)', '/api/users?lang=en', {}],
      ['GET /api/no-such-route (404)', '/api/no-such-route?lang=en', { headers: auth }],
      ['GET /stripe-payments/payment-methods', '/stripe-payments/payment-methods?lang=en', { headers: auth }],
    ];
    for (const [what, path, init] of probes) {
      const answer = answered(await send('seller', path, init));
      observed(what, answer, ['content-type', 'x-content-type-options', 'cache-control']);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  test("answers a 2 MB JSON body to sign-in with the contract's JSON 413, in the caller's language", async () => {
    const body = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' });
    for (const lang of ['en', 'vi']) {
      const answer = answered(
        await send('seller', `/api/users/login?lang=${lang}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        }),
      );
      expectJsonError(answer, 413, 'error.payload_too_large');
      note(`POST /api/users/login, ${body.length} bytes, lang=${lang}: ${answer.status} ${answer.body}`);
    }
    note(`JSON body limit: ${JSON_BODY_LIMIT_BYTES} bytes`);
  });

  test("answers an upload over its route's limit with the JSON 413", async () => {
    const auth = await signedIn('seller');
    for (const { path, maxBodyBytes } of uploadBodyLimits()) {
      const declared = path.endsWith('/video') ? 120 * 1024 * 1024 : maxBodyBytes + 1;
      const answer = answered(
        await send('seller', `${path}?lang=en`, {
          method: 'POST',
          headers: {
            ...auth,
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(declared),
          },
          body: '--x\r\n',
        }),
      );
      expectJsonError(answer, 413, 'error.payload_too_large');
      note(`POST ${path}, ${declared} bytes (limit ${maxBodyBytes}): ${answer.status} ${answer.body}`);
    }
  });

  test('refuses an SVG upload, and a script named as a PNG', async () => {
    const auth = await signedIn('seller');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>';
    const cases: Array<[File, string]> = [
      [new File([svg], 'logo.svg', { type: 'image/svg+xml' }), 'error.file_type_not_allowed'],
      [new File([svg], 'logo.png', { type: 'image/png' }), 'error.file_content_mismatch'],
    ];
    for (const [file, code] of cases) {
      const { body, contentType } = await multipartUpload(file);
      const answer = answered(
        await send('seller', '/api/upload/image?lang=en', {
          method: 'POST',
          headers: { ...auth, 'Content-Type': contentType },
          body,
        }),
      );
      expectJsonError(answer, 400, code);
      note(`POST /api/upload/image ${file.name} (${file.type}): ${answer.status} ${code}`);
    }
  });

  test('serves an uploaded PNG with the safe headers, and it displays', async ({ page, openSignedIn }) => {
    await openSignedIn('/payment/add-fund?method=transferWise&amount=10000&tip=0&step=pay');
    await expect(page.getByRole('region', { name: 'Send the money' })).toBeVisible({ timeout: SLOW_MS });
    const input = page.locator('input[type="file"]');
    // The upload kit says why an SVG is refused, and sends nothing.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/upload/image') uploads.push(request.url());
    });
    await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect(page.getByText('SVG images are not accepted because they can contain scripts.')).toBeVisible();
    expect(uploads).toEqual([]);

    await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('img', { name: /Billing attachment/ });
    await expect(preview).toBeVisible({ timeout: SLOW_MS });
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    const src = new URL((await preview.getAttribute('src')) ?? '');
    expect(src.origin).toBe(liveOrigin('seller'));
    expect(src.pathname.startsWith(UPLOADED_FILES_PATH)).toBe(true);

    const served = answered(await send('seller', src.pathname));
    observed(`GET ${src.pathname}`, served, ['content-type', 'content-security-policy', 'x-content-type-options']);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe(UPLOADED_FILE_HEADERS['Content-Security-Policy']);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    // Opened in a tab of its own, it is still an image, in a sandbox.
    await page.goto(src.toString());
    await expect.poll(() => page.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    note(`Upload limits: image ${UPLOAD_LIMITS.imageMaxBytes} bytes, video under ${UPLOAD_LIMITS.videoMaxBytes}`);
  });
});
