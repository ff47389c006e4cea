import { Anchor, AppShell, Box, Burger, Divider, Group, Image, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Layout } from '@brands';
import { UI_TIMINGS } from '@contract/common/constants';
import type { User } from '@contract/users/users.schema';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { effectiveSupportLink } from '@/components/support-link';
import { ExclusivePartnerSurvey } from '@/features/exclusive-partner-survey/components/exclusive-partner-survey';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { PlanStatusGate } from '@/features/plans/components/plan-status-gate';
import { loadScreenNamespaces } from '@/lib/i18n';
import { getAppConfig } from '@/lib/config';
import { DEMO_CLEARANCE } from '@/lib/demo';
import { useConfiguration } from '@/lib/queries/configuration';
import { meOptions, usersApi } from '@/lib/queries/users';
import { isAuthenticated, syncOnboardingFlag } from '@/lib/session';
import { readStorage, STORAGE_KEYS, STORAGE_WRITE_EVENT } from '@/lib/storage';
import { AnnouncementNotice, FALLBACK_ANNOUNCEMENT_ID } from './announcement-notice';
import { DesktopBanner, useIsCompactScreen } from './desktop-banner';
import { PARTNER_NAV, SELLER_NAV, visibleNavItems } from './nav-items';
import { usePartnerView, usePartnerViewDrop, type ShellView } from './partner-view';
import { PartnerViewSwitch } from './partner-view-switch';
import { ProfileIncompleteAlert, shouldShowProfileAlert } from './profile-incomplete-alert';
import { ShellNavLinks } from './shell-nav';
import { SupportChatLink } from './support-chat-link';
import { UserMenu } from './user-menu';
import { WalletBalanceLink } from './wallet-balance-link';

const HEADER_HEIGHT = 60;
const HORIZONTAL_NAV_HEIGHT = 48;
const NAVBAR_WIDTH = 260;

/** The signed-in user's account info; the guards fill the same cache entry. */
const useMe = (): User | undefined => {
  const me = usersApi.getMe.useQuery({ ...meOptions(), enabled: isAuthenticated() });
  const user = me.isSuccess ? me.data.body : undefined;
  useEffect(() => {
    if (user) syncOnboardingFlag(user);
  }, [user]);
  return user;
};

const MoneyOutcomeWatcher = lazy(() =>
  Promise.all([import('./money-outcome-watcher'), loadScreenNamespaces('money-outcome')]).then(([module]) => ({
    default: module.MoneyOutcomeWatcher,
  })),
);

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORAGE_WRITE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORAGE_WRITE_EVENT, onChange);
  };
};

/** The watcher and its code load only once a money action was started in this browser (here or in another tab). */
const LazyMoneyOutcomeWatcher = ({ userId }: { userId: string }) => {
  const started = useSyncExternalStore(subscribeToStorage, () => readStorage(STORAGE_KEYS.moneyIntents) !== null);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <MoneyOutcomeWatcher userId={userId} />
    </Suspense>
  );
};

const BrandLink = ({ compact }: { compact: boolean }) => {
  const { t } = useTranslation('shell');
  const { brand } = getAppConfig();
  return (
    <Anchor
      component={Link}
      to="/"
      underline="never"
      c="inherit"
      aria-label={t('landmarks.homeLink', { brand: brand.name })}
    >
      <Group gap="xs" wrap="nowrap">
        {/* The wordmark carries the name; the square mark needs the name beside it. */}
        {compact ? (
          <>
            <Image src={brand.logos.mark} alt={brand.name} h={32} w={32} fit="contain" />
            <Text fw={700} size="lg" visibleFrom="xs">
              {brand.name}
            </Text>
          </>
        ) : (
          <Image src={brand.logos.wordmark} alt={brand.name} h={32} w="auto" fit="contain" />
        )}
      </Group>
    </Anchor>
  );
};

/**
 * The signed-in shell: header (brand, support, notifications, language, user menu)
 * and the navigation, as a sidebar (`vertical`) or a header row (`horizontal`).
 * On screens of 1024 px or less the navigation folds behind a burger either way.
 */
export const Shell = ({ children, orientation }: { children: ReactNode; orientation: Layout }) => {
  const { t } = useTranslation('shell');
  const { brand } = getAppConfig();
  const compact = useIsCompactScreen();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const pathname = useLocation({ select: (location) => location.pathname });

  const me = useMe();
  usePartnerViewDrop(me);
  const partner = usePartnerView(me);

  const configuration = useConfiguration();
  // Until the system variant is known nothing variant-dependent shows; a failed read keeps the build's brand.
  const settled = !configuration.isPending;
  const system = configuration.data?.body.system ?? null;
  const supportLink = settled ? effectiveSupportLink(brand, system) : null;
  const announcementId = settled ? (configuration.data?.body.announcement?.id ?? FALLBACK_ANNOUNCEMENT_ID) : null;

  // The mobile navigation closes once a link has taken the user somewhere.
  useEffect(() => closeNav(), [pathname, closeNav]);

  const navItems = partner.view === 'partner' ? PARTNER_NAV : visibleNavItems(SELLER_NAV, brand.flags);
  const sidebar = orientation === 'vertical' || compact;
  const headerHeight = sidebar ? HEADER_HEIGHT : HEADER_HEIGHT + HORIZONTAL_NAV_HEIGHT;

  const switchView = (view: ShellView) => {
    closeNav();
    partner.switchView(view);
  };

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={
        sidebar
          ? {
              width: NAVBAR_WIDTH,
              breakpoint: UI_TIMINGS.mobileBreakpointPx,
              collapsed: { mobile: !navOpened, desktop: false },
            }
          : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {compact && (
              <Burger
                opened={navOpened}
                onClick={toggleNav}
                size="sm"
                aria-label={navOpened ? t('burger.close') : t('burger.open')}
                aria-expanded={navOpened}
              />
            )}
            <BrandLink compact={compact} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {partner.view === 'seller' && <WalletBalanceLink user={me} />}
            <SupportChatLink link={supportLink} />
            {brand.flags.notifications && <NotificationsMenu />}
            {!compact && <LanguageSwitcher />}
            <UserMenu user={me} showName={!compact} />
          </Group>
        </Group>
        {!sidebar && (
          <Group
            component="nav"
            aria-label={t('landmarks.mainNav')}
            h={HORIZONTAL_NAV_HEIGHT}
            px="md"
            gap="md"
            wrap="nowrap"
          >
            {partner.canSwitch && (
              <Box w={200} style={{ flexShrink: 0 }}>
                <PartnerViewSwitch view={partner.view} onChange={switchView} />
              </Box>
            )}
            <Box style={{ flex: 1, minWidth: 0 }}>
              <ShellNavLinks items={navItems} orientation="horizontal" />
            </Box>
          </Group>
        )}
      </AppShell.Header>

      {sidebar && (
        <AppShell.Navbar
          pt="sm"
          px="sm"
          aria-label={t('landmarks.mainNav')}
          style={{ paddingBottom: `calc(var(--mantine-spacing-sm) + ${DEMO_CLEARANCE})` }}
        >
          {partner.canSwitch && (
            <AppShell.Section mb="sm">
              <PartnerViewSwitch view={partner.view} onChange={switchView} />
            </AppShell.Section>
          )}
          <AppShell.Section grow component={ScrollArea}>
            <ShellNavLinks items={navItems} orientation="vertical" onNavigate={closeNav} />
          </AppShell.Section>
          {compact && (
            <AppShell.Section>
              <Divider my="sm" />
              <LanguageSwitcher />
            </AppShell.Section>
          )}
        </AppShell.Navbar>
      )}

      <AppShell.Main
        style={{
          paddingBottom: `calc(var(--app-shell-footer-offset, 0rem) + var(--app-shell-padding) + ${DEMO_CLEARANCE})`,
        }}
      >
        <Stack gap="md">
          <DesktopBanner compact={compact} />
          {shouldShowProfileAlert(me, pathname) && <ProfileIncompleteAlert />}
          <PlanStatusGate pathname={pathname}>
            <Box>{children}</Box>
          </PlanStatusGate>
        </Stack>
      </AppShell.Main>

      <AnnouncementNotice announcementId={announcementId} />
      <ExclusivePartnerSurvey announcementId={announcementId} />
      {me && <LazyMoneyOutcomeWatcher userId={me.id} />}
    </AppShell>
  );
};
