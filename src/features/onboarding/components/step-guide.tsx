import { Badge, Card, Group, Stack, Text, ThemeIcon, Timeline, Title, VisuallyHidden } from '@mantine/core';
import type { User } from '@contract/users/users.schema';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { LinkButton } from '@/components/link-button';
import { getAppConfig } from '@/lib/config';
import { guideStepStates, type GuideStepId, type GuideStepState } from '../guide-steps';
import { SetupCostStep } from './setup-cost-step';

const StepBullet = ({ state, number }: { state: GuideStepState; number: number }) =>
  state === 'done' ? (
    <ThemeIcon size={24} radius="xl" color="green">
      <Icon icon={IconCheck} size="xs" bold decorative />
    </ThemeIcon>
  ) : (
    <Text size="xs" fw={700} aria-hidden>
      {number}
    </Text>
  );

/** What the seller does now on the dashboard's current step, with the link to where it happens. */
const StepAction = ({ id, user }: { id: GuideStepId; user: User }) => {
  const { t } = useTranslation('onboarding');
  switch (id) {
    case 'deposit':
      return (
        <Group>
          <LinkButton to="/payment/add-fund">{t('actions.addFunds')}</LinkButton>
        </Group>
      );
    case 'paySetupCost':
      return <SetupCostStep user={user} />;
    case 'createAdAccount':
      return (
        <Group>
          <LinkButton to="/my-ads-account" search={{ tab: 'setup' }}>
            {t('actions.requestAdAccount')}
          </LinkButton>
        </Group>
      );
    default:
      // Steps 2 and 3 happen on their own pages (the form, the waiting page); 1 and 7 need nothing.
      return null;
  }
};

/**
 * The onboarding step guide (spec sections 2 and 4): every step from getting the agency
 * account to using the official ad account, the done ones ticked, the current one saying
 * what to do now and linking to its screen. It heads the dashboard, the verification
 * form and the waiting page while the onboarding step is below 6; on those two pages the page
 * itself is the step's action (`withActions={false}`). An older account's guide has no setup-cost
 * step (six steps, not seven).
 */
export const StepGuide = ({ user, withActions = true }: { user: User; withActions?: boolean }) => {
  const { t } = useTranslation('onboarding');
  const steps = guideStepStates(user);
  const currentIndex = steps.findIndex((step) => step.state === 'current');
  const brand = getAppConfig().brand.name;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="step-guide-title">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h3" id="step-guide-title">
          {t('guide.title', { brand })}
        </Title>
        <Badge variant="light" size="lg">
          {t('guide.progress', { current: currentIndex + 1, total: steps.length })}
        </Badge>
      </Group>
      <Timeline active={currentIndex} bulletSize={24} lineWidth={2}>
        {steps.map(({ id, state }, index) => (
          <Timeline.Item
            key={id}
            bullet={<StepBullet state={state} number={index + 1} />}
            title={
              <Text fw={state === 'current' ? 700 : 500} c={state === 'upcoming' ? 'dimmed' : undefined}>
                {t(`steps.${id}.title`)}
                {state !== 'upcoming' && <VisuallyHidden>{`, ${t(`guide.${state}Step`)}`}</VisuallyHidden>}
              </Text>
            }
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {state === 'current' && (
              <Stack gap="sm" mt={4}>
                <Text size="sm" c="dimmed">
                  {t(`steps.${id}.description`, { brand })}
                </Text>
                {withActions && <StepAction id={id} user={user} />}
              </Stack>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
};
