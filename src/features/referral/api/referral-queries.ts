import { PartneroMembershipSchema, type PartneroMembership } from '@contract/partnership/partnership.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { partnershipApi } from '@/lib/queries/partnership';
import { usersKeys } from '@/lib/queries/users';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

const membershipKey = (userId: string): string => `${STORAGE_KEYS.affiliateMembershipPrefix}${userId}`;

/** The membership this browser kept for the user, or null (none, or not what the contract says). */
const readMembership = (userId: string): PartneroMembership | null => {
  const stored = readStorage(membershipKey(userId));
  if (stored === null) return null;
  try {
    const parsed = PartneroMembershipSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Joining the affiliate programme (`POST /api/partnero-programs/join`). The API has no call that
 * reads a membership back, so the answer (link, portal, date) is kept in this browser per user,
 * as the survey answer is; joining again answers the same link. Nothing cached changes.
 */
export const useAffiliateMembership = (userId: string) => {
  const [membership, setMembership] = useState(() => readMembership(userId));
  const join = partnershipApi.joinPartneroProgram.useMutation({
    onSuccess: ({ body }) => {
      writeStorage(membershipKey(userId), JSON.stringify(body));
      setMembership(body);
    },
  });
  return { membership, join };
};

/**
 * Sends the community-tab form, which is also the application to become a partner: the
 * account's partnership status becomes pending, so the account info (me) is read again.
 */
export const useSendJoinLetter = () => {
  const queryClient = useQueryClient();
  return partnershipApi.submitPartnershipJoinLetter.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
  });
};
