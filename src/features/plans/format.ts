const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before `trialEnd` (a part of a day counts as one); 0 once it has passed. */
export const trialDaysLeft = (trialEnd: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(trialEnd) - now) / DAY_MS));
