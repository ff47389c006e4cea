import { useQueryClient } from '@tanstack/react-query';
import { giftCodesApi, giftCodesKeys } from '@/lib/queries/gift-codes';

/* A partner's code changes only the partner's code lists: no wallet, member or redemption moves. */

export const useCreatePartnerGiftCode = () => {
  const queryClient = useQueryClient();
  return giftCodesApi.createPartnerGiftCode.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCodesKeys.partnerLists() }),
  });
};

export const useSetPartnerGiftCodeStatus = () => {
  const queryClient = useQueryClient();
  return giftCodesApi.setPartnerGiftCodeStatus.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCodesKeys.partnerLists() }),
  });
};
