import type { DemoControl } from '@contract/demo/demo-control.schema';
import { Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoText } from '@contract/demo/demo-control.schema';
import { demoTextIn, type DemoInfo } from '@/lib/demo';

/** Switch scenario or reset: both reseed the shared demo and reload every tab. */
export const ScenarioTab = ({ demo, control }: { demo: DemoInfo; control: DemoControl }) => {
  const { t, i18n } = useTranslation('demo');
  const inLanguage = (text: DemoText) => demoTextIn(text, i18n.language);
  const [chosen, setChosen] = useState<string>(demo.scenario.id);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const described = demo.scenarios.find((scenario) => scenario.id === chosen);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    await action();
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('scenario.current')}
        </Text>
        <Title order={3} size="h4">
          {inLanguage(demo.scenario.name)}
        </Title>
        <Text size="sm">{inLanguage(demo.scenario.description)}</Text>
      </Stack>
      <Select
        label={t('scenario.choose')}
        data={demo.scenarios.map((scenario) => ({
          value: scenario.id,
          label: `${inLanguage(scenario.name)} (${scenario.id})`,
        }))}
        value={chosen}
        onChange={(value) => setChosen(value ?? demo.scenario.id)}
        allowDeselect={false}
        description={described && inLanguage(described.description)}
      />
      <Group>
        <Button
          onClick={() => void run(() => control.switchScenario(chosen))}
          loading={busy}
          disabled={chosen === demo.scenario.id}
        >
          {t('scenario.switch')}
        </Button>
        <Button variant="light" color="red" onClick={() => setConfirming(true)} disabled={busy}>
          {t('scenario.reset')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('scenario.switchHint')} {t('scenario.resetHint')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('scenario.urlHint')}
      </Text>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('scenario.resetConfirmTitle')} centered>
        <Stack>
          <Text size="sm">{t('scenario.resetConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('scenario.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void run(control.reset)}>
              {t('scenario.confirmReset')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};
