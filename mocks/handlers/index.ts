import { configurationHandlers } from './configuration';

export const handlers = [...configurationHandlers];
