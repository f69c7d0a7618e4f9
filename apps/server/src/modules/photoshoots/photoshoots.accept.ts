import { randomUUID } from 'node:crypto';
import {
  PHOTOSHOOT_CREDITS_PER_IMAGE,
  PHOTOSHOOT_MESSAGES,
} from '@drape/shared/photoshoots-common.contract';
import {
  photoshootImageCount,
  type CreatePhotoshootInput,
} from '@drape/shared/photoshoots.contract';
import type { Db } from '../../db/client';
import type { PhotoshootRow, ShootCast, ShootGarment } from '../../db/schema/photoshoots';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import type { AuthContext } from '../../plugins/authenticate';
import { consumeApiKeyUsage } from '../api-keys/api-keys.usage';
import { debitForPhotoshootImage, getCreditBalance } from '../credits/credits.service';
import { aiCastOf } from './photoshoots.ai-models';
import { resolveBackdrops, resolveGarments, resolveModels } from './photoshoots.cast';
import { PHOTOSHOOT_JOB } from './photoshoots.handler';
import type { Idempotency, StartedShoot } from './photoshoots.idempotency';
import type { ShootRenderer } from './photoshoots.render';
import * as repo from './photoshoots.repo';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'queue' | 'events' | 'log'>;

interface Plan {
  garments: ShootGarment[];
  models: ShootCast[];
  backdrops: ShootCast[];
  shots: PhotoshootRow['shots'];
}

/**
 * Every image, queued so that consecutive jobs belong to different garment × model pairs: workers
 * that start together begin different try-ons instead of waiting on the same one.
 */
function imagesOf(plan: Plan) {
  const out = [];
  for (const b of plan.backdrops)
    for (const shot of plan.shots)
      for (const g of plan.garments)
        for (const m of plan.models)
          out.push({ garmentIndex: g.index, modelId: m.id, backdropId: b.id, shot });
  return out;
}

async function assertBalance(deps: Deps, userId: string, cost: number) {
  const balance = await getCreditBalance(deps.db, userId);
  if (balance < cost) {
    throw new AppError('INSUFFICIENT_CREDITS', PHOTOSHOOT_MESSAGES.notEnoughCredits(cost, balance));
  }
}

/** Debits one credit per image and queues one job each, in the caller's transaction. */
async function chargeAndQueue(
  deps: Deps,
  tx: Db,
  auth: AuthContext,
  cost: number,
  images: { id: string; chargeId: string }[],
) {
  for (const image of images) {
    if (!(await debitForPhotoshootImage(tx, auth.userId, image.chargeId))) {
      const balance = await getCreditBalance(tx, auth.userId);
      throw new AppError(
        'INSUFFICIENT_CREDITS',
        PHOTOSHOOT_MESSAGES.notEnoughCredits(cost, balance),
      );
    }
    if (auth.apiKeyId) await consumeApiKeyUsage(tx, auth.apiKeyId);
    await deps.queue.enqueue(
      tx,
      PHOTOSHOOT_JOB,
      { imageId: image.id },
      {
        maxAttempts: deps.config.JOB_MAX_ATTEMPTS,
      },
    );
  }
}

async function planShoot(
  deps: Deps,
  renderer: ShootRenderer,
  userId: string,
  input: CreatePhotoshootInput,
): Promise<Plan> {
  const engine = deps.config.TRYON_ENGINE;
  if (input.aiModels && engine !== 'fashn') {
    const message = PHOTOSHOOT_MESSAGES.aiModelsNeedFashn(engine);
    throw new AppError('VALIDATION_ERROR', message, { fieldErrors: { aiModels: [message] } });
  }
  const ai = input.aiModels ? aiCastOf(input.aiModels) : [];
  return {
    models: await resolveModels(deps, renderer, userId, input.modelIds, input.shots, ai),
    backdrops: await resolveBackdrops(deps, renderer, userId, input.backdropIds),
    garments: await resolveGarments(deps, userId, input.garments),
    shots: input.shots,
  };
}

/**
 * Checks every id (owner-scoped) and the balance first, then in ONE transaction creates the
 * shoot and its images, debits one credit per image and queues one job per image. A short
 * balance (402) or a bad id (400) leaves nothing behind.
 */
export async function acceptShoot(
  deps: Deps,
  renderer: ShootRenderer,
  auth: AuthContext,
  input: CreatePhotoshootInput,
  idem?: Idempotency,
): Promise<StartedShoot> {
  const plan = await planShoot(deps, renderer, auth.userId, input);
  const imageCount = photoshootImageCount(input);
  const cost = imageCount * PHOTOSHOOT_CREDITS_PER_IMAGE;
  await assertBalance(deps, auth.userId, cost);
  const shoot = await deps.db.transaction(async (tx) => {
    const row = await repo.insertShoot(tx, {
      userId: auth.userId,
      apiKeyId: auth.apiKeyId ?? null,
      name: input.name ?? null,
      ...plan,
      imageCount,
      creditCost: cost,
      idempotencyKey: idem?.key ?? null,
      requestHash: idem?.hash ?? null,
    });
    const rows = imagesOf(plan).map((i) => ({
      ...i,
      id: randomUUID(),
      chargeId: randomUUID(),
      photoshootId: row.id,
      userId: auth.userId,
    }));
    await repo.insertImages(tx, rows);
    await chargeAndQueue(deps, tx, auth, cost, rows);
    return row;
  });
  deps.queue.notify(PHOTOSHOOT_JOB);
  return { id: shoot.id, imageCount, creditCost: cost, created: true };
}
