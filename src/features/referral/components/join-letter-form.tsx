import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { useSchemaForm } from '@/lib/validation';
import { useSendJoinLetter } from '../api/referral-queries';
import { COMMUNITY_MESSAGE_MAX, JOIN_LETTER_DEFAULTS, joinLetterFormSchema } from '../forms/join-letter-form-schema';

/**
 * The Facebook profile link and a short message (spec section 2's community-tab form), sent as a
 * join letter. The server's refusal is shown as it says it.
 */
export const JoinLetterForm = ({
  name,
  submitLabel,
  sentMessage,
}: {
  /** The form's id, unique on the page. */
  name: string;
  submitLabel: string;
  /** The toast once sent. */
  sentMessage: string;
}) => {
  const { t } = useTranslation('referral');
  const send = useSendJoinLetter();
  const notify = useSuccessNotification();
  const form = useSchemaForm(joinLetterFormSchema, { name, initialValues: JOIN_LETTER_DEFAULTS });
  const length = form.values.message.trim().length;

  return (
    <form
      noValidate
      onSubmit={form.submit((body) =>
        send.mutate(
          { body },
          {
            onSuccess: () => {
              notify({ message: sentMessage });
              form.reset();
            },
          },
        ),
      )}
    >
      <Stack gap="md" maw={520}>
        <TextInput
          type="url"
          label={t('joinLetter.facebook')}
          placeholder="https://www.facebook.com/your.profile"
          autoComplete="url"
          {...REQUIRED_FIELD}
          {...form.getInputProps('facebookProfileUrl')}
        />
        <Textarea
          label={t('joinLetter.message')}
          description={t('joinLetter.messageHint', { length, max: COMMUNITY_MESSAGE_MAX })}
          autosize
          minRows={2}
          {...REQUIRED_FIELD}
          {...form.getInputProps('message')}
        />
        <ApiErrorAlert error={send.error} />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
