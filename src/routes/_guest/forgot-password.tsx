import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const Route = createFileRoute('/_guest/forgot-password')({
  staticData: { layout: 'full', titleKey: 'forgotPassword' },
  component: ForgotPasswordForm,
});
