import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { showNotification } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error';
import { getAppConfig } from '@/lib/config';
import {
  collectAllRows,
  downloadCsv,
  rowsToCsv,
  type CsvColumn,
  type ExportProgress,
  type PagedRows,
} from '@/lib/csv-export';

/**
 * Exports every row of the filtered list (not only the page on screen) as CSV, paging
 * through the API with a progress bar, then downloads the file: labels in the reader's
 * language, amounts as plain numbers under a header naming the currency, dates in ISO 8601.
 */
export const CsvExportButton = <Row,>({
  fileName,
  columns,
  fetchPage,
}: {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  fetchPage: (page: number, limit: number) => Promise<PagedRows<Row>>;
}) => {
  const { t } = useTranslation(['common', 'errors']);
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const exportRows = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await collectAllRows(fetchPage, setProgress);
      const texts = {
        amountHeader: (header: string, currency: string) => t('table.amountHeader', { header, currency }),
        timezone: getAppConfig().timezone,
      };
      downloadCsv(fileName, await rowsToCsv(rows, columns, texts));
      showNotification({ color: 'green', message: t('table.exportDone', { count: rows.length }) });
    } catch (error) {
      showNotification({ color: 'red', message: t('table.exportFailed', { message: apiErrorMessage(t, error) }) });
    } finally {
      setProgress(null);
    }
  };

  const percent = progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <Stack gap={4}>
      <Button variant="default" onClick={() => void exportRows()} loading={progress !== null}>
        {t('table.export')}
      </Button>
      {progress && (
        <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
          <Progress value={percent} w={120} aria-label={t('table.export')} />
          <Text size="xs" c="dimmed">
            {t('table.exporting', { done: progress.done, total: progress.total })}
          </Text>
        </Group>
      )}
    </Stack>
  );
};
