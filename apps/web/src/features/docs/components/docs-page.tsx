import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/document-title';
import { useOpenApiDocument } from '../api/openapi-api';
import { groupByTag } from '../lib/openapi';
import { AuthenticationGuide, WebhooksGuide } from './guides';
import { OperationView } from './operation-view';
import { PhotoshootsGuide } from './photoshoots-guide';
import { Quickstart } from './quickstart';

export function DocsPage() {
  useDocumentTitle('Documentation');
  const doc = useOpenApiDocument();
  const groups = doc.data ? groupByTag(doc.data) : [];
  return (
    <>
      <PageHeader
        title="Documentation"
        description={
          <>
            The Drape try-on API: a quickstart and a reference generated from the{' '}
            <a
              href="/v1/openapi.json"
              className="text-accent underline underline-offset-2 hover:no-underline"
            >
              OpenAPI 3.1 document
            </a>
            .
          </>
        }
      />
      <div className="grid gap-8 xl:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Documentation sections" className="hidden xl:block">
          <ul className="sticky top-20 space-y-1 text-sm">
            {[
              ['quickstart', 'Quickstart'],
              ['authentication', 'Authentication & errors'],
              ['webhooks', 'Webhooks'],
              ['photoshoots', 'Photoshoots'],
            ].map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded px-2 py-1 text-muted hover:bg-surface-2 hover:text-fg"
                >
                  {label}
                </a>
              </li>
            ))}
            <li className="px-2 pt-3 text-xs font-semibold tracking-wide text-subtle uppercase">
              Reference
            </li>
            {groups.map(([tag]) => (
              <li key={tag}>
                <a
                  href={`#tag-${tag.replace(/\W+/g, '-')}`}
                  className="block rounded px-2 py-1 text-muted hover:bg-surface-2 hover:text-fg"
                >
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-8">
          <Section
            id="quickstart"
            title="Quickstart"
            description="From an API key to a try-on image in five calls."
          >
            <Quickstart />
          </Section>
          <Section id="authentication" title="Authentication & errors">
            <AuthenticationGuide />
          </Section>
          <Section id="webhooks" title="Webhooks">
            <WebhooksGuide />
          </Section>
          <Section
            id="photoshoots"
            title="Photoshoots"
            description="A catalogue in one call: garments × models × backdrops × shots."
          >
            <PhotoshootsGuide />
          </Section>
          <section aria-labelledby="reference-title">
            <h2 id="reference-title" className="mb-4 text-xl font-semibold text-fg">
              API reference
            </h2>
            {doc.isPending ? (
              <div className="flex justify-center py-12 text-accent">
                <Spinner size="lg" label="Loading the API reference" />
              </div>
            ) : doc.isError ? (
              <Card>
                <ErrorState
                  title="Could not load the API reference"
                  message={errorMessage(doc.error)}
                  onRetry={() => void doc.refetch()}
                  isRetrying={doc.isFetching}
                />
              </Card>
            ) : (
              <div className="space-y-8">
                {groups.map(([tag, entries]) => (
                  <section key={tag} id={`tag-${tag.replace(/\W+/g, '-')}`} aria-label={tag}>
                    <h3 className="mb-2 flex items-center gap-2 text-base font-semibold text-fg">
                      {tag}
                      <span className="text-xs font-normal text-subtle">
                        {entries.length} endpoints
                      </span>
                    </h3>
                    <div className="space-y-2">
                      {entries.map((entry) => (
                        <OperationView key={entry.id} doc={doc.data} entry={entry} />
                      ))}
                    </div>
                  </section>
                ))}
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-20">
      <CardHeader title={title} description={description} />
      <CardBody>{children}</CardBody>
    </Card>
  );
}
