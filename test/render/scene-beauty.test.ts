/**
 * Fresh renders of a nail bar's advert (briefs60 #3): "A manicurist doing a client's nails inside a beauty salon" was a man
 * standing idle beside a child-sized customer on a dining chair, "Nail art" children painting at tables. A beauty salon's
 * treatments are now drawn as the treatment, the client in the beautician's picture: a manicure across the nail table
 * (the client's hand on its cushion, polish bottles and a gel lamp), a pedicure at the foot bath, a face mask and lash
 * extensions at the beauty couch, a massage at the spa table, a barber's hot towel over the face; painted nails are a
 * close-up of the hand in the polish colour the prompt names. The salon has a reception desk beside its nail tables.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { concept } from '../../lambdas/render/compose/concepts';
import type { ConceptId } from '../../lambdas/render/compose/concepts';
import type { RoomId } from '../../lambdas/render/compose/scene-graph';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { CUSHION, HEAD, LAMP_GLOW, MASK, POLISH } from '../../lambdas/render/illustrations/beauty-work';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { drawNailCloseUp, NAIL_TIPS } from '../../lambdas/render/illustrations/nail-close-up';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the treatment it names, the beautician's picture (`body:<pose>:<dress>`), where it is. */
const TREATMENTS: [prompt: string, pose: string, picture: string, setting: string][] = [
  ['A manicurist doing a client’s nails inside a beauty salon, morning light', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  ['A nail technician painting a client’s nails', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  ['A client getting a gel manicure', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  ['Una manicurista haciendo la manicura a una clienta en un salón de belleza', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  ['Une prothésiste ongulaire qui vernit les ongles d’une cliente', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  ['Eine Nageldesignerin, die einer Kundin die Nägel lackiert', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  ['Un’estetista che fa la manicure a una cliente', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  ['Uma manicure a fazer as unhas de uma cliente', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  ['Een nagelstyliste die de nagels van een klant lakt', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  // A nail salon named with no one at work in it is its manicure.
  ['A nail bar in Manchester', 'manicure', 'body:manicure:beauty', 'nail-salon'],
  ['A beautician giving a client a pedicure', 'pedicure', 'body:pedicure:beauty', 'nail-salon'],
  ['Una esteticista haciendo la pedicura a una clienta', 'pedicure', 'body:pedicure:beauty', 'nail-salon'],
  ['Une esthéticienne qui fait une pédicure à une cliente', 'pedicure', 'body:pedicure:beauty', 'nail-salon'],
  ['Eine Kosmetikerin bei der Pediküre einer Kundin', 'pedicure', 'body:pedicure:beauty', 'nail-salon'],
  ['Un’estetista che fa la pedicure a una cliente', 'pedicure', 'body:pedicure:beauty', 'nail-salon'],
  ['Uma esteticista a fazer a pedicure a uma cliente', 'pedicure', 'body:pedicure:beauty', 'nail-salon'],
  ['Een schoonheidsspecialiste die een klant een pedicure geeft', 'pedicure', 'body:pedicure:beauty', 'nail-salon'],
  ['A beautician applying a face mask to a client inside a spa', 'facial', 'body:facial:beauty', 'spa'],
  ['Una esteticista aplicando una mascarilla facial a una clienta', 'facial', 'body:facial:beauty', 'spa'],
  ['Une esthéticienne qui applique un masque sur le visage d’une cliente', 'facial', 'body:facial:beauty', 'spa'],
  ['Eine Kosmetikerin, die einer Kundin eine Gesichtsmaske aufträgt', 'facial', 'body:facial:beauty', 'spa'],
  ['Un’estetista che applica una maschera viso a una cliente', 'facial', 'body:facial:beauty', 'spa'],
  ['Uma esteticista a aplicar uma máscara facial a uma cliente', 'facial', 'body:facial:beauty', 'spa'],
  ['Een schoonheidsspecialiste die een gezichtsmasker aanbrengt bij een klant', 'facial', 'body:facial:beauty', 'spa'],
  ['A beautician applying lash extensions to a client', 'lash-extensions', 'body:lash-extensions:beauty', 'nail-salon'],
  ['A brow artist shaping her brows', 'lash-extensions', 'body:lash-extensions:beauty', 'nail-salon'],
  ['Una esteticista poniendo extensiones de pestañas a una clienta', 'lash-extensions', 'body:lash-extensions:beauty', 'nail-salon'],
  ['Une esthéticienne qui pose des extensions de cils à une cliente', 'lash-extensions', 'body:lash-extensions:beauty', 'nail-salon'],
  ['Eine Kosmetikerin, die einer Kundin Wimpern verlängert', 'lash-extensions', 'body:lash-extensions:beauty', 'nail-salon'],
  ['Un’estetista che applica le extension ciglia a una cliente', 'lash-extensions', 'body:lash-extensions:beauty', 'nail-salon'],
  ['Uma esteticista a aplicar extensões de pestanas a uma cliente', 'lash-extensions', 'body:lash-extensions:beauty', 'nail-salon'],
  ['Een schoonheidsspecialiste die wimperextensions zet bij een klant', 'lash-extensions', 'body:lash-extensions:beauty', 'nail-salon'],
  // A massage in a spa or a salon is the spa's, whoever gives it; a spa named alone is its massage.
  ['A masseuse giving a client a hot stone massage', 'massage', 'body:massage:beauty', 'spa'],
  ['A spa in Bath', 'massage', 'body:massage:beauty', 'spa'],
  ['Una masajista dando un masaje en un spa', 'massage', 'body:massage:beauty', 'spa'],
  ['Une masseuse massant le dos d’une cliente dans un spa', 'massage', 'body:massage:beauty', 'spa'],
  ['Eine Therapeutin massiert den Rücken einer Kundin in einem Kosmetikstudio', 'massage', 'body:massage:beauty', 'nail-salon'],
  ['Una terapista massaggia la schiena a una cliente in un centro estetico', 'massage', 'body:massage:beauty', 'nail-salon'],
  ['Uma terapeuta massajando as costas de uma cliente num spa', 'massage', 'body:massage:beauty', 'spa'],
  ['Een therapeut masseert de rug van een klant in een schoonheidssalon', 'massage', 'body:massage:beauty', 'nail-salon'],
  ['A barber laying a hot towel on a man’s face inside a barber shop', 'hot-towel', 'body:hot-towel:apron', 'salon'],
  ['Un barbero poniendo una toalla caliente en la cara de un hombre', 'hot-towel', 'body:hot-towel:apron', 'salon'],
  ['Un barbier qui pose une serviette chaude sur le visage d’un homme', 'hot-towel', 'body:hot-towel:apron', 'salon'],
  ['Ein Barbier legt einem Mann ein heißes Tuch aufs Gesicht', 'hot-towel', 'body:hot-towel:apron', 'salon'],
  ['Un barbiere che mette un panno caldo sul viso di un uomo', 'hot-towel', 'body:hot-towel:apron', 'salon'],
  ['Um barbeiro a pôr uma toalha quente no rosto de um homem', 'hot-towel', 'body:hot-towel:apron', 'salon'],
  ['Een barbier legt een warme handdoek op het gezicht van een man', 'hot-towel', 'body:hot-towel:apron', 'salon'],
];

describe('a beauty treatment is one picture of the beautician with the client in it, in every language', () => {
  it.each(TREATMENTS.flatMap(([prompt, pose, picture, setting]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, setting, aspect] as const)))(
    '%s',
    (_, prompt, pose, picture, setting, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );

  it('no one in a treatment is drawn a child’s size', () => {
    for (const [prompt] of TREATMENTS) {
      const { scene } = readScene(prompt);
      expect(scene.things.filter((t) => concept(t.concept).kind === 'person').every((t) => !t.young && !concept(t.concept).young), prompt).toBe(true);
    }
  });

  it('a physio’s massage in their own room stays their treatment of the back; a hair salon’s cut stays the hairdresser’s', () => {
    expect(readScene("A physio massaging a patient's back").scene.pose).toBe('back-treatment');
    expect(readScene('A patient getting a back massage').scene.pose).toBe('back-treatment');
    expect(readScene('A hairdresser cutting a client’s hair inside a hair salon').scene.pose).toBe('cutting-hair');
    expect(readScene('A barber giving a skin fade with clippers').scene.pose).toBe('clipper-cut');
    // A "massage cardiaque" is CPR, however a spa's words read "massage".
    expect(readScene('Une femme qui fait un massage cardiaque').scene.pose).toBe('chest-compressions');
  });
});

/** RGBA of a drawn picture, h pixels high. */
async function bodyPixels(picture: string, h: number) {
  const w = Math.ceil(h * bodyAspect(`${picture}@000`));
  const canvas = createCanvas(w, h);
  await drawBody(canvas.getContext('2d'), `${picture}@000`, h);
  return { data: canvas.getContext('2d').getImageData(0, 0, w, h).data, w, h };
}
const hex = (c: string) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16));
/** Pixels within `tolerance` of `colour` in each channel, with where they are (share of the width and height). */
function pixelsOf({ data, w }: { data: Uint8ClampedArray; w: number }, colour: string, tolerance = 12): { x: number; y: number }[] {
  const [r, g, b] = hex(colour);
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! > 200 && Math.abs(data[i]! - r!) <= tolerance && Math.abs(data[i + 1]! - g!) <= tolerance && Math.abs(data[i + 2]! - b!) <= tolerance) {
      const p = i / 4;
      out.push({ x: p % w, y: Math.floor(p / w) });
    }
  }
  return out;
}

describe('the treatments’ pictures show what tells them', () => {
  // The manicure's extent, from bodies' scene: [-0.36, 1.66] metres across.
  const [x0, x1] = [-0.36, 1.66];
  const share = (m: number) => (m - x0) / (x1 - x0);

  it('a manicure: the polished nails at the cushion in the middle of the nail table, the gel lamp lit', async () => {
    const picture = await bodyPixels('body:manicure:beauty', 600);
    const nails = pixelsOf(picture, POLISH).filter((p) => Math.abs(p.x / picture.w - share(CUSHION[0])) < 0.08);
    expect(nails.length).toBeGreaterThan(20);
    expect(pixelsOf(picture, LAMP_GLOW).length).toBeGreaterThan(40);
  });

  it('a facial: the mask lies on the face of the client at the couch’s head, below the beautician’s reach', async () => {
    const picture = await bodyPixels('body:facial:beauty', 600);
    const mask = pixelsOf(picture, MASK, 6).filter((p) => p.y > picture.h * 0.3);
    expect(mask.length).toBeGreaterThan(60);
    const mean = mask.reduce((s, p) => s + p.x, 0) / mask.length / picture.w;
    // The head lies at the couch's near end: the mask's middle within a head's width of it.
    expect(Math.abs(mean - (HEAD.x + 0.24) / 2.48)).toBeLessThan(0.06);
  });
});

describe('painted nails are a close-up of the hand in the polish colour the prompt names', () => {
  it.each([
    ['Close-up of a client’s hand with freshly painted nails inside a beauty salon', undefined],
    ['Primer plano de la mano de una clienta con las uñas recién pintadas', undefined],
    ['Gros plan sur la main d’une cliente aux ongles fraîchement vernis', undefined],
    ['Nahaufnahme der Hand einer Kundin mit frisch lackierten Nägeln', undefined],
    ['Primo piano della mano di una cliente con le unghie appena smaltate', undefined],
    ['Grande plano da mão de uma cliente com as unhas acabadas de pintar', undefined],
    ['Pas gelakte nagels op de hand van een klant, close-up', undefined],
    ['Close-up of red gel nails', '#d62839'],
    ['Uñas rojas de gel', '#d62839'],
    ['Vernis corail sur les ongles, gros plan', '#ff7f66'],
    ['Rote Nägel, Nahaufnahme', '#d62839'],
    ['Unghie rosa, primo piano', '#ff6fa0'],
    ['Unhas vermelhas de gel, grande plano', '#d62839'],
    ['Roze nagellak, close-up', '#ff6fa0'],
  ])('%s', async (prompt, polish) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.setting).toBe('nail-salon');
    expect(scene.polish).toBe(polish);
    expect(layout.placed.filter((p) => isPerson(scene, p))).toEqual([]);
    expect(layout.placed.filter((p) => p.role === 'subject').map((p) => p.picture)).toEqual(['painted-nails']);
  });

  it('the nails and the bottle are in the polish colour, one on each fingertip', () => {
    const canvas = createCanvas(300, 300);
    drawNailCloseUp(canvas.getContext('2d'), 300, 300, '#2a9d6f');
    const picture = { data: canvas.getContext('2d').getImageData(0, 0, 300, 300).data, w: 300 };
    const green = pixelsOf(picture, '#2a9d6f', 4);
    expect(green.length).toBeGreaterThan(300 * 300 * 0.03);
    for (const [tx, ty] of NAIL_TIPS) expect(green.some((p) => Math.abs(p.x - tx * 300) < 4 && Math.abs(p.y - ty * 300) < 4)).toBe(true);
  });
});

describe('the beauty salon’s room: nail tables with their lamps, a wall of polish, a reception desk; a spa leaves its bed to the massage', () => {
  const SIZES = { '9:16': [216, 384], '16:9': [384, 216] } as const;
  const paint = (room: RoomId, aspect: keyof typeof SIZES, brought: readonly ConceptId[] = []) => {
    const [width, height] = SIZES[aspect];
    const unit = Math.min(width, height) / 100;
    const floor = height * 0.8;
    const horizon = floor - height * 0.3;
    return paintPlace(room, 'day', { width, height, floor, ground: floor - (floor - horizon) * 0.3, horizon, surfaceTop: height * 0.62, unit }, paletteFor(null, 'cinematic'), rng(7), null, null, brought);
  };

  it.each(['9:16', '16:9'] as const)('%s', (aspect) => {
    const salon = paint('nail-salon', aspect);
    expect(salon.props.map((p) => p.name)).toEqual(['polish', 'manicure-desk', 'reception-desk']);
    expect(paint('spa', aspect, ['massage-table']).props.map((p) => p.name)).not.toContain('massage-bed');
    expect(paint('spa', aspect).props.map((p) => p.name)).toContain('massage-bed');
  });
});
