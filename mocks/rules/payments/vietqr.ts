import { canonicalExternalReference } from '@contract/common/external-reference';
import type { RecentLocalBankNotification } from '@contract/payments/local-bank.schema';
import type { VietqrPayment, VietqrReceivingAccount, VietqrTopUpBody } from '@contract/payments/vietqr.schema';
import { Clock, Effect } from 'effect';
import { PaymentNotOpen, UnknownBank } from './errors';
import { millisOf, MINUTE_MS } from '../../clock';
import type { MockDb } from '../../db';
import { RecordNotFound } from '../../errors';
import type { AmountInvalid, AmountNotWholeNumber } from '../ledger/errors';
import { randomDigits } from '../ids';
import { newestFirst } from '../list';
import {
  findPayment,
  localChargeOf,
  openPayment,
  paymentsOf,
  PLACEHOLDER_QR_PNG,
  settlePayment,
  updateDetails,
  type PaymentWithEntry,
  type SettleError,
} from '../payments';
import { findBankByBin } from './local-banks';

/*
 * Bank QR (VietQR): whole dollars only (the bank converts from VND). The payer's transfer is
 * matched by its one-time transfer content code; a refresh issues a new code and the old
 * one no longer matches. A matched transfer credits the wallet and is the user's latest
 * bank-transfer credit notice.
 */

const CODE_TTL_MS = 15 * MINUTE_MS;

const VIETQR_RECEIVING_ACCOUNT: VietqrReceivingAccount = {
  bankBin: '970436',
  bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
  bankShortName: 'Vietcombank',
  accountNumber: '1041588829',
  accountName: 'CONG TY TNHH CONG NGHE QUANG CAO SO',
};

/** A one-time transfer content: letters the payer can type, digits that make it unique. */
const newTransferContent = (): string => `NAP${randomDigits(9)}`;

/* ---------- The EMVCo payload the QR encodes ---------- */

const tlv = (id: string, value: string): string => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE, the checksum EMVCo QR payloads end with. */
const crc16 = (text: string): string => {
  let crc = 0xffff;
  for (const char of text) {
    crc ^= char.charCodeAt(0) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

const vietqrPayload = (account: VietqrReceivingAccount, amountVnd: number, content: string): string => {
  const beneficiary = tlv('00', account.bankBin) + tlv('01', account.accountNumber);
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('38', tlv('00', 'A000000727') + tlv('01', beneficiary) + tlv('02', 'QRIBFTTA')) +
    tlv('53', '704') +
    tlv('54', String(amountVnd)) +
    tlv('58', 'VN') +
    tlv('62', tlv('08', content)) +
    '6304';
  return body + crc16(body);
};

/* ---------- Views ---------- */

type VietqrRecord = PaymentWithEntry<'vietqr'>;

const view = ({ payment, details, entry }: VietqrRecord): VietqrPayment => ({
  transactionId: payment.id,
  qrDataUrl: PLACEHOLDER_QR_PNG,
  qrContent: vietqrPayload(VIETQR_RECEIVING_ACCOUNT, details.transferAmount.amount, details.transferContent),
  account: VIETQR_RECEIVING_ACCOUNT,
  transferContent: details.transferContent,
  codeRefreshedAt: details.codeRefreshedAt,
  transferAmount: details.transferAmount,
  charge: payment.charge,
  expiresAt: details.expiresAt,
  transaction: entry,
});

/* ---------- Rules ---------- */

export const requestVietqr = (
  db: MockDb,
  userId: string,
  body: VietqrTopUpBody,
): Effect.Effect<VietqrPayment, AmountInvalid | AmountNotWholeNumber | RecordNotFound | UnknownBank> =>
  Effect.gen(function* () {
    if (!findBankByBin(body.bank)) {
      return yield* new UnknownBank({ bank: body.bank });
    }
    const now = yield* Clock.currentTimeMillis;
    const transferContent = newTransferContent();
    const opened = yield* openPayment(db, {
      userId,
      amount: body.amount,
      tip: body.tip,
      status: 'UNPAID',
      quoteMethod: { method: 'localBank' },
      transferCode: transferContent,
      details: (_id, charge) => ({
        provider: 'vietqr',
        bankBin: body.bank,
        transferContent,
        codeRefreshedAt: null,
        transferAmount: localChargeOf(charge.total, 'VND'),
        expiresAt: new Date(now + CODE_TTL_MS).toISOString(),
        paidAt: null,
      }),
    });
    return view(opened);
  });

export const getVietqr = (db: MockDb, userId: string, id: string): Effect.Effect<VietqrPayment, RecordNotFound> =>
  Effect.map(findPayment(db, userId, 'vietqr', id), view);

const findUnpaid = (
  db: MockDb,
  userId: string,
  id: string,
): Effect.Effect<VietqrRecord, RecordNotFound | PaymentNotOpen> =>
  Effect.gen(function* () {
    const found = yield* findPayment(db, userId, 'vietqr', id);
    if (found.entry.status !== 'UNPAID')
      return yield* Effect.fail(new PaymentNotOpen({ id, reason: found.entry.status }));
    return found;
  });

/** A new code and fifteen more minutes; the old code stops matching transfers. */
export const refreshVietqrCode = (
  db: MockDb,
  userId: string,
  id: string,
): Effect.Effect<VietqrPayment, RecordNotFound | PaymentNotOpen> =>
  Effect.gen(function* () {
    const found = yield* findUnpaid(db, userId, id);
    const now = yield* Clock.currentTimeMillis;
    const transferContent = newTransferContent();
    const details = {
      ...found.details,
      transferContent,
      codeRefreshedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + CODE_TTL_MS).toISOString(),
    };
    const payment = yield* updateDetails(db, found.payment, details);
    const entry =
      (yield* Effect.promise(() =>
        db.balanceTransactions.update((q) => q.where({ id }), {
          data(draft) {
            draft.transferCode = transferContent;
          },
        }),
      )) ?? found.entry;
    return view({ payment, details, entry });
  });

export const cancelVietqr = (
  db: MockDb,
  userId: string,
  id: string,
): Effect.Effect<VietqrPayment, RecordNotFound | PaymentNotOpen | SettleError> =>
  Effect.gen(function* () {
    const found = yield* findUnpaid(db, userId, id);
    const entry = yield* settlePayment(db, id, 'canceled');
    return view({ ...found, entry });
  });

/**
 * A bank transfer reaching the receiving account (the bank's webhook; tests and the
 * simulation harness call it). Only the current code of an unpaid, unexpired payment matches.
 */
export const receiveBankTransfer = (
  db: MockDb,
  transferContent: string,
): Effect.Effect<VietqrPayment, RecordNotFound | SettleError> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    // Compared in the canonical form: the payer types the code into a bank app, in any case or width.
    const code = canonicalExternalReference(transferContent);
    const payment = db.payments
      .findMany((q) => q.where({ provider: 'vietqr' }))
      .find(
        (candidate) =>
          candidate.details.provider === 'vietqr' &&
          canonicalExternalReference(candidate.details.transferContent) === code,
      );
    const entry = payment && db.balanceTransactions.findFirst((q) => q.where({ id: payment.id }));
    if (
      !payment ||
      payment.details.provider !== 'vietqr' ||
      entry?.status !== 'UNPAID' ||
      now > millisOf(payment.details.expiresAt)
    ) {
      return yield* Effect.fail(new RecordNotFound({ entity: 'bank transfer', id: code }));
    }
    const details = { ...payment.details, paidAt: new Date(now).toISOString() };
    const updated = yield* updateDetails(db, payment, details);
    const settled = yield* settlePayment(db, payment.id, 'paid');
    return view({ payment: updated, details, entry: settled });
  });

/** The latest credited bank QR transfer of the user (after `since`, when given). */
export const recentLocalBankNotification = (
  db: MockDb,
  userId: string,
  since: string | undefined,
): RecentLocalBankNotification => {
  const latest = paymentsOf(db, userId, 'vietqr')
    .filter(({ details, entry }) => entry.status === 'PAID' && details.paidAt !== null)
    .filter(
      ({ details }) => since === undefined || (details.paidAt !== null && millisOf(details.paidAt) > millisOf(since)),
    )
    .sort(newestFirst(({ details }) => details.paidAt ?? ''))[0];
  if (!latest?.details.paidAt) return { notification: null };
  const bank = findBankByBin(latest.details.bankBin);
  return {
    notification: {
      id: `lbn_${latest.payment.id}`,
      transactionId: latest.payment.id,
      bankCode: bank?.code ?? latest.details.bankBin,
      bankShortName: bank?.shortName ?? latest.details.bankBin,
      transferContent: latest.details.transferContent,
      receivedAmount: latest.details.transferAmount,
      creditedAmount: latest.payment.charge.amount,
      creditedAt: latest.details.paidAt,
      transaction: latest.entry,
    },
  };
};
