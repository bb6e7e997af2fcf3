/**
 * Rule `debit-is-amount`: the API books no fee on a payment, withdrawal, transfer, refill or
 * balance adjustment, so the transaction a page shows in answer to a request moves exactly the
 * request's `amount` (the spec's own request/response pairs are held to it by
 * `response-shows-request`). A page whose response differs reads as a fee taken off or added on.
 */
import { findCurlCommands } from './curl';
import { parseMdx } from './mdx';
import type { WorldProblem } from './world';
import { isRecord } from '../../../plugins/api-model/isRecord';

const money = (value: unknown) => (isRecord(value) ? `${String(value.currency)} ${String(value.amount)}` : undefined);

export function debitsOffAmount(file: string, source: string): WorldProblem[] {
  const problems: WorldProblem[] = [];
  let requested: { amount: string; where: string } | undefined;
  for (const block of parseMdx(source).codeBlocks) {
    if (['bash', 'sh', 'shell', ''].includes(block.lang)) {
      for (const curl of findCurlCommands(block.code)) {
        if (curl.method !== 'POST' || !curl.body || curl.body.startsWith('@')) continue;
        try {
          const body: unknown = JSON.parse(curl.body);
          const amount = isRecord(body) ? money(body.amount) : undefined;
          requested = amount ? { amount, where: `${file}:${block.line + 1 + curl.lineOffset}` } : undefined;
        } catch {
          requested = undefined;
        }
      }
      continue;
    }
    if (block.lang !== 'json' || !requested) continue;
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch {
      continue;
    }
    if (!isRecord(value) || value.object !== 'transaction') continue;
    const booked = money(value.amount);
    if (booked !== requested.amount) {
      problems.push({
        rule: 'debit-is-amount',
        message: `the transaction ${String(value.id)} moves ${booked} in answer to a request for ${requested.amount} (${requested.where}); the API books exactly the amount requested, with no fee taken off or added on`,
        places: [`${file}:${block.line + 1}`],
      });
    }
    requested = undefined;
  }
  return problems;
}
