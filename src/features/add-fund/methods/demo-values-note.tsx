import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Beside receiving details in mock and demo builds: they are the demo's made-up values, and no one
 * may send money to them. A note, not an alert (it is part of the page, not news), in the blue of the
 * simulated card form's demo note. Live builds show the operator's own details and drop it (the check
 * is static).
 */
export const DemoValuesNote = () => {
  const { t } = useTranslation('add-fund');
  if (import.meta.env.VITE_API_MODE !== 'mock') return null;
  return (
    <Alert role="note" color="blue" variant="light" title={t('demoValues.title')}>
      {t('demoValues.body')}
    </Alert>
  );
};
