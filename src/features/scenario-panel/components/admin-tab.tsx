import {
  DEMO_REASON_MAX,
  type AdminDecision,
  type DemoControl,
  type PendingItem,
} from '@contract/demo/demo-control.schema';
import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessageKey } from '@/lib/i18n';
import { formatUsdCents } from '@/lib/money';
import { requiredText, useSchemaForm, validationMessage } from '@/lib/validation';
import { useRefreshApp } from '../use-demo-control';

const RejectFormSchema = z.object({
  reason: requiredText().max(DEMO_REASON_MAX, validationMessage('maxLength', { max: DEMO_REASON_MAX })),
});

const DECISION_COLORS: Record<AdminDecision, string> = { approve: 'green', reject: 'red', skip: 'gray' };

const RejectDialog = ({
  item,
  onClose,
  onReject,
}: {
  item: PendingItem | null;
  onClose: () => void;
  onReject: (item: PendingItem, reason: string) => Promise<void>;
}) => {
  const { t } = useTranslation('demo');
  const form = useSchemaForm(RejectFormSchema, { name: 'reject-item', initialValues: { reason: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={item ? t('admin.rejectTitle', { kind: t(`admin.kind.${item.kind}`) }) : ''}
      centered
    >
      {item ? (
        <form
          noValidate
          onSubmit={form.submit(async (values) => {
            await onReject(item, values.reason);
            close();
          })}
        >
          <Stack>
            <TextInput label={t('admin.reason')} required data-autofocus {...form.getInputProps('reason')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('admin.cancel')}
              </Button>
              <Button type="submit" color="red">
                {t('admin.confirmReject')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
};

/** The admin's inbox: every item an admin could settle, with the decisions it allows. */
export const AdminTab = ({ control }: { control: DemoControl }) => {
  const { t, i18n } = useTranslation(['demo', 'errors']);
  const refreshApp = useRefreshApp();
  const [items, setItems] = useState(control.pendingItems);
  const [rejecting, setRejecting] = useState<PendingItem | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const decide = async (item: PendingItem, decision: AdminDecision, reason?: string) => {
    setBusyId(item.id);
    try {
      const result = await control.decide({ kind: item.kind, id: item.id, decision, reason });
      const kind = t(`demo:admin.kind.${item.kind}`);
      if (result.ok) {
        notifications.show({ color: 'green', message: t('demo:admin.decided', { kind }) });
      } else {
        const key = errorMessageKey(result.code);
        notifications.show({
          color: 'red',
          message: t('demo:admin.failed', { message: key ? t(key) : result.message }),
        });
      }
      setItems(control.pendingItems());
      await refreshApp();
    } finally {
      setBusyId(null);
    }
  };

  if (items.length === 0) return <Text>{t('demo:admin.empty')}</Text>;

  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped>
          <Table.Caption>{t('demo:admin.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('demo:admin.item')}</Table.Th>
              <Table.Th>{t('demo:admin.seller')}</Table.Th>
              <Table.Th>{t('demo:admin.amount')}</Table.Th>
              <Table.Th>{t('demo:admin.created')}</Table.Th>
              <Table.Th>{t('demo:admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={`${item.kind}-${item.id}`}>
                <Table.Td>
                  <Badge variant="light">{t(`demo:admin.kind.${item.kind}`)}</Badge>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {item.detail}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.user.name}</Text>
                  <Text size="xs" c="dimmed">
                    {item.user.email}
                  </Text>
                </Table.Td>
                <Table.Td>{item.amount === null ? '—' : formatUsdCents(item.amount, i18n.language)}</Table.Td>
                <Table.Td>
                  {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
                    new Date(item.createdAt),
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {item.decisions.map((decision) => (
                      <Button
                        key={decision}
                        size="compact-xs"
                        variant="light"
                        color={DECISION_COLORS[decision]}
                        loading={busyId === item.id}
                        aria-label={`${t(`demo:admin.${decision}`)}: ${t(`demo:admin.kind.${item.kind}`)} ${item.detail}`}
                        onClick={() => (decision === 'reject' ? setRejecting(item) : void decide(item, decision))}
                      >
                        {t(`demo:admin.${decision}`)}
                      </Button>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RejectDialog
        item={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(item, reason) => decide(item, 'reject', reason)}
      />
    </>
  );
};
