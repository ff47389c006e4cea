import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ISSUERS } from '@brands/demo-issuers';
import { DEMO_RECEIVING } from '@contract/operator/demo-operator-settings';
import {
  isAgencyTokenAddress,
  receivingOf,
  takesMethod,
  tokenAddressOf,
  type OperatorSettings,
} from '@contract/operator/operator-settings.schema';
import { readOperatorSettings, type OperatorSettingsReading } from '@contract/operator/read-operator-settings';
import { networksOfToken } from '@contract/payments/token.schema';
import { isAbaRoutingNumber } from '@contract/payments/receiving-accounts';
import { ConfigError, operatorConfigProblem } from '@/lib/config/app-config';

const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const LIVE_SUITE = json('tests/live/operator-settings.json');
const EXAMPLE = json('deploy/operator-settings.example.json');
const DEMO: OperatorSettings = { ...DEMO_RECEIVING, issuer: DEMO_ISSUERS.centre };

/** The refusal a reading makes, line by line, as the build and the app print it. */
const linesOf = (reading: OperatorSettingsReading): string[] =>
  'problems' in reading ? new ConfigError(reading.problems.map(operatorConfigProblem)).message.split('\n') : [];

const live = (byBrand: unknown, brandId = 'centre') =>
  readOperatorSettings(byBrand, brandId, { requireRealValues: true });

/** The demo's settings with one part replaced, as JSON from a file would give them. */
const demoWith = (change: (settings: Record<string, unknown>) => void): unknown => {
  const settings: Record<string, unknown> = structuredClone({ ...DEMO });
  change(settings);
  return { centre: settings };
};

describe('reading the operator settings', () => {
  it("accepts the demo's in mock builds, and a live build refuses every value sellers would send money to", () => {
    expect(readOperatorSettings({ centre: DEMO }, 'centre', { requireRealValues: false })).toEqual({ settings: DEMO });
    const refused = linesOf(live({ centre: DEMO })).map((line) => line.split('=')[0]);
    for (const setting of [
      'receivingAccounts[0].name',
      'receivingAccounts[0].accountName',
      'receivingAccounts[0].bankAccountNumber',
      'receivingAccounts[0].SWIFTCode',
      'receivingAccounts[1].bankAccountNumber',
      'receivingAccounts[1].ACHRoutingNumber',
      'receivingAccounts[1].fedwireRoutingNumber',
      'vietnameseReceivingAccounts.localBankTicket.bankAccountNumber',
      'vietnameseReceivingAccounts.TPBank.bankAccountNumber',
      ...Object.keys(DEMO_RECEIVING.receivingWallets).map((method) => `receivingWallets.${method}.value`),
      'tokenWallets.USDT.TRC20',
      'tokenWallets.USDT.ERC20',
      'tokenWallets.USDT.BEP20',
      'tokenWallets.USDC.ERC20',
      'tokenWallets.USDC.BEP20',
    ]) {
      expect(refused).toContain(`operator settings: ${setting}`);
    }
  });

  it('says a placeholder in one line: the setting, the value, what to give instead', () => {
    expect(linesOf(live({ centre: DEMO }))).toContain(
      'operator settings: receivingAccounts[0].bankAccountNumber="000-000000-001": looks like a placeholder; give the agency\'s real account number',
    );
    expect(linesOf(live({ centre: DEMO }))).toContain(
      'operator settings: receivingWallets.paypal.value="paypal-payments@example.com": looks like a placeholder; give the agency\'s real e-mail, account id or payment link at the provider',
    );
  });

  it("accepts the live suite's settings, realistic and named as a test", () => {
    const reading = live(LIVE_SUITE);
    expect(linesOf(reading)).toEqual([]);
    expect(reading).toHaveProperty('settings.vietnameseReceivingAccounts.TPBank', null);
  });

  it("refuses the README's example unchanged: a line for each value to replace", () => {
    const lines = linesOf(live(EXAMPLE));
    for (const line of lines)
      expect(line).toMatch(/^operator settings: [\w.[\]]+=".*": looks like a placeholder; give /);
    // Every text but the account's region and currency and the wallet's kind, which are no placeholders.
    const texts: string[] = [];
    JSON.stringify(EXAMPLE, (key, value: unknown) => {
      if (typeof value === 'string' && !['type', 'currency', 'kind'].includes(key)) texts.push(value);
      return value;
    });
    expect(lines.map((line) => line.replace(/^[^=]*="(.*)": .*$/, '$1')).sort()).toEqual(texts.sort());
    expect(lines).toContain(
      'operator settings: issuer.invoicePrefix="XXX": looks like a placeholder; give 2 to 8 capital letters that start its invoice numbers',
    );
  });

  it('refuses a missing setting, asking for it or null: an operator decides each method', () => {
    const lines = linesOf(
      live(
        demoWith((settings) => {
          settings.receivingWallets = { ...DEMO_RECEIVING.receivingWallets, paypal: undefined };
          delete settings.issuer;
        }),
      ),
    );
    expect(lines).toEqual([
      "operator settings: receivingWallets.paypal is not set: give the agency's paypal account, or null if this brand does not take paypal",
      "operator settings: issuer is not set: give the invoice issuer: the company's legal name, address, tax id, e-mail and invoice prefix",
    ]);
  });

  it('refuses a malformed value or an unknown key, one line each', () => {
    const lines = linesOf(
      live(
        demoWith((settings) => {
          const [hk, us] = DEMO_RECEIVING.receivingAccounts ?? [];
          settings.receivingAccounts = [
            { ...hk, SWIFTCode: 'hsbc hk' },
            { ...us, fedwireRoutingNumber: '021000022', swift: 'CHASUS33' },
          ];
          settings.tokenWallets = {
            ...DEMO_RECEIVING.tokenWallets,
            USDC: { ERC20: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' },
          };
        }),
      ),
    );
    expect(lines).toEqual([
      'operator settings: receivingAccounts[0].SWIFTCode="hsbc hk": expected a SWIFT / BIC code: 8 or 11 capital letters and digits',
      'operator settings: receivingAccounts[1].fedwireRoutingNumber="021000022": expected a 9-digit ABA routing number (its check digit does not match)',
      'operator settings: receivingAccounts[1].swift="CHASUS33": not a setting: check its spelling (README, "Deploying")',
      'operator settings: tokenWallets.USDC.ERC20="T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb": expected an address: 0x and 40 hex digits',
      "operator settings: tokenWallets.USDC.BEP20 is not set: give the agency's real USDC address on BEP20",
    ]);
  });

  it("refuses a file without this build's brand, or that is not settings by brand", () => {
    expect(linesOf(live(LIVE_SUITE, 'jade'))).toEqual([
      'operator settings: jade is not set: give the settings of this build\'s brand (VITE_BRAND=jade) under "jade"',
    ]);
    expect(linesOf(live([LIVE_SUITE]))).toEqual([
      'operator settings="a list": expected an object with an entry per brand id, e.g. { "centre": { … } }',
    ]);
  });
});

describe('what the settings decide', () => {
  const settings: OperatorSettings = {
    ...DEMO,
    receivingAccounts: null,
    receivingWallets: { ...DEMO.receivingWallets, paypal: null },
    tokenWallets: { ...DEMO.tokenWallets, USDC: null },
  };

  it('does not take a method whose receiving details are null', () => {
    expect(takesMethod(settings, 'transferWise')).toBe(false);
    expect(takesMethod(settings, 'transferWire')).toBe(false);
    expect(takesMethod(settings, 'paypal')).toBe(false);
    expect(takesMethod(settings, 'USDC')).toBe(false);
    expect(receivingOf(settings, 'paypal')).toBeNull();
    for (const method of ['payoneerTicket', 'localBankTicket', 'USDT', 'creditCard', 'localBank'] as const) {
      expect(takesMethod(settings, method)).toBe(true);
    }
    expect(receivingOf(DEMO, 'localBankTicket')).toEqual({
      kind: 'vietnameseBank',
      account: DEMO_RECEIVING.vietnameseReceivingAccounts.localBankTicket,
    });
  });

  it("knows the agency's token addresses: EVM in either case, Tron exactly, none where a token is not taken", () => {
    const erc20 = '0xC13C1d962bf4BF0334518a7D0DC5d19c43F2d0FF';
    const tron = 'TRNFBzRdzmKcJRwoqd1rGjv2VAAoMBHimg';
    const own: OperatorSettings = {
      ...DEMO,
      tokenWallets: { USDT: { TRC20: tron, ERC20: erc20, BEP20: erc20 }, USDC: { ERC20: erc20, BEP20: erc20 } },
    };
    expect(isAgencyTokenAddress(own, 'USDT', 'ERC20', erc20.toLowerCase())).toBe(true);
    expect(isAgencyTokenAddress(own, 'USDT', 'TRC20', tron)).toBe(true);
    expect(isAgencyTokenAddress(own, 'USDT', 'TRC20', tron.toLowerCase())).toBe(false);
    expect(isAgencyTokenAddress(own, 'USDT', 'ERC20', '0x55d398326f99059ff775485246999027b3197955')).toBe(false);
    expect(isAgencyTokenAddress(settings, 'USDC', 'ERC20', DEMO_RECEIVING.tokenWallets.USDC?.ERC20 ?? '')).toBe(false);
    expect(tokenAddressOf(own, 'USDC', 'TRC20')).toBeNull();
  });

  it('takes USDC on the networks the contract takes it on', () => {
    expect(Object.keys(DEMO_RECEIVING.tokenWallets.USDC ?? {})).toEqual([...networksOfToken('USDC')]);
    expect(Object.keys(DEMO_RECEIVING.tokenWallets.USDT ?? {})).toEqual([...networksOfToken('USDT')]);
  });

  it('checks a routing number by its check digit', () => {
    expect(['021000021', '026009593', '011000015', '000000000'].every(isAbaRoutingNumber)).toBe(true);
    expect(['021000022', '12345678', '0210000210', 'O21000021'].some(isAbaRoutingNumber)).toBe(false);
  });
});
