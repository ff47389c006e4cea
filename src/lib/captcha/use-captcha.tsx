import { Suspense, use, useState } from 'react';
import { CaptchaPlaceholder } from './captcha-placeholder';
import type { CaptchaProvider, CaptchaWidgetProps } from './captcha-provider';
import { createCaptchaProvider, selectCaptchaProviderId } from './create-captcha-provider';

/**
 * The build's provider behind the same interface, usable before its module has loaded: the Widget
 * shows a placeholder until then, `getToken` and `reset` wait for it. A module that fails to load
 * reaches the page's error boundary through the Widget.
 */
const createDeferredCaptchaProvider = (): CaptchaProvider => {
  // Read first, so a live configuration without a robot check fails the form's render, not later.
  const id = selectCaptchaProviderId();
  const provider = createCaptchaProvider();
  const LoadedWidget = (props: CaptchaWidgetProps) => {
    const { Widget } = use(provider);
    return <Widget {...props} />;
  };
  const Widget = (props: CaptchaWidgetProps) => (
    <Suspense fallback={<CaptchaPlaceholder />}>
      <LoadedWidget {...props} />
    </Suspense>
  );
  return {
    id,
    Widget,
    getToken: async (action) => (await provider).getToken(action),
    reset: () => {
      void provider.then(
        (loaded) => loaded.reset(),
        // Nothing to reset: the Widget already shows the failure.
        () => undefined,
      );
    },
  };
};

/** A captcha for one form, kept for the form's lifetime. */
export const useCaptcha = (): CaptchaProvider => useState(createDeferredCaptchaProvider)[0];
