import { MAX_AMOUNT_CENTS } from '@contract/common/constants';
import type { TicketStatus } from '@contract/common/enums.schema';
import { describe, expect, it } from 'vitest';
import { isOpenRefund, refundableCents, refundedCents } from '@/features/wallet/refunds/refund-amounts';

const refund = (status: TicketStatus, amount: number | null) => ({ status, amount });

describe('refund amounts', () => {
  it('offers the available balance the server reports, never below 0', () => {
    expect(refundableCents(112_490)).toBe(112_490);
    expect(refundableCents(0)).toBe(0);
    expect(refundableCents(-100)).toBe(0);
  });

  it('never offers more than the contract ceiling of $100,000', () => {
    expect(refundableCents(MAX_AMOUNT_CENTS + 50_000)).toBe(MAX_AMOUNT_CENTS);
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
