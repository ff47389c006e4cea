/**
 * The mock backend's only source of "now". Rules read time through a
 * `MockClock` so tests (and later an effect `Clock`/`TestClock`) decide it.
 */
export interface MockClock {
  /** Unix time in milliseconds. */
  now(): number;
}

/** A clock tests move by hand. */
export interface ManualClock extends MockClock {
  set(instant: number | string | Date): void;
  advance(milliseconds: number): void;
}

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A clock stopped at one instant (a seed's past move). */
export const fixedClock = (millis: number): MockClock => ({ now: () => millis });

/** Wall-clock time: the browser demo runs on it. */
export const systemClock: MockClock = { now: () => Date.now() };

/** The demo's clock: real time, moved ahead by the scenario panel. */
export interface OffsetClock extends MockClock {
  readonly offsetMs: number;
  setOffset(milliseconds: number): void;
}

export const createOffsetClock = (base: MockClock, offsetMs = 0): OffsetClock => {
  let offset = offsetMs;
  return {
    now: () => base.now() + offset,
    get offsetMs() {
      return offset;
    },
    setOffset: (milliseconds) => {
      offset = milliseconds;
    },
  };
};

const toMillis = (instant: number | string | Date): number => {
  const millis = typeof instant === 'number' ? instant : new Date(instant).getTime();
  if (!Number.isFinite(millis)) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return millis;
};

export const createManualClock = (start: number | string | Date): ManualClock => {
  let current = toMillis(start);
  return {
    now: () => current,
    set: (instant) => {
      current = toMillis(instant);
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
};

/**
 * A clock that starts at an instant and moves on with `pace` (`systemClock`: real time; a fixed clock:
 * not at all), plus whatever `advance` adds: `mock:serve`'s clock, whose dates are today's when started
 * at the real time, yet which its control API still moves ahead. `set` starts it again from an instant.
 */
export interface PacedClock extends ManualClock {
  /** How far `advance` moved it ahead of its start plus the time `pace` measured since. */
  readonly offsetMs: number;
}

export const createPacedClock = (start: number | string | Date, pace: MockClock): PacedClock => {
  let startMs = toMillis(start);
  let paceAtStart = pace.now();
  let offset = 0;
  return {
    now: () => startMs + (pace.now() - paceAtStart) + offset,
    get offsetMs() {
      return offset;
    },
    set: (instant) => {
      startMs = toMillis(instant);
      paceAtStart = pace.now();
      offset = 0;
    },
    advance: (milliseconds) => {
      offset += milliseconds;
    },
  };
};

/** ISO 8601 date-time of the clock's now, shifted by an offset. */
export const isoAt = (clock: MockClock, offsetMs = 0): string => new Date(clock.now() + offsetMs).toISOString();

export const millisOf = (iso: string): number => new Date(iso).getTime();
