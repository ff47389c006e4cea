import { MAX_AMOUNT_CENTS } from '@contract/common/constants';
import type { TicketStatus } from '@contract/common/enums.schema';
import { describe, expect, it } from 'vitest';
import {
  availableRefundCents,
  isOpenRefund,
  openRefundCents,
  refundedCents,
} from '@/features/wallet/refunds/refund-amounts';

const refund = (status: TicketStatus, amount: number | null) => ({ status, amount });

describe('refund amounts', () => {
  it('holds back the refunds still open (pending or processing), in integer cents', () => {
    const tickets = [
      refund('pending', 10_000),
      refund('processing', 2_550),
      refund('done', 5_000),
      refund('rejected', 7_000),
    ];
    expect(openRefundCents(tickets)).toBe(12_550);
    expect(availableRefundCents(125_040, tickets)).toBe(112_490);
    expect(Number.isInteger(availableRefundCents(125_040, [refund('pending', 1)]))).toBe(true);
    expect(availableRefundCents(125_040, [refund('pending', 1)])).toBe(125_039);
  });

  it('is the whole wallet with nothing open, and never below 0', () => {
    expect(availableRefundCents(125_040, [])).toBe(125_040);
    expect(availableRefundCents(125_040, [refund('done', 125_040)])).toBe(125_040);
    // The wallet dropped below what is already asked (a transfer after the request): nothing is left.
    expect(availableRefundCents(5_000, [refund('pending', 10_000)])).toBe(0);
  });

  it('never offers more than the contract ceiling of $100,000', () => {
    expect(availableRefundCents(MAX_AMOUNT_CENTS + 50_000, [])).toBe(MAX_AMOUNT_CENTS);
  });

  it('counts only pending and processing as open', () => {
    expect(
      ['pending', 'processing', 'done', 'rejected', 'skipped'].map((status) =>
        isOpenRefund({ status: status as TicketStatus }),
      ),
    ).toEqual([true, true, false, false, false]);
  });

  it('reads a done refund as the requested amount refunded in full, anything else as not yet', () => {
    expect(refundedCents(refund('done', 10_000))).toBe(10_000);
    expect(refundedCents(refund('pending', 10_000))).toBeNull();
    expect(refundedCents(refund('processing', 10_000))).toBeNull();
    expect(refundedCents(refund('rejected', 10_000))).toBeNull();
  });
});
