// Tab-indented Go lines such as '\tfmt.Println' read as one word to the spell checker.
// cspell:ignore tfmt textproto
import { API_KEY_ENV, BASE_URL_ENV } from './sampleEnv';
import type { HttpMethod, SampleCode } from './types';

export type MultipartField = { name: string; value: string } | MultipartFile;

/** A file part: `contentType` is one the spec's `encoding` allows for the field. */
export interface MultipartFile {
  name: string;
  fileName: string;
  contentType: string;
}

/**
 * The request a code sample sends. Every sample reads the API key from `LEDGERLINE_API_KEY`
 * and the base URL from `LEDGERLINE_BASE_URL`, defaulting to `baseUrl` (the server the example
 * objects live on), so it runs as copied.
 */
export interface SampleRequest {
  method: HttpMethod;
  /** The base URL used when `LEDGERLINE_BASE_URL` is not set: the server the examples' objects live on. */
  baseUrl: string;
  /** The path after the base URL, with example path parameters and the query string: `/customers?limit=20`. */
  path: string;
  /** Sends `Authorization: Bearer <LEDGERLINE_API_KEY>`. */
  bearerAuth: boolean;
  /** Other headers, with example values. */
  headers: [name: string, value: string][];
  body?: { kind: 'json'; value: unknown } | { kind: 'multipart'; fields: MultipartField[] };
}

export const isFile = (field: MultipartField): field is MultipartFile => 'fileName' in field;

const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);
const pretty = (value: unknown) => JSON.stringify(value, null, 2);
/** Text as a single-quoted shell word. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** Text inside a double-quoted shell word: `$`, backtick, `"` and `\` escaped. */
const shellDouble = (text: string) => text.replace(/[$`"\\]/g, '\\$&');
/** A double-quoted string literal, valid in JavaScript, Python, Go, Java and C#. */
const dq = (text: string) => JSON.stringify(text);
/** A single-quoted PHP string literal. */
const sq = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const upper = (method: HttpMethod) => method.toUpperCase();
const capitalized = (method: HttpMethod) => method.charAt(0).toUpperCase() + method.slice(1);

function curl(req: SampleRequest): string {
  const lines = [`curl --request ${upper(req.method)}`, `  --url "\${${BASE_URL_ENV}:-${shellDouble(req.baseUrl)}}${shellDouble(req.path)}"`];
  if (req.bearerAuth) lines.push(`  --header "Authorization: Bearer $${API_KEY_ENV}"`);
  for (const [name, value] of req.headers) lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
  if (req.body?.kind === 'json') {
    lines.push(`  --header 'Content-Type: application/json'`);
    lines.push(`  --data ${shellQuote(pretty(req.body.value))}`);
  } else if (req.body?.kind === 'multipart') {
    for (const field of req.body.fields) {
      lines.push(`  --form ${shellQuote(isFile(field) ? `${field.name}=@${field.fileName};type=${field.contentType}` : `${field.name}=${field.value}`)}`);
    }
  }
  return lines.join(' \\\n');
}

function javascript(req: SampleRequest): string {
  const headers: string[] = [];
  if (req.bearerAuth) headers.push(`    Authorization: \`Bearer \${process.env.${API_KEY_ENV}}\`,`);
  headers.push(...req.headers.map(([n, v]) => `    ${dq(n)}: ${dq(v)},`));
  const imports: string[] = [];
  const setup: string[] = [];
  let body = '';
  if (req.body?.kind === 'json') {
    headers.push(`    "Content-Type": "application/json",`);
    body = `\n  body: JSON.stringify(${indent(pretty(req.body.value), '  ')}),`;
  } else if (req.body?.kind === 'multipart') {
    imports.push(`import { readFile } from "node:fs/promises";`, '');
    setup.push('const form = new FormData();');
    for (const field of req.body.fields) {
      setup.push(
        isFile(field)
          ? `form.append(${dq(field.name)}, new Blob([await readFile(${dq(field.fileName)})], { type: ${dq(field.contentType)} }), ${dq(field.fileName)});`
          : `form.append(${dq(field.name)}, ${dq(field.value)});`,
      );
    }
    setup.push('');
    body = '\n  body: form,';
  }
  const headersText = headers.length ? `\n  headers: {\n${headers.join('\n')}\n  },` : '';
  return [
    '// An ES module (it uses top-level await): save it as request.mjs and run `node request.mjs` (Node.js 18 or later).',
    ...imports,
    `const baseUrl = process.env.${BASE_URL_ENV} ?? ${dq(req.baseUrl)};`,
    '',
    ...setup,
    `const response = await fetch(\`\${baseUrl}${req.path.replace(/[`$\\]/g, '\\$&')}\`, {`,
    `  method: ${dq(upper(req.method))},${headersText}${body}`,
    '});',
    'console.log(response.status, await response.json());',
  ].join('\n');
}

function pythonValue(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonValue(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${pad}${dq(k)}: ${pythonValue(v, level + 1)},`).join('\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}

function python(req: SampleRequest): string {
  const path = dq(req.path).slice(1, -1).replace(/[{}]/g, '$&$&');
  const lines = [
    'import os',
    '',
    'import requests',
    '',
    `base_url = os.environ.get(${dq(BASE_URL_ENV)}, ${dq(req.baseUrl)})`,
    '',
    `response = requests.${req.method}(`,
    `    f"{base_url}${path}",`,
  ];
  const headers = [
    ...(req.bearerAuth ? [`        "Authorization": f"Bearer {os.environ['${API_KEY_ENV}']}",`] : []),
    ...req.headers.map(([n, v]) => `        ${dq(n)}: ${dq(v)},`),
  ];
  if (headers.length) lines.push('    headers={', ...headers, '    },');
  if (req.body?.kind === 'json') lines.push(`    json=${pythonValue(req.body.value, 1)},`);
  if (req.body?.kind === 'multipart') {
    const data = req.body.fields.filter((f) => !isFile(f)) as { name: string; value: string }[];
    const files = req.body.fields.filter(isFile);
    if (data.length) lines.push(`    data=${pythonValue(Object.fromEntries(data.map((f) => [f.name, f.value])), 1)},`);
    if (files.length) {
      lines.push('    files={');
      for (const f of files) lines.push(`        ${dq(f.name)}: (${dq(f.fileName)}, open(${dq(f.fileName)}, "rb"), ${dq(f.contentType)}),`);
      lines.push('    },');
    }
  }
  lines.push(')', 'print(response.status_code, response.json())');
  return lines.join('\n');
}

function go(req: SampleRequest): string {
  const imports = ['"fmt"', '"io"', '"net/http"', '"os"'];
  const setup: string[] = [];
  let bodyArg = 'nil';
  const headers: string[] = [];
  if (req.bearerAuth) headers.push(`\treq.Header.Set("Authorization", "Bearer "+os.Getenv(${dq(API_KEY_ENV)}))`);
  headers.push(...req.headers.map(([n, v]) => `\treq.Header.Set(${dq(n)}, ${dq(v)})`));
  if (req.body?.kind === 'json') {
    imports.push('"strings"');
    setup.push(`\tbody := strings.NewReader(\`${indent(pretty(req.body.value), '\t')}\`)`);
    bodyArg = 'body';
    headers.push(`\treq.Header.Set("Content-Type", "application/json")`);
  } else if (req.body?.kind === 'multipart') {
    imports.push('"bytes"', '"mime/multipart"', '"net/textproto"');
    setup.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    for (const field of req.body.fields) {
      if (isFile(field)) {
        setup.push(
          `\tcontent, err := os.ReadFile(${dq(field.fileName)})`,
          '\tif err != nil {\n\t\tpanic(err)\n\t}',
          '\tpartHeader := make(textproto.MIMEHeader)',
          `\tpartHeader.Set("Content-Disposition", \`form-data; name="${field.name}"; filename="${field.fileName}"\`)`,
          `\tpartHeader.Set("Content-Type", ${dq(field.contentType)})`,
          '\tpart, err := form.CreatePart(partHeader)',
          '\tif err != nil {\n\t\tpanic(err)\n\t}',
          '\tpart.Write(content)',
        );
      } else {
        setup.push(`\tform.WriteField(${dq(field.name)}, ${dq(field.value)})`);
      }
    }
    setup.push('\tform.Close()');
    bodyArg = '&body';
    headers.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  }
  imports.sort();
  return [
    'package main',
    '',
    `import (\n${imports.map((i) => `\t${i}`).join('\n')}\n)`,
    '',
    'func main() {',
    `\tbaseURL := os.Getenv(${dq(BASE_URL_ENV)})`,
    '\tif baseURL == "" {',
    `\t\tbaseURL = ${dq(req.baseUrl)}`,
    '\t}',
    ...setup,
    `\treq, err := http.NewRequest(${dq(upper(req.method))}, baseURL+${dq(req.path)}, ${bodyArg})`,
    '\tif err != nil {\n\t\tpanic(err)\n\t}',
    ...headers,
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {\n\t\tpanic(err)\n\t}',
    '\tdefer res.Body.Close()',
    '\tdata, _ := io.ReadAll(res.Body)',
    '\tfmt.Println(res.StatusCode, string(data))',
    '}',
  ].join('\n');
}

function java(req: SampleRequest): string {
  const lines = ['import java.net.URI;', 'import java.net.http.HttpClient;', 'import java.net.http.HttpRequest;', 'import java.net.http.HttpResponse;'];
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  const headers: string[] = [];
  if (req.bearerAuth) headers.push(`        .header("Authorization", "Bearer " + System.getenv(${dq(API_KEY_ENV)}))`);
  headers.push(...req.headers.map(([n, v]) => `        .header(${dq(n)}, ${dq(v)})`));
  const setup: string[] = [];
  if (req.body?.kind === 'json') {
    // A text block: its own escapes apply, so a backslash of the JSON is doubled.
    setup.push(`String body = """\n    ${indent(pretty(req.body.value).replace(/\\/g, '\\\\'), '    ')}\n    """;`);
    publisher = 'HttpRequest.BodyPublishers.ofString(body)';
    headers.push('        .header("Content-Type", "application/json")');
  } else if (req.body?.kind === 'multipart') {
    lines.unshift('import java.io.ByteArrayOutputStream;');
    lines.push('import java.nio.file.Files;', 'import java.nio.file.Path;');
    setup.push('String boundary = "ledgerline-" + System.nanoTime();', 'var body = new ByteArrayOutputStream();');
    for (const field of req.body.fields) {
      if (isFile(field)) {
        setup.push(
          `body.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${field.name}\\"; filename=\\"${field.fileName}\\"\\r\\n"`,
          `    + "Content-Type: ${field.contentType}\\r\\n\\r\\n").getBytes());`,
          `body.write(Files.readAllBytes(Path.of(${dq(field.fileName)})));`,
          'body.write("\\r\\n".getBytes());',
        );
      } else {
        setup.push(
          `body.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${field.name}\\"\\r\\n\\r\\n${field.value}\\r\\n").getBytes());`,
        );
      }
    }
    setup.push('body.write(("--" + boundary + "--\\r\\n").getBytes());');
    publisher = 'HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())';
    headers.push('        .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  }
  return [
    ...lines,
    '',
    'public class Example {',
    '  public static void main(String[] args) throws Exception {',
    `    String baseUrl = System.getenv().getOrDefault(${dq(BASE_URL_ENV)}, ${dq(req.baseUrl)});`,
    ...setup.map((l) => `    ${l}`),
    '    HttpRequest request = HttpRequest.newBuilder()',
    `        .uri(URI.create(baseUrl + ${dq(req.path)}))`,
    ...headers,
    `        .method(${dq(upper(req.method))}, ${publisher})`,
    '        .build();',
    '    HttpResponse<String> response = HttpClient.newHttpClient()',
    '        .send(request, HttpResponse.BodyHandlers.ofString());',
    '    System.out.println(response.statusCode() + " " + response.body());',
    '  }',
    '}',
  ].join('\n');
}

/**
 * A classic C# program (explicit usings, `static async Task Main`): it compiles on its own with
 * any C# compiler from 7.1 on, in a project or as a single file.
 */
function csharp(req: SampleRequest): string {
  const usings = ['System', 'System.Net.Http', 'System.Threading.Tasks'];
  // HttpMethod.Patch exists only on .NET Core 2.1 and later; the constructor works everywhere.
  const method = req.method === 'patch' ? 'new HttpMethod("PATCH")' : `HttpMethod.${capitalized(req.method)}`;
  const body: string[] = [
    `var baseUrl = Environment.GetEnvironmentVariable(${dq(BASE_URL_ENV)}) ?? ${dq(req.baseUrl)};`,
    `var request = new HttpRequestMessage(${method}, baseUrl + ${dq(req.path)});`,
  ];
  if (req.bearerAuth) body.push(`request.Headers.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable(${dq(API_KEY_ENV)}));`);
  body.push(...req.headers.map(([n, v]) => `request.Headers.Add(${dq(n)}, ${dq(v)});`));
  if (req.body?.kind === 'json') {
    usings.push('System.Text');
    const raw = pretty(req.body.value).replace(/"/g, '""');
    body.push(`request.Content = new StringContent(@"${raw}", Encoding.UTF8, "application/json");`);
  } else if (req.body?.kind === 'multipart') {
    usings.push('System.IO', 'System.Net.Http.Headers');
    body.push('var form = new MultipartFormDataContent();');
    for (const field of req.body.fields) {
      if (isFile(field)) {
        body.push(
          `var file = new ByteArrayContent(File.ReadAllBytes(${dq(field.fileName)}));`,
          `file.Headers.ContentType = new MediaTypeHeaderValue(${dq(field.contentType)});`,
          `form.Add(file, ${dq(field.name)}, ${dq(field.fileName)});`,
        );
      } else {
        body.push(`form.Add(new StringContent(${dq(field.value)}), ${dq(field.name)});`);
      }
    }
    body.push('request.Content = form;');
  }
  body.push(
    '',
    'var response = await client.SendAsync(request);',
    'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");',
  );
  usings.sort((a, b) => (a === 'System' ? -1 : b === 'System' ? 1 : a.localeCompare(b)));
  return [
    ...usings.map((u) => `using ${u};`),
    '',
    'class Program',
    '{',
    '    static readonly HttpClient client = new HttpClient();',
    '',
    '    static async Task Main()',
    '    {',
    // Indenting the lines of the verbatim JSON string only adds whitespace between JSON tokens.
    ...body.map((line) => (line ? `        ${indent(line, '        ')}` : '')),
    '    }',
    '}',
  ].join('\n');
}

function phpValue(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${phpValue(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // An empty PHP array encodes as a JSON list; an empty object must stay `{}`.
    if (entries.length === 0) return 'new stdClass()';
    return `[\n${entries.map(([k, v]) => `${pad}${sq(k)} => ${phpValue(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (typeof value === 'string') return sq(value);
  return JSON.stringify(value);
}

function php(req: SampleRequest): string {
  const options: string[] = [];
  const headers = [
    ...(req.bearerAuth ? [`        'Authorization' => 'Bearer ' . getenv('${API_KEY_ENV}'),`] : []),
    ...req.headers.map(([n, v]) => `        ${sq(n)} => ${sq(v)},`),
  ];
  if (headers.length) options.push(`    'headers' => [\n${headers.join('\n')}\n    ],`);
  if (req.body?.kind === 'json') options.push(`    'json' => ${phpValue(req.body.value, 1)},`);
  if (req.body?.kind === 'multipart') {
    const parts = req.body.fields.map((field) =>
      isFile(field)
        ? [
            '        [',
            `            'name' => ${sq(field.name)},`,
            `            'contents' => fopen(${sq(field.fileName)}, 'r'),`,
            `            'filename' => ${sq(field.fileName)},`,
            `            'headers' => ['Content-Type' => ${sq(field.contentType)}],`,
            '        ],',
          ].join('\n')
        : `        ['name' => ${sq(field.name)}, 'contents' => ${sq(field.value)}],`,
    );
    options.push(`    'multipart' => [\n${parts.join('\n')}\n    ],`);
  }
  const call = `$client->request('${upper(req.method)}', $baseUrl . ${sq(req.path)}`;
  return [
    '<?php',
    "require 'vendor/autoload.php';",
    '',
    `$baseUrl = getenv('${BASE_URL_ENV}') ?: ${sq(req.baseUrl)};`,
    '',
    '$client = new GuzzleHttp\\Client();',
    options.length ? `$response = ${call}, [\n${options.join('\n')}\n]);` : `$response = ${call});`,
    '',
    "echo $response->getStatusCode() . ' ' . $response->getBody();",
  ].join('\n');
}

/** A double-quoted Ruby string: JSON escapes are Ruby escapes too; `#{` must not interpolate. */
const rubyString = (text: string) => dq(text).replace(/#(?=[{$@])/g, '\\#');

function rubyValue(value: unknown, level = 0): string {
  const pad = '  '.repeat(level + 1);
  const end = '  '.repeat(level);
  if (value === null || value === undefined) return 'nil';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${rubyValue(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${pad}${rubyString(k)} => ${rubyValue(v, level + 1)},`).join('\n')}\n${end}}`;
  }
  if (typeof value === 'string') return rubyString(value);
  return JSON.stringify(value);
}

function ruby(req: SampleRequest): string {
  const lines: string[] = [];
  if (req.body?.kind === 'json') lines.push('require "json"');
  lines.push(
    'require "net/http"',
    '',
    `base_url = ENV.fetch(${dq(BASE_URL_ENV)}, ${dq(req.baseUrl)})`,
    `uri = URI("#{base_url}${rubyString(req.path).slice(1, -1)}")`,
    `request = Net::HTTP::${capitalized(req.method)}.new(uri)`,
  );
  if (req.bearerAuth) lines.push(`request["Authorization"] = "Bearer #{ENV.fetch(${dq(API_KEY_ENV)})}"`);
  lines.push(...req.headers.map(([n, v]) => `request[${rubyString(n)}] = ${rubyString(v)}`));
  if (req.body?.kind === 'json') {
    lines.push('request["Content-Type"] = "application/json"');
    lines.push(`request.body = JSON.generate(${rubyValue(req.body.value)})`);
  } else if (req.body?.kind === 'multipart') {
    const fields = req.body.fields.map((field) =>
      isFile(field)
        ? `  [${dq(field.name)}, File.open(${dq(field.fileName)}), { filename: ${dq(field.fileName)}, content_type: ${dq(field.contentType)} }],`
        : `  [${dq(field.name)}, ${rubyString(field.value)}],`,
    );
    lines.push(`request.set_form([\n${fields.join('\n')}\n], "multipart/form-data")`);
  }
  lines.push(
    '',
    'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") { |http| http.request(request) }',
    'puts "#{response.code} #{response.body}"',
  );
  return lines.join('\n');
}

/** The languages in the order the switcher shows them; `id` is what the reader's choice stores. */
export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'curl', language: 'bash', render: curl },
  { id: 'javascript', label: 'JavaScript', language: 'javascript', render: javascript },
  { id: 'python', label: 'Python', language: 'python', render: python },
  { id: 'go', label: 'Go', language: 'go', render: go },
  { id: 'java', label: 'Java', language: 'java', render: java },
  { id: 'csharp', label: 'C#', language: 'csharp', render: csharp },
  { id: 'php', label: 'PHP', language: 'php', render: php },
  { id: 'ruby', label: 'Ruby', language: 'ruby', render: ruby },
] as const;

/** The request as a sample in every language. */
export function renderCodeSamples(req: SampleRequest): SampleCode[] {
  return SAMPLE_LANGUAGES.map(({ id, label, language, render }) => ({ id, label, language, code: render(req) }));
}
