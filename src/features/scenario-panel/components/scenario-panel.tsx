import type { DemoControl } from '@contract/demo/demo-control.schema';
import { Affix, Button, Drawer, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemo } from '@/lib/demo';
import { registerDemoTranslations } from '../translations';
import { AdminTab } from './admin-tab';
import { ClockTab } from './clock-tab';
import { FaultsTab } from './faults-tab';
import { RequestsTab } from './requests-tab';
import { ScenarioTab } from './scenario-tab';

const TABS = ['scenario', 'clock', 'admin', 'faults', 'requests'] as const;
type PanelTab = (typeof TABS)[number];

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
      <Affix position={{ bottom: 16, left: 16 }} zIndex={190}>
        <Button size="xs" variant="filled" color="dark" onClick={() => void open()} aria-haspopup="dialog">
          {t('panel.open')}
        </Button>
      </Affix>
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
