/**
 * The environment variables every code sample reads: the API key, and an optional base URL
 * that defaults to the server the examples are written for (set it to the sandbox's to call the
 * sandbox; a test run points it at a mock server of the spec).
 * Shared by the samples, the endpoint header that names them, and the tests.
 */
export const API_KEY_ENV = 'LEDGERLINE_API_KEY';
export const BASE_URL_ENV = 'LEDGERLINE_BASE_URL';
