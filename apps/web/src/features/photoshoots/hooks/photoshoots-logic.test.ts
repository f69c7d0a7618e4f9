import type { Shot } from '@drape/shared/photoshoots-common.contract';
import type { ShootModel } from '@drape/shared/shoot-library.contract';
import type { PhotoshootDetail, PhotoshootImage } from '@drape/shared/photoshoots.contract';
import { describe, expect, it } from 'vitest';
import { readEventData } from '@/lib/sse';
import { groupBySku, imageCaption, imageFileName } from './album';
import { shotProblems } from './shot-problems';
import { isUsable, parseLabels } from './use-model-upload';
import { filterModels } from './use-model-filter';
import { garmentInputs } from './use-new-shoot';
import type { GarmentRow } from './use-garments';
import { mergeEvent } from './use-photoshoot';

const image = (id: string, sku: string, over: Partial<PhotoshootImage> = {}): PhotoshootImage => ({
  id,
  sku,
  garmentIndex: 0,
  modelId: 'builtin-starter',
  backdropId: 'builtin-heritage-jharokha',
  shot: 'close-up',
  status: 'PENDING',
  url: null,
  thumbnailUrl: null,
  width: null,
  height: null,
  error: null,
  attempts: 1,
  completedAt: null,
  ...over,
});

const counts = { total: 3, pending: 3, processing: 0, completed: 0, failed: 0 };
const shoot: PhotoshootDetail = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: null,
  status: 'PENDING',
  imageCount: 3,
  creditCost: 3,
  counts,
  shots: ['close-up'],
  coverUrl: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  finishedAt: null,
  garments: [
    { index: 0, name: 'Banarasi', sku: 'SAR-01', category: null, imageUrl: '/g1' },
    { index: 1, name: null, sku: 'garment-2', category: null, imageUrl: '/g2' },
  ],
  models: [{ id: 'builtin-starter', name: 'Starter model' }],
  backdrops: [{ id: 'builtin-heritage-jharokha', name: 'Palace jharokha' }],
  images: [image('i1', 'garment-2'), image('i2', 'SAR-01'), image('i3', 'SAR-01')],
};

describe('album', () => {
  it('groups images by SKU in garment order', () => {
    const groups = groupBySku(shoot);
    expect(groups.map((g) => [g.sku, g.garmentName, g.images.map((i) => i.id)])).toEqual([
      ['SAR-01', 'Banarasi', ['i2', 'i3']],
      ['garment-2', null, ['i1']],
    ]);
  });

  it('names an image by model, backdrop and shot, as the ZIP does', () => {
    const i = shoot.images[1]!;
    expect(imageCaption(shoot, i)).toBe('Starter model · Palace jharokha · Close-up');
    expect(imageFileName(shoot, i)).toBe('SAR-01-starter-model-palace-jharokha-close-up.jpg');
  });

  it('applies a live event: the new counts and only the images that changed', () => {
    const done = image('i2', 'SAR-01', { status: 'COMPLETED', url: '/v1/files/x.jpg' });
    const { garments: _g, models: _m, backdrops: _b, images: _i, ...summary } = shoot;
    const next = mergeEvent(shoot, {
      photoshoot: {
        ...summary,
        status: 'PROCESSING',
        counts: { ...counts, pending: 2, completed: 1 },
      },
      images: [done],
    });
    expect(next.status).toBe('PROCESSING');
    expect(next.counts.completed).toBe(1);
    expect(next.images.map((i) => i.status)).toEqual(['PENDING', 'COMPLETED', 'PENDING']);
    expect(next.garments).toBe(shoot.garments);
  });
});

describe('model library', () => {
  const model = (name: string, labels: string[], wearing: string) =>
    ({ name, labels, analysis: { wearing, summary: `${wearing}: best for sarees` } }) as ShootModel;
  const models = [
    model('Asha', ['south', 'petite'], 'plain saree'),
    model('Ravi', ['tall'], 'kurta'),
  ];

  it('filters by every word across name, labels and outfit', () => {
    expect(filterModels(models, 'PETITE saree').map((m) => m.name)).toEqual(['Asha']);
    expect(filterModels(models, 'kurta').map((m) => m.name)).toEqual(['Ravi']);
    expect(filterModels(models, '  ')).toHaveLength(2);
    expect(filterModels(models, 'lehenga')).toEqual([]);
  });

  it('reads comma-separated labels trimmed, without blanks or repeats', () => {
    expect(parseLabels(' south , ,petite,south ')).toEqual(['south', 'petite']);
  });

  it('refuses a photo only for an error-level problem', () => {
    const analysis = (severity: 'error' | 'warning') =>
      ({ problems: [{ code: 'X', message: 'x', severity }] }) as unknown as ShootModel['analysis'];
    expect(isUsable(analysis('warning'))).toBe(true);
    expect(isUsable(analysis('error'))).toBe(false);
    expect(isUsable(null)).toBe(false);
  });
});

describe('new shoot', () => {
  it('sends only uploaded garments, by upload id, blank name and SKU left out', () => {
    const row = (p: Partial<GarmentRow>) =>
      ({ status: 'done', uploadId: 'u1', name: '', sku: '', ...p }) as GarmentRow;
    expect(
      garmentInputs([
        row({ name: ' Banarasi ', sku: 'SAR-01' }),
        row({ uploadId: 'u2' }),
        row({ status: 'uploading', uploadId: null }),
        row({ status: 'error', uploadId: null }),
      ]),
    ).toEqual([
      { uploadId: 'u1', name: 'Banarasi', sku: 'SAR-01' },
      { uploadId: 'u2', name: undefined, sku: undefined },
    ]);
  });
});

describe('readEventData', () => {
  it('parses events split across chunks and stops at the final one', async () => {
    const chunks = [
      'event: status\ndata: {"n":',
      '1}\n\nevent: status\ndata: {"n":2}\n\n',
      'data: {"n":3}\n\n',
    ];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const s of chunks) c.enqueue(new TextEncoder().encode(s));
        c.close();
      },
    });
    const seen: unknown[] = [];
    await readEventData(new Response(body), (d) => {
      seen.push(d);
      return (d as { n: number }).n === 2;
    });
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

describe('shot problems', () => {
  it('names a chosen model whose photo cannot make a chosen shot', () => {
    const m = (id: string, name: string, shots: Shot[]) =>
      ({ id, name, analysis: { shots } }) as unknown as ShootModel;
    const models = [
      m('a', 'Asha', ['three-quarter', 'close-up']),
      m('b', 'Ravi', ['full', 'close-up']),
    ];
    expect(shotProblems(models, ['a', 'b'], ['full', 'close-up'])).toEqual([
      "Asha's photo cannot make: Full length. Untick the shot or choose another model.",
    ]);
    expect(shotProblems(models, ['b'], ['full'])).toEqual([]);
  });
});
