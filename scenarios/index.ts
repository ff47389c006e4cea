import { adreachVariantScenario } from './adreach-variant';
import { blockedUserScenario } from './blocked-user';
import { maintenanceScenario } from './maintenance';
import { newSellerScenario } from './new-seller';
import { olderSellerScenario } from './older-seller';
import { outOfTrialScenario } from './out-of-trial';
import { partnerScenario } from './partner';
import { rejectedSetupCostScenario } from './rejected-setup-cost';
import type { Scenario } from './scenario';
import { tazapayInProgressScenario } from './tazapay-in-progress';
import { trialingUserScenario } from './trialing-user';
import { verifiedSellerScenario } from './verified-seller';

export type { Scenario, ScenarioCredentials, SeedTools } from './scenario';
export { DEFAULT_EMAIL_CODE, DEMO_PASSWORD } from './scenario';

/** Every scenario, in the order a demo picker lists them. */
export const scenarios: readonly Scenario[] = [
  newSellerScenario,
  verifiedSellerScenario,
  blockedUserScenario,
  maintenanceScenario,
  tazapayInProgressScenario,
  trialingUserScenario,
  outOfTrialScenario,
  partnerScenario,
  adreachVariantScenario,
  rejectedSetupCostScenario,
  olderSellerScenario,
];

export const DEFAULT_SCENARIO_ID = newSellerScenario.id;

export const scenarioIds = (): string[] => scenarios.map((scenario) => scenario.id);

export const findScenario = (id: string | null | undefined): Scenario | undefined =>
  scenarios.find((scenario) => scenario.id === id);

export const defaultScenario = (): Scenario => newSellerScenario;
