import { CATEGORY_LABELS, type QualityReport } from '@drape/shared/tryon-options.contract';
import { AlertTriangle, Info } from 'lucide-react';

const MODE_WORDS: Record<QualityReport['mode'], string> = {
  redress: 'Re-dressed',
  replace: 'Garment replaced',
};
const PHOTO_WORDS: Record<QualityReport['garmentPhotoType'], string> = {
  'flat-lay': 'flat-lay photo',
  'on-model': 'photo on a model',
};

/** What the engine chose and what it thinks may be wrong with the result. */
export function QualityFindings({ quality }: { quality: QualityReport | null | undefined }) {
  if (!quality) return null;
  const confidence = Math.round(quality.confidence * 100);
  return (
    <section
      className="rounded-xl border border-line bg-surface-2 p-4 text-sm"
      aria-label="Quality check"
      data-testid="quality-findings"
    >
      <h3 className="font-semibold text-fg">Quality check</h3>
      <p className="mt-1 text-xs text-muted">
        {MODE_WORDS[quality.mode]} · {CATEGORY_LABELS[quality.category]} ·{' '}
        {PHOTO_WORDS[quality.garmentPhotoType]} · confidence {confidence}%
      </p>
      {quality.findings.length === 0 ? (
        <p className="mt-2 text-muted">No problems found.</p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {quality.findings.map((f) => (
            <li key={f.code} className="flex gap-2 text-fg">
              {f.severity === 'warning' ? (
                <AlertTriangle
                  className="mt-0.5 size-4 shrink-0 text-warning"
                  aria-label="Warning"
                />
              ) : (
                <Info className="mt-0.5 size-4 shrink-0 text-subtle" aria-label="Note" />
              )}
              <span>{f.message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
