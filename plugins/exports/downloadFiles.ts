/**
 * The files the build publishes for download (written by the exports plugin), with the
 * words the site links them with. Shared by the plugin, the link component and the tests.
 */
export const DOWNLOAD_FILES = {
  openapiYaml: { path: '/openapi.yaml', name: 'ledgerline-openapi.yaml', label: 'OpenAPI (YAML)', about: 'the OpenAPI 3.1 description in one file' },
  openapiJson: { path: '/openapi.json', name: 'ledgerline-openapi.json', label: 'OpenAPI (JSON)', about: 'the same description as JSON' },
  postman: {
    path: '/ledgerline.postman_collection.json',
    name: 'ledgerline.postman_collection.json',
    label: 'Postman collection',
    about: 'every operation with the example values, sent to production (the server the example requests are written for) unless you set baseUrl, and a test of each response',
  },
} as const;

export type DownloadFile = (typeof DOWNLOAD_FILES)[keyof typeof DOWNLOAD_FILES];
