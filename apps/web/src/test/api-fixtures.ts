// Shared by the API client tests: a signed-in user, numbered tokens, JSON responses.

export const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const testUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Asha',
  email: 'a@x.in',
  avatarUrl: null,
  role: 'user' as const,
  createdAt: new Date().toISOString(),
};

export const tokens = (n: number) => ({
  access: { token: `access-${n}`, expires: new Date().toISOString() },
  refresh: { token: `refresh-${n}`, expires: new Date().toISOString() },
});

export const expired = () => json(401, { code: 'TOKEN_EXPIRED', message: 'expired' });
export const refreshed = (n: number) => json(200, { data: { tokens: tokens(n) } });

/** A stand-in XMLHttpRequest: each send() answers with the next queued reply. */
export class FakeXhr {
  static replies: { status: number; body: unknown }[] = [];
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private request = { method: '', url: '', headers: {} as Record<string, string> };

  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.sent.push({ ...this.request, body });
    const reply = FakeXhr.replies.shift();
    queueMicrotask(() => {
      if (!reply) return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}
