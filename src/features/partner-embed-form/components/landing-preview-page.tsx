import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { LinkAnchor } from '@/components/link-button';
import { embedFormOptions, partnershipApi } from '@/lib/queries/partnership';
import { ownLandingPage } from '../landing-page';
import { VisitorView, type RenderLanding } from './visitor-view';

/**
 * /partner-landing-preview, what "Open the landing page" opens: the partner's landing page as a
 * visitor sees it, full page, while the partner stays signed in. The sign-up page itself would
 * send a signed-in partner to the dashboard (guest-only pages), so this partner page draws it,
 * inert, under a note saying it is a preview.
 */
export const LandingPreviewPage = ({ renderLanding }: { renderLanding: RenderLanding }) => {
  const { t } = useTranslation('partner-embed-form');
  const { landingPageUrl } = partnershipApi.getEmbedForm.useSuspenseQuery(embedFormOptions()).data.body;
  const ownPage = ownLandingPage(landingPageUrl, window.location.origin);
  return (
    <Stack gap="lg">
      {/* White, not the primary tint: the link back keeps its contrast. */}
      <Alert variant="default" title={t('visitor.title')}>
        <Stack gap={4}>
          <Text size="sm">{ownPage ? t('visitor.note') : t('visitor.otherSite')}</Text>
          <LinkAnchor to="/partner-info-url" size="sm" w="fit-content">
            {t('visitor.back')}
          </LinkAnchor>
        </Stack>
      </Alert>
      {ownPage ? (
        <VisitorView>{renderLanding(ownPage.referralCode)}</VisitorView>
      ) : (
        <ExternalLink href={landingPageUrl}>{landingPageUrl}</ExternalLink>
      )}
    </Stack>
  );
};
