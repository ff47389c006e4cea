import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/icons/IconSearch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box. It reports the text a moment after typing stops (the screen puts it
 * in the URL, which reloads the list), and follows the URL when it changes from outside.
 */
export const SearchInput = ({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
}) => {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  // The URL may change from outside (back button, a shared link): follow it.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const report = useDebouncedCallback((next: string) => onChange(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={label ?? t('table.search')}
      placeholder={placeholder}
      leftSection={<Icon icon={IconSearch} decorative />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t('table.clearSearch')}
            onClick={() => {
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      style={{ flex: '1 1 240px' }}
    />
  );
};
