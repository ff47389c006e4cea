import { BRAND_IDS } from '@brands/brand-ids';
import { DEMO_ISSUERS } from '@brands/demo-issuers';
import { IDENTITIES } from '@brands/identities';
import { DEMO_RECEIVING } from '@contract/operator/demo-operator-settings';

/*
 * The operator settings this build carries, by brand id. This module holds the demo's, for mock and
 * demo builds, the dev server and unit tests. A live build replaces it with the operator's settings
 * for its brand, read from their file (`operatorSettingsModule` in vite.config.ts), so no demo value
 * reaches the live bundle.
 */
export const operatorSettingsByBrand: unknown = Object.fromEntries([
  ...BRAND_IDS.map((id) => [id, { ...DEMO_RECEIVING, issuer: DEMO_ISSUERS[id] }]),
  ...Object.values(IDENTITIES).map((identity) => [
    identity.id,
    { ...DEMO_RECEIVING, issuer: DEMO_ISSUERS[identity.baseBrandId] },
  ]),
]);
