/**
 * The "examples are one world" check over the whole site: the spec's examples, the docs' JSON
 * blocks and curl bodies, and the Postman collection, as one set of objects (see world.ts for the
 * rules over objects, world-pairs.ts for the rules over an operation's request and response).
 */
import { LIMITS, limitValue } from './limits';
import { debitsOffAmount } from './world-amounts';
import { handWrittenFiles, docPages, readRepoFile } from './repo-files';
import type { ApiModel } from './spec';
import { entitiesOf, ID_OR_BIC, misspellings, badIbans, mixedOutcomes, versionConflicts, outOfOrder, reissuesOutOfLine, cardExpiries, signatureTimes, transfersWithinOneCustomer, walletsPerCurrency, World, type Entity, type WorldProblem } from './world';
import { authorisationCodes, cardStatusReasons, originalAmountFees, refundsAtPaymentAmount } from './world-cards';
import { documentsOffNationality, uploadedDocuments, worldDocuments } from './world-documents';
import { deadAccountsRevived } from './world-accounts';
import { balanceSnapshots, balancesIgnoringTransactions, currentNotAddingUp } from './world-balances';
import { sandboxFileNames, sandboxFilesInProduction, sandboxPaymentEndings } from './world-sandbox-values';
import { docListsFitRequests, docListsOf, requestResponsePairs, responsesFitRequests, type DocList } from './world-pairs';
import { creationsUnderTwoIds, deliveriesToNoSubscription, eventsUnderTwoIds, holderNameConflicts, proseOwnerConflicts, requestsUnderOneId, sharedIdentifiers } from './world-identity';
import { docListRequests, listRequestProblems, sampleListRequests } from './world-list-requests';
import { pathsNamingResponses, pathStatesAccepted, samplePathRequests } from './world-path-requests';
import { problemsNamingOtherObjects } from './world-problem-objects';
import { takenHoldersInSpec, takenHoldersOnPage } from './world-taken-holder';
import { transfersWithoutMatchingId } from './world-transfer-ids';
import { incompleteLists, listExamples } from './world-lists';
import { listsSkippingObjects } from './world-list-order';
import { currenciesOpened } from './world-currencies';
import { defaultWalletNames, renamedWithoutUpdate, renamesWithoutUpdate } from './world-names';
import { docExamples, eventTableExamples, postmanExamples, specExamples, writtenSignatures, writtenTokens, type ExampleSource } from './world-sources';
import { activityAfterTerminal, statusesAtOneTime, statusSightings } from './world-timeline';
import { responsesWithoutRequest, savedResponsesOffRequest, updatesChangingTheRest } from './world-updates';
import { environmentOf, idsInTwoEnvironments, pageSightings, postmanSightings, sandboxCardPayments, sandboxEntities, sandboxTimes, serversOf, type IdSighting } from './world-environments';
import { notFoundsNamingObjects } from './world-not-found';
import { docUploadsOffResponse, sampleUploadsOffResponse, savedResponsesOffTheirRequest } from './world-saved-responses';
import { sampleDefaultRequests, sampleHostsOffEnvironment, type DefaultRequest } from './world-sample-hosts';
import { POSTMAN_BASE_URL_VARIABLE, postmanCollection, type PostmanItem } from '../../../plugins/exports/postman';

/** The file and line an entity's place names: `file:line`, or `file#pointer (line N)`. */
export function fileAndLine(where: string): { file: string; line: number } {
  const spec = /^([^#\s]+)#\S* \(line (\d+)\)/.exec(where);
  if (spec) return { file: spec[1], line: Number(spec[2]) };
  const doc = /^([^:\s]+):(\d+)/.exec(where);
  return doc ? { file: doc[1], line: Number(doc[2]) } : { file: where, line: 0 };
}

const nearest = (entities: Entity[], line: number) =>
  entities.reduce<Entity | undefined>((best, entity) => (best && Math.abs(fileAndLine(best.where).line - line) <= Math.abs(fileAndLine(entity.where).line - line) ? best : entity), undefined);

/** Each signature with the event it signs (the nearest event example in its file) or the rotation above it. */
export function signatureSightings(world: World, files: string[]) {
  return writtenSignatures(files).map((signature) => {
    const inFile = world.entities.filter((entity) => fileAndLine(entity.where).file === signature.file);
    const rollingAbove = inFile.filter((entity) => typeof entity.fields.get('previous_secret_expires_at') === 'string' && fileAndLine(entity.where).line < signature.line);
    return {
      t: signature.t,
      signatures: signature.signatures,
      where: `${signature.file}:${signature.line}`,
      event: nearest(inFile.filter((entity) => entity.id.startsWith('evt_')), signature.line),
      rotation: nearest(rollingAbove, signature.line),
    };
  });
}

export interface WorldInputs {
  model: ApiModel;
  sources: ExampleSource[];
  /** Files whose text (prose included) is searched for ids, BICs and signatures. */
  files: string[];
  /** How long after its event a delivery may still be signed (the retry period), in seconds. */
  retrySeconds: number;
  /** How many years a card is valid, as the spec states it (absent: the card-expiry rule is not run). */
  cardValidYears?: number;
  /** The list responses the docs show, with the requests above them. */
  docLists: DocList[];
  /** The docs' pages, whose prose names wallets' holders. */
  pages: { file: string; source: string }[];
  /** Every id sent to or served from a server, by its environment. */
  environments: IdSighting[];
  /** The requests readers run as they are (code samples, Postman), with their default host. */
  defaultRequests: DefaultRequest[];
  /** The sandbox's times and test merchant, as the spec states them. */
  sandbox: { seconds: number; merchant: string };
}

/** The requests of the Postman collection, by name, with their URL and body. */
function postmanRequests(items: PostmanItem[], trail: string[] = []): { name: string; url: string; body?: string }[] {
  return items.flatMap((item) => {
    const name = [...trail, item.name].join(' / ');
    const body = item.request?.body && 'raw' in item.request.body ? item.request.body.raw : undefined;
    const url = item.request ? JSON.stringify(item.request.url) : '';
    return [...(item.request ? [{ name, url, body }] : []), ...postmanRequests(item.item ?? [], [...trail, item.name])];
  });
}

/** The requests of the Postman collection as they go out before the reader changes `{{baseUrl}}`. */
function postmanDefaultRequests(model: ApiModel): DefaultRequest[] {
  const collection = postmanCollection(model, 'https://docs.example.com');
  const host = String(collection.variable.find((variable) => variable.key === POSTMAN_BASE_URL_VARIABLE)?.value ?? '');
  return postmanRequests(collection.item).map((request) => ({ label: `the Postman request "${request.name}"`, where: `Postman collection: ${request.name} (request)`, host, sent: `${request.url} ${request.body ?? ''}` }));
}

/** Every request the site hands readers to run as it is: each endpoint page's code samples and each Postman request. */
export function defaultRequests(model: ApiModel): DefaultRequest[] {
  return [...sampleDefaultRequests(model), ...postmanDefaultRequests(model)];
}

/** Every id the pages and the Postman collection send to a server or show coming back from it. */
export function environmentSightings(model: ApiModel, pages: { file: string; source: string }[]): IdSighting[] {
  const servers = serversOf(model.servers);
  const collection = postmanCollection(model, 'https://docs.example.com');
  const host = String(collection.variable.find((variable) => variable.key === POSTMAN_BASE_URL_VARIABLE)?.value ?? '');
  const postman = environmentOf(host, servers);
  return [...pages.flatMap((page) => pageSightings(page.file, page.source, servers)), ...(postman ? postmanSightings(postmanRequests(collection.item), postman) : [])];
}

export function siteWorldInputs(model: ApiModel, retryDays: number, sandbox: WorldInputs['sandbox']): WorldInputs {
  const pages = docPages();
  const sources = pages.map((file) => ({ file, source: readRepoFile(file) }));
  return {
    environments: environmentSightings(model, sources),
    defaultRequests: defaultRequests(model),
    sandbox,
    model,
    sources: [...specExamples(model), ...docExamples(pages), ...postmanExamples(model), ...eventTableExamples(model)],
    files: [...pages, ...handWrittenFiles('examples').filter((file) => !file.startsWith('examples/releases/') && file.endsWith('.yaml'))],
    retrySeconds: retryDays * 24 * 3600,
    cardValidYears: Number(limitValue(LIMITS.find((fact) => fact.name === 'years a card is valid')!, readRepoFile)),
    docLists: docListsOf(model, pages.map((file) => ({ file, source: readRepoFile(file) }))),
    pages: pages.map((file) => ({ file, source: readRepoFile(file) })),
  };
}

/** The environment each id is sent to or served from (the first one seen; a second is `one-environment-per-id`'s problem). */
function environmentIndex(sightings: IdSighting[]): (id: string) => string | undefined {
  const index = new Map<string, string>();
  for (const sighting of sightings) if (!index.has(sighting.id)) index.set(sighting.id, sighting.environment);
  return (id) => index.get(id);
}

/** Every problem of the examples as one world, each rule's in turn. */
export function checkWorld(inputs: WorldInputs): WorldProblem[] {
  const world = new World(entitiesOf(inputs.sources));
  const sightings = statusSightings(world);
  const sandbox = sandboxEntities(world, inputs.environments);
  return [
    ...world.conflicts(),
    ...outOfOrder(world),
    ...walletsPerCurrency(world),
    ...reissuesOutOfLine(world),
    ...(inputs.cardValidYears === undefined ? [] : cardExpiries(world, inputs.cardValidYears)),
    ...cardStatusReasons(world),
    ...authorisationCodes(world),
    ...originalAmountFees(world),
    ...refundsAtPaymentAmount(world),
    ...documentsOffNationality(world, [...worldDocuments(world), ...inputs.pages.flatMap((page) => uploadedDocuments(page.file, page.source))]),
    ...deadAccountsRevived(world),
    ...balancesIgnoringTransactions(balanceSnapshots(inputs.sources), world),
    ...currentNotAddingUp(balanceSnapshots(inputs.sources), world),
    ...badIbans(inputs.sources),
    ...mixedOutcomes(world),
    ...versionConflicts(world),
    ...transfersWithinOneCustomer(world, inputs.sources),
    ...misspellings(writtenTokens(inputs.files, ID_OR_BIC)),
    ...signatureTimes(signatureSightings(world, inputs.files), world.entities.filter((entity) => entity.id.startsWith('evt_')), inputs.retrySeconds),
    ...requestResponsePairs(inputs.model),
    ...responsesFitRequests(inputs.model),
    ...docListsFitRequests(inputs.model, inputs.docLists),
    ...listRequestProblems([...sampleListRequests(inputs.model), ...docListRequests(inputs.model, inputs.docLists)], world),
    ...pathsNamingResponses(samplePathRequests(inputs.model)),
    ...pathStatesAccepted(samplePathRequests(inputs.model), world, inputs.sources),
    ...statusesAtOneTime(sightings),
    ...activityAfterTerminal(world, sightings),
    ...renamesWithoutUpdate(world),
    ...renamedWithoutUpdate(world, defaultWalletNames(String(inputs.model.schemas.WalletCurrency?.description ?? ''))),
    ...currenciesOpened(inputs.model, world),
    ...sharedIdentifiers(inputs.sources),
    ...creationsUnderTwoIds(world),
    ...eventsUnderTwoIds(world),
    ...requestsUnderOneId(inputs.sources, inputs.pages),
    ...holderNameConflicts(world),
    ...proseOwnerConflicts(world, inputs.pages),
    ...deliveriesToNoSubscription(world, inputs.pages),
    ...incompleteLists(world, listExamples(inputs.model, inputs.docLists), inputs.model, environmentIndex(inputs.environments)),
    ...listsSkippingObjects(world, listExamples(inputs.model, inputs.docLists), inputs.model, environmentIndex(inputs.environments)),
    ...responsesWithoutRequest(inputs.model),
    ...updatesChangingTheRest(inputs.model, world),
    ...idsInTwoEnvironments(inputs.environments),
    ...sampleHostsOffEnvironment(inputs.defaultRequests, serversOf(inputs.model.servers), inputs.environments),
    ...sandboxTimes(sandbox, inputs.sandbox.seconds),
    ...sandboxCardPayments(world, sandbox, inputs.sandbox.merchant),
    ...savedResponsesOffRequest(inputs.model, postmanCollection(inputs.model, 'https://docs.example.com')),
    ...savedResponsesOffTheirRequest(postmanCollection(inputs.model, 'https://docs.example.com')),
    ...sampleUploadsOffResponse(inputs.model),
    ...docUploadsOffResponse(inputs.model, inputs.pages),
    ...inputs.pages.flatMap((page) => debitsOffAmount(page.file, page.source)),
    ...sandboxFilesIn(inputs),
    ...notFoundsNamingObjects(inputs.sources),
    ...problemsNamingOtherObjects(inputs.model, world),
    ...takenHoldersInSpec(inputs.model),
    ...transfersWithoutMatchingId(inputs.sources),
    ...inputs.pages.flatMap((page) => takenHoldersOnPage(inputs.model, page.file, page.source)),
  ];
}

/** Rule `sandbox-values-in-sandbox` over every page, with the file names the sandbox guide defines. */
function sandboxFilesIn(inputs: WorldInputs): WorldProblem[] {
  const guide = inputs.pages.find((page) => page.file === 'docs/guides/sandbox.mdx');
  if (!guide) return [];
  const [names, endings] = [sandboxFileNames(guide.source), sandboxPaymentEndings(guide.source)];
  const servers = serversOf(inputs.model.servers);
  return inputs.pages.flatMap((page) => sandboxFilesInProduction(page.file, page.source, servers, names, endings));
}
