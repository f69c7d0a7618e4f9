import { PHOTOSHOOT_LIMITS, PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox, Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { isUsable, parseLabels, useModelUpload } from '../hooks/use-model-upload';
import { FormAlert } from './form-alert';
import { ModelAnalysisView } from './model-analysis-view';

interface ModelForm {
  name: string;
  labels: string;
  consent: boolean;
}

/** Add a model: pick a photo, see its analysis, then name, labels and the consent box. */
export function ModelUploadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { photo, pick, save, clear } = useModelUpload(close);
  const form = useForm<ModelForm>({ defaultValues: { name: '', labels: '', consent: false } });
  const { errors } = form.formState;

  function close() {
    clear();
    form.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit((v) => {
    if (!photo) return;
    save.mutate({
      file: photo.file,
      name: v.name.trim(),
      labels: parseLabels(v.labels),
      consent: v.consent,
    });
  });

  return (
    <Modal open={open} onClose={close} title="Add a model" size="lg">
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
        <p className="text-sm text-muted">{PHOTOSHOOT_MESSAGES.uploadGuidance}</p>
        <div className="grid gap-5 sm:grid-cols-[160px_1fr]">
          <div>
            {photo ? (
              <img
                src={photo.preview}
                alt="Chosen model photo"
                className="aspect-[3/4] w-full rounded-lg object-cover"
              />
            ) : (
              <div className="aspect-[3/4] w-full rounded-lg border border-dashed border-line-strong bg-surface-2" />
            )}
            <label className="mt-2 block text-sm font-medium text-fg">
              Model photo
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                className="mt-1 block w-full text-xs text-muted file:mr-2 file:rounded-md file:border-0 file:bg-surface-3 file:px-2 file:py-1 file:text-fg"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void pick(file);
                }}
              />
            </label>
          </div>
          <div className="space-y-4">
            {photo?.analysing && (
              <p className="flex items-center gap-2 text-sm text-muted" role="status">
                <Spinner size="sm" /> Analysing the photo…
              </p>
            )}
            {photo?.error && <FormAlert message={photo.error} />}
            {photo?.analysis && <ModelAnalysisView analysis={photo.analysis} />}
            <Input
              label="Name"
              maxLength={PHOTOSHOOT_LIMITS.nameMax}
              error={errors.name?.message}
              {...form.register('name', {
                validate: (v) => v.trim().length > 0 || PHOTOSHOOT_MESSAGES.nameRequired,
              })}
            />
            <Input
              label="Labels"
              helperText="Comma-separated, e.g. south indian, petite, saree"
              {...form.register('labels')}
            />
            <Checkbox
              label={PHOTOSHOOT_MESSAGES.consentLabel}
              error={errors.consent?.message}
              {...form.register('consent', {
                validate: (v) => v || PHOTOSHOOT_MESSAGES.consentRequired,
              })}
            />
          </div>
        </div>
        {save.error && <FormAlert message={errorMessage(save.error)} />}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!isUsable(photo?.analysis ?? null)}
          >
            Save model
          </Button>
        </div>
      </form>
    </Modal>
  );
}
