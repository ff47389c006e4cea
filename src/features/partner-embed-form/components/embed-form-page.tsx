import { Box, Button, Card, Center, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { CopyButton } from '@/components/copy-button';
import { PageHeader } from '@/components/page-header';
import { useSuccessNotification } from '@/components/use-success-notification';
import { formatDateTime } from '@/lib/dates';
import { embedFormOptions, partnershipApi } from '@/lib/queries/partnership';
import { useSchemaForm } from '@/lib/validation';
import { useSaveEmbedForm } from '../api/embed-form-mutations';
import { embedSnippet } from '../embed-snippet';
import { embedFormSchema } from '../forms/embed-form-schema';
import { ExternalLink } from '@/components/external-link';
import { ownLandingPage } from '../landing-page';
import { LandingPreviewBox, type RenderLanding } from './visitor-view';

/** Height of the landing preview: a phone-sized screenful of the page. */
const PREVIEW_HEIGHT = 560;

const UrlForm = ({ saved }: { saved: string | null }) => {
  const { t } = useTranslation(['partner-embed-form', 'common']);
  const notify = useSuccessNotification();
  const save = useSaveEmbedForm();
  const form = useSchemaForm(embedFormSchema, { name: 'embed-form', initialValues: { embedFormUrl: saved ?? '' } });

  const submit = form.submit(async (body) => {
    await save.mutateAsync({ body });
    form.resetDirty({ embedFormUrl: body.embedFormUrl });
    notify({ message: t('url.saved') });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('url.label')}
          description={t('url.hint')}
          placeholder="https://"
          type="url"
          inputMode="url"
          withAsterisk
          {...form.getInputProps('embedFormUrl')}
        />
        <ApiErrorAlert error={save.error} />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
};

/**
 * The partner's embed form (spec section 2, "Embed-form URL and landing preview"): the form's
 * URL (saved, copied), the HTML snippet that shows it on the partner's own site, and a preview
 * of the landing page that carries the partner's referral code.
 */
export const EmbedFormPage = ({ renderLanding }: { renderLanding: RenderLanding }) => {
  const { t, i18n } = useTranslation(['partner-embed-form', 'common']);
  const router = useRouter();
  const { embedFormUrl, landingPageUrl, updatedAt } =
    partnershipApi.getEmbedForm.useSuspenseQuery(embedFormOptions()).data.body;
  const snippet = embedFormUrl === null ? null : embedSnippet(embedFormUrl, t('snippet.frameTitle'));
  const ownPage = ownLandingPage(landingPageUrl, window.location.origin);
  // The signed-in partner opening /register would land on the dashboard: the visitor view opens instead.
  const openHref = ownPage
    ? new URL(router.buildLocation({ to: '/partner-landing-preview' }).href, window.location.origin).href
    : landingPageUrl;

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />

      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('url.title')}
          </Title>
          <UrlForm saved={embedFormUrl} />
          {embedFormUrl !== null && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('url.current')}
              </Text>
              <Group gap={4} wrap="nowrap" align="center">
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {embedFormUrl}
                </Text>
                <CopyButton value={embedFormUrl} label={t('url.copy')} />
              </Group>
              {updatedAt && (
                <Text size="xs" c="dimmed">
                  {t('url.updatedAt', { date: formatDateTime(updatedAt, i18n.language) })}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Card>

      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('snippet.title')}
          </Title>
          {snippet === null ? (
            <Text size="sm" c="dimmed">
              {t('snippet.none')}
            </Text>
          ) : (
            <>
              <Text size="sm">{t('snippet.hint')}</Text>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Code
                  block
                  aria-label={t('snippet.title')}
                  style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {snippet}
                </Code>
                <CopyButton value={snippet} label={t('snippet.copy')} />
              </Group>
            </>
          )}
        </Stack>
      </Card>

      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('preview.title')}
          </Title>
          <Text size="sm">{t('preview.hint')}</Text>
          <Group gap={4} wrap="nowrap" align="center">
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {landingPageUrl}
            </Text>
            <CopyButton value={landingPageUrl} label={t('preview.copy')} />
          </Group>
          <ExternalLink href={openHref} size="sm" w="fit-content">
            {t('preview.open')}
          </ExternalLink>
          {ownPage ? (
            <>
              <Text size="sm" c="dimmed">
                {t('preview.visitorNote')}
              </Text>
              <LandingPreviewBox label={t('preview.frameTitle')} height={PREVIEW_HEIGHT}>
                {renderLanding(ownPage.referralCode)}
              </LandingPreviewBox>
            </>
          ) : (
            <Box
              pos="relative"
              h={PREVIEW_HEIGHT}
              bd="1px solid var(--mantine-color-default-border)"
              style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
            >
              {/* Seen only while the frame shows nothing: a page that draws covers it. */}
              <Center h="100%" p="lg">
                <Text size="sm" c="dimmed" ta="center" maw={420}>
                  {t('preview.empty')}
                </Text>
              </Center>
              {/* Another site's page: its scripts and forms run, with no access to this app, its storage or the referrer. */}
              <iframe
                src={landingPageUrl}
                title={t('preview.frameTitle')}
                sandbox="allow-scripts allow-forms"
                referrerPolicy="no-referrer"
                loading="lazy"
                style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
              />
            </Box>
          )}
        </Stack>
      </Card>
    </Stack>
  );
};
