/**
 * What a request sends against the response shown with it: the code samples' and Postman's file
 * uploads against the file the response reports, and each Postman saved response's ids against
 * the path and body of the request saved with it.
 */
import type { PostmanItem } from '../../../plugins/exports/postman';
import { answeringExample, pathValueIn } from '../../../plugins/api-reference/view/pathValues';
import { isFile, type MultipartField } from '../../../plugins/api-reference/view/codeSamples';
import { sampleRequest } from '../../../plugins/api-reference/view/operation';
import type { CurlCommand } from './curl';
import type { ApiModel } from './spec';
import type { WorldProblem } from './world';
import { pageExamples, placeOf } from './world-pairs';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => JSON.stringify(value);

/** A file part as it goes out: its file name and media type. */
export interface Upload {
  field: string;
  fileName: string;
  contentType: string;
}

/** The fields of a response that report an uploaded file: its name (`file_name`) and media type (`content_type`). */
const FILE_NAME = /(^|_)file_?name$/i;
const MEDIA_TYPE = /(^|_)content_?type$/i;

/** How `upload` differs from the file `response` reports (nothing when the response reports no file). */
export function uploadMismatches(upload: Upload, response: unknown): string[] {
  if (!isObject(response)) return [];
  const said: string[] = [];
  for (const [field, value] of Object.entries(response)) {
    if (FILE_NAME.test(field) && typeof value === 'string' && value !== upload.fileName) said.push(`uploads \`${upload.field}\` as ${show(upload.fileName)}, but the response reports \`${field}\` ${show(value)}`);
    if (MEDIA_TYPE.test(field) && typeof value === 'string' && value !== upload.contentType) said.push(`sends \`${upload.field}\` as ${upload.contentType}, but the response reports \`${field}\` ${show(value)}`);
  }
  return said;
}

const uploadsOf = (fields: MultipartField[]): Upload[] => fields.filter(isFile).map((field) => ({ field: field.name, fileName: field.fileName, contentType: field.contentType }));

/**
 * Rule `upload-matches-response` on the code samples: the file each request example's samples
 * upload is the file the response example beside it reports (its name and media type).
 */
export function sampleUploadsOffResponse(model: ApiModel): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const op of model.operations) {
    const [type, media] = Object.entries(op.requestBody?.content ?? {}).find(([contentType]) => contentType.startsWith('multipart/form-data')) ?? [];
    if (!type || !media) continue;
    const names = Object.keys(media.examples ?? {});
    for (const name of names.length > 0 ? names : [undefined]) {
      const body = sampleRequest(op, name).body;
      const answer = answeringExample(op, name);
      if (body?.kind !== 'multipart' || !answer) continue;
      for (const upload of uploadsOf(body.fields)) {
        for (const message of uploadMismatches(upload, answer.value)) {
          const status = Object.keys(op.responses).find((code) => /^2\d\d$/.test(code))!;
          problems.push({
            rule: 'upload-matches-response',
            message: `${op.operationId}: the code sample of the request example "${name ?? '(default)'}" ${message} ("${answer.name ?? status}"); derive the file from the request example`,
            places: [placeOf(model, op.pointer, ['requestBody', 'content', type, ...(name === undefined ? [] : ['examples', name])])],
          });
        }
      }
    }
  }
  return problems;
}

/** The file parts of a curl (`-F "file=@passport.jpg;type=image/jpeg"`); a part without `;type=` is compared by name only. */
function curlUploads(curl: CurlCommand): Upload[] {
  return Object.entries(curl.formValues).flatMap(([field, value]) => {
    const m = /^@([^;]+)(?:;type=(.+))?$/.exec(value);
    return m ? [{ field, fileName: m[1], contentType: m[2] ?? '' }] : [];
  });
}

/**
 * Rule `upload-matches-response` on the pages: the file a page's curl uploads is the file the
 * response the page shows for that operation under it reports.
 */
export function docUploadsOffResponse(model: ApiModel, pages: { file: string; source: string }[]): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const { file, source } of pages) {
    const uploads = new Map<string, Upload[]>();
    for (const example of pageExamples(model, source)) {
      if (example.kind === 'call') {
        uploads.set(example.operationId, curlUploads(example.curl));
        continue;
      }
      const { value } = example;
      for (const upload of uploads.get(example.operationId) ?? []) {
        const mismatches = uploadMismatches(upload.contentType ? upload : { ...upload, contentType: String((value as Json)?.content_type ?? '') }, value);
        for (const message of mismatches) problems.push({ rule: 'upload-matches-response', message: `the curl above ${message}`, places: [`${file}:${example.line}`] });
      }
    }
  }
  return problems;
}

type Saved = NonNullable<PostmanItem['response']>[number];

/** The request body's top-level values as they go out: a JSON body's scalars, a form's text fields; and its file parts. */
function sentFields(request: Saved['originalRequest']): { values: [string, string][]; uploads: Upload[] } {
  const body = request.body;
  if (!body) return { values: [], uploads: [] };
  if (body.mode === 'formdata') {
    return {
      values: body.formdata.flatMap((part) => (part.type === 'text' ? [[part.key, part.value] as [string, string]] : [])),
      uploads: body.formdata.flatMap((part) => (part.type === 'file' ? [{ field: part.key, fileName: part.src, contentType: part.contentType }] : [])),
    };
  }
  const parsed = JSON.parse(body.raw) as unknown;
  const values = isObject(parsed) ? Object.entries(parsed).flatMap(([key, value]) => (typeof value === 'string' || typeof value === 'number' ? [[key, String(value)] as [string, string]] : [])) : [];
  return { values, uploads: [] };
}

/**
 * Rule `saved-response-answers-request`: a Postman saved response answers the request saved with
 * it: the object its path names (a retrieve by id returns that id, an attach returns documents of
 * that customer), the values its body sent (a field of the same name shows the same value), and
 * the file it uploads (`upload-matches-response`).
 */
export function savedResponsesOffTheirRequest(collection: { item: PostmanItem[] }): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const folder of collection.item) {
    for (const item of folder.item ?? []) {
      for (const saved of item.response ?? []) {
        const where = `Postman collection: ${item.name} (saved response "${saved.name}")`;
        const report = (rule: string, message: string) => problems.push({ rule, message: `the saved response "${saved.name}" of "${item.name}" ${message}`, places: [where] });
        const body = JSON.parse(saved.body || 'null') as unknown;
        for (const variable of saved.originalRequest.url.variable ?? []) {
          const shown = pathValueIn(body, variable.key, variable.value);
          if (shown !== undefined && shown !== variable.value) report('saved-response-answers-request', `is about ${shown}, but its request names ${variable.value} in the path (\`${variable.key}\`)`);
        }
        const sent = sentFields(saved.originalRequest);
        const object = isObject(body) && body.object !== 'list' ? body : undefined;
        for (const [field, value] of sent.values) {
          const shown = object?.[field];
          if ((typeof shown === 'string' || typeof shown === 'number') && String(shown) !== value) report('saved-response-answers-request', `shows \`${field}\` ${show(shown)}, but its request sent ${show(value)}`);
        }
        for (const upload of sent.uploads) for (const message of uploadMismatches(upload, object)) report('upload-matches-response', `has a request that ${message}`);
      }
    }
  }
  return problems;
}
