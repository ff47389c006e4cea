// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { ConnectPlatformButton } from '@/features/ad-accounts/setup/components/connect-platform-button';
import { renderHelp, setupHelpTests, startHelpI18n } from '../help/render-help';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupHelpTests();

/** The platform-connect call answers this grant page. */
const grantPageIs = (redirectUrl: string) =>
  server.use(http.get('*/api/users/request-connect-tiktok', () => HttpResponse.json({ redirectUrl })));

const connect = async () => {
  await renderHelp(<ConnectPlatformButton>Connect</ConnectPlatformButton>);
  fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
};

describe('connecting the platform account', () => {
  const REFUSED = {
    en: 'This link leads somewhere we cannot safely open, so you stayed here. Please try again later or contact support.',
    vi: 'Liên kết này dẫn tới nơi không thể mở an toàn nên bạn vẫn ở lại trang này. Vui lòng thử lại sau hoặc liên hệ hỗ trợ.',
  } as const;

  it.each([
    { locale: 'en', url: 'javascript:alert(document.domain)' },
    { locale: 'en', url: 'http://evil.example/grant' },
    { locale: 'en', url: 'data:text/html,<b>hi</b>' },
    { locale: 'en', url: 'https://grant.evil.example/portal/auth' },
    { locale: 'vi', url: 'javascript:alert(1)' },
  ] as const)('refuses $url with a message ($locale), and the browser stays', async ({ locale, url }) => {
    await startHelpI18n(locale);
    const here = window.location.href;
    grantPageIs(url);
    await connect();
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED[locale]);
    expect(window.location.href).toBe(here);
  });

  // Last: the window then stands on the grant page.
  it("leaves for the platform's https grant page", async () => {
    await startHelpI18n('en');
    const grantPage = 'https://business-api.tiktok.com/portal/auth?app_id=1';
    grantPageIs(grantPage);
    await connect();
    await vi.waitFor(() => expect(window.location.href).toBe(grantPage), { timeout: 30_000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
