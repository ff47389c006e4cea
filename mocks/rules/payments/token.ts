import { DURATIONS, type UsdtNetwork } from '@contract';
import { DEMO_TOKEN_ADDRESSES } from '@contract/operator/demo-operator-settings';
import type {
  FulfillTokenPaymentBody,
  TokenTopUpBody,
  UsdtDetection,
  UsdtPayment,
  UsdtVerification,
} from '@contract/payments/token.schema';
import { isUsdtAddressOf, USDT_ADDRESS_ISSUE_TEXT } from '@contract/payments/usdt-address';
import { Clock, Effect } from 'effect';
import { HOUR_MS, millisOf, MINUTE_MS } from '../../clock';
import type { MockDb } from '../../db';
import { PaymentNotOpen, type ReferenceAlreadyUsed } from './errors';
import type { AmountInvalid, AmountNotWholeNumber } from '../ledger/errors';
import { InvalidFields, type RecordNotFound } from '../../errors';
import {
  findPayment,
  markEntry,
  openPayment,
  paymentsOf,
  PLACEHOLDER_QR_PNG,
  settlePayment,
  updateDetails,
  type PaymentWithEntry,
  type SettleError,
} from '../payments';
import { transactionHashReference, withReferenceClaim } from './references';

/*
 * USDT top-ups: the request gives an address and an amount valid for an hour; the payer
 * reports the transfer (hash + sender), which makes the payment PROCESSING until the chain
 * confirms it 4–8 hours later on the clock; verify re-checks and credits once confirmed.
 */

const ADDRESS_TTL_MS = 60 * MINUTE_MS;
const [MIN_CONFIRMATION_HOURS, MAX_CONFIRMATION_HOURS] = DURATIONS.usdtConfirmationHours;

/** Block confirmations each network needs before the backend credits. */
const REQUIRED_CONFIRMATIONS: Readonly<Record<UsdtNetwork, number>> = { TRC20: 19, ERC20: 12, BEP20: 15 };

/** How long the chain takes for a hash: 4–8 hours, the same for the same hash. */
const confirmationDelayMs = (transactionHash: string): number => {
  const fraction = Number.parseInt(transactionHash.slice(-4), 16) / 0x10000;
  return Math.round((MIN_CONFIRMATION_HOURS + fraction * (MAX_CONFIRMATION_HOURS - MIN_CONFIRMATION_HOURS)) * HOUR_MS);
};

type TokenPayment = PaymentWithEntry<'token'>;

const confirmationsAt = ({ details, entry }: TokenPayment, now: number): number => {
  const required = REQUIRED_CONFIRMATIONS[details.network];
  if (entry.status === 'PAID') return required;
  if (entry.status !== 'PROCESSING' || !details.submittedAt || !details.confirmAt) return 0;
  const start = millisOf(details.submittedAt);
  const progress = (now - start) / (millisOf(details.confirmAt) - start);
  return Math.max(0, Math.min(required - 1, Math.floor(required * progress)));
};

const view = (payment: TokenPayment, now: number): UsdtPayment => ({
  transactionId: payment.payment.id,
  network: payment.details.network,
  walletAddress: payment.details.walletAddress,
  qrCode: PLACEHOLDER_QR_PNG,
  amountToSend: payment.details.amountToSend,
  detection: payment.details.detection,
  transactionHash: payment.details.transactionHash,
  fromAddress: payment.details.fromAddress,
  confirmations: confirmationsAt(payment, now),
  requiredConfirmations: REQUIRED_CONFIRMATIONS[payment.details.network],
  charge: payment.payment.charge,
  expiresAt: payment.details.expiresAt,
  submittedAt: payment.details.submittedAt,
  transaction: payment.entry,
});

export const requestTokenPayment = (
  db: MockDb,
  userId: string,
  body: TokenTopUpBody,
  detection: UsdtDetection,
): Effect.Effect<UsdtPayment, AmountInvalid | AmountNotWholeNumber | RecordNotFound> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    const opened = yield* openPayment(db, {
      userId,
      amount: body.amount,
      tip: body.tip,
      status: 'UNPAID',
      quoteMethod: { method: body.token },
      details: (id, charge) => ({
        provider: 'token',
        network: body.network,
        // The demo's operator settings: the screens show only an address the operator configured.
        walletAddress: DEMO_TOKEN_ADDRESSES[body.network],
        // Auto detection tells transfers apart by a few unique cents on top.
        amountToSend: charge.total + (detection === 'auto' ? 1 + (Number.parseInt(id.slice(-4), 36) % 99) : 0),
        detection,
        transactionHash: null,
        fromAddress: null,
        expiresAt: new Date(now + ADDRESS_TTL_MS).toISOString(),
        submittedAt: null,
        confirmAt: null,
      }),
    });
    return view(opened, now);
  });

/**
 * The payer's report of the transfer: an unpaid, unexpired payment, and a hash that no payment or
 * automatic ticket holds (`withReferenceClaim`: 0x, case and spaces ignored).
 */
export const fulfillTokenPayment = (
  db: MockDb,
  userId: string,
  id: string,
  body: FulfillTokenPaymentBody,
): Effect.Effect<UsdtPayment, RecordNotFound | PaymentNotOpen | ReferenceAlreadyUsed | InvalidFields> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    const found = yield* findPayment(db, userId, 'token', id);
    // The body takes any network's address; the payment says which network the coins came on.
    if (!isUsdtAddressOf(found.details.network, body.fromAddress)) {
      return yield* new InvalidFields({ issues: [{ path: 'body.fromAddress', message: USDT_ADDRESS_ISSUE_TEXT }] });
    }
    if (found.entry.status !== 'UNPAID')
      return yield* Effect.fail(new PaymentNotOpen({ id, reason: found.entry.status }));
    if (now > millisOf(found.details.expiresAt))
      return yield* Effect.fail(new PaymentNotOpen({ id, reason: 'expired' }));
    const details = {
      ...found.details,
      transactionHash: body.transactionHash,
      fromAddress: body.fromAddress,
      submittedAt: new Date(now).toISOString(),
      confirmAt: new Date(now + confirmationDelayMs(body.transactionHash)).toISOString(),
    };
    return yield* withReferenceClaim(
      db,
      transactionHashReference(body.transactionHash),
      { claimant: 'payment', claimantId: id, userId },
      Effect.gen(function* () {
        const payment = yield* updateDetails(db, found.payment, details);
        const entry = yield* markEntry(db, found.entry, 'PROCESSING');
        return view({ payment, details, entry }, now);
      }),
    );
  });

/** Re-checks the chain: a processing payment whose confirmation time has passed is credited. */
export const verifyTokenPayment = (
  db: MockDb,
  userId: string,
  id: string,
): Effect.Effect<UsdtVerification, RecordNotFound | SettleError> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    let found = yield* findPayment(db, userId, 'token', id);
    const { details } = found;
    if (found.entry.status === 'PROCESSING' && details.confirmAt && now >= millisOf(details.confirmAt)) {
      found = { ...found, entry: yield* settlePayment(db, id, 'paid') };
    }
    const reason =
      found.entry.status === 'UNPAID'
        ? details.detection === 'auto'
          ? 'No matching transfer detected yet'
          : 'No transaction hash submitted yet'
        : found.entry.status === 'PROCESSING'
          ? 'Waiting for block confirmations'
          : null;
    return {
      transactionId: id,
      status: found.entry.status,
      transactionHash: details.transactionHash,
      confirmations: confirmationsAt(found, now),
      requiredConfirmations: REQUIRED_CONFIRMATIONS[details.network],
      checkedAt: new Date(now).toISOString(),
      reason,
    };
  });

/** The user's payments waiting for confirmations, newest first. */
export const miningTokenPayments = (db: MockDb, userId: string, now: number): UsdtPayment[] =>
  paymentsOf(db, userId, 'token')
    .filter(({ entry }) => entry.status === 'PROCESSING')
    .map((payment) => view(payment, now));
