import { forEachString, operationsOf } from '../walk';
import type { Finding, Rule } from './types';

/** Pages of the documentation site the API description may link to (the site spec lists them). */
export const GUIDE_SLUGS = [
  'cards',
  'counterparty-sectors',
  'customer-codes',
  'customers-and-portfolios',
  'deposits',
  'going-live',
  'internal-transfers',
  'payments',
  'sandbox',
  'virtual-accounts',
  'wallets',
  'withdrawals',
] as const;

const KNOWN_PAGES = new Set<string>([
  '/docs/api',
  '/docs/api/intro',
  '/docs/glossary',
  '/docs/guides',
  '/docs/notifications/webhook-notification-payloads',
  ...GUIDE_SLUGS.map((slug) => `/docs/guides/${slug}`),
]);

const LINK = /(?:\]\(|https:\/\/docs\.example\.com)(\/docs\/[^\s)#"'`]*)/g;

/** Every link into the docs site points at a page that exists. */
export const docLinks: Rule = (doc) => {
  const findings: Finding[] = [];
  forEachString(doc, '', (text, pointer) => {
    for (const match of text.matchAll(LINK)) {
      const page = match[1].replace(/\/$/, '');
      if (!KNOWN_PAGES.has(page)) findings.push({ pointer, rule: 'doc-links', message: `links to ${page}, which is not a page of the docs site` });
    }
  });
  return findings;
};

/** Every endpoint's description points the reader to the related guide or the API introduction. */
export const relatedGuide: Rule = (doc) =>
  operationsOf(doc)
    .filter((entry) => entry.section === 'paths' && !/\]\(\/docs\/(guides\/[a-z-]+|api\/intro|notifications\/[a-z-]+)\)/.test(String(entry.operation.description ?? '')))
    .map((entry) => ({ pointer: `${entry.pointer}/description`, rule: 'related-guide', message: `${entry.operation.operationId} does not link its guide (/docs/guides/<slug>), the API introduction or the webhook payloads page` }));
