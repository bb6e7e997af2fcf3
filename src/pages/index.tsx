import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import EntryCards, { type EntryCard } from '@site/src/components/EntryCards';
import { AGENT_PAGE_PATH } from '@site/plugins/exports/agentAccess';
import styles from './index.module.css';

const commonTasks: EntryCard[] = [
  {
    title: 'Onboard a customer',
    to: '/docs/guides/customers-and-portfolios',
    description: 'Create an individual or business customer, attach KYC documents and get a portfolio.',
  },
  {
    title: 'Receive a deposit',
    to: '/docs/guides/deposits',
    description: 'Give a wallet bank details with a virtual account and react to incoming money.',
  },
  {
    title: 'Move money',
    to: '/docs/guides/internal-transfers',
    description: 'Transfer between wallets instantly, then pay out to a bank account with a withdrawal.',
  },
  {
    title: 'Issue a card',
    to: '/docs/guides/cards',
    description: 'Issue credit and debit cards on a wallet, freeze, unfreeze and reissue them.',
  },
];

/** What the API covers, each linked to the page that explains it best: its overview or its guide. */
const resources: { label: string; to: string }[] = [
  { label: 'Customers and KYC', to: '/docs/api/customers' },
  { label: 'Portfolios', to: '/docs/guides/customers-and-portfolios' },
  { label: 'Digital wallets', to: '/docs/api/wallets' },
  { label: 'Virtual accounts', to: '/docs/api/virtual-accounts' },
  { label: 'Cards', to: '/docs/api/cards' },
  { label: 'Transactions', to: '/docs/api/transactions' },
  { label: 'Deposits', to: '/docs/guides/deposits' },
  { label: 'Withdrawals', to: '/docs/guides/withdrawals' },
  { label: 'Internal transfers', to: '/docs/guides/internal-transfers' },
  { label: 'Balance adjustments', to: '/docs/guides/wallets#balance-adjustments' },
  { label: 'Payments', to: '/docs/guides/payments' },
  { label: 'Webhooks', to: '/docs/notifications/webhook-notification-payloads' },
];

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title="Banking-as-a-Service API documentation"
      description="Build financial products on the Ledgerline API: customers and KYC, wallets, virtual accounts, cards, deposits, withdrawals, transfers and webhooks."
    >
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.lead}>
              One REST API to onboard customers, hold their money in wallets, give them bank details, issue
              cards and move money in and out, with a webhook event for each change the event reference lists.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/api">
                Read the API reference
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/guides">
                Browse the guides
              </Link>
            </div>
          </div>
        </header>
        <div className="container margin-vert--lg">
          <section aria-labelledby="common-tasks">
            <Heading as="h2" id="common-tasks">
              Common tasks
            </Heading>
            <EntryCards cards={commonTasks} />
          </section>
          <section aria-labelledby="what-it-covers">
            <Heading as="h2" id="what-it-covers">
              What the API covers
            </Heading>
            <ul className={styles.resources}>
              {resources.map(({ label, to }) => (
                <li key={label}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="in-production">
            <Heading as="h2" id="in-production">
              In production
            </Heading>
            <p>
              What changes with live keys and real money, and what to plan for: retries, webhook hardening, when
              payments arrive, limits and catching up after an outage.{' '}
              <Link className={styles.inlineLink} to="/docs/guides/going-live">
                Go live
              </Link>
              . Before you promise a feature, check{' '}
              <Link className={styles.inlineLink} to="/docs/api/limitations">
                what the API does not do
              </Link>
              .
            </p>
          </section>
          <section aria-labelledby="ai-tools">
            <Heading as="h2" id="ai-tools">
              Build with AI tools
            </Heading>
            <p>
              Give your coding agent these docs: <code>llms.txt</code>, every page as Markdown, and an MCP server that
              searches the docs and looks up operations, error codes and webhook events.{' '}
              <Link className={styles.inlineLink} to={AGENT_PAGE_PATH}>
                Set up Claude Code, Cursor, VS Code or Codex
              </Link>
              .
            </p>
          </section>
        </div>
      </main>
    </Layout>
  );
}
