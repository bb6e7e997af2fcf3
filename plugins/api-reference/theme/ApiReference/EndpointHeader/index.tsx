import Link from '@docusaurus/Link';
import { API_KEY_ENV, BASE_URL_ENV } from '../../../view/sampleEnv';
import type { AuthRequirement, HttpMethod, RelatedLink, ServerInfo } from '../../../view/types';
import MethodBadge from '../MethodBadge';
import styles from './styles.module.css';

interface Props {
  method: HttpMethod;
  path: string;
  servers?: ServerInfo[];
  auth: AuthRequirement;
  related: RelatedLink[];
}

function AuthText({ auth }: { auth: AuthRequirement }) {
  if (auth.kind === 'none') return <>None: this operation needs no API key.</>;
  if (auth.kind === 'other') return <>{auth.names.join(', ')}</>;
  return (
    <>
      Bearer API key in the <code>{auth.header}</code> header: <code>sk_test_…</code> in the sandbox,{' '}
      <code>sk_live_…</code> in production
      {auth.learnMore && (
        <>
          {' ('}
          <Link to={auth.learnMore}>about keys</Link>)
        </>
      )}
      . The code samples read it from <code>{API_KEY_ENV}</code>, and another base URL from <code>{BASE_URL_ENV}</code>.
    </>
  );
}

function LinkList({ links }: { links: RelatedLink[] }) {
  return (
    <>
      {links.map((link, index) => (
        <span key={link.to}>
          {index > 0 && ', '}
          <Link to={link.to}>{link.label}</Link>
        </span>
      ))}
    </>
  );
}

/** Method, path, base URLs, authentication and related docs of one operation. */
export default function EndpointHeader({ method, path, servers = [], auth, related }: Props) {
  const overviews = related.filter((link) => link.kind === 'overview');
  const guides = related.filter((link) => link.kind === 'guide');
  return (
    <div className={styles.header}>
      <p className={styles.endpoint}>
        <MethodBadge method={method} />
        <code className={styles.path}>{path}</code>
      </p>
      <dl className={styles.facts}>
        {servers.length > 0 && (
          <>
            <dt>Base URL</dt>
            <dd>
              {servers.map((server) => (
                <span key={server.url} className={styles.server}>
                  {server.descriptionHtml && (
                    <>
                      <span dangerouslySetInnerHTML={{ __html: server.descriptionHtml }} />:{' '}
                    </>
                  )}
                  <code>{server.url}</code>
                  {server.samplesDefault && <>, the server the examples are written for: the code samples call it</>}
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>Authentication</dt>
        <dd>
          <AuthText auth={auth} />
        </dd>
        {overviews.length > 0 && (
          <>
            <dt>Overview</dt>
            <dd>
              <LinkList links={overviews} />
            </dd>
          </>
        )}
        {guides.length > 0 && (
          <>
            <dt>{guides.length > 1 ? 'Guides' : 'Guide'}</dt>
            <dd>
              <LinkList links={guides} />
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
