import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from '../../../plugins/api-model';
import { DOWNLOAD_FILES } from '../../../plugins/exports/downloadFiles';
import { startMock, type MockServer } from './mock';
import { multipartRules } from './multipart';

export const BUILD_DIR = path.join(SITE_DIR, 'build');

/** A file of the build, or a clear error when the site is not built. */
export function buildFile(urlPath: string): string {
  const file = path.join(BUILD_DIR, urlPath);
  if (!existsSync(file)) throw new Error(`${path.relative(SITE_DIR, file)} is missing: run \`npm run build\` first`);
  return file;
}

interface BuiltSpec {
  servers: { url: string }[];
  paths: Parameters<typeof multipartRules>[0]['paths'];
}

/** The spec the site publishes (`/openapi.json`), parsed. */
export const builtSpec = (): BuiltSpec => JSON.parse(readFileSync(buildFile(DOWNLOAD_FILES.openapiJson.path), 'utf8')) as BuiltSpec;

/** A Prism mock of the built spec (`/openapi.yaml`), answering under the first server's base path (`/v1`). */
export function mockOfBuiltSpec(): Promise<MockServer> {
  const spec = builtSpec();
  const basePath = new URL(spec.servers[0].url).pathname.replace(/\/$/, '');
  return startMock(buildFile(DOWNLOAD_FILES.openapiYaml.path), { basePath, multipart: multipartRules(spec) });
}

/** The key the samples and the collection send: any sandbox-shaped key passes the mock's security check. */
export const TEST_API_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
