import { PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { type ModelAnalysis } from '@drape/shared/shoot-library.contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderScreen, signInTestUser } from '@/test/render';
import { ModelUploadModal } from './model-upload-modal';

/** XMLHttpRequest as the upload helper uses it, answering from a route table. */
function fakeXhr(routes: Record<string, (body: FormData) => [number, unknown]>) {
  const sent: { key: string; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private key = '';
    open(method: string, url: string) {
      this.key = `${method} ${url}`;
    }
    setRequestHeader() {}
    getAllResponseHeaders() {
      return 'content-type: application/json';
    }
    abort() {}
    send(body: FormData) {
      sent.push({ key: this.key, body });
      const [status, json] = routes[this.key]?.(body) ?? [404, { message: this.key }];
      this.status = status;
      this.responseText = JSON.stringify(json);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const analysis = (problems: ModelAnalysis['problems']): ModelAnalysis => ({
  framing: 'full-length',
  wearing: 'plain saree',
  bestFor: ['saree'] as ModelAnalysis['bestFor'],
  summary: 'plain saree: best for sarees',
  shots: ['full', 'three-quarter', 'close-up'],
  problems,
  width: 768,
  height: 1024,
});
const photo = new File(['jpg'], 'meera.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  signInTestUser();
  mockApi({ 'GET /v1/models': () => [] });
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

describe('add a model', () => {
  it(
    'shows the analysis before saving and needs the consent box',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const sent = fakeXhr({
        'POST /v1/models/analyse': () => [200, { data: analysis([]) }],
        'POST /v1/models': () => [201, { data: null }],
      });
      renderScreen(<ModelUploadModal open onClose={() => {}} />);
      expect(screen.getByText(PHOTOSHOOT_MESSAGES.uploadGuidance)).toBeInTheDocument();
      await user.upload(screen.getByLabelText('Model photo'), photo);
      expect(await screen.findByText('plain saree: best for sarees')).toBeInTheDocument();
      expect(screen.getByText('Full length')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Name'), 'Meera');
      await user.click(screen.getByRole('button', { name: 'Save model' }));
      expect(await screen.findByText(PHOTOSHOOT_MESSAGES.consentRequired)).toBeInTheDocument();
      expect(sent.map((s) => s.key)).toEqual(['POST /v1/models/analyse']);
    },
  );

  it(
    'refuses to save a photo with an error-level problem and says why',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      fakeXhr({
        'POST /v1/models/analyse': () => [
          200,
          {
            data: analysis([
              {
                code: 'SEVERAL_PEOPLE',
                message: 'More than one person is in the photo',
                severity: 'error',
              },
              { code: 'CROPPED_FEET', message: 'The feet are cropped', severity: 'warning' },
            ]),
          },
        ],
      });
      renderScreen(<ModelUploadModal open onClose={() => {}} />);
      await user.upload(screen.getByLabelText('Model photo'), photo);
      expect(await screen.findByText('More than one person is in the photo')).toBeInTheDocument();
      expect(screen.getByText('The feet are cropped')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save model' })).toBeDisabled();
    },
  );
});
