/**
 * Replaces Docusaurus's chunk prefetch helper (`@docusaurus/core/lib/client/prefetch`). Docusaurus
 * prefetches every chunk of a linked route, its parent layout routes included, each time a link
 * scrolls into view: on a doc page that is about 500 `<link rel=prefetch>` elements for some 30
 * distinct files, most of them chunks the page has already run. This helper asks for each file
 * once, and not at all when the page has already downloaded it.
 */
const requested = new Set<string>();

function alreadyDownloaded(url: string): boolean {
  return performance.getEntriesByName(new URL(url, document.baseURI).href).length > 0;
}

export default function prefetchChunk(url: string): Promise<void> {
  if (requested.has(url) || alreadyDownloaded(url)) return Promise.resolve();
  requested.add(url);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // A failed prefetch is logged by the browser; the route loads its chunks again when opened.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
