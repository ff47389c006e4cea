import type { z } from 'zod';
import { OperatorSettingsSchema, type OperatorSettings } from './operator-settings.schema';
import { looksLikePlaceholder } from './placeholder';

/*
 * Reading one brand's operator settings out of the settings by brand id, as the build reads the
 * operator's file and as a built app reads what the build gave it: the schema, then (live) no
 * placeholder. Each problem becomes one line of the refusal.
 */

export interface OperatorSettingProblem {
  /** Where in the brand's settings, e.g. `receivingAccounts[0].bankAccountNumber`; empty for the whole file. */
  setting: string;
  /** The value found there; undefined when it is missing. */
  value: unknown;
  /** What to give instead: "expected …", "give …", "looks like a placeholder; give …". */
  expected: string;
}

export type OperatorSettingsReading = { settings: OperatorSettings } | { problems: OperatorSettingProblem[] };

type Path = readonly PropertyKey[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const settingOf = (path: Path): string =>
  path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');

const valueAt = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((value, key) => {
    if (Array.isArray(value) && typeof key === 'number') return value[key];
    return isRecord(value) && typeof key === 'string' ? value[key] : undefined;
  }, root);

const SECTION_HINTS: Readonly<Record<string, string>> = {
  receivingAccounts:
    'the Hong Kong and United States receiving accounts, or null if this brand takes no Wise or wire transfer',
  vietnameseReceivingAccounts: 'the Vietnamese receiving accounts: localBankTicket and TPBank, each an account or null',
  receivingWallets: "the agency's receiving wallet for each wallet method, each one or null",
  tokenWallets: "the agency's USDT and USDC addresses per network, each token's or null",
  issuer: "the invoice issuer: the company's legal name, address, tax id, e-mail and invoice prefix",
};

const FIELD_HINTS: Readonly<Record<string, string>> = {
  type: '"HK" or "US"',
  currency: "the account's currency code (USD)",
  name: "the name of the agency's bank",
  accountName: "the account holder's name, as the bank has it",
  accountNickname: "the account's short name",
  bankAccountNumber: "the agency's real account number",
  bankLocation: "the bank's real address",
  bankCode: "the bank's 3-digit code",
  branchCode: "the branch's 3-digit code",
  SWIFTCode: "the bank's real SWIFT / BIC code",
  ACHRoutingNumber: "the account's real ACH routing number",
  fedwireRoutingNumber: "the account's real Fedwire routing number",
  bankName: "the bank's full name",
  bankShortName: "the bank's short name, as banking apps list it",
  branch: 'the branch, or null',
  kind: '"email", "accountId" or "link"',
  value: "the agency's real e-mail, account id or payment link at the provider",
  legalName: "the company's legal name",
  address: "the company's postal address, one line each",
  taxId: "the company's real tax identification number",
  email: 'the e-mail sellers write to about an invoice',
  invoicePrefix: '2 to 8 capital letters that start its invoice numbers',
};

/** What an operator should write at `path`: the second half of "… is not set: give …". */
const hintOf = (path: Path): string => {
  const [section, entry] = path;
  if (path.length === 1) return SECTION_HINTS[String(section)] ?? 'nothing: this is not a setting';
  if (path.length === 2 && (section === 'receivingWallets' || section === 'vietnameseReceivingAccounts')) {
    return `the agency's ${String(entry)} account, or null if this brand does not take ${String(entry)}`;
  }
  if (section === 'tokenWallets') {
    return path.length === 2
      ? `the agency's ${String(entry)} address per network, or null if this brand does not take ${String(entry)}`
      : `the agency's real ${String(entry)} address on ${String(path[2])}`;
  }
  if (section === 'receivingAccounts' && path.length === 2) return 'a Hong Kong or United States receiving account';
  if (section === 'receivingWallets' && path[2] === 'accountName')
    return "the name the provider shows for the agency's account";
  if (section === 'issuer' && entry === 'address') return FIELD_HINTS.address ?? '';
  const leaf = [...path].reverse().find((key) => typeof key === 'string');
  return FIELD_HINTS[String(leaf)] ?? 'a real value';
};

const problemOfIssue = (raw: unknown, issue: z.core.$ZodIssue): OperatorSettingProblem[] => {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      setting: settingOf([...issue.path, key]),
      value: valueAt(raw, [...issue.path, key]),
      expected: 'not a setting: check its spelling (README, "Deploying")',
    }));
  }
  const value = valueAt(raw, issue.path);
  return [
    {
      setting: settingOf(issue.path),
      value,
      expected: value === undefined ? `give ${hintOf(issue.path)}` : issue.message,
    },
  ];
};

/** Every text of the settings with its path, to look for placeholders. */
const textsOf = (value: unknown, path: Path = []): Array<{ path: Path; text: string }> => {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...path, key]));
  return [];
};

/**
 * One brand's settings out of the settings by brand id, or every problem at once (one per setting).
 * With `requireRealValues` (a live build and its start), a value that looks like a placeholder is a
 * problem too.
 */
export const readOperatorSettings = (
  byBrand: unknown,
  brandId: string,
  { requireRealValues }: { requireRealValues: boolean },
): OperatorSettingsReading => {
  if (!isRecord(byBrand)) {
    return {
      problems: [
        {
          setting: '',
          value: Array.isArray(byBrand) ? 'a list' : byBrand,
          expected: 'expected an object with an entry per brand id, e.g. { "centre": { … } }',
        },
      ],
    };
  }
  const raw = byBrand[brandId];
  if (raw === undefined) {
    return {
      problems: [
        {
          setting: brandId,
          value: undefined,
          expected: `give the settings of this build's brand (VITE_BRAND=${brandId}) under "${brandId}"`,
        },
      ],
    };
  }
  const parsed = OperatorSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap((issue) => problemOfIssue(raw, issue));
    // A value can fail several checks; the first says it best.
    return {
      problems: problems.filter(
        (problem, index) => problems.findIndex(({ setting }) => setting === problem.setting) === index,
      ),
    };
  }
  const placeholders = requireRealValues ? textsOf(parsed.data).filter(({ text }) => looksLikePlaceholder(text)) : [];
  if (placeholders.length > 0) {
    return {
      problems: placeholders.map(({ path, text }) => ({
        setting: settingOf(path),
        value: text,
        expected: `looks like a placeholder; give ${hintOf(path)}`,
      })),
    };
  }
  return { settings: parsed.data };
};
