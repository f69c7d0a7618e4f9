import { useEffect, useState } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { ApiAccessSection } from './api-access-section';
import { BillingSection } from './billing-section';
import { DangerZoneSection } from './danger-zone-section';
import { NotificationSection, PrivacySection } from './preferences-sections';
import { ProfileInfoSection } from './profile-info-section';
import { SecuritySection } from './security-section';
import { ThemeSection } from './theme-section';

type DirtyForm = 'profile' | 'password';

export function ProfilePage() {
  useDocumentTitle('Profile & Settings');
  const [dirty, setDirty] = useState<Record<DirtyForm, boolean>>({
    profile: false,
    password: false,
  });
  const hasUnsaved = dirty.profile || dirty.password;
  const markDirty = (form: DirtyForm) => (isDirty: boolean) =>
    setDirty((d) => (d[form] === isDirty ? d : { ...d, [form]: isDirty }));

  // Each form shows its own "Unsaved changes"; leaving the page warns about either.
  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);

  return (
    <div className="max-w-4xl">
      <div className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
          Profile &amp; Settings
        </h1>
        <p className="mt-1.5 text-sm text-muted">
          Manage your account, security, notifications and appearance.
        </p>
      </div>
      <div className="space-y-6">
        <ProfileInfoSection onDirtyChange={markDirty('profile')} />
        <SecuritySection onDirtyChange={markDirty('password')} />
        <NotificationSection />
        <PrivacySection />
        <BillingSection />
        <ApiAccessSection />
        <ThemeSection />
        <DangerZoneSection />
      </div>
    </div>
  );
}
