import { useQueryClient } from '@tanstack/react-query';
import { partnershipApi, partnershipKeys } from '@/lib/queries/partnership';

/** Saving the embed form URL changes only the embed form (its URL and when it was saved). */
export const useSaveEmbedForm = () => {
  const queryClient = useQueryClient();
  return partnershipApi.saveEmbedForm.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnershipKeys.embedForm() }),
  });
};
