import useBaseUrl from '@docusaurus/useBaseUrl';
import { DOWNLOAD_FILES } from '../../downloadFiles';
import styles from './styles.module.css';

interface Props {
  /** `list`: one described link per line (the API landing); `inline`: one short line (endpoint pages). */
  variant?: 'list' | 'inline';
}

const FILES = Object.values(DOWNLOAD_FILES);

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
      <p className={styles.inline}>
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
