import { PageHeader } from '@/components/ui/page-header';
import { useAuthStore } from '@/lib/auth-store';

export function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  return <PageHeader title={`Welcome back, ${user?.name ?? ''}`} />;
}
