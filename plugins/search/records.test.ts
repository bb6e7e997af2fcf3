import { describe, expect, it } from 'vitest';
import { commonHeadingsOf, indexDocuments, WEIGHTS } from './indexHtml';
import { withAnchorNames } from './alsoSearchedAs';
import { searchPageOf, splitIdentifier, type SearchPage, type SearchSection } from './records';
import { ALIAS_SEPARATOR, CHANGES_FILTER, CODE_FILTER, STATE_FILTER, CONVENTIONS_FILTER, ERROR_RESPONSE_FILTER, ERROR_RESPONSES_FILTER, EVENT_FILTER, PART_TOPIC_FILTER, OPERATION_FILTER, PAYLOAD_FILTER, SANDBOX_FILTER, STATUS_FILTER, TIMING_FILTER, TOPIC_FILTER, topicOf } from './client/engine';

const page = (head: string, body: string) => `<html><head>${head}</head><body><nav>Menu</nav><main><article><div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>${body}</div></article></main></body></html>`;

const endpoint = page(
  '<meta name="keywords" content="CardsController_createCreditCard,/cards/credit"><meta name="description" content="Issues a credit card.">',
  `<div class="ref-column ref-column--request"><div><p><span class="badge_x">POST</span><code class="path_y">/cards/credit</code></p><dl class="facts_z"><dt>Base URL</dt></dl></div>
   <p>Issues a card.</p>
   <h2 id="request">Request</h2>
   <h3 id="request-body">Body</h3>
   <ul class="ref-fields"><li class="ref-field" id="request-body-credit_limit"><div class="ref-head"><code class="ref-name">credit_limit</code><span class="ref-type">object</span><a class="ref-anchor" href="#request-body-credit_limit">#</a></div><div class="ref-description">How far the balance can go below zero.</div>
     <details class="ref-nested"><summary>2 fields</summary><ul class="ref-fields"><li class="ref-field" id="request-body-credit_limit.amount"><div class="ref-head"><code class="ref-name">amount</code><span class="ref-type">integer</span></div><div class="ref-description">In minor units.</div></li></ul></details></li>
   <li class="ref-field" id="request-header-Idempotency-Key"><div class="ref-head"><code class="ref-name">Idempotency-Key</code></div></li></ul>
   <div class="ref-code"><pre>curl https://api.example.com</pre></div></div>
   <h3 id="response-400">400</h3><ul class="ref-fields"><li class="ref-field" id="response-400-type"><div class="ref-head"><code class="ref-name">type</code></div></li></ul>`,
);

describe('searchPageOf', () => {
  it('reads an endpoint page: other names, description, one section per request and success field, no code', () => {
    const result = searchPageOf('/docs/cards-controller-create-credit-card', endpoint);
    expect(result).toMatchObject({ title: 'Title', kind: 'Endpoint', description: 'Issues a credit card.' });
    expect(result?.aliases).toEqual(expect.arrayContaining(['CardsController_createCreditCard', 'createCreditCard', 'cards-controller-create-credit-card', 'create credit card', 'POST /cards/credit']));
    expect(result?.intro).toContain('Issues a card.');
    expect(result?.intro).not.toContain('Base URL');
    const anchors = result?.sections.map((section) => section.anchor);
    expect(anchors).toEqual(['request', 'request-body', 'request-body-credit_limit', 'request-body-credit_limit.amount', 'response-400']);
    const field = result?.sections.find((section) => section.anchor === 'request-body-credit_limit');
    expect(field).toMatchObject({ title: 'credit_limit', type: 'field' });
    expect(field?.text).toContain('How far the balance can go below zero.');
    expect(field?.text).not.toContain('In minor units');
    expect(JSON.stringify(result)).not.toContain('curl');
  });

  it("leaves out an endpoint's list of errors, which the catalogue explains, and keeps its own prose", () => {
    const errors = `<p>Moves money between <code>internal_transfer</code> wallets. See <a href="/docs/guides/x">the guide</a>.</p>
      <p><strong>Errors of this operation</strong>: those <a href="/docs/api/intro#errors">any operation can return</a> (<a href="/docs/api/intro#rate_limited"><code>429 rate_limited</code></a> and <a href="/docs/api/intro#internal_error"><code>500 internal_error</code></a>), and these:</p>
      <table><thead><tr><th>Error</th><th>When</th></tr></thead><tbody><tr><td><a href="/docs/api/intro#insufficient_funds"><code>422 insufficient_funds</code></a></td><td>Too little money.</td></tr></tbody></table>`;
    const result = searchPageOf('/docs/x', endpoint.replace('<p>Issues a card.</p>', errors));
    expect(result?.intro).toContain('Moves money between internal_transfer wallets. See the guide');
    for (const listed of ['Errors of this operation', 'internal_error', 'Error When']) expect(result?.intro, listed).not.toContain(listed);
    // On a guide, or where a paragraph names something besides linked errors, the text stays.
    const guide = searchPageOf('/docs/guides/x', page('', errors));
    expect(guide?.intro).toContain('internal_error');
    const mixed = searchPageOf('/docs/x', endpoint.replace('<p>Issues a card.</p>', '<p>Returns <a href="/docs/api/intro#x"><code>422 card_limit</code></a> past <code>credit_limit</code>.</p>'));
    expect(mixed?.intro).toContain('422 card_limit');
  });

  it("reads a lifecycle's states as entries named by their value, and keeps their text in the part", () => {
    const states = '<h3 id="kyc-status">KYC status</h3><p>Review takes minutes.</p><ul><li id="kyc-status-rejected"><div><code>rejected</code><span>terminal</span></div><p>Verification failed; wallets stay <code>pending</code>.</p></li></ul>';
    const result = searchPageOf('/docs/api/customers', page('', states));
    const state = result?.sections.find((section) => section.anchor === 'kyc-status-rejected');
    expect(state).toMatchObject({ title: 'rejected', type: 'entry', stateOf: 'KYC status' });
    expect(state?.text).toBe('KYC status: rejected. terminal Verification failed; wallets stay pending.');
    // Its record says the state with what it is a state of, for a query that names both ("kyc rejected").
    const record = indexDocuments(result!).find((document) => document.url.endsWith('#kyc-status-rejected'));
    expect(record?.html).toContain(`data-pagefind-filter="${STATE_FILTER}:${topicOf('kyc rejected')}"`);
    expect(result?.sections.find((section) => section.anchor === 'kyc-status')?.text).toContain('Verification failed');
    // A field of an endpoint is an `li` with an id and a name too: it stays a field.
    expect(searchPageOf('/docs/cards-controller-create-credit-card', endpoint)?.sections.filter((section) => section.type === 'entry')).toEqual([]);
  });

  it('reads table rows with ids as entries (error codes, event types)', () => {
    const html = page('', '<h2 id="errors">Errors</h2><table><tbody><tr id="insufficient_funds"><td><code>insufficient_funds</code></td><td>422</td><td>Not enough money.</td></tr></tbody></table>');
    const result = searchPageOf('/docs/api/intro', html);
    expect(result?.kind).toBe('Reference');
    expect(result?.sections[1]).toMatchObject({ anchor: 'insufficient_funds', title: 'insufficient_funds', type: 'entry' });
    // The snippet under the title does not repeat the code.
    expect(result?.sections[1].text).toBe('422 Not enough money.');
  });

  it("leaves a table row to the part of its page named like it: an event type lands on its payload", () => {
    const html = page(
      '',
      '<h2 id="event-types">Event types</h2><table><tbody><tr id="card.created"><th><a href="#card.created"><code>card.created</code></a></th><td>Sent when a card is issued.</td></tr><tr id="card.expired"><th><code>card.expired</code></th><td>Sent when a card expires.</td></tr></tbody></table>' +
        '<h2 id="payloads">Event payloads</h2><h3 id="payload-card.created">card.created</h3><p>Sent when a card is issued. data.object: Card.</p>',
    );
    const anchors = searchPageOf('/docs/notifications/webhook-notification-payloads', html)?.sections.map((section) => section.anchor);
    expect(anchors).toEqual(['event-types', 'card.expired', 'payloads', 'payload-card.created']);
  });

  it("reads an overview's object fields as their names, descriptions and values, without presence, constraints or examples", () => {
    const html = page(
      '',
      '<h2 id="object">The card object</h2><ul class="ref-fields"><li class="ref-field"><div class="ref-head"><code class="ref-name">status</code><span class="ref-type">string</span><span class="ref-presence">always present</span></div><div class="ref-description">Where the card is in its lifecycle.</div><p class="ref-detail"><span class="ref-label">Values: </span>active, frozen<span class="ref-sep"> · </span><span class="ref-label">Example: </span><code class="ref-example">"active"</code></p>' +
        '<details class="ref-nested"><summary>1 field</summary><ul class="ref-fields"><li class="ref-field"><div class="ref-head"><code class="ref-name">reason</code><span class="ref-type">string</span></div><div class="ref-description">Why.</div><p class="ref-detail"><span class="ref-label">Constraints: </span>pattern ^[a-z]+$</p></li></ul></details></li></ul>',
    );
    const [object] = searchPageOf('/docs/api/cards', html)!.sections;
    expect(object.fields).toBe('status Where the card is in its lifecycle. Values: active, frozen reason Why.');
    expect(indexDocuments(searchPageOf('/docs/api/cards', html)!)[1].html).toContain(`<p data-pagefind-weight="${WEIGHTS.describedField}">status Where`);
  });

  it('refuses a page whose end tags a minifier left out, naming the page, instead of merging each field into the one before', () => {
    const minified = endpoint.replaceAll('</li>', '');
    expect(() => searchPageOf('/docs/cards-controller-create-credit-card', minified)).toThrow(
      'search: /docs/cards-controller-create-credit-card: the page leaves out </li> end tags',
    );
  });

  it('skips a page without an article', () => {
    expect(searchPageOf('/search', '<html><body><main><h1>Search</h1></main></body></html>')).toBeUndefined();
  });
});

describe('indexDocuments', () => {
  it('indexes an endpoint page as one record whose fields are sub-results', () => {
    const result = searchPageOf('/docs/cards-controller-create-credit-card', endpoint);
    const documents = indexDocuments(result!);
    expect(documents).toHaveLength(1);
    expect(documents[0].html).toContain('<h4 id="request-body-credit_limit" data-pagefind-weight="4">credit_limit</h4>');
    expect(documents[0].html).toContain('data-pagefind-meta="kind[data-value]" data-value="Endpoint"');
    expect(documents[0].html).toContain(`data-pagefind-filter="${OPERATION_FILTER}:yes"`);
  });

  it("indexes each error response of an endpoint's own errors table as a record of its codes, when each is returned and the operation, filtered by its codes", () => {
    const errors = `<p>Issues a card.</p><table><thead><tr><th>Error</th><th>When</th></tr></thead><tbody>
      <tr><td><a href="/docs/api/intro#invalid_request"><code>400 invalid_request</code></a></td><td><code>credit_limit</code> is missing.</td></tr>
      <tr><td><a href="/docs/api/intro#kyc_not_approved"><code>422 kyc_not_approved</code></a></td><td>The customer's KYC is not approved.</td></tr></tbody></table>`;
    const result = searchPageOf('/docs/cards-controller-create-credit-card', endpoint.replace('<p>Issues a card.</p>', errors))!;
    expect(result.sections.find((section) => section.anchor === 'response-400')?.errors).toEqual([{ code: 'invalid_request', when: 'credit_limit is missing.' }]);
    const documents = indexDocuments(result);
    // No response-422 heading on the page: its row links nowhere on it, and no record is made for it.
    expect(documents.map((document) => document.url)).toEqual(['/docs/cards-controller-create-credit-card', '/docs/cards-controller-create-credit-card#response-400']);
    expect(documents[1].html).toContain('<p>invalid_request: credit_limit is missing.</p>');
    expect(documents[1].html).toContain(`data-pagefind-filter="${ERROR_RESPONSE_FILTER}:invalid_request"`);
    expect(documents[1].html).toContain(`data-pagefind-filter="${ERROR_RESPONSES_FILTER}:yes"`);
    expect(documents[1].html).toContain(`${ALIAS_SEPARATOR}Title</p>`);
    expect(documents[0].html).not.toContain('credit_limit is missing');
  });

  it("weighs a field of an object the operation is not about less than the one its owner lists", () => {
    const field = (title: string): SearchSection => ({ anchor: `response-200-${title}`, title, type: 'field', text: 'string.', level: 3, names: [] });
    const endpointOf = (title: string, fieldTitle: string): SearchPage => ({ url: '/docs/x', title, kind: 'Endpoint', aliases: [], description: '', intro: '', sections: [field(fieldTitle)], explains: false });
    const owned = indexDocuments(endpointOf("List a card's payments", 'data.card_payment.merchant_category_code'))[0].html;
    const embedded = indexDocuments(endpointOf('Initiate a withdrawal', 'card_payment.merchant_category_code'))[0].html;
    const topLevel = indexDocuments(endpointOf('Initiate a withdrawal', 'amount'))[0].html;
    expect(owned).toContain(`data-pagefind-weight="${WEIGHTS.responseField}">data.card_payment.merchant_category_code</h4>`);
    expect(embedded).toContain(`data-pagefind-weight="${WEIGHTS.responseField * WEIGHTS.embeddedField}">card_payment.merchant_category_code</h4>`);
    expect(topLevel).toContain(`data-pagefind-weight="${WEIGHTS.responseField}">amount</h4>`);
  });

  it('leaves out what a page marks data-pagefind-ignore (the changelog\'s generated lists of spec changes)', () => {
    const html = page('', '<h2 id="2026-11-23">2026-11-23</h2><h3 id="entry">New: wildcard subscriptions</h3><p>Subscribe to every event of an object.</p><h4 id="entry-changes" data-pagefind-ignore="">Changes in the spec</h4><ul data-pagefind-ignore=""><li><code>enabled_events</code> accepts wildcards</li></ul>');
    const text = JSON.stringify(searchPageOf('/docs/api/changelog', html));
    expect(text).toContain('Subscribe to every event of an object.');
    expect(text).not.toContain('enabled_events');
    expect(text).not.toContain('Changes in the spec');
  });

  it("marks the parts of a page that offers a feed of its changes as notes of what changed, and no other page's", () => {
    const body = '<h2 id="2026-11-23">2026-11-23</h2><h3 id="entry">Fixed: reads never returned a 403</h3><p>A read-only key reads everything.</p>';
    const log = indexDocuments(searchPageOf('/docs/api/changelog', page('<link rel="alternate" type="application/atom+xml" href="/docs/api/changelog.xml">', body))!);
    const guide = indexDocuments(searchPageOf('/docs/guides/x', page('', body))!);
    expect(log.map((document) => document.html.includes(`data-pagefind-filter="${CHANGES_FILTER}:yes"`))).toEqual([false, true]);
    expect(guide.some((document) => document.html.includes(`${CHANGES_FILTER}:`))).toBe(false);
  });

  it('indexes a guide as its top and one record per h2 and h3 part, but an h3 named for an error code stays in its part', () => {
    const html = page('', '<p>Intro.</p><h2 id="one">One, first</h2><p>A.</p><h3 id="one-a">Sub</h3><p>B.</p><h2 id="two">Two</h2><p>C.</p><h3 id="insufficient-funds">Insufficient funds</h3><p>D.</p>');
    const documents = indexDocuments(searchPageOf('/docs/guides/x', html)!, new Set(['insufficient_funds']));
    expect(documents.map((document) => document.url)).toEqual(['/docs/guides/x', '/docs/guides/x#one', '/docs/guides/x#one-a', '/docs/guides/x#two']);
    expect(documents[1].html).toContain('data-value="One, first"');
    // The top says what the page is about (its title, as the search dialog reads a query); a part does not.
    expect(documents[0].html).toContain(`data-pagefind-filter="${TOPIC_FILTER}:${topicOf('Title')}"`);
    expect(documents.slice(1).every((document) => !document.html.includes(`${TOPIC_FILTER}:`))).toBe(true);
    expect(documents[3].html).toContain('<h2 id="insufficient-funds"');
  });

  it('says what each part is about: its heading and the name its own id gives it', () => {
    const html = page('', '<h2 id="address-change">A new address</h2><p>A.</p><h2 id="pin">The PIN</h2><p>B.</p>');
    const [, named, short] = indexDocuments(withAnchorNames([searchPageOf('/docs/guides/x', html)!])[0]);
    expect(named.html).toContain(`data-pagefind-filter="${PART_TOPIC_FILTER}:${topicOf('A new address')}"`);
    expect(named.html).toContain(`data-pagefind-filter="${PART_TOPIC_FILTER}:${topicOf('address change')}"`);
    // A heading of one word names its part's topic too: "subscribe to every card payment event" is done under "Subscribe".
    expect(short.html).toContain(`data-pagefind-filter="${PART_TOPIC_FILTER}:${topicOf('pin')}"`);
  });

  it("names where each part sits: the page's title, and an h3 part's h2 heading", () => {
    const html = page('', '<h2 id="one">When a deposit cannot be credited</h2><p>A.</p><h3 id="frozen">Frozen wallet</h3><p>B.</p>');
    const [, h2, h3] = indexDocuments(searchPageOf('/docs/guides/x', html)!);
    expect(h2.html).toContain(`<p data-pagefind-weight="${WEIGHTS.context}"> · Title</p>`);
    expect(h3.html).toContain(`<p data-pagefind-weight="${WEIGHTS.context}"> · Title · When a deposit cannot be credited</p>`);
    // The readers' words for the page's title are said of its parts as the title is.
    const [, sandboxPart] = indexDocuments({ ...searchPageOf('/docs/guides/x', html)!, titleReaderWords: ['test mode'] });
    expect(sandboxPart.html).toContain(`<p data-pagefind-weight="${WEIGHTS.context}"> · Title · test mode</p>`);
  });
});

describe('explaining pages', () => {
  const tagged = (...tags: string[]) => `<footer class="theme-doc-footer">${tags.map((tag) => `<a href="/docs/tags/${tag}">${tag}</a>`).join('')}</footer>`;
  const prose = '<h2 id="pagination">Pagination</h2><p>Send the <code>next_cursor</code> of the previous page; <code>has_more</code> says whether one exists.</p>';
  const conventions = page('', `${prose}${tagged('api', 'introduction')}`);

  it('note the names their prose quotes as code, and say that they explain', () => {
    const result = searchPageOf('/docs/api/intro', conventions)!;
    expect(result.explains).toBe(true);
    expect(result.sections[0].names).toEqual(['next_cursor', 'has_more']);
    const [, part] = indexDocuments(result);
    expect(part.html).toContain(`<p data-pagefind-weight="${WEIGHTS.quotedName}">next_cursor has_more</p>`);
    expect(part.html).toContain('data-pagefind-filter="explains:yes"');
    expect(part.html).toContain(`data-pagefind-filter="${CONVENTIONS_FILTER}:yes"`);
    // An overview explains its object but states no convention every operation follows.
    const [, overviewPart] = indexDocuments(searchPageOf('/docs/api/cards', page('', `${prose}${tagged('overview')}`))!);
    expect(overviewPart.html).toContain('data-pagefind-filter="explains:yes"');
    expect(overviewPart.html).not.toContain(`${CONVENTIONS_FILTER}:`);
  });

  it('have a record per h3 part as well, and one per table entry (an error code of the catalogue)', () => {
    const html = page('', `<h2 id="lifecycle">Lifecycle</h2><p>A.</p><h3 id="error-codes">Error codes</h3><p>B.</p><table><tbody><tr id="insufficient_funds"><td>insufficient_funds</td><td>422 The wallet cannot cover it.</td></tr></tbody></table><h2 id="events">Events</h2>${tagged('introduction')}`);
    const documents = indexDocuments(searchPageOf('/docs/api/intro', html)!);
    expect(documents.map((document) => document.url)).toEqual(['/docs/api/intro', '/docs/api/intro#lifecycle', '/docs/api/intro#error-codes', '/docs/api/intro#events', '/docs/api/intro#insufficient_funds']);
    expect(documents[2].html).not.toContain('insufficient_funds');
    expect(documents[4].html).toContain(`<h1 data-pagefind-weight="${WEIGHTS.entry}">insufficient_funds</h1><p>422 The wallet cannot cover it.</p>`);
    expect(documents[4].html).toContain('data-value="insufficient_funds"');
    expect(documents[4].html).toContain('data-pagefind-filter="explains:yes"');
    // An error code says its status, for a query that names the status, and its code, for one that says the code with other words.
    expect(documents[4].html).toContain(`data-pagefind-filter="${STATUS_FILTER}:422"`);
    expect(documents[4].html).toContain(`data-pagefind-filter="${CODE_FILTER}:insufficient_funds"`);
    expect(documents.slice(0, 4).some((document) => document.html.includes(`${STATUS_FILTER}:`) || document.html.includes(`${CODE_FILTER}:`))).toBe(false);
  });

  it("mark the webhook page's payload parts as events, and no other part", () => {
    const html = page('', '<h2 id="payloads">Payloads</h2><p>A.</p><h3 id="payload-card.status_updated">card.status_updated</h3><p>Sent when a card changes status.</p><h3 id="retries">Retries</h3><p>B.</p>');
    const documents = indexDocuments(searchPageOf('/docs/notifications/webhook-notification-payloads', html)!);
    const marked = documents.filter((document) => document.html.includes(`data-pagefind-filter="${EVENT_FILTER}:yes"`)).map((document) => document.url);
    expect(marked).toEqual(['/docs/notifications/webhook-notification-payloads#payload-card.status_updated']);
    const named = documents.filter((document) => document.html.includes(`data-pagefind-filter="${PAYLOAD_FILTER}:card.status_updated"`)).map((document) => document.url);
    expect(named).toEqual(marked);
  });

  it('leave out a part that is a heading many pages share over a table of rows that are other pages\'', () => {
    const overview = (url: string) => searchPageOf(url, page('', '<h2 id="object">The object</h2><p>Its fields, each with what it holds and when it changes.</p><h2 id="events">Webhook events</h2><table><thead><tr><th>Event type</th><th>When it is sent</th></tr></thead></table><h2 id="said">Retries</h2><p>A failed delivery is retried for three days.</p><h2 id="short">Limits</h2><p>At most ten.</p><h2 id="ops">Operations</h2>'))!;
    const pages = ['/docs/api/a', '/docs/api/b', '/docs/api/c', '/docs/api/d'].map(overview);
    const common = commonHeadingsOf(pages);
    expect([...common].sort()).toEqual(['Limits', 'Operations', 'Retries', 'The object', 'Webhook events']);
    const urls = indexDocuments(pages[0], new Set(), common).map((document) => document.url);
    // A common heading over a short sentence of its own ("Limits": "At most ten.") says something: only a bare table is left out.
    expect(urls).toEqual(['/docs/api/a', '/docs/api/a#object', '/docs/api/a#said', '/docs/api/a#short']);
    expect(indexDocuments(pages[0]).map((document) => document.url)).toContain('/docs/api/a#events');
    expect(commonHeadingsOf(pages.slice(0, 3)).size).toBe(0);
  });

  it('mark the parts about testing in the sandbox: every part of a page titled so, and a part headed so', () => {
    const guide = page('', '<h2 id="send">Send it</h2><p>A.</p><h2 id="test">Test withdrawals in the sandbox</h2><p>B.</p>');
    const marked = (url: string, html: string) => indexDocuments(searchPageOf(url, html)!).filter((document) => document.html.includes(`data-pagefind-filter="${SANDBOX_FILTER}:yes"`)).map((document) => document.url);
    expect(marked('/docs/guides/withdrawals', guide)).toEqual(['/docs/guides/withdrawals#test']);
    // A part that says the sandbox without testing in it is no part about testing.
    const keys = page('', '<h2 id="keys">Live and sandbox keys</h2><p>A.</p><h2 id="get">Get a sandbox key</h2><p>B.</p><h2 id="sim">Simulate a decline in the sandbox</h2><p>C.</p>');
    expect(marked('/docs/guides/going-live', keys)).toEqual(['/docs/guides/going-live#sim']);
    expect(marked('/docs/guides/sandbox', guide.replace('<h1>Title</h1>', '<h1>Testing in the sandbox</h1>'))).toEqual(['/docs/guides/sandbox#send', '/docs/guides/sandbox#test']);
  });

  it("weigh a changelog entry's kind of change as text, and keep its heading whole", () => {
    const html = page('', '<h2 id="d">2026-12-01</h2><p>A.</p><h3 id="e">Fixed: reads never returned a 403</h3><p>B.</p>');
    const logged = indexDocuments({ ...searchPageOf('/docs/api/changelog', html)!, logsChanges: true }).map((document) => document.html).join('');
    expect(logged).toContain(`<span data-pagefind-weight="${WEIGHTS.text}">Fixed: </span>reads never returned a 403</h2>`);
    expect(indexDocuments(searchPageOf('/docs/guides/x', html)!).map((document) => document.html).join('')).toContain(">Fixed: reads never returned a 403</h1>");
  });

  it('mark the parts about how long something takes: headed so, with the id timing, or saying how long first', () => {
    const guide = page(
      '',
      '<h2 id="send">Send it</h2><p>A.</p><h3 id="timing">When it leaves</h3><p>B.</p><h2 id="x">How long a deposit takes</h2><p>C.</p><h2 id="y">When the money arrives</h2><p>D.</p><h2 id="z">Long names</h2><p>E.</p>' +
        '<h2 id="review">Follow the review</h2><p>Review usually takes minutes and at most 2 business days.</p><h2 id="later">Later</h2><p>A status tells where it stands. Delivery takes 2 days.</p>',
    );
    const marked = indexDocuments(searchPageOf('/docs/guides/deposits', guide)!).filter((document) => document.html.includes(`data-pagefind-filter="${TIMING_FILTER}:yes"`)).map((document) => document.url);
    expect(marked).toEqual(['/docs/guides/deposits#timing', '/docs/guides/deposits#x', '/docs/guides/deposits#y', '/docs/guides/deposits#review']);
  });

  it('leave a table row that links to another page to that page', () => {
    const events =
      '<h2 id="events">Webhook events</h2><table><tbody><tr><th><a href="/docs/payloads#payload-payment.failed"><code>payment.failed</code></a></th><td>Sent when a payment fails; <code>failure_code</code> says why.</td></tr>' +
      '<tr><th><a href="#kept">Kept</a></th><td>A row that links within the page stays.</td></tr></tbody></table>';
    const [section] = searchPageOf('/docs/api/wallets', page('', `${events}${tagged('overview')}`))!.sections;
    expect(section.text).not.toContain('failure_code');
    expect(section.names).toEqual([]);
    expect(section.text).toContain('A row that links within the page stays.');
  });

  it('are the pages tagged as an introduction, an overview or the glossary', () => {
    expect(searchPageOf('/docs/api/cards', page('', `${prose}${tagged('overview', 'cards')}`))?.explains).toBe(true);
    expect(searchPageOf('/docs/glossary', page('', `${prose}${tagged('glossary')}`))?.explains).toBe(true);
    expect(searchPageOf('/docs/guides/x', page('', `${prose}${tagged('guides')}`))?.explains).toBe(false);
    expect(searchPageOf('/docs/api/changelog', page('', `${prose}${tagged('changelog', 'api')}`))?.explains).toBe(false);
    const endpointPage = searchPageOf('/docs/cards-controller-create-credit-card', endpoint)!;
    expect(endpointPage.explains).toBe(false);
    expect(indexDocuments(endpointPage)[0].html).not.toContain('data-pagefind-filter="explains');
  });

  it("weigh an endpoint's template headings as text and drop what its error responses repeat", () => {
    const withError = endpoint.replace('<h3 id="response-400">400</h3>', '<h3 id="response-400">400 Bad request</h3><p>The request fails validation.</p>');
    const result = searchPageOf('/docs/cards-controller-create-credit-card', withError)!;
    expect(result.sections.find((section) => section.anchor === 'response-400')?.text).toBe('');
    expect(indexDocuments(result)[0].html).toContain('<h2 id="request" data-pagefind-weight="1">Request</h2>');
  });
});

describe('splitIdentifier', () => {
  it('turns operation ids and paths into words', () => {
    expect(splitIdentifier('CardsController_createCreditCard')).toBe('create credit card');
    expect(splitIdentifier('/wallets/{wallet_id}/balance')).toBe('wallets wallet id balance');
  });
});
