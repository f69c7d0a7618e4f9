import { BookOpen } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/document-title';

export function DocsPage() {
  useDocumentTitle('Documentation');
  return (
    <>
      <PageHeader title="Documentation" description="Guides and reference for the Drape try-on API." />
      <Card>
        <EmptyState
          icon={<BookOpen className="size-5" aria-hidden />}
          title="API Documentation - Coming Soon"
          description="A full reference for every endpoint, generated from our API schema, will appear here."
        />
      </Card>
    </>
  );
}
