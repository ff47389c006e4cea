import { Badge, Button, Group, Stack } from '@mantine/core';
import type { PrimaryContact } from '@contract/common/enums.schema';
import type { ContactInfo, User } from '@contract/users/users.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ContactFields } from '@/components/contact-fields';
import { EmptyState } from '@/components/empty-state';
import { useSchemaForm } from '@/lib/validation';
import { useUpdateMe } from '../api/profile-queries';
import { contactFormInitialValues, contactFormSchema } from '../forms/contact-form-schema';
import { formatPhone } from '../profile-format';
import { useSuccessNotification } from '@/components/use-success-notification';
import { DetailList, FormActions, ProfileSection, useInlineEditor } from './profile-section';
import { ExternalLink } from '@/components/external-link';

/** The contact channels, edited with the verification form's fields and rules. */
const ContactForm = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const { t } = useTranslation('profile');
  const update = useUpdateMe();
  const notify = useSuccessNotification();
  const form = useSchemaForm(contactFormSchema, {
    name: 'profile-contact',
    initialValues: contactFormInitialValues(user),
  });
  return (
    <form
      noValidate
      onSubmit={form.submit((body) =>
        update.mutate(
          { body },
          {
            onSuccess: () => {
              notify({ message: t('contact.saved') });
              onClose();
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <ContactFields getInputProps={(key) => form.getInputProps(key)} errorOf={(key) => form.errorOf(key)} />
        <ApiErrorAlert error={update.error} />
        <FormActions onCancel={onClose} pending={update.isPending} />
      </Stack>
    </form>
  );
};

/** A channel's value, with a "Primary" tag on the one the seller is reached on first. */
const Channel = ({
  contact,
  channel,
  children,
}: {
  contact: ContactInfo;
  channel: PrimaryContact;
  children: ReactNode;
}) => {
  const { t } = useTranslation('profile');
  if (contact.primaryContact !== channel) return children;
  return (
    <Group gap="xs" wrap="wrap" component="span">
      {children}
      <Badge size="sm" variant="light" color="blue" c="blue.9">
        {t('contact.primary')}
      </Badge>
    </Group>
  );
};

/** The "Contact information" tab: phone, Zalo, Telegram, Facebook, WhatsApp and the primary contact. */
export const ContactTab = ({ user }: { user: User }) => {
  const { t } = useTranslation(['profile', 'common']);
  const { editing, open, close, openerRef } = useInlineEditor();
  const contact = user.contactInfo;
  const phone = (value: string | null) => (value ? formatPhone(value) : null);

  const view = contact ? (
    <DetailList
      items={[
        { label: t('common:contact.phone'), value: phone(contact.phone) },
        { label: t('common:contact.zalo'), value: phone(contact.zalo) },
        {
          label: t('common:contact.telegram'),
          value: contact.telegram && (
            <Channel contact={contact} channel="telegram">
              {contact.telegram}
            </Channel>
          ),
        },
        {
          label: t('common:contact.facebook'),
          value: contact.facebook && (
            <Channel contact={contact} channel="facebook">
              <ExternalLink href={contact.facebook} size="sm" inherit>
                {contact.facebook}
              </ExternalLink>
            </Channel>
          ),
        },
        {
          label: t('common:contact.whatsApp'),
          value: contact.whatsApp && (
            <Channel contact={contact} channel="whatsApp">
              {formatPhone(contact.whatsApp)}
            </Channel>
          ),
        },
        {
          label: t('common:contact.primaryContact'),
          value: t(`common:contact.${contact.primaryContact}`),
        },
      ]}
    />
  ) : (
    <EmptyState
      title={t('contact.none')}
      description={t('contact.noneHint')}
      action={
        <Button ref={openerRef} size="sm" onClick={open}>
          {t('contact.add')}
        </Button>
      }
    />
  );

  return (
    <ProfileSection
      title={t('contact.title')}
      description={t('contact.description')}
      actions={
        editing || !contact ? null : (
          <Button ref={openerRef} variant="default" size="sm" onClick={open}>
            {t('common:actions.edit')}
          </Button>
        )
      }
    >
      {editing ? <ContactForm user={user} onClose={close} /> : view}
    </ProfileSection>
  );
};
