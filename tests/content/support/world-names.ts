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
