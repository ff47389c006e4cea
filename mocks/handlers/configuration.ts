import { contract } from '@contract';
import { phoneRegions, secondaryIndustries, selfServeAdCountries } from '../data/reference-data';
import { configurationOf } from '../factories/configuration';
import { publicHandler, userHandler } from '../http';

const routes = contract.configuration;

export const configurationHandlers = [
  publicHandler(routes.getConfiguration, ({ db }) => ({
    status: 200,
    body: configurationOf(db),
  })),
  userHandler(routes.listSelfServeAdCountries, ({ lang }) => ({ status: 200, body: selfServeAdCountries(lang) })),
  publicHandler(routes.listPhoneRegionCodes, ({ lang }) => ({ status: 200, body: phoneRegions(lang) })),
  userHandler(routes.listSecondaryIndustries, ({ lang }) => ({ status: 200, body: secondaryIndustries(lang) })),
];
