import { STUDIO_UPLOAD_MAX_BYTES, STUDIO_UPLOAD_MAX_MB } from '@drape/shared/constants';
import { TRYON_MESSAGES } from '@drape/shared/tryon.contract';
import { UPLOAD_ACCEPT_ATTRIBUTE, UPLOAD_HINT } from '@drape/shared/upload.contract';
import { CheckCircle2, ImagePlus, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatMegabytes } from '@/lib/format';

export interface UploadSlot {
  file: File | null;
  preview: string | null;
  progress: number;
  status: 'idle' | 'uploading' | 'done' | 'error';
  url: string | null;
  error: string | null;
}

export const EMPTY_SLOT: UploadSlot = {
  file: null,
  preview: null,
  progress: 0,
  status: 'idle',
  url: null,
  error: null,
};

/** Client-side checks before sending (the server decides for real by decoding the bytes). */
export function checkFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return TRYON_MESSAGES.invalidType;
  if (file.size > STUDIO_UPLOAD_MAX_BYTES) return TRYON_MESSAGES.fileTooLarge(STUDIO_UPLOAD_MAX_MB);
  return null;
}

interface UploadStepProps {
  step: number;
  label: string;
  description: string;
  slot: UploadSlot;
  disabled?: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
  testId: string;
}

export function UploadStep(props: UploadStepProps) {
  const { step, label, description, slot, disabled, onFile, testId } = props;
  const input = useRef<HTMLInputElement>(null);
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  return (
    <section className="rounded-2xl border border-line bg-surface p-5" data-testid={testId}>
      <StepHeader step={step} label={label} description={description} />
      {slot.preview ? (
        <SlotPreview {...props} preview={slot.preview} />
      ) : (
        <DropZone disabled={disabled} onChoose={() => input.current?.click()} onDropFiles={pick} />
      )}
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT_ATTRIBUTE}
        className="sr-only"
        aria-label={`Choose ${label.toLowerCase()}`}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          pick(e.target.files);
          e.target.value = '';
        }}
      />
      {slot.error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {slot.error}
        </p>
      )}
    </section>
  );
}

function StepHeader({
  step,
  label,
  description,
}: Pick<UploadStepProps, 'step' | 'label' | 'description'>) {
  return (
    <header className="mb-4 flex items-center gap-3">
      <span className="grid size-8 place-items-center rounded-full bg-brand text-sm font-semibold text-brand-fg">
        {step}
      </span>
      <div>
        <h2 className="font-semibold text-fg">{label}</h2>
        <p className="text-xs text-muted">{description}</p>
      </div>
    </header>
  );
}

/** The chosen photo with its upload state, name and size, and a remove button. */
function SlotPreview({
  label,
  slot,
  disabled,
  onRemove,
  preview,
}: UploadStepProps & { preview: string }) {
  return (
    <div className="relative overflow-hidden rounded-xl border border-line bg-surface-2">
      <img
        src={preview}
        alt={`${label} preview`}
        className="mx-auto max-h-80 w-full object-contain"
      />
      {slot.status === 'done' && (
        <span className="absolute top-3 left-3">
          <Badge tone="success">
            <CheckCircle2 className="mr-1 inline size-3.5" aria-hidden />
            Uploaded
          </Badge>
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${label.toLowerCase()}`}
        className="absolute top-3 right-3 grid size-8 cursor-pointer place-items-center rounded-full bg-black/60 text-white hover:bg-black/80 disabled:opacity-50"
      >
        <X className="size-4" aria-hidden />
      </button>
      {slot.file && (
        <p className="border-t border-line px-3 py-2 text-xs text-muted">
          {slot.file.name} · {formatMegabytes(slot.file.size)}
        </p>
      )}
      {slot.status === 'uploading' && <UploadProgress label={label} progress={slot.progress} />}
    </div>
  );
}

function UploadProgress({ label, progress }: { label: string; progress: number }) {
  return (
    <div className="px-3 pb-3">
      <div
        className="h-2 overflow-hidden rounded-full bg-surface-3"
        role="progressbar"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={`${label} upload progress`}
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-1 text-xs text-muted">Uploading… {progress}%</p>
    </div>
  );
}

/** The empty slot: click to choose, or drop a file on it. */
interface DropZoneProps {
  disabled?: boolean;
  onChoose: () => void;
  onDropFiles: (files: FileList) => void;
}

function DropZone({ disabled, onChoose, onDropFiles }: DropZoneProps) {
  const [dragActive, setDragActive] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragActive(false);
    if (!disabled) onDropFiles(e.dataTransfer.files);
  };
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onChoose}
      onDragOver={(e) => {
        e.preventDefault();
        setDragActive(true);
      }}
      onDragLeave={() => setDragActive(false)}
      onDrop={onDrop}
      className={cn(
        'flex h-64 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 text-center transition-colors',
        dragActive
          ? 'border-brand bg-brand/10'
          : 'border-line-strong hover:border-brand hover:bg-surface-2',
      )}
    >
      <ImagePlus className="size-8 text-subtle" aria-hidden />
      <span className="text-sm font-medium text-fg">
        {dragActive ? TRYON_MESSAGES.dropHere : 'Drag and drop, or click to choose'}
      </span>
      <span className="text-xs text-muted">{UPLOAD_HINT}</span>
    </button>
  );
}
