import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import EntryCards, { type EntryCard } from '@site/src/components/EntryCards';

const places: EntryCard[] = [
  { title: 'API reference', to: '/docs/api', description: 'Every operation, grouped by resource, with the quick start.' },
  { title: 'Guides', to: '/docs/guides', description: 'Walk-throughs for onboarding, wallets, deposits and payouts.' },
  { title: 'Webhook events', to: '/docs/notifications/webhook-notification-payloads', description: 'Every event and its payload.' },
];

/** The not-found page: the theme's heading, plus the places a reader most likely wanted. */
export default function NotFoundContent({ className }: Props) {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Heading as="h1" className="hero__title">
        Page Not Found
      </Heading>
      <p>
        There is no page at this address. It may have moved when the docs were reorganised; search the docs (press{' '}
        <kbd>/</kbd>) or start from one of these:
      </p>
      <EntryCards cards={places} headingLevel="h2" />
      <p>
        Followed a broken link from these docs? <Link to="/markdown-page#reporting-a-problem">Tell us</Link>.
      </p>
    </main>
  );
}
