import type { Scenario } from '@mocks/scenario';

/** The platform is down for maintenance: every call answers 503 error.we_are_maintaining. */
export const maintenanceScenario: Scenario = {
  id: 'maintenance',
  name: { en: 'Maintenance', vi: 'Bảo trì' },
  description: {
    en: 'The platform is under maintenance: every call answers 503, so the app shows the maintenance page.',
    vi: 'Nền tảng đang bảo trì: mọi yêu cầu đều trả về 503 nên ứng dụng hiển thị trang bảo trì.',
  },
  credentials: null,
  fakerSeed: 20260304,
  maintenance: true,
  async seed() {
    // Nothing to serve: the wrapper answers 503 before any data is read.
  },
};
