import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';

/** What a section needs of its statistics query. */
export interface StatisticsResult<Body> {
  data: { body: Body } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** How a section's table shows: visually hidden (for screen readers) until the toggle shows it. */
export interface TableView {
  visible: boolean;
  id: string;
}

/**
 * One chart of the dashboard: its title and description, a "show as table" toggle, and its own
 * loading skeleton and error with a retry, so one failed call leaves the rest of the page working.
 */
export const StatisticsSection = <Body,>({
  title,
  description,
  result,
  controls,
  children,
}: {
  title: string;
  description: string;
  result: StatisticsResult<Body>;
  /** Extra controls of the chart (e.g. which figure it shows), beside the table toggle. */
  controls?: ReactNode;
  children: (body: Body, table: TableView) => ReactNode;
}) => {
  const { t } = useTranslation('partner-dashboard');
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const body = result.data?.body;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {body !== undefined && (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? t('charts.hideTable') : t('charts.showTable')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {body !== undefined ? (
          <>
            {controls}
            {children(body, { visible: tableShown, id: tableId })}
          </>
        ) : result.isError ? (
          <ErrorState error={result.error} onRetry={() => void result.refetch()} />
        ) : (
          <Skeleton height={260} aria-hidden />
        )}
      </Stack>
    </Card>
  );
};
