/**
 * Rule `check-order-stated`: the API checks the customer's state before each wallet's
 * (the conventions' "Which error comes back first", `docs/api/intro.mdx#error-order`). An
 * operation that can return both a customer's code (`kyc_not_approved`, `customer_not_active`)
 * and a wallet's (`wallet_not_active`, `wallet_archived`) says in the `when` of each customer
 * code that it is checked before the wallet's status, so that its endpoint page answers which
 * one a request failing both gets.
 */
import { parse as parseYaml } from 'yaml';

export const ERROR_ORDER_PAGE = 'docs/api/intro.mdx';
const CUSTOMER_CODES = ['kyc_not_approved', 'customer_not_active'];
const WALLET_CODES = ['wallet_not_active', 'wallet_archived'];
const SAYS_BEFORE_WALLET = /\bchecked\s+before\s+(?:the|each|either)\s+wallet/i;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Throws, naming the page, when the conventions no longer check the customer before each wallet. */
export function customerBeforeWallet(intro: string): void {
  if (!/the customer \(`kyc_not_approved`,\s+`customer_not_active`\), then each wallet/.test(intro)) {
    throw new Error(`${ERROR_ORDER_PAGE}#error-order no longer checks "the customer (\`kyc_not_approved\`, \`customer_not_active\`), then each wallet" (update tests/content/support/check-order.ts)`);
  }
}

/** Each customer code of a path file's operations that can meet a wallet code without saying it is checked first, as `file:line (#pointer): ... (rule: check-order-stated)`. */
export function checkOrderProblems(file: string, source: string): string[] {
  const document = (parseYaml(source) ?? {}) as Record<string, { operationId?: string; 'x-errors'?: { code: string; when: string }[] }>;
  const lines = source.split('\n');
  const problems: string[] = [];
  for (const method of METHODS) {
    const operation = document[method];
    const errors = operation?.['x-errors'] ?? [];
    const wallet = errors.filter((error) => WALLET_CODES.includes(error.code)).map((error) => `\`${error.code}\``);
    if (wallet.length === 0) continue;
    errors.forEach((error, index) => {
      if (!CUSTOMER_CODES.includes(error.code) || SAYS_BEFORE_WALLET.test(error.when)) return;
      const methodLine = lines.findIndex((line) => line === `${method}:`);
      const line = lines.findIndex((text, at) => at > methodLine && text.trim() === `- code: ${error.code}`) + 1;
      problems.push(`${file}:${line} (#/${method}/x-errors/${index}): ${operation?.operationId ?? method} can return \`${error.code}\` and a wallet's (${wallet.join(', ')}) without saying which comes first; the customer is checked before the wallet (${ERROR_ORDER_PAGE}#error-order): say "Checked before the wallet's status." (rule: check-order-stated)`);
    });
  }
  return problems;
}
