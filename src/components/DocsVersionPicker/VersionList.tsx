import Link from '@docusaurus/Link';
import { useDocsPreferredVersion, useVersions, type GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  pluginId?: string;
}

function mainDocPath(version: GlobalVersion): string {
  return version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
}

export default function VersionList({ pluginId }: Props) {
  const versions = useVersions(pluginId);
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const chosen = preferredVersion ?? versions[0];
  return (
    <nav aria-labelledby="docs-version-heading" className={styles.picker}>
      <h2 id="docs-version-heading" className={styles.heading}>
        Docs version
      </h2>
      <p className={styles.hint}>Choose the version you build against; the site remembers it in this browser.</p>
      <ul className={styles.list}>
        {versions.map((version) => (
          <li key={version.name}>
            <Link
              to={mainDocPath(version)}
              className={clsx('button', version.name === chosen?.name ? 'button--primary' : 'button--outline button--secondary')}
              aria-current={version.name === chosen?.name ? 'true' : undefined}
              onClick={() => savePreferredVersionName(version.name)}
            >
              {version.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
