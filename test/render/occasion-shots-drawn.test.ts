import { describe, expect, it } from 'vitest';
import type { OccasionScene } from '../../lambdas/core/planning/brief-occasions';
import { occasionShots } from '../../lambdas/core/planning/occasion-shots';
import { composeScene } from '../../lambdas/render/compose/clauses';

/**
 * The shots a plan adds of an occasion are drawn where it is held, in every language it writes
 * them in: a quiz's friends cheering drew a finish line, a Portuguese workshop ('oficina') a garage,
 * a showroom a car.
 */
const HELD: Readonly<Record<OccasionScene, readonly string[]>> = {
  stage: ['festival'],
  party: ['terrace'],
  stalls: ['market', 'street'],
  tasting: ['wine-bar', 'bar'],
  quiz: ['bar'],
  class: ['workshop', 'classroom'],
  exhibition: ['street', 'cafe', 'home'],
  talk: ['office'],
  match: ['park'],
  race: ['finish-line', 'park'],
  reading: ['library'],
  band: ['venue', 'wedding'], // A wedding band plays at the wedding's reception.
};

describe('occasion shots drawn', () => {
  for (const language of ['en', 'es', 'fr', 'de', 'it', 'pt']) {
    for (const scene of Object.keys(HELD) as OccasionScene[]) {
      it(`${language} ${scene}: drawn where it is held, at the time it is`, () => {
        for (const evening of [false, true]) {
          for (const shot of occasionShots({ name: 'X', word: 'x', scene, free: false, evening }, language, 2)!) {
            const drawn = composeScene(shot.picture).scene;
            expect(HELD[scene], shot.picture).toContain(drawn.setting);
            expect(['sunset', 'night'].includes(drawn.time ?? ''), shot.picture).toBe(evening);
          }
        }
      });
    }
  }
});

describe('occasion shots in the open air', () => {
  for (const language of ['en', 'es', 'fr', 'de', 'it', 'pt']) {
    it(`${language}: a night held on a pier, a beach or in a park shows its dancers there, its crowd before the stage`, () => {
      for (const outdoors of ['harbour', 'beach', 'park'] as const) {
        const [crowd, close] = occasionShots({ name: 'X', word: 'x', scene: 'stage', free: false, evening: true, outdoors }, language, 2)!;
        expect(composeScene(crowd!.picture).scene.setting, crowd!.picture).toBe('festival');
        expect(composeScene(close!.picture).scene.setting, close!.picture).toBe(outdoors);
      }
    });
  }
});
