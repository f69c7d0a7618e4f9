import type { NotificationPreferences } from '@drape/shared/users.contract';
import { Bell, Lock } from 'lucide-react';
import { useId } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { usePreferences, useUpdatePreferences } from '../api/profile-api';

type Group = keyof NotificationPreferences;

const NOTIFICATIONS: {
  key: keyof NotificationPreferences['notifications'];
  label: string;
  text: string;
}[] = [
  { key: 'emailUpdates', label: 'Product updates', text: 'News about features and improvements' },
  {
    key: 'accountChanges',
    label: 'Account changes',
    text: 'When your name, e-mail address or API keys change, or your data is exported',
  },
  { key: 'loginAlerts', label: 'Login alerts', text: 'Each sign-in to your account' },
  { key: 'generationComplete', label: 'Generation complete', text: 'When a try-on image is ready' },
  { key: 'generationFailed', label: 'Generation failed', text: 'When a try-on could not be made' },
  { key: 'creditLow', label: 'Low credits', text: 'When your balance falls under 50 credits' },
  { key: 'paymentSuccess', label: 'Payment successful', text: 'Receipts for credit purchases' },
  { key: 'paymentFailed', label: 'Payment failed', text: 'When a payment does not go through' },
  { key: 'securityAlerts', label: 'Security alerts', text: 'Suspicious activity on your account' },
  {
    key: 'newDeviceLogin',
    label: 'New device sign-in',
    text: 'A sign-in from a device we have not seen',
  },
  {
    key: 'passwordChanged',
    label: 'Password changed',
    text: 'When your password is changed or reset',
  },
];
const CHANNELS: { key: keyof NotificationPreferences['channels']; label: string; text: string }[] =
  [
    { key: 'email', label: 'E-mail', text: 'Sent to your account address' },
    { key: 'inApp', label: 'In-app', text: 'Shown while you use Drape' },
    { key: 'sms', label: 'SMS', text: 'Text messages to your phone' },
  ];
const PRIVACY: { key: keyof NotificationPreferences['privacy']; label: string; text: string }[] = [
  {
    key: 'dataCollection',
    label: 'Usage data collection',
    text: 'Help us improve Drape with anonymous usage data',
  },
  {
    key: 'thirdPartySharing',
    label: 'Third-party sharing',
    text: 'Share data with selected partners',
  },
  {
    key: 'analyticsOptOut',
    label: 'Opt out of analytics',
    text: 'Exclude your visits from product analytics',
  },
  { key: 'marketingEmails', label: 'Marketing e-mails', text: 'Offers, tips and case studies' },
];

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
