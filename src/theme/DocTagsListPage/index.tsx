import React, { type ReactNode } from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';

type Props = WrapperProps<typeof DocTagsListPageType>;

/** The index of all tags, with the description every page carries. */
export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every topic of the Ledgerline API documentation, each with the guides and reference pages about it." />
      <DocTagsListPage {...props} />
    </>
  );
}
