import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '@/lib/queries/configuration';
import { meOptions, usersApi } from '@/lib/queries/users';
import { isAuthenticated } from '@/lib/session';
import { surveyStatus, type SurveyStatus } from '../survey-storage';
import { useAnnouncementOpen } from './use-announcement-open';

// The form, its schemas and the partnership client load only when a seller is due to answer.
const SurveyModal = lazy(() => import('./survey-modal').then((module) => ({ default: module.SurveyModal })));

/**
 * The exclusive-partner survey (spec sections 2 and 5), mounted once in the shell: only
 * when the server runs the ADREACH variant, once per signed-in seller, and never over
 * the shell's announcement (`announcementId` is the one the shell shows, null while loading).
 */
export const ExclusivePartnerSurvey = ({ announcementId }: { announcementId: string | null }) => {
  const configuration = useConfiguration();
  // The same cache entry the shell and the guards fill.
  const me = usersApi.getMe.useQuery({ ...meOptions(), enabled: isAuthenticated() });
  if (configuration.data?.body.system !== 'ADREACH' || !me.isSuccess) return null;
  const userId = me.data.body.id;
  return <SurveyGate key={userId} userId={userId} announcementId={announcementId} />;
};

const SurveyGate = ({ userId, announcementId }: { userId: string; announcementId: string | null }) => {
  const [status, setStatus] = useState<SurveyStatus>(() => surveyStatus(userId));
  const due = status === 'due';
  const announcementOpen = useAnnouncementOpen(announcementId, due);
  // Loads the survey's texts (the help namespace) the first time; the modal waits for them.
  const { ready } = useTranslation('help', { useSuspense: false });

  if (!due || announcementOpen || !ready) return null;
  return (
    <Suspense fallback={null}>
      <SurveyModal userId={userId} onDone={setStatus} />
    </Suspense>
  );
};
