import CodeBlock from '@theme/CodeBlock';
import type { NamedExample } from '@site/src/reference/model';

interface Props {
  contentType: string;
  example: NamedExample;
}

/** One request or response example as a highlighted block with a copy button. */
export default function ExampleBlock({ contentType, example }: Props) {
  const language = /json/i.test(contentType) ? 'json' : 'text';
  return (
    <CodeBlock language={language} title={example.label ? `Example: ${example.label}` : 'Example'}>
      {example.value}
    </CodeBlock>
  );
}
