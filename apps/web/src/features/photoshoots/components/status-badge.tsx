import type { PhotoshootStatus } from '@drape/shared/photoshoots.contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<PhotoshootStatus, BadgeTone> = {
  PENDING: 'neutral',
  PROCESSING: 'info',
  COMPLETED: 'success',
  PARTIAL: 'warning',
  FAILED: 'danger',
};
const LABELS: Record<PhotoshootStatus, string> = {
  PENDING: 'Queued',
  PROCESSING: 'Running',
  COMPLETED: 'Completed',
  PARTIAL: 'Partly failed',
  FAILED: 'Failed',
};

export function ShootStatusBadge({ status }: { status: PhotoshootStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
