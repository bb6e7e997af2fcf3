import { describe, expect, it } from 'vitest';
import { sampleBlocks } from '../render/html';
import { renderCodeSamples, SAMPLE_LANGUAGES, type SampleRequest } from './codeSamples';

const jsonRequest: SampleRequest = {
  method: 'post',
  url: 'https://api.sandbox.example.com/v1/cards/credit',
  headers: [
    ['Authorization', 'Bearer sk_test_your_key'],
    ['Idempotency-Key', '5f0c9a4e'],
  ],
  body: { kind: 'json', value: { wallet_id: 'wal_1', note: "it's", credit_limit: { amount: 500000, currency: 'EUR' } } },
};

const byId = (request: SampleRequest) => Object.fromEntries(renderCodeSamples(request).map((s) => [s.id, s.code]));

describe('renderCodeSamples', () => {
  it('renders the eight languages in order', () => {
    expect(renderCodeSamples(jsonRequest).map((s) => s.label)).toEqual(['curl', 'JavaScript', 'Python', 'Go', 'Java', 'C#', 'PHP', 'Ruby']);
    expect(SAMPLE_LANGUAGES).toHaveLength(8);
  });

  it('puts method, URL, headers and the example body in every sample', () => {
    for (const [id, code] of Object.entries(byId(jsonRequest))) {
      expect(code, id).toContain('https://api.sandbox.example.com/v1/cards/credit');
      expect(code, id).toContain('Idempotency-Key');
      expect(code, id).toContain('wal_1');
      expect(code, id).toMatch(/post/i);
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

  it('sends files as multipart form data', () => {
    const request: SampleRequest = {
      method: 'post',
      url: 'https://api.sandbox.example.com/v1/customers/cus_1/kyc-documents',
      headers: [],
      body: { kind: 'multipart', fields: [{ name: 'type', value: 'passport' }, { name: 'file', fileName: 'passport.pdf' }] },
    };
    const samples = byId(request);
    expect(samples.curl).toContain("--form 'file=@passport.pdf'");
    expect(samples.python).toContain('files={"file": open("passport.pdf", "rb")}');
    expect(samples.javascript).toContain('form.append("type", "passport");');
    expect(samples.go).toContain('form.CreateFormFile("file", "passport.pdf")');
    for (const code of Object.values(samples)) expect(code).toContain('passport.pdf');
  });

  it('sends no body and no content type for a GET', () => {
    const samples = byId({ method: 'get', url: 'https://api.example.com/v1/health', headers: [] });
    for (const [id, code] of Object.entries(samples)) expect(code, id).not.toMatch(/Content-Type/i);
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
