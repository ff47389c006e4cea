import { stripDiacritics } from '@contract/common/text-search';
import type { Faker } from '@faker-js/faker';

/** "Nguyễn Thị Lan" → "Nguyen Thi Lan": e-mails, handles and codes are ASCII (callers set the case). */
export const toAscii = stripDiacritics;

const MOBILE_PREFIXES = ['90', '91', '93', '94', '96', '97', '98', '32', '33', '35', '70', '77', '81', '86'] as const;

export const vietnameseMobile = (faker: Faker): string =>
  `+84${faker.helpers.arrayElement(MOBILE_PREFIXES)}${faker.string.numeric(7)}`;

/** An id like the run-time ones, but drawn from the seeded faker so seeds stay identical. */
export const seededId = (faker: Faker, prefix: string): string =>
  `${prefix}_${faker.string.alphanumeric({ length: 20, casing: 'lower' })}`;
