import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { matchPath, useHistory, useLocation } from '@docusaurus/router';
import registry from '@generated/registry';
import type { RouteConfig } from 'react-router-config';

type Route = RouteConfig & { path: string; component: ComponentType & { preload?: () => Promise<unknown> } };

/** The link the pointer is over: Docusaurus preloads it (on `mouseenter` or `touchstart`) without saying which. */
let pointedPath: string | undefined;
function followPointer(): void {
  document.addEventListener(
    'pointerover',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      pointedPath = link instanceof HTMLAnchorElement && link.origin === window.location.origin ? link.pathname : undefined;
    },
    { capture: true, passive: true },
  );
}

/**
 * A list of routes (the docs plugin's pages) with a section of pages that loads on demand: in the
 * route table every page loads, one placeholder route, last in the list, stands for all of them.
 * Docusaurus preloads a route before it renders it. When the reader opens one of the section's
 * pages, or points at a link to one, the placeholder loads the section's routes (`sectionChunk` in
 * the registry) and puts them in its place, and preloads the page's own route. The router then
 * finds that route in the list, as if it had been there from the start, and a path the section
 * does not have matches nothing, as before. The server renders every page from the whole table.
 */
export default function lazyRouteSection(routes: Route[], placeholder: Omit<RouteConfig, 'component'> & { path: string }, sectionChunk: string): Route[] {
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loading ??= (registry[sectionChunk][0]() as Promise<{ default: Route[] }>).then(({ default: section }) => {
      routes.splice(routes.indexOf(placeholderRoute), 1, ...section);
    }));

  const preloadPage = (pathname: string | undefined) => {
    const route = pathname === undefined ? undefined : routes.find((r) => matchPath(pathname, r));
    return route?.component.preload?.();
  };

  /** Renders only if the router renders before it preloads: again, once the section's routes are in the list. */
  function SectionPlaceholder() {
    const history = useHistory();
    const location = useLocation();
    useEffect(() => {
      void load().then(() => history.replace(location));
    }, [history, location]);
    return null;
  }
  // Docusaurus calls it with no path: for the page being opened (already the window's location) or
  // for a link the reader points at.
  SectionPlaceholder.preload = () => load().then(() => Promise.all([window.location.pathname, pointedPath].map(preloadPage)));

  const placeholderRoute: Route = { ...placeholder, component: SectionPlaceholder };
  if (typeof document !== 'undefined') followPointer();
  routes.push(placeholderRoute);
  return routes;
}
