/**
 * A wallet's `name` along its timeline: it changes only when you rename the wallet, so an update
 * that changed something else (the activation at KYC approval, a freeze) keeps the name it had.
 */
import type { World, WorldProblem } from './world';

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

interface Snapshot {
  name: string;
  status: string;
  at: string;
  where: string;
}

/**
 * Rule `wallet-rename-alone`: two examples of one wallet, one after the other in `updated_at`,
 * that differ in both `name` and `status`: the update between them changed the status, and no
 * example shows the rename (an update of its own) that gave the later name.
 */
export function renamesWithoutUpdate(world: World): WorldProblem[] {
  const byWallet = new Map<string, Snapshot[]>();
  for (const entity of world.entities) {
    const [name, status, at] = ['name', 'status', 'updated_at'].map((field) => entity.fields.get(field));
    if (entity.fields.get('object') !== 'wallet' || typeof name !== 'string' || typeof status !== 'string' || typeof at !== 'string') continue;
    byWallet.set(entity.id, [...(byWallet.get(entity.id) ?? []), { name, status, at, where: entity.where }]);
  }
  const problems: WorldProblem[] = [];
  for (const [id, snapshots] of byWallet) {
    const ordered = [...snapshots].sort((a, b) => time(a.at) - time(b.at));
    ordered.slice(1).forEach((later, index) => {
      const earlier = ordered[index];
      if (time(earlier.at) === time(later.at) || earlier.name === later.name || earlier.status === later.status) return;
      problems.push({
        rule: 'wallet-rename-alone',
        message: `${id} is named "${later.name}" here (\`${later.status}\`, updated ${later.at}), but "${earlier.name}" at ${earlier.where} (\`${earlier.status}\`, updated ${earlier.at}); the update between them changed the status, and a rename is an update of its own that no example shows`,
        places: [later.where],
      });
    });
  }
  return problems;
}

/** A wallet's default name, from the `WalletCurrency` description (`- \`GBP\`: pound sterling; …` → "Pound sterling wallet"). */
export function defaultWalletNames(walletCurrencyDescription: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, code, name] of walletCurrencyDescription.matchAll(/^- `([A-Z]{3})`: ([^;]+);/gm)) names.set(code, `${name[0].toUpperCase()}${name.slice(1)} wallet`);
  return names;
}

/**
 * Rule `set-by-update-only`: a wallet opens with its currency's default name and only a rename
 * (update wallet) gives it another, so a wallet shown with another name has been updated since it
 * was created: its `updated_at` is later than its `created_at`.
 */
export function renamedWithoutUpdate(world: World, defaultNames: Map<string, string>): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const entity of world.entities) {
    const [name, created, updated] = ['name', 'created_at', 'updated_at'].map((field) => entity.fields.get(field));
    const fallback = defaultNames.get(String(world.get(entity.id, 'currency')));
    if (entity.fields.get('object') !== 'wallet' || typeof name !== 'string' || fallback === undefined || name === fallback || time(updated) > time(created)) continue;
    problems.push({
      rule: 'set-by-update-only',
      message: `${entity.id} is named "${name}" but its \`updated_at\` (${String(updated)}) is its \`created_at\`; a wallet opens as "${fallback}" and only a rename, which moves \`updated_at\`, sets another name`,
      places: [entity.where],
    });
  }
  return problems;
}
