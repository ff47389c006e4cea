import { findScenario as findIn, scenarioIds as idsIn, type Scenario, type ScenarioCatalogue } from '@mocks/scenario';
import { adreachVariantScenario } from './adreach-variant';
import { blockedUserScenario } from './blocked-user';
import { maintenanceScenario } from './maintenance';
import { newSellerScenario } from './new-seller';
import { olderSellerScenario } from './older-seller';
import { outOfTrialScenario } from './out-of-trial';
import { partnerScenario } from './partner';
import { rejectedSetupCostScenario } from './rejected-setup-cost';
import { sellerAndPartnerScenario } from './seller-and-partner';
import { tazapayInProgressScenario } from './tazapay-in-progress';
import { trialingUserScenario } from './trialing-user';
import { verifiedSellerScenario } from './verified-seller';

export { DEMO_PASSWORD } from './credentials';

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
  sellerAndPartnerScenario,
];

/** What every entry point hands the mock runtime: it never imports scenarios itself. */
export const scenarioCatalogue: ScenarioCatalogue = { scenarios, defaultScenario: newSellerScenario };

export const DEFAULT_SCENARIO_ID = scenarioCatalogue.defaultScenario.id;

export const scenarioIds = (): string[] => idsIn(scenarioCatalogue);

export const findScenario = (id: string | null | undefined): Scenario | undefined => findIn(scenarioCatalogue, id);
