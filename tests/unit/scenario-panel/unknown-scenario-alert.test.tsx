// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { UnknownScenarioAlert } from '@/features/scenario-panel/components/unknown-scenario-alert';
import { registerDemoTranslations } from '@/features/scenario-panel/translations';
import { changeLocale } from '@/lib/i18n';
import type { DemoInfo } from '@/lib/demo';
import { renderKit, setupKitTests } from '../kit/kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();
beforeAll(() => registerDemoTranslations(getI18n()));

const demo = (unknownScenario?: string): DemoInfo => ({
  scenario: {
    id: 'verified-seller',
    name: { en: 'Verified seller', vi: 'Người bán đã xác minh' },
    description: { en: 'A seller with data on every page', vi: 'Người bán có dữ liệu ở mọi trang' },
    credentials: null,
  },
  scenarios: [
    { id: 'new-seller', name: { en: 'New seller', vi: 'Người bán mới' }, description: { en: '', vi: '' } },
    {
      id: 'verified-seller',
      name: { en: 'Verified seller', vi: 'Người bán đã xác minh' },
      description: { en: '', vi: '' },
    },
  ],
  emailCode: '246810',
  cardActivationCode: '246810',
  control: null,
  ...(unknownScenario === undefined ? {} : { unknownScenario }),
});

describe('UnknownScenarioAlert', () => {
  it('says in Vietnamese which id is unknown, where the demo stayed and which ids exist', () => {
    renderKit(<UnknownScenarioAlert demo={demo('does-not-exist')} onChoose={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Không có kịch bản “does-not-exist”');
    expect(alert.textContent).toContain('“Người bán đã xác minh”');
    expect(alert.textContent).toContain('new-seller, verified-seller');
  });

  it('opens the panel on request, or goes away when dismissed, in English too', async () => {
    await changeLocale('en');
    const onChoose = vi.fn();
    renderKit(<UnknownScenarioAlert demo={demo('does-not-exist')} onChoose={onChoose} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'There is no scenario “does-not-exist”, so the demo stays on “Verified seller”. Known scenarios: new-seller, verified-seller.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose a scenario' }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
    await changeLocale('vi');
  });

  it('can be dismissed, and shows nothing when the scenario was found', async () => {
    const { unmount } = renderKit(<UnknownScenarioAlert demo={demo('nope')} onChoose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderKit(<UnknownScenarioAlert demo={demo()} onChoose={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
