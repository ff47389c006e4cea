import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One card of a profile tab: its heading (h2), an optional description and actions. */
export const ProfileSection = ({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Card>
  );
};

export interface Detail {
  label: string;
  /** Null or '' reads "Not provided". */
  value: ReactNode;
}

/** Read-only facts as a description list, in columns on wider screens. */
export const DetailList = ({ items }: { items: readonly Detail[] }) => {
  const { t } = useTranslation('profile');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="md" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="xs" c="dimmed" mb={2}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === '' ? (
              <Text component="span" inherit c="dimmed">
                {t('notProvided')}
              </Text>
            ) : (
              item.value
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
};

/**
 * A section that switches between its view and an inline form. Closing the form gives the
 * focus back to the button that opened it (`openerRef`, focused as it comes back), so a
 * keyboard user is not sent to the top of the page.
 */
export const useInlineEditor = () => {
  const [editing, setEditing] = useState(false);
  const focusOpener = useRef(false);
  const openerRef = useCallback((node: HTMLButtonElement | null) => {
    if (!node || !focusOpener.current) return;
    focusOpener.current = false;
    node.focus();
  }, []);
  const open = useCallback(() => setEditing(true), []);
  const close = useCallback(() => {
    focusOpener.current = true;
    setEditing(false);
  }, []);
  return { editing, open, close, openerRef };
};

/** The Cancel and Save buttons of an inline form. */
export const FormActions = ({ onCancel, pending }: { onCancel: () => void; pending: boolean }) => {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {t('actions.save')}
      </Button>
    </Group>
  );
};
