import { describe, expect, it } from 'vitest';
import { sampleBlocks } from '../render/html';
import { renderCodeSamples, SAMPLE_LANGUAGES, type SampleRequest } from './codeSamples';

const jsonRequest: SampleRequest = {
  method: 'post',
  baseUrl: 'https://api.sandbox.example.com/v1',
  path: '/cards/credit',
  bearerAuth: true,
  headers: [['Idempotency-Key', '5f0c9a4e']],
  body: { kind: 'json', value: { wallet_id: 'wal_1', note: "it's", credit_limit: { amount: 500000, currency: 'EUR' } } },
};

const upload: SampleRequest = {
  method: 'post',
  baseUrl: 'https://api.sandbox.example.com/v1',
  path: '/customers/cus_1/kyc-documents',
  bearerAuth: true,
  headers: [],
  body: {
    kind: 'multipart',
    fields: [
      { name: 'type', value: 'passport' },
      { name: 'file', fileName: 'passport.pdf', contentType: 'application/pdf' },
    ],
  },
};

const health: SampleRequest = { method: 'get', baseUrl: 'https://api.example.com/v1', path: '/health', bearerAuth: false, headers: [] };

const byId = (request: SampleRequest) => Object.fromEntries(renderCodeSamples(request).map((s) => [s.id, s.code]));

describe('renderCodeSamples', () => {
  it('renders the eight languages in order', () => {
    expect(renderCodeSamples(jsonRequest).map((s) => s.label)).toEqual(['curl', 'JavaScript', 'Python', 'Go', 'Java', 'C#', 'PHP', 'Ruby']);
    expect(SAMPLE_LANGUAGES).toHaveLength(8);
  });

  it('puts method, path, headers and the example body in every sample', () => {
    for (const [id, code] of Object.entries(byId(jsonRequest))) {
      expect(code, id).toContain('/cards/credit');
      expect(code, id).toContain('Idempotency-Key');
      expect(code, id).toContain('wal_1');
      expect(code, id).toMatch(/post/i);
    }
  });

  it('reads the key from LEDGERLINE_API_KEY and the base URL from LEDGERLINE_BASE_URL, defaulting to the base URL of the request', () => {
    for (const [id, code] of Object.entries(byId(jsonRequest))) {
      expect(code, id).toContain('LEDGERLINE_API_KEY');
      expect(code, id).toContain('LEDGERLINE_BASE_URL');
      expect(code, id).toContain('https://api.sandbox.example.com/v1');
      expect(code, id).not.toContain('sk_test');
    }
    const { curl } = byId(jsonRequest);
    expect(curl).toContain('--url "${LEDGERLINE_BASE_URL:-https://api.sandbox.example.com/v1}/cards/credit"');
    expect(curl).toContain('--header "Authorization: Bearer $LEDGERLINE_API_KEY"');
  });

  it('sends no key where the operation needs none', () => {
    for (const [id, code] of Object.entries(byId(health))) {
      expect(code, id).not.toContain('LEDGERLINE_API_KEY');
      expect(code, id).not.toContain('Authorization');
    }
  });

  it('quotes the curl body safely for the shell', () => {
    const { curl } = byId(jsonRequest);
    expect(curl.split('\n')[0]).toBe('curl --request POST \\');
    expect(curl).toContain(`"note": "it'\\''s"`);
    // The JSON body inside the quotes parses back to the example.
    const body = /--data '([\s\S]*)'$/.exec(curl)?.[1].replace(/'\\''/g, "'");
    expect(JSON.parse(body ?? '')).toEqual(jsonRequest.body && 'value' in jsonRequest.body ? jsonRequest.body.value : null);
  });

  it('writes Python literals and a requests call', () => {
    const { python } = byId({ ...jsonRequest, body: { kind: 'json', value: { active: true, next: null } } });
    expect(python).toContain('requests.post(');
    expect(python).toContain('"active": True');
    expect(python).toContain('"next": None');
  });

  it("sends files as multipart form data, with the file part's content type", () => {
    const samples = byId(upload);
    expect(samples.curl).toContain("--form 'file=@passport.pdf;type=application/pdf'");
    expect(samples.python).toContain('"file": ("passport.pdf", open("passport.pdf", "rb"), "application/pdf"),');
    expect(samples.javascript).toContain('form.append("type", "passport");');
    expect(samples.javascript).toContain('new Blob([await readFile("passport.pdf")], { type: "application/pdf" })');
    expect(samples.go).toContain('partHeader.Set("Content-Type", "application/pdf")');
    expect(samples.java).toContain('"Content-Type: application/pdf\\r\\n\\r\\n"');
    expect(samples.csharp).toContain('file.Headers.ContentType = new MediaTypeHeaderValue("application/pdf");');
    expect(samples.php).toContain("'headers' => ['Content-Type' => 'application/pdf'],");
    expect(samples.ruby).toContain('content_type: "application/pdf"');
    for (const code of Object.values(samples)) expect(code).toContain('passport.pdf');
  });

  it('sends no body and no content type for a GET', () => {
    for (const [id, code] of Object.entries(byId(health))) expect(code, id).not.toMatch(/Content-Type/i);
  });

  it('gives PHP no empty headers option (Guzzle rejects an object there), and empty JSON objects as objects', () => {
    expect(byId(health).php).toContain("$response = $client->request('GET', $baseUrl . '/health');");
    const { php } = byId({ ...jsonRequest, body: { kind: 'json', value: { metadata: {} } } });
    expect(php).toContain("'metadata' => new stdClass(),");
  });

  it('writes Ruby literals: nil, not null', () => {
    const { ruby } = byId({ ...jsonRequest, body: { kind: 'json', value: { expires_at: null, note: 'pay #{x}' } } });
    expect(ruby).toContain('"expires_at" => nil,');
    expect(ruby).toContain('"note" => "pay \\#{x}",');
    expect(ruby).not.toContain('null');
  });

  it('writes C# as a classic program with explicit usings, for any compiler from C# 7.1', () => {
    const { csharp } = byId(jsonRequest);
    expect(csharp).toMatch(/^using System;\nusing System\.Net\.Http;\nusing System\.Text;\nusing System\.Threading\.Tasks;\n/);
    expect(csharp).toContain('class Program');
    expect(csharp).toContain('static async Task Main()');
    expect(csharp).not.toMatch(/^using var /m);
    expect(byId({ ...jsonRequest, method: 'patch' }).csharp).toContain('new HttpRequestMessage(new HttpMethod("PATCH"), ');
  });

  it('says the JavaScript sample is an ES module and how to run it', () => {
    expect(byId(jsonRequest).javascript.split('\n')[0]).toMatch(/^\/\/ An ES module .*request\.mjs.*node request\.mjs/);
  });
});

describe('sampleBlocks', () => {
  it('ships every sample highlighted, with a copy button', () => {
    for (const sample of sampleBlocks(renderCodeSamples(jsonRequest))) {
      expect(sample.html, sample.id).toContain('<span class="token ');
      expect(sample.html, sample.id).toContain('data-copy');
    }
  });
});
