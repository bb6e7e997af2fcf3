import { useMemo, type ComponentProps } from 'react';
import Tree from '@theme-original/TOCItems/Tree';

type TOCItem = ComponentProps<typeof Tree>['toc'][number];

/**
 * A name from the API in a heading (`request_in_progress`, `card_payment.declined`) may wrap only
 * after one of its separators: the table of contents is a narrow column, where the browser broke
 * such a name wherever the line ran out ("request_in_pr" / "ogress").
 */
const breakableNames = (html: string) =>
  html.replace(/<code>([^<]*)<\/code>/g, (_, name: string) => `<code>${name.replace(/([_.\-/])/g, '$1<wbr>')}</code>`);

const withBreakableNames = (toc: readonly TOCItem[]): TOCItem[] =>
  toc.map((item) => ({ ...item, value: breakableNames(item.value), children: withBreakableNames(item.children) }));

export default function TOCItemsTree(props: ComponentProps<typeof Tree>) {
  const toc = useMemo(() => withBreakableNames(props.toc), [props.toc]);
  return <Tree {...props} toc={toc} />;
}
