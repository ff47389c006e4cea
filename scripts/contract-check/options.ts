/** The command line of `contract:check`, read into options or refused with one line. */
import { parseArgs } from 'node:util';
import type { RunInputs } from './adjustments';
import { MAX_SEED } from './check-contract';
import { EXIT_CODES } from './coverage';
import { parseCredentials, type Credentials } from './session';

export const USAGE = `Usage: contract:check --base-url URL [--seller EMAIL:PASSWORD] [--partner EMAIL:PASSWORD] [--token TOKEN]
                      [--captcha-token TOKEN] [--email-code CODE] [--reset-token TOKEN] [--card-code CODE]
                      [--seed N] [--min-coverage PERCENT] [--json FILE] [--scenario ID] [--idempotency]
  Calls every operation of the contract, writes included (point it at a sandbox), and checks each answer.
  --seller, --partner  sign in through the login route; user routes are called as the seller (else the
                       partner), partner routes as the partner; --token is a ready bearer token for the rest
  --captcha-token T    sent with sign-up and forgot-password (the sandbox's test token; mock:serve: mock-captcha-token)
  --email-code CODE    the code the sandbox e-mails to confirm an address, sent to verify the sign-up (mock:serve: 246810)
  --reset-token T      the token of the sandbox's password-reset link, sent to reset the account the run signed up
                       (mock:serve: mock-reset-token)
  --card-code CODE     the code on a card's verification charge, sent to activate the card saved (mock:serve: 246810)
  --seed N             replay a run: the same seed generates the same bodies (0 to ${MAX_SEED}; random by default)
  --min-coverage P     fail when fewer than P percent of the operations got a 2xx answer
  --json FILE          write the seed, the coverage and every check to FILE
  --scenario ID        sent as scenario=ID (the mock backend may honour it, real APIs ignore it)
  --idempotency        also send each money route a call without its Idempotency-Key, which must be refused
Exit code: ${EXIT_CODES.ok} every answer fits the contract; ${EXIT_CODES.mismatch} a mismatch; ${EXIT_CODES.serverError} a server error (a 5xx, declared or not);
           ${EXIT_CODES.nothingReachable} nothing answered, or a malformed option; ${EXIT_CODES.belowMinimumCoverage} coverage below --min-coverage.`;

/** A malformed command line: its message is the one line shown above the usage. */
export class UsageError extends Error {}

export interface CheckCommand {
  baseUrl: string;
  seller: Credentials | undefined;
  partner: Credentials | undefined;
  token: string | undefined;
  inputs: RunInputs;
  seed: number | undefined;
  minCoverage: number | undefined;
  json: string | undefined;
  scenario: string | undefined;
  idempotency: boolean;
}

const credentialsOf = (option: string, text: string | undefined): Credentials | undefined => {
  if (text === undefined) return undefined;
  const credentials = parseCredentials(text);
  if (!credentials) throw new UsageError(`--${option} takes EMAIL:PASSWORD, got "${text}"`);
  return credentials;
};

const seedOf = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const seed = Number(text);
  if (!/^\d+$/.test(text) || seed > MAX_SEED)
    throw new UsageError(`--seed takes a whole number from 0 to ${MAX_SEED}, got "${text}"`);
  return seed;
};

const percentOf = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const percent = Number(text.replace(/%$/, ''));
  if (text.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new UsageError(`--min-coverage takes a percentage from 0 to 100, got "${text}"`);
  return percent;
};

/** The command, or `help` when asked for the usage; throws `UsageError` on a malformed option. */
export const parseCheckCommand = (args: string[]): CheckCommand | 'help' => {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        'base-url': { type: 'string' },
        seller: { type: 'string' },
        partner: { type: 'string' },
        token: { type: 'string' },
        'captcha-token': { type: 'string' },
        'email-code': { type: 'string' },
        'reset-token': { type: 'string' },
        'card-code': { type: 'string' },
        seed: { type: 'string' },
        'min-coverage': { type: 'string' },
        json: { type: 'string' },
        scenario: { type: 'string' },
        idempotency: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new UsageError('Missing --base-url');
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    throw new UsageError(`--base-url takes an http(s) URL, got "${baseUrl}"`);
  return {
    baseUrl,
    seller: credentialsOf('seller', values.seller),
    partner: credentialsOf('partner', values.partner),
    token: values.token,
    inputs: {
      captchaToken: values['captcha-token'],
      emailCode: values['email-code'],
      resetToken: values['reset-token'],
      cardCode: values['card-code'],
    },
    seed: seedOf(values.seed),
    minCoverage: percentOf(values['min-coverage']),
    json: values.json,
    scenario: values.scenario,
    idempotency: values.idempotency === true,
  };
};
