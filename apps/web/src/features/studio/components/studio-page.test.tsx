import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import type { VtonRequest } from '@drape/shared/tryon.contract';
import { vtonRequest } from '@/test/factories';
import { jsonResponse, mockApi, renderScreen, signInTestUser } from '@/test/render';
import { StudioPage } from './studio-page';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../api/studio-api', async (original) => ({
  ...(await original<typeof import('../api/studio-api')>()),
  uploadStudioImage: upload,
}));

const ID = '00000000-0000-4000-8000-0000000000ee';
const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const image = () => new Response('img', { headers: { 'content-type': 'image/png' } });
const quality = {
  confidence: 0.62,
  mode: 'redress',
  category: 'lower',
  garmentPhotoType: 'flat-lay',
  findings: [
    { code: 'HEM', message: 'The hem may sit higher than in the photo', severity: 'warning' },
  ],
} satisfies VtonRequest['quality'];

beforeEach(() => {
  signInTestUser();
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test-${++n}`);
  URL.revokeObjectURL = vi.fn();
  upload.mockReset();
  upload.mockImplementation((file: File) => Promise.resolve({ url: `/v1/files/${file.name}` }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

function studioApi(balance: number) {
  return mockApi({
    'GET /v1/credits/balance': () => ({ balance }),
    'POST /v1/vton/generate': () =>
      jsonResponse(201, { data: { id: ID, userId: ID, status: 'PENDING' } }),
    [`GET /v1/vton/status/${ID}`]: () =>
      vtonRequest({
        id: ID,
        status: 'COMPLETED',
        quality,
        title: 'Indigo palazzo',
        sku: 'PAL-7',
        resultImageUrl: '/v1/files/result.png?sig=1',
        personImageUrl: '/v1/files/person.png?sig=1',
      }),
    'GET /v1/files/result.png': image,
    'GET /v1/files/person.png': image,
  });
}

async function chooseBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByTestId('person-upload-input'), png('person.png'));
  await user.upload(screen.getByTestId('garment-upload-input'), png('garment.png'));
}

describe('studio', () => {
  it('sends the garment type, photo kind, title and SKU, shows the quality check and remembers the choice', async () => {
    const user = userEvent.setup();
    const { calls } = studioApi(5);
    const view = renderScreen(<StudioPage />);
    await chooseBoth(user);
    await user.selectOptions(screen.getByLabelText('Garment type'), 'Bottom');
    await user.selectOptions(screen.getByLabelText('Garment photo'), 'Flat lay');
    await user.type(screen.getByLabelText('Title (optional)'), 'Indigo palazzo');
    await user.type(screen.getByLabelText('SKU (optional)'), 'PAL-7');
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    const result = await screen.findByTestId('generation-result', {}, { timeout: 5000 });
    const sent = calls.find((c) => c.key === 'POST /v1/vton/generate');
    expect(JSON.parse(String(sent?.init.body))).toMatchObject({
      category: 'lower',
      garmentPhotoType: 'flat-lay',
      title: 'Indigo palazzo',
      sku: 'PAL-7',
    });
    const check = within(result).getByTestId('quality-findings');
    expect(check).toHaveTextContent('The hem may sit higher than in the photo');
    expect(check).toHaveTextContent('confidence 62%');
    view.unmount();
    renderScreen(<StudioPage />);
    expect(screen.getByLabelText('Garment type')).toHaveValue('lower');
    expect(screen.getByLabelText('Garment photo')).toHaveValue('flat-lay');
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('');
    // Two uploads, typing and a followed generation: 4–5 s on a loaded machine.
  }, 15_000);

  it('drops the preview of a file the server refuses and says why once, not in a toast too', async () => {
    const user = userEvent.setup();
    studioApi(5);
    upload.mockImplementation(() =>
      Promise.reject(
        new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Not a readable image' }),
      ),
    );
    renderScreen(<StudioPage />);
    expect(screen.getByTestId('person-upload')).toHaveTextContent('JPG, PNG or WebP, up to 10MB');
    await user.upload(screen.getByTestId('person-upload-input'), png('notes.png'));
    const message = 'Person image upload failed: Not a readable image';
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByAltText('Person image preview')).toBeNull();
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('keeps Generate disabled at 0 credits, says why and links to Purchase', async () => {
    const user = userEvent.setup();
    const { calls } = studioApi(0);
    renderScreen(<StudioPage />);
    await chooseBoth(user);
    expect(await screen.findByText(/You have no credits left/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Purchase credits' })).toHaveAttribute(
      'href',
      '/credits?purchase=1',
    );
    expect(calls.some((c) => c.key === 'POST /v1/vton/generate')).toBe(false);
  });
});
