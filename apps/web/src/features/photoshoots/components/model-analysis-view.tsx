import { SHOT_LABELS } from '@drape/shared/photoshoots-common.contract';
import { FRAMING_LABELS, type ModelAnalysis } from '@drape/shared/shoot-library.contract';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';

/** What the analysis found in a model photo, shown before it is saved. */
export function ModelAnalysisView({ analysis }: { analysis: ModelAnalysis }) {
  const refused = analysis.problems.some((p) => p.severity === 'error');
  return (
    <section
      aria-label="Photo analysis"
      className="space-y-3 rounded-xl border border-line bg-surface-2 p-4 text-sm"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted">Framing</dt>
        <dd className="text-fg">{FRAMING_LABELS[analysis.framing]}</dd>
        <dt className="text-muted">Wearing</dt>
        <dd className="text-fg">{analysis.summary}</dd>
        <dt className="text-muted">Shots</dt>
        <dd className="text-fg">
          {analysis.shots.length ? analysis.shots.map((s) => SHOT_LABELS[s]).join(', ') : 'None'}
        </dd>
      </dl>
      {analysis.problems.length === 0 ? (
        <p className="flex items-center gap-2 text-success">
          <CheckCircle2 className="size-4" aria-hidden /> No problems found
        </p>
      ) : (
        <ul className="space-y-1.5" aria-label="Problems">
          {analysis.problems.map((p) => (
            <li
              key={p.code}
              className={p.severity === 'error' ? 'flex gap-2 text-danger' : 'flex gap-2 text-fg'}
            >
              {p.severity === 'error' ? (
                <XCircle className="mt-0.5 size-4 shrink-0" aria-label="Error" />
              ) : (
                <AlertTriangle
                  className="mt-0.5 size-4 shrink-0 text-warning"
                  aria-label="Warning"
                />
              )}
              {p.message}
            </li>
          ))}
        </ul>
      )}
      {refused && (
        <p className="font-medium text-danger">This photo cannot be used: choose another one.</p>
      )}
    </section>
  );
}
