import type { Scenario } from './scenario';

/** The platform is down for maintenance: every call answers 503 error.we_are_maintaining. */
export const maintenanceScenario: Scenario = {
  id: 'maintenance',
  name: 'Maintenance',
  description: 'The platform is under maintenance: every call answers 503, so the app shows the maintenance page.',
  credentials: null,
  fakerSeed: 20260304,
  maintenance: true,
  async seed() {
    // Nothing to serve: the wrapper answers 503 before any data is read.
  },
};
