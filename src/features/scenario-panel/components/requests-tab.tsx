import type { DemoControl } from '@contract/demo/demo-control.schema';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestLog } from '../use-demo-control';

const statusColor = (status: number | null): string => {
  if (status === null || status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'green';
};

/** The last requests the mock backend answered, live. */
export const RequestsTab = ({ control }: { control: DemoControl }) => {
  const { t, i18n } = useTranslation('demo');
  const entries = useRequestLog(control);
  if (entries.length === 0) return <Text>{t('requests.empty')}</Text>;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={4} fz="xs">
        <Table.Caption>{t('requests.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('requests.time')}</Table.Th>
            <Table.Th>{t('requests.call')}</Table.Th>
            <Table.Th>{t('requests.status')}</Table.Th>
            <Table.Th>{t('requests.duration')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.sequence}>
              <Table.Td>{time.format(new Date(entry.at))}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                <Text span fw={600} size="xs">
                  {entry.method}
                </Text>{' '}
                {entry.path}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={statusColor(entry.status)}>
                  {entry.status ?? t('requests.network')}
                </Badge>
                {entry.faulted ? (
                  <Badge size="sm" variant="outline" color="grape" ml={4}>
                    {t('requests.faulted')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{entry.durationMs} ms</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
