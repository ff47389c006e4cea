import { transactionsApi } from '@/lib/queries/transactions';

/**
 * Asks the server for the invoice's number (assigned once per set of top-ups, sequential per
 * brand and year). No screen shows it before the PDF, so nothing is invalidated.
 */
export const useIssueInvoice = () => transactionsApi.issueInvoice.useMutation();
