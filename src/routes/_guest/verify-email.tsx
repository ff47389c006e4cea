import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';
import { VerifyEmailSearchSchema } from '@/features/auth/search-schemas';

export const Route = createFileRoute('/_guest/verify-email')({
  validateSearch: VerifyEmailSearchSchema,
  staticData: { layout: 'full', titleKey: 'verifyEmail' },
  component: VerifyEmailPage,
});
