import { MAX_BUSINESS_CENTRES } from '@contract';
import type { BusinessAccountList, CreateBusinessCentreBody } from '@contract/business-centres/business-centres.schema';
import type { PageQuery } from '@contract';
import { Effect } from 'effect';
import { BusinessCentreLimitReached, PlatformNotConnected, UnknownReferenceCode } from './errors';
import { phoneRegions, secondaryIndustries } from '../../data/reference-data';
import type { MockDb, UserRecord } from '../../db';
import { createBusinessCentre, type BusinessCentreRecord } from '../../factories/ad-account';
import type { RecordNotFound } from '../../errors';
import { fromDb, nowIso } from '../effect-runtime';
import { oldestFirst, pageOf } from '../list';
import { userOf } from '../users';
import { newPlatformId } from '../ad-accounts';

/* ---------- Business centres ---------- */

const connectedUser = (db: MockDb, userId: string): Effect.Effect<UserRecord, RecordNotFound | PlatformNotConnected> =>
  Effect.flatMap(userOf(db, userId), (user) =>
    user.tiktok ? Effect.succeed(user) : Effect.fail(new PlatformNotConnected({ userId })),
  );

/** GET /api/bc: the connected platform account's business centres, oldest first. */
export const listBusinessCentres = (
  db: MockDb,
  userId: string,
  query: PageQuery,
): Effect.Effect<BusinessAccountList, RecordNotFound | PlatformNotConnected> =>
  Effect.gen(function* () {
    yield* connectedUser(db, userId);
    const all = db.businessCentres
      .findMany((q) => q.where({ userId }))
      .sort(oldestFirst((centre) => [centre.createdAt, centre.id]));
    return {
      list: pageOf(all, query),
      page_info: { total_page: Math.ceil(all.length / query.limit), page: query.page },
      message: '',
    };
  });

/** POST /api/bc/create: at most MAX_BUSINESS_CENTRES per seller. */
export const createBusinessCentreFor = (
  db: MockDb,
  userId: string,
  body: CreateBusinessCentreBody,
): Effect.Effect<
  BusinessCentreRecord,
  RecordNotFound | PlatformNotConnected | BusinessCentreLimitReached | UnknownReferenceCode
> =>
  Effect.gen(function* () {
    yield* connectedUser(db, userId);
    if (db.businessCentres.findMany((q) => q.where({ userId })).length >= MAX_BUSINESS_CENTRES) {
      return yield* Effect.fail(new BusinessCentreLimitReached({ limit: MAX_BUSINESS_CENTRES }));
    }
    // Stored in English, sent in the caller's language (`localizeBody`).
    const region = phoneRegions('en').find((entry) => entry.phone_region_code === body.phoneRegionCode);
    const industry = secondaryIndustries('en').find((entry) => entry.industryID === body.secondaryIndustryId);
    if (!region) return yield* new UnknownReferenceCode({ list: 'phone region code' });
    if (!industry) return yield* new UnknownReferenceCode({ list: 'secondary industry' });
    const createdAt = yield* nowIso;
    return yield* fromDb(() =>
      db.businessCentres.create(
        createBusinessCentre({
          id: newPlatformId(),
          userId,
          name: body.name,
          timezone: body.timezone,
          region: body.region,
          phone: `${region.phone_region_calling_code} ${body.phone}`,
          secondaryIndustry: industry,
          companyWebsite: body.companyWebsite,
          businessName: body.businessName,
          createdAt,
        }),
      ),
    );
  });
