/** For each multipart operation: its method, a matcher of its path, and the content types its `encoding` allows per field. */
export type MultipartRules = { method: string; path: RegExp; template: string; allowed: Record<string, string[]> }[];

interface OpenApiLike {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { encoding?: Record<string, { contentType?: string }> }> } }>>;
}

const pathMatcher = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The multipart rules of an OpenAPI document (the built `openapi.json`). */
export function multipartRules(spec: OpenApiLike): MultipartRules {
  const rules: MultipartRules = [];
  for (const [template, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const media = operation?.requestBody?.content?.['multipart/form-data'];
      if (!media) continue;
      const allowed = Object.fromEntries(
        Object.entries(media.encoding ?? {})
          .filter(([, encoding]) => encoding.contentType)
          .map(([field, encoding]) => [field, (encoding.contentType ?? '').split(',').map((type) => type.trim().toLowerCase())]),
      );
      rules.push({ method: method.toUpperCase(), path: pathMatcher(template), template, allowed });
    }
  }
  return rules;
}

interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
}

function parts(body: Buffer, boundary: string): Part[] {
  const text = body.toString('latin1');
  return text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const head = chunk.replace(/^\r\n/, '').split('\r\n\r\n')[0];
      const headers = Object.fromEntries(
        head.split('\r\n').map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const disposition = headers['content-disposition'] ?? '';
      const value = (key: string) => {
        const match = new RegExp(`;\\s*${key}=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(disposition);
        return match ? (match[1] ?? match[2]) : undefined;
      };
      const name = value('name') ?? '';
      const fileName = value('filename');
      return { name, ...(fileName !== undefined ? { fileName } : {}), ...(headers['content-type'] ? { contentType: headers['content-type'] } : {}) };
    });
}

/**
 * Why a multipart request breaks its operation's `encoding` (a file part without a Content-Type,
 * or with one the encoding does not allow), or undefined when it does not.
 */
export function multipartProblem(rules: MultipartRules, method: string, target: string, contentType: string | undefined, body: Buffer): string | undefined {
  const route = target.split('?')[0];
  const rule = rules.find((r) => r.method === method && r.path.test(route));
  if (!rule || !contentType?.toLowerCase().startsWith('multipart/form-data')) return undefined;
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return 'multipart/form-data without a boundary';
  for (const part of parts(body, boundary[1] ?? boundary[2])) {
    const allowed = rule.allowed[part.name];
    const type = part.contentType?.split(';')[0].trim().toLowerCase();
    if (part.fileName !== undefined && !type) {
      return `multipart part "${part.name}" (file "${part.fileName}") has no Content-Type; ${rule.template} allows ${allowed?.join(', ') ?? 'any type'}`;
    }
    if (allowed && type && !allowed.includes(type)) {
      return `multipart part "${part.name}" is ${type}; the encoding of ${rule.template} allows ${allowed.join(', ')}`;
    }
  }
  return undefined;
}

/**
 * The same multipart body with every `name` and `filename` of a part's Content-Disposition
 * quoted. RFC 7578 allows unquoted tokens, and .NET's MultipartFormDataContent sends them
 * (`form-data; name=file; filename=document.pdf`), but Prism 5.14 reads the values as JSON
 * strings and crashes on them. Only the framing changes; the content types stay as sent.
 */
export function quoteDispositionValues(contentType: string | undefined, body: Buffer): Buffer {
  const boundary = contentType && /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary || !contentType.toLowerCase().startsWith('multipart/form-data')) return body;
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const text = body.toString('latin1');
  const chunks = text.split(delimiter);
  const quoted = chunks.map((chunk, index) => {
    if (index === 0 || index === chunks.length - 1) return chunk;
    const end = chunk.indexOf('\r\n\r\n');
    if (end === -1) return chunk;
    const head = chunk
      .slice(0, end)
      .replace(/^(content-disposition:.*)$/gim, (line) => line.replace(/(;\s*)(name|filename)=([^";\s]+)/gi, '$1$2="$3"'));
    return head + chunk.slice(end);
  });
  return Buffer.from(quoted.join(delimiter), 'latin1');
}
