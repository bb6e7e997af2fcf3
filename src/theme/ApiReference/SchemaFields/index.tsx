import type { SchemaNode } from '@site/src/reference/model';
import styles from './styles.module.css';

interface Props {
  fields: SchemaNode[];
}

function Html({ html, className }: { html?: string; className?: string }) {
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

function EnumList({ node }: { node: SchemaNode }) {
  const values = node.enum ?? [];
  const described = values.some((v) => v.descriptionHtml);
  if (!described) {
    return (
      <p className={styles.detail}>
        <span className={styles.detailLabel}>Values: </span>
        {values.map((v, i) => (
          <span key={v.value}>
            {i > 0 && ', '}
            <code>{v.value}</code>
          </span>
        ))}
      </p>
    );
  }
  return (
    <div className={styles.detail}>
      <span className={styles.detailLabel}>Values:</span>
      <ul className={styles.enumList}>
        {values.map((v) => (
          <li key={v.value}>
            <code>{v.value}</code>
            {v.descriptionHtml && (
              <>
                {' – '}
                <span dangerouslySetInnerHTML={{ __html: v.descriptionHtml }} />
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Variants({ node }: { node: SchemaNode }) {
  if (!node.variants) return null;
  const { kind, options } = node.variants;
  return (
    <div className={styles.detail}>
      <span className={styles.detailLabel}>{kind === 'oneOf' ? 'Exactly one of:' : 'Any of:'}</span>
      {options.map((option) => (
        <details key={option.label} className={styles.nested}>
          <summary>{option.label}</summary>
          <SchemaBody node={option.schema} />
        </details>
      ))}
    </div>
  );
}

/** The body of a schema without a field name: its fields, its alternatives, or its type. */
export function SchemaBody({ node }: { node: SchemaNode }) {
  if (node.properties?.length || node.variants) {
    return (
      <>
        {node.type.startsWith('array') && (
          <p className={styles.detail}>
            <span className={styles.type}>{node.type}</span>
          </p>
        )}
        <Html html={node.descriptionHtml} className={styles.description} />
        {node.properties && <SchemaFields fields={node.properties} />}
        <Variants node={node} />
      </>
    );
  }
  return (
    <ul className={styles.fields}>
      <Field node={node} />
    </ul>
  );
}

function Field({ node }: { node: SchemaNode }) {
  const childCount = node.properties?.length ?? 0;
  return (
    <li className={styles.field}>
      <div className={styles.head}>
        {node.name !== undefined && <code className={styles.name}>{node.name}</code>}
        <span className={styles.type}>{node.type}</span>
        {node.required && <span className={styles.required}>required</span>}
        {node.readOnly && <span className={styles.flag}>read-only</span>}
        {node.writeOnly && <span className={styles.flag}>write-only</span>}
        {node.deprecated && <span className={styles.flag}>deprecated</span>}
      </div>
      <Html html={node.descriptionHtml} className={styles.description} />
      {node.enum && <EnumList node={node} />}
      {node.constraints && (
        <p className={styles.detail}>
          <span className={styles.detailLabel}>Constraints: </span>
          {node.constraints.join(' · ')}
        </p>
      )}
      {node.example !== undefined && (
        <p className={styles.detail}>
          <span className={styles.detailLabel}>Example: </span>
          <code className={styles.example}>{node.example}</code>
        </p>
      )}
      {childCount > 0 && (
        <details className={styles.nested}>
          <summary>
            {childCount} {childCount === 1 ? 'field' : 'fields'} of <code>{node.name ?? 'object'}</code>
          </summary>
          <SchemaFields fields={node.properties ?? []} />
        </details>
      )}
      <Variants node={node} />
    </li>
  );
}

/** Fields of an object, or a list of parameters, with nested objects expandable by `<details>`. */
export default function SchemaFields({ fields }: Props) {
  return (
    <ul className={styles.fields}>
      {fields.map((field, index) => (
        <Field key={field.name ?? index} node={field} />
      ))}
    </ul>
  );
}
