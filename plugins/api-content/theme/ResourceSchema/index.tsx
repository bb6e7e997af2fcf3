import StaticHtml from '@theme/ApiReference/StaticHtml';
import schemas from '@generated/api-content/default/resource-schemas.json';

interface Props {
  /** A component schema of the spec listed in OVERVIEW_SCHEMAS (plugins/api-content/data.ts), e.g. `Card`. */
  name: string;
}

/** The fields of one object of the spec: the API reference's field list, rendered at build time (the same HTML as the endpoint pages). */
export default function ResourceSchema({ name }: Props) {
  const html = schemas[name];
  if (html === undefined) {
    throw new Error(`ResourceSchema: "${name}" is not one of the overview schemas (${Object.keys(schemas).join(', ')}); see OVERVIEW_SCHEMAS in plugins/api-content/data.ts`);
  }
  return <StaticHtml html={html} />;
}
