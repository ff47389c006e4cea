import type { DemoControl } from '@contract/demo/demo-control.schema';
import { ActionIcon, Affix, Button, Drawer, Group, Tabs, Text } from '@mantine/core';
import IconChevronLeft from '@tabler/icons-react/icons/IconChevronLeft';
import IconChevronRight from '@tabler/icons-react/icons/IconChevronRight';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { DEMO_CLEARANCE_PROPERTY, useDemo } from '@/lib/demo';
import { registerDemoTranslations } from '../translations';
import { AdminTab } from './admin-tab';
import { ClockTab } from './clock-tab';
import { FaultsTab } from './faults-tab';
import { RequestsTab } from './requests-tab';
import { ScenarioTab } from './scenario-tab';
import { UnknownScenarioAlert } from './unknown-scenario-alert';

const TABS = ['scenario', 'clock', 'admin', 'faults', 'requests'] as const;
type PanelTab = (typeof TABS)[number];

/** The button's height (Mantine's xs) with its 16 px margin below and 10 px above. */
const BUTTON_CLEARANCE_PX = 56;
/** Tucked away for the tab, across its reloads, like the injected faults. */
const COLLAPSED_KEY = 'demo-panel:collapsed';

const readCollapsed = (): boolean => {
  try {
    return window.sessionStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
};

/**
 * The panel's button: bottom left, tucked away to a small tab on request. The page and the
 * mobile menu keep the button's height free below their last content, so no row, link or
 * language switch stays under it.
 */
const PanelButton = ({ onOpen }: { onOpen: () => void }) => {
  const { t } = useTranslation('demo');
  const [collapsed, setCollapsed] = useState(readCollapsed);
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(DEMO_CLEARANCE_PROPERTY, `${BUTTON_CLEARANCE_PX}px`);
    return () => {
      root.style.removeProperty(DEMO_CLEARANCE_PROPERTY);
    };
  }, []);
  const collapse = (value: boolean) => {
    setCollapsed(value);
    window.sessionStorage.setItem(COLLAPSED_KEY, String(value));
  };

  return (
    <Affix position={{ bottom: 16, left: collapsed ? 0 : 16 }} zIndex={190}>
      {collapsed ? (
        <ActionIcon
          variant="filled"
          color="dark"
          size={30}
          radius={0}
          style={{ borderStartEndRadius: 6, borderEndEndRadius: 6 }}
          aria-label={t('panel.expand')}
          onClick={() => collapse(false)}
        >
          <Icon icon={IconChevronRight} decorative />
        </ActionIcon>
      ) : (
        <Group gap={2} wrap="nowrap">
          <Button size="xs" variant="filled" color="dark" onClick={onOpen} aria-haspopup="dialog">
            {t('panel.open')}
          </Button>
          <ActionIcon
            variant="filled"
            color="dark"
            size={30}
            aria-label={t('panel.collapse')}
            onClick={() => collapse(true)}
          >
            <Icon icon={IconChevronLeft} decorative />
          </ActionIcon>
        </Group>
      )}
    </Affix>
  );
};

/** The demo's control room for sales and QA; only mock and demo builds render it. */
export const ScenarioPanel = ({ control }: { control: DemoControl }) => {
  const { i18n } = useTranslation();
  registerDemoTranslations(i18n);
  return <PanelDrawer control={control} />;
};

const PanelDrawer = ({ control }: { control: DemoControl }) => {
  const { t } = useTranslation('demo');
  const demo = useDemo();
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<PanelTab>('scenario');
  // Bumped on every opening, so the tabs re-read what other tabs may have changed meanwhile.
  const [opening, setOpening] = useState(0);
  if (!demo) return null;

  const open = async () => {
    await control.sync();
    setOpening((count) => count + 1);
    setOpened(true);
  };

  return (
    <>
      <PanelButton onOpen={() => void open()} />
      <UnknownScenarioAlert
        demo={demo}
        onChoose={() => {
          setTab('scenario');
          void open();
        }}
      />
      <Drawer opened={opened} onClose={() => setOpened(false)} title={t('panel.title')} position="right" size="xl">
        <Text size="xs" c="dimmed" mb="sm">
          {t('panel.description')}
        </Text>
        <Tabs
          key={opening}
          value={tab}
          onChange={(value) => setTab(TABS.find((candidate) => candidate === value) ?? 'scenario')}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`panel.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="scenario">
            <ScenarioTab demo={demo} control={control} />
          </Tabs.Panel>
          <Tabs.Panel value="clock">
            <ClockTab control={control} />
          </Tabs.Panel>
          <Tabs.Panel value="admin">
            <AdminTab control={control} />
          </Tabs.Panel>
          <Tabs.Panel value="faults">
            <FaultsTab control={control} />
          </Tabs.Panel>
          <Tabs.Panel value="requests">
            <RequestsTab control={control} />
          </Tabs.Panel>
        </Tabs>
      </Drawer>
    </>
  );
};
