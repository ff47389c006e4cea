import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Holds the robot check's place (the vendors' widgets are about 78 px high) while its code loads. */
export const CaptchaPlaceholder = () => {
  const { t } = useTranslation('auth');
  return (
    <Center mih={78}>
      <Loader size="sm" role="status" aria-label={t('captcha.loading')} />
    </Center>
  );
};
