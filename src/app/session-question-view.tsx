import { Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSession, signIn } from '@/lib/session';
import type { SessionQuestion } from '@/lib/session-question';
import { loadPage } from './shell/reload-page';

type SwitchQuestion = Extract<SessionQuestion, { kind: 'switch' }>;

/** A button whose label is an e-mail address: it wraps instead of running out of a phone's screen. */
const WRAPPING_LABEL = {
  root: { height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center', paddingBlock: 6 },
} as const;

const AccountLine = ({ label, email }: { label: string; email: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
      {email}
    </Text>
  </div>
);

/**
 * Whether to switch to the account of a sign-in link opened while signed in (issue 41). Staying is
 * the safe choice: it has the focus, and Escape or a click outside choose it too. Switching stores
 * the link's token in place of the old session (and its stored data), drops the old account's
 * cached data and loads the link's page afresh, so no screen keeps anything of the old account.
 */
const SwitchAccountDialog = ({ question, onStay }: { question: SwitchQuestion; onStay: () => void }) => {
  const { t } = useTranslation('session-switch');
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);

  const switchAccount = () => {
    setSwitching(true);
    clearSession();
    signIn(question.token);
    queryClient.clear();
    loadPage(question.path);
  };

  return (
    <Modal
      opened
      onClose={onStay}
      title={t('title')}
      centered
      closeOnEscape={!switching}
      closeOnClickOutside={!switching}
      withCloseButton={!switching}
    >
      <Stack gap="md">
        <Text size="sm">{t('intro')}</Text>
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <AccountLine label={t('signedIn')} email={question.current.email} />
            <AccountLine label={t('inLink')} email={question.link.email} />
          </Stack>
        </Paper>
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
        <Stack gap="sm">
          <Button data-autofocus onClick={onStay} disabled={switching} styles={WRAPPING_LABEL}>
            {t('stay', { email: question.current.email })}
          </Button>
          <Button variant="default" onClick={switchAccount} loading={switching} styles={WRAPPING_LABEL}>
            {t('switch', { email: question.link.email })}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
};

/** A link that was not used says so once, as a toast; the session stays as it was. */
const LinkNotUsedNotice = ({ why, onShown }: { why: 'link-invalid' | 'link-unchecked'; onShown: () => void }) => {
  const { t } = useTranslation('session-switch');
  useEffect(() => {
    notifications.show({
      color: 'yellow',
      title: t('linkNotUsed'),
      message: t(why === 'link-invalid' ? 'linkInvalid' : 'linkUnchecked'),
    });
    onShown();
  }, [t, why, onShown]);
  return null;
};

/** What the URL intake left to say about a sign-in link for another account (see session-question.ts). */
export const SessionQuestionView = ({ question, onDone }: { question: SessionQuestion; onDone: () => void }) =>
  question.kind === 'switch' ? (
    <SwitchAccountDialog question={question} onStay={onDone} />
  ) : (
    <LinkNotUsedNotice why={question.kind} onShown={onDone} />
  );
