import {
  BackdropListResponseSchema,
  BackdropResponseSchema,
  ModelAnalysisResponseSchema,
  ShootModelListResponseSchema,
  ShootModelResponseSchema,
  type Backdrop,
  type ModelAnalysis,
  type ShootModel,
} from '@drape/shared/photoshoots.contract';
import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload';

// Model library and backdrops: every answer is parsed with the shared contract's schemas.

const parseData = <T>(schema: { parse: (v: unknown) => { data: T } }, data: unknown): T =>
  schema.parse({ data }).data;

export async function listModels(signal?: AbortSignal): Promise<ShootModel[]> {
  return parseData(ShootModelListResponseSchema, await api.get('/models', { signal }));
}

/** Analyses a photo without saving it: framing, what the model wears, problems. */
export async function analyseModelPhoto(file: File, signal?: AbortSignal): Promise<ModelAnalysis> {
  const formData = new FormData();
  formData.append('file', file);
  const data = await uploadWithProgress<unknown>({ path: '/models/analyse', formData, signal });
  return parseData(ModelAnalysisResponseSchema, data);
}

export interface NewModel {
  file: File;
  name: string;
  labels: string[];
  consent: boolean;
}

export async function createModel(input: NewModel): Promise<ShootModel> {
  const formData = new FormData();
  formData.append('name', input.name);
  if (input.labels.length) formData.append('labels', input.labels.join(','));
  formData.append('consent', String(input.consent));
  formData.append('file', input.file);
  const data = await uploadWithProgress<unknown>({ path: '/models', formData });
  return parseData(ShootModelResponseSchema, data);
}

export function deleteModel(id: string): Promise<void> {
  return api.delete<void>(`/models/${id}`);
}

export async function listBackdrops(signal?: AbortSignal): Promise<Backdrop[]> {
  return parseData(BackdropListResponseSchema, await api.get('/backdrops', { signal }));
}

export async function createBackdrop(
  file: File,
  name: string,
  onProgress?: (percent: number) => void,
): Promise<Backdrop> {
  const formData = new FormData();
  formData.append('name', name);
  formData.append('file', file);
  const data = await uploadWithProgress<unknown>({ path: '/backdrops', formData, onProgress });
  return parseData(BackdropResponseSchema, data);
}

export function deleteBackdrop(id: string): Promise<void> {
  return api.delete<void>(`/backdrops/${id}`);
}
