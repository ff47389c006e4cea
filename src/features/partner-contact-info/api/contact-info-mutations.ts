import { useQueryClient } from '@tanstack/react-query';
import { partnershipApi, partnershipKeys } from '@/lib/queries/partnership';

/**
 * Approve or reject a member's contact information: the row leaves the waiting list for its
 * new tab, and the member's verify status shows in the members list and on the member's page.
 */
export const useDecideContactInfo = () => {
  const queryClient = useQueryClient();
  return partnershipApi.decideMemberContactInfo.useMutation({
    onSuccess: (_data, { params }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnershipKeys.contactInfoLists() }),
        queryClient.invalidateQueries({ queryKey: partnershipKeys.memberLists() }),
        queryClient.invalidateQueries({ queryKey: partnershipKeys.member(params.id) }),
      ]),
  });
};
