import { autoTopUpFiresNow } from '@contract/ad-accounts/ad-account-rules';
import { describe, expect, it } from 'vitest';

describe('auto top-up fires now', () => {
  it('fires when the balance is already below the threshold, not at or above it', () => {
    // The case: $5 when below $5,000 on an account holding $128.50.
    expect(autoTopUpFiresNow({ balance: 12_850, threshold: 500_000 })).toBe(true);
    expect(autoTopUpFiresNow({ balance: 500_000, threshold: 500_000 })).toBe(false);
    expect(autoTopUpFiresNow({ balance: 500_001, threshold: 500_000 })).toBe(false);
    expect(autoTopUpFiresNow({ balance: 0, threshold: 0 })).toBe(false);
  });
});
