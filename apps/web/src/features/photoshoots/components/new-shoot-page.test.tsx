import type { Backdrop, ShootModel } from '@drape/shared/shoot-library.contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/api-fixtures';
import { useAuthStore } from '@/lib/auth-store';
import { jsonResponse, mockApi, renderScreen, signInTestUser } from '@/test/render';
import { NewShootPage } from './new-shoot-page';

const UPLOAD_ID = '00000000-0000-4000-8000-0000000000b1';
const model: ShootModel = {
  id: 'builtin-starter',
  name: 'Starter model',
  labels: [],
  isBuiltIn: true,
  imageUrl: '/v1/files/m.jpg',
  thumbnailUrl: '/v1/files/m-t.jpg',
  analysis: {
    framing: 'full-length',
    wearing: 'unknown',
    bestFor: [],
    summary: 'Full length',
    shots: ['full', 'three-quarter', 'close-up'],
    problems: [],
    width: 768,
    height: 1024,
  },
  consentAt: null,
  createdAt: null,
};
const backdrop = (id: string, name: string): Backdrop => ({
  id,
  name,
  kind: 'studio',
  isBuiltIn: true,
  imageUrl: `/v1/files/${id}.jpg`,
  thumbnailUrl: `/v1/files/${id}-t.jpg`,
  createdAt: null,
});

/**
 * The server's side of POST /v1/photoshoots as the real route behaves: a known Idempotency-Key
 * answers the first shoot (200, nothing charged); `lose` answers are lost on the way back.
 */
function fakeShootServer(lose = 0) {
  const shoots = new Map<string, string>();
  const state = { shoots: 0, charges: 0, keys: [] as (string | undefined)[] };
  const handler = (_url: URL, init: RequestInit) => {
    const key = (init.headers as Record<string, string>)['Idempotency-Key'];
    state.keys.push(key);
    let id = key ? shoots.get(key) : undefined;
    if (!id) {
      state.shoots += 1;
      state.charges += 2;
      id = `00000000-0000-4000-8000-00000000000${state.shoots}`;
      if (key) shoots.set(key, id);
    }
    if (state.keys.length <= lose) throw new TypeError('Failed to fetch');
    return jsonResponse(202, { data: { id, imageCount: 2, creditCost: 2 } });
  };
  return { state, handler };
}

const LOCAL = { engine: 'local', aiModels: false, aiModelsMax: 0, note: null };

function renderNewShoot(
  post: (url: URL, init: RequestInit) => unknown,
  capabilities: object = LOCAL,
) {
  const backdrops = [
    backdrop('builtin-studio-ivory', 'Ivory'),
    backdrop('builtin-studio-white', 'White'),
  ];
  mockApi({
    'GET /v1/photoshoots/capabilities': () => capabilities,
    'GET /v1/models': () => [model],
    'GET /v1/backdrops': () => backdrops,
    'GET /v1/credits/balance': () => ({ balance: 50 }),
    'GET /v1/files/m-t.jpg': () => new Response(new Blob(['x'])),
    'POST /v1/photoshoots': post,
  });
  renderScreen(
    <Routes>
      <Route path="/photoshoots/new" element={<NewShootPage />} />
      <Route path="/photoshoots/:id" element={<h1>Shoot page</h1>} />
    </Routes>,
    '/photoshoots/new',
  );
}

/** One garment uploaded, the starter model and the ivory backdrop, full length + close-up. */
async function chooseShoot(user: ReturnType<typeof userEvent.setup>) {
  FakeXhr.replies.push({
    status: 201,
    body: {
      data: [
        {
          ...{ id: UPLOAD_ID, url: '/v1/files/g.png', key: 'g.png', folder: 'vton-garments' },
          ...{ contentType: 'image/png', width: 600, height: 800, bytes: 1000 },
        },
      ],
    },
  });
  const file = new File(['png'], 'kurta.png', { type: 'image/png' });
  await user.upload(screen.getByTestId('garment-files'), file);
  await user.click(await screen.findByRole('button', { name: /Starter model/ }));
  await user.click(await screen.findByRole('button', { name: /Ivory/ }));
  await user.click(screen.getByLabelText('Three-quarter (knee up)'));
  return screen.findByRole('button', { name: 'Start photoshoot · 2 credits' });
}

beforeEach(() => {
  signInTestUser();
  FakeXhr.replies = [];
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

describe('new shoot: Start is charged once', () => {
  it('a double click starts one shoot', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const server = fakeShootServer();
    renderNewShoot(server.handler);
    const start = await chooseShoot(user);
    await vi.waitFor(() => expect(start).toBeEnabled());
    fireEvent.click(start);
    fireEvent.click(start);
    expect(await screen.findByRole('heading', { name: 'Shoot page' })).toBeInTheDocument();
    expect(server.state).toMatchObject({ shoots: 1, charges: 2 });
    expect(new Set(server.state.keys).size).toBe(1);
    expect(server.state.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it(
    'Start again after a network error sends the same key: one shoot, one charge',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      // Both tries of the first Start reach the server and lose their answer.
      const server = fakeShootServer(2);
      renderNewShoot(server.handler);
      const start = await chooseShoot(user);
      await vi.waitFor(() => expect(start).toBeEnabled());
      await user.click(start);
      expect(await screen.findByRole('alert')).toHaveTextContent(/network|connection/i);
      await user.click(start);
      expect(await screen.findByRole('heading', { name: 'Shoot page' })).toBeInTheDocument();
      expect(server.state.keys).toHaveLength(3);
      expect(new Set(server.state.keys).size).toBe(1);
      expect(server.state).toMatchObject({ shoots: 1, charges: 2 });
    },
  );

  it(
    'a changed selection after an error is a new shoot with a new key',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const server = fakeShootServer(2);
      renderNewShoot(server.handler);
      const start = await chooseShoot(user);
      await vi.waitFor(() => expect(start).toBeEnabled());
      await user.click(start);
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /White/ }));
      await user.click(await screen.findByRole('button', { name: 'Start photoshoot · 4 credits' }));
      expect(await screen.findByRole('heading', { name: 'Shoot page' })).toBeInTheDocument();
      expect(new Set(server.state.keys).size).toBe(2);
      expect(server.state.keys[2]).not.toBe(server.state.keys[0]);
    },
  );
});

describe('new shoot: AI-generated models', () => {
  it(
    'with the FASHN engine, AI models are more models of the shoot, counted before Start',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const bodies: unknown[] = [];
      const post = (_url: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(202, { data: { id: UPLOAD_ID, imageCount: 6, creditCost: 6 } });
      };
      renderNewShoot(post, { engine: 'fashn', aiModels: true, aiModelsMax: 4, note: null });
      await chooseShoot(user);
      const group = await screen.findByRole('group', { name: 'AI-generated models' });
      expect(
        within(group)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['None', '1', '2', '3', '4']);
      await user.selectOptions(within(group).getByLabelText('AI models'), '2');
      await user.type(within(group).getByLabelText('Describe them (optional)'), 'Kerala bride');
      expect(screen.getByTestId('shoot-formula')).toHaveTextContent(
        '1 garments × 3 models × 1 backdrops × 2 shots',
      );
      const start = screen.getByRole('button', { name: 'Start photoshoot · 6 credits' });
      await vi.waitFor(() => expect(start).toBeEnabled());
      await user.click(start);
      expect(await screen.findByRole('heading', { name: 'Shoot page' })).toBeInTheDocument();
      expect(bodies[0]).toMatchObject({
        modelIds: ['builtin-starter'],
        aiModels: { count: 2, prompt: 'Kerala bride' },
      });
    },
  );

  it(
    "with the FASHN engine, Advanced sends the AI models' seed, quality and garment photo kind",
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const bodies: unknown[] = [];
      const post = (_url: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(202, { data: { id: UPLOAD_ID, imageCount: 4, creditCost: 4 } });
      };
      renderNewShoot(post, { engine: 'fashn', aiModels: true, aiModelsMax: 4, note: null });
      await chooseShoot(user);
      const group = await screen.findByRole('group', { name: 'AI-generated models' });
      // Only once AI models are asked for: the settings are theirs.
      expect(within(group).queryByRole('button', { name: /Advanced/ })).not.toBeInTheDocument();
      await user.selectOptions(within(group).getByLabelText('AI models'), '1');
      const advanced = within(group).getByRole('button', { name: 'Advanced (FASHN engine)' });
      expect(advanced).toHaveAttribute('aria-expanded', 'false');
      await user.click(advanced);

      // A seed FASHN cannot take stops Start and says why.
      await user.type(within(group).getByLabelText('Seed (optional)'), '12x');
      expect(within(group).getByRole('alert')).toHaveTextContent(/whole number from 0 to/);
      const start = screen.getByRole('button', { name: 'Start photoshoot · 4 credits' });
      expect(start).toBeDisabled();
      await user.clear(within(group).getByLabelText('Seed (optional)'));
      await user.type(within(group).getByLabelText('Seed (optional)'), '4242');
      await user.selectOptions(within(group).getByLabelText('Quality'), 'quality');
      await user.selectOptions(within(group).getByLabelText('Garment photo'), 'Flat lay');
      await vi.waitFor(() => expect(start).toBeEnabled());
      await user.click(start);
      expect(await screen.findByRole('heading', { name: 'Shoot page' })).toBeInTheDocument();
      expect(bodies[0]).toMatchObject({
        aiModels: { count: 1, seed: 4242, quality: 'quality', garmentPhotoType: 'flat-lay' },
      });
    },
  );

  it('with the local engine, offers no AI models and says the deployment uses the model library', async () => {
    renderNewShoot(() => null, {
      ...LOCAL,
      note: 'This deployment uses your model library. AI-generated models need a GPU engine (FASHN).',
    });
    expect(await screen.findByText(/uses your model library/)).toBeInTheDocument();
    await screen.findByRole('button', { name: /Starter model/ });
    expect(screen.queryByRole('group', { name: 'AI-generated models' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Advanced/ })).not.toBeInTheDocument();
  });
});
