import valueLists from '@generated/api-content/default/value-lists.json';
import { inlineMarkdownHtml } from '@site/src/utils/html';
import { withInlineMarkdown } from '@site/src/utils/inlineMarkdown';
import KeyedTable from '../KeyedTable';

interface Props {
  /** An enum of the spec listed in VALUE_LIST_ENUMS (plugins/api-content/data.ts), e.g. `FailureCode`. */
  name: string;
  /** The header of the column that says what each value means. */
  meaning: string;
}

/**
 * An enum's description from the spec as the page's text: its paragraphs, and its values as a
 * table whose rows are anchors (`#insufficient_funds`), so that a page can link to one value.
 */
export default function ValueList({ name, meaning }: Props) {
  const list = valueLists[name];
  if (!list) throw new Error(`ValueList: "${name}" is not one of VALUE_LIST_ENUMS (${Object.keys(valueLists).join(', ')}) in plugins/api-content/data.ts`);
  return (
    <>
      {list.intro.map((paragraph) => (
        <p key={paragraph}>{withInlineMarkdown(paragraph)}</p>
      ))}
      <KeyedTable
        anchored
        headers={['Value', meaning]}
        rows={list.values.map(({ value, description }) => ({ key: value, href: `#${value}`, cells: [inlineMarkdownHtml(description)] }))}
      />
      {list.after.map((paragraph) => (
        <p key={paragraph}>{withInlineMarkdown(paragraph)}</p>
      ))}
    </>
  );
}
