import type { NotificationPreferences } from '@drape/shared/users.contract';
import { Bell, Lock } from 'lucide-react';
import { useId } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { usePreferences, useUpdatePreferences } from '../api/profile-api';
import { CHANNELS, NOTIFICATIONS, PRIVACY } from '../preferences-content';

type Group = keyof NotificationPreferences;

function ToggleRow({
  label,
  text,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  text: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        <p className="text-xs text-muted">{text}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled} />
    </div>
  );
}

function usePreferenceToggle(successText: string) {
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const set = <G extends Group>(
    group: G,
    key: keyof NotificationPreferences[G],
    value: boolean,
  ) => {
    update.mutate(
      { [group]: { [key]: value } },
      {
        onSuccess: () => toast.success('Settings Updated', successText),
        onError: (err) =>
          toast.error('Update Failed', errorMessage(err, 'Failed to update settings')),
      },
    );
  };
  return { prefs, set, isSaving: update.isPending };
}

function ToggleList<G extends Group>({
  group,
  items,
  data,
  set,
  disabled,
}: {
  group: G;
  items: { key: keyof NotificationPreferences[G]; label: string; text: string }[];
  data: NotificationPreferences;
  set: (group: G, key: keyof NotificationPreferences[G], value: boolean) => void;
  disabled: boolean;
}) {
  const values = data[group] as Record<keyof NotificationPreferences[G], boolean>;
  return (
    <div className="divide-y divide-line">
      {items.map((item) => (
        <ToggleRow
          key={String(item.key)}
          label={item.label}
          text={item.text}
          checked={values[item.key]}
          disabled={disabled}
          onChange={(v) => set(group, item.key, v)}
        />
      ))}
    </div>
  );
}

export function NotificationSection() {
  const { prefs, set, isSaving } = usePreferenceToggle(
    'Notification preferences have been updated',
  );
  return (
    <Card id="notifications">
      <CardHeader
        icon={<Bell className="size-4" aria-hidden />}
        title="Notification Preferences"
        description="Choose what we tell you about, and how."
      />
      <CardBody className="py-2 sm:py-2">
        {prefs.isError ? (
          <ErrorState
            title="Could not load your preferences"
            message={errorMessage(prefs.error)}
            onRetry={() => void prefs.refetch()}
          />
        ) : !prefs.data ? (
          <div className="my-4 h-40 animate-pulse rounded-lg bg-surface-2" />
        ) : (
          <div className="grid gap-x-10 md:grid-cols-2">
            <ToggleList
              group="notifications"
              items={NOTIFICATIONS}
              data={prefs.data}
              set={set}
              disabled={isSaving}
            />
            <div>
              <p className="pt-3 text-xs font-semibold tracking-wider text-subtle uppercase">
                Channels
              </p>
              <ToggleList
                group="channels"
                items={CHANNELS}
                data={prefs.data}
                set={set}
                disabled={isSaving}
              />
              <p className="border-t border-line py-3 text-xs text-muted">
                Password reset links and e-mail address confirmations are always sent.
              </p>
            </div>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

export function PrivacySection() {
  const { prefs, set, isSaving } = usePreferenceToggle('Privacy settings have been updated');
  return (
    <Card id="privacy">
      <CardHeader
        icon={<Lock className="size-4" aria-hidden />}
        title="Privacy Settings"
        description="Control how your data is used. Your uploads are never used for training."
      />
      <CardBody className="py-2 sm:py-2">
        {prefs.isError ? (
          <ErrorState
            title="Could not load your privacy settings"
            onRetry={() => void prefs.refetch()}
          />
        ) : !prefs.data ? (
          <div className="my-4 h-32 animate-pulse rounded-lg bg-surface-2" />
        ) : (
          <ToggleList
            group="privacy"
            items={PRIVACY}
            data={prefs.data}
            set={set}
            disabled={isSaving}
          />
        )}
      </CardBody>
    </Card>
  );
}
