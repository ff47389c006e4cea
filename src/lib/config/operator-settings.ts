import type { OperatorSettings } from '@contract/operator/operator-settings.schema';
import { readOperatorSettings } from '@contract/operator/read-operator-settings';
// By its alias path: a live build replaces this module, and vite.config.ts recognises it by that path.
import { operatorSettingsByBrand } from '@/lib/config/operator-settings-source';
import { ConfigError, operatorConfigProblem } from './app-config';
import { EnvSchema } from './env.schema';

const BuildEnvSchema = EnvSchema.pick({ VITE_BRAND: true, VITE_API_MODE: true });

let loaded: OperatorSettings | null = null;

/**
 * The operator settings of this build's brand (receiving accounts and wallets, the invoice issuer),
 * read once, where they are first needed (the add-funds and invoice screens): a built live app refuses
 * a missing, malformed or placeholder value, one line per setting (ConfigError), as its build did, and
 * shows none of them. Not read at start: the schema, the check and the settings would add 4.5 KB gzip
 * to the entry every page loads first.
 */
export const getOperatorSettings = (): OperatorSettings => {
  if (loaded) return loaded;
  const env = BuildEnvSchema.parse(import.meta.env);
  const reading = readOperatorSettings(operatorSettingsByBrand, env.VITE_BRAND, {
    requireRealValues: import.meta.env.PROD && env.VITE_API_MODE === 'live',
  });
  if ('problems' in reading) throw new ConfigError(reading.problems.map(operatorConfigProblem));
  loaded = reading.settings;
  return loaded;
};
