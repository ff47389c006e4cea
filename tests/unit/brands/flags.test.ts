import { describe, expect, it } from 'vitest';
import { applyFlagOverrides, BRANDS } from '@brands';

describe('applyFlagOverrides', () => {
  const flags = BRANDS.centre.flags;

  it('changes only the flags it is given', () => {
    const result = applyFlagOverrides(flags, { refund: true, tip: false });
    expect(result).toEqual({ ...flags, refund: true, tip: false });
  });

  it('treats an undefined override as no override', () => {
    expect(applyFlagOverrides(flags, { refund: undefined, emailVerification: { enabled: undefined } })).toEqual(flags);
  });

  it('overrides one half of the e-mail verification pair without losing the other', () => {
    const result = applyFlagOverrides(flags, { emailVerification: { mayBeDoneLater: false } });
    expect(result.emailVerification).toEqual({ enabled: true, mayBeDoneLater: false });
  });

  it('does not mutate the brand’s flags', () => {
    const before = structuredClone(flags);
    applyFlagOverrides(flags, { trial: false, emailVerification: { enabled: false } });
    expect(flags).toEqual(before);
  });
});
