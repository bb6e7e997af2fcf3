import type { OpenApiDocument } from '../api-model';
import { classify } from './classify';
import type { ApiChange } from './types';
import { structuralDiff } from './walk';

/**
 * Every difference from `before` to `after` (bundled documents: `$ref`s are followed as the
 * walk goes, so recursive schemas work), classified by the site's versioning rules.
 * Documentation-only differences are included with the class `documentation`.
 */
export function diffDocuments(before: OpenApiDocument, after: OpenApiDocument): ApiChange[] {
  return classify(structuralDiff(before, after));
}
