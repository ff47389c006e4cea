import { Affix, Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { demoTextIn, type DemoInfo } from '@/lib/demo';

/**
 * `?scenario=` named no scenario: the demo stayed on its own, which a sales person or QA must see
 * on the page rather than take the data for the scenario they asked for.
 */
export const UnknownScenarioAlert = ({ demo, onChoose }: { demo: DemoInfo; onChoose: () => void }) => {
  const { t, i18n } = useTranslation('demo');
  const [shown, setShown] = useState(true);
  const { unknownScenario } = demo;
  if (unknownScenario === undefined || !shown) return null;

  return (
    <Affix position={{ bottom: 56, left: 16 }} zIndex={190} maw="min(440px, calc(100vw - 32px))">
      <Alert
        color="red"
        variant="filled"
        title={t('scenario.unknownTitle')}
        withCloseButton
        closeButtonLabel={t('scenario.dismiss')}
        onClose={() => setShown(false)}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t('scenario.unknown', {
              id: unknownScenario,
              current: demoTextIn(demo.scenario.name, i18n.language),
              ids: demo.scenarios.map((scenario) => scenario.id).join(', '),
            })}
          </Text>
          <Button
            size="xs"
            variant="white"
            color="dark"
            onClick={() => {
              setShown(false);
              onChoose();
            }}
          >
            {t('scenario.chooseInPanel')}
          </Button>
        </Stack>
      </Alert>
    </Affix>
  );
};
