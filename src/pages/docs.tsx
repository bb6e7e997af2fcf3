import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import DocsVersionPicker from '@site/src/components/DocsVersionPicker';
import EntryCards, { type EntryCard } from '@site/src/components/EntryCards';

const sections: EntryCard[] = [
  {
    title: 'API reference',
    to: '/docs/api',
    description: 'Every operation with its parameters, request and response schemas, errors and code samples.',
  },
  {
    title: 'Guides',
    to: '/docs/guides',
    description: 'Step-by-step walk-throughs for onboarding, wallets, deposits, transfers and withdrawals.',
  },
];

const references: EntryCard[] = [
  {
    title: 'Conventions',
    to: '/docs/api/intro',
    description: 'Authentication, ids, money in minor units, pagination, idempotency, errors and rate limits.',
  },
  {
    title: 'Webhook events',
    to: '/docs/notifications/webhook-notification-payloads',
    description: 'Every event with its payload, and how to verify signatures and handle retries.',
  },
  {
    title: 'Changelog',
    to: '/docs/api/changelog',
    description: 'What changed in the API, newest first, and what you need to do about it.',
  },
  {
    title: 'Glossary',
    to: '/docs/glossary',
    description: 'The banking and API terms these docs use, from KYC to minor units.',
  },
];

export default function DocsHome() {
  return (
    <Layout title="Documentation" description="Start here: the Ledgerline API reference and the integration guides.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Documentation</Heading>
        <p>
          Start with the API reference to learn the conventions every request follows, then pick the guide for the
          task you are building.
        </p>
        <EntryCards cards={sections} headingLevel="h2" />
        <Heading as="h2">Look something up</Heading>
        <EntryCards cards={references} />
        <DocsVersionPicker />
      </main>
    </Layout>
  );
}
