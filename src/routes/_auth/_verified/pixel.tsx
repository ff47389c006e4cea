import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

export const Route = createFileRoute('/_auth/_verified/pixel')({
  staticData: { titleKey: 'pixel' },
  component: ComingSoonPage,
});
