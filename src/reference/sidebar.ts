import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;
type SidebarItem = SidebarItems[number];

/**
 * Endpoint pages that have no sidebar entry (site spec, "Sidebar"). They stay reachable
 * from their tag's category page and from the API landing's operation map.
 */
export const OPERATIONS_WITHOUT_SIDEBAR_ENTRY: readonly string[] = [
  'customers-controller-attach-kyc-document',
  'digital-wallets-controller-archive-wallet',
  'health-check-controller-health-check',
  'transactions-controller-initialize-balance-adjustment-transaction',
];

// The generator's class for the spec's webhook events, whose pages are drafts (see markdownGenerators.ts).
const isWebhookEvent = (item: { className?: string }) => item.className?.split(' ').includes('event') === true;

/** The generated reference sidebar without the entries above and without webhook events, categories kept. */
export function withoutHiddenOperations(items: SidebarItems): SidebarItems {
  return items.flatMap((item: SidebarItem): SidebarItem[] => {
    if (typeof item === 'string') return OPERATIONS_WITHOUT_SIDEBAR_ENTRY.includes(item) ? [] : [item];
    if (item.type === 'doc' && (OPERATIONS_WITHOUT_SIDEBAR_ENTRY.includes(item.id) || isWebhookEvent(item))) return [];
    if (item.type === 'category') return [{ ...item, items: withoutHiddenOperations(item.items as SidebarItems) }];
    return [item];
  });
}
