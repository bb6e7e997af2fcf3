// cspell:ignore glosary signiture recieved retires debitcard retr retrx cashouts
import { describe, expect, it } from 'vitest';
import { asksAQuestion, asksForAnOperation, comparesTwo, asksHowLong, asksWhatChanged, asksAboutACase, asksWhatSomethingIs, asksWhatIsRequired, CHANGES_FILTER, CODE_FILTER, STATE_FILTER, CONVENTIONS_FILTER, ERROR_RESPONSE_FILTER, ERROR_RESPONSES_FILTER, PART_TOPIC_FILTER, EVENT_FILTER, headedByTheTopic, MAX_SEARCHED_WORDS, OPERATION_FILTER, PAYLOAD_FILTER, SANDBOX_FILTER, STATUS_FILTER, TIMING_FILTER, partsBeforeTheirTop, namedByTitleAndHeading, searchSite, searchTerms, tellsASituation, tellsWhatHappened, TOPIC_FILTER, topicOf, type Pagefind, type SearchHit, wordRarities, asksWhetherItIsUp, asksHowTheApiBehaves, withCompoundsJoined, queryParameterAnchors, inSearchedWords } from './engine';

describe('searchTerms', () => {
  it('searches none of the words that say when or how often in passing', () => {
    expect(searchTerms('is ledgerline down right now')).toBe('ledgerline down');
    expect(searchTerms("close a wallet the customer doesn't need anymore")).toBe("close wallet customer doesn't need");
    expect(searchTerms('right to erasure')).toBe('right erasure');
    expect(searchTerms('keep getting 429 from the api')).toBe('429 api');
    expect(searchTerms('how long do you keep events')).toBe('long keep events');
  });

  it("searches the people an app serves as the API's customers, and keeps the docs' own people", () => {
    expect(searchTerms("send the landlord's monthly payout to their own bank account")).toBe('send customer monthly payout own bank account');
    expect(searchTerms('how do I close my daughter\'s account')).toBe('close customer account');
    expect(searchTerms('beneficiary name the payer sees')).toBe('beneficiary name payer sees');
    expect(searchTerms("take our commission out of the user's wallet")).toBe('take commission out customer wallet');
    expect(searchTerms('which dashboard users can create api keys')).toBe('dashboard users create api keys');
  });

  it('searches a cash-out as the withdrawal the docs call it, and shortened words written out', () => {
    expect(searchTerms('how fast does a cash-out reach the bank')).toBe('fast withdrawal reach bank');
    expect(searchTerms('cash out limits')).toBe('withdrawal limits');
    expect(searchTerms('how long does cashing out take')).toBe('long withdrawal take');
    expect(searchTerms('list cashouts from last month')).toBe('list withdrawal last month');
    expect(searchTerms('max amount per day')).toBe('maximum amount per day');
  });

  it("searches bank details of one's own as a virtual account's, whoever pays into them", () => {
    expect(searchTerms('give every tenant their own IBAN to pay rent into')).toBe('give customer virtual account IBAN pay rent');
    expect(searchTerms('share our own bank details')).toBe('share virtual account bank details');
    expect(searchTerms('send money to the bank details on the invoice')).toBe('send money bank details invoice');
  });

  it('puts a text in the words a query is searched with, for the index', () => {
    expect(inSearchedWords("pay a tenant's cash-out to their own IBAN")).toBe("pay a customer's withdrawal to their virtual account IBAN");
    expect(inSearchedWords('dashboard users who can create keys')).toBe('dashboard users who can create keys');
    for (const text of ['freeze my daughter\'s card', 'cash out to their own iban']) expect(searchTerms(inSearchedWords(text))).toBe(searchTerms(text));
  });

  it("searches a pasted request's path and the names of its query parameters", () => {
    expect(searchTerms('GET /customers/{customer_id}/transactions?type=deposit&limit=50')).toBe('GET /customers/{customer_id}/transactions type limit');
    expect(queryParameterAnchors('GET /customers/{customer_id}/transactions?type=deposit&limit=50')).toEqual(['request-query-type', 'request-query-limit']);
    expect(queryParameterAnchors('is there a way to page?')).toEqual([]);
  });

  it('reads money from one wallet to another as an internal transfer', () => {
    expect(searchTerms("send pocket money from the parent's wallet to the child's wallet")).toBe('transfer send pocket money customer wallet customer');
    expect(searchTerms('internal transfer from a EUR wallet to a GBP wallet')).toBe('internal transfer EUR wallet GBP wallet');
    expect(searchTerms('move money to a wallet from a card')).toBe('move money wallet card');
    expect(searchTerms("pay a scholarship from the university's wallet into a student's wallet")).toBe('transfer pay scholarship university wallet customer wallet');
  });

  it("searches an age told in years as the minimum age, and the next few of a list as its pagination", () => {
    expect(searchTerms('can a 16 year old open an account')).toBe('minimum age open account');
    expect(searchTerms('sign up a 17-year-old student')).toBe('sign minimum age customer');
    expect(searchTerms('customer under 18')).toBe('customer minimum age');
    expect(searchTerms('load the next 100 transactions')).toBe('pagination transactions');
    expect(searchTerms('fetch next 50 customers')).toBe('pagination customers');
    expect(searchTerms('payout in the next 3 days')).toBe('payout next days');
    expect(searchTerms('load money onto a wallet')).toBe('load money onto wallet');
  });

  it('drops stop words and words of fewer than three letters', () => {
    expect(searchTerms('  how do I freeze a card ')).toBe('freeze card');
    expect(searchTerms('how do I')).toBe('');
    expect(searchTerms('top up a wa')).toBe('top');
    // Pagefind would search their two-letter stems as the start of whatever words its loaded chunks hold: the ranking would depend on the queries before.
    expect(searchTerms('stop money going out while we are doing checks and being careful')).toBe('stop money out while checks careful');
    expect(searchTerms('which field says why a payment failed')).toBe('field payment failed');
    // What a sentence adds in passing: "as well" found the parts that say "as well".
    expect(searchTerms('give a customer a USD wallet as well')).toBe('give customer USD wallet');
    // A sentence's punctuation is no part of a word: "500," is the status, and beside it "got" says it is one.
    expect(searchTerms('got a 500, should I retry?')).toBe('500 retry');
    expect(searchTerms('is ledgerline down? card.created.')).toBe('ledgerline down card.created');
    expect(searchTerms('kyc_status values')).toBe('kyc_status');
    // Beside a pasted name, the word for its kind is no topic; without one, it is.
    expect(searchTerms('customer_code_taken error')).toBe('customer_code_taken');
    expect(searchTerms('deposit.received webhook event')).toBe('deposit.received');
    expect(searchTerms('webhook event types')).toBe('webhook event types');
    expect(searchTerms('difference between available and current balance')).toBe('available current balance');
    // Beside an HTTP status, the words that say it is one (or that a request got one) are no topic either.
    expect(searchTerms('what does http status 429 mean')).toBe('429');
    expect(searchTerms('why am I getting 401 errors')).toBe('401');
    expect(searchTerms('how do I handle 429s')).toBe('handle 429');
    expect(searchTerms('how do I page through all customers')).toBe('page customers');
    expect(searchTerms('get wallet balance')).toBe('get wallet balance');
    expect(searchTerms('error response format')).toBe('error response format');
  });

  it('drops the words a question is padded with, a possessive ending, and keeps a two-letter abbreviation typed in capitals, or an id or IP in lower case', () => {
    expect(searchTerms('how many days does a cardholder have to contest a charge')).toBe('days cardholder contest charge');
    expect(searchTerms("is there a way to lock our server's IP")).toBe('lock server IP');
    expect(searchTerms("how long until a withdrawal hits the customer’s bank")).toBe('long until withdrawal hits customer bank');
    expect(searchTerms('fx us')).toBe('');
    // An id and an IP address are typed in lower case as often.
    expect(searchTerms('request id for support')).toBe('request id support');
    expect(searchTerms('ip allowlist')).toBe('ip allowlist');
    expect(searchTerms('Id of a request')).toBe('Id request');
    expect(searchTerms('Ip allowlist')).toBe('Ip allowlist');
  });

  it('drops "get" in a sentence, where it is the verb of any outcome, and keeps it as the instruction a query starts with', () => {
    expect(searchTerms('how do I get sandbox kyc approved')).toBe('sandbox kyc approved');
    expect(searchTerms('why did a card transaction get declined')).toBe('card transaction declined');
    expect(searchTerms('we got charged twice')).toBe('charged twice');
    expect(searchTerms('get payments for all customers')).toBe('get payments customers');
  });

  it('reads a pasted URL as the path the docs name, and a pasted JSON key or value as the name', () => {
    expect(searchTerms('POST /v1/wallets/{wallet_id}/refill')).toBe('POST /wallets/{wallet_id}/refill');
    expect(searchTerms('https://api.sandbox.example.com/v1/cards/{card_id}/reissue')).toBe('/cards/{card_id}/reissue');
    // A key with its value asks about the value; a key alone is the name.
    expect(searchTerms('"kyc_status": "action_required",')).toBe('action_required');
    expect(searchTerms('"kyc_status":')).toBe('kyc_status');
    // Prose punctuation is no part of a word: "500," is the status, beside which "got" says nothing more.
    expect(searchTerms("got a 500, is it safe")).toBe('500 safe');
  });
});

describe('asksAQuestion', () => {
  it('tells a question, asked first or after the situation, from a name or a task', () => {
    for (const query of ['how long does a review take', 'card expires next month what do we do', 'customer lost their card, what should I do', 'reissue keeps the number?']) expect(asksAQuestion(query), query).toBe(true);
    for (const query of ['freeze a card', 'kyc_status', 'card expires next month']) expect(asksAQuestion(query), query).toBe(false);
  });
});

describe('tellsASituation', () => {
  it('tells a question that says what happened to an object from one that names a topic', () => {
    for (const query of ['why did a card transaction in dollars get declined', 'what happens to the cards of a customer when their wallet is archived']) {
      expect(tellsASituation(query), query).toBe(true);
      expect(asksWhatSomethingIs(query), query).toBe(false);
    }
    for (const query of ['which field says why a payment failed', 'what does an error response look like', 'why do I get a 500']) expect(tellsASituation(query), query).toBe(false);
  });
});

describe('topicOf', () => {
  it('says a title and the queries that name it alike', () => {
    expect(topicOf('Virtual accounts')).toBe('account virtual');
    expect(topicOf('virtual account')).toBe(topicOf('Virtual accounts'));
    expect(topicOf('Make an internal transfer')).toBe(topicOf('internal transfers make'));
    expect(topicOf('Make an internal transfer')).not.toBe(topicOf('internal transfers'));
  });
});

describe('asksWhatSomethingIs', () => {
  it('tells a question about what something is from a task', () => {
    for (const query of ['what does an error response look like', 'how are amounts written', 'kyc_status values', 'date format', 'Which field says why a payment failed', 'are ids case sensitive', 'how long is an idempotency key kept', 'maximum page size', 'rate limits', 'difference between available and current balance']) {
      expect(asksWhatSomethingIs(query), query).toBe(true);
    }
    // A word of size or form in a task told in a sentence names what the task changes.
    // How long a case takes is told where the case is walked through; how long the API keeps something is a rule of it (above).
    for (const query of ['how do I freeze a card', 'create an individual customer', 'credit_limit', 'payment.failed', 'raise the daily spending limit on an existing card', 'how long does card delivery take', 'how long until a physical card gets delivered']) {
      expect(asksWhatSomethingIs(query), query).toBe(false);
    }
  });
});

describe('asksWhatIsRequired', () => {
  it('tells a question about what the reader must do from one about how the API behaves', () => {
    for (const query of ['do we have to list shareholders who own less than 25%', 'Do I need to create a portfolio before the wallet', 'must we send the tax id']) {
      expect(asksWhatIsRequired(query), query).toBe(true);
      expect(asksWhatSomethingIs(query), query).toBe(false);
    }
    for (const query of ['do I need an idempotency key', 'are ids case sensitive', 'does the API support recurring payments', 'is a tax id required']) expect(asksWhatIsRequired(query), query).toBe(false);
  });
});

describe('asksWhetherItIsUp', () => {
  it('tells a question whether the service is up now from one about how the API behaves', () => {
    for (const query of ['is ledgerline down', 'is the api up? endpoint to check status', 'is the sandbox working', 'is the ledgerline api down right now']) {
      expect(asksWhetherItIsUp(query), query).toBe(true);
      expect(asksHowTheApiBehaves(query), query).toBe(false);
    }
    for (const query of ['is the api case sensitive', 'are ids case sensitive', 'is a card frozen when the wallet is']) expect(asksWhetherItIsUp(query), query).toBe(false);
  });
});

describe('asksAboutACase', () => {
  it('tells a question about what a case leads to from one about what something is', () => {
    for (const query of ['what happens to the cards when a wallet is archived', 'What if a deposit bounces', 'what happened to my payout', 'why was the card purchase refused', 'what was the balance on 31 March', "why didn't the deposit arrive"]) {
      expect(asksAboutACase(query), query).toBe(true);
    }
    for (const query of ['what is a portfolio', 'happens', 'what does an error look like', 'why do I get a 500', 'which field says why a payment failed']) expect(asksAboutACase(query), query).toBe(false);
    expect(asksWhatSomethingIs('what happens to a frozen card')).toBe(false);
    expect(asksWhatSomethingIs('what is a frozen card')).toBe(true);
  });
});

describe('asksHowLong', () => {
  it('tells a question about how long something takes or when money arrives', () => {
    for (const query of ['how many days before money sent to the IBAN is credited', 'how long does a withdrawal take', 'how soon does a payout reach the bank', 'when will the deposit show up', 'How many business days for SEPA', 'when will the landlord actually get the money', 'when does the supplier receive the payment']) {
      expect(asksHowLong(query), query).toBe(true);
    }
    for (const query of ['how many customers per page', 'when is card.status_updated sent', 'how do I send a payment', 'long running request', 'when do we get a webhook', 'when will the customer get a card']) expect(asksHowLong(query), query).toBe(false);
  });

  it('takes "how long can the reference be" for a question about a length, searched as the docs say it', () => {
    expect(asksHowLong('how long can the payment reference be')).toBe(false);
    expect(searchTerms('how long can the payment reference be for uk payments')).toBe('length payment reference payments');
    expect(asksHowLong('how long can a payment stay pending')).toBe(true);
    expect(searchTerms('how long can a payment stay pending')).toBe('long payment stay pending');
  });
});

/**
 * A Pagefind double: pages with fixed scores per searched word. A word in `fragments` is not in
 * the index: what it finds came through fragments of other words, and as an exact word ("…") it
 * finds nothing; any other word finds the same pages exactly, unless `scores` names its exact search.
 */
function fakePagefind(scores: Record<string, Record<string, number>>, extra: Partial<Pagefind> & { explaining?: string[]; conventions?: string[]; payloads?: string[]; namedPayloads?: Record<string, string[]>; sandbox?: string[]; timing?: string[]; statuses?: Record<string, string[]>; errorResponses?: Record<string, string[]>; errorResponseRecords?: string[]; codes?: Record<string, string[]>; states?: Record<string, string[]>; operations?: string[]; changes?: string[]; topics?: Record<string, string[]>; partTopics?: Record<string, string[]>; fragments?: string[] } = {}): Pagefind {
  const page = (url: string) => ({
    url,
    excerpt: `about ${url}`,
    meta: { title: url.toUpperCase(), kind: 'Guide' },
    sub_results: [
      { title: url.toUpperCase(), url, excerpt: 'top', weighted_locations: [{ weight: 10, balanced_score: 5 }] },
      { title: 'Part', url: `${url}#part`, anchor: { id: 'part', element: 'h4' }, excerpt: 'part', weighted_locations: [{ weight: 6, balanced_score: url === '/b' ? 9 : 1 }] },
    ],
  });
  return {
    options: async () => undefined,
    init: async () => undefined,
    search: async (query: string | null, options?: { filters?: Record<string, string> }) => {
      const topic = options?.filters?.[TOPIC_FILTER];
      const filtered = (urls: string[]) => ({ results: urls.map((url) => ({ id: url, score: 0, data: async () => page(url) })) });
      // Every record of the index: those any search finds.
      if (query === null && Object.keys(options?.filters ?? {}).length === 0) return filtered([...new Set([...Object.values(scores).flatMap((found) => Object.keys(found)), ...(extra.explaining ?? [])])]);
      if (query === null && topic !== undefined) return filtered(extra.topics?.[topic] ?? []);
      const partTopic = options?.filters?.[PART_TOPIC_FILTER];
      if (query === null && partTopic !== undefined) return filtered(extra.partTopics?.[partTopic] ?? []);
      if (query === null && options?.filters?.[CONVENTIONS_FILTER]) return filtered(extra.conventions ?? []);
      if (query === null && options?.filters?.[EVENT_FILTER]) return filtered(extra.payloads ?? []);
      if (query === null && options?.filters?.[SANDBOX_FILTER]) return filtered(extra.sandbox ?? []);
      if (query === null && options?.filters?.[TIMING_FILTER]) return filtered(extra.timing ?? []);
      const named = options?.filters?.[PAYLOAD_FILTER];
      if (query === null && named !== undefined) return filtered(extra.namedPayloads?.[named] ?? []);
      if (query === null && options?.filters?.[OPERATION_FILTER]) return filtered(extra.operations ?? []);
      if (query === null && options?.filters?.[CHANGES_FILTER]) return filtered(extra.changes ?? []);
      const status = options?.filters?.[STATUS_FILTER];
      if (query === null && status !== undefined) return filtered(extra.statuses?.[status] ?? []);
      const code = options?.filters?.[ERROR_RESPONSE_FILTER];
      if (query === null && code !== undefined) return filtered(extra.errorResponses?.[code] ?? []);
      if (query === null && options?.filters?.[ERROR_RESPONSES_FILTER]) return filtered(extra.errorResponseRecords ?? []);
      const state = options?.filters?.[STATE_FILTER];
      if (query === null && state !== undefined) return filtered(extra.states?.[state] ?? []);
      const catalogued = options?.filters?.[CODE_FILTER];
      if (query === null && catalogued !== undefined) return filtered(extra.codes?.[catalogued] ?? []);
      const exact = query !== null && /^".*"$/.test(query) ? query.slice(1, -1) : undefined;
      const word = exact !== undefined && !(extra.fragments ?? []).includes(exact) ? exact : query;
      return {
        results:
          word === null
            ? (extra.explaining ?? []).map((url) => ({ id: url, score: 0, data: async () => page(url) }))
            : Object.entries(scores[query ?? ''] ?? scores[word] ?? {}).map(([url, score]) => ({ id: url, score, data: async () => page(url) })),
      };
    },
    vocabulary: extra.vocabulary,
    wordsStartingAs: extra.wordsStartingAs,
  };
}

describe('searchSite', () => {
  it('searches a two-letter word only as itself, never as the start of longer words', async () => {
    // Pagefind extends a word to the longer ones of the index chunks loaded so far: the score would depend on the queries before.
    const asked: string[] = [];
    const pagefind = fakePagefind({ customer: { '/customers': 3 }, '"ID"': { '/customers': 1 } });
    const spy: Pagefind = { ...pagefind, search: (query, options) => (query !== null && asked.push(query), pagefind.search(query, options)) };
    await searchSite(spy, 'customer ID');
    expect(asked).toContain('"ID"');
    expect(asked.filter((query) => /(^|\s)ID(\s|$)/.test(query))).toEqual([]);
  });

  it("starts a longer answer (the MCP server's) with the list's six, in the list's order", async () => {
    const scores = { wallet: { '/t': 10, '/a1': 9, '/a2': 8, '/a3': 7, '/a4': 6, '/a5': 5, '/a6': 4, '/t#x': 3 } };
    const list = (await searchSite(fakePagefind(scores), 'wallet'))?.map((hit) => hit.url);
    const longer = (await searchSite(fakePagefind(scores), 'wallet', () => true, 60))?.map((hit) => hit.url);
    expect(list).toEqual(['/t', '/a1', '/a2', '/a3', '/a4', '/a5']);
    expect(longer?.slice(0, list?.length)).toEqual(list);
    expect(longer).toContain('/t#x');
  });

  it('ranks pages by the sum of the whole query and each word, and links to the best part', async () => {
    const pagefind = fakePagefind({ 'top up wallet': { '/a': 1 }, top: {}, up: {}, wallet: { '/a': 1, '/b': 5 } });
    const hits = await searchSite(pagefind, 'top up a wallet');
    expect(hits?.map((hit) => hit.url)).toEqual(['/b#part', '/a']);
    expect(hits?.[0]).toMatchObject({ title: '/B', section: 'Part', sectionIsCode: true, excerpt: 'part' });
    expect(hits?.[1]).toMatchObject({ title: '/A', section: undefined, excerpt: 'top' });
  });

  it("leaves the page's other names out of the excerpt", async () => {
    const pagefind = fakePagefind({ card: { '/c': 1 } });
    const page = await (await pagefind.search('card'))!.results[0].data();
    page.sub_results = [{ ...page.sub_results[0], excerpt: 'a wallet, virtual or physical. createCard · <mark>cards</mark>-controller-create-card · POST /cards. Next part' }];
    const hits = await searchSite({ ...pagefind, search: async () => ({ results: [{ id: '/c', score: 1, data: async () => page }] }) }, 'card');
    expect(hits?.[0].excerpt).toBe('a wallet, virtual or physical. Next part');
  });

  it("links a pasted request to the field of the query parameter it names, where its endpoint page has one", async () => {
    const pagefind = fakePagefind({ '/customers/{customer_id}/transactions': { '/op': 2 }, type: { '/op': 1 } });
    const withType = async () => {
      const page = await (await pagefind.search('type'))!.results[0].data();
      page.sub_results = [...page.sub_results, { title: 'type', url: '/op#request-query-type', anchor: { id: 'request-query-type', element: 'h4' }, excerpt: 'type', weighted_locations: [{ weight: 1, balanced_score: 0.1 }] }];
      return page;
    };
    const search: Pagefind['search'] = async (query, options) => (query === 'type' ? { results: [{ id: '/op', score: 1, data: withType }] } : pagefind.search(query, options));
    expect((await searchSite({ ...pagefind, search }, 'GET /customers/{customer_id}/transactions?type=deposit'))?.[0].url).toBe('/op#request-query-type');
    expect((await searchSite({ ...pagefind, search }, 'GET /customers/{customer_id}/transactions'))?.[0].url).toBe('/op');
  });

  it('skips the results of a query typed past', async () => {
    const pagefind = fakePagefind({ wallet: { '/a': 1 } });
    expect(await searchSite(pagefind, 'wallet', () => false)).toBeUndefined();
  });

  it('searches a misspelt word as the word the docs use', async () => {
    const pagefind = fakePagefind({ glosary: { '/stray': 1 }, glossary: { '/glossary': 9 } }, { vocabulary: async () => ['glossary'], fragments: ['glosary'] });
    expect((await searchSite(pagefind, 'glosary'))?.map((hit) => hit.url)).toEqual(['/glossary']);
  });

  it('mends a misspelt word however many pages it finds through fragments of other words', async () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`/p${index}`, 1]));
    const pagefind = fakePagefind({ signiture: many, signature: { '/verify': 9 } }, { vocabulary: async () => ['signature'], fragments: ['signiture'] });
    expect((await searchSite(pagefind, 'signiture'))?.map((hit) => hit.url)).toEqual(['/verify']);
  });

  it("mends a misspelt part of a name in its place, so that an event type stays one name", async () => {
    const searched: string[] = [];
    const base = fakePagefind({ 'deposit.received': { '/payload': 9 } }, { vocabulary: async () => ['deposit', 'received'], fragments: ['deposit.recieved'] });
    const pagefind: Pagefind = { ...base, search: async (query, options) => (query !== null && searched.push(query), base.search(query, options)) };
    expect((await searchSite(pagefind, 'deposit.recieved'))?.map((hit) => hit.url)).toEqual(['/payload']);
    expect(searched).toContain('deposit.received');
  });

  it('searches words as typed when the word list cannot be loaded', async () => {
    const pagefind = fakePagefind({ glosary: { '/stray': 1 } }, { vocabulary: () => Promise.reject(new Error('404')), fragments: ['glosary'] });
    expect((await searchSite(pagefind, 'glosary'))?.map((hit) => hit.url)).toEqual(['/stray']);
  });

  it('does not fetch the word list for a word the docs use, however few pages it finds', async () => {
    let fetched = false;
    const vocabulary = async () => {
      fetched = true;
      return ['cash'];
    };
    expect(await searchSite(fakePagefind({ cashback: { '/rare': 1 } }, { vocabulary }), 'cashback')).toHaveLength(1);
    expect(fetched).toBe(false);
  });

  it('does not fetch the word list for a word on its way to one the docs use, and fetches it for a misspelt one', async () => {
    const fetched: string[] = [];
    const known = ['idempotency', 'signature'];
    const extra = {
      vocabulary: async () => (fetched.push('whole list'), known),
      wordsStartingAs: async (word: string) => (fetched.push(`part of ${word}`), known.filter((each) => each.startsWith(word))),
      fragments: ['idem', 'signiture'],
    };
    expect(await searchSite(fakePagefind({ idem: { '/idempotency': 3 } }, extra), 'idem')).toHaveLength(1);
    expect(fetched).toEqual(['part of idem']);
    expect((await searchSite(fakePagefind({ signature: { '/verify': 9 } }, extra), 'signiture'))?.map((hit) => hit.url)).toEqual(['/verify']);
    expect(fetched).toEqual(['part of idem', 'part of signiture', 'whole list']);
  });

  it('leaves out the last word of a query while it is still being typed, not a word typed alone', async () => {
    const scores = { webhook: { '/webhooks': 2 }, retr: { '/retract': 5 } };
    const extra = { wordsStartingAs: async (word: string) => ['retries'].filter((each) => each.startsWith(word)), fragments: ['retr', 'retrx'] };
    expect((await searchSite(fakePagefind(scores, extra), 'webhook retr'))?.map((hit) => hit.url)).toEqual(['/webhooks']);
    expect((await searchSite(fakePagefind(scores, extra), 'retr'))?.map((hit) => hit.url)).toEqual(['/retract']);
    // A word the docs start no word with is a word of its own, searched (and mended) as typed.
    expect((await searchSite(fakePagefind({ ...scores, retrx: { '/retract': 5 } }, extra), 'webhook retrx'))?.map((hit) => hit.url)).toEqual(['/retract', '/webhooks']);
    // A word followed by a space is finished, and so is one before a word left out ("retr a"); a query cut at
    // MAX_SEARCHED_WORDS was cut at a word the reader had finished typing.
    expect((await searchSite(fakePagefind(scores, extra), 'webhook retr '))?.map((hit) => hit.url)).toEqual(['/retract', '/webhooks']);
    // Before a word left out it is searched as itself, as any finished word: "retr" is no word of the docs.
    expect((await searchSite(fakePagefind({ ...scores, '"retr"': { '/retract': 1 } }, { ...extra, fragments: [] }), 'webhook retr a'))?.map((hit) => hit.url)).toEqual(['/retract', '/webhooks']);
    const long = 'webhook one two three four five retr and then some more';
    expect(searchTerms(long).split(' ').pop()).toBe('retr');
    expect((await searchSite(fakePagefind({ ...scores, '"retr"': { '/retract': 1 } }, { ...extra, fragments: [] }), long))?.map((hit) => hit.url)).toContain('/retract');
  });

  it('searches at most MAX_SEARCHED_WORDS words of a query, the first ones', () => {
    expect(searchTerms('customer says the withdrawal to their bank account never arrived after three business days, how do we check').split(' ')).toHaveLength(MAX_SEARCHED_WORDS);
    expect(searchTerms('customer says the withdrawal to their bank account never arrived after three business days')).toMatch(/^customer withdrawal bank account/);
  });

  it('searches an event type named in other words or another spelling as the event type', async () => {
    const scores = { 'card_payment.declined': { '/payload': 4 }, card: { '/operation': 5 }, payment: { '/operation': 5 }, declined: { '/operation': 5 }, event: { '/operation': 1 } };
    for (const query of ['card payment declined event', 'card payment declined webhook', 'card payment declined webhook fields', 'card payment declined event payload', 'card_payment_declined', 'CARD_PAYMENT_DECLINED', 'cardPaymentDeclined']) {
      expect((await searchSite(fakePagefind(scores), query))?.[0].url, query).toBe('/payload');
    }
    // Without a word for an event, words are a task as often: the ranking decides.
    expect((await searchSite(fakePagefind(scores), 'card payment declined'))?.[0].url).toBe('/operation');
  });

  it('searches the words of a whole event type of four words as the event type, without a word for an event', async () => {
    const scores = { 'customer.kyc_status_updated': { '/payload': 4 }, customer: { '/update-customer': 5 }, kyc: { '/update-customer': 5 }, status: { '/update-customer': 5 }, updated: { '/update-customer': 5 } };
    expect((await searchSite(fakePagefind(scores), 'customer kyc status updated'))?.[0].url).toBe('/payload');
    // Words that do not end with what happened are no event type.
    expect((await searchSite(fakePagefind(scores), 'updated customer kyc status'))?.[0].url).toBe('/update-customer');
  });

  it("searches a business's clients as customers, and a client that is software as it is", () => {
    expect(searchTerms("pull all of a client's transactions for month end")).toBe('pull customer transactions month end');
    expect(searchTerms('http client timeout on create customer')).toBe('http client timeout create customer');
  });

  it('searches a word typed with two letters swapped as the word the docs use, though its stem finds another', async () => {
    const scores = { retires: { '/retire-a-key': 2 }, retire: { '/retire-a-key': 2 }, retries: { '/retries': 1 } };
    const wordsStartingAs = async (start: string) => (start === 'ret' ? ['retries', 'retire'] : []);
    expect((await searchSite(fakePagefind(scores, { vocabulary: async () => [], wordsStartingAs }), 'retires'))?.map((hit) => hit.title)).toEqual(['/RETRIES']);
    expect((await searchSite(fakePagefind(scores, { vocabulary: async () => [], wordsStartingAs }), 'retire'))?.map((hit) => hit.title)).toEqual(['/RETIRE-A-KEY']);
  });

  it('searches two words typed without their space as the two words', async () => {
    const scores = { debitcard: {}, 'debit card': { '/debit-cards': 1 } };
    const hits = await searchSite(fakePagefind(scores, { vocabulary: async () => ['debit', 'card'], wordsStartingAs: async () => [] }), 'debitcard');
    expect(hits?.map((hit) => hit.title)).toEqual(['/DEBIT-CARDS']);
  });

  it('scores a finished short word as its own search weighs it, on the pages that say the word itself', async () => {
    const scores = { '"PIN"': { '/pin-part': 1, '/mentions': 1 }, PIN: { '/pin-part': 9, '/mentions': 1, '/pinned': 8 }, card: { '/mentions': 3, '/pin-part': 1, '/pinned': 1 } };
    const hits = await searchSite(fakePagefind(scores, { fragments: ['PIN'] }), 'PIN card');
    expect(hits?.map((hit) => hit.title)).toEqual(['/PIN-PART', '/MENTIONS', '/PINNED']);
  });

  it('searches a pasted name of two words in its words too, unless one of them is no word the prose stresses', async () => {
    const scores = { kyc_status: { '/field': 2 }, 'kyc status': { '/overview': 3 }, has_more: { '/pagination': 2 }, more: { '/needs-more': 5 } };
    expect((await searchSite(fakePagefind(scores), 'kyc_status'))?.[0].title).toBe('/OVERVIEW');
    expect((await searchSite(fakePagefind(scores), 'has_more'))?.[0].title).toBe('/PAGINATION');
  });

  it('lifts the state the query names with what it is a state of, in any order and among other words', async () => {
    // The state's entry is headed by its value alone ("rejected"), as the table entries of a lifecycle are.
    const scores = { kyc: { '/customers#kyc-status': 5, '/customers#rejected': 2 }, rejected: { '/customers#kyc-status': 2, '/customers#rejected': 2 }, again: { '/guide#retry': 3 } };
    const states = { [topicOf('kyc rejected')]: ['/customers#rejected'] };
    for (const query of ['kyc rejected', 'rejected kyc try again']) expect((await searchSite(fakePagefind(scores, { states }), query))?.[0].url, query).toBe('/customers#rejected');
    expect((await searchSite(fakePagefind(scores), 'kyc rejected'))?.[0].url).toBe('/customers#kyc-status');
  });

  it('lifts the part headed with the verb of a task told as an instruction, alone or with one more of its words', async () => {
    const scores = { subscribe: { '/webhooks#subscribe': 3, '/webhooks#payload-card_payment.reversed': 2 }, card: { '/webhooks#payload-card_payment.reversed': 4, '/webhooks#subscribe': 1 }, payment: { '/webhooks#payload-card_payment.reversed': 4, '/webhooks#subscribe': 1 } };
    const partTopics = { [topicOf('subscribe')]: ['/webhooks#subscribe'] };
    expect((await searchSite(fakePagefind(scores, { partTopics }), 'subscribe to every card payment'))?.[0].url).toBe('/webhooks#subscribe');
    expect((await searchSite(fakePagefind(scores), 'subscribe to every card payment'))?.[0].url).toBe('/webhooks#payload-card_payment.reversed');
    // Not a task told as an instruction: the verb is not the query's first word.
    expect((await searchSite(fakePagefind(scores, { partTopics }), 'card payment subscribe'))?.[0].url).toBe('/webhooks#payload-card_payment.reversed');
  });

  it('lists a place once when two records lead to it (an endpoint page whose best part is an error response that is a record of its own)', async () => {
    const response = (id: string, section: string) => ({ id, score: id === '/create-card' ? 3 : 2, data: async () => ({ url: id === '/create-card' ? '/create-card' : '/create-card#response-403', excerpt: '', meta: { title: 'Create a card', kind: 'Endpoint', section }, sub_results: id === '/create-card' ? [{ title: 'Create a card', url: '/create-card', excerpt: '', weighted_locations: [{ weight: 1, balanced_score: 1 }] }, { title: '403 Forbidden', url: '/create-card#response-403', anchor: { id: 'response-403', element: 'h2' }, excerpt: '', weighted_locations: [{ weight: 6, balanced_score: 9 }] }] : [{ title: '403 Forbidden', url: '/create-card#response-403', excerpt: '', weighted_locations: [{ weight: 1, balanced_score: 1 }] }] }) });
    const pagefind: Pagefind = { options: async () => undefined, init: async () => undefined, search: async (query) => ({ results: query === null ? [] : [response('/create-card', ''), response('/create-card#response-403', '403 Forbidden')] }) };
    expect((await searchSite(pagefind, 'forbidden card'))?.map((hit) => hit.url)).toEqual(['/create-card#response-403']);
  });

  it('leaves a query that pastes a name in its order, not under the heading that says the words around it', async () => {
    const part = (url: string, section: string, score: number) => ({ id: url, score, data: async () => ({ url, excerpt: '', meta: { title: 'Page', kind: 'Guide', section }, sub_results: [{ title: section, url, excerpt: '', weighted_locations: [{ weight: 1, balanced_score: 1 }] }] }) });
    const pagefind: Pagefind = {
      options: async () => undefined,
      init: async () => undefined,
      search: async (searched) => ({ results: searched === null ? [] : [part('/intro#permission_denied', 'permission_denied', 9), part('/wallets#balance-adjustments', 'Balance adjustments', 2)] }),
    };
    // Told as what happened, without a pasted name, the part headed with its words comes first.
    expect((await searchSite(pagefind, 'refused a balance adjustment with a permission error'))?.[0].url).toBe('/wallets#balance-adjustments');
    expect((await searchSite(pagefind, '403 permission_denied on balance adjustment'))?.[0].url).toBe('/intro#permission_denied');
  });

  it('reads a pasted name as the topic its words name', async () => {
    const scores = { 'Idempotency-Key': { '/intro#api-keys': 5, '/glossary#idempotency-key': 4 }, 'Idempotency Key': { '/intro#api-keys': 5, '/glossary#idempotency-key': 4 } };
    const partTopics = { [topicOf('Idempotency key')]: ['/glossary#idempotency-key'] };
    expect((await searchSite(fakePagefind(scores, { partTopics }), 'Idempotency-Key'))?.[0].url).toBe('/glossary#idempotency-key');
    expect((await searchSite(fakePagefind(scores), 'Idempotency-Key'))?.[0].url).toBe('/intro#api-keys');
  });

  it("ranks first the part whose heading or own id the query names", async () => {
    // The part's own id names it ("address-change"); its heading ("A new home") does not say the words.
    const scores = { address: { '/create-address': 5, '/guide#new-home': 3 }, change: { '/create-address': 1, '/guide#new-home': 2 } };
    const partTopics = { [topicOf('address change')]: ['/guide#new-home'] };
    expect((await searchSite(fakePagefind(scores, { partTopics }), 'address change'))?.[0].title).toBe('/GUIDE#NEW-HOME');
    expect((await searchSite(fakePagefind(scores), 'address change'))?.[0].title).toBe('/CREATE-ADDRESS');
  });

  it('ranks first the page whose title the query names, in any form of its words', async () => {
    const scores = { payments: { '/send-a-payment': 5, '/guides/payments': 4 }, payment: { '/send-a-payment': 5, '/guides/payments': 4 } };
    const topics = { [topicOf('Payments')]: ['/guides/payments'] };
    expect((await searchSite(fakePagefind(scores, { topics }), 'payments'))?.[0].title).toBe('/GUIDES/PAYMENTS');
    expect((await searchSite(fakePagefind(scores, { topics }), 'payment'))?.[0].title).toBe('/GUIDES/PAYMENTS');
    expect((await searchSite(fakePagefind(scores, { topics: {} }), 'payments'))?.[0].title).toBe('/SEND-A-PAYMENT');
  });

  it('lifts the payloads for an event asked for in words, not for the situation alone', async () => {
    const scores = { event: { '/payloads#payload-card.status_updated': 1 }, card: { '/list-cards': 4, '/payloads#payload-card.status_updated': 2 }, frozen: { '/list-cards': 1, '/payloads#payload-card.status_updated': 1 } };
    const payloads = ['/payloads#payload-card.status_updated'];
    expect((await searchSite(fakePagefind(scores, { payloads }), 'event when a card is frozen'))?.[0].title).toBe('/PAYLOADS#PAYLOAD-CARD.STATUS_UPDATED');
    expect((await searchSite(fakePagefind(scores, { payloads }), 'card frozen'))?.[0].title).toBe('/LIST-CARDS');
    // A what-question for an event does not lift the overview that explains the state.
    const state = { event: { '/payloads#payload-card.status_updated': 1 }, card: { '/cards#card-status-frozen': 3, '/payloads#payload-card.status_updated': 1 }, frozen: { '/cards#card-status-frozen': 3, '/payloads#payload-card.status_updated': 1 } };
    const explaining = ['/cards#card-status-frozen'];
    expect((await searchSite(fakePagefind(state, { payloads, explaining }), 'which event says a card is frozen'))?.[0].title).toBe('/PAYLOADS#PAYLOAD-CARD.STATUS_UPDATED');
    // A list of the event types is the catalogue, not one payload.
    const catalogue = { event: { '/payloads#payload-card.status_updated': 1, '/payloads#event-types': 1 }, types: { '/payloads#event-types': 1 }, list: { '/payloads#payload-card.status_updated': 0.5 } };
    expect((await searchSite(fakePagefind(catalogue, { payloads }), 'list of event types'))?.[0].title).toBe('/PAYLOADS#EVENT-TYPES');
    // Events in the plural are the delivery or the catalogue, not one payload.
    const missed = { events: { '/payloads#payload-card.status_updated': 1, '/going-live#catch-up': 0.8 }, missed: { '/going-live#catch-up': 1 } };
    expect((await searchSite(fakePagefind(missed, { payloads }), 'get the missed events'))?.[0].title).toBe('/GOING-LIVE#CATCH-UP');
  });

  it("lifts the payload of an event type the query names among other words over the parts that name it in passing", async () => {
    const scores = { 'customer.kyc_status_updated': { '/customers#flows': 3, '/payloads#payload-customer.kyc_status_updated': 2 } };
    const namedPayloads = { 'customer.kyc_status_updated': ['/payloads#payload-customer.kyc_status_updated'] };
    const explaining = ['/customers#flows'];
    expect((await searchSite(fakePagefind(scores, { explaining, namedPayloads }), 'what is customer.kyc_status_updated'))?.[0].title).toBe('/PAYLOADS#PAYLOAD-CUSTOMER.KYC_STATUS_UPDATED');
    expect((await searchSite(fakePagefind(scores, { explaining }), 'what is customer.kyc_status_updated'))?.[0].title).toBe('/CUSTOMERS#FLOWS');
  });

  it('lifts the parts about the sandbox for a query that asks to test something, and only then', async () => {
    const scores = { refill: { '/refill-wallet': 4, '/sandbox#refills': 3 }, fails: { '/refill-wallet': 1, '/sandbox#refills': 1 }, test: {}, simulate: {} };
    const sandbox = ['/sandbox#refills'];
    for (const query of ['test a refill that fails', 'simulate refill fails']) expect((await searchSite(fakePagefind(scores, { sandbox }), query))?.[0].title, query).toBe('/SANDBOX#REFILLS');
    expect((await searchSite(fakePagefind(scores, { sandbox }), 'refill fails'))?.[0].title).toBe('/REFILL-WALLET');
    // A name of the sandbox's, pasted, is defined by its part; an overview mentions it.
    const named = { sandbox_card_payment: { '/cards#card-payments': 5, '/sandbox#card-payments': 4 } };
    expect((await searchSite(fakePagefind(named, { sandbox: ['/sandbox#card-payments'] }), 'sandbox_card_payment'))?.[0].url).toBe('/sandbox#card-payments');
  });

  it('keeps a part about the sandbox below the case its words tell, unless the query names testing', async () => {
    // The sandbox part makes the case happen, so it says the case's words as often as the case's own part.
    const scores = { verification: { '/sandbox#kyc': 5, '/customers#needs-more': 4 }, stuck: { '/sandbox#kyc': 1, '/customers#needs-more': 1 }, sandbox: { '/sandbox#kyc': 1 } };
    const sandbox = ['/sandbox#kyc'];
    expect((await searchSite(fakePagefind(scores, { sandbox }), 'verification stuck'))?.[0].title).toBe('/CUSTOMERS#NEEDS-MORE');
    expect((await searchSite(fakePagefind(scores, { sandbox }), 'sandbox verification stuck'))?.[0].title).toBe('/SANDBOX#KYC');
  });

  it('lifts the parts about timing for a question about how long something takes, and only then', async () => {
    const scores = { withdrawal: { '/withdraw': 4, '/withdrawals#timing': 3 }, take: { '/withdraw': 1, '/withdrawals#timing': 1 }, days: { '/withdraw': 1, '/withdrawals#timing': 1 } };
    const timing = ['/withdrawals#timing'];
    for (const query of ['how long does a withdrawal take', 'how many days withdrawal']) expect((await searchSite(fakePagefind(scores, { timing }), query))?.[0].title, query).toBe('/WITHDRAWALS#TIMING');
    expect((await searchSite(fakePagefind(scores, { timing }), 'withdrawal take days'))?.[0].title).toBe('/WITHDRAW');
    // Beside an HTTP status, "how long" asks when to retry.
    const limited = { ...scores, 429: { '/withdraw': 4, '/withdrawals#timing': 3 } };
    expect((await searchSite(fakePagefind(limited, { timing }), '429 how long should I wait'))?.[0].title).toBe('/WITHDRAW');
  });

  it('weighs an endpoint page less for a question about what a case leads to, however short', async () => {
    const scores = { cards: { '/archive-wallet': 3, '/wallets#archive': 2.5 }, wallet: { '/archive-wallet': 3, '/wallets#archive': 2.5 }, archived: { '/archive-wallet': 3, '/wallets#archive': 2.5 } };
    const operations = ['/archive-wallet'];
    expect((await searchSite(fakePagefind(scores, { operations }), 'what happens to cards when a wallet is archived'))?.[0].title).toBe('/WALLETS#ARCHIVE');
    expect((await searchSite(fakePagefind(scores, { operations }), 'cards wallet archived'))?.[0].title).toBe('/ARCHIVE-WALLET');
  });

  it('weighs a word by how rare it is among the records, so that the one rare word that names a task outranks a qualifier the docs repeat', async () => {
    const filler = Object.fromEntries(Array.from({ length: 30 }, (_, at) => [`/page${at}`, 1]));
    const scores = { offboard: { '/close': 9 }, business: { '/create-business-customer': 25, ...filler }, customer: { '/create-business-customer': 4, '/close': 1, ...filler } };
    expect((await searchSite(fakePagefind(scores), 'offboard a business customer'))?.[0].title).toBe('/CLOSE');
    expect(wordRarities([{ results: Array(3) }, { results: Array(96) }, { results: Array(349) }, { results: [] }, null], 551)).toEqual([expect.closeTo(5.06, 2), expect.closeTo(1.74, 2), expect.closeTo(0.46, 2), 0, 0]);
    // A word no record says ("churned") weighs nothing; a count read short of a word's records does not make its rarity negative.
    expect(wordRarities([{ results: Array(600) }], 551)[0]).toBeGreaterThan(0);
  });

  it('weighs a record by the share of the query\'s words that found it, so that one word said in a title does not outscore a part that says them all', async () => {
    const scores = { pause: { '/cards#freeze': 2 }, freeze: { '/cards#freeze': 2, '/wallets': 6.5 }, card: { '/cards#freeze': 2 } };
    expect((await searchSite(fakePagefind(scores), 'pause freeze card'))?.[0].url).toBe('/cards#freeze');
    // One word found: nothing to share.
    expect((await searchSite(fakePagefind(scores), 'freeze'))?.[0].url).toBe('/wallets');
  });

  it("keeps one word's score within reach of the query's other words, so that a word said in a title in another form does not take every place", async () => {
    // "Building" is "build" to Pagefind, said in the title of a page about something else.
    const scores = { building: { '/build-with-ai': 21 }, appointed: { '/update-customer': 2 }, director: { '/update-customer': 9 } };
    expect((await searchSite(fakePagefind(scores), 'building firm appointed a new director after they were already approved'))?.[0].url).toBe('/update-customer');
    // A word search puts in for the reader's keeps its whole score: money from one wallet to another is an internal transfer.
    const moved = { transfer: { '/transfers': 30 }, send: { '/payments': 5 }, money: { '/payments': 4, '/transfers': 1 }, wallet: { '/wallets': 6, '/transfers': 1 } };
    expect((await searchSite(fakePagefind(moved), 'send money from one wallet to another wallet'))?.[0].url).toBe('/transfers');
    // A word that is a page's whole title names what the question is about, and keeps its score too.
    const told = { withdrawal: { '/withdrawals#timing': 30 }, customer: { '/transactions#lifecycle': 4 }, arrived: { '/transactions#lifecycle': 4 }, days: { '/transactions#lifecycle': 3 }, check: { '/transactions#lifecycle': 2 } };
    const question = 'customer says the withdrawal never arrived after three days, how do we check';
    expect((await searchSite(fakePagefind(told, { topics: { withdrawal: ['/withdrawals'] } }), question))?.[0].url).toBe('/withdrawals#timing');
    expect((await searchSite(fakePagefind(told), question))?.[0].url).toBe('/transactions#lifecycle');
  });

  it('searches a compound typed in two words as the one word the docs write, too', async () => {
    const pagefind = fakePagefind({ payout: { '/withdrawals': 7 }, pay: { '/payments': 6 }, freelancer: { '/withdrawals': 1, '/payments': 1 } });
    expect(await withCompoundsJoined(pagefind, 'pay out a freelancer')).toBe('pay out payout a freelancer');
    expect((await searchSite(pagefind, 'pay out a freelancer'))?.[0].url).toBe('/withdrawals');
    // Only where the docs write the compound, and never a word typed alone.
    expect(await withCompoundsJoined(pagefind, 'cash out a freelancer')).toBe('cash out a freelancer');
    expect(await withCompoundsJoined(pagefind, 'out')).toBe('out');
  });

  it('searches the last word as itself when the query goes on after it with words left out', async () => {
    const scores = { '"down"': { '/status': 1 }, down: { '/status': 2, '/downloads': 5 }, api: { '/status': 1, '/downloads': 1 } };
    expect((await searchSite(fakePagefind(scores), 'is the api down right now'))?.[0].url).toBe('/status');
    // Still being typed, it is the start of longer words.
    expect((await searchSite(fakePagefind(scores), 'api down'))?.[0].url).toBe('/downloads');
  });

  it('searches the last word of a sentence as itself when the docs say it whole, and as the start of longer words when they do not', async () => {
    const scores = { '"down"': { '/retries': 1 }, down: { '/retries': 2, '/downloads': 9 }, retry: { '/retries': 1 }, webhook: { '/retries': 1, '/downloads': 1 }, server: { '/retries': 1, '/downloads': 1 }, often: { '/retries': 1 }, '"retr"': {}, retr: { '/retries': 3 } };
    expect((await searchSite(fakePagefind(scores), 'how often do you retry a webhook if my server is down'))?.[0].url).toBe('/retries');
    // A short query is still being typed: its last word may be the start of a longer one.
    expect((await searchSite(fakePagefind(scores), 'webhook server down'))?.[0].url).toBe('/downloads');
    // A word the docs never say whole is on its way to one they do.
    expect((await searchSite(fakePagefind(scores), 'how often do you webhook server retr'))?.[0].url).toBe('/retries');
  });

  it('searches a word said twice once', async () => {
    const scores = { move: { '/transfers': 3.5, '/refill': 1 }, money: { '/transfers': 1, '/refill': 1 }, wallets: { '/refill': 3, '/transfers': 1 }, wallet: { '/refill': 3, '/transfers': 1 } };
    expect((await searchSite(fakePagefind(scores), 'move money from one wallet to another wallet'))?.[0].url).toBe('/transfers');
  });

  it('counts a term the docs title a page with as one word, not two', async () => {
    const scores = { notified: { '/deposit-event': 3, '/close-virtual-account': 0.2 }, virtual: { '/close-virtual-account': 2.2, '/deposit-event': 0.5 }, account: { '/close-virtual-account': 2.2, '/deposit-event': 0.5 } };
    const topics = { [topicOf('virtual account')]: ['/virtual-accounts'] };
    expect((await searchSite(fakePagefind(scores, { topics }), 'notified virtual account'))?.[0].title).toBe('/DEPOSIT-EVENT');
    expect((await searchSite(fakePagefind(scores), 'notified virtual account'))?.[0].title).toBe('/CLOSE-VIRTUAL-ACCOUNT');
  });

  it('weighs a note of what changed less, unless the query asks what changed', async () => {
    const scores = { address: { '/changelog#address-missing': 3, '/guide#address-change': 2.5 }, missing: { '/changelog#address-missing': 1, '/guide#address-change': 0.5 }, changed: { '/changelog#address-missing': 1 } };
    const changes = ['/changelog#address-missing'];
    expect((await searchSite(fakePagefind(scores, { changes }), 'missing address'))?.[0].title).toBe('/GUIDE#ADDRESS-CHANGE');
    expect((await searchSite(fakePagefind(scores, { changes }), 'what changed missing address'))?.[0].title).toBe('/CHANGELOG#ADDRESS-MISSING');
    expect(asksWhatChanged('breaking changes since 2026-11-23')).toBe(true);
    expect(asksWhatChanged('change a card limit')).toBe(false);
    expect(asksWhatChanged('new address')).toBe(false);
    // A change told of an object is no question about the API's changes.
    for (const query of ['kyc status changed webhook', 'is wallet.updated sent when balance changes', 'fetch customers updated since yesterday']) expect(asksWhatChanged(query), query).toBe(false);
    for (const query of ['what is new since the last release', 'fields added since v1']) expect(asksWhatChanged(query), query).toBe(true);
    for (const query of ['what changed', 'changes to the api', 'api changes', 'has anything changed']) expect(asksWhatChanged(query), query).toBe(true);
    for (const query of ["what's changed", 'what’s changed', 'list of changes', "the api's changes"]) expect(asksWhatChanged(query), query).toBe(true);
    for (const query of ['webhooks since they', 'since then', 'balances since there']) expect(asksWhatChanged(query), query).toBe(false);
  });

  it('weighs an endpoint page less for a situation told in a sentence, not for a short query or a task told as an instruction', async () => {
    const scores = { card: { '/create-card': 3, '/guide#foreign-currency': 2 }, abroad: { '/guide#foreign-currency': 2, '/create-card': 0.5 }, dollars: { '/create-card': 2.5, '/guide#foreign-currency': 1 }, amount: { '/create-card': 2, '/guide#foreign-currency': 2 } };
    const operations = ['/create-card'];
    expect((await searchSite(fakePagefind(scores, { operations }), 'card used abroad in dollars what amount shows'))?.[0].title).toBe('/GUIDE#FOREIGN-CURRENCY');
    expect((await searchSite(fakePagefind(scores, { operations }), 'card abroad dollars amount'))?.[0].title).toBe('/CREATE-CARD');
    // A situation told without a question is walked through in a guide too; a task told as an instruction is not.
    const told = { ...scores, used: { '/guide#foreign-currency': 0.5 } };
    expect((await searchSite(fakePagefind(told, { operations }), 'card used abroad in dollars, amount differs'))?.[0].title).toBe('/GUIDE#FOREIGN-CURRENCY');
    expect((await searchSite(fakePagefind(scores, { operations }), 'get card abroad in dollars amount'))?.[0].title).toBe('/CREATE-CARD');
    expect((await searchSite(fakePagefind(scores, { operations }), 'card abroad in dollars, amount'))?.[0].title).toBe('/GUIDE#FOREIGN-CURRENCY');
    // An error's status with what it carries asks what the error means, not for the operations that mention it; a success's status asks for the response.
    const status = { '400': { '/intro#invalid_request': 2 }, errors: { '/create-card': 4, '/intro#invalid_request': 2 }, array: { '/create-card': 1 }, '201': { '/create-card': 2 } };
    expect((await searchSite(fakePagefind(status, { operations }), '400 errors array'))?.[0].title).toBe('/INTRO#INVALID_REQUEST');
    expect((await searchSite(fakePagefind(status, { operations }), '201 errors array'))?.[0].title).toBe('/CREATE-CARD');
    expect(asksForAnOperation('uptime monitor endpoint without api key')).toBe(true);
    expect(asksForAnOperation('bank closed the account after the payout completed')).toBe(false);
  });

  it('lifts the error codes of a status the query names over the operation it came from', async () => {
    const scores = { '409': { '/intro#customer_code_taken': 2 }, creating: { '/create-customer': 2 }, customer: { '/create-customer': 3, '/intro#customer_code_taken': 2 } };
    const statuses = { '409': ['/intro#customer_code_taken'] };
    expect((await searchSite(fakePagefind(scores, { statuses }), 'got a 409 creating a customer'))?.[0].title).toBe('/INTRO#CUSTOMER_CODE_TAKEN');
    expect((await searchSite(fakePagefind(scores, { statuses: {} }), 'got a 409 creating a customer'))?.[0].title).toBe('/CREATE-CUSTOMER');
  });

  it("lifts the catalogue's entry for a code the query says with other words, then the operation's error response that lists it", async () => {
    const scores = { kyc_not_approved: { '/intro#kyc_not_approved': 3, '/create-card#response-422': 2 }, issuing: { '/create-card#response-422': 1, '/cards': 4, '/intro#kyc_not_approved': 0.5 }, card: { '/create-card#response-422': 1, '/intro#kyc_not_approved': 1, '/cards': 4 } };
    const errorResponses = { kyc_not_approved: ['/create-card#response-422'] };
    const errorResponseRecords = ['/create-card#response-422'];
    const codes = { kyc_not_approved: ['/intro#kyc_not_approved'] };
    const ranked = async (query: string, extra: Parameters<typeof fakePagefind>[1]) => (await searchSite(fakePagefind(scores, extra), query))?.map((hit) => hit.title);
    expect((await ranked('kyc_not_approved issuing a card', { errorResponses, errorResponseRecords, codes }))?.slice(0, 2)).toEqual(['/INTRO#KYC_NOT_APPROVED', '/CREATE-CARD#RESPONSE-422']);
    // Without the code's filter the page the other words name comes first; without the response's, the response falls behind it.
    expect((await ranked('kyc_not_approved issuing a card', { errorResponses, errorResponseRecords }))?.[0]).toBe('/CREATE-CARD#RESPONSE-422');
    expect((await ranked('kyc_not_approved issuing a card', { errorResponseRecords, codes }))?.slice(0, 2)).toEqual(['/INTRO#KYC_NOT_APPROVED', '/CARDS']);
    for (const query of ['kyc_not_approved', 'kyc_not_approved error', '422 kyc_not_approved']) expect((await ranked(query, { errorResponses, errorResponseRecords, codes }))?.[0], query).toBe('/INTRO#KYC_NOT_APPROVED');
    // A query that says none of its codes: the short record of when errors happen gives way to the part that explains the case.
    const frozen = { wallet: { '/create-card#response-422': 3, '/wallets#freeze': 2 }, frozen: { '/create-card#response-422': 3, '/wallets#freeze': 2 } };
    expect((await searchSite(fakePagefind(frozen, { errorResponses, errorResponseRecords }), 'wallet frozen'))?.[0].title).toBe('/WALLETS#FREEZE');
    expect((await searchSite(fakePagefind(frozen, { errorResponses }), 'wallet frozen'))?.[0].title).toBe('/CREATE-CARD#RESPONSE-422');
  });

  it("puts a page's part before the page's top when both are listed", async () => {
    const hits = [{ url: '/cards' }, { url: '/wallets#balance' }, { url: '/cards#lost' }, { url: '/cards#freeze' }].map((hit) => ({ ...hit, title: '', kind: 'Guide', excerpt: '' }));
    expect(partsBeforeTheirTop(hits).map((hit) => hit.url)).toEqual(['/cards#lost', '/cards', '/wallets#balance', '/cards#freeze']);
    expect(partsBeforeTheirTop(hits, (hit) => hit.url === '/cards').map((hit) => hit.url)).toEqual(['/cards', '/wallets#balance', '/cards#lost', '/cards#freeze']);
  });

  it('keeps first the top of the page whose title is the whole query, before its parts', async () => {
    const scores = { glossary: { '/glossary': 5, '/glossary#live-mode': 3 } };
    const topics = { [topicOf('Glossary')]: ['/glossary'] };
    // The fake's every page has a part `#part`; the top named by the query stays before it.
    expect((await searchSite(fakePagefind(scores, { topics }), 'glossary'))?.map((hit) => hit.url).slice(0, 2)).toEqual(['/glossary', '/glossary#live-mode']);
    expect((await searchSite(fakePagefind(scores, { topics: {} }), 'glossary'))?.[0].url).toBe('/glossary#live-mode');
  });

  it('lifts the conventions page for a task asked as a question, not for the task told, and not an overview', async () => {
    const scores = { paginate: { '/conventions': 3 }, customers: { '/endpoint': 4 } };
    const asked = await searchSite(fakePagefind(scores, { explaining: ['/conventions'], conventions: ['/conventions'] }), 'how do I paginate customers');
    expect(asked?.[0].title).toBe('/CONVENTIONS');
    const told = await searchSite(fakePagefind(scores, { explaining: ['/conventions'], conventions: ['/conventions'] }), 'paginate customers');
    expect(told?.[0].title).toBe('/ENDPOINT');
    // An overview's lifecycle names the task ("unfreeze") in passing; the guide does it.
    const lifecycle = { unfreeze: { '/overview#lifecycle': 1, '/guide#freeze': 3 }, card: { '/overview#lifecycle': 2, '/guide#freeze': 1 } };
    const task = await searchSite(fakePagefind(lifecycle, { explaining: ['/overview#lifecycle'], conventions: [] }), 'how do I unfreeze a card');
    expect(task?.[0].title).toBe('/GUIDE#FREEZE');
  });

  it('lifts the conventions pages over an overview for a question whether something can be done', async () => {
    const scores = { archived: { '/overview#lifecycle': 3, '/limitations#wallets': 2 }, wallet: { '/overview#lifecycle': 2, '/limitations#wallets': 2 }, reopened: { '/limitations#wallets': 0.5, '/overview#lifecycle': 0.2 } };
    const extra = { explaining: ['/overview#lifecycle', '/limitations#wallets'], conventions: ['/limitations#wallets'] };
    expect((await searchSite(fakePagefind(scores, extra), 'can an archived wallet be reopened'))?.[0].title).toBe('/LIMITATIONS#WALLETS');
    expect((await searchSite(fakePagefind(scores, { ...extra, conventions: [] }), 'can an archived wallet be reopened'))?.[0].title).toBe('/OVERVIEW#LIFECYCLE');
  });

  it('tells a question about the difference between two things from one about three or more', () => {
    expect(comparesTwo('difference between available and current balance')).toBe(true);
    expect(comparesTwo('what is the difference between a withdrawal and paying a supplier')).toBe(true);
    expect(comparesTwo('difference between customer, portfolio and wallet')).toBe(false);
    expect(comparesTwo('available vs current balance')).toBe(false);
  });

  it('ranks the pages that explain first when the query asks what something is', async () => {
    const scores = { 'kyc_status values': { '/endpoint': 4, '/overview': 2 }, kyc_status: { '/endpoint': 4, '/overview': 2 }, values: {} };
    const hits = await searchSite(fakePagefind(scores, { explaining: ['/overview'] }), 'kyc_status values');
    expect(hits?.[0].title).toBe('/OVERVIEW');
    const task = await searchSite(fakePagefind({ kyc_status: { '/endpoint': 4, '/overview': 2 } }, { explaining: ['/overview'] }), 'kyc_status');
    expect(task?.[0].title).toBe('/ENDPOINT');
  });

  it('leaves the definitions of terms out of the lift for a question about how the API behaves', async () => {
    const scores: Record<string, Record<string, number>> = { idempotency: { '/glossary#key': 4, '/conventions#idempotency': 3 } };
    const filtered = { term: ['/glossary#key'], yes: ['/conventions#idempotency'] } as Record<string, string[]>;
    const base = fakePagefind(scores);
    const pagefind: Pagefind = {
      ...base,
      search: async (query, options) => {
        if (query !== null) return base.search(query, options);
        const urls = filtered[options?.filters?.explains ?? ''] ?? [];
        return { results: urls.map((url) => ({ id: url, score: 0, data: async () => (await base.search('idempotency'))!.results.find((r) => r.id === url)!.data() })) };
      },
    };
    expect((await searchSite(pagefind, 'how long is an idempotency key kept'))?.[0].title).toBe('/CONVENTIONS#IDEMPOTENCY');
    expect((await searchSite(pagefind, 'what is idempotency'))?.[0].title).toBe('/GLOSSARY#KEY');
  });

  it('leaves the definitions of terms out of the lift for a question about pasted names', async () => {
    const scores: Record<string, Record<string, number>> = {
      'deposit.created deposit.received': { '/guide#arrives': 3 },
      'deposit.created': { '/glossary#deposit': 3, '/guide#arrives': 2 },
      'deposit.received': { '/glossary#deposit': 3, '/guide#arrives': 2 },
      deposits: { '/glossary#deposit': 3, '/guide#arrives': 2 },
    };
    const filtered = { term: ['/glossary#deposit'], yes: [] } as Record<string, string[]>;
    const base = fakePagefind(scores);
    const pagefind: Pagefind = {
      ...base,
      search: async (query, options) => (query !== null ? base.search(query, options) : { results: (filtered[options?.filters?.explains ?? ''] ?? []).map((url) => ({ id: url, score: 0, data: async () => (await base.search('deposits'))!.results.find((r) => r.id === url)!.data() })) }),
    };
    expect((await searchSite(pagefind, 'deposit.created vs deposit.received'))?.[0].title).toBe('/GUIDE#ARRIVES');
    expect((await searchSite(pagefind, 'deposits vs'))?.[0].title).toBe('/GLOSSARY#DEPOSIT');
  });

  it('does not search a word of two letters, which Pagefind would match as the start of every longer word', async () => {
    const pagefind = fakePagefind({ 'top up wallet': { '/refill': 1 }, top: { '/refill': 1 }, up: { '/update': 9 }, wallet: { '/refill': 1, '/update': 1 } });
    expect((await searchSite(pagefind, 'top up a wallet'))?.map((hit) => hit.title)).toEqual(['/REFILL', '/UPDATE']);
  });

  it('also searches a pasted name as its words', async () => {
    const scores = { kyc_status: { '/object': 3, '/lifecycle': 1 }, 'kyc status': { '/lifecycle': 5 }, 'Idempotency-Key': { '/limits': 3, '/idempotency': 2 }, 'Idempotency Key': { '/idempotency': 4 } };
    expect((await searchSite(fakePagefind(scores), 'kyc_status'))?.[0].title).toBe('/LIFECYCLE');
    expect((await searchSite(fakePagefind(scores), 'Idempotency-Key'))?.[0].title).toBe('/IDEMPOTENCY');
  });

  it('searches a finished word of three letters as itself, not as the start of longer words', async () => {
    const scores = { add: { '/address': 9 }, '"add"': { '/wallets': 2 }, USD: { '/wallets': 1 }, wallet: { '/wallets': 1 } };
    const pagefind = fakePagefind(scores);
    expect((await searchSite(pagefind, 'add a USD wallet'))?.map((hit) => hit.title)).toEqual(['/WALLETS']);
    // The last word may be a longer one still being typed.
    expect((await searchSite(pagefind, 'wallet add'))?.map((hit) => hit.title)).toEqual(['/ADDRESS', '/WALLETS']);
  });

  it('searches any finished word as itself: "down" followed by more is not the start of "downloads"', async () => {
    const scores = { down: { '/api#downloads': 9, '/going-live#degraded': 2 }, '"down"': { '/going-live#degraded': 2 }, ledgerline: { '/going-live#degraded': 1, '/api#downloads': 1 } };
    expect((await searchSite(fakePagefind(scores), 'down ledgerline'))?.[0].url).toBe('/going-live#degraded');
  });

  it('finds nothing for an empty query', async () => {
    expect(await searchSite(fakePagefind({}), '   ')).toEqual([]);
  });
});

describe('namedByTitleAndHeading', () => {
  const hit = (url: string, title: string, section?: string, sectionIsCode = false): SearchHit => ({ url, title, kind: 'Guide', section, sectionIsCode, excerpt: '' });

  it('puts first the hits whose title and heading say every keyword, in the order they came', () => {
    const endpoint = hit('/docs/get-webhook', 'Get a webhook', 'Webhooks');
    const retries = hit('/docs/webhooks#retries', 'Webhook notification payloads', 'Retries and failing endpoints');
    const subscribe = hit('/docs/webhooks#subscribe', 'Webhook notification payloads', 'Subscribe');
    expect(namedByTitleAndHeading([endpoint, retries, subscribe], ['webhook', 'retries']).map((h) => h.url)).toEqual(['/docs/webhooks#retries', '/docs/get-webhook', '/docs/webhooks#subscribe']);
    // A field's name is no heading.
    const field = hit('/docs/get-webhook#response-200-retries', 'Get a webhook', 'retries', true);
    expect(namedByTitleAndHeading([field, subscribe], ['webhook', 'retries']).map((h) => h.url)).toEqual(['/docs/get-webhook#response-200-retries', '/docs/webhooks#subscribe']);
  });

  it('puts first the part a query of keywords names by its page title and heading, and leaves a sentence to the ranking', async () => {
    const pagefind = fakePagefind(
      { webhook: { '/get-webhook': 5, '/payloads#retries': 2 }, retries: { '/get-webhook': 3, '/payloads#retries': 3 }, '"webhook"': { '/get-webhook': 5, '/payloads#retries': 2 }, '"retries"': { '/get-webhook': 3, '/payloads#retries': 3 } },
      { fragments: [] },
    );
    const titled = async (url: string) => ({ url, excerpt: '', meta: { title: url.startsWith('/payloads') ? 'Webhook payloads' : 'Get a webhook', kind: 'Guide' }, sub_results: [{ title: url.includes('#') ? 'Retries' : 'Get a webhook', url, anchor: url.includes('#') ? { id: 'retries', element: 'h2' } : undefined, excerpt: '', weighted_locations: [{ weight: 1, balanced_score: 1 }] }] });
    const withTitles: Pagefind = { ...pagefind, search: async (query, options) => { const found = await pagefind.search(query, options); return found && { results: found.results.map((result) => ({ ...result, data: () => titled(result.id) })) }; } };
    expect((await searchSite(withTitles, 'webhook retries'))?.[0].url).toBe('/payloads#retries');
    expect((await searchSite(withTitles, 'how do webhook retries work'))?.[0].url).toBe('/get-webhook');
  });
});

describe('headedByTheTopic', () => {
  const hit = (url: string, section?: string, sectionIsCode = false): SearchHit => ({ url, title: 'Page', kind: 'Guide', section, sectionIsCode, excerpt: '' });
  const terms = 'long Ledgerline keep retrying failed webhook';

  it("puts first the part whose heading says two or more of a question's words, in any form", () => {
    const hits = [hit('/endpoint#field', 'rotation_grace_period_hours', true), hit('/intro#webhooks', 'Webhooks'), hit('/webhooks#retries', 'Retries and failing endpoints')];
    expect(headedByTheTopic(hits, terms).map((found) => found.url)).toEqual(['/webhooks#retries', '/endpoint#field', '/intro#webhooks']);
  });

  it('applies to a situation told as what happened, not to a task told as an instruction or to keywords', () => {
    expect(tellsWhatHappened('money sent to a frozen wallet')).toBe(true);
    expect(tellsWhatHappened('retried with the new api key and the transfer went through twice')).toBe(true);
    expect(tellsWhatHappened('give my customer a UK account number and sort code')).toBe(false);
    expect(tellsWhatHappened('retried new api key transfer twice')).toBe(false);
  });

  it("counts none of the query's common words: a heading that says only them names a qualifier, not the topic", () => {
    const hits = [hit('/guide#close', 'Close'), hit('/guide#business-customer', 'Business customer')];
    const told = 'offboard business customer churned';
    expect(headedByTheTopic(hits, told).map((found) => found.url)).toEqual(['/guide#business-customer', '/guide#close']);
    expect(headedByTheTopic(hits, told, new Set(['business', 'customer'])).map((found) => found.url)).toEqual(['/guide#close', '/guide#business-customer']);
  });

  it('keeps the order when a heading says only one of the words, or is a name', () => {
    const hits = [hit('/endpoint'), hit('/intro#webhooks', 'Webhooks'), hit('/intro#webhook_failed', 'webhook_failed retrying')];
    expect(headedByTheTopic(hits, terms).map((found) => found.url)).toEqual(['/endpoint', '/intro#webhooks', '/intro#webhook_failed']);
  });
});
