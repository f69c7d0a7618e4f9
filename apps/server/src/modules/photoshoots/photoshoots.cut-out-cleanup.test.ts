import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../test/fake-engines';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import {
  createModel,
  drain,
  fakeShootRenderer,
  startShoot,
  upload,
} from '../../../test/photoshoot-helpers';
import { setBalance } from '../../../test/tryon-helpers';
import { createLocalStorage, type Storage } from '../../storage/storage';

// Local storage whose deletes can be made to fail (an S3 outage, a permission error).
const broken = { on: false };
let inner: Storage | null = null;
const files = (): Storage => {
  if (!inner) throw new Error('storage not ready');
  return inner;
};
const fail = () => Promise.reject(new Error('storage unavailable'));
const storage: Storage = {
  kind: 'local',
  put: (key, body, type) => files().put(key, body, type),
  get: (key) => files().get(key),
  delete: (key) => (broken.on ? fail() : files().delete(key)),
  deletePrefix: (prefix) => (broken.on ? fail() : files().deletePrefix(prefix)),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { engine: fakeEngine(), shootRenderer: fakeShootRenderer({ cutOuts: true }), storage },
  );
  inner = createLocalStorage(join(t.dataDir, 'files'));
}, 180_000);
afterAll(() => t.close());

/** The stored cut-outs of a user (u/<id>/cutouts/<sha256>-<version>.bin). */
async function cutOuts(user: TestUser): Promise<string[]> {
  try {
    return (await readdir(join(t.dataDir, 'files', 'u', user.id, 'cutouts'))).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

async function shoot(user: TestUser, modelIds: string[]) {
  const garment = await upload(t, user);
  const res = await startShoot(t, user.headers, {
    garments: [{ uploadId: garment.id }],
    modelIds,
    backdropIds: ['builtin-studio-ivory'],
    shots: ['full'],
  });
  expect(res.status).toBe(202);
  await drain(t);
  return res.body.data.id as string;
}

const del = (user: TestUser, url: string) =>
  t.call({ method: 'DELETE', url, headers: user.headers });

// The fake engine's dressed image depends on the model photo's size only, so two models with
// photos of one size share a cut-out (as two uploads of one photo do with the real engine).
describe('deleting a model or a shoot deletes the cut-outs nothing else needs', () => {
  it("a model's cut-out goes with it; a second model with the same photo keeps it until it goes too", async () => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 20);
    const asha = await createModel(t, user, 'Asha', [48, 64]);
    const meera = await createModel(t, user, 'Meera', [52, 70]);
    const twin = await createModel(t, user, 'Asha again', [48, 64]);
    await shoot(user, [asha.id, meera.id, twin.id]);
    const both = await cutOuts(user);
    expect(both).toHaveLength(2);

    // Meera's photo is hers alone: her cut-out goes with her; the shoot and its album stay.
    expect((await del(user, `/v1/models/${meera.id}`)).status).toBe(204);
    const left = await cutOuts(user);
    expect(left).toHaveLength(1);
    expect(both).toContain(left[0]);

    // Asha's cut-out is also the twin's (same photo): it stays until both are deleted.
    expect((await del(user, `/v1/models/${asha.id}`)).status).toBe(204);
    expect(await cutOuts(user)).toEqual(left);
    expect((await del(user, `/v1/models/${twin.id}`)).status).toBe(204);
    expect(await cutOuts(user)).toEqual([]);
  });

  it('a shoot takes the cut-outs only it needed; one another shoot needs stays', async () => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 20);
    const first = await shoot(user, ['builtin-starter']);
    const second = await shoot(user, ['builtin-starter']);
    expect(await cutOuts(user)).toHaveLength(1);
    expect((await del(user, `/v1/photoshoots/${first}`)).status).toBe(204);
    expect(await cutOuts(user)).toHaveLength(1);
    expect((await del(user, `/v1/photoshoots/${second}`)).status).toBe(204);
    expect(await cutOuts(user)).toEqual([]);
  });

  it("another user cannot delete a user's cut-outs, even of an identical photo", async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    await setBalance(t, a.id, 5);
    await setBalance(t, b.id, 5);
    const aModel = await createModel(t, a, 'A', [48, 64]);
    const bModel = await createModel(t, b, 'B', [48, 64]);
    await shoot(a, [aModel.id]);
    const bShoot = await shoot(b, [bModel.id]);
    const aFiles = await cutOuts(a);
    expect(aFiles).toHaveLength(1);
    expect(await cutOuts(b)).toEqual(aFiles); // same content hash, each under its owner

    expect((await del(b, `/v1/models/${aModel.id}`)).status).toBe(404);
    expect((await del(b, `/v1/models/${bModel.id}`)).status).toBe(204);
    expect((await del(b, `/v1/photoshoots/${bShoot}`)).status).toBe(204);
    expect(await cutOuts(b)).toEqual([]);
    expect(await cutOuts(a)).toEqual(aFiles);
  });

  it('a failing storage delete leaves no half-deleted model: the row goes, the files follow', async () => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 5);
    const model = await createModel(t, user, 'Asha', [56, 76]);
    await shoot(user, [model.id]);
    expect(await cutOuts(user)).toHaveLength(1);
    const photoDir = join(t.dataDir, 'files', 'u', user.id, 'shoot-models');
    expect(await readdir(photoDir)).toHaveLength(2); // photo and thumbnail

    // Deletions that went through left no cleanup job behind.
    expect(await t.ctx.worker.runOnce('file-cleanup')).toBeFalsy();
    broken.on = true;
    try {
      expect((await del(user, `/v1/models/${model.id}`)).status).toBe(204);
    } finally {
      broken.on = false;
    }
    // The model is gone as a whole (no row pointing at missing files); its files are still there.
    const list = await t.call({ method: 'GET', url: '/v1/models', headers: user.headers });
    expect(list.body.data.map((m: { id: string }) => m.id)).not.toContain(model.id);
    expect(await cutOuts(user)).toHaveLength(1);
    expect(await readdir(photoDir)).toHaveLength(2);

    // The cleanup queued with the deletion removes them once storage answers.
    expect(await t.ctx.worker.runOnce('file-cleanup')).toBeTruthy();
    expect(await cutOuts(user)).toEqual([]);
    expect(await readdir(photoDir)).toEqual([]);
  });
});
