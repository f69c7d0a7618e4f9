import {
  API_KEY_MESSAGES,
  ApiKeyFormSchema,
  type ApiKeyForm,
  type CreatedApiKey,
} from '@drape/shared/api-keys.contract';
import {
  API_KEY_LIMIT_DEFAULT,
  API_KEY_LIMIT_MAX,
  API_KEY_LIMIT_MIN,
} from '@drape/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-error';
import { useCreateApiKey } from '../api/api-keys-api';
import { expiryFields } from '../lib/key-display';

// The last valid day may be today (the key then works until midnight where you are).
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function CreateKeyModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const create = useCreateApiKey();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ApiKeyForm>({
    resolver: zodResolver(ApiKeyFormSchema),
    defaultValues: { name: '', limit: API_KEY_LIMIT_DEFAULT, expiresAt: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    setFormError(null);
    create.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync({
        name: values.name,
        maxUsage: values.limit,
        ...expiryFields(values.expiresAt || undefined),
      });
      form.reset();
      onCreated(created);
    } catch (err) {
      // Field problems go under their inputs; anything else is the spec's form-level message.
      const fields = isApiError(err) ? err.fieldErrors : {};
      if (fields.name?.[0]) form.setError('name', { message: fields.name[0] });
      if (fields.maxUsage?.[0]) form.setError('limit', { message: fields.maxUsage[0] });
      setFormError(API_KEY_MESSAGES.createFailed);
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title="Create API Key"
      description="Keys let your scripts call the try-on API."
      size="sm"
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create API key">
        {formError && (
          <p
            role="alert"
            className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
          >
            {formError}
          </p>
        )}
        <Input
          label="Name"
          placeholder="e.g. Shopify catalogue sync"
          autoFocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Input
          label="Usage limit"
          type="number"
          min={API_KEY_LIMIT_MIN}
          max={API_KEY_LIMIT_MAX}
          helperText="Generations this key may make (1 to 1,000,000)."
          error={errors.limit?.message}
          {...form.register('limit', { valueAsNumber: true })}
        />
        <Input
          label="Expires on (optional)"
          type="date"
          min={today()}
          helperText="The last day the key works, in your time zone. Leave empty for a key that never expires."
          error={errors.expiresAt?.message}
          {...form.register('expiresAt')}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create API Key
          </Button>
        </div>
      </form>
    </Modal>
  );
}
