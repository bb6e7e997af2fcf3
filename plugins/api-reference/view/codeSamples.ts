// Tab-indented Go lines such as '\tfmt.Println' read as one word to the spell checker.
// cspell:ignore tfmt
import type { HttpMethod, SampleCode } from './types';

export type MultipartField = { name: string; value: string } | { name: string; fileName: string };

export interface SampleRequest {
  method: HttpMethod;
  /** Absolute URL with the query string. */
  url: string;
  headers: [name: string, value: string][];
  body?: { kind: 'json'; value: unknown } | { kind: 'multipart'; fields: MultipartField[] };
}

const isFile = (field: MultipartField): field is { name: string; fileName: string } => 'fileName' in field;

const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);
const pretty = (value: unknown) => JSON.stringify(value, null, 2);
/** A JSON text as the content of a single-quoted shell string. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const dq = (text: string) => JSON.stringify(text);
const upper = (method: HttpMethod) => method.toUpperCase();

function curl(req: SampleRequest): string {
  const lines = [`curl --request ${upper(req.method)}`, `  --url ${shellQuote(req.url)}`];
  for (const [name, value] of req.headers) lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
  if (req.body?.kind === 'json') {
    lines.push(`  --header 'Content-Type: application/json'`);
    lines.push(`  --data ${shellQuote(pretty(req.body.value))}`);
  } else if (req.body?.kind === 'multipart') {
    for (const field of req.body.fields) {
      lines.push(`  --form ${shellQuote(isFile(field) ? `${field.name}=@${field.fileName}` : `${field.name}=${field.value}`)}`);
    }
  }
  return lines.join(' \\\n');
}

function javascript(req: SampleRequest): string {
  const headers = req.headers.map(([n, v]) => `    ${dq(n)}: ${dq(v)},`);
  const pre: string[] = [];
  let body = '';
  if (req.body?.kind === 'json') {
    headers.push(`    "Content-Type": "application/json",`);
    body = `\n  body: JSON.stringify(${indent(pretty(req.body.value), '  ')}),`;
  } else if (req.body?.kind === 'multipart') {
    pre.push(`import { readFile } from "node:fs/promises";`, '', 'const form = new FormData();');
    for (const field of req.body.fields) {
      pre.push(
        isFile(field)
          ? `form.append(${dq(field.name)}, new Blob([await readFile(${dq(field.fileName)})]), ${dq(field.fileName)});`
          : `form.append(${dq(field.name)}, ${dq(field.value)});`,
      );
    }
    pre.push('');
    body = '\n  body: form,';
  }
  return [
    ...pre,
    `const response = await fetch(${dq(req.url)}, {`,
    `  method: ${dq(upper(req.method))},`,
    `  headers: {\n${headers.join('\n')}\n  },${body}`,
    '});',
    'const data = await response.json();',
    'console.log(response.status, data);',
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
  const lines = ['import requests', '', `response = requests.${req.method}(`, `    ${dq(req.url)},`];
  lines.push(`    headers=${pythonValue(Object.fromEntries(req.headers), 1)},`);
  if (req.body?.kind === 'json') lines.push(`    json=${pythonValue(req.body.value, 1)},`);
  if (req.body?.kind === 'multipart') {
    const data = req.body.fields.filter((f) => !isFile(f)) as { name: string; value: string }[];
    const files = req.body.fields.filter(isFile);
    if (data.length) lines.push(`    data=${pythonValue(Object.fromEntries(data.map((f) => [f.name, f.value])), 1)},`);
    if (files.length) {
      lines.push(`    files={${files.map((f) => `${dq(f.name)}: open(${dq(f.fileName)}, "rb")`).join(', ')}},`);
    }
  }
  lines.push(')', 'print(response.status_code, response.json())');
  return lines.join('\n');
}

function go(req: SampleRequest): string {
  const imports = ['"fmt"', '"io"', '"net/http"'];
  const setup: string[] = [];
  let bodyArg = 'nil';
  const extraHeaders: string[] = [];
  if (req.body?.kind === 'json') {
    imports.push('"strings"');
    setup.push(`\tbody := strings.NewReader(\`${pretty(req.body.value)}\`)`);
    bodyArg = 'body';
    extraHeaders.push(`\treq.Header.Set("Content-Type", "application/json")`);
  } else if (req.body?.kind === 'multipart') {
    imports.push('"bytes"', '"mime/multipart"', '"os"');
    setup.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    for (const field of req.body.fields) {
      if (isFile(field)) {
        setup.push(
          `\tcontent, err := os.ReadFile(${dq(field.fileName)})`,
          '\tif err != nil {\n\t\tpanic(err)\n\t}',
          `\tpart, _ := form.CreateFormFile(${dq(field.name)}, ${dq(field.fileName)})`,
          '\tpart.Write(content)',
        );
      } else {
        setup.push(`\tform.WriteField(${dq(field.name)}, ${dq(field.value)})`);
      }
    }
    setup.push('\tform.Close()');
    bodyArg = '&body';
    extraHeaders.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  }
  imports.sort();
  return [
    'package main',
    '',
    `import (\n${imports.map((i) => `\t${i}`).join('\n')}\n)`,
    '',
    'func main() {',
    ...setup,
    `\treq, err := http.NewRequest(${dq(upper(req.method))}, ${dq(req.url)}, ${bodyArg})`,
    '\tif err != nil {\n\t\tpanic(err)\n\t}',
    ...req.headers.map(([n, v]) => `\treq.Header.Set(${dq(n)}, ${dq(v)})`),
    ...extraHeaders,
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
  const lines = [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
  ];
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  const headers = req.headers.map(([n, v]) => `        .header(${dq(n)}, ${dq(v)})`);
  const setup: string[] = [];
  if (req.body?.kind === 'json') {
    setup.push(`  String body = """\n      ${indent(pretty(req.body.value), '      ')}\n      """;`);
    publisher = 'HttpRequest.BodyPublishers.ofString(body)';
    headers.push('        .header("Content-Type", "application/json")');
  } else if (req.body?.kind === 'multipart') {
    lines.push('import java.nio.file.Files;', 'import java.nio.file.Path;', 'import java.io.ByteArrayOutputStream;');
    setup.push('    String boundary = "ledgerline-" + System.nanoTime();', '    var body = new ByteArrayOutputStream();');
    for (const field of req.body.fields) {
      if (isFile(field)) {
        setup.push(
          `    body.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${field.name}\\"; filename=\\"${field.fileName}\\"\\r\\n\\r\\n").getBytes());`,
          `    body.write(Files.readAllBytes(Path.of(${dq(field.fileName)})));`,
          '    body.write("\\r\\n".getBytes());',
        );
      } else {
        setup.push(
          `    body.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${field.name}\\"\\r\\n\\r\\n${field.value}\\r\\n").getBytes());`,
        );
      }
    }
    setup.push('    body.write(("--" + boundary + "--\\r\\n").getBytes());');
    publisher = 'HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())';
    headers.push('        .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  }
  return [
    ...lines,
    '',
    'public class Example {',
    '  public static void main(String[] args) throws Exception {',
    ...setup.map((l) => `  ${l}`),
    '    HttpRequest request = HttpRequest.newBuilder()',
    `        .uri(URI.create(${dq(req.url)}))`,
    ...headers.map((l) => `  ${l}`),
    `        .method(${dq(upper(req.method))}, ${publisher})`,
    '        .build();',
    '    HttpResponse<String> response = HttpClient.newHttpClient()',
    '        .send(request, HttpResponse.BodyHandlers.ofString());',
    '    System.out.println(response.statusCode() + " " + response.body());',
    '  }',
    '}',
  ].join('\n');
}

function csharp(req: SampleRequest): string {
  const method = req.method.charAt(0).toUpperCase() + req.method.slice(1);
  const lines = [
    'using System.Net.Http;',
    '',
    'using var client = new HttpClient();',
    `var request = new HttpRequestMessage(HttpMethod.${method}, ${dq(req.url)});`,
    ...req.headers.map(([n, v]) => `request.Headers.Add(${dq(n)}, ${dq(v)});`),
  ];
  if (req.body?.kind === 'json') {
    const raw = pretty(req.body.value).replace(/"/g, '""');
    lines.push(`request.Content = new StringContent(@"${raw}", System.Text.Encoding.UTF8, "application/json");`);
  } else if (req.body?.kind === 'multipart') {
    lines.push('var form = new MultipartFormDataContent();');
    for (const field of req.body.fields) {
      lines.push(
        isFile(field)
          ? `form.Add(new ByteArrayContent(File.ReadAllBytes(${dq(field.fileName)})), ${dq(field.name)}, ${dq(field.fileName)});`
          : `form.Add(new StringContent(${dq(field.value)}), ${dq(field.name)});`,
      );
    }
    lines.push('request.Content = form;');
  }
  lines.push(
    '',
    'var response = await client.SendAsync(request);',
    'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");',
  );
  return lines.join('\n');
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
    if (entries.length === 0) return 'new stdClass()';
    return `[\n${entries.map(([k, v]) => `${pad}'${k}' => ${phpValue(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return JSON.stringify(value);
}

function php(req: SampleRequest): string {
  const options: Record<string, unknown> = { headers: Object.fromEntries(req.headers) };
  if (req.body?.kind === 'json') options.json = req.body.value;
  let optionsText = phpValue(options, 1);
  if (req.body?.kind === 'multipart') {
    const parts = req.body.fields.map((field) =>
      isFile(field)
        ? `        ['name' => '${field.name}', 'contents' => fopen('${field.fileName}', 'r')],`
        : `        ['name' => '${field.name}', 'contents' => '${field.value}'],`,
    );
    optionsText = optionsText.replace(/\n {4}\]$/, `\n        'multipart' => [\n${parts.map((p) => `    ${p}`).join('\n')}\n        ],\n    ]`);
  }
  return [
    '<?php',
    "require 'vendor/autoload.php';",
    '',
    '$client = new GuzzleHttp\\Client();',
    `$response = $client->request('${upper(req.method)}', '${req.url}', ${optionsText});`,
    '',
    "echo $response->getStatusCode() . ' ' . $response->getBody();",
  ].join('\n');
}

function ruby(req: SampleRequest): string {
  const className = req.method.charAt(0).toUpperCase() + req.method.slice(1);
  const lines = ["require 'net/http'"];
  if (req.body?.kind === 'json') lines.push("require 'json'");
  lines.push(
    '',
    `uri = URI(${dq(req.url)})`,
    `request = Net::HTTP::${className}.new(uri)`,
    ...req.headers.map(([n, v]) => `request[${dq(n)}] = ${dq(v)}`),
  );
  if (req.body?.kind === 'json') {
    lines.push("request['Content-Type'] = 'application/json'");
    lines.push(`request.body = JSON.generate(${indent(pretty(req.body.value), '')})`);
  } else if (req.body?.kind === 'multipart') {
    const fields = req.body.fields.map((field) =>
      isFile(field) ? `  [${dq(field.name)}, File.open(${dq(field.fileName)})]` : `  [${dq(field.name)}, ${dq(field.value)}]`,
    );
    lines.push(`request.set_form([\n${fields.join(',\n')}\n], 'multipart/form-data')`);
  }
  lines.push(
    '',
    'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) { |http| http.request(request) }',
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
