import { z } from 'zod';
import { plainNameSchema, plainTextSchema } from '../common/plain-text';
import { stripDiacritics } from '../common/text-search';
import { CountryCodeSchema } from '../product-links/product-links.schema';

/*
 * Where a bank refund is received (issue 26): the fields follow the bank's country. A Vietnamese
 * bank is picked from the local-bank list with an account number and the holder as the bank
 * prints it; a US bank takes an ACH routing number; an IBAN country takes IBAN and SWIFT/BIC;
 * any other country SWIFT/BIC and an account number. The refund form and the mock backend check
 * with these same functions.
 */

/** IBAN length per country (SWIFT IBAN registry): a country listed here receives by IBAN. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** Countries a receiving bank may be in (ISO 3166-1 alpha-2, with Kosovo's XK); the form drops blocked ones. */
export const BANK_COUNTRY_CODES: readonly string[] =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'.split(
    ' ',
  );

type BankScheme = 'vn_local' | 'ach' | 'iban' | 'swift';

/** Which fields a bank in this country needs. */
export const bankSchemeOf = (country: string): BankScheme => {
  const code = country.toUpperCase();
  if (code === 'VN') return 'vn_local';
  if (code === 'US') return 'ach';
  return code in IBAN_LENGTHS ? 'iban' : 'swift';
};

/** Letters, digits and nothing else: "gb82 west 1234…" is read as "GB82WEST1234…". */
export const compactCode = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/**
 * An ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10,
 * which catches any one wrong digit and most swapped pairs.
 */
export const isAbaRoutingNumber = (text: string): boolean => {
  if (!/^\d{9}$/.test(text)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...text].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
};

/** ISO 13616: the country's length, then the four first characters moved last and read as a number mod 97 is 1. */
export const isIban = (text: string): boolean => {
  const iban = compactCode(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const digits = [...`${iban.slice(4)}${iban.slice(0, 4)}`]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  // Piecewise, so the number never leaves the safe integers.
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
};

/** A SWIFT/BIC code: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isBic = (text: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(compactCode(text));

/** The country a SWIFT/BIC code or an IBAN names. */
export const countryOfCode = (code: string, kind: 'bic' | 'iban'): string =>
  kind === 'bic' ? compactCode(code).slice(4, 6) : compactCode(code).slice(0, 2);

/**
 * A holder name as Vietnamese banks print it: capital Latin letters, one space between words.
 * Accents are folded ("Nguyễn Thị Lan" → "NGUYEN THI LAN"), so a name typed with them is accepted.
 */
export const foldHolderName = (text: string): string =>
  stripDiacritics(text.normalize('NFC')).toUpperCase().replace(/\s+/g, ' ').trim();

export const isPrintedHolderName = (text: string): boolean => /^[A-Z]+(?: [A-Z]+)*$/.test(text);

export const BANK_LIMITS = {
  holderMax: 100,
  vnAccountDigits: [6, 19],
  usAccountDigits: [4, 17],
  accountNumberLength: [4, 34],
  bankNameMax: 200,
  addressMax: 300,
} as const;

const HolderSchema = z.string().trim().min(1).max(BANK_LIMITS.holderMax);
const BankNameSchema = z.string().trim().min(1).max(BANK_LIMITS.bankNameMax).describe('Bank name');
const AddressSchema = z.string().trim().min(1).max(BANK_LIMITS.addressMax).describe("Account holder's address");
const digitsBetween = ([min, max]: readonly [number, number]) => new RegExp(`^\\d{${min},${max}}$`);
const BicSchema = z.string().refine(isBic).describe('SWIFT/BIC code, 8 or 11 characters');

export const BankAccountTypeSchema = z.enum(['checking', 'savings']);

const VietnameseBankReceivingSchema = z
  .object({
    method: z.literal('bank'),
    scheme: z.literal('vn_local'),
    country: z.literal('VN'),
    bankBin: z
      .string()
      .regex(/^\d{6}$/)
      .describe('bin of the bank in GET /api/local-banks'),
    bankName: BankNameSchema,
    accountNumber: z.string().regex(digitsBetween(BANK_LIMITS.vnAccountDigits)),
    accountHolder: HolderSchema.refine(isPrintedHolderName).describe(
      'Capital Latin letters and spaces, as the bank prints it (accents folded)',
    ),
  })
  .describe('A Vietnamese bank account');

const AchReceivingSchema = z
  .object({
    method: z.literal('bank'),
    scheme: z.literal('ach'),
    country: z.literal('US'),
    bankName: BankNameSchema,
    routingNumber: z.string().refine(isAbaRoutingNumber).describe('9-digit ACH routing number with its checksum'),
    accountNumber: z.string().regex(digitsBetween(BANK_LIMITS.usAccountDigits)),
    accountType: BankAccountTypeSchema,
    accountHolder: HolderSchema,
    address: AddressSchema,
  })
  .describe('A US bank account (ACH)');

const IbanReceivingSchema = z
  .object({
    method: z.literal('bank'),
    scheme: z.literal('iban'),
    country: CountryCodeSchema.refine((code) => bankSchemeOf(code) === 'iban'),
    bankName: BankNameSchema,
    iban: z.string().refine(isIban).describe('IBAN, without spaces'),
    swift: BicSchema,
    accountHolder: HolderSchema,
    address: AddressSchema,
  })
  .refine((bank) => countryOfCode(bank.iban, 'iban') === bank.country, { path: ['iban'] })
  .refine((bank) => countryOfCode(bank.swift, 'bic') === bank.country, { path: ['swift'] })
  .describe('A bank account in an IBAN country');

const SwiftReceivingSchema = z
  .object({
    method: z.literal('bank'),
    scheme: z.literal('swift'),
    country: CountryCodeSchema.refine((code) => bankSchemeOf(code) === 'swift'),
    bankName: BankNameSchema,
    swift: BicSchema,
    accountNumber: z.string().regex(/^[0-9A-Za-z]{4,34}$/),
    accountHolder: HolderSchema,
    address: AddressSchema,
  })
  .refine((bank) => countryOfCode(bank.swift, 'bic') === bank.country, { path: ['swift'] })
  .describe('A bank account reached by SWIFT');

/** The receiving bank, by the fields its country needs (`scheme`, which `bankSchemeOf(country)` decides). */
export const BankReceivingSchema = z
  .discriminatedUnion('scheme', [
    VietnameseBankReceivingSchema,
    AchReceivingSchema,
    IbanReceivingSchema,
    SwiftReceivingSchema,
  ])
  .describe('Receive the refund by bank transfer');
export type BankReceiving = z.infer<typeof BankReceivingSchema>;

/*
 * The bank as a refund request sends it: the bank's and the holder's names are plain names and
 * the address plain text (no control or invisible character, issue 41). The stored refund (the
 * schema above) keeps plain strings, so a request stored before the rule still reads.
 */
const BankNameBodySchema = plainNameSchema({ min: 1, max: BANK_LIMITS.bankNameMax }).describe('Bank name');
const namesOfBody = {
  bankName: BankNameBodySchema,
  accountHolder: plainNameSchema({ min: 1, max: BANK_LIMITS.holderMax }),
  address: plainTextSchema({ min: 1, max: BANK_LIMITS.addressMax }).describe("Account holder's address"),
};

export const BankReceivingBodySchema = z
  .discriminatedUnion('scheme', [
    VietnameseBankReceivingSchema.safeExtend({ bankName: BankNameBodySchema }),
    AchReceivingSchema.safeExtend(namesOfBody),
    IbanReceivingSchema.safeExtend(namesOfBody),
    SwiftReceivingSchema.safeExtend(namesOfBody),
  ])
  .describe('Receive the refund by bank transfer');
