import { useEffect, useState } from 'react';
import { apiResponse } from './api-client';

/** The API path (under /v1) of a signed file URL, absolute or relative. */
export function filePath(url: string): string {
  const at = url.indexOf('/v1/');
  return at >= 0 ? url.slice(at + 3) : url;
}

/** Fetches an owner-only signed image with the session's token and returns a blob: URL. */
export async function fetchPrivateImage(url: string): Promise<Blob> {
  const res = await apiResponse(filePath(url));
  return res.blob();
}

export function usePrivateImage(url: string | null | undefined): {
  src: string | null;
  failed: boolean;
} {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({
    src: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) {
      setState({ src: null, failed: false });
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchPrivateImage(url).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      },
      () => !cancelled && setState({ src: null, failed: true }),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
