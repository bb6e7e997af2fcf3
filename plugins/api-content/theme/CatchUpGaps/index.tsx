import catchUp from '@generated/api-content/default/catch-up.json';
import StaticHtml from '@theme/ApiReference/StaticHtml';
import { escapeHtml } from '@site/src/utils/html';

import { PAYLOADS_PAGE, payloadAnchor } from '../../payloads';

/** The events that listing with `updated_after` cannot recover (their object is in no list), with what to do instead (from the spec and src/data/catch-up.ts). */
export default function CatchUpGaps() {
  const items = catchUp.map(({ events, insteadHtml }) => {
    const types = events.map((type) => `<a href="${PAYLOADS_PAGE}#${escapeHtml(payloadAnchor(type))}"><code>${escapeHtml(type)}</code></a>`).join(', ');
    return `<li>${types}: ${insteadHtml}</li>`;
  });
  return <StaticHtml html={`<ul>${items.join('')}</ul>`} />;
}
