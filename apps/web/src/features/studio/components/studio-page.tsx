import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from 'react-router';
import { useCreditBalance } from '@/lib/credit-balance';
import { useDocumentTitle } from '@/lib/document-title';
import { useGenerateOptions } from '../hooks/use-generate-options';
import { useGeneration } from '../hooks/use-generation';
import { useStudioUploads } from '../hooks/use-studio-uploads';
import { GenerateOptions } from './generate-options';
import { GenerationResult, GenerationStatus } from './generation-panel';
import { StudioAlert } from './studio-alert';
import { StudioSteps } from './studio-steps';
import { TipsPanel } from './tips-panel';
import { UploadStep } from './upload-step';

export function StudioPage() {
  useDocumentTitle('VTON Studio');
  const uploads = useStudioUploads();
  const generation = useGeneration();
  const studioOptions = useGenerateOptions();
  const { request } = generation;
  const onNew = () => {
    generation.reset();
    studioOptions.clearLabels();
    uploads.clearSlot('person');
    uploads.clearSlot('garment');
  };
  const showResult = request?.status === 'COMPLETED' && request.resultImageUrl;

  return (
    <div className="space-y-6">
      <PageHeader
        title="VTON Studio"
        description="Upload a person photo and a garment photo, then generate a virtual try-on."
      />
      {showResult ? (
        <GenerationResult
          request={request}
          onDownload={() => void generation.download()}
          onNew={onNew}
          onRegenerate={(id) => generation.track(id)}
        />
      ) : (
        <StudioForm {...{ uploads, generation, studioOptions, onNew }} />
      )}
      <TipsPanel />
    </div>
  );
}

type Uploads = ReturnType<typeof useStudioUploads>;

/** Before a result: the steps, both uploads, the options, progress and the Generate bar. */
function StudioForm(props: {
  uploads: Uploads;
  generation: ReturnType<typeof useGeneration>;
  studioOptions: ReturnType<typeof useGenerateOptions>;
  onNew: () => void;
}) {
  const { uploads, generation, onNew } = props;
  const { options, change } = props.studioOptions;
  const { request, running, error } = generation;
  return (
    <>
      <StudioSteps uploadsDone={uploads.uploadsDone} running={running} />
      <UploadSteps uploads={uploads} disabled={running} />
      <GenerateOptions options={options} onChange={change} disabled={running} />
      {error && <StudioAlert error={error} />}
      {running && <GenerationStatus request={request} />}
      <GenerateBar
        uploads={uploads}
        generation={generation}
        onGenerate={() => void generation.generate(uploads.slots, options)}
        onNew={onNew}
      />
    </>
  );
}

function UploadSteps({ uploads, disabled }: { uploads: Uploads; disabled: boolean }) {
  const { slots, uploadFile, clearSlot } = uploads;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <UploadStep
        step={1}
        label="Person image"
        description="A clear photo of the person"
        slot={slots.person}
        disabled={disabled}
        onFile={(f) => void uploadFile('person', f)}
        onRemove={() => clearSlot('person')}
        testId="person-upload"
      />
      <UploadStep
        step={2}
        label="Garment image"
        description="The garment to try on"
        slot={slots.garment}
        disabled={disabled}
        onFile={(f) => void uploadFile('garment', f)}
        onRemove={() => clearSlot('garment')}
        testId="garment-upload"
      />
    </div>
  );
}

/** Generate (held until both photos are uploaded and a credit is left), New Generation, the cost. */
interface GenerateBarProps {
  uploads: Uploads;
  generation: ReturnType<typeof useGeneration>;
  onGenerate: () => void;
  onNew: () => void;
}

function GenerateBar({ uploads, generation, onGenerate, onNew }: GenerateBarProps) {
  const balance = useCreditBalance();
  const outOfCredits = balance.isSuccess && balance.data < 1;
  const { slots, bothDone, uploading } = uploads;
  const { request, running, starting } = generation;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        size="lg"
        onClick={onGenerate}
        disabled={!bothDone || uploading || running || outOfCredits}
        aria-describedby={outOfCredits ? 'studio-no-credits' : undefined}
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
      <CostNote outOfCredits={outOfCredits} />
    </div>
  );
}

function CostNote({ outOfCredits }: { outOfCredits: boolean }) {
  return outOfCredits ? (
    <p id="studio-no-credits" className="text-sm text-danger">
      You have no credits left: each generation uses 1 credit.{' '}
      <Link to="/credits?purchase=1" className="font-semibold underline">
        Purchase credits
      </Link>
    </p>
  ) : (
    <p className="text-xs text-muted">
      1 credit per generation · typical processing time 30-60 seconds
    </p>
  );
}
