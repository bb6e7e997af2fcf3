import type { RequestBodyProps } from '@site/src/reference/model';
import ExampleBlock from '../ExampleBlock';
import { SchemaBody } from '../SchemaFields';
import styles from './styles.module.css';

interface Props {
  body: RequestBodyProps;
}

/** The request body: per media type, its schema and examples. */
export default function RequestBody({ body }: Props) {
  return (
    <div>
      {body.descriptionHtml && <p dangerouslySetInnerHTML={{ __html: body.descriptionHtml }} />}
      {body.contents.map((content) => (
        <section key={content.contentType} className={styles.content}>
          <p className={styles.meta}>
            <code>{content.contentType}</code>
            <span>{body.required ? 'required' : 'optional'}</span>
          </p>
          {content.schema && <SchemaBody node={content.schema} />}
          {content.examples.map((example, index) => (
            <ExampleBlock key={example.label ?? index} contentType={content.contentType} example={example} />
          ))}
        </section>
      ))}
    </div>
  );
}
