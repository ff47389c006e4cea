import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { ResetPasswordSearchSchema } from '@/features/auth/search-schemas';

export const Route = createFileRoute('/_guest/reset-password')({
  validateSearch: ResetPasswordSearchSchema,
  staticData: { layout: 'full', titleKey: 'resetPassword' },
  component: ResetPasswordPage,
});
