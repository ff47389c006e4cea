import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { getAppConfig } from '@/lib/config';
import { useSchemaForm } from '@/lib/validation';
import { useSubmitSurveyMutation } from '../api/survey-api';
import {
  OTHER_CHOICE,
  SURVEY_CHOICES,
  SURVEY_TEXT_MAX,
  SurveyFormSchema,
  surveyFormDefaults,
  type SurveyFormOutput,
  toSurveyBody,
} from '../forms/survey-form-schema';
import { postponeSurvey, rememberSurveyAnswered, type SurveyStatus } from '../survey-storage';

/** Lets a modal that just closed (the announcement) finish leaving before this one comes in. */
const ENTER_DELAY_MS = 250;

/**
 * The survey itself: one required choice (with a few words for "Other"). Sending it is
 * remembered for this user; "Later", the close button and Escape put it off for the session.
 */
export const SurveyModal = ({
  userId,
  onDone,
}: {
  userId: string;
  onDone: (status: Exclude<SurveyStatus, 'due'>) => void;
}) => {
  const { t } = useTranslation(['help', 'common']);
  const { brand } = getAppConfig();
  const submitSurvey = useSubmitSurveyMutation();
  const form = useSchemaForm(SurveyFormSchema, { name: 'exclusive-partner-survey', initialValues: surveyFormDefaults });

  const later = () => {
    postponeSurvey(userId);
    onDone('postponed');
  };

  const send = (values: SurveyFormOutput) =>
    submitSurvey.mutate(
      { body: toSurveyBody(values) },
      {
        onSuccess: () => {
          rememberSurveyAnswered(userId);
          notifications.show({
            color: 'green',
            title: t('help:survey.thanksTitle'),
            message: t('help:survey.thanks', { brand: brand.name }),
          });
          onDone('answered');
        },
      },
    );

  // NOTE: Mantine puts a radio group's data-path on its wrapper, which cannot take focus, so the
  // shared "focus the first invalid field" would leave focus on the button: move it to the choices.
  const submit = form.onSubmit(send, (errors, _values, event) => {
    const formElement = event?.currentTarget;
    if (!(formElement instanceof HTMLFormElement)) return;
    // No choice means no radio is checked: the first one takes focus (arrow keys then move through them).
    formElement.querySelector<HTMLElement>(errors.choice ? 'input[type="radio"]' : 'textarea')?.focus();
  });

  return (
    <Modal
      opened
      onClose={later}
      title={t('help:survey.title')}
      transitionProps={{ enterDelay: ENTER_DELAY_MS }}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t('help:survey.intro', { brand: brand.name })}</Text>
          <ApiErrorAlert error={submitSurvey.error} />
          <Radio.Group
            label={t('help:survey.question', { brand: brand.name })}
            withAsterisk
            errorProps={{ mt: 'sm' }}
            {...form.getInputProps('choice')}
          >
            <Stack gap="sm" mt="xs">
              {SURVEY_CHOICES.map((choice, index) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={t(`help:survey.choices.${choice}`)}
                  data-autofocus={index === 0 ? true : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
          {form.values.choice === OTHER_CHOICE && (
            <Textarea
              label={t('help:survey.otherLabel')}
              placeholder={t('help:survey.otherPlaceholder')}
              withAsterisk
              rows={3}
              resize="vertical"
              maxLength={SURVEY_TEXT_MAX}
              {...form.getInputProps('text')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={later}>
              {t('help:survey.later')}
            </Button>
            <Button type="submit" loading={submitSurvey.isPending}>
              {t('help:survey.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
