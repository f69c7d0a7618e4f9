import { z } from 'zod';
import { dataOf, PageQuerySchema, PaginationSchema, safeText } from './common.contract';
import { GenerateOptionsSchema, QualityReportSchema } from './tryon-options.contract';

export const VTON_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export const VtonStatusSchema = z.enum(VTON_STATUSES);
export type VtonStatus = z.infer<typeof VtonStatusSchema>;

export const TRYON_CATEGORIES = ['upper', 'lower', 'full', 'saree'] as const;

/** Human words for the engine's progress stages, shown by the studio. */
export const STAGE_LABELS: Record<string, string> = {
  queued: 'Waiting in the queue',
  'loading-models': 'Loading the try-on models',
  'analysing-garment': 'Analysing the garment',
  'analysing-person': 'Analysing the person',
  fitting: 'Fitting the garment',
  compositing: 'Compositing the image',
  uploading: 'Sending the images',
  'waiting-for-provider': 'Waiting for the try-on service',
  downloading: 'Fetching the result',
  saving: 'Saving the result',
  done: 'Finishing up',
};

/** The images plus the options of tryon-options.contract.ts (mode, category, garmentPhotoType, title, sku). */
export const GenerateInputSchema = z.object({
  personImageUrl: safeText(2048).min(1, 'personImageUrl is required'),
  garmentImageUrl: safeText(2048).min(1, 'garmentImageUrl is required'),
  ...GenerateOptionsSchema.shape,
});
export type GenerateInput = z.infer<typeof GenerateInputSchema>;

export const GenerateResponseSchema = dataOf(
  z.object({ id: z.uuid(), userId: z.uuid(), status: VtonStatusSchema }),
);
export type GenerateResponse = z.infer<typeof GenerateResponseSchema>;

const nullableDate = z.string().nullable();

/** A VTON request with the spec's field names and their snake_case aliases (spec §3). */
export const VtonRequestSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    status: VtonStatusSchema,
    stage: z.string().nullable(),
    engine: z.string().nullable(),
    /** The options as requested (`auto` or null when not chosen); `quality` says what the engine did. */
    category: z.string().nullable(),
    mode: z.string().nullable(),
    garmentPhotoType: z.string().nullable(),
    title: z.string().nullable(),
    sku: z.string().nullable(),
    /** The engine's quality report: null until COMPLETED, and for engines that give none. */
    quality: QualityReportSchema.nullable(),
    /** Set on a free regeneration made by "Not happy with this result?": the original's id. */
    regeneratedFromId: z.uuid().nullable(),
    /** When the owner reported this result as not good enough (its credit was refunded). */
    reportedAt: nullableDate,
    personImageUrl: z.string().nullable(),
    garmentImageUrl: z.string().nullable(),
    resultImageUrl: z.string().nullable(),
    result_url: z.string().nullable(),
    result: z.object({ imageUrl: z.string() }).nullable(),
    thumbnailUrl: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    errorMessage: z.string().nullable(),
    error_message: z.string().nullable(),
    attempts: z.number().int(),
    createdAt: z.string(),
    created_at: z.string(),
    startedAt: nullableDate,
    completedAt: nullableDate,
    completed_at: nullableDate,
    updatedAt: z.string(),
  })
  .meta({ id: 'VtonRequest' });
export type VtonRequest = z.infer<typeof VtonRequestSchema>;

export const VtonStatusResponseSchema = dataOf(VtonRequestSchema);

export const GALLERY_FILTERS = ['all', 'completed', 'processing', 'pending', 'failed'] as const;
export const GALLERY_SORTS = ['newest', 'oldest'] as const;

export const VtonListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(GALLERY_FILTERS).default('all'),
  ),
  sort: z.enum(GALLERY_SORTS).default('newest'),
  /** Matches part of the title, the SKU or the id (case-insensitive). */
  search: safeText(120).optional(),
});
export type VtonListQuery = z.infer<typeof VtonListQuerySchema>;

export const VtonListResponseSchema = dataOf(
  z.object({ requests: z.array(VtonRequestSchema), pagination: PaginationSchema }),
);
export type VtonListResponse = z.infer<typeof VtonListResponseSchema>;

export const BulkDeleteInputSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Select at least one item').max(100),
});
export type BulkDeleteInput = z.infer<typeof BulkDeleteInputSchema>;

export const BulkDeleteResponseSchema = dataOf(
  z.object({
    deleted: z.array(z.uuid()),
    skipped: z.array(z.object({ id: z.uuid(), reason: z.string() })),
  }),
);
export type BulkDeleteResponse = z.infer<typeof BulkDeleteResponseSchema>;

/** Messages of spec §8 (Try-on, Gallery, Upload). */
export const TRYON_MESSAGES = {
  bothImages: 'Please upload both person and garment images',
  waitForUploads: 'Please wait for images to finish uploading',
  startFailed: 'Failed to start generation. Please try again.',
  generationFailedTitle: 'Generation Failed',
  statusCheckFailedTitle: 'Status Check Failed',
  statusCheckFailed: 'Failed to check generation status',
  deleteConfirm: 'Are you sure you want to delete this VTON result?',
  bulkDeleteConfirm: (n: number) => `Are you sure you want to delete ${n} selected items?`,
  deleted: 'Deleted',
  deleteFailed: 'Delete Failed',
  downloadStarted: 'Download Started',
  downloadFailed: 'Download Failed',
  uploadFailed: 'Upload failed',
  noUrl: 'No URL returned from upload service',
  personUploadFailed: (reason: string) => `Person image upload failed: ${reason}`,
  garmentUploadFailed: (reason: string) => `Garment image upload failed: ${reason}`,
  fileTooLarge: (mb: number) => `File is too large. Maximum size is ${mb}MB`,
  invalidType: 'Invalid file type. Please upload an image.',
  fileUploadFailed: 'File upload failed. Please try again.',
  uploadFailedReason: (reason: string) => `Upload failed: ${reason}.`,
  dropHere: 'Drop the image here',
} as const;
