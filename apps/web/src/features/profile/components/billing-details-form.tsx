import { zodResolver } from '@hookform/resolvers/zod';
import {
  BillingProfileSchema,
  GST_STATES,
  INVOICE_MESSAGES,
  type BillingProfile,
  type BillingProfileInput,
} from '@drape/shared/invoices.contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { useBillingProfile, useSaveBillingProfile } from '../api/profile-api';
import { UnsavedBadge } from './unsaved-badge';

const FIELDS = ['legalName', 'gstin', 'address', 'stateCode'] as const;
const STATE_OPTIONS = Object.entries(GST_STATES).sort(([, a], [, b]) => a.localeCompare(b));
const textareaClasses =
  'w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg ' +
  'placeholder:text-subtle focus:border-ring focus:ring-2 focus:ring-ring/40 focus:outline-none';

function formValuesOf(saved: Partial<Record<(typeof FIELDS)[number], string | null>> = {}) {
  return {
    legalName: saved.legalName ?? '',
    gstin: saved.gstin ?? '',
    address: saved.address ?? '',
    stateCode: saved.stateCode ?? '',
  };
}

/** The form, filled from the saved details, and its submit (save, then say so). */
function useBillingDetailsForm() {
  const saved = useBillingProfile();
  const save = useSaveBillingProfile();
  const form = useForm<BillingProfileInput, unknown, BillingProfile>({
    resolver: zodResolver(BillingProfileSchema),
    defaultValues: formValuesOf(),
  });
  // What the server keeps (after loading and after each save: a GSTIN in capitals) fills the form,
  // unless the user is already typing.
  useEffect(() => {
    if (saved.data && !form.formState.isDirty) form.reset(formValuesOf(saved.data));
  }, [saved.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(formValuesOf(await save.mutateAsync(values)));
      toast.success(INVOICE_MESSAGES.saved, 'Invoices issued from now on carry them.');
    } catch (err) {
      applyFieldErrors(err, form.setError, FIELDS);
      toast.error('Save Failed', errorMessage(err, 'Failed to save billing details'));
    }
  });
  return { form, onSubmit, isSaving: save.isPending };
}

/** Profile › Billing: who the GST tax invoices are made out to, and the place of supply. */
export function BillingDetailsForm() {
  const { form, onSubmit, isSaving } = useBillingDetailsForm();
  const { errors, isDirty } = form.formState;
  return (
    <section aria-labelledby="billing-details-heading" id="billing-details">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="billing-details-heading" className="text-sm font-semibold text-fg">
          Billing details for tax invoices
        </h3>
        {isDirty && <UnsavedBadge />}
      </div>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        <NameAndGstinFields form={form} />
        <AddressField form={form} error={errors.address?.message} />
        <StateField form={form} error={errors.stateCode?.message} />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={!isDirty} loading={isSaving}>
            Save Billing Details
          </Button>
        </div>
      </form>
    </section>
  );
}

type BillingForm = ReturnType<typeof useForm<BillingProfileInput, unknown, BillingProfile>>;

function NameAndGstinFields({ form }: { form: BillingForm }) {
  const { errors } = form.formState;
  return (
    <>
      <Input
        label="Legal name (optional)"
        autoComplete="organization"
        helperText="Your company's name as registered; your account name when empty."
        error={errors.legalName?.message}
        {...form.register('legalName')}
      />
      <Input
        label="GSTIN (optional)"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
        helperText="Needed to claim input tax credit, e.g. 29ABCDE1234F1Z5."
        error={errors.gstin?.message}
        {...form.register('gstin')}
      />
    </>
  );
}

function AddressField({ form, error }: { form: BillingForm; error?: string }) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor="billing-address" className="mb-1.5 block text-sm font-medium text-fg">
        Billing address (optional)
      </label>
      <textarea
        id="billing-address"
        rows={3}
        maxLength={300}
        autoComplete="street-address"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'billing-address-error' : undefined}
        className={textareaClasses}
        {...form.register('address')}
      />
      {error && (
        <p id="billing-address-error" role="alert" className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function StateField({ form, error }: { form: BillingForm; error?: string }) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor="billing-state" className="mb-1.5 block text-sm font-medium text-fg">
        State (place of supply)
      </label>
      <Select
        id="billing-state"
        aria-describedby="billing-state-note"
        {...form.register('stateCode')}
      >
        <option value="">Not set (the seller's state)</option>
        {STATE_OPTIONS.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Select>
      <p
        id="billing-state-note"
        role={error ? 'alert' : undefined}
        className={error ? 'mt-1.5 text-xs text-danger' : 'mt-1.5 text-xs text-muted'}
      >
        {error ??
          'Your state decides CGST + SGST or IGST; with a GSTIN, its first two digits decide.'}
      </p>
    </div>
  );
}
