import BrowserOnly from '@docusaurus/BrowserOnly';
import Loadable, { type LoadingComponentProps } from 'react-loadable';
import Loading from '@theme/Loading';

interface Props {
  pluginId?: string;
}

// Only a load error is worth showing: the picker is small, a spinner would flash.
function LoadError(props: LoadingComponentProps) {
  return props.error ? <Loading {...props} /> : null;
}

// The preferred version lives in the reader's browser storage, so the picker is
// browser-only and loaded on demand, with the same error screen as a page chunk.
const LazyVersionList = Loadable({
  loader: () => import('./VersionList'),
  loading: LoadError,
});

export default function DocsVersionPicker({ pluginId }: Props) {
  return <BrowserOnly>{() => <LazyVersionList pluginId={pluginId} />}</BrowserOnly>;
}
