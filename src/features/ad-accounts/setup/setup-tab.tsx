import { Badge, Card, Group, Skeleton, Stack, Text, ThemeIcon, Timeline, Title, VisuallyHidden } from '@mantine/core';
import type { User } from '@contract/users/users.schema';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { getAppConfig } from '@/lib/config';
import { useCreationGates, usePlatformSetup, type CreationGatesState } from './api/use-setup-state';
import { BusinessCentresStep } from './components/business-centres-step';
import { ConnectPlatformButton } from './components/connect-platform-button';
import { CreationGatesAlert } from './components/creation-gates-alert';
import { RequestAdAccountButton } from './request-ad-account';
import { setupStepStates, type SetupStepId, type SetupStepState } from './setup-state';

const StepBullet = ({ state, number }: { state: SetupStepState; number: number }) =>
  state === 'done' ? (
    <ThemeIcon size={28} radius="xl" color="green.8">
      <Icon icon={IconCheck} size="xs" bold decorative />
    </ThemeIcon>
  ) : (
    <Text size="sm" fw={700} aria-hidden>
      {number}
    </Text>
  );

/** Step 1: the connected platform account (from the account info), or the way to connect it. */
const ConnectStep = ({ user, connected }: { user: User; connected: boolean }) => {
  const { t } = useTranslation('ad-account-setup');
  if (connected && user.tiktok) {
    return (
      <Card withBorder padding="sm" maw={480}>
        <Text size="xs" c="dimmed">
          {t('connect.connectedAs')}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.tiktok.displayName}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('connect.accountId', { id: user.tiktok.id })}
          </Text>
          <CopyButton value={user.tiktok.id} label={t('connect.copyId')} size="sm" />
        </Group>
      </Card>
    );
  }
  return <ConnectPlatformButton>{user.tiktok ? t('connect.again') : t('connect.button')}</ConnectPlatformButton>;
};

/** Step 3: what still blocks a request (the gates of the contract), and the request itself. */
const AdAccountStep = ({
  user,
  creation,
  earlierStepsDone,
}: {
  user: User;
  creation: CreationGatesState;
  earlierStepsDone: boolean;
}) => {
  const { t } = useTranslation('ad-account-setup');
  return (
    <Stack gap="sm" align="flex-start">
      {!earlierStepsDone && (
        <Text size="sm" c="dimmed">
          {t('steps.adAccount.finishEarlier')}
        </Text>
      )}
      {creation.status === 'pending' && <Skeleton height={40} w="100%" aria-hidden />}
      {creation.status === 'error' && <ErrorState error={creation.error} onRetry={creation.retry} />}
      {creation.status === 'success' && <CreationGatesAlert gates={creation.gates} user={user} />}
      <RequestAdAccountButton />
    </Stack>
  );
};

/**
 * The setup tab of My ad accounts (spec section 2): connect the platform account, create
 * business centres (at most 3), then create or request an ad account. Every step is live and
 * shows its data; done steps are ticked and the current one is highlighted.
 */
export const SetupTab = () => {
  const { t, ready } = useTranslation('ad-account-setup');
  const setup = usePlatformSetup();
  const creation = useCreationGates(setup.me);
  const titleId = useId();
  // The screen namespace comes with the page's loader; until it is there, no key shows.
  if (!ready) return <Skeleton height={320} aria-hidden />;

  const steps = setupStepStates({
    connected: setup.connected,
    businessCentres: setup.list.length,
    adAccountsInUse: creation.status === 'success' ? creation.adAccountsInUse : 0,
  });
  const currentIndex = steps.findIndex((step) => step.state === 'current');
  const doneCount = steps.filter((step) => step.state === 'done').length;
  const content: Record<SetupStepId, ReactNode> = {
    connect: <ConnectStep user={setup.me} connected={setup.connected} />,
    businessCentre: <BusinessCentresStep setup={setup} />,
    adAccount: (
      <AdAccountStep user={setup.me} creation={creation} earlierStepsDone={setup.connected && setup.list.length > 0} />
    ),
  };

  return (
    <Card withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('guide.title')}
        </Title>
        <Badge variant="light" size="lg">
          {t('guide.progress', { done: doneCount, total: steps.length })}
        </Badge>
      </Group>
      <Timeline active={currentIndex === -1 ? steps.length - 1 : currentIndex - 1} bulletSize={28} lineWidth={2}>
        {steps.map(({ id, state }, index) => (
          <Timeline.Item
            key={id}
            bullet={<StepBullet state={state} number={index + 1} />}
            aria-current={state === 'current' ? 'step' : undefined}
            title={
              <Title
                order={3}
                size="h5"
                c={state === 'upcoming' ? 'dimmed' : undefined}
                fw={state === 'current' ? 800 : 600}
              >
                {t('guide.stepTitle', { number: index + 1, title: t(`steps.${id}.title`) })}
                {state !== 'upcoming' && <VisuallyHidden>{`, ${t(`guide.${state}`)}`}</VisuallyHidden>}
              </Title>
            }
          >
            <Stack
              gap="sm"
              mt={6}
              pl={state === 'current' ? 'sm' : 0}
              // The current step stands out by a bar in the brand colour; a tint would dim its grey texts.
              style={state === 'current' ? { borderLeft: '3px solid var(--mantine-primary-color-filled)' } : undefined}
            >
              <Text size="sm" c="dimmed">
                {t(`steps.${id}.description`, { brand: getAppConfig().brand.name })}
              </Text>
              {content[id]}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
};
