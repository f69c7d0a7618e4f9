import { PHOTOSHOOT_LIMITS, PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { Upload } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useBackdropMutations } from '../hooks/use-library';
import { FormAlert } from './form-alert';

interface BackdropForm {
  name: string;
  files: FileList | null;
}

/** Add one of the brand's own photos (a location, a store interior) as a backdrop. */
export function BackdropUploadForm() {
  const { create } = useBackdropMutations();
  const form = useForm<BackdropForm>({ defaultValues: { name: '', files: null } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    const file = v.files?.[0];
    if (!file) return;
    await create.mutateAsync({ file, name: v.name.trim() }).then(
      () => form.reset(),
      () => undefined,
    );
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
      aria-label="Add your own backdrop"
    >
      <h2 className="text-sm font-semibold text-fg">Add your own backdrop</h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <Input
          label="Name"
          maxLength={PHOTOSHOOT_LIMITS.nameMax}
          error={errors.name?.message}
          {...form.register('name', {
            validate: (v) => v.trim().length > 0 || PHOTOSHOOT_MESSAGES.nameRequired,
          })}
        />
        <div>
          <label htmlFor="backdrop-file" className="mb-1.5 block text-sm font-medium text-fg">
            Photo
          </label>
          <input
            id="backdrop-file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-invalid={errors.files ? true : undefined}
            className="block w-full text-sm text-muted file:mr-2 file:rounded-md file:border-0 file:bg-surface-3 file:px-2 file:py-1.5 file:text-fg"
            {...form.register('files', {
              validate: (v) => (v?.length ?? 0) > 0 || 'Choose a photo',
            })}
          />
          {errors.files && (
            <p role="alert" className="mt-1.5 text-xs text-danger">
              {errors.files.message}
            </p>
          )}
        </div>
        <Button
          type="submit"
          className="sm:mt-7"
          loading={create.isPending}
          leftIcon={<Upload className="size-4" aria-hidden />}
        >
          Upload
        </Button>
      </div>
      {create.error && <FormAlert message={errorMessage(create.error)} />}
    </form>
  );
}
