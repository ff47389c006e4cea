import { Checkbox, Paper } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaUnsolvedError, type CaptchaProvider, type CaptchaWidgetProps } from './captcha-provider';
import { MOCK_CAPTCHA_TOKEN } from './mock-token';

interface SolvedStore {
  get: () => boolean;
  set: (solved: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

const createSolvedStore = (): SolvedStore => {
  let solved = false;
  const listeners = new Set<() => void>();
  return {
    get: () => solved,
    set: (next) => {
      solved = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The mock's robot check: one checkbox, ticked by the user, cleared by `reset()`. */
const MockCaptchaCheck = ({ store, error, onSolvedChange }: CaptchaWidgetProps & { store: SolvedStore }) => {
  // NOTE: the captcha has no namespace of its own yet; its texts live in `auth` until a second feature uses it.
  const { t } = useTranslation('auth');
  const solved = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Checkbox
        label={t('captcha.notRobot')}
        description={t('captcha.mockHint')}
        checked={solved}
        error={error}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          store.set(checked);
          onSolvedChange?.(checked);
        }}
      />
    </Paper>
  );
};

/**
 * Stands in for a real captcha in mock, demo and test builds: no third party, no network. Only
 * `createCaptchaProvider` imports it, dynamically and in mock builds only, so live bundles lack it.
 */
export const createMockCaptchaProvider = (): CaptchaProvider => {
  const store = createSolvedStore();
  const Widget = (props: CaptchaWidgetProps) => <MockCaptchaCheck store={store} {...props} />;
  return {
    id: 'mock',
    Widget,
    getToken: async () => {
      if (!store.get()) throw new CaptchaUnsolvedError();
      return MOCK_CAPTCHA_TOKEN;
    },
    reset: () => store.set(false),
  };
};
