import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Rows of a table still loading, in the shape of the rows to come. */
export const TableSkeleton = ({ rows = 5 }: { rows?: number }) => (
  <Stack gap="xs" aria-hidden>
    <Skeleton height={36} />
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={28} />
    ))}
  </Stack>
);

/**
 * A page still loading, in the shape of a page (heading, figures, a table), so the
 * layout does not jump when the data arrives. Screen readers hear one "loading".
 */
export const PageSkeleton = () => {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-label={t('loading')}>
      <Group justify="space-between">
        <Skeleton height={32} width="40%" radius="sm" />
        <Skeleton height={36} width={120} radius="sm" />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} withBorder padding="md">
            <Skeleton height={12} width="50%" mb="sm" />
            <Skeleton height={24} width="70%" />
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="md">
        <TableSkeleton />
      </Card>
    </Stack>
  );
};
