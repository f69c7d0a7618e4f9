import type { NotificationPreferences } from '@drape/shared/users.contract';

/**
 * What each preference switch says (Profile › Notification Preferences, Privacy Settings). The
 * notification texts say exactly when the server sends each e-mail (issue 13 §10, decision 021).
 */
export const NOTIFICATIONS: {
  key: keyof NotificationPreferences['notifications'];
  label: string;
  text: string;
}[] = [
  {
    key: 'emailUpdates',
    label: 'Product updates',
    text: 'Announcements of new features, when the Drape team sends one',
  },
  {
    key: 'accountChanges',
    label: 'Account changes',
    text: 'When your name, e-mail address or API keys change, or your data is exported',
  },
  { key: 'loginAlerts', label: 'Login alerts', text: 'Each sign-in to your account' },
  {
    key: 'generationComplete',
    label: 'Generation complete',
    text: 'When a try-on or a photoshoot is ready',
  },
  {
    key: 'generationFailed',
    label: 'Generation failed',
    text: 'When a try-on or a photoshoot could not be made',
  },
  {
    key: 'creditLow',
    label: 'Low credits',
    text: 'When your balance falls under 50 credits, and at 0',
  },
  { key: 'paymentSuccess', label: 'Payment successful', text: 'Receipts for credit purchases' },
  { key: 'paymentFailed', label: 'Payment failed', text: 'When a payment does not go through' },
  {
    key: 'securityAlerts',
    label: 'Security alerts',
    text: 'When wrong passwords pause sign-in to your account',
  },
  {
    key: 'newDeviceLogin',
    label: 'New device sign-in',
    text: 'A sign-in from a browser your account has not used before',
  },
  {
    key: 'passwordChanged',
    label: 'Password changed',
    text: 'When your password is changed or reset',
  },
];
export const CHANNELS: {
  key: keyof NotificationPreferences['channels'];
  label: string;
  text: string;
}[] = [
  { key: 'email', label: 'E-mail', text: 'Off: no notification e-mails at all' },
  { key: 'inApp', label: 'In-app', text: 'Kept for later: nothing uses it yet' },
  { key: 'sms', label: 'SMS', text: 'Kept for later: Drape sends no text messages' },
];
export const PRIVACY: {
  key: keyof NotificationPreferences['privacy'];
  label: string;
  text: string;
}[] = [
  {
    key: 'dataCollection',
    label: 'Usage data collection',
    text: 'Drape collects no usage data today; your choice is kept for when it does',
  },
  {
    key: 'thirdPartySharing',
    label: 'Third-party sharing',
    text: 'Drape shares your data with no partners; your choice is kept',
  },
  {
    key: 'analyticsOptOut',
    label: 'Opt out of analytics',
    text: 'Drape runs no product analytics; your choice is kept',
  },
  {
    key: 'marketingEmails',
    label: 'Marketing e-mails',
    text: 'Drape sends no marketing e-mails; announcements follow the Product updates switch',
  },
];
