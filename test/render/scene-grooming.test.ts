/**
 * Issue 23, from renders of new briefs: a barber trimming a beard was a man standing alone; "barber chairs", "a dental
 * chair" were a brown dining chair, on the pavement when seen through a clinic's open door. A barber now works at the
 * customer seated in the barber chair under the cape (clippers at the jaw, a razor at the lathered cheek, clippers
 * fading the side of the head), in en/fr/de/es/it/pt/nl/ja; a trade's chair (or massage table) named is drawn as that
 * chair; one named at a business's entrance is seen inside it.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { drawWorkChair, WORK_CHAIRS, type WorkChair } from '../../lambdas/render/illustrations/work-chairs';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the whole figure drawn (`body:<pose>:<dress>`). */
const AT_THE_CHAIR: [prompt: string, pose: string, picture: string][] = [
  ['A barber trimming a beard inside a barber shop', 'trimming-beard', 'body:trimming-beard:apron'],
  ["A barber trimming his customer's beard", 'trimming-beard', 'body:trimming-beard:apron'],
  // Whoever does it without a trade of their own is a barber.
  ['A person trimming a beard', 'trimming-beard', 'body:trimming-beard:apron'],
  ['A barber shaving a customer with a straight razor', 'shaving', 'body:shaving:apron'],
  ['A barber giving a skin fade with clippers', 'clipper-cut', 'body:clipper-cut:apron'],
  ['Le barbier taille la barbe', 'trimming-beard', 'body:trimming-beard:apron'],
  ['Der Barbier stutzt den Bart', 'trimming-beard', 'body:trimming-beard:apron'],
  ['Der Barbier, der den Bart stutzt', 'trimming-beard', 'body:trimming-beard:apron'],
  ['El barbero recorta la barba', 'trimming-beard', 'body:trimming-beard:apron'],
  ['Il barbiere rifinisce la barba', 'trimming-beard', 'body:trimming-beard:apron'],
  ['O barbeiro apara a barba', 'trimming-beard', 'body:trimming-beard:apron'],
  ['De kapper trimt de baard', 'trimming-beard', 'body:trimming-beard:apron'],
  ['理容師が髭を整える', 'trimming-beard', 'body:trimming-beard:apron'],
  ['El barbero afeita al cliente', 'shaving', 'body:shaving:apron'],
  ['Le barbier fait un dégradé à la tondeuse', 'clipper-cut', 'body:clipper-cut:apron'],
  // The fade named after a verb that alone is cutting with scissors is the clippers' work.
  ['Der Barbier schneidet einen Fade mit der Haarschneidemaschine', 'clipper-cut', 'body:clipper-cut:apron'],
  ['El barbero corta un degradado', 'clipper-cut', 'body:clipper-cut:apron'],
  ['Il barbiere fa una sfumatura', 'clipper-cut', 'body:clipper-cut:apron'],
  ['O barbeiro faz um degradê', 'clipper-cut', 'body:clipper-cut:apron'],
  ['De kapper knipt een fade', 'clipper-cut', 'body:clipper-cut:apron'],
  // A barber's haircut is with clippers at the barber chair; a child's is the child in the chair.
  ['A barber cutting hair', 'clipper-cut', 'body:clipper-cut:apron'],
  ['Muestra a un barbero cortando el pelo a un cliente', 'clipper-cut', 'body:clipper-cut:apron'],
  ["A barber cutting a boy's hair", 'cutting-hair-child', 'body:cutting-hair-child:apron'],
];

describe('a barber works at the customer in the barber chair', () => {
  it.each(AT_THE_CHAIR.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    // The chair, the customer under the cape and the tool are in the barber's picture: no one and nothing beside them.
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting: 'salon' }),
  );
});

/** Prompt, and the chair it names, drawn as that chair. */
const CHAIRS: [prompt: string, chair: WorkChair, setting: string][] = [
  ['The inside of a barber shop ready for the day, barber chairs before mirrors in view', 'barber-chair', 'salon'],
  ['Close-up of a dental chair under a bright lamp inside a dental clinic', 'dental-chair', 'dental'],
  ['The inside of a dental clinic ready for the day, a dental chair in view', 'dental-chair', 'dental'],
  ["A hairdresser's chair in a salon", 'salon-chair', 'salon'],
  ['Un fauteuil de barbier', 'barber-chair', 'salon'],
  ['Ein Barbierstuhl', 'barber-chair', 'salon'],
  ['Un sillón de barbero', 'barber-chair', 'salon'],
  ['Una poltrona da barbiere', 'barber-chair', 'salon'],
  ['Uma cadeira de barbeiro', 'barber-chair', 'salon'],
  ['Een kappersstoel', 'barber-chair', 'salon'],
  ['Un fauteuil dentaire', 'dental-chair', 'dental'],
  ['Ein Behandlungsstuhl', 'dental-chair', 'dental'],
  ['Un sillón dental', 'dental-chair', 'dental'],
  ['Una poltrona odontoiatrica nello studio dentistico', 'dental-chair', 'dental'],
  ['Uma cadeira de dentista', 'dental-chair', 'dental'],
  ['Een tandartsstoel', 'dental-chair', 'dental'],
  ['歯科の椅子', 'dental-chair', 'dental'],
  ['A massage table in a spa', 'massage-table', 'spa'],
  ['The inside of a spa ready for the day, a massage table in view', 'massage-table', 'spa'],
  ['Una camilla de masaje', 'massage-table', 'spa'],
  ['Eine Massageliege', 'massage-table', 'spa'],
  ['マッサージベッド', 'massage-table', 'spa'],
];

it('a client massaged on the massage table lies on the table in the therapist’s picture: no second table', () =>
  expectDrawnAtTheJob('A masseuse massaging a client on the massage table', '9:16', 'massage', 'body:massage:beauty', { setting: 'spa' }));

describe('a trade’s chair is drawn as that chair, never a dining chair', () => {
  it.each(CHAIRS.flatMap(([prompt, chair, setting]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, chair, setting, aspect] as const)))(
    '%s',
    async (_, prompt, chair, setting, aspect) => {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect(scene.setting).toBe(setting);
      const pictures = layout.placed.map((p) => p.picture);
      expect(pictures).toContain(chair);
      expect(pictures).not.toContain('chair');
    },
  );
});

it('the lamp a dental chair is under is its own, in its picture: no desk lamp beside it', async () => {
  const { layout } = await composeScene('Close-up of a dental chair under a bright lamp inside a dental clinic', '9:16', FRAMINGS[0]!);
  expect(layout.placed.map((p) => p.picture)).toEqual(['dental-chair']);
});

describe('a trade’s chair named at a business’s entrance is seen inside it', () => {
  it.each([
    ['The entrance of a dental clinic, a dental chair under a bright lamp in view through its open door', 'dental'],
    ['The entrance of a barber shop, barber chairs in view through its open door', 'salon'],
  ])('%s', (prompt, room) => {
    expect(readScene(prompt).scene.setting).toBe(room);
  });

  it('a trade’s chair named with no place is in its room, whoever sits in it served there', () => {
    const child = readScene('A nervous child in the dental chair').scene;
    expect([child.setting, child.pose]).toEqual(['dental', 'dental-exam-child']);
    const customer = readScene('A customer relaxing in the barber chair').scene;
    expect([customer.setting, customer.pose]).toEqual(['salon', 'cutting-hair']);
  });

  it('the entrance alone is its shopfront', () => {
    expect(readScene('The entrance of a dental clinic').scene.setting).toBe('shopfront');
  });
});

/** RGBA bytes of a picture drawn by `draw` on a w × h canvas. */
async function pixels(w: number, h: number, draw: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => unknown): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(w, h);
  await draw(canvas.getContext('2d'));
  return canvas.getContext('2d').getImageData(0, 0, w, h).data;
}
const inked = (data: Uint8ClampedArray) => data.filter((_, i) => i % 4 === 3 && data[i]! > 0).length / (data.length / 4);

describe('the chairs and the barber’s work are drawn', () => {
  it.each(WORK_CHAIRS)('%s fills a good part of its box, standing on its bottom edge', async (chair) => {
    const data = await pixels(120, 120, (ctx) => drawWorkChair(ctx, chair, 120, 120, '#e63946'));
    expect(inked(data)).toBeGreaterThan(0.1);
    const bottomRow = data.slice(119 * 120 * 4).filter((_, i) => i % 4 === 3 && data[119 * 120 * 4 + i]! > 0).length;
    expect(bottomRow).toBeGreaterThan(0);
  });

  it('a trim, a shave and a fade are each drawn otherwise', async () => {
    const h = 120;
    const drawn = await Promise.all(
      ['trimming-beard', 'shaving', 'clipper-cut'].map((pose) => {
        const picture = `body:${pose}:apron`;
        return pixels(Math.round(h * bodyAspect(picture)), h, (ctx) => drawBody(ctx, picture, h));
      }),
    );
    for (let a = 0; a < drawn.length; a++) {
      for (let b = a + 1; b < drawn.length; b++) {
        const [x, y] = [drawn[a]!, drawn[b]!];
        let differ = 0;
        for (let i = 0; i < x.length; i += 4) if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 3]! - y[i + 3]!) > 60) differ++;
        expect(differ).toBeGreaterThan(30);
      }
    }
  });
});
