import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { LoginSearchSchema } from '@/features/auth/search-schemas';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: LoginSearchSchema,
  staticData: { layout: 'full', titleKey: 'login' },
  component: LoginPage,
});
