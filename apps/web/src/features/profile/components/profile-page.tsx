import { PageHeader } from '@/components/ui/page-header';

export function ProfilePage() {
  return <PageHeader title="Profile & Settings" />;
}
