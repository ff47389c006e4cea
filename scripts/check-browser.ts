/* eslint-disable no-console */
/**
 * Runs before `playwright test`: without a Chromium every browser test would fail with
 * "Executable doesn't exist"; this says once, in one line, how to get one.
 */
import { findChromium } from './browser-path';

const lookup = findChromium();
if (lookup.found) {
  console.log(`Browser tests use Chromium at ${lookup.path} (${lookup.source}).`);
} else {
  console.error(lookup.message);
  process.exit(1);
}
