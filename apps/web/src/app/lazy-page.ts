import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * A page loaded on first visit, so every page is its own chunk:
 * `lazyPage(() => import('@/features/x/components/x-page'), 'XPage')`.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
