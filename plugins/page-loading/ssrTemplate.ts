import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/**
 * The bundles load from a small inline script once the server-rendered page has painted (the
 * browser has reported its first contentful paint), not as `<script defer>` in the head, fetched
 * alongside the stylesheet while the page first renders. The reader sees the text as soon as the
 * HTML and CSS arrive; the bundles (hydration: search, tabs, copy buttons, client-side
 * navigation) follow. `async = false` keeps their order. A page in a background tab, which does
 * not paint, loads them at once. The file names are an attribute, so that the script's text, and
 * its CSP hash, stay the same from build to build.
 */
const BUNDLE_LOADER = `<script data-bundles="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">
      (function (bundles) {
        var requested = false;
        function load() {
          if (requested) return;
          requested = true;
          bundles.split(' ').forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        // Two frames from now, the whole document (this script is its end) has painted.
        function afterNextPaint() {
          requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(load); }); });
        }
        if (document.visibilityState === 'hidden') return load();
        document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') load(); });
        if ((window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) return afterNextPaint();
        var parsed = performance.now();
        new PerformanceObserver(function (entries, observer) {
          var paint = entries.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          // A first paint after this point showed the whole document; an earlier one only its start.
          if (paint.startTime >= parsed) load();
          else afterNextPaint();
        }).observe({ type: 'paint', buffered: true });
      })(document.currentScript.dataset.bundles);
    </script>
    `;

/** Docusaurus's `<script defer>` tags in the head, one per start-up bundle. */
const DEFERRED_SCRIPTS = /<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>/;
const BODY_END = '<%~ it.postBodyTags %>';

/** Docusaurus's page template (`@docusaurus/core/lib/ssg/ssgTemplate.html`) with the bundle loader in place of its script tags. */
export function withBundleLoader(template: string): string {
  if (!DEFERRED_SCRIPTS.test(template) || !template.includes(BODY_END)) {
    throw new Error("plugins/page-loading/ssrTemplate.ts: Docusaurus's page template no longer has the script tags or the body end this replaces; update DEFERRED_SCRIPTS and BODY_END");
  }
  return template.replace(DEFERRED_SCRIPTS, '').replace(BODY_END, BUNDLE_LOADER + BODY_END);
}

export const ssrTemplate = withBundleLoader(docusaurusTemplate);
