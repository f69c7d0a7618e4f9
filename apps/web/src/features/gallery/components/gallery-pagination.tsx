import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** `page` is the page asked for; `pagination` is what the server last answered (may lag behind). */
export function GalleryPagination({
  page,
  pagination,
  onPage,
}: {
  page: number;
  pagination: { page: number; totalPages: number; total: number };
  onPage: (page: number) => void;
}) {
  const { totalPages } = pagination;
  return (
    <nav className="flex items-center justify-between text-sm text-muted" aria-label="Pagination">
      <span>
        Page {pagination.page} of {totalPages} · {pagination.total} items
      </span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          leftIcon={<ChevronLeft className="size-4" aria-hidden />}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          Next <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
