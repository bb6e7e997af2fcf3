import { POLICY_DIFFERENCES } from '../../../api-diff/policy';
import CodeSpans from '../CodeSpans';

/** Where the site's versioning rules differ from oasdiff's, with the reason (plugins/api-diff/policy.ts). */
export default function PolicyDifferences() {
  return (
    // Left out of search, as the rule table above it: it names what it does not explain.
    <ul data-pagefind-ignore="">
      {POLICY_DIFFERENCES.map((difference) => (
        <li key={difference.rule}>
          <strong>
            <code>{difference.rule}</code>: {difference.site}
          </strong>{' '}
          (oasdiff {difference.oasdiffLevel}: <CodeSpans text={difference.oasdiff.map((id) => `\`${id}\``).join(', ')} />). <CodeSpans text={difference.reason} />
        </li>
      ))}
    </ul>
  );
}
