import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** `list`: one described link per line (the API landing); `inline`: one short line (endpoint pages). */
  variant?: 'list' | 'inline';
}

// Built from examples/api.yaml into the site root by the exports plugin (src/exports/downloads.ts).
const FILES = [
  { path: '/openapi.yaml', name: 'ledgerline-openapi.yaml', label: 'OpenAPI (YAML)', about: 'the OpenAPI 3.1 description in one file' },
  { path: '/openapi.json', name: 'ledgerline-openapi.json', label: 'OpenAPI (JSON)', about: 'the same description as JSON' },
  {
    path: '/ledgerline.postman_collection.json',
    name: 'ledgerline.postman_collection.json',
    label: 'Postman collection',
    about: 'every operation against the sandbox, with bearer auth',
  },
] as const;

function DownloadLink({ path, name, label }: { path: string; name: string; label: string }) {
  // A plain anchor: these are files, not routes of the single-page app.
  return (
    <a href={useBaseUrl(path)} download={name} className={styles.link}>
      {label}
    </a>
  );
}

/** Links to the API description and the Postman collection that the build publishes. */
export default function SpecDownloads({ variant = 'list' }: Props) {
  if (variant === 'inline') {
    return (
      <p className={clsx(styles.inline)}>
        <span className={styles.lead}>Download the API:</span>
        {FILES.map((file) => (
          <DownloadLink key={file.path} {...file} />
        ))}
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {FILES.map((file) => (
        <li key={file.path}>
          <DownloadLink {...file} />: {file.about}.
        </li>
      ))}
    </ul>
  );
}
