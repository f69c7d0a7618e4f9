import { COPY_CONFIRMATION_MS } from '@drape/shared/constants';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <div className="relative overflow-hidden rounded-lg border border-line bg-zinc-950 text-zinc-100">
      <div className="flex items-center justify-between border-b border-white/10 px-3 py-1.5 text-[11px] text-zinc-400">
        <span>{label}</span>
        <button
          type="button"
          className="flex cursor-pointer items-center gap-1 rounded px-1.5 py-0.5 hover:bg-white/10 hover:text-white"
          onClick={() => void navigator.clipboard.writeText(code).then(() => setCopied(true))}
        >
          {copied ? (
            <Check className="size-3" aria-hidden />
          ) : (
            <Copy className="size-3" aria-hidden />
          )}
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      {/* Focusable, so a keyboard can scroll long samples. */}
      <pre
        tabIndex={0}
        className="max-h-[32rem] overflow-auto p-4 text-xs leading-relaxed focus-visible:outline-2 focus-visible:outline-accent"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
