import { partnershipApi } from '@/lib/queries/partnership';

/**
 * POST /api/exclusive-partners/surveys. No call reads an answer back, so no cached query
 * changes and nothing is invalidated; the feature remembers the answer itself.
 */
export const useSubmitSurveyMutation = () => partnershipApi.submitExclusivePartnerSurvey.useMutation();
