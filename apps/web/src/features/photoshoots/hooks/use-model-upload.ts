import type { ModelAnalysis } from '@drape/shared/shoot-library.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { analyseModelPhoto, createModel, type NewModel } from '../api/library-api';
import { MODELS_KEY } from './use-library';

export interface PickedPhoto {
  file: File;
  preview: string;
  analysis: ModelAnalysis | null;
  analysing: boolean;
  error: string | null;
}

/** Comma-separated labels as the API takes them: trimmed, empty ones dropped, no repeats. */
export function parseLabels(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}

/** True when the analysis found nothing that makes the photo unusable. */
export function isUsable(analysis: ModelAnalysis | null): boolean {
  return !!analysis && !analysis.problems.some((p) => p.severity === 'error');
}

/** A picked model photo, analysed at once (nothing stored), then saved with name and consent. */
export function useModelUpload(onSaved: () => void) {
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const pending = useRef<AbortController | null>(null);

  const preview = useRef<string | null>(null);
  const setPreview = (url: string | null) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = url;
  };
  useEffect(
    () => () => {
      pending.current?.abort();
      setPreview(null);
    },
    [],
  );

  async function pick(file: File) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const url = URL.createObjectURL(file);
    setPreview(url);
    const base = { file, preview: url, analysis: null, error: null };
    setPhoto({ ...base, analysing: true });
    try {
      const analysis = await analyseModelPhoto(file, controller.signal);
      setPhoto({ ...base, analysis, analysing: false });
    } catch (err) {
      if (controller.signal.aborted) return;
      setPhoto({ ...base, analysing: false, error: errorMessage(err) });
    }
  }

  const save = useMutation({
    mutationFn: (input: NewModel) => createModel(input),
    onSuccess: async (model) => {
      toast.success('Model added', `${model.name} is in your library.`);
      setPhoto(null);
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: MODELS_KEY });
      onSaved();
    },
  });

  function clear() {
    pending.current?.abort();
    setPhoto(null);
    setPreview(null);
    save.reset();
  }

  return { photo, pick, save, clear };
}
