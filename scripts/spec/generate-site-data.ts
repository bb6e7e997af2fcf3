/**
 * Writes the data the site renders from the spec into src/data/generated/ (gitignored):
 * error-codes.json (the error catalogue of /docs/api/intro), webhook-events.json, and the
 * object fields (as HTML), lifecycle states and event payloads of the overviews and the webhook page.
 * Run with `npm run gen:data`; build, start and test run it first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadSpec } from './load-spec';
import { collectErrorCodes } from './error-codes';
import { collectWebhookEvents } from './webhook-events';
import { collectEnums, collectSchemaHtml, collectWebhookPayloads } from './resource-data';

const root = resolve(__dirname, '../..');
const outDir = join(root, 'src/data/generated');

async function main() {
  const spec = await loadSpec(join(root, 'examples/api.yaml'));
  const doc = spec.bundled;
  const outputs: Record<string, unknown[] | Record<string, unknown>> = {
    'error-codes.json': collectErrorCodes(doc),
    'webhook-events.json': collectWebhookEvents(doc),
    'webhook-payloads.json': collectWebhookPayloads(doc, spec.dereferenced),
    'resource-schemas-html.json': collectSchemaHtml(spec.dereferenced),
    'lifecycle-states.json': collectEnums(spec.dereferenced),
  };
  mkdirSync(outDir, { recursive: true });
  for (const [file, data] of Object.entries(outputs)) {
    writeFileSync(join(outDir, file), `${JSON.stringify(data, null, 2)}\n`);
    console.log(`gen:data: wrote ${Array.isArray(data) ? data.length : Object.keys(data).length} entries to src/data/generated/${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(`gen:data: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
