import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide toggle is a named, focusable button. */
export const PasswordField = (props: PasswordInputProps) => {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      {...props}
    />
  );
};
