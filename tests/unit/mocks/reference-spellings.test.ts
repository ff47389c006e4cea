import { contract } from '@contract';
import { canonicalExternalReference } from '@contract/common/external-reference';
import { AirwallexPaymentIdSchema } from '@contract/payments/airwallex.schema';
import { normalizeTransactionHash } from '@contract/payments/token.schema';
import type { DomainError } from '@mocks/errors';
import { runRule } from '@mocks/rules/effect-runtime';
import {
  airwallexPaymentReference,
  transactionHashReference,
  withReferenceClaim,
} from '@mocks/rules/payments/references';
import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, useMockApi } from './mock-api';

/*
 * Issue 41: one provider payment id was credited once per spelling ($500 for one $100 payment). Every
 * spelling of a reference that canonicalises to a used one is refused: by the contract (400) when it
 * is not the provider's alphabet, else by the reference rule (409); either way nothing is credited.
 */

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

/** Invisible characters a copied reference arrives with: zero-width, joiners, soft hyphen, fillers, tags, controls. */
const INVISIBLE = [
  '\u0000',
  '\u0085',
  '\u00AD',
  '\u034F',
  '\u061C',
  '\u115F',
  '\u1160',
  '\u180E',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u202E',
  '\u2060',
  '\u2066',
  '\u3164',
  '\uFE0F',
  '\uFEFF',
  '\uFFA0',
  '\u{E0001}',
  '\u{E0041}',
  '\u{E0100}',
  '\u{1D173}',
];

/** The full-width form of a printable ASCII character (NFKC folds it back). */
const fullWidth = (char: string): string =>
  char >= '!' && char <= '~' ? String.fromCharCode(char.charCodeAt(0) + 0xfee0) : char;

/** One character of a spelling: its case, its width and what invisible characters come before it. */
const charSpelling = fc.record({
  upper: fc.boolean(),
  wide: fc.boolean(),
  before: fc.array(fc.constantFrom(...INVISIBLE), { maxLength: 2 }),
});

/** Any spelling of `reference`: case, width and invisible characters per character, and padding. */
const spellingOf = (reference: string) =>
  fc
    .tuple(
      fc.array(charSpelling, { minLength: reference.length, maxLength: reference.length }),
      fc.constantFrom('', ' ', '\t', '\u3000', '\u00A0'),
      fc.constantFrom('', ' ', '\n', '\u200B'),
    )
    .map(([chars, lead, trail]) => {
      const body = [...reference]
        .map((char, index) => {
          const spelled = chars[index];
          if (!spelled) return char;
          const cased = spelled.upper ? char.toUpperCase() : char;
          return spelled.before.join('') + (spelled.wide ? fullWidth(cased) : cased);
        })
        .join('');
      return `${lead}${body}${trail}`;
    });

const AIRWALLEX_ID = 'int_hkdm7pq2x9v4';
const HASH = `${'ab'.repeat(30)}8000`;
const TRON_SENDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('canonicalExternalReference', () => {
  it('gives every spelling of a reference its one form', () => {
    fc.assert(
      fc.property(spellingOf(AIRWALLEX_ID), (spelling) => {
        expect(canonicalExternalReference(spelling)).toBe(AIRWALLEX_ID);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(spellingOf(`0x${HASH}`), (spelling) => {
        expect(normalizeTransactionHash(spelling)).toBe(HASH);
      }),
      { numRuns: 300 },
    );
  });

  it('is the same after a second pass, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const once = canonicalExternalReference(text);
        expect(canonicalExternalReference(once)).toBe(once);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps references that differ apart', () => {
    expect(canonicalExternalReference('int_abc1')).not.toBe(canonicalExternalReference('int_abc2'));
    expect(canonicalExternalReference('int_a-b')).not.toBe(canonicalExternalReference('int_ab'));
  });
});

describe('the contract spells a provider payment id in its own alphabet', () => {
  it('takes int_ and ASCII letters, digits, _ and -, trimmed', () => {
    expect(AirwallexPaymentIdSchema.parse(` ${AIRWALLEX_ID} `)).toBe(AIRWALLEX_ID);
    expect(AirwallexPaymentIdSchema.safeParse('int_HKDM-7pq_2').success).toBe(true);
  });

  it.each([
    ['a zero-width space', `int_hkdm\u200B7pq2`],
    ['a soft hyphen', `int_hkdm\u00AD7pq2`],
    ['full-width letters', 'ｉｎｔ＿ｈｋｄｍ７ｐｑ２'],
    ['a Hangul filler', `int_hkdm\u31647pq2`],
    ['a tag character', `int_hkdm7pq2\u{E0041}`],
    ['NUL', `int_hkdm7pq2\u0000`],
    ['another prefix', 'att_hkdm7pq2'],
    ['nothing after the prefix', 'int_'],
    ['65 characters', `int_${'a'.repeat(61)}`],
  ])('refuses %s', (_case, paymentId) => {
    expect(AirwallexPaymentIdSchema.safeParse(paymentId).success).toBe(false);
  });
});

/** What a refusal must leave alone: every ticket, payment, entry, balance and claim. */
const footprint = () => ({
  tickets: mock.db.tickets.all().length,
  entries: mock.db.balanceTransactions.all().map((entry) => ({ ...entry })),
  balances: mock.db.users.all().map((user) => user.balance),
  claims: mock.db.externalReferences.all().map((claim) => ({ ...claim })),
});

const airwallexTicket = (paymentId: string) =>
  client.tickets.createAutoTicket({
    body: { amount: 10_000, paymentMethod: 'airWallexAuto', paymentId },
    headers: freshKey(),
  });

const usdtTicket = (transactionHash: string) =>
  client.tickets.createAutoTicket({
    body: { amount: 10_000, paymentMethod: 'USDT', network: 'TRC20', transactionHash, fromAddress: TRON_SENDER },
    headers: freshKey(),
  });

/** Refused by the contract (not the provider's alphabet) or by the reference rule (already used). */
const isRefusal = (answer: { status: number; body: unknown }) =>
  (answer.status === 400 && expect.objectContaining({ code: 'error.validation' }).asymmetricMatch(answer.body)) ||
  (answer.status === 409 && errorOf('error.reference_already_used').asymmetricMatch(answer.body));

describe('POST /api/tickets/auto with another spelling of a used reference', () => {
  it('refuses every spelling of a used Airwallex payment id and credits nothing', async () => {
    session.token = await mock.signIn();
    expect(await airwallexTicket(AIRWALLEX_ID)).toMatchObject({ status: 201 });
    const before = footprint();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(spellingOf(AIRWALLEX_ID), async (spelling) => {
        const answer = await airwallexTicket(spelling);
        await expectContract(contract.tickets.createAutoTicket, answer);
        expect(isRefusal(answer), `${JSON.stringify(spelling)} answered ${answer.status}`).toBe(true);
        statuses.add(answer.status);
        expect(footprint()).toEqual(before);
      }),
      // Spellings in the provider's own alphabet too, which only the canonical comparison refuses.
      { numRuns: 60, examples: [['int_HKDM7pq2X9V4'], [' int_hkdm7pq2x9v4 '], ['INT_hkdm7pq2x9v4']] },
    );
    // Both lines of defence were reached: the contract's alphabet and the canonical comparison.
    expect([...statuses].sort()).toEqual([400, 409]);
  });

  it('refuses every spelling of a used transaction hash and credits nothing', async () => {
    session.token = await mock.signIn();
    expect(await usdtTicket(HASH)).toMatchObject({ status: 201 });
    const before = footprint();
    await fc.assert(
      fc.asyncProperty(spellingOf(`0x${HASH}`), async (spelling) => {
        const answer = await usdtTicket(spelling);
        expect(isRefusal(answer), `${JSON.stringify(spelling)} answered ${answer.status}`).toBe(true);
        expect(footprint()).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  it('answers the repro of issue 41 once: five spellings of one $100 payment credit $100', async () => {
    session.token = await mock.signIn();
    const balance = () =>
      mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }), { strict: true })
        .balance;
    const before = balance();
    const autoTickets = () => mock.db.tickets.findMany((q) => q.where({ auto: true })).length;
    const ticketsBefore = autoTickets();
    const spellings = [
      AIRWALLEX_ID,
      `int_hkdm\u200B7pq2x9v4`,
      `int_hk\u00ADdm7pq2x9v4`,
      'ｉｎｔ＿ｈｋｄｍ７ｐｑ２ｘ９ｖ４',
      'int_HKDM7PQ2X9V4',
    ];
    const answers = [];
    for (const spelling of spellings) answers.push(await airwallexTicket(spelling));
    expect(answers.map((answer) => answer.status)).toEqual([201, 400, 400, 400, 409]);
    const [created] = answers;
    if (created?.status !== 201) throw new Error('the first spelling was refused');
    // The provider confirms on the first poll: the one ticket is credited, once.
    for (const spelling of spellings) await airwallexTicket(spelling);
    await client.tickets.verifyTicket({ params: { id: created.body.id } });
    expect(balance()).toBe(before + 10_000);
    expect(autoTickets()).toBe(ticketsBefore + 1);
  });
});

describe('the reference rule, whatever the contract let through', () => {
  it('refuses a claim on any spelling of a held reference and writes nothing', async () => {
    const userId = mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }), {
      strict: true,
    }).id;
    const run = <A>(rule: Effect.Effect<A, DomainError>) => runRule(rule, { clock: mock.clock });
    const claim = (reference: ReturnType<typeof airwallexPaymentReference>, claimantId: string) =>
      run(
        withReferenceClaim(mock.db, reference, { claimant: 'ticket', claimantId, userId }, Effect.succeed(claimantId)),
      );
    await claim(airwallexPaymentReference(AIRWALLEX_ID), 'tkt_first');
    await claim(transactionHashReference(HASH), 'tkt_hash');
    const claims = mock.db.externalReferences.all().map((held) => ({ ...held }));

    await fc.assert(
      fc.asyncProperty(spellingOf(AIRWALLEX_ID), spellingOf(HASH), async (paymentId, hash) => {
        await expect(claim(airwallexPaymentReference(paymentId), 'tkt_other')).rejects.toMatchObject({
          code: 'error.reference_already_used',
        });
        await expect(claim(transactionHashReference(hash), 'tkt_other')).rejects.toMatchObject({
          code: 'error.reference_already_used',
        });
      }),
      { numRuns: 200 },
    );
    expect(mock.db.externalReferences.all()).toEqual(claims);
  });
});
