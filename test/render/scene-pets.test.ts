/**
 * Pets held close, as vets', groomers' and pet shops' adverts show them (issue 23): a child or a grown-up
 * hugging a cat, a rabbit or a dog (knelt beside it, arms round it), a pet carried in the arms, two people
 * hugging, and a vet examining a cat on the table. In en/es/fr/de/it/pt/nl/ja, drawn whole in one picture
 * with the pet named in it (never the vet's own dog beside it), nothing drawn again beside them.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { bodyAspect, bodyPicture, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole figure drawn (`body:<pose>:<dress>:<pet>`). */
const HELD_CLOSE: [prompt: string, pose: string, setting: string, picture: string][] = [
  // The brief seen: a child, their cat, a vet's; no vet's dog at their feet. A child hugs it in a child's form of the pose (the pet at its size beside them).
  ['Un niño abrazando a su gato en una clínica veterinaria', 'hugging-pet-child', 'vet', 'body:hugging-pet-child:child:cat'],
  ['A child hugging her cat at the vet', 'hugging-pet-child', 'vet', 'body:hugging-pet-child:child:cat'],
  ['a woman hugging her dog', 'hugging-pet', 'home', 'body:hugging-pet:casual:dog'],
  ['A boy cuddling a bunny', 'hugging-pet-child', 'home', 'body:hugging-pet-child:child:rabbit'],
  ['Une fille fait un câlin à son chat', 'hugging-pet', 'home', 'body:hugging-pet:casual:cat'],
  ['Ein Kind umarmt sein Kaninchen', 'hugging-pet-child', 'home', 'body:hugging-pet-child:child:rabbit'],
  ['Un bambino abbraccia il suo gatto', 'hugging-pet-child', 'home', 'body:hugging-pet-child:child:cat'],
  ['Uma menina abraçando o seu gato', 'hugging-pet-child', 'home', 'body:hugging-pet-child:child:cat'],
  ['Een jongen knuffelt zijn kat', 'hugging-pet-child', 'home', 'body:hugging-pet-child:child:cat'],
  ['女の子が猫を抱きしめる', 'hugging-pet', 'home', 'body:hugging-pet:casual:cat'],
  // A pet held: carried at the chest in the arms.
  ['a girl holding a rabbit', 'holding-pet', 'home', 'body:holding-pet:casual:rabbit'],
  ['A woman holding a kitten in her arms', 'holding-pet', 'home', 'body:holding-pet:casual:cat'],
  ['Una mujer con un conejo en brazos', 'holding-pet', 'home', 'body:holding-pet:casual:rabbit'],
  ['Une femme avec un chaton dans ses bras', 'holding-pet', 'home', 'body:holding-pet:casual:cat'],
  ['Eine Frau mit einer Katze auf dem Arm', 'holding-pet', 'home', 'body:holding-pet:casual:cat'],
  ['Una ragazza con il gattino in braccio', 'holding-pet', 'home', 'body:holding-pet:casual:cat'],
  ['Uma mulher com um coelho no colo', 'holding-pet', 'home', 'body:holding-pet:casual:rabbit'],
  ['Een vrouw met een konijn in haar armen', 'holding-pet', 'home', 'body:holding-pet:casual:rabbit'],
  ['女性が子うさぎを抱っこ', 'holding-pet', 'home', 'body:holding-pet:casual:rabbit'],
  // A pet shop is its own shop: its "pet" is no dog beside the one holding theirs.
  ['a girl holding a rabbit in a pet shop', 'holding-pet', 'pet-shop', 'body:holding-pet:casual:rabbit'],
  ['Ein Mädchen mit Kätzchen auf dem Arm in der Zoohandlung', 'holding-pet', 'pet-shop', 'body:holding-pet:casual:cat'],
  ['Una mujer abrazando a su perro en la tienda de mascotas', 'hugging-pet', 'pet-shop', 'body:hugging-pet:casual:dog'],
  // Two people hugging: the other in the hugger's picture.
  ['two friends hugging', 'hugging', 'home', 'body:hugging:casual'],
  ['Dos amigas abrazándose en la cafetería', 'hugging', 'cafe', 'body:hugging:casual'],
  ['Zwei Freundinnen umarmen sich im Café', 'hugging', 'cafe', 'body:hugging:casual'],
  // A cat or a rabbit at the vet's is the one on the table, not the vet's own dog.
  ['A vet examining a cat', 'vet-examining', 'vet', 'body:vet-examining:scrubs:cat'],
  ['Un veterinario examinando a un gato', 'vet-examining', 'vet', 'body:vet-examining:scrubs:cat'],
  ['Una clínica veterinaria con un gato', 'vet-examining', 'vet', 'body:vet-examining:scrubs:cat'],
  ['A vet clinic with a rabbit', 'vet-examining', 'vet', 'body:vet-examining:scrubs:rabbit'],
  ['El veterinario examina a un gato', 'vet-examining', 'vet', 'body:vet-examining:scrubs:cat'],
  ['Le vétérinaire ausculte le chat', 'vet-examining', 'vet', 'body:vet-examining:scrubs:cat'],
  ['Le vétérinaire examine un chat', 'vet-examining', 'vet', 'body:vet-examining:scrubs:cat'],
  ['Die Tierärztin untersucht eine Katze', 'vet-examining', 'vet', 'body:vet-examining:scrubs:cat'],
  ['獣医が猫を診察する', 'vet-examining', 'vet', 'body:vet-examining:scrubs:cat'],
  // Checking an animal is examining it on the table, not reading a clipboard.
  ['A vet checking a rabbit', 'vet-examining', 'vet', 'body:vet-examining:scrubs:rabbit'],
  // The other small patients a vet sees: a tortoise, a budgie.
  ['A vet examining a tortoise', 'vet-examining', 'vet', 'body:vet-examining:scrubs:turtle'],
  ['Una veterinaria examinando una tortuga', 'vet-examining', 'vet', 'body:vet-examining:scrubs:turtle'],
  ['Der Tierarzt untersucht einen Wellensittich', 'vet-examining', 'vet', 'body:vet-examining:scrubs:parrot'],
  ['Le vétérinaire examine une perruche', 'vet-examining', 'vet', 'body:vet-examining:scrubs:parrot'],
  ['インコを診察する獣医', 'vet-examining', 'vet', 'body:vet-examining:scrubs:parrot'],
  ['A boy holding his tortoise', 'holding-pet', 'home', 'body:holding-pet:child:turtle'],
  // A vet holding the cat in her arms is in her scrubs.
  ['Una veterinaria con un gato en brazos', 'holding-pet', 'vet', 'body:holding-pet:scrubs:cat'],
];

describe('a pet is hugged or held, and two people hug, in one picture', () => {
  it.each(HELD_CLOSE.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

/** Prompt, and the pictures of the people drawn: the grown-up caring for the animal does it, a child beside them stands by. */
const BESIDE_A_CHILD: [prompt: string, pictures: string[]][] = [
  ['A vet holding a kitten next to a child', ['body:holding-pet:scrubs:cat', 'body:facing:child']],
  ['Una veterinaria sonriente con un gatito en brazos junto a un niño', ['body:holding-pet:scrubs:cat', 'body:facing:child']],
  ['A groomer drying a dog next to a child', ['body:grooming-towel:tunic:dog', 'body:facing:child']],
  // A child named first does it, the vet by them.
  ['A child holding a kitten next to the vet', ['body:holding-pet:child:cat', 'body:facing:scrubs']],
];

describe('a grown-up caring for an animal beside a child does it, the animal in their picture', () => {
  it.each(BESIDE_A_CHILD.flatMap(([prompt, pictures]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pictures, aspect] as const)))(
    '%s',
    async (_, prompt, pictures, aspect) => {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect(layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture))).toEqual(pictures);
      // The animal is in the picture, not lost nor drawn again beside it.
      expect(scene.things.some((t) => ['cat', 'dog'].includes(t.concept))).toBe(false);
    },
  );
});

describe('a hug said of no one draws no one hugging', () => {
  it.each(['Embrace the season with a pumpkin latte on the counter', 'Cuddle up with a hot chocolate by the window', 'Un abrazo de chocolate caliente en una taza'])('%s', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.pose).toBeNull();
    expect(layout.placed.filter((p) => isPerson(scene, p))).toEqual([]);
  });
});

/** How many of a picture's pixels, drawn small, are drawn (not transparent), or of one colour. */
async function inked(picture: string, rgb?: [number, number, number]): Promise<number> {
  const h = 120;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && (!rgb || rgb.every((c, k) => Math.abs(data[i + k]! - c) < 3))) n++;
  return n;
}

describe('the pet is drawn in the picture of whoever hugs or holds it', () => {
  it.each(['hugging-pet', 'holding-pet'] as const)('%s names the pet and draws it', async (pose) => {
    const picture = bodyPicture(pose, 'casual', 'cat');
    expect(picture).toBe(`body:${pose}:casual:cat`);
    // The cat adds a twentieth of the picture at least.
    expect(await inked(`${picture}@241`)).toBeGreaterThan((await inked(`body:${pose}:casual@241`)) * 1.05);
  });

  // Looks whose everyday top is each of the six (bodies.ts: the look's first two digits pick it).
  it.each(['000', '010', '100', '110', '200', '210'])('the one hugged wears a top the hugger with look %s does not', async (look) => {
    const teal: [number, number, number] = [0x2f, 0x6f, 0x73];
    expect(await inked(`body:standing:casual@${look}`, teal)).toBe(0);
    expect(await inked(`body:hugging:casual@${look}`, teal)).toBeGreaterThan(100);
  });

  it('two people hugging are two figures: the picture is wider than one standing', () => {
    expect(bodyAspect('body:hugging:casual@241')).toBeGreaterThan(bodyAspect('body:standing:casual@241') * 1.1);
  });
});
