import { fixedClock, HOUR_MS, isoAt, MINUTE_MS } from '@mocks/clock';
import { houseGiftCodes } from '@mocks/factories/gift-code';
import { seededId, vietnameseMobile } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { runRule } from '@mocks/rules/effect-runtime';
import { welcomeNewAccount } from '@mocks/rules/notifications';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';

const EMAIL = 'minhanh.tran@example.com';

/** The default: a seller who has just verified the e-mail and signs in for the first time. */
export const newSellerScenario: Scenario = {
  id: 'new-seller',
  name: { en: 'New seller', vi: 'Người bán mới' },
  description: {
    en: 'Trần Minh Anh verified her e-mail an hour ago and has not filled in her business information yet (onboarding step 2).',
    vi: 'Trần Minh Anh đã xác minh e-mail một giờ trước và chưa điền thông tin kinh doanh (bước 2 của quá trình bắt đầu).',
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260301,
  async seed(db, { faker, clock }) {
    const createdAt = isoAt(clock, -HOUR_MS);
    const user = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: EMAIL,
        firstName: 'Minh Anh',
        lastName: 'Trần',
        phone: vietnameseMobile(faker),
        referralCode: `ANH${faker.string.numeric(4)}`,
        telegram: '@minhanh_shop',
        createdAt,
        password: DEMO_PASSWORD,
      }),
    );
    // The e-mail was verified a minute after signing up: the account's welcome, as a registration makes it.
    await runRule(welcomeNewAccount(db, user.id), { clock: fixedClock(clock.now() - HOUR_MS + MINUTE_MS) });
    // Nothing spent yet: only START10 can be saved (and pays at once); WELCOME20 waits for $50 of spend.
    for (const code of houseGiftCodes(() => seededId(faker, 'gft'), clock.now())) await db.giftCodes.create(code);
  },
};
