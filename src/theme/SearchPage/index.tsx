import React, { type ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { PageMetadata } from '@docusaurus/theme-common';

/** The full search results page, with the description every page carries. */
export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <PageMetadata description="Search the Ledgerline API documentation: guides, endpoint reference, fields, error codes and webhook events." />
      <SearchPage />
    </>
  );
}
