import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/components/register-page';
import { RegisterSearchSchema } from '@/features/auth/search-schemas';

export const Route = createFileRoute('/_guest/register')({
  validateSearch: RegisterSearchSchema,
  staticData: { layout: 'full', titleKey: 'register' },
  component: RegisterPage,
});
