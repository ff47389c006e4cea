import { contract } from '@contract';
import { createConfiguration } from '../factories/configuration';
import { contractHandler } from '../http';

export const configurationHandlers = [
  contractHandler(contract.configuration.getConfiguration, () => ({ status: 200, body: createConfiguration() })),
];
