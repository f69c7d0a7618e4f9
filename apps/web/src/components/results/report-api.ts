import {
  ReportResultResponseSchema,
  type ReportResultInput,
} from '@drape/shared/tryon-reports.contract';
import type { VtonRequest } from '@drape/shared/tryon.contract';
import { api } from '@/lib/api-client';

/** POST /v1/vton/{id}/report: refunds the credit and (by default) starts a free regeneration. */
export function reportResult(id: string, input: ReportResultInput) {
  return api.post(`/vton/${id}/report`, input, { schema: ReportResultResponseSchema });
}

/** Whether "Not happy with this result?" applies: a finished, paid result not yet reported. */
export function canReport(request: VtonRequest): boolean {
  return request.status === 'COMPLETED' && !request.reportedAt && !request.regeneratedFromId;
}
