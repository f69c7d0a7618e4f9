import { PHOTOSHOOT_LIMITS, PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { uploadGarment } from '../api/shoots-api';

export interface GarmentRow {
  key: string;
  file: File;
  preview: string;
  status: 'uploading' | 'done' | 'error';
  uploadId: string | null;
  error: string | null;
  name: string;
  sku: string;
}

let nextKey = 0;

/** The shoot's garments (1–50): each photo uploads at once; name and SKU are optional. */
export function useGarments() {
  const [rows, setRows] = useState<GarmentRow[]>([]);
  const [limitError, setLimitError] = useState<string | null>(null);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const patch = (key: string, p: Partial<GarmentRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));

  function add(files: readonly File[]) {
    const room = PHOTOSHOOT_LIMITS.garmentsMax - rows.length;
    setLimitError(files.length > room ? PHOTOSHOOT_MESSAGES.garmentsMax : null);
    const added = files.slice(0, Math.max(0, room)).map((file): GarmentRow => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const base = file.name.replace(/\.[^.]+$/, '').slice(0, 120);
      return {
        key: `g${nextKey++}`,
        file,
        preview,
        status: 'uploading',
        uploadId: null,
        error: null,
        name: base,
        sku: '',
      };
    });
    setRows((rs) => [...rs, ...added]);
    for (const row of added) {
      uploadGarment(row.file).then(
        (up) => patch(row.key, { status: 'done', uploadId: up.id }),
        (err: unknown) => patch(row.key, { status: 'error', error: errorMessage(err) }),
      );
    }
  }

  function remove(key: string) {
    setLimitError(null);
    setRows((rs) => rs.filter((r) => r.key !== key));
  }

  const uploading = rows.some((r) => r.status === 'uploading');
  const ready = rows.filter((r) => r.status === 'done');
  return { rows, add, remove, update: patch, uploading, ready, limitError };
}
