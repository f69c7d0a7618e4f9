import { Coins, ImageIcon, KeyRound, Sparkles } from 'lucide-react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { useCreditBalance } from '@/lib/credit-balance';
import { useDocumentTitle } from '@/lib/document-title';
import { useDashboardStats } from '../api/dashboard-api';
import { QuickActions } from './quick-actions';
import { StatCard } from './stat-card';
import { UsageChart } from './usage-chart';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

type Stats = ReturnType<typeof useDashboardStats>;

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useAuthStore((s) => s.user);
  const stats = useDashboardStats();
  const firstName = user?.name.split(' ')[0] ?? '';
  // Someone who has never generated is new here: "Welcome back" would greet a stranger.
  const isReturning = (stats.data?.totalGenerations ?? 0) > 0;

  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-medium text-accent">{greeting(new Date().getHours())}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
          {isReturning ? 'Welcome back' : 'Welcome'}, {firstName}
        </h1>
        <p className="mt-1.5 text-sm text-muted">Here is what is happening in your studio.</p>
      </div>
      <StatCards stats={stats} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <UsageCard stats={stats} />
        <Card>
          <CardHeader title="Quick actions" description="Jump straight to work" />
          <CardBody className="p-3 sm:p-3">
            <QuickActions />
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

function UsageCard({ stats }: { stats: Stats }) {
  return (
    <Card className="xl:col-span-2">
      <CardHeader title="Usage" description="Generations per day, last 30 days" />
      <CardBody>
        {stats.isError ? (
          <ErrorState
            title="Could not load usage"
            onRetry={() => void stats.refetch()}
            isRetrying={stats.isFetching}
          />
        ) : (
          <UsageChart days={stats.data?.usage} />
        )}
      </CardBody>
    </Card>
  );
}

function StatCards({ stats }: { stats: Stats }) {
  // The live balance (shared with the top bar) wins over the stats snapshot once loaded.
  const balance = useCreditBalance();
  const data = stats.data;
  const credits = balance.isSuccess ? balance.data : data?.creditsRemaining;
  if (stats.isError)
    return (
      <Card>
        <ErrorState
          title="Could not load your statistics"
          message={errorMessage(stats.error)}
          onRetry={() => void stats.refetch()}
          isRetrying={stats.isFetching}
        />
      </Card>
    );
  return (
    <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label="Total Generations"
        value={data?.totalGenerations}
        icon={Sparkles}
        tone="brand"
      />
      <StatCard label="Gallery Items" value={data?.galleryItems} icon={ImageIcon} tone="accent" />
      <StatCard label="API Calls" value={data?.apiCalls} icon={KeyRound} tone="info" />
      <StatCard label="Credits Remaining" value={credits} icon={Coins} tone="success" />
    </section>
  );
}
