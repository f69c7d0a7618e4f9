import { CodeBlock } from './code-block';

const VERIFY = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** Checks the Drape-Signature header ("t=<unix seconds>,v1=<hex>") over the raw body. */
export function isFromDrape(secret: string, header: string, rawBody: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() / 1000 - t) > 300) return false; // reject replays
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(String(parts.v1 ?? ''));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}`;

const ERRORS = [
  ['401', 'API_KEY_INVALID', 'Not a Drape key, mistyped (checksum), or unknown'],
  ['401', 'API_KEY_REVOKED', 'The key was deleted'],
  ['401', 'API_KEY_INACTIVE', 'The key is disabled on the API Keys page'],
  ['401', 'API_KEY_EXPIRED', 'The key is past its expiry date'],
  ['402', 'INSUFFICIENT_CREDITS', 'The account has no credits left'],
  ['403', 'API_KEY_NOT_ALLOWED', 'Account, key and payment routes need a signed-in user'],
  ['429', 'API_KEY_USAGE_LIMIT', 'The key reached its usage limit (generations)'],
  ['429', 'RATE_LIMITED', 'Too many requests this minute; wait Retry-After seconds'],
] as const;

export function AuthenticationGuide() {
  return (
    <div className="space-y-4 text-sm text-muted [&_code]:font-mono [&_code]:text-xs [&_:not(pre)>code]:text-fg">
      <p>
        Send your key as <code>Authorization: Bearer drape_live_…</code> or{' '}
        <code>X-API-Key: drape_live_…</code>. Keys work on upload, generation, status, events,
        gallery list and delete, and the credit balance; account, key and payment management need a
        signed-in user. <code>GET /v1/apikeys/current</code> tells you which key you are using and
        what is left.
      </p>
      <p>
        Each key may make its usage limit of generations, and each generation spends one of your
        credits. Every response to a key carries <code>RateLimit-Limit</code>,{' '}
        <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> (seconds); a 429 also
        carries <code>Retry-After</code>. Send an <code>Idempotency-Key</code> header with a
        generate request to retry it safely.
      </p>
      {/* On phones the table scrolls sideways (keyboard too) instead of squeezing the meanings. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Error codes"
        className="overflow-x-auto rounded-lg border border-line"
      >
        <table className="w-full min-w-[30rem] text-left text-xs">
          <thead className="bg-surface-2 text-subtle">
            <tr>
              <th className="px-3 py-2 font-medium">Status</th>
              <th className="px-3 py-2 font-medium">Code</th>
              <th className="px-3 py-2 font-medium">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {ERRORS.map(([status, code, meaning]) => (
              <tr key={code} className="border-t border-line">
                <td className="px-3 py-2 font-mono">{status}</td>
                <td className="px-3 py-2">
                  <code>{code}</code>
                </td>
                <td className="px-3 py-2">{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Errors are JSON: <code>{'{ "code": "…", "message": "…", "details"?: … }'}</code>.
      </p>
    </div>
  );
}

export function WebhooksGuide() {
  return (
    <div className="space-y-4 text-sm text-muted [&_code]:font-mono [&_code]:text-xs [&_:not(pre)>code]:text-fg">
      <p>
        Give a key a webhook URL (<code>PATCH /v1/apikeys/&#123;id&#125;</code> with{' '}
        <code>webhookUrl</code>) and Drape POSTs
        <code> generation.completed</code> or <code>generation.failed</code> there when a generation
        made with the key finishes. Each delivery is signed with the key's webhook secret (
        <code>GET /v1/apikeys/&#123;id&#125;</code>) in the
        <code> Drape-Signature</code> header and retried up to 4 times with exponential backoff on
        network errors and 5xx answers. Answer 2xx quickly; the <code>Drape-Delivery</code> header
        stays the same across retries. Only public http(s) URLs are accepted.
      </p>
      <CodeBlock code={VERIFY} label="verify-webhook.ts" />
    </div>
  );
}
