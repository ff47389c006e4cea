import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailFailPage } from '@/features/auth/components/verify-email-fail-page';

export const Route = createFileRoute('/_guest/verify-email-fail')({
  staticData: { layout: 'full', titleKey: 'verifyEmailFail' },
  component: VerifyEmailFailPage,
});
