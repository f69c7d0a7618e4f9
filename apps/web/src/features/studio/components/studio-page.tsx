import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/document-title';
import { useGeneration } from '../hooks/use-generation';
import { useStudioUploads } from '../hooks/use-studio-uploads';
import { GenerationResult, GenerationStatus } from './generation-panel';
import { StudioAlert } from './studio-alert';
import { StudioSteps } from './studio-steps';
import { TipsPanel } from './tips-panel';
import { UploadStep } from './upload-step';

export function StudioPage() {
  useDocumentTitle('VTON Studio');
  const { slots, uploadFile, clearSlot, uploading, bothDone, uploadsDone } = useStudioUploads();
  const { request, starting, running, error, generate, reset, download } = useGeneration();

  function onNew() {
    reset();
    clearSlot('person');
    clearSlot('garment');
  }

  const showResult = request?.status === 'COMPLETED' && request.resultImageUrl;

  return (
    <div className="space-y-6">
      <PageHeader
        title="VTON Studio"
        description="Upload a person photo and a garment photo, then generate a virtual try-on."
      />
      {showResult ? (
        <GenerationResult request={request} onDownload={() => void download()} onNew={onNew} />
      ) : (
        <>
          <StudioSteps uploadsDone={uploadsDone} running={running} />
          <div className="grid gap-6 md:grid-cols-2">
            <UploadStep
              step={1}
              label="Person image"
              description="A clear photo of the person"
              slot={slots.person}
              disabled={running}
              onFile={(f) => void uploadFile('person', f)}
              onRemove={() => clearSlot('person')}
              testId="person-upload"
            />
            <UploadStep
              step={2}
              label="Garment image"
              description="The garment to try on"
              slot={slots.garment}
              disabled={running}
              onFile={(f) => void uploadFile('garment', f)}
              onRemove={() => clearSlot('garment')}
              testId="garment-upload"
            />
          </div>
          {error && <StudioAlert error={error} />}
          {running && <GenerationStatus request={request} />}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="lg"
              onClick={() => void generate(slots)}
              disabled={!bothDone || uploading || running}
              loading={starting}
              leftIcon={<Sparkles className="size-4" aria-hidden />}
            >
              Generate
            </Button>
            {(slots.person.file || slots.garment.file || request) && !running && (
              <Button size="lg" variant="ghost" onClick={onNew}>
                New Generation
              </Button>
            )}
            <p className="text-xs text-muted">
              1 credit per generation · typical processing time 30-60 seconds
            </p>
          </div>
        </>
      )}
      <TipsPanel />
    </div>
  );
}
