import path from 'node:path';
import { unreleasedChanges } from './plugins/api-diff/index.ts';
import { loadApiModel } from './plugins/api-model/index.ts';
const model = await loadApiModel(path.resolve('examples/api.yaml'));
const c = await unreleasedChanges(model.spec, process.cwd());
for (const ch of c.changes) if (/metadata|updated_after|Idempotent/i.test(JSON.stringify(ch))) console.log(JSON.stringify({s:ch.subject,a:ch.action,n:ch.name,f:ch.field,op:ch.operationId,ev:ch.event,src:ch.source,cls:ch.class}));
console.log(c.changes.length);
