import { composeScene, FRAMINGS, isPerson } from './scene-compose';
import { bodyFace } from '../../lambdas/render/illustrations/bodies';
for (const p of process.argv.slice(2)) {
  const out: string[] = [];
  for (const aspect of ['9:16', '16:9'] as const) {
    const { scene, layout, height } = await composeScene(p, aspect, FRAMINGS[0]!);
    const person = layout.placed.find((x) => isPerson(scene, x))!;
    out.push(`${aspect} face ${((bodyFace(person.picture).h * person.box.h) / height * 100).toFixed(1)}% box h ${(person.box.h / height * 100).toFixed(0)}%${person.clipBottom ? ' cut' : ''}`);
  }
  console.log(p, '|', out.join(' | '));
}
