import {
  CATEGORY_LABELS,
  CATEGORY_OPTIONS,
  type CategoryOption,
} from '@drape/shared/tryon-options.contract';
import {
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportResultResponse,
} from '@drape/shared/tryon-reports.contract';
import type { VtonRequest } from '@drape/shared/tryon.contract';
import { useQueryClient } from '@tanstack/react-query';
import { ThumbsDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { CREDIT_BALANCE_QUERY_KEY } from '@/lib/credit-balance';
import { canReport, reportResult } from './report-api';

type Done = ReportResultResponse['data'];

/** "Not happy with this result?": a reason, the credit back, and a free regeneration. */
export function ReportResult({
  request,
  onReported,
}: {
  request: VtonRequest;
  onReported?: (done: Done) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!canReport(request)) return null;
  return (
    <>
      <Button
        variant="ghost"
        leftIcon={<ThumbsDown className="size-4" aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {REPORT_MESSAGES.title}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={REPORT_MESSAGES.title} size="md">
        {open && (
          <ReportForm
            request={request}
            onDone={(done) => {
              setOpen(false);
              onReported?.(done);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function initialCategory(request: VtonRequest): CategoryOption {
  return CATEGORY_OPTIONS.find((c) => c === request.category) ?? 'auto';
}

/** The report's answers and sending it: refunds the credit and starts the free regeneration. */
function useReportForm(request: VtonRequest, onDone: (d: Done) => void) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [category, setCategory] = useState<CategoryOption>(initialCategory(request));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!reason) return setError('Please choose what went wrong');
    if (reason === 'other' && !details.trim()) return setError(REPORT_MESSAGES.otherNeedsText);
    setSending(true);
    try {
      const options = { category };
      const done = await reportResult(request.id, {
        reason,
        details: details.trim() || undefined,
        options,
      });
      void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['gallery'] });
      toast.success(
        REPORT_MESSAGES.refunded,
        `Your balance is ${done.balance} credits. A free regeneration has started.`,
      );
      onDone(done);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSending(false);
    }
  }
  return { reason, setReason, details, setDetails, category, setCategory, error, sending, submit };
}

type ReportFormState = ReturnType<typeof useReportForm>;

function ReportForm({ request, onDone }: { request: VtonRequest; onDone: (d: Done) => void }) {
  const report = useReportForm(request, onDone);
  return (
    <form onSubmit={(e) => void report.submit(e)} className="space-y-4" noValidate>
      <p className="text-sm text-muted">
        Tell us what went wrong: your credit comes back and we make it again, free.
      </p>
      <ReasonChoices report={report} />
      <div>
        <label htmlFor="report-details" className="mb-1.5 block text-sm font-medium text-fg">
          {report.reason === 'other' ? 'What went wrong' : 'Details (optional)'}
        </label>
        <textarea
          id="report-details"
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          value={report.details}
          onChange={(e) => report.setDetails(e.target.value)}
          className="w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg placeholder:text-subtle focus:border-ring focus:ring-2 focus:ring-ring/40 focus:outline-none"
        />
      </div>
      <CategoryChoice report={report} />
      {report.error && (
        <p role="alert" className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-danger">
          {report.error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={report.sending}>
          Refund and regenerate free
        </Button>
      </div>
    </form>
  );
}

function ReasonChoices({ report }: { report: ReportFormState }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-fg">What went wrong?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {REPORT_REASONS.map((r) => (
          <label
            key={r}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 py-2 text-sm text-fg has-[:checked]:border-brand has-[:checked]:bg-brand/10"
          >
            <input
              type="radio"
              name="reason"
              value={r}
              checked={report.reason === r}
              onChange={() => report.setReason(r)}
              className="accent-[var(--brand)]"
            />
            {REPORT_REASON_LABELS[r]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CategoryChoice({ report }: { report: ReportFormState }) {
  return (
    <div>
      <label htmlFor="report-category" className="mb-1.5 block text-sm font-medium text-fg">
        Garment type for the free regeneration
      </label>
      <Select
        id="report-category"
        value={report.category}
        onChange={(e) => report.setCategory(e.target.value as CategoryOption)}
      >
        {CATEGORY_OPTIONS.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABELS[c]}
          </option>
        ))}
      </Select>
    </div>
  );
}
