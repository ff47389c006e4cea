import type { SavedCardList } from '@contract/payments/stripe.schema';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateAfterTopUp, paymentsApi, paymentsKeys, savedCardsOptions } from '@/lib/queries/payments';

/** The seller's saved cards, default first (the server's order). */
export const useSavedCards = () => paymentsApi.stripe.listCards.useQuery(savedCardsOptions());

const invalidateCards = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: paymentsKeys.cards() });

/**
 * Remove and set-default answer the whole list, so it is written into the cache at once (the one
 * default shows without waiting) and then read again.
 */
const storeCards = (queryClient: QueryClient, cards: SavedCardList) => {
  queryClient.setQueryData(paymentsKeys.cards(), (previous: { status: number; body: SavedCardList } | undefined) =>
    previous ? { ...previous, body: cards } : previous,
  );
  return invalidateCards(queryClient);
};

export const useCreateSetupIntent = () => paymentsApi.stripe.createSetupIntent.useMutation();

/** Saves the card of a succeeded setup intent: the card list changes. */
export const useSaveCard = () => {
  const queryClient = useQueryClient();
  return paymentsApi.stripe.saveCard.useMutation({ onSuccess: () => invalidateCards(queryClient) });
};

export const useRemoveCard = () => {
  const queryClient = useQueryClient();
  return paymentsApi.stripe.removeCard.useMutation({
    onSuccess: ({ body }) => storeCards(queryClient, body),
  });
};

export const useSetDefaultCard = () => {
  const queryClient = useQueryClient();
  return paymentsApi.stripe.setDefaultCard.useMutation({
    onSuccess: ({ body }) => storeCards(queryClient, body),
  });
};

/** The $0.50 verification charge: the card becomes Pending, in the list at once, then read again. */
export const useInitCardVerification = () => {
  const queryClient = useQueryClient();
  return paymentsApi.stripe.initCardVerification.useMutation({
    onSuccess: ({ body: { card } }) => {
      const cards = queryClient.getQueryData<{ body: SavedCardList }>(paymentsKeys.cards())?.body ?? [];
      return storeCards(
        queryClient,
        cards.map((saved) => (saved.paymentMethodId === card.paymentMethodId ? card : saved)),
      );
    },
  });
};

/**
 * The activation code: the card becomes Verified and the $0.50 is credited to the wallet, so the
 * balance and its history change too (`invalidateAfterTopUp` covers the cards as well).
 */
export const useActivateCard = () => {
  const queryClient = useQueryClient();
  return paymentsApi.stripe.activateCard.useMutation({ onSuccess: () => invalidateAfterTopUp(queryClient) });
};

/** The top-up itself; the wallet's queries are read again by `useTopUpNavigation('topUp').toResult`. */
export const useRequestCardPayment = () => paymentsApi.stripe.requestCardPayment.useMutation();

/** After 3-D Secure in the browser (live mode only). */
export const useFulfillCardPayment = () => paymentsApi.stripe.fulfillCardPayment.useMutation();
