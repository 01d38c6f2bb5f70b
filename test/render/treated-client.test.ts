/**
 * Wave 70: "a woman getting a massage" was drawn as the woman giving it. Whoever is named having a service done
 * ("getting", "having", "receiving", "se fait masser", "bekommt", "recibiendo", "riceve", "recebendo", "krijgt") is its
 * client, in the picture as the one treated: the trade's worker does the work. Giving it is still doing it.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';

const doer = (prompt: string) => {
  const { scene } = composeScene(prompt);
  return { pose: scene.pose, people: scene.things.filter((t) => ['woman', 'man', 'person'].includes(t.concept)).length, workers: scene.things.map((t) => t.concept) };
};

describe('the one named having a service done is its client', () => {
  it.each([
    ['A woman getting a massage', 'massage', 'beautician'],
    ['A woman receiving a massage', 'massage', 'beautician'],
    ['A woman enjoying a relaxing massage at the spa', 'massage', 'beautician'],
    ['Une femme se fait masser', 'massage', 'beautician'],
    ['Une femme reçoit un massage', 'massage', 'beautician'],
    ['Eine Frau bekommt eine Massage', 'massage', 'beautician'],
    ['Una mujer recibiendo un masaje', 'massage', 'beautician'],
    ['Una donna riceve un massaggio', 'massage', 'beautician'],
    ['Uma mulher recebendo uma massagem', 'massage', 'beautician'],
    ['Een vrouw krijgt een massage', 'massage', 'beautician'],
    ['A woman having her nails done', 'manicure', 'beautician'],
    ['A woman getting a manicure', 'manicure', 'beautician'],
    ['Una mujer se hace la manicura', 'manicure', 'beautician'],
    ['A client getting a facial', 'facial', 'beautician'],
    ['A man getting a hot towel shave', 'hot-towel', 'barber'],
    ['A man getting physiotherapy on his knee', 'treating', 'physio'],
  ])('%s: %s by the %s', (prompt, pose, worker) => {
    const seen = doer(prompt);
    expect(seen.pose).toBe(pose);
    expect(seen.workers).toContain(worker);
    expect(seen.people).toBe(0);
  });

  it.each(['A man having a haircut', 'Un homme se fait couper les cheveux', 'Ein Mann lässt sich die Haare schneiden'])('%s: the haircut by the salon\'s staff', (prompt) => {
    expect(doer(prompt)).toMatchObject({ pose: 'cutting-hair', people: 0 });
  });

  it.each([
    ['A woman giving a massage', 'massage'],
    ['A woman painting nails', 'manicure'],
  ])('doing it is still doing it: %s', (prompt, pose) => {
    expect(doer(prompt)).toMatchObject({ pose, people: 1 });
  });
});
