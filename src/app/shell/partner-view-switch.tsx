import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShellView } from './partner-view';

/** "Seller / Partner": only rendered for active partners. */
export const PartnerViewSwitch = ({ view, onChange }: { view: ShellView; onChange: (view: ShellView) => void }) => {
  const { t } = useTranslation('shell');
  return (
    <SegmentedControl
      fullWidth
      size="sm"
      aria-label={t('view.label')}
      value={view}
      onChange={(value) => onChange(value === 'partner' ? 'partner' : 'seller')}
      data={[
        { value: 'seller', label: t('view.seller') },
        { value: 'partner', label: t('view.partner') },
      ]}
    />
  );
};
