import { useQueryClient } from '@tanstack/react-query';
import { partnershipApi, partnershipKeys } from '@/lib/queries/partnership';

/**
 * Removing a member: every page of the list and the statistics count one member fewer, the
 * member's product links and contact information leave the partner's review lists, and the
 * member's own page (information, ad accounts) is no longer the partner's to see.
 */
export const useRemoveMember = () => {
  const queryClient = useQueryClient();
  return partnershipApi.removeMember.useMutation({
    onSuccess: (_data, { params }) => {
      queryClient.removeQueries({ queryKey: partnershipKeys.member(params.id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: partnershipKeys.memberLists() }),
        queryClient.invalidateQueries({ queryKey: partnershipKeys.statistics() }),
        queryClient.invalidateQueries({ queryKey: partnershipKeys.productLinkLists() }),
        queryClient.invalidateQueries({ queryKey: partnershipKeys.contactInfoLists() }),
      ]);
    },
  });
};
