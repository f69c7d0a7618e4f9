import { KeyRound, Lock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { typeLabel, type OpenApiDocument, type OperationEntry } from '../lib/openapi';
import { SchemaView } from './schema-view';

const METHOD_TONES: Record<string, string> = {
  get: 'bg-info-soft text-info',
  post: 'bg-success-soft text-success',
  patch: 'bg-warning-soft text-warning',
  put: 'bg-warning-soft text-warning',
  delete: 'bg-danger-soft text-danger',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={cn(
        'inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-[11px] font-bold uppercase',
        METHOD_TONES[method],
      )}
    >
      {method}
    </span>
  );
}

export function OperationView({ doc, entry }: { doc: OpenApiDocument; entry: OperationEntry }) {
  const { op } = entry;
  const body = op.requestBody?.content;
  const bodyType = body ? Object.keys(body)[0] : undefined;
  const bodySchema = bodyType ? body?.[bodyType]?.schema : undefined;
  const params = op.parameters ?? [];
  return (
    <details
      id={entry.id}
      className="group rounded-lg border border-line bg-surface open:shadow-sm"
    >
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-surface-2/60">
        <MethodBadge method={entry.method} />
        <code className="font-mono text-sm break-all text-fg">{entry.path}</code>
        <span className="text-sm text-muted">{op.summary}</span>
        <span className="ml-auto flex items-center gap-1 text-[11px] text-subtle">
          {entry.acceptsApiKey ? (
            <>
              <KeyRound className="size-3" aria-hidden /> API key or token
            </>
          ) : op.security?.length ? (
            <>
              <Lock className="size-3" aria-hidden /> Signed-in user
            </>
          ) : (
            'Public'
          )}
        </span>
      </summary>
      <div className="space-y-4 border-t border-line px-4 py-4">
        {op.description && <p className="text-sm text-muted">{op.description}</p>}
        {params.length > 0 && (
          <section>
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-subtle uppercase">
              Parameters
            </h4>
            <ul>
              {params.map((p) => (
                <li
                  key={`${p.in}-${p.name}`}
                  className="flex flex-wrap items-baseline gap-x-2 py-1 text-xs"
                >
                  <code className="font-mono font-semibold text-fg">{p.name}</code>
                  <span className="text-subtle">in {p.in}</span>
                  {p.schema && (
                    <span className="font-mono text-accent">{typeLabel(doc, p.schema)}</span>
                  )}
                  {p.required ? (
                    <span className="text-danger">required</span>
                  ) : (
                    <span className="text-subtle">optional</span>
                  )}
                  {p.description && <span className="w-full text-muted">{p.description}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
        {bodySchema && (
          <section>
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-subtle uppercase">
              Request body · {bodyType}
            </h4>
            <SchemaView doc={doc} schema={bodySchema} />
          </section>
        )}
        <section>
          <h4 className="mb-1 text-xs font-semibold tracking-wide text-subtle uppercase">
            Responses
          </h4>
          <ul className="space-y-2">
            {Object.entries(op.responses).map(([code, res]) => {
              const schema = res.content?.['application/json']?.schema;
              return (
                <li key={code} className="text-xs">
                  <span
                    className={cn(
                      'font-mono font-semibold',
                      code.startsWith('2') ? 'text-success' : 'text-danger',
                    )}
                  >
                    {code}
                  </span>{' '}
                  <span className="text-muted">{res.description}</span>
                  {schema && code.startsWith('2') && (
                    <div className="mt-1">
                      <SchemaView doc={doc} schema={schema} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </details>
  );
}
