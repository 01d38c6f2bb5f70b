/**
 * A place's team named at work ("The team at work inside a bakery", "Das Team bei der Arbeit in einer
 * Autowerkstatt", "カフェで働くスタッフ") is drawn doing the place's work in its trade's dress, never a row
 * of idle figures or suits behind a desk; the same shot in another light is another picture; a place
 * with no work of its own listed shows its trade's scene or a welcome (compose/team-at-work.ts).
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { STANCES } from '../../lambdas/render/compose/actions';
import { concept } from '../../lambdas/render/compose/concepts';
import { sceneSignature } from '../../lambdas/render/compose/variety';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

/** A place, its team named at work in several languages, the jobs its pictures may show, and who does them. */
const KINDS: [setting: string, prompts: string[], jobs: string[], worker: string][] = [
  ['bakery', ['The team at work inside a bakery', 'El equipo trabajando en una panadería, con luz de atardecer', 'Das Team bei der Arbeit in einer Bäckerei', 'パン屋で働くスタッフ', 'A equipa a trabalhar numa padaria'], ['drawing-bread', 'rolling-dough', 'selling-bread'], 'baker'],
  ['garage', ['Das Team bei der Arbeit in einer Autowerkstatt, am Abend', 'The team at work inside a garage', 'L’équipe au travail dans un garage', 'El equipo trabajando en un taller mecánico', 'The team at work inside a garage at night'], ['checking-engine', 'changing-wheel', 'checking-tyres', 'draining-oil'], 'mechanic'],
  ['salon', ['Het team aan het werk in een kapsalon, in het avondlicht', 'La squadra al lavoro in un salone di parrucchiere', '美容室で働くスタッフ', 'L’équipe au travail dans un salon de coiffure'], ['cutting-hair', 'cutting-hair-child'], 'staff'],
  ['cafe', ['カフェで働くスタッフ、夕方の光', 'Staff at work in a coffee shop', 'A equipa a trabalhar num café'], ['making-coffee', 'serving-table'], 'barista'],
  ['gym', ['La squadra al lavoro in una palestra, con la luce della sera', 'El equipo trabajando en un gimnasio', 'Het team aan het werk in een sportschool'], ['spotting', 'coaching'], 'coach'],
  ['dental', ['The team at work inside a dental clinic', 'L’équipe au travail dans un cabinet dentaire', 'La squadra al lavoro in uno studio dentistico'], ['dental-exam', 'dental-exam-child'], 'dentist'],
  ['florist', ['Das Team bei der Arbeit in einem Blumenladen', 'Het team aan het werk in een bloemenwinkel', 'Our staff at work in a florist, evening light'], ['arranging', 'checkout'], 'florist'],
  ['pizzeria', ['La squadra al lavoro in una pizzeria', 'The team at work inside a pizzeria, evening light'], ['rolling-dough', 'baking'], 'chef'],
  ['physio', ['The team at work inside a physiotherapy clinic'], ['back-treatment', 'band-guiding'], 'physio'],
  ['warehouse', ['The team at work in a warehouse', 'The team at work in a warehouse, evening light'], ['pallet-truck', 'stacking', 'carrying'], 'labourer'],
  ['car-wash', ['Das Team bei der Arbeit in einer Autowaschanlage, mittags', 'L’équipe au travail dans une station de lavage, le soir', 'El equipo trabajando en un autolavado', 'Het team aan het werk in een wasstraat, in het avondlicht'], ['drying-car', 'vacuuming-car', 'cleaning-rims'], 'valeter'],
];

/** Concepts drawn in an office suit. */
const SUITED = ['team', 'worker', 'woman-worker'];
/** A drawn figure doing nothing: facing the camera, or standing. */
const IDLE = /^body:(?:facing|standing|greeting):/;

describe('a place’s team at work does the place’s work, in its trade’s dress', () => {
  it.each(KINDS.flatMap(([setting, prompts, jobs, worker]) => prompts.map((p) => [p, setting, jobs, worker] as const)))('%s', (prompt, setting, jobs, worker) => {
    const { groups } = readScene(prompt);
    for (const group of groups) {
      expect(group.setting).toBe(setting);
      expect(jobs).toContain(group.pose);
      expect(STANCES.has(group.pose!)).toBe(false);
      const people = group.things.filter((t) => concept(t.concept).kind === 'person');
      // One at work in each picture (the client, patient or children of the job with them), never a line-up of the team.
      expect(people.filter((t) => !t.young && concept(t.concept).dress !== undefined)).toHaveLength(1);
      for (const t of group.things) expect(SUITED).not.toContain(t.concept);
    }
    expect(groups.some((g) => g.things.some((t) => t.concept === worker))).toBe(true);
  });

  it.each(KINDS.flatMap(([, prompts]) => prompts.slice(0, 1)).flatMap((p) => (['9:16', '16:9'] as Aspect[]).map((a) => [p, a] as const)))('%s draws no idle figure and no suit (%s)', async (prompt, aspect) => {
    for (const framing of FRAMINGS) {
      const { scene, layout } = await composeScene(prompt, aspect, framing);
      const drawn = layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture));
      expect(drawn.length).toBeGreaterThan(0);
      for (const picture of drawn) {
        expect(picture).not.toMatch(IDLE);
        expect(picture).not.toMatch(/suit/);
      }
    }
  });
});

describe('the same team shot in another light is another picture', () => {
  it.each([
    ['The team at work inside a bakery, midday daylight through the windows', 'The team at work inside a bakery, evening light'],
    ['Das Team bei der Arbeit in einer Autowerkstatt, mittags, Licht durch die Fenster', 'Das Team bei der Arbeit in einer Autowerkstatt, am Abend'],
    ['La squadra al lavoro in una palestra, con la luce di mezzogiorno dalle finestre', 'La squadra al lavoro in una palestra, con la luce della sera'],
    ['カフェで働くスタッフ、窓から差し込む昼の光', 'カフェで働くスタッフ、夕方の光'],
    ['Het team aan het werk in een kapsalon, met middaglicht door de ramen', 'Het team aan het werk in een kapsalon, in het avondlicht'],
    ['The team at work inside an after-school club, midday daylight through the windows', 'The team at work inside an after-school club, evening light'],
    ['El equipo trabajando en una clínica dental, con luz de mediodía', 'El equipo trabajando en una clínica dental, con luz de atardecer'],
    ['L’équipe au travail dans une pharmacie, lumière de midi', 'L’équipe au travail dans une pharmacie, le soir'],
  ])('%s / %s', (day, evening) => {
    const [a, b] = [readScene(day), readScene(evening)];
    const jobs = (s: typeof a) => s.groups.map((g) => `${g.pose}:${g.things.map((t) => t.concept).join('+')}`).join(' | ');
    expect(a.scene.setting).toBe(b.scene.setting);
    expect(jobs(a)).not.toBe(jobs(b));
    expect(sceneSignature(a.scene)).not.toBe(sceneSignature(b.scene));
  });
});

describe('a kids’ club or a nursery shows its children at it with a grown-up', () => {
  it.each(['The team at work inside an after-school club, midday daylight', 'The team at work inside an after-school club, evening light', 'El equipo trabajando en una guardería', 'Het team aan het werk in een kinderdagverblijf, in het avondlicht'])('%s', (prompt) => {
    const { scene } = readScene(prompt);
    // The club's own day (kids-club-actions.ts), its children drawn in the grown-up's picture.
    expect(['snack-time', 'homework-help']).toContain(scene.pose);
    expect(scene.things.filter((t) => !t.young && concept(t.concept).kind === 'person').map((t) => t.concept)).toEqual(['tutor']);
  });
});

describe('a place with no work of its own listed shows its trade’s scene or a welcome, never a line-up', () => {
  it.each([
    ['The team at work in a pharmacy', 'pharmacy'],
    ['L’équipe au travail dans une librairie, le soir', 'bookshop'],
    ['The team at work in a laundrette', 'laundrette'],
    ['Staff at work in a vet clinic', 'vet'],
    ['A equipa a trabalhar numa boutique', 'boutique'],
  ])('%s', (prompt, setting) => {
    const { scene, groups } = readScene(prompt);
    expect(groups).toHaveLength(1);
    expect(scene.setting).toBe(setting);
    expect(scene.pose).not.toBeNull();
    expect(STANCES.has(scene.pose!)).toBe(false);
    const people = scene.things.filter((t) => concept(t.concept).kind === 'person');
    expect(people.every((t) => t.count === 1 && !SUITED.includes(t.concept))).toBe(true);
  });
});

describe('others named, or an office’s team, are drawn as the prompt says', () => {
  it.each([
    ['The team at work in an office', 'team'],
    ['A baker behind the counter with fresh bread', 'baker'],
    ['A barista smiling in the café', 'barista'],
  ])('%s', (prompt, id) => {
    const { scene, groups } = readScene(prompt);
    expect(groups).toHaveLength(1);
    expect(scene.things.map((t) => t.concept)).toContain(id);
  });
});

describe('two of a team at two jobs are two people', () => {
  it.each(['The team at work inside a bakery, evening light', 'Het team aan het werk in een kapsalon, in het avondlicht', 'Das Team bei der Arbeit in einer Autowerkstatt, am Abend'])('%s', async (prompt) => {
    for (const aspect of ['9:16', '16:9'] as Aspect[]) {
      const { scene, groups, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect(groups).toHaveLength(2);
      const workers = layout.placed.filter((p) => isPerson(scene, p) && concept(scene.things[p.thing]!.concept).dress !== undefined && !scene.things[p.thing]!.young);
      const looks = workers.map((p) => p.picture.match(/@(\d{3})$/)?.[1]);
      expect(looks).toHaveLength(2);
      expect(looks[0]).not.toBe(looks[1]);
    }
  });
});
