import type { MediaContent, ResponseProps } from '@site/src/reference/model';
import ExampleBlock from '../ExampleBlock';
import SchemaFields, { SchemaBody } from '../SchemaFields';
import styles from './styles.module.css';

interface Props {
  response: ResponseProps;
}

function BodyContent({ content }: { content: MediaContent }) {
  return (
    <>
      {content.schema && <SchemaBody node={content.schema} />}
      {content.examples.map((example, index) => (
        <ExampleBlock key={example.label ?? index} contentType={content.contentType} example={example} />
      ))}
    </>
  );
}

/**
 * One response status: description, headers, and per media type the schema and examples.
 * Error bodies start collapsed: they share one shape and would bury the success response.
 */
export default function Response({ response }: Props) {
  const isSuccess = /^[23]/.test(response.status);
  return (
    <div className={styles.response}>
      {response.descriptionHtml && <p dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />}
      {response.headers.length > 0 && (
        <details className={styles.group}>
          <summary>Headers ({response.headers.length})</summary>
          <SchemaFields fields={response.headers} />
        </details>
      )}
      {response.contents.map((content) => (
        <div key={content.contentType}>
          {isSuccess ? (
            <>
              <p className={styles.meta}>
                Body: <code>{content.contentType}</code>
              </p>
              <BodyContent content={content} />
            </>
          ) : (
            <details className={styles.group}>
              <summary>
                Body: <code>{content.contentType}</code>
              </summary>
              <BodyContent content={content} />
            </details>
          )}
        </div>
      ))}
      {response.contents.length === 0 && <p className={styles.meta}>No body.</p>}
    </div>
  );
}
