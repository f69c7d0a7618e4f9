import { TRYON_MESSAGES, type VtonRequest } from '@drape/shared/tryon.contract';
import { toast } from '@/components/ui/toast';
import { downloadBlob } from '@/lib/download-blob';
import { fetchPrivateImage } from '@/lib/use-private-image';

/** Downloads a finished result as `drape-tryon-<id>.png` and says whether it worked. */
export async function downloadResult(item: VtonRequest): Promise<void> {
  if (!item.resultImageUrl) return;
  try {
    downloadBlob(await fetchPrivateImage(item.resultImageUrl), `drape-tryon-${item.id}.png`);
    toast.success(TRYON_MESSAGES.downloadStarted);
  } catch {
    toast.error(TRYON_MESSAGES.downloadFailed);
  }
}
