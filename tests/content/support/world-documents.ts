/**
 * Identity documents against their holders: a passport or national identity card is issued by the
 * country of its holder's nationality (`issuing_country` of AttachKycDocumentRequest), so an
 * example's document and the customer or person it identifies must agree.
 */
import { findCurlCommands } from './curl';
import { parseMdx } from './mdx';
import type { World, WorldProblem } from './world';

/** Document types a country issues only to its own nationals. */
export const NATIONALS_ONLY = new Set(['passport', 'national_id']);

export interface DocumentSighting {
  holder: string;
  type: string;
  country: string;
  where: string;
}

/** Each document an example shows: the `kyc_document` objects of the world. */
export function worldDocuments(world: World): DocumentSighting[] {
  return world.entities.flatMap((entity) => {
    if (!entity.id.startsWith('kyd_')) return [];
    const [type, country] = [entity.fields.get('type'), entity.fields.get('issuing_country')];
    const holder = entity.fields.get('person_id') ?? entity.fields.get('customer_id');
    return typeof type === 'string' && typeof country === 'string' && typeof holder === 'string' ? [{ holder, type, country, where: entity.where }] : [];
  });
}

const UPLOAD = /\/customers\/(cus_[0-9A-Za-z]+)\/kyc-documents\b/;

/** Each document a page's curl uploads (`-F type=… -F issuing_country=…`), to the customer in its path or the `person_id` it sends. */
export function uploadedDocuments(file: string, source: string): DocumentSighting[] {
  return parseMdx(source).codeBlocks.flatMap((block) =>
    findCurlCommands(block.code).flatMap((curl) => {
      const customer = UPLOAD.exec(curl.url)?.[1];
      const { type, issuing_country: country, person_id: person } = curl.formValues;
      return customer && type && country ? [{ holder: person || customer, type, country, where: `${file}:${block.line + 1 + curl.lineOffset}` }] : [];
    }),
  );
}

/** Rule `document-nationality`: a passport or national identity card is issued by its holder's nationality, as the examples give it. */
export function documentsOffNationality(world: World, documents: DocumentSighting[]): WorldProblem[] {
  const nationalities = new Map<string, Map<string, string>>();
  for (const entity of world.entities) {
    const nationality = entity.fields.get('individual.nationality') ?? entity.fields.get('nationality');
    if (typeof nationality !== 'string') continue;
    const seen = nationalities.get(entity.id) ?? new Map<string, string>();
    nationalities.set(entity.id, seen);
    if (!seen.has(nationality)) seen.set(nationality, entity.where);
  }
  return documents.flatMap((document) => {
    const holder = nationalities.get(document.holder);
    if (!NATIONALS_ONLY.has(document.type) || !holder || holder.has(document.country)) return [];
    const [[nationality, where]] = [...holder];
    return [{ rule: 'document-nationality', message: `${document.holder}'s \`${document.type}\` is issued by ${document.country}, but ${document.holder} has nationality ${nationality} (${where}); a country issues a passport or national identity card only to its own nationals`, places: [document.where] }];
  });
}
