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
    description: 'Step-by-step walk-throughs for onboarding, deposits, transfers, withdrawals and cards.',
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
        <DocsVersionPicker />
      </main>
    </Layout>
  );
}
