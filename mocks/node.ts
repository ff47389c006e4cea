import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for vitest and Node tools. */
export const createMockServer = () => setupServer(...handlers);
