import { BLOCKED_COUNTRY_CODES, contract, UPLOAD_LIMITS } from '@contract';
import { UPLOADED_FILE_HEADERS, UPLOADED_FILES_PATH } from '@contract/uploads/uploaded-files';
import { DAY_MS } from '@mocks/clock';
import { describe, expect, it } from 'vitest';
import { uploadFileOf } from '../../fixtures/upload-files';
import { errorOf, expectContract, UPLOAD_HOST, useMockApi } from './mock-api';

const { client, mock, session } = await useMockApi({ scenario: 'new-seller' });

const signIn = async (scenario?: string) => {
  if (scenario) await mock.reset(scenario);
  session.token = await mock.signIn();
};

describe('account calls', () => {
  it('updates only the fields sent', async () => {
    await signIn();
    const contactInfo = {
      phone: '+84901112233',
      zalo: null,
      telegram: '@minhanh_shop',
      facebook: null,
      whatsApp: null,
      primaryContact: 'telegram' as const,
    };
    const response = await client.users.updateMe({ body: { businessModel: 'POD', contactInfo } });

    expect(response.status).toBe(200);
    await expectContract(contract.users.updateMe, response);
    expect(response.body).toMatchObject({ businessModel: 'POD', contactInfo, firstName: 'Minh Anh', lastName: 'Trần' });
    expect((await client.users.getMe()).body).toMatchObject({ businessModel: 'POD', contactInfo });
  });

  describe('contact info (at least one of Facebook, Telegram, WhatsApp; the primary one filled in)', () => {
    const base = { phone: '+84901112233', zalo: null, telegram: null, facebook: null, whatsApp: null };

    it('refuses none of the three channels with 400, on telegram and on the primary contact', async () => {
      await signIn();
      const response = await client.users.updateMe({
        body: { contactInfo: { ...base, primaryContact: 'telegram' } },
      });
      await expectContract(contract.users.updateMe, response);
      expect(response).toMatchObject({ status: 400, body: errorOf('error.validation') });
      expect(response.body).toMatchObject({
        issues: [
          { path: 'body.contactInfo.telegram', message: 'At least one of Facebook, Telegram or WhatsApp is required' },
          { path: 'body.contactInfo.primaryContact', message: 'The primary contact channel must be filled in' },
        ],
      });
      expect((await client.users.getMe()).body).toMatchObject({ contactInfo: null });
    });

    it('refuses a primary contact whose channel is empty', async () => {
      await signIn();
      const response = await client.users.updateMe({
        body: { contactInfo: { ...base, telegram: '@minhanh_shop', primaryContact: 'whatsApp' } },
      });
      expect(response).toMatchObject({ status: 400, body: errorOf('error.validation') });
      expect(response.body).toMatchObject({
        issues: [{ path: 'body.contactInfo.primaryContact', message: 'The primary contact channel must be filled in' }],
      });
    });

    it('refuses a Facebook link that is not on Facebook', async () => {
      await signIn();
      const response = await client.users.updateMe({
        body: { contactInfo: { ...base, facebook: 'https://example.com/minhanh', primaryContact: 'facebook' } },
      });
      expect(response).toMatchObject({ status: 400, body: errorOf('error.validation') });
    });

    it('accepts a filled primary channel', async () => {
      await signIn();
      const contactInfo = {
        ...base,
        facebook: 'https://www.facebook.com/minhanh.shop',
        whatsApp: '+84901112233',
        primaryContact: 'facebook' as const,
      };
      const response = await client.users.updateMe({ body: { contactInfo } });
      await expectContract(contract.users.updateMe, response);
      expect(response).toMatchObject({ status: 200, body: { contactInfo } });
    });
  });

  it('reports zeros for a new seller and real figures for a verified one', async () => {
    await signIn();
    const fresh = await client.users.getReport();
    await expectContract(contract.users.getReport, fresh);
    expect(fresh.body).toEqual({
      todaySpend: 0,
      totalSpend: 0,
      referralEarnings: 0,
      totalAdAccounts: 0,
      exchangeRate: '25450',
    });

    await signIn('verified-seller');
    const established = await client.users.getReport();
    await expectContract(contract.users.getReport, established);
    const accounts = mock.db.adAccounts.all();
    const spent = accounts.reduce((sum, account) => sum + account.cost, 0);
    expect(spent).toBeGreaterThan(0);
    // Every figure is a sum of its records: total spend is what the ad accounts cost, nobody was referred.
    expect(established.body).toMatchObject({
      totalSpend: spent,
      totalAdAccounts: accounts.length,
      referralEarnings: 0,
    });
    if (established.status !== 200) throw new Error('expected a report');
    expect(established.body.todaySpend).toBeLessThanOrEqual(spent);
  });

  it('sends a phone code and a verification e-mail', async () => {
    await signIn();
    const otp = await client.users.sendPhoneOtp({ body: { phone: '+84901112233' } });
    await expectContract(contract.users.sendPhoneOtp, otp);
    expect(otp).toMatchObject({ status: 200, body: { expiresInSeconds: 300 } });

    const again = await client.users.requestVerifyEmail();
    await expectContract(contract.users.requestVerifyEmail, again);
    expect(again.status).toBe(200);
  });

  it('verifies the e-mail of an account created unverified with the re-sent code', async () => {
    await signIn();
    const user = mock.db.users.findFirst(undefined, { strict: true });
    await mock.db.users.update(user, {
      data(draft) {
        draft.emailVerified = false;
      },
    });
    await client.users.requestVerifyEmail();
    const verified = await client.users.verifyEmail({ body: { email: user.email, code: '246810' } });

    expect(verified.status).toBe(200);
    expect((await client.users.getMe()).body).toMatchObject({ emailVerified: true });
  });

  it('sends the browser to the simulated grant page, which alone connects the platform account', async () => {
    await signIn();
    const response = await client.users.requestConnectTiktok();

    await expectContract(contract.users.requestConnectTiktok, response);
    expect(response.body).toEqual({ redirectUrl: 'http://localhost/my-ads-account/connect-simulated' });
    expect((await client.users.getMe()).body).toMatchObject({ tiktok: null });
  });
});

describe('configuration', () => {
  it('serves the general configuration to anyone', async () => {
    const response = await client.configuration.getConfiguration();
    await expectContract(contract.configuration.getConfiguration, response);
    expect(response.body).toMatchObject({ system: 'DEFAULT', exchangeRate: '25450' });
  });

  it('lists self-serve countries without sanctioned ones, and real phone regions and industries', async () => {
    await signIn();
    const countries = await client.configuration.listSelfServeAdCountries();
    const phones = await client.configuration.listPhoneRegionCodes();
    const industries = await client.configuration.listSecondaryIndustries();
    await expectContract(contract.configuration.listSelfServeAdCountries, countries);
    await expectContract(contract.configuration.listPhoneRegionCodes, phones);
    await expectContract(contract.configuration.listSecondaryIndustries, industries);

    const codes = countries.status === 200 ? countries.body.map((country) => country.countryCode) : [];
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(codes).toEqual(expect.arrayContaining(['VN', 'US', 'GB', 'TH', 'ID', 'PH', 'MY', 'SG', 'AU']));
    expect(codes.filter((code) => BLOCKED_COUNTRY_CODES.some((blocked) => blocked === code))).toEqual([]);
    expect(phones.body).toContainEqual({
      phone_region_calling_code: '+84',
      phone_region_code: 'VN',
      phone_region_name: 'Vietnam',
    });
    expect(industries.status === 200 && industries.body.length).toBeGreaterThan(20);
  });

  it('keeps the lists for signed-in users', async () => {
    const response = await client.configuration.listSecondaryIndustries();
    expect(response.status).toBe(401);
  });
});

describe('notifications', () => {
  it('pages them newest first with the unread count, then marks all read', async () => {
    await signIn('verified-seller');
    const first = await client.notifications.listNotifications({ query: { page: 1, limit: 5 } });
    const second = await client.notifications.listNotifications({ query: { page: 2, limit: 5 } });
    await expectContract(contract.notifications.listNotifications, first);
    if (first.status !== 200 || second.status !== 200) throw new Error('expected two pages');

    const total = mock.db.notifications.count();
    expect(first.body.paging).toEqual({ total, page: 1, limit: 5 });
    expect(first.body.content).toHaveLength(5);
    const dates = [...first.body.content, ...second.body.content].map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body.unreadCount).toBeGreaterThan(0);
    expect(first.body.unreadCount).toBeLessThan(total);

    const readAll = await client.notifications.readAllNotifications();
    await expectContract(contract.notifications.readAllNotifications, readAll);
    const after = await client.notifications.listNotifications({ query: {} });
    expect(after.body).toMatchObject({ unreadCount: 0, paging: { page: 1, limit: 10 } });
  });

  it("shows only the seller's own notifications, in the caller's language", async () => {
    await signIn();
    session.locale = 'vi';
    const response = await client.notifications.listNotifications({ query: {} });
    if (response.status !== 200) throw new Error('expected a list');

    expect(response.body.paging.total).toBe(3);
    expect(response.body.content.map((item) => item.title)).toContain('Chào mừng bạn!');
  });
});

const file = (name: string, type: string, size: number) => uploadFileOf(name, type, size);

describe('uploads', () => {
  it('accepts a JPEG or PNG up to 5 MB on the upload host and serves it back, never as a page', async () => {
    await signIn();
    const images: Array<[string, string]> = [
      ['shop.jpg', 'image/jpeg'],
      ['logo.png', 'image/png'],
    ];
    for (const [name, type] of images) {
      const response = await client.uploads.uploadImage({ body: { file: file(name, type, 2048) } });
      expect(response.status).toBe(201);
      await expectContract(contract.uploads.uploadImage, response);
    }
    const exact = await client.uploads.uploadImage({
      body: { file: file('big.png', 'image/png', UPLOAD_LIMITS.imageMaxBytes) },
    });
    expect(exact.status).toBe(201);
    const url = exact.status === 201 ? exact.body.imageUrl : '';
    expect(url.startsWith(`${UPLOAD_HOST}${UPLOADED_FILES_PATH}`)).toBe(true);

    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe(UPLOADED_FILE_HEADERS['Content-Security-Policy']);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await served.arrayBuffer()).byteLength).toBe(UPLOAD_LIMITS.imageMaxBytes);
  });

  it('refuses an SVG, whatever type it is sent with, and stores nothing', async () => {
    await signIn();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
    for (const type of ['image/svg+xml', '', 'application/octet-stream']) {
      const response = await client.uploads.uploadImage({ body: { file: new File([svg], 'logo.svg', { type }) } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(errorOf('error.file_type_not_allowed'));
    }
    const disguised = await client.uploads.uploadImage({
      body: { file: new File([svg], 'logo.png', { type: 'image/png' }) },
    });
    expect(disguised.status).toBe(400);
    expect(disguised.body).toEqual(errorOf('error.file_content_mismatch'));
    expect(mock.runtime.uploads.size).toBe(0);
  });

  it('serves a file with the type its bytes were checked against, not the one the browser sent', async () => {
    await signIn();
    const response = await client.uploads.uploadImage({
      body: { file: uploadFileOf('shot.jpeg', 'application/octet-stream') },
    });
    if (response.status !== 201) throw new Error('upload failed');
    expect((await fetch(response.body.imageUrl)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses other image types and images over 5 MB', async () => {
    await signIn();
    const gif = await client.uploads.uploadImage({ body: { file: file('anim.gif', 'image/gif', 100) } });
    const big = await client.uploads.uploadImage({
      body: { file: file('big.jpg', 'image/jpeg', UPLOAD_LIMITS.imageMaxBytes + 1) },
    });

    expect(gif.status).toBe(400);
    expect(gif.body).toEqual(errorOf('error.file_type_not_allowed'));
    expect(big.status).toBe(400);
    expect(big.body).toEqual(errorOf('error.image_too_large'));
    await expectContract(contract.uploads.uploadImage, big);
  });

  it('answers 400 error.validation when the file field is missing', async () => {
    await signIn();
    const form = new FormData();
    form.append('other', 'x');
    const response = await client.uploads.uploadImage({ body: form });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'error.validation', issues: [{ path: 'body.file' }] });
  });

  it('accepts an MP4, QuickTime or WebM video under 100 MB and refuses the rest', async () => {
    await signIn();
    const ok = await client.uploads.uploadVideo({ body: { file: file('demo.mov', 'video/quicktime', 4096) } });
    expect(ok.status).toBe(201);
    await expectContract(contract.uploads.uploadVideo, ok);
    expect(ok.body).toMatchObject({ sizeBytes: 4096 });

    const byExtension = await client.uploads.uploadVideo({ body: { file: file('clip.webm', '', 10) } });
    expect(byExtension.status).toBe(201);

    const renamed = await client.uploads.uploadVideo({
      body: { file: new File([uploadFileOf('clip.webm', 'video/webm')], 'clip.mp4', { type: 'video/mp4' }) },
    });
    expect(renamed.body).toEqual(errorOf('error.file_content_mismatch'));

    const avi = await client.uploads.uploadVideo({ body: { file: file('clip.avi', 'video/x-msvideo', 10) } });
    expect(avi.body).toEqual(errorOf('error.file_type_not_allowed'));

    const tooBig = await client.uploads.uploadVideo({
      body: { file: file('long.mp4', 'video/mp4', UPLOAD_LIMITS.videoMaxBytes) },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual(errorOf('error.video_too_large'));
  });
});

describe('sessions', () => {
  it('survive until they expire on the clock', async () => {
    await signIn();
    mock.clock.advance(DAY_MS - 1);
    expect((await client.users.getMe()).status).toBe(200);
  });
});
