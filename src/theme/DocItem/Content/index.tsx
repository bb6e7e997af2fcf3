import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

// Every doc page has a Markdown twin at its route plus `.md` (written by plugins/exports).
export default function ContentWrapper(props: Props): ReactNode {
  const markdownUrl = `${useDoc().metadata.permalink.replace(/\/$/, '')}.md`;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPageMarkdown markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}
