import type { AttachProductVideoBody, SaveProductProfileBody } from '@contract/product-links/product-links.schema';
import { UPLOADED_FILES_PATH } from '@contract/uploads/uploaded-files';
import { Effect } from 'effect';
import type { MockDb } from '../db';
import { createProductLink, type ProductLinkRecord } from '../factories/ad-account';
import { fromDb, nowIso } from './effect-runtime';
import {
  DuplicateProductLink,
  ProductLinkLocked,
  ProductLinkNotInReview,
  ProductVideoRequired,
} from './product-links/errors';
import { RecordNotFound } from '../errors';
import { newId } from './ids';
import { newestFirst } from './list';
import { notify } from './notifications';

/*
 * Product links (spec sections 3, 4, 5, 9). A new or changed link goes to `reviewing`; an
 * admin (or the seller's partner) approves or rejects it within 4 to 8 hours (the window is
 * the contract's `reviewWindowOf`). The mock has no admin screen, so the decisions are plain
 * rules a harness or scenario calls.
 */

/** Newest first, like the list screen. */
export const productLinksOf = (db: MockDb, userId: string): ProductLinkRecord[] =>
  db.productLinks.findMany((q) => q.where({ userId })).sort(newestFirst((link) => [link.createdAt, link.id]));

const ownLink = (db: MockDb, userId: string, id: string): Effect.Effect<ProductLinkRecord, RecordNotFound> => {
  const link = db.productLinks.findFirst((q) => q.where({ id, userId }));
  return link ? Effect.succeed(link) : Effect.fail(new RecordNotFound({ entity: 'productLink', id }));
};

const sameMarkets = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export type SaveProductLinksError = RecordNotFound | ProductLinkLocked | DuplicateProductLink;

/**
 * PUT /api/users/product-profile. Every link of the body is checked before anything is
 * written, so a refused body changes nothing. A link without id is created in review; a
 * link whose URL or markets changed goes back to review (its decision is cleared); an
 * unchanged one is left as it is. A `system_paused` link cannot be edited. URLs compare
 * exactly, so www and non-www are different links (spec section 5).
 */
export const saveProductLinks = (
  db: MockDb,
  userId: string,
  body: SaveProductProfileBody,
): Effect.Effect<ProductLinkRecord[], SaveProductLinksError> =>
  Effect.gen(function* () {
    const existing = productLinksOf(db, userId);
    const urls = new Map(existing.map((link) => [link.url, link.id]));
    const plan: Array<{ input: SaveProductProfileBody['productLinks'][number]; current: ProductLinkRecord | null }> =
      [];
    for (const input of body.productLinks) {
      const current = input.id === undefined ? null : yield* ownLink(db, userId, input.id);
      if (current?.status === 'system_paused') {
        return yield* Effect.fail(new ProductLinkLocked({ productLinkId: current.id, status: current.status }));
      }
      const holder = urls.get(input.url);
      if (holder !== undefined && holder !== current?.id)
        return yield* Effect.fail(new DuplicateProductLink({ url: input.url }));
      // Later entries of the same body see the URLs the earlier ones claim.
      if (current) urls.delete(current.url);
      urls.set(input.url, current?.id ?? `new:${plan.length}`);
      plan.push({ input, current });
    }

    const now = yield* nowIso;
    for (const { input, current } of plan) {
      if (current === null) {
        yield* fromDb(() =>
          db.productLinks.create(
            createProductLink({
              id: newId('pl'),
              userId,
              url: input.url,
              targetMarkets: input.targetMarkets,
              status: 'reviewing',
              reviewedBy: null,
              createdAt: now,
              updatedAt: now,
            }),
          ),
        );
        continue;
      }
      if (current.url === input.url && sameMarkets(current.targetMarkets, input.targetMarkets)) continue;
      yield* fromDb(() =>
        db.productLinks.update((q) => q.where({ id: current.id }), {
          strict: true,
          data(draft) {
            draft.url = input.url;
            draft.targetMarkets = input.targetMarkets;
            draft.status = 'reviewing';
            draft.rejectionReason = null;
            draft.reviewedBy = null;
            draft.updatedAt = now;
          },
        }),
      );
    }
    return productLinksOf(db, userId);
  });

/** The name of an uploaded video on the upload host, or null for any other URL. */
const uploadedVideoName = (videoUrl: string): string | null => {
  const { pathname } = new URL(videoUrl);
  if (!pathname.startsWith(UPLOADED_FILES_PATH)) return null;
  const name = pathname.slice(UPLOADED_FILES_PATH.length);
  return /\.(mp4|mov|webm)$/.test(name) ? name : null;
};

/**
 * POST /api/users/product-profile/videos. The video must be one POST /api/upload/video
 * returned (else "Product video required"); it replaces any earlier video and goes to review.
 */
export const attachProductVideo = (
  db: MockDb,
  userId: string,
  body: AttachProductVideoBody,
  uploads: ReadonlyMap<string, File>,
): Effect.Effect<ProductLinkRecord, RecordNotFound | ProductLinkLocked | ProductVideoRequired> =>
  Effect.gen(function* () {
    const link = yield* ownLink(db, userId, body.productLinkId);
    if (link.status === 'system_paused') {
      return yield* Effect.fail(new ProductLinkLocked({ productLinkId: link.id, status: link.status }));
    }
    const name = uploadedVideoName(body.videoUrl);
    if (name === null || !uploads.has(name)) {
      return yield* Effect.fail(new ProductVideoRequired({ productLinkId: link.id }));
    }
    const now = yield* nowIso;
    return yield* fromDb(() =>
      db.productLinks.update((q) => q.where({ id: link.id }), {
        strict: true,
        data(draft) {
          draft.productVideo = { url: body.videoUrl, videoStatus: 'reviewing', rejectionReason: null, uploadedAt: now };
          draft.updatedAt = now;
        },
      }),
    );
  });

/* ---------- Review (admin or partner; no route yet) ---------- */

type Reviewer = 'admin' | 'partner';

const decide = (
  db: MockDb,
  productLinkId: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  by: Reviewer,
): Effect.Effect<ProductLinkRecord, RecordNotFound | ProductLinkNotInReview> =>
  Effect.gen(function* () {
    const link = db.productLinks.findFirst((q) => q.where({ id: productLinkId }));
    if (!link) return yield* Effect.fail(new RecordNotFound({ entity: 'productLink', id: productLinkId }));
    if (link.status !== 'reviewing') {
      return yield* Effect.fail(new ProductLinkNotInReview({ productLinkId, status: link.status }));
    }
    const now = yield* nowIso;
    const decided = yield* fromDb(() =>
      db.productLinks.update((q) => q.where({ id: link.id }), {
        strict: true,
        data(draft) {
          draft.status = decision.status;
          draft.rejectionReason = decision.status === 'rejected' ? decision.reason : null;
          draft.reviewedBy = by;
          draft.updatedAt = now;
        },
      }),
    );
    if (decision.status === 'approved') {
      yield* notify(db, {
        userId: link.userId,
        template: 'productLinkApproved',
        subject: { kind: 'productLink', id: link.id },
      });
    }
    return decided;
  });

/** A link in review becomes approved (it can then back an ad account request). */
export const approveProductLink = (db: MockDb, productLinkId: string, by: Reviewer = 'admin') =>
  decide(db, productLinkId, { status: 'approved' }, by);

/** A link in review becomes rejected with the reason the seller sees. */
export const rejectProductLink = (db: MockDb, productLinkId: string, reason: string, by: Reviewer = 'admin') =>
  decide(db, productLinkId, { status: 'rejected', reason }, by);

/** The system pauses a link (e.g. the page went away); the seller can no longer edit it. */
export const pauseProductLink = (db: MockDb, productLinkId: string): Effect.Effect<ProductLinkRecord, RecordNotFound> =>
  Effect.gen(function* () {
    const link = db.productLinks.findFirst((q) => q.where({ id: productLinkId }));
    if (!link) return yield* Effect.fail(new RecordNotFound({ entity: 'productLink', id: productLinkId }));
    const now = yield* nowIso;
    return yield* fromDb(() =>
      db.productLinks.update((q) => q.where({ id: link.id }), {
        strict: true,
        data(draft) {
          draft.status = 'system_paused';
          draft.updatedAt = now;
        },
      }),
    );
  });

/** The video of a link, in review, is approved or rejected with a reason. */
export const decideProductVideo = (
  db: MockDb,
  productLinkId: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Effect.Effect<ProductLinkRecord, RecordNotFound | ProductLinkNotInReview> =>
  Effect.gen(function* () {
    const link = db.productLinks.findFirst((q) => q.where({ id: productLinkId }));
    const video = link?.productVideo;
    if (!link || !video) return yield* Effect.fail(new RecordNotFound({ entity: 'productVideo', id: productLinkId }));
    if (video.videoStatus !== 'reviewing') {
      return yield* Effect.fail(new ProductLinkNotInReview({ productLinkId, status: video.videoStatus }));
    }
    const now = yield* nowIso;
    return yield* fromDb(() =>
      db.productLinks.update((q) => q.where({ id: link.id }), {
        strict: true,
        data(draft) {
          draft.productVideo = {
            ...video,
            videoStatus: decision.status,
            rejectionReason: decision.status === 'rejected' ? decision.reason : null,
          };
          draft.updatedAt = now;
        },
      }),
    );
  });
