import { useEffect } from 'react';

/** Sets the tab title: 'Dashboard · Drape'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Drape`;
  }, [title]);
}
