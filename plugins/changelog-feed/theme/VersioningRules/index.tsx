import { CLASS_LABELS, VERSIONING_RULES, type ChangeClass } from '../../../api-diff/rules';
import CodeSpans from '../CodeSpans';

function Class({ value }: { value: ChangeClass | undefined }) {
  if (!value) return null;
  return value === 'breaking' ? <strong>{CLASS_LABELS[value]}</strong> : <>{CLASS_LABELS[value]}</>;
}

/**
 * What counts as breaking: the rule table the changelog check classifies every difference of
 * the spec with (plugins/api-diff/rules.ts), one row per kind of change, rendered here so that
 * the page and the check cannot disagree.
 */
export default function VersioningRules() {
  return (
    // Focusable: it scrolls sideways on small screens, as every Markdown table (src/rehype/focusableTables.ts).
    // Left out of search: its rows name fields and keywords it does not explain ("has_more", "maxLength").
    <table tabIndex={0} data-pagefind-ignore="">
      <thead>
        <tr>
          <th>Change</th>
          <th>In a request</th>
          <th>In a response or webhook payload</th>
          <th>Example</th>
        </tr>
      </thead>
      <tbody>
        {VERSIONING_RULES.map((rule) => (
          <tr key={rule.change} id={`rule-${rule.change}`}>
            <td>
              <CodeSpans text={rule.what} />
            </td>
            <td>
              <Class value={rule.none ?? rule.request} />
            </td>
            <td>
              <Class value={rule.none ?? rule.response} />
            </td>
            <td>
              <CodeSpans text={rule.example} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
