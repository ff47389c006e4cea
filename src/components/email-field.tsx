import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUIRED_FIELD } from './required-field';

/** The required e-mail input every sign-in form starts with. */
export const EmailField = (props: Omit<TextInputProps, 'label' | 'type'>) => {
  const { t } = useTranslation('common');
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" {...REQUIRED_FIELD} {...props} />;
};
