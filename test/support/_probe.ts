import { composeScene, FRAMINGS } from './scene-compose';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
for (const p of process.argv.slice(2)) {
  const r = readScene(p);
  let pics = '';
  try { const { layout } = await composeScene(p, '9:16', FRAMINGS[0]!); pics = layout.placed.map((x) => x.picture).join(', '); } catch (e) { pics = 'ERR ' + (e as Error).message; }
  console.log(JSON.stringify(p), '→', r.scene.pose, r.scene.setting, r.scene.time, r.scene.things.map((t) => t.concept).join('+'), '|', pics);
}
