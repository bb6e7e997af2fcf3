/** The names a loopback server is reached by. */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** A Host header's or origin's host name, lower-cased, port dropped (`[::1]` keeps its brackets). */
export function hostnameOf(hostOrOrigin: string): string | undefined {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(hostOrOrigin) ? hostOrOrigin : `http://${hostOrOrigin}`);
    return url.hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The host names this server answers to: loopback, the address it is bound to, the site it
 * serves (nginx passes that Host through at /mcp), and any the operator names.
 */
export function allowedHostnames(bindHost: string, siteUrls: readonly string[], extra: readonly string[]): Set<string> {
  const names = new Set<string>(LOOPBACK_HOSTNAMES);
  const bound = hostnameOf(bindHost.includes(':') && !bindHost.startsWith('[') ? `[${bindHost}]` : bindHost);
  if (bound && bound !== '0.0.0.0' && bound !== '[::]') names.add(bound);
  for (const url of [...siteUrls, ...extra]) {
    const name = hostnameOf(url);
    if (name) names.add(name);
  }
  return names;
}

export type HostVerdict = { ok: true } | { ok: false; message: string };

/**
 * DNS rebinding protection, as the SDK's host-header middleware does it (host names, any port):
 * a page on another name that resolves to this server sends that name as Host, and a browser
 * sends its page's Origin. Both must be names this server answers to.
 */
export function checkHost(host: string | undefined, origin: string | undefined, allowed: ReadonlySet<string>): HostVerdict {
  const hostname = host ? hostnameOf(host) : undefined;
  if (!hostname) return { ok: false, message: `Forbidden: ${host ? `the Host header ${JSON.stringify(host)} is not a host name` : 'no Host header'}` };
  if (!allowed.has(hostname)) return { ok: false, message: `Forbidden: this server does not answer to the host name ${hostname} (the Host header); add it with --allowed-hosts if it is yours` };
  if (origin === undefined) return { ok: true };
  const originName = hostnameOf(origin);
  if (!originName || !allowed.has(originName)) return { ok: false, message: `Forbidden: Origin ${origin} may not use this server` };
  return { ok: true };
}
