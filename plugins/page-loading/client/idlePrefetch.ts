import type { ClientModule } from '@docusaurus/types';

/**
 * Docusaurus prefetches a route when a link to it scrolls into view, and the links of a page all
 * come into view at once: dozens of prefetches (each matching the path against every route) ran
 * in one task right after hydration, a long task on a phone. Each now waits for idle time.
 */
type Docusaurus = Window['docusaurus'];

const whenIdle = (callback: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
};

function prefetchingWhenIdle({ prefetch, preload }: Docusaurus): Docusaurus {
  return Object.freeze({
    preload,
    prefetch: (routePath: string) => new Promise<void[]>((resolve) => whenIdle(() => resolve(prefetch(routePath) || []))),
  });
}

let wrapped: Docusaurus | undefined;

const idlePrefetch: ClientModule = {
  // Called while the app first renders, before any link is observed.
  onRouteUpdate() {
    if (window.docusaurus === wrapped) return;
    wrapped = prefetchingWhenIdle(window.docusaurus);
    window.docusaurus = wrapped;
  },
};

export default idlePrefetch;
