import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';

/** The spec's fallback screen (§2): Reload Page reloads, Try Again clears the error. */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  return (
    <div role="alert" className="flex min-h-[60vh] w-full items-center justify-center px-6 py-16">
      <div className="max-w-md text-center">
        <div className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-danger-soft text-danger">
          <AlertTriangle className="size-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">Something went wrong</h1>
        <p className="mt-2 text-sm text-muted">
          We encountered an unexpected error. Please try refreshing the page.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="h-10 cursor-pointer rounded-lg bg-brand px-4 text-sm font-medium text-brand-fg hover:bg-brand-hover"
          >
            Reload Page
          </button>
          <button
            type="button"
            onClick={onReset}
            className="h-10 cursor-pointer rounded-lg border border-line-strong px-4 text-sm font-medium text-fg hover:bg-surface-2"
          >
            Try Again
          </button>
        </div>
      </div>
    </div>
  );
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    // Moving to another page clears a page's error.
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Surfaced in the browser console for debugging; there is no client error reporting service.
    // eslint-disable-next-line no-console
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorFallback onReset={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
