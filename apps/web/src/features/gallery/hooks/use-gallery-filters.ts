import { GALLERY_FILTERS, GALLERY_SORTS } from '@drape/shared/tryon.contract';
import { useEffect, useState } from 'react';

export type GalleryFilter = (typeof GALLERY_FILTERS)[number];
export type GallerySort = (typeof GALLERY_SORTS)[number];

/** Search (debounced), status filter, sort and page; any change of the first three goes to page 1. */
export function useGalleryFilters() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatusValue] = useState<GalleryFilter>('all');
  const [sort, setSortValue] = useState<GallerySort>('newest');
  const [page, setPage] = useState(1);

  // Debounced search; only a changed search goes back to page 1 (not the first render).
  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const setStatus = (value: GalleryFilter) => {
    setStatusValue(value);
    setPage(1);
  };
  const setSort = (value: GallerySort) => {
    setSortValue(value);
    setPage(1);
  };
  const isFiltered = Boolean(search) || status !== 'all';
  return {
    searchText,
    setSearchText,
    search,
    status,
    setStatus,
    sort,
    setSort,
    page,
    setPage,
    isFiltered,
  };
}
