import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { ErrorBoundary } from './error-boundary';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <BrowserRouter>{children}</BrowserRouter>
      <Toaster />
    </ErrorBoundary>
  );
}
