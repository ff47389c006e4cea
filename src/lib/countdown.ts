import { useEffect, useEffectEvent, useState } from 'react';

/** Whole seconds from `now` until `until` (epoch ms), rounded up; 0 once it has passed. */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));

/** "9:05": minutes, then seconds on two digits, as a countdown reads. */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The seconds left until `until` (this browser's clock), updated every second; `onEnd` runs once
 * when it reaches zero. Mount the component that calls it when the countdown starts.
 */
export const useCountdown = (until: number, onEnd: () => void): number => {
  const [now, setNow] = useState(() => Date.now());
  const end = useEffectEvent(onEnd);
  useEffect(() => {
    const ticker = window.setInterval(() => setNow(Date.now()), 1000);
    // At the very end, not at the next tick; at once for a countdown that ended while unmounted.
    const ender = window.setTimeout(
      () => {
        window.clearInterval(ticker);
        end();
      },
      Math.max(0, until - Date.now()),
    );
    return () => {
      window.clearInterval(ticker);
      window.clearTimeout(ender);
    };
  }, [until]);
  return secondsLeft(until, now);
};
