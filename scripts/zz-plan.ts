import '../bin/runtime-env';
import { createAccount } from '../lambdas/core/account/manage-accounts';
import { dynamoAccountStore } from '../lambdas/adapters/dynamo/account-store';
import { createDb } from '../lambdas/adapters/dynamo/client';
import { startLocalStack } from '../lambdas/local/local-stack';
import { composeScene } from '../lambdas/render/compose/clauses';
const stack = await startLocalStack({ port: 0, tableName: `zz-plan-${Date.now()}` });
try {
  const db = createDb({ tableName: stack.tableName, endpoint: stack.dynamodbEndpoint });
  const { api_key } = await createAccount(dynamoAccountStore(db), { email: 'x@example.com', name: 'X', credits: 1_000 });
  const headers = { authorization: `Bearer ${api_key}`, 'content-type': 'application/json' };
  for (const b of process.argv.slice(2)) {
    const r = (await (await fetch(`${stack.url}/v1/render`, { method: 'POST', headers, body: JSON.stringify({ brief: b, aspect: '9:16', dry_run: true }) })).json()) as any;
    for (const s of r.scene_plan ?? []) {
      if (s.type !== 't2v_fast') { console.log('@@ motion:', s.prompt); continue; }
      const c = composeScene(s.prompt);
      console.log('@@', s.role, '|', s.prompt, '=>', c.scene.setting, c.scene.pose, JSON.stringify(c.groups.map((g) => g.things.map((t) => t.concept))));
    }
  }
} finally { await stack.stop?.(); process.exit(0); }
