import { startMockBackend as startWith, type BrowserMockBackend } from '@mocks/browser';
import { scenarioCatalogue } from './index';

/** The demo build's mock backend, loaded by src/main.tsx: the composition root handing the mock its scenarios. */
export const startMockBackend = (): Promise<BrowserMockBackend> => startWith(scenarioCatalogue);
