import type { OpenApiDocument } from '../load';

/** One broken convention, at a JSON pointer of the bundled document. */
export interface Finding {
  pointer: string;
  rule: string;
  message: string;
}

export type Rule = (doc: OpenApiDocument) => Finding[];
