import { contract } from '@contract';
import { reviewWindowOf } from '@contract/product-links/product-link-review';
import { HOUR_MS } from '@mocks/clock';
import { runRule } from '@mocks/rules/effect-runtime';
import {
  DuplicateProductLink,
  ProductLinkLocked,
  ProductLinkNotInReview,
  ProductVideoRequired,
} from '@mocks/rules/product-links/errors';
import { toMockError } from '@mocks/errors';
import {
  approveProductLink,
  decideProductVideo,
  pauseProductLink,
  rejectProductLink,
} from '@mocks/rules/product-links';
import { describe, expect, it } from 'vitest';
import { uploadFileOf } from '../../fixtures/upload-files';
import { errorOf, expectContract, useMockApi } from './mock-api';

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const signIn = async () => {
  session.token = await mock.signIn();
};

const routes = contract.productLinks;
const run = <A>(rule: Parameters<typeof runRule<A>>[0]) => runRule(rule, { clock: mock.clock });
const links = () => mock.db.productLinks.all();
const linkBy = (status: string) => links().find((link) => link.status === status);

describe('product link refusals and their codes', () => {
  it('maps each refusal to a catalogue code', () => {
    expect(toMockError(new ProductLinkLocked({ productLinkId: 'pl', status: 'system_paused' }))).toMatchObject({
      code: 'error.validation',
      status: 409,
    });
    expect(toMockError(new ProductLinkNotInReview({ productLinkId: 'pl', status: 'approved' })).status).toBe(409);
    expect(toMockError(new DuplicateProductLink({ url: 'https://a.example' })).detail).toMatchObject({
      en: expect.stringContaining('https://a.example'),
      vi: expect.stringContaining('https://a.example'),
    });
    expect(toMockError(new ProductVideoRequired({ productLinkId: 'pl' }))).toMatchObject({
      code: 'error.product_video_required',
      status: 400,
    });
  });

  it('puts the review decision 4 to 8 hours after the change', () => {
    expect(reviewWindowOf({ updatedAt: '2026-03-16T02:00:00.000Z' })).toEqual({
      from: '2026-03-16T06:00:00.000Z',
      to: '2026-03-16T10:00:00.000Z',
    });
  });
});

describe('GET and PUT /api/users/product-profile', () => {
  it('lists the seeded approved and reviewing links, newest first', async () => {
    await signIn();
    const response = await client.productLinks.getProductProfile();
    expect(response.status).toBe(200);
    await expectContract(routes.getProductProfile, response);
    if (response.status !== 200) return;
    expect(response.body.productLinks.map((link) => link.status)).toEqual(['reviewing', 'approved']);
  });

  it('creates new links in review and sends a changed link back to review', async () => {
    await signIn();
    const approved = linkBy('approved');
    if (!approved) throw new Error('seed has no approved link');
    mock.clock.advance(HOUR_MS);
    const response = await client.productLinks.saveProductProfile({
      body: {
        productLinks: [
          { url: 'https://www.lanboutique.vn/products/non-la', targetMarkets: ['VN'] },
          { id: approved.id, url: approved.url, targetMarkets: ['VN', 'US', 'SG'] },
        ],
      },
    });
    expect(response.status).toBe(200);
    await expectContract(routes.saveProductProfile, response);
    if (response.status !== 200) return;
    expect(response.body.productLinks).toHaveLength(3);
    const created = response.body.productLinks.find((link) => link.url.includes('non-la'));
    expect(created).toMatchObject({ status: 'reviewing', reviewedBy: null, productVideo: null });
    expect(response.body.productLinks.find((link) => link.id === approved.id)).toMatchObject({
      status: 'reviewing',
      targetMarkets: ['VN', 'US', 'SG'],
      reviewedBy: null,
      updatedAt: new Date(mock.clock.now()).toISOString(),
    });
  });

  it('leaves an unchanged link as it is', async () => {
    await signIn();
    const approved = linkBy('approved');
    if (!approved) throw new Error('seed has no approved link');
    const response = await client.productLinks.saveProductProfile({
      body: {
        productLinks: [{ id: approved.id, url: approved.url, targetMarkets: [...approved.targetMarkets].reverse() }],
      },
    });
    expect(response.status).toBe(200);
    expect(mock.db.productLinks.findFirst((q) => q.where({ id: approved.id }))).toMatchObject({
      status: 'approved',
      updatedAt: approved.updatedAt,
    });
  });

  it('refuses shortened links, duplicates, unknown ids and paused links, writing nothing', async () => {
    await signIn();
    const before = links().length;
    const short = await client.productLinks.saveProductProfile({
      body: { productLinks: [{ url: 'https://bit.ly/abc', targetMarkets: ['VN'] }] },
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual(errorOf('error.validation'));

    const approved = linkBy('approved');
    if (!approved) throw new Error('seed has no approved link');
    const duplicate = await client.productLinks.saveProductProfile({
      body: {
        productLinks: [
          { url: 'https://lanboutique.vn/products/new', targetMarkets: ['VN'] },
          { url: approved.url, targetMarkets: ['VN'] },
        ],
      },
    });
    expect(duplicate.status).toBe(409);
    await expectContract(routes.saveProductProfile, duplicate);
    expect(links()).toHaveLength(before);

    // www and non-www are different URLs (spec section 5).
    const www = await client.productLinks.saveProductProfile({
      body: { productLinks: [{ url: approved.url.replace('https://', 'https://www.'), targetMarkets: ['VN'] }] },
    });
    expect(www.status).toBe(200);

    const unknown = await client.productLinks.saveProductProfile({
      body: { productLinks: [{ id: 'pl_someone_else', url: 'https://a.example/p', targetMarkets: ['VN'] }] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorOf('error.not_found'));

    await run(pauseProductLink(mock.db, approved.id));
    const paused = await client.productLinks.saveProductProfile({
      body: { productLinks: [{ id: approved.id, url: 'https://lanboutique.vn/products/x', targetMarkets: ['VN'] }] },
    });
    expect(paused.status).toBe(409);
    expect(paused.body).toEqual(errorOf('error.validation'));
    expect(mock.db.productLinks.findFirst((q) => q.where({ id: approved.id }))?.status).toBe('system_paused');
  });
});

describe('review decisions', () => {
  it('approves or rejects a link in review, and only one in review', async () => {
    const reviewing = linkBy('reviewing');
    const approved = linkBy('approved');
    if (!reviewing || !approved) throw new Error('seed lacks links');
    const rejected = await run(rejectProductLink(mock.db, reviewing.id, 'The page does not sell a product.'));
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The page does not sell a product.',
      reviewedBy: 'admin',
    });
    await expect(run(approveProductLink(mock.db, approved.id))).rejects.toMatchObject({
      code: 'error.validation',
      status: 409,
    });

    // Fixing a rejected link sends it back to review, and a partner can approve it.
    await signIn();
    await client.productLinks.saveProductProfile({
      body: { productLinks: [{ id: reviewing.id, url: `${reviewing.url}-v2`, targetMarkets: ['VN'] }] },
    });
    expect(mock.db.productLinks.findFirst((q) => q.where({ id: reviewing.id }))).toMatchObject({
      status: 'reviewing',
      rejectionReason: null,
    });
    expect(await run(approveProductLink(mock.db, reviewing.id, 'partner'))).toMatchObject({
      status: 'approved',
      reviewedBy: 'partner',
    });
  });
});

describe('POST /api/users/product-profile/videos', () => {
  const video = () => uploadFileOf('demo.mp4', 'video/mp4');

  it('attaches an uploaded video in review', async () => {
    await signIn();
    const approved = linkBy('approved');
    if (!approved) throw new Error('seed has no approved link');
    const upload = await client.uploads.uploadVideo({ body: { file: video() } });
    if (upload.status !== 201) throw new Error('upload failed');
    const response = await client.productLinks.attachProductVideo({
      body: { productLinkId: approved.id, videoUrl: upload.body.videoUrl },
    });
    expect(response.status).toBe(201);
    await expectContract(routes.attachProductVideo, response);
    expect(response.body).toMatchObject({
      status: 'approved',
      productVideo: { url: upload.body.videoUrl, videoStatus: 'reviewing', rejectionReason: null },
    });
    expect(
      await run(decideProductVideo(mock.db, approved.id, { status: 'rejected', reason: 'Too short' })),
    ).toMatchObject({ productVideo: { videoStatus: 'rejected', rejectionReason: 'Too short' } });
  });

  it('requires a video the seller uploaded, on an own link that is not paused', async () => {
    await signIn();
    const approved = linkBy('approved');
    if (!approved) throw new Error('seed has no approved link');
    const notUploaded = await client.productLinks.attachProductVideo({
      body: { productLinkId: approved.id, videoUrl: 'https://videos.example.com/clip.mp4' },
    });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body).toEqual(errorOf('error.product_video_required'));

    const upload = await client.uploads.uploadVideo({ body: { file: video() } });
    if (upload.status !== 201) throw new Error('upload failed');
    const unknown = await client.productLinks.attachProductVideo({
      body: { productLinkId: 'pl_missing', videoUrl: upload.body.videoUrl },
    });
    expect(unknown.status).toBe(404);

    await run(pauseProductLink(mock.db, approved.id));
    const paused = await client.productLinks.attachProductVideo({
      body: { productLinkId: approved.id, videoUrl: upload.body.videoUrl },
    });
    expect(paused.status).toBe(409);
    await expectContract(routes.attachProductVideo, paused);
  });
});
