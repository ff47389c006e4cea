import { DURATIONS } from '@contract/common/constants';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '@/lib/dates';

const [MIN_DAYS, MAX_DAYS] = DURATIONS.cancellationWorkingDays;

/** "Your cancellation is processed in 2 to 3 working days (by …); you can choose a plan again after it." */
export const CancellationPendingNote = ({ expectedBy }: { expectedBy: string }) => {
  const { t, i18n } = useTranslation('plans');
  return (
    <>{t('cancel.pending', { min: MIN_DAYS, max: MAX_DAYS, date: formatCalendarDay(expectedBy, i18n.language) })}</>
  );
};
