/* eslint-disable no-console, no-restricted-properties -- a stand-alone Node 20+ script */
// Drape quickstart: upload a person and a garment photo, generate a try-on, wait, download.
// Run:  DRAPE_API_KEY=drape_live_… npx tsx quickstart.ts person.jpg garment.jpg result.png
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';

const API = process.env.DRAPE_API_URL ?? 'http://localhost:3000';
const KEY = process.env.DRAPE_API_KEY;
if (!KEY) throw new Error('Set DRAPE_API_KEY to a key from the API Keys page');
const [personPath = 'person.jpg', garmentPath = 'garment.jpg', outPath = 'result.png'] =
  process.argv.slice(2);
const auth = { 'X-API-Key': KEY };

/** Calls the API and returns `data`, or throws with the API's code and message. */
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, API), {
    ...init,
    headers: { ...auth, ...(init.headers as Record<string, string>) },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${body.code}: ${body.message}`);
  return body.data as T;
}

// 1. Upload the two photos (JPG or PNG, up to 10 MB each).
async function upload(path: string, folder: 'vton-persons' | 'vton-garments') {
  const form = new FormData();
  form.append('folder', folder);
  const type = path.endsWith('.png') ? 'image/png' : 'image/jpeg';
  form.append('file', new Blob([await readFile(path)], { type }), basename(path));
  const [file] = await call<{ url: string }[]>('/v1/upload', { method: 'POST', body: form });
  return file!.url;
}
const personImageUrl = await upload(personPath, 'vton-persons');
const garmentImageUrl = await upload(garmentPath, 'vton-garments');

// 2. Start the generation (1 credit). The Idempotency-Key makes a retried POST safe.
const generation = await call<{ id: string }>('/v1/vton/generate', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
  body: JSON.stringify({ personImageUrl, garmentImageUrl }),
});
console.log(`generation ${generation.id} started`);

// 3. Poll every 2 seconds until it is COMPLETED or FAILED (or stream GET /v1/vton/{id}/events).
type Status = { status: string; errorMessage: string | null; result: { imageUrl: string } | null };
let status = await call<Status>(`/v1/vton/status/${generation.id}`);
while (status.status === 'PENDING' || status.status === 'PROCESSING') {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  status = await call<Status>(`/v1/vton/status/${generation.id}`);
}
if (status.status !== 'COMPLETED' || !status.result) {
  throw new Error(`generation failed: ${status.errorMessage}`);
}

// 4. Download the result image.
const image = await fetch(new URL(status.result.imageUrl, API), { headers: auth });
if (!image.ok) throw new Error(`download failed: ${image.status}`);
await writeFile(outPath, Buffer.from(await image.arrayBuffer()));
console.log(`saved ${outPath}`);
