import { SiteError } from './failures';

/**
 * The one rule for what the server may read: a path on the site it serves. `input` is a
 * site-relative path (`docs/guides/deposits`, `/openapi.json`) or a URL on the site's own
 * origin (the address it serves, or the production address its pages link to). Anything
 * else is refused: another host, another scheme, a file-system path, `..` segments, a
 * backslash or a control character. Returns the normalised site path, starting with `/`,
 * without query and with the fragment split off.
 */
export function sitePath(input: string, siteUrls: readonly string[]): { path: string; fragment?: string } {
  const text = input.trim();
  if (text === '') throw new SiteError('The path is empty: give a page path such as `docs/guides/deposits` or its URL.');
  if ([...text].some((char) => char.charCodeAt(0) < 0x20) || text.includes('\\')) throw new SiteError(`"${text}" is refused: a path on the site has no backslash or control character.`);
  let rest = text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    const base = siteUrls.find((url) => sameSite(text, url));
    if (!base) {
      throw new SiteError(`"${text}" is refused: this server reads only its own site (${siteUrls.join(' or ')}), not another host or scheme.`);
    }
    rest = text.slice(stripSlash(base).length);
  } else if (text.startsWith('//')) {
    throw new SiteError(`"${text}" is refused: a URL without a scheme may name another host; give a path on the site.`);
  } else if (/^(\/(etc|usr|var|home|root|tmp|proc|sys|dev|bin|opt|mnt|Users|private)(\/|$)|~)/.test(text) || /^[a-z]:/i.test(text)) {
    throw new SiteError(`"${text}" is refused: it is a file-system path; give a path on the site such as \`docs/api/intro\`.`);
  }
  const hashAt = rest.indexOf('#');
  const fragment = hashAt >= 0 ? rest.slice(hashAt + 1) : undefined;
  const withoutFragment = (hashAt >= 0 ? rest.slice(0, hashAt) : rest).split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(withoutFragment);
  } catch {
    throw new SiteError(`"${text}" is refused: it is not a valid URL path.`);
  }
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    throw new SiteError(`"${text}" is refused: \`..\` and \`.\` segments could leave the site; give the page's own path.`);
  }
  const path = `/${segments.filter(Boolean).join('/')}`;
  return fragment ? { path, fragment } : { path };
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');

function sameSite(candidate: string, siteUrl: string): boolean {
  let url: URL;
  let base: URL;
  try {
    url = new URL(candidate);
    base = new URL(siteUrl);
  } catch {
    return false;
  }
  if (url.origin !== base.origin || url.username || url.password) return false;
  const basePath = stripSlash(base.pathname);
  return candidate.startsWith(stripSlash(siteUrl)) && (url.pathname === basePath || url.pathname.startsWith(`${basePath}/`) || basePath === '');
}
