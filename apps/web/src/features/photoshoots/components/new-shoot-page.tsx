import {
  PHOTOSHOOT_LIMITS,
  PHOTOSHOOT_MESSAGES,
  SHOT_LABELS,
  SHOTS,
} from '@drape/shared/photoshoots-common.contract';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox, Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useBackdrops, useModels } from '../hooks/use-library';
import { useNewShoot } from '../hooks/use-new-shoot';
import { shotProblems } from '../hooks/shot-problems';
import { AiModelsSection } from './ai-models-section';
import { EngineNote } from './engine-note';
import { GarmentsSection } from './garments-section';
import { PhotoshootsTabs } from './photoshoots-tabs';
import { PickerGrid } from './picker-grid';
import { ShootSummary } from './shoot-summary';

/** New shoot: garments × models × backdrops × shots, the total and its cost, then Start. */
export function NewShootPage() {
  useDocumentTitle('New photoshoot');
  const shoot = useNewShoot();
  const models = useModels();
  const backdrops = useBackdrops();
  const problems = shotProblems(models.data ?? [], shoot.models.ids, shoot.shots);

  return (
    <div>
      <PageHeader
        title="New photoshoot"
        description="Every garment on every chosen model, backdrop and shot."
      />
      <PhotoshootsTabs />
      <div className="grid gap-6 xl:grid-cols-[1fr_360px] xl:items-start">
        <div className="space-y-6">
          <Input
            label="Shoot name (optional)"
            maxLength={PHOTOSHOOT_LIMITS.nameMax}
            value={shoot.name}
            onChange={(e) => shoot.setName(e.target.value)}
          />
          <GarmentsSection garments={shoot.garments} />
          <Card>
            <CardHeader
              title="2. Models"
              description={`Up to ${PHOTOSHOOT_LIMITS.modelsMax}.`}
              action={
                <Link
                  to="/photoshoots/models"
                  className="text-sm font-medium text-accent underline underline-offset-2"
                >
                  Manage
                </Link>
              }
            />
            <CardBody className="space-y-3">
              <EngineNote />
              {models.data ? (
                <PickerGrid
                  label="Models"
                  items={models.data.map((m) => ({ ...m, note: m.analysis.summary }))}
                  isChosen={shoot.models.has}
                  onToggle={shoot.models.toggle}
                />
              ) : (
                <Spinner label="Loading models" />
              )}
              {shoot.models.full && (
                <p role="alert" className="text-sm text-danger">
                  {PHOTOSHOOT_MESSAGES.modelsMax}
                </p>
              )}
              <AiModelsSection choice={shoot.ai.choice} onChange={shoot.ai.update} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title="3. Backdrops"
              description={`Up to ${PHOTOSHOOT_LIMITS.backdropsMax}.`}
              action={
                <Link
                  to="/photoshoots/backdrops"
                  className="text-sm font-medium text-accent underline underline-offset-2"
                >
                  Manage
                </Link>
              }
            />
            <CardBody className="space-y-3">
              {backdrops.data ? (
                <PickerGrid
                  label="Backdrops"
                  items={backdrops.data}
                  isChosen={shoot.backdrops.has}
                  onToggle={shoot.backdrops.toggle}
                />
              ) : (
                <Spinner label="Loading backdrops" />
              )}
              {shoot.backdrops.full && (
                <p role="alert" className="text-sm text-danger">
                  {PHOTOSHOOT_MESSAGES.backdropsMax}
                </p>
              )}
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title="4. Shots"
              description="Catalogue 3:4, never upscaled past the photo."
            />
            <CardBody className="flex flex-wrap gap-6">
              {SHOTS.map((s) => (
                <Checkbox
                  key={s}
                  label={SHOT_LABELS[s]}
                  checked={shoot.shots.includes(s)}
                  onChange={() => shoot.toggleShot(s)}
                />
              ))}
            </CardBody>
            {problems.length > 0 && (
              <ul role="alert" className="space-y-1 px-5 pb-5 text-sm text-danger sm:px-6">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="xl:sticky xl:top-24">
          <ShootSummary
            counts={{
              garments: shoot.garments.ready.length,
              models: shoot.models.ids.length + shoot.aiModelCount,
              backdrops: shoot.backdrops.ids.length,
              shots: shoot.shots.length,
            }}
            imageCount={shoot.imageCount}
            creditCost={shoot.creditCost}
            canStart={shoot.canStart && problems.length === 0}
            starting={shoot.start.isPending}
            error={shoot.error}
            onStart={shoot.start.submit}
          />
        </div>
      </div>
    </div>
  );
}
