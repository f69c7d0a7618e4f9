import type { VtonRequest } from '@drape/shared/tryon.contract';

// Whole contract objects for mocked API answers: the client parses every answer with the shared
// schemas, so a test answers with what the server really sends, overriding what it cares about.

export function vtonRequest(overrides: Partial<VtonRequest> = {}): VtonRequest {
  const at = '2026-01-01T10:00:00.000Z';
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    userId: '00000000-0000-4000-8000-000000000001',
    status: 'PENDING',
    stage: null,
    engine: null,
    category: null,
    mode: null,
    garmentPhotoType: null,
    title: null,
    sku: null,
    quality: null,
    regeneratedFromId: null,
    reportedAt: null,
    personImageUrl: null,
    garmentImageUrl: null,
    resultImageUrl: null,
    result_url: null,
    result: null,
    thumbnailUrl: null,
    width: null,
    height: null,
    errorMessage: null,
    error_message: null,
    attempts: 0,
    createdAt: at,
    created_at: at,
    startedAt: null,
    completedAt: null,
    completed_at: null,
    updatedAt: at,
    ...overrides,
  };
}
