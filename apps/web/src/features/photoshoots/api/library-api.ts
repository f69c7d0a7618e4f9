import {
  BackdropListResponseSchema,
  BackdropResponseSchema,
  ModelAnalysisResponseSchema,
  ShootModelListResponseSchema,
  ShootModelResponseSchema,
  type Backdrop,
  type ModelAnalysis,
  type ShootModel,
} from '@drape/shared/shoot-library.contract';
import { api } from '@/lib/api-client';

// Model library and backdrops: every answer is parsed with the shared contract's schemas.

export function listModels(signal?: AbortSignal): Promise<ShootModel[]> {
  return api.get('/models', ShootModelListResponseSchema, { signal });
}

/** Analyses a photo without saving it: framing, what the model wears, problems. */
export function analyseModelPhoto(file: File, signal?: AbortSignal): Promise<ModelAnalysis> {
  const formData = new FormData();
  formData.append('file', file);
  return api.upload('/models/analyse', formData, { schema: ModelAnalysisResponseSchema, signal });
}

export interface NewModel {
  file: File;
  name: string;
  labels: string[];
  consent: boolean;
}

export function createModel(input: NewModel): Promise<ShootModel> {
  const formData = new FormData();
  formData.append('name', input.name);
  if (input.labels.length) formData.append('labels', input.labels.join(','));
  formData.append('consent', String(input.consent));
  formData.append('file', input.file);
  return api.upload('/models', formData, { schema: ShootModelResponseSchema });
}

export function deleteModel(id: string): Promise<void> {
  return api.delete(`/models/${id}`);
}

export function listBackdrops(signal?: AbortSignal): Promise<Backdrop[]> {
  return api.get('/backdrops', BackdropListResponseSchema, { signal });
}

export function createBackdrop(
  file: File,
  name: string,
  onProgress?: (percent: number) => void,
): Promise<Backdrop> {
  const formData = new FormData();
  formData.append('name', name);
  formData.append('file', file);
  return api.upload('/backdrops', formData, { schema: BackdropResponseSchema, onProgress });
}

export function deleteBackdrop(id: string): Promise<void> {
  return api.delete(`/backdrops/${id}`);
}
