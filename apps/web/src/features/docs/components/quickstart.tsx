import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import curlExample from '../examples/quickstart.sh?raw';
import tsExample from '../examples/quickstart.ts?raw';
import { CodeBlock } from './code-block';

// The example files are run as-is by apps/server/test/docs-examples.test.ts; only the lint
// directive is dropped for display.
const ts = tsExample.replace(/^\/\* eslint-disable[^\n]*\n/, '');
const TABS = [
  { id: 'curl', label: 'curl', file: 'quickstart.sh', code: curlExample },
  { id: 'ts', label: 'TypeScript', file: 'quickstart.ts (Node 20+)', code: ts },
] as const;

/** A path or field name that may wrap after a '/' or '.', never inside a word. */
function Path({ children }: { children: string }) {
  const parts = children.split(/(?<=[/.])/);
  return (
    <code>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </code>
  );
}

const STEPS = [
  [
    'Create a key',
    <>
      on the{' '}
      <Link to="/api-keys" className="text-accent underline underline-offset-2 hover:no-underline">
        API Keys
      </Link>{' '}
      page and copy it (it is shown once).
    </>,
  ],
  [
    'Upload two photos',
    <>
      a person and a garment (JPG or PNG, up to 10 MB) with <Path>POST /v1/upload</Path>.
    </>,
  ],
  [
    'Generate',
    <>
      with <Path>POST /v1/vton/generate</Path>; it costs one credit and returns an id at once.
    </>,
  ],
  [
    'Poll or stream',
    <>
      <Path>GET /v1/vton/status/&#123;id&#125;</Path> every 2 seconds, or stream progress from{' '}
      <Path>GET /v1/vton/&#123;id&#125;/events</Path>.
    </>,
  ],
  [
    'Download',
    <>
      the image at <Path>result.imageUrl</Path> (send the key with it).
    </>,
  ],
] as const;

export function Quickstart() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('curl');
  const active = TABS.find((t) => t.id === tab) ?? TABS[0];
  return (
    <div className="@container space-y-5">
      <ol className="grid gap-3 @sm:grid-cols-2 @2xl:grid-cols-3 @5xl:grid-cols-5">
        {STEPS.map(([title, text], i) => (
          <li
            key={title}
            className="min-w-0 rounded-lg border border-line bg-surface p-3 text-sm [&_code]:font-mono [&_code]:text-xs"
          >
            <span className="mb-1 grid size-6 place-items-center rounded-full bg-brand text-xs font-semibold text-brand-fg">
              {i + 1}
            </span>
            <p className="font-medium text-fg">{title}</p>
            <p className="mt-0.5 text-xs text-muted">{text}</p>
          </li>
        ))}
      </ol>
      <div>
        <div role="tablist" aria-label="Example language" className="mb-2 flex gap-1">
          {TABS.map((t) => (
            <button
              key={t.id}
              role="tab"
              type="button"
              aria-selected={tab === t.id}
              onClick={() => setTab(t.id)}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-sm',
                tab === t.id ? 'bg-surface-3 font-medium text-fg' : 'text-muted hover:text-fg',
              )}
            >
              {t.label}
            </button>
          ))}
        </div>
        <CodeBlock code={active.code} label={active.file} />
      </div>
    </div>
  );
}
