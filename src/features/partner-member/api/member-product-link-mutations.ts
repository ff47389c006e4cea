import type { MemberLinkReviewSubject } from '@contract/partnership/member-product-link-review';
import type { MemberProductLinkInput, ReviewDecision } from '@contract/partnership/partnership.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { partnershipApi, partnershipKeys } from '@/lib/queries/partnership';

/** A decision on one of a member's product links, or on its video. */
export interface MemberLinkDecision {
  memberId: string;
  linkId: string;
  subject: MemberLinkReviewSubject;
  decision: ReviewDecision;
}

/**
 * A member's product links changed: their page (information and links) and every page of the
 * product-link review list; nothing else reads them. The mutation settles once both are read
 * again, so the row or card shows the new state when the dialog closes.
 */
const useInvalidateMemberLinks = () => {
  const queryClient = useQueryClient();
  return (memberId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: partnershipKeys.member(memberId) }),
      queryClient.invalidateQueries({ queryKey: partnershipKeys.productLinkLists() }),
    ]);
};

const saveMemberLinks = async (memberId: string, productLinks: MemberProductLinkInput[]) =>
  bodyOf(
    await partnershipApi.saveMemberProductProfile.mutate({ params: { id: memberId }, body: { productLinks } }),
    200,
  );

/** The partner creates a product link for a member; it waits for review like the member's own. */
export const useCreateMemberProductLink = (memberId: string) => {
  const invalidate = useInvalidateMemberLinks();
  return useMutation({
    mutationFn: (link: MemberProductLinkInput) => saveMemberLinks(memberId, [link]),
    onSuccess: () => invalidate(memberId),
  });
};

/** The partner approves, or rejects with a reason, a member's product link or its video. */
export const useDecideMemberProductLink = () => {
  const invalidate = useInvalidateMemberLinks();
  return useMutation({
    mutationFn: ({ memberId, linkId, subject, decision }: MemberLinkDecision) =>
      saveMemberLinks(memberId, [
        subject === 'link' ? { id: linkId, decision } : { id: linkId, videoDecision: decision },
      ]),
    onSuccess: (_profile, { memberId }) => invalidate(memberId),
  });
};
