// Planted mistakes for what a request sends against the response shown with it: the sample's and
// Postman's upload against the file the response reports, a saved response against its request.
import { describe, expect, it } from 'vitest';
import { modelBeforeAll } from '../../plugins/api-model/test-model';
import { postmanCollection, type PostmanItem } from '../../plugins/exports/postman';
import { withPlantedOperation } from './support/planted-model';
import { formatWorldProblem } from './support/world';
import { docUploadsOffResponse, sampleUploadsOffResponse, savedResponsesOffTheirRequest } from './support/world-saved-responses';

const model = modelBeforeAll();
const collection = () => postmanCollection(model(), 'https://docs.example.com');
const item = (items: PostmanItem[], name: string) => items.flatMap((folder) => folder.item ?? []).find((candidate) => candidate.name === name)!;
const saved = (items: PostmanItem[], name: string, response: string) => item(items, name).response!.find((candidate) => candidate.name === response)!;

describe('upload-matches-response', () => {
  it('holds on the spec: each sample uploads the file its response reports', () => {
    expect(sampleUploadsOffResponse(model()).map(formatWorldProblem)).toEqual([]);
  });

  it('fails, at the request example, when the example names no file and the sample sends a generic PDF beside a JPEG response', () => {
    const planted = withPlantedOperation(model(), 'CustomersController_attachKycDocument', (op) => {
      const upload = op.requestBody?.content?.['multipart/form-data']?.examples?.passport?.value as Record<string, unknown>;
      upload.file = '(binary JPEG of the passport photo page)';
    }, 'only');
    expect(sampleUploadsOffResponse(planted).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/customers_customer_id_kyc-documents\.yaml#\/post\/requestBody\/content\/multipart~1form-data\/examples\/passport \(line \d+\): CustomersController_attachKycDocument: the code sample of the request example "passport" uploads `file` as "document\.pdf", but the response reports `file_name` "passport\.jpg" \("passport"\); derive the file from the request example \(rule: upload-matches-response\)$/),
      expect.stringMatching(/the request example "passport" sends `file` as application\/pdf, but the response reports `content_type` "image\/jpeg" .*\(rule: upload-matches-response\)$/),
    ]);
  });
  it("fails on a page whose curl uploads another file than the response under it reports, at the response's line", () => {
    const page = (file: string) => [
      '```bash',
      'curl -X POST https://api.example.com/v1/customers/cus_7Hq2LmN4pR8sT1vX/kyc-documents \\',
      '  -H "Authorization: Bearer $LEDGERLINE_API_KEY" \\',
      '  -F "type=passport" \\',
      `  -F "file=@${file}"`,
      '```',
      '',
      '```json title="Response" operation="CustomersController_attachKycDocument" status="201"',
      JSON.stringify({ id: 'kyd_2Wx7Pb5Ln9Ks3Dq1', object: 'kyc_document', file_name: 'passport-photo-page.jpg', content_type: 'image/jpeg' }, null, 2),
      '```',
    ].join('\n');
    const PAGE = 'docs/guides/planted.mdx';
    expect(docUploadsOffResponse(model(), [{ file: PAGE, source: page('passport-photo-page.jpg;type=image/jpeg') }])).toEqual([]);
    expect(docUploadsOffResponse(model(), [{ file: PAGE, source: page('document.pdf;type=application/pdf') }]).map(formatWorldProblem)).toEqual([
      `${PAGE}:8: the curl above uploads \`file\` as "document.pdf", but the response reports \`file_name\` "passport-photo-page.jpg" (rule: upload-matches-response)`,
      `${PAGE}:8: the curl above sends \`file\` as application/pdf, but the response reports \`content_type\` "image/jpeg" (rule: upload-matches-response)`,
    ]);
  });
});

describe('saved-response-answers-request', () => {
  it('holds on the collection the build writes', () => {
    expect(savedResponsesOffTheirRequest(collection()).map(formatWorldProblem)).toEqual([]);
  });

  it('fails when a retrieve by id saves another object, naming the saved response and the rule', () => {
    const items = collection().item;
    saved(items, 'Retrieve a customer', '200 Business customer, KYC in review').originalRequest.url.variable![0].value = 'cus_4f9Kq2LmN8pR7sT1';
    expect(savedResponsesOffTheirRequest({ item: items }).map(formatWorldProblem)).toEqual([
      'Postman collection: Retrieve a customer (saved response "200 Business customer, KYC in review"): the saved response "200 Business customer, KYC in review" of "Retrieve a customer" is about cus_7Tb3Xy9Qw2Er5Ty8, but its request names cus_4f9Kq2LmN8pR7sT1 in the path (`customer_id`) (rule: saved-response-answers-request)',
    ]);
  });

  it("fails when an attach saves another request's document and another file", () => {
    const items = collection().item;
    const attach = item(items, 'Attach a KYC document');
    const certificate = attach.response!.find((candidate) => candidate.name === '201 Certificate of incorporation stored, pending review')!;
    certificate.originalRequest = structuredClone(attach.response![0].originalRequest);
    expect(savedResponsesOffTheirRequest({ item: items }).map((problem) => `${problem.message} (rule: ${problem.rule})`)).toEqual([
      'the saved response "201 Certificate of incorporation stored, pending review" of "Attach a KYC document" is about cus_7Tb3Xy9Qw2Er5Ty8, but its request names cus_4f9Kq2LmN8pR7sT1 in the path (`customer_id`) (rule: saved-response-answers-request)',
      'the saved response "201 Certificate of incorporation stored, pending review" of "Attach a KYC document" shows `type` "certificate_of_incorporation", but its request sent "passport" (rule: saved-response-answers-request)',
      'the saved response "201 Certificate of incorporation stored, pending review" of "Attach a KYC document" shows `issuing_country` "NL", but its request sent "DE" (rule: saved-response-answers-request)',
      'the saved response "201 Certificate of incorporation stored, pending review" of "Attach a KYC document" has a request that uploads `file` as "passport.jpg", but the response reports `file_name` "kvk-extract.pdf" (rule: upload-matches-response)',
      'the saved response "201 Certificate of incorporation stored, pending review" of "Attach a KYC document" has a request that sends `file` as image/jpeg, but the response reports `content_type` "application/pdf" (rule: upload-matches-response)',
    ]);
  });
});
