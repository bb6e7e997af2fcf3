import type { World, WorldProblem } from './world';

/** The reasons Ledgerline gives when it cancels a card itself; every other reason is one you send. */
const CANCELLED_BY_LEDGERLINE = new Set(['replaced', 'wallet_archived']);

const show = (value: unknown) => (value === null ? '`null`' : `\`${String(value)}\``);

/**
 * Rule `card-status-reason`: a card's `status_reason` fits its `status` as the Card schema says.
 * An `inactive` card has never changed status and no value covers expiry, so both carry `null`;
 * a `blocked` card carries the reason sent with it (required, and one you send); `replaced` and
 * `wallet_archived` come only with `cancelled`.
 */
export function cardStatusReasons(world: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const entity of world.entities) {
    if (!entity.id.startsWith('crd_') || !entity.fields.has('status') || !entity.fields.has('status_reason')) continue;
    const [status, reason] = [entity.fields.get('status'), entity.fields.get('status_reason')];
    const report = (why: string) =>
      problems.push({ rule: 'card-status-reason', message: `${entity.id} is \`${String(status)}\` with \`status_reason\` ${show(reason)}; ${why}`, places: [entity.where] });
    if ((status === 'inactive' || status === 'expired') && reason !== null) report(`an ${String(status)} card's \`status_reason\` is \`null\``);
    else if (status === 'blocked' && (reason === null || CANCELLED_BY_LEDGERLINE.has(String(reason)))) report('a blocked card carries the `reason` sent to block it, which is required');
    else if (status !== 'cancelled' && CANCELLED_BY_LEDGERLINE.has(String(reason))) report(`${show(reason)} is given only to a card Ledgerline cancels`);
  }
  return problems;
}

/**
 * Rule `authorisation-code-null`: `card_payment.authorisation_code` is `null` exactly on a declined
 * authorisation (`failed` at the stage `authorisation`) and on a `refund`, which no authorisation
 * precedes, as its description says; every other card payment carries the code the merchant got.
 */
export function authorisationCodes(world: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const entity of world.entities) {
    if (!entity.id.startsWith('txn_') || !entity.fields.has('card_payment.authorisation_code')) continue;
    const [code, stage, status] = [entity.fields.get('card_payment.authorisation_code'), entity.fields.get('card_payment.stage'), entity.fields.get('status')];
    const declined = stage === 'authorisation' && status === 'failed';
    const codeless = declined || stage === 'refund';
    if ((code === null) === codeless) continue;
    const what = declined ? 'a declined authorisation' : `a \`${String(status)}\` card payment at the stage \`${String(stage)}\``;
    problems.push({
      rule: 'authorisation-code-null',
      message: `${entity.id} is ${what} with \`authorisation_code\` ${show(code)}; it is \`null\` exactly on a declined authorisation and on a \`refund\` (Transaction.card_payment.authorisation_code)`,
      places: [entity.where],
    });
  }
  return problems;
}

/** The merchant category code of cash from an ATM (ISO 18245), the one payment a program's ATM fee can add to. */
const ATM_CASH = '6011';

const money = (value: unknown): { amount: number; currency: string } | undefined =>
  typeof value === 'object' && value !== null && typeof (value as { amount?: unknown }).amount === 'number' && typeof (value as { currency?: unknown }).currency === 'string'
    ? (value as { amount: number; currency: string })
    : undefined;

/**
 * Rule `original-amount-fee`: a card payment the merchant charged in the wallet's currency has no
 * conversion, so its `amount` is `original_amount` plus the only fee `amount` can include without
 * one, your program's ATM fee: equal away from an ATM, never less at one
 * (Transaction.card_payment.original_amount).
 */
export function originalAmountFees(world: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const entity of world.entities) {
    const payment = entity.value.card_payment;
    if (!entity.id.startsWith('txn_') || typeof payment !== 'object' || payment === null) continue;
    const { original_amount: originalValue, merchant_category_code: mcc } = payment as Record<string, unknown>;
    const [amount, original] = [money(entity.value.amount), money(originalValue)];
    if (!amount || !original || amount.currency !== original.currency) continue;
    const atm = mcc === ATM_CASH;
    if (atm ? amount.amount >= original.amount : amount.amount === original.amount) continue;
    problems.push({
      rule: 'original-amount-fee',
      message: `${entity.id} moves ${amount.currency} ${amount.amount} for a merchant's ${original.currency} ${original.amount}${atm ? ' at an ATM' : ''}; with no conversion \`amount\` is \`original_amount\`${atm ? ' plus your program\'s ATM fee, never less' : ', plus a fee only at an ATM (merchant category 6011)'} (Transaction.card_payment.original_amount)`,
      places: [entity.where],
    });
  }
  return problems;
}

/**
 * Rule `refund-converted-anew`: a `refund` of a payment in another currency is converted at the
 * rate of the refund's day and returns no foreign-exchange fee (Transaction.card_payment.original_amount),
 * so a refund of the payment's whole `original_amount` that credits exactly the payment's `amount`
 * reads as the fee returned at the payment's rate.
 */
export function refundsAtPaymentAmount(world: World): WorldProblem[] {
  const byId = new Map(world.entities.filter((entity) => entity.id.startsWith('txn_')).map((entity) => [entity.id, entity]));
  const problems: WorldProblem[] = [];
  for (const entity of world.entities) {
    const payment = entity.value.card_payment as Record<string, unknown> | null | undefined;
    if (!entity.id.startsWith('txn_') || typeof payment !== 'object' || payment === null || payment.stage !== 'refund' || typeof payment.refunded_transaction_id !== 'string') continue;
    const refunded = byId.get(payment.refunded_transaction_id);
    const [amount, original] = [money(entity.value.amount), money(payment.original_amount)];
    const [paidAmount, paidOriginal] = [money(refunded?.value.amount), money((refunded?.value.card_payment as Record<string, unknown> | undefined)?.original_amount)];
    if (!amount || !original || !paidAmount || !paidOriginal || original.currency === amount.currency) continue;
    if (JSON.stringify(original) !== JSON.stringify(paidOriginal) || JSON.stringify(amount) !== JSON.stringify(paidAmount)) continue;
    problems.push({
      rule: 'refund-converted-anew',
      message: `${entity.id} refunds ${original.currency} ${original.amount} as exactly the ${amount.currency} ${amount.amount} that ${refunded!.id} took, fee included; a refund in another currency is converted at the rate of its own day and returns no foreign-exchange fee (Transaction.card_payment.original_amount)`,
      places: [entity.where],
    });
  }
  return problems;
}
