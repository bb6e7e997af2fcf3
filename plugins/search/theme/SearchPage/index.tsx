import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import { PageMetadata } from '@docusaurus/theme-common';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { useHistory, useLocation } from '@docusaurus/router';
import SearchPanel from '../SearchPanel';
import styles from './styles.module.css';

/** `/search?q=…`: the same search as the dialog, on a page whose address keeps the query. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  return (
    <Layout>
      <PageMetadata title="Search" description="Search the Ledgerline API documentation: guides, endpoint reference, fields, error codes and webhook events." />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search the documentation</h1>
        <div className={styles.box}>
          {/* The query comes from the address, which the server render does not know. */}
          <BrowserOnly>
            {() => (
              <SearchPanel
                autoFocus
                initialQuery={new URLSearchParams(location.search).get('q') ?? ''}
                onQueryChange={(query) => history.replace({ search: query ? `?q=${encodeURIComponent(query)}` : '' })}
              />
            )}
          </BrowserOnly>
        </div>
      </main>
    </Layout>
  );
}
