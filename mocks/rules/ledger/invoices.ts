import {
  formatInvoiceNumber,
  invoiceKeyOf,
  invoiceYearAt,
  isInvoiceableTopUp,
} from '@contract/transactions/invoice-numbers';
import type { IssueInvoiceBody, TopUpInvoice } from '@contract/transactions/transactions.schema';
import { Effect } from 'effect';
import type { MockDb } from '../../db';
import { RecordNotFound } from '../../errors';
import { makeDbLock } from '../db-lock';
import { fromDb, nowIso } from '../effect-runtime';

/** Runs alone: two requests at once cannot take the same number. */
const withInvoiceLock = makeDbLock();

const answerOf = ({ number, transactionIds, issuedAt }: TopUpInvoice): TopUpInvoice => ({
  number,
  transactionIds,
  issuedAt,
});

/**
 * The number of an invoice for the caller's settled top-ups: the one already issued for the same
 * top-ups, else the next of the prefix's sequence in this year (Vietnam's calendar).
 */
export const issueInvoiceNumber = (
  db: MockDb,
  userId: string,
  body: IssueInvoiceBody,
): Effect.Effect<TopUpInvoice, RecordNotFound> =>
  withInvoiceLock(
    db,
    Effect.gen(function* () {
      const key = invoiceKeyOf(body.transactionIds);
      const ids = key.split(',');
      for (const id of ids) {
        const transaction = db.balanceTransactions.findFirst((q) => q.where({ id, userId }));
        if (!transaction || !isInvoiceableTopUp(transaction)) {
          return yield* Effect.fail(new RecordNotFound({ entity: 'topUp', id }));
        }
      }
      const issued = db.topUpInvoices.findFirst((q) => q.where({ userId, prefix: body.prefix, key }));
      if (issued) return answerOf(issued);

      const issuedAt = yield* nowIso;
      const year = invoiceYearAt(issuedAt);
      const last = db.topUpInvoices
        .findMany((q) => q.where({ prefix: body.prefix, year }))
        .reduce((highest, invoice) => Math.max(highest, invoice.sequence), 0);
      const sequence = last + 1;
      const record = yield* fromDb(() =>
        db.topUpInvoices.create({
          number: formatInvoiceNumber(body.prefix, year, sequence),
          transactionIds: ids,
          issuedAt,
          userId,
          prefix: body.prefix,
          year,
          sequence,
          key,
        }),
      );
      return answerOf(record);
    }),
  );
