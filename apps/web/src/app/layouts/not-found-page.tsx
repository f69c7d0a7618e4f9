import '@fontsource-variable/cormorant-garamond/wght.css';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';

/** The display face of the public pages (landing, legal, deck): this page is one of them. */
const display = "font-['Cormorant_Garamond_Variable',Georgia,serif]";

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="flex min-h-screen items-center justify-center bg-canvas px-6">
      <div className="text-center">
        <p className="text-sm font-semibold tracking-widest text-accent">404</p>
        <h1 className={`${display} mt-2 text-5xl leading-tight font-medium text-fg`}>
          Page not found
        </h1>
        <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          Back to home
        </Link>
      </div>
    </main>
  );
}
