import type { PartnershipStatus } from '@contract/common/enums.schema';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';

const COLORS: Record<PartnershipStatus, string> = {
  none: 'gray',
  pending: 'yellow',
  active: 'green',
  rejected: 'red',
  inactive: 'gray',
};

/** Statuses from which a seller may (again) apply to become a partner. */
export const canApplyForPartnership = (status: PartnershipStatus): boolean =>
  status !== 'pending' && status !== 'active';

/** Where the seller's application to become a partner stands (the account's partnership status). */
export const PartnershipState = ({ status }: { status: PartnershipStatus }) => {
  const { t } = useTranslation('referral');
  return (
    <Alert color={COLORS[status]} variant="light" title={t(`partnership.${status}.title`)} role="status">
      {t(`partnership.${status}.text`)}
      {status === 'active' && (
        <LinkButton
          to="/partner-management"
          size="xs"
          variant="light"
          color="green"
          display="block"
          mt="sm"
          w="fit-content"
        >
          {t('partnership.openPartnerView')}
        </LinkButton>
      )}
    </Alert>
  );
};
