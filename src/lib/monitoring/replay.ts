/**
 * Sentry's session replay, in a chunk of its own: most sessions never load it (reporter.ts decides).
 */
import { replayIntegration } from '@sentry/react';
// The replay compression worker as a file of our own origin, built from the installed SDK: the live
// CSP allows workers only from 'self' and forbids 'unsafe-eval', so Sentry's default (a worker made
// from a blob) would be refused. Compression stays on: replays are several times smaller.
import replayWorkerUrl from '@sentry/replay/worker-bundler?worker&url';
import { scrub } from './scrub';

export const createReplay = () =>
  replayIntegration({
    maskAllText: true,
    blockAllMedia: true,
    workerUrl: replayWorkerUrl,
    // Replay's own frames (navigations, requests) carry URLs too.
    beforeAddRecordingEvent: scrub,
  });
