/**
 * Issue 23, from renders of new briefs: a trade at work is drawn doing the job the prompt names, with its
 * equipment, not as a bust behind a bench. A mechanic at the bike clamped in the repair stand, a hand at the
 * wheel; the patient reclined in the dental chair, the dentist leaning over from their head under the lamp; a
 * plumber kneeling at the open sink unit with a wrench on the pipes; a hairdresser behind the client seated
 * before the mirror; a barista at the espresso machine; a cleaner vacuuming, an electrician at the fuse box,
 * a wall rolled with paint, a parcel handed over at the front door, a teacher pointing at the whiteboard, a
 * cashier handing the bag across the counter at the till.
 * Two at one task are one picture, at one scale.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import type { Aspect } from '../../lambdas/render/spec';
import { BODY_POSES, facesViewer } from '../../lambdas/render/illustrations/bodies';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt (en, fr, es, de, ja), the pose it names, and the whole figure drawn for it (`body:<drawing>:<dress>`). */
const AT_THE_JOB: [prompt: string, pose: string, picture: string][] = [
  ['a mechanic truing a wheel in the workshop', 'truing', 'body:truing:overalls'],
  ['a mechanic servicing a bike in the workshop', 'truing', 'body:truing:overalls'],
  ['a bike mechanic adjusting the brakes', 'truing', 'body:truing:overalls'],
  ['Un mécanicien répare un vélo', 'truing', 'body:truing:overalls'],
  ['Una mecánica ajustando los frenos de una bicicleta', 'truing', 'body:truing:overalls'],
  ['Ein Mechaniker zentriert das Laufrad', 'truing', 'body:truing:overalls'],
  ['整備士が自転車を修理する', 'truing', 'body:truing:overalls'],
  ['a dentist examining a patient', 'dental-exam', 'body:dental-exam:coat'],
  ['la dentista revisando los dientes de un niño', 'dental-exam-child', 'body:dental-exam-child:coat'],
  ['a dentist examining a young patient', 'dental-exam-child', 'body:dental-exam-child:coat'],
  ["Le dentiste examine les dents d'une patiente", 'dental-exam', 'body:dental-exam:coat'],
  ['Die Zahnärztin untersucht einen Patienten', 'dental-exam', 'body:dental-exam:coat'],
  ['歯科医が患者を診察する', 'dental-exam', 'body:dental-exam:coat'],
  ['a plumber fixing a leak under the sink', 'plumbing', 'body:plumbing:overalls'],
  ['a plumber kneeling at the sink', 'plumbing', 'body:plumbing:overalls'],
  ['Una fontanera arreglando una fuga debajo del fregadero', 'plumbing', 'body:plumbing:overalls'],
  ['Ein Klempner repariert ein Leck unter der Spüle', 'plumbing', 'body:plumbing:overalls'],
  ['配管工がシンクの下で水漏れを修理する', 'plumbing', 'body:plumbing:overalls'],
  ['a hairdresser cutting the hair of a client', 'cutting-hair', 'body:cutting-hair:casual'],
  ["Une coiffeuse coupe les cheveux d'une cliente", 'cutting-hair', 'body:cutting-hair:casual'],
  ['Der Friseur schneidet einer Kundin die Haare', 'cutting-hair', 'body:cutting-hair:casual'],
  ['美容師がお客様の髪を切る', 'cutting-hair', 'body:cutting-hair:casual'],
  ['a hairdresser cutting the hair of a child', 'cutting-hair-child', 'body:cutting-hair-child:casual'],
  ['Una peluquera cortando el pelo a un niño', 'cutting-hair-child', 'body:cutting-hair-child:casual'],
  ['a barista making coffee at the espresso machine', 'making-coffee', 'body:making-coffee:apron'],
  ['Una barista preparando un café', 'making-coffee', 'body:making-coffee:apron'],
  ['バリスタがコーヒーを淹れる', 'making-coffee', 'body:making-coffee:apron'],
  ['a cleaner vacuuming the living room', 'vacuuming', 'body:vacuuming:tabard'],
  ["Une femme de ménage passe l'aspirateur", 'vacuuming', 'body:vacuuming:tabard'],
  ['清掃員が掃除機をかける', 'vacuuming', 'body:vacuuming:tabard'],
  ['an electrician wiring a fuse box', 'wiring', 'body:wiring:overalls'],
  ['an electrician fixing a socket', 'wiring', 'body:wiring:overalls'],
  ['Ein Elektriker verkabelt den Sicherungskasten', 'wiring', 'body:wiring:overalls'],
  ['a painter painting the living room wall', 'rolling', 'body:rolling:casual'],
  ['Un pintor pintando la pared', 'rolling', 'body:rolling:casual'],
  ['a courier delivering a parcel', 'delivering', 'body:delivering:hivis'],
  ['Un livreur remet un colis à une cliente', 'delivering', 'body:delivering:hivis'],
  ['配達員が玄関で荷物を渡す', 'delivering', 'body:delivering:hivis'],
  ['a teacher pointing at the whiteboard', 'teaching', 'body:teaching:smart'],
  ['Una profesora explicando en la pizarra', 'teaching', 'body:teaching:smart'],
  ['Eine Lehrerin unterrichtet an der Tafel', 'teaching', 'body:teaching:smart'],
  ['先生がホワイトボードで説明する', 'teaching', 'body:teaching:smart'],
  ['a cashier handing a bag to a customer at the till', 'checkout', 'body:checkout:polo'],
  ['Una cajera entregando una bolsa a una clienta', 'checkout', 'body:checkout:polo'],
  ['Eine Kassiererin an der Kasse', 'checkout', 'body:checkout:polo'],
  ['レジ係がレジでお客様に袋を渡す', 'checkout', 'body:checkout:polo'],
];

describe('a trade is drawn whole at the equipment of the job the prompt names', () => {
  it.each(AT_THE_JOB.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    // The bike, the chair, the sink's pipes, the machine are in the worker's picture: nothing is drawn again beside it, no bench.
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { whole: true }),
  );
});

describe('the one the work is done to is in the worker’s picture, at one scale', () => {
  it.each([
    ['a dentist examining a patient', 'dentist'],
    ['a patient being examined by the dentist', 'dentist'],
    ['a hairdresser cutting the hair of a client', 'woman'],
    ['a courier handing over a parcel to a customer', 'courier'],
    ['a cashier handing a bag to a customer at the till', 'staff'],
  ])('%s: one figure, no second person drawn apart, no chair', (prompt, worker) => {
    expect(readScene(prompt).scene.things.map((t) => t.concept)).toEqual([worker]);
  });

  it('the two-person jobs are wide enough for both people side by side; a standing worker stands a figure’s height', () => {
    for (const pose of ['dental-exam', 'cutting-hair', 'delivering', 'checkout'] as const) {
      const [x0, x1] = BODY_POSES[pose].extent;
      expect(x1 - x0).toBeGreaterThanOrEqual(1.6);
    }
    // The figure is at the rig's scale: a standing worker's picture is no shorter than a standing person.
    expect(BODY_POSES.truing.extent[2]).toBeGreaterThanOrEqual(BODY_POSES.standing.extent[2]);
  });
});

describe('whoever the job is done for stands by, in their own clothes', () => {
  it.each([
    ['Our plumber fixing a leaking pipe under a kitchen sink while the homeowner watches', 'body:plumbing:overalls'],
    ['a barista making coffee for a customer', 'body:making-coffee:apron'],
  ])('%s: one at the job, the other standing by, clear of them in every framing', async (prompt, picture) => {
    for (const aspect of ASPECTS) {
      for (const framing of FRAMINGS) {
        const { scene, layout } = await composeScene(prompt, aspect, framing);
        const drawn = layout.placed.filter((p) => isPerson(scene, p));
        const pictures = drawn.map((p) => withoutLook(p.picture));
        // The one standing by faces the viewer, in their own clothes.
        expect(pictures.filter((p) => !facesViewer(p))).toEqual([picture]);
        expect(pictures).toHaveLength(2);
        // Beside the job, or (a tall frame filled with a wide job) behind its edge: never over the one at work, faces apart.
        const worker = drawn.find((p) => !facesViewer(p.picture))!;
        const onlooker = drawn.find((p) => p !== worker)!;
        const [a, b] = [worker.box, onlooker.box];
        const apart = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) <= 0.5;
        expect(apart || onlooker.z < worker.z, `${aspect} ${framing.shot} ${framing.side}`).toBe(true);
        const [fa, fb] = [worker.face!, onlooker.face!];
        expect(Math.min(fa.x + fa.w, fb.x + fb.w) - Math.max(fa.x, fb.x), `${aspect} ${framing.shot} ${framing.side}`).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('two of a trade at the job both do it', () => {
    expect(readScene('two chefs chopping vegetables').scene.things).toEqual([{ concept: 'chef', count: 2 }]);
  });
});

describe('the job is told by what it is done to, where, and by whom', () => {
  it.each([
    ['a bike workshop', 'truing'],
    ['a mechanic with a bike', 'truing'],
    ['a dental surgery', 'dental-exam'],
    ['a hair salon', 'cutting-hair'],
    ['a barber giving a haircut', 'clipper-cut'],
    ['a woman with a vacuum cleaner in the living room', 'vacuuming'],
  ])('%s shows its trade at the job: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });

  it.each([
    ['a mechanic repairing a car', 'repairing-car'],
    ['a doctor examining a patient', 'examining'],
    ['a woman inspecting the stock in the warehouse', 'inspecting'],
    ['Ein Koch schneidet Gemüse in der Küche', 'chopping'],
    ['children painting at a table with their teacher', 'painting'],
    ['a receptionist handing the keys to a guest', 'handing'],
    ['a customer paying at the till', 'paying'],
    ['a manager pointing at the chart', 'presenting'],
  ])('others keep their own: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });

  it.each([
    ['Ein Mann wartet auf den Bus', 'repairing'],
    ['a woman adjusting her glasses', 'repairing'],
    ['Le chef dévoile sa nouvelle carte', 'truing'],
    ['ケーキをカットしている', 'cutting-hair'],
    ['a woman decorating a cake', 'rolling'],
    ['a family waiting at the door', 'delivering'],
  ])('words the jobs share with other meanings are not the job: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).not.toBe(pose);
  });

  it('a bike is trued in a bike workshop, though the prompt says only a workshop or a garage', () => {
    for (const prompt of ['a mechanic truing a wheel in the workshop', 'a mechanic servicing a bike in the garage']) expect(readScene(prompt).scene.setting, prompt).toBe('bike-workshop');
  });

  it('whoever does a trade’s job without one named wears the trade’s clothes', () => {
    for (const [prompt, id] of [
      ['a person truing a bicycle wheel', 'mechanic'],
      ['a person making coffee', 'barista'],
    ] as const) expect(readScene(prompt).scene.things.map((t) => t.concept)).toContain(id);
  });
});
