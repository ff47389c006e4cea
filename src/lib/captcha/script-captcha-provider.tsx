import { Alert, Button, Input, Stack } from '@mantine/core';
import type { Locale } from '@contract/common/enums.schema';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveCaptchaProviderId } from '@/lib/config';
import { CaptchaPlaceholder } from './captcha-placeholder';
import {
  CaptchaUnsolvedError,
  type CaptchaAction,
  type CaptchaProvider,
  type CaptchaWidgetProps,
} from './captcha-provider';

/** One widget the vendor rendered. */
interface RenderedCaptcha {
  reset: () => void;
  remove: () => void;
}

interface CaptchaRenderOptions {
  siteKey: string;
  language: Locale;
  action: CaptchaAction | undefined;
  /** The user passed the check. */
  onToken: (token: string) => void;
  /** The token expired or the widget failed: the check must be passed again. */
  onLapse: () => void;
}

/** What a vendor's module supplies: loading its API (once per page) and rendering one widget with it. */
export interface CaptchaVendor<Api> {
  id: LiveCaptchaProviderId;
  load: (language: Locale) => Promise<Api>;
  render: (api: Api, container: HTMLElement, options: CaptchaRenderOptions) => RenderedCaptcha;
}

/** The token and the widget of one form's check. */
const createCheckState = () => {
  let token: string | null = null;
  let widget: RenderedCaptcha | null = null;
  return {
    token: () => token,
    solve: (next: string | null) => {
      token = next;
    },
    attach: (rendered: RenderedCaptcha | null) => {
      widget?.remove();
      widget = rendered;
      token = null;
    },
    reset: () => {
      token = null;
      widget?.reset();
    },
  };
};
type CheckState = ReturnType<typeof createCheckState>;

type LoadStatus = 'loading' | 'ready' | 'failed';

interface ScriptCaptchaCheckProps<Api> extends CaptchaWidgetProps {
  vendor: CaptchaVendor<Api>;
  siteKey: string;
  check: CheckState;
}

/** The vendor's widget: loaded when it mounts, rendered in the page's language, with a retry when its script fails. */
const ScriptCaptchaCheck = <Api,>({
  vendor,
  siteKey,
  check,
  action,
  error,
  onSolvedChange,
}: ScriptCaptchaCheckProps<Api>) => {
  const { t, i18n } = useTranslation('auth');
  const language: Locale = i18n.language === 'vi' ? 'vi' : 'en';
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const solvedChange = useEffectEvent((solved: boolean) => onSolvedChange?.(solved));

  useEffect(() => {
    let current = true;
    let host: HTMLElement | null = null;
    vendor.load(language).then(
      (api) => {
        const container = containerRef.current;
        if (!current || !container) return;
        // A fresh element per widget: reCAPTCHA refuses to render twice into the same one.
        host = container.appendChild(document.createElement('div'));
        check.attach(
          vendor.render(api, host, {
            siteKey,
            language,
            action,
            onToken: (token) => {
              check.solve(token);
              solvedChange(true);
            },
            onLapse: () => {
              check.solve(null);
              solvedChange(false);
            },
          }),
        );
        setStatus('ready');
      },
      () => {
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
      // A widget rendered again (another language) starts unsolved; the form learns it from getToken.
      check.attach(null);
      host?.remove();
    };
  }, [vendor, siteKey, check, language, action, attempt]);

  const retry = () => {
    setStatus('loading');
    setAttempt((value) => value + 1);
  };

  return (
    <Stack gap={4}>
      {status === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            {t('captcha.loadFailed')}
            <Button size="xs" color="red" onClick={retry}>
              {t('captcha.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          {status === 'loading' && <CaptchaPlaceholder />}
          <div ref={containerRef} />
        </>
      )}
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
};

/** A real provider: the vendor's script loads when the Widget mounts, and the token is the one its callback gave. */
export const createScriptCaptchaProvider = <Api,>(vendor: CaptchaVendor<Api>, siteKey: string): CaptchaProvider => {
  const check = createCheckState();
  const Widget = (props: CaptchaWidgetProps) => (
    <ScriptCaptchaCheck vendor={vendor} siteKey={siteKey} check={check} {...props} />
  );
  return {
    id: vendor.id,
    Widget,
    getToken: async () => {
      const token = check.token();
      if (token === null) throw new CaptchaUnsolvedError();
      return token;
    },
    reset: check.reset,
  };
};
