/**
 * What the coming release adds, placed in the spec: each parameter, field, enum value, error code
 * and event the changelog's coming entries claim, with the entry's date. The changelog plugin
 * computes it (`comingMarks` in plugins/changelog-feed); the reference, the published spec, the
 * Postman collection and the API view take it as data, so the date has one source.
 */
export interface ComingAddition {
  /** The name added: `updated_after`, `metadata`, `address_missing`. */
  name: string;
  subject: 'parameter' | 'field' | 'enum-value' | 'error-code' | 'event';
  /** The changelog entry that announces it (its anchor) and the release date. */
  entry: string;
  date: string;
  operationId?: string;
  event?: string;
  /** A parameter's place (`query`). */
  in?: string;
  /** A field's path, or the path of the field an enum value belongs to (`data.kyc_requirements.code`). */
  field?: string;
  /** The response status of a response field or value. */
  status?: string;
  /** Where it is in the bundled spec (a value: the field's `enum`). */
  pointer: string;
  /** Where it is written: the source file and the pointer in it. */
  source?: { file: string; pointer: string };
}

export interface ComingMarks {
  /** The changelog page's route, which the dates link to. */
  pagePath: string;
  /** The coming release's date (its changelog heading); absent when no release is coming. */
  date?: string;
  additions: ComingAddition[];
}

export const NO_COMING: ComingMarks = { pagePath: '', additions: [] };
