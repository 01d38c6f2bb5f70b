/**
 * Issue 23: a welcome drawn where the place welcomes, a guest checked in at the desk, people on the bed, sofa or bench
 * the prompt puts them on, and two riding side by side. A hotel's receptionist greets a guest arriving at the desk
 * with a case; a clinic's or a gym's at its desk; a host in the open (a park, a venue, a beach, a pool) greets people
 * with no door drawn; a shop keeps its door. Checking in is at the desk's screen. "Meditating on her bed" is on the
 * bed, "using the app on a park bench" seated on it. "Un couple qui roule le long des quais" rides bikes, both in one
 * picture. In en/es/fr/de/it/pt/nl, at 9:16 and 16:9.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { GUEST } from '../../lambdas/render/illustrations/company';
import { SECOND_BIKE } from '../../lambdas/render/illustrations/riders';
import { OUTSIDE } from '../../lambdas/render/illustrations/welcome-at-door';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole figure drawn (`body:<pose>:<dress>`). */
const DRAWN: [prompt: string, pose: string, setting: string, picture: string][] = [
  // Welcomes where the place welcomes.
  ['A receptionist doing this step: Greeting guests, at a hotel reception desk', 'welcoming-hotel', 'hotel', 'body:welcoming-hotel:smart'],
  ['Una recepcionista da la bienvenida a los huéspedes en el hotel', 'welcoming-hotel', 'hotel', 'body:welcoming-hotel:smart'],
  ['Die Rezeptionistin begrüßt die Gäste im Hotel', 'welcoming-hotel', 'hotel', 'body:welcoming-hotel:smart'],
  ['De receptioniste verwelkomt de gasten in het hotel', 'welcoming-hotel', 'hotel', 'body:welcoming-hotel:smart'],
  ['A nurse welcoming a patient at the clinic', 'welcoming-desk', 'clinic', 'body:welcoming-desk:scrubs'],
  ['A coach welcoming new members at the gym', 'welcoming-desk', 'gym', 'body:welcoming-desk:polo'],
  ['A smiling member of staff welcoming customers inside a dog daycare', 'welcoming-open', 'dog-yard', 'body:welcoming-open:polo'],
  ['A host welcoming guests at the wedding venue', 'welcoming-open', 'wedding', 'body:welcoming-open:polo'],
  ['A host welcoming guests at the beach bar', 'welcoming-open', 'beach', 'body:welcoming-open:polo'],
  ['Una anfitriona da la bienvenida a los invitados en el jardín', 'welcoming-open', 'park', 'body:welcoming-open:polo'],
  ['Die Gastgeberin begrüßt die Gäste im Garten', 'welcoming-open', 'park', 'body:welcoming-open:polo'],
  ['De gastvrouw verwelkomt de genodigden in de tuin', 'welcoming-open', 'park', 'body:welcoming-open:polo'],
  ['La hôtesse accueille les invités au mariage', 'welcoming-open', 'wedding', 'body:welcoming-open:polo'],
  ['A teacher welcoming parents at the nursery', 'welcoming-desk', 'nursery', 'body:welcoming-desk:smart'],
  ['A receptionist greeting a visitor at the office', 'welcoming-desk', 'office', 'body:welcoming-desk:smart'],
  ['A guide welcoming visitors at the farm', 'welcoming-open', 'farm', 'body:welcoming-open:polo'],
  ['A waiter welcoming guests on the terrace', 'welcoming-open', 'terrace', 'body:welcoming-open:apron'],
  ['Staff welcoming customers at the shop', 'welcoming', 'shop', 'body:welcoming:polo'],
  // Checking in: at the desk's screen, the guest across it.
  ['A receptionist doing this step: Checking them in, at a hotel reception desk', 'checking-in', 'hotel', 'body:checking-in:smart'],
  ['La recepcionista hace el check-in de un huésped en el hotel', 'checking-in', 'hotel', 'body:checking-in:smart'],
  ["Le réceptionniste fait le check-in d'un client à l'hôtel", 'checking-in', 'hotel', 'body:checking-in:smart'],
  ['Die Rezeptionistin checkt die Gäste ein', 'checking-in', 'reception', 'body:checking-in:smart'],
  ['La receptionist fa il check-in degli ospiti', 'checking-in', 'reception', 'body:checking-in:smart'],
  ['A rececionista faz o check-in dos hóspedes', 'checking-in', 'reception', 'body:checking-in:smart'],
  ['De receptioniste checkt de gasten in', 'checking-in', 'reception', 'body:checking-in:smart'],
  // On the bed, the sofa, the bench named.
  ['A woman meditating on her bed in the morning', 'meditating-bed', 'home', 'body:meditating-bed:casual'],
  ['Une femme qui médite sur son lit le matin', 'meditating-bed', 'home', 'body:meditating-bed:casual'],
  ['Eine Frau meditiert auf ihrem Bett am Morgen', 'meditating-bed', 'home', 'body:meditating-bed:casual'],
  ['Uma mulher a meditar na cama de manhã', 'meditating-bed', 'home', 'body:meditating-bed:casual'],
  ['A woman reading a book in bed', 'reading-bed', 'home', 'body:reading-bed:casual'],
  ['A woman scrolling her phone in bed', 'phone-bed', 'home', 'body:phone-bed:casual'],
  ['A woman using a laptop in bed', 'laptop-bed', 'home', 'body:laptop-bed:casual'],
  ['Un homme travaille sur son ordinateur portable au lit', 'laptop-bed', 'home', 'body:laptop-bed:casual'],
  ['A woman meditating on the sofa', 'meditating-sofa', 'home', 'body:meditating-sofa:casual'],
  ['Eine Frau meditiert im Park auf einer Bank', 'meditating-bench', 'park', 'body:meditating-bench:casual'],
  ['Una mujer leyendo en la cama', 'reading-bed', 'home', 'body:reading-bed:casual'],
  ['Een vrouw leest op de bank', 'reading-sofa', 'home', 'body:reading-sofa:casual'],
  ['Uma mulher a ler no sofá', 'reading-sofa', 'home', 'body:reading-sofa:casual'],
  ['Un ragazzo che usa il telefono sulla panchina', 'phone-bench', 'park', 'body:phone-bench:child'],
  ['Una donna che legge sul divano', 'reading-sofa', 'home', 'body:reading-sofa:casual'],
  ['A man reading on a park bench', 'reading-bench', 'park', 'body:reading-bench:casual'],
  ['A man using the app on a park bench', 'phone-bench', 'park', 'body:phone-bench:casual'],
  ['Un hombre usando la app en un banco del parque', 'phone-bench', 'park', 'body:phone-bench:casual'],
  ['Ein Mann nutzt die App auf einer Parkbank', 'phone-bench', 'park', 'body:phone-bench:casual'],
  ['Een man gebruikt de app op een bankje in het park', 'phone-bench', 'park', 'body:phone-bench:casual'],
  // Two riding bikes side by side, in one picture, along the place named.
  ['Un couple qui roule le long des quais au coucher du soleil', 'cycling-pair', 'riverside', 'body:cycling-pair:casual'],
  ['A couple riding bikes along the river', 'cycling-pair', 'riverside', 'body:cycling-pair:casual'],
  ['Una pareja montan en bici por la costa', 'cycling-pair', 'beach', 'body:cycling-pair:casual'],
  ['Ein Paar fährt Rad am Flussufer', 'cycling-pair', 'riverside', 'body:cycling-pair:casual'],
  ['Una coppia che pedala lungo il fiume', 'cycling-pair', 'riverside', 'body:cycling-pair:casual'],
  ['Um casal anda de bicicleta à beira-rio', 'cycling-pair', 'riverside', 'body:cycling-pair:casual'],
  ['Een stel fietsen langs de rivier', 'cycling-pair', 'riverside', 'body:cycling-pair:casual'],
  ['Des amis roulent à vélo sur les quais', 'cycling-pair', 'riverside', 'body:cycling-pair:casual'],
  // One rider alone rides alone; a scooter named is ridden; a car named is driven.
  ['A woman cycling to work', 'cycling', 'street', 'body:cycling:casual'],
  ['A man riding a scooter in the city', 'riding-scooter', 'city', 'body:riding-scooter:casual'],
  ['A couple riding in a car along the coast', 'driving', 'beach', 'body:driving:casual'],
];

describe('welcomes, check-ins, people on their seats and riders together are drawn whole where the prompt puts them', () => {
  it.each(DRAWN.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

/** How many pixels of a pose's picture, drawn small, are within a little of `colour` (#rrggbb). */
async function pixelsOf(pose: string, colour: string): Promise<number> {
  const h = 160;
  const picture = `body:${pose}:casual@233`;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12) n++;
  return n;
}

it.each(['Two friends greeting each other in the park', 'Two friends greeting each other at the hotel', 'Two friends greeting each other at the gym'])(
  // Wherever the welcome would be drawn, no one at work and no one served named is two people greeting each other.
  '%s: they chat, no one is welcomed in',
  (prompt) => expect(readScene(prompt).scene.pose).toBe('chatting'),
);

it('cyclists named ride each on their own bike, spectators or not: only people named by their tie ride as a pair', async () => {
  const { scene } = await composeScene('Cyclists racing past cheering spectators', '9:16', FRAMINGS[0]!);
  expect(scene.pose).toBe('cycling');
});

describe('the pictures', () => {
  it('a welcome in the open draws no doorway onto the street; the shop’s welcome does', async () => {
    expect(await pixelsOf('welcoming', OUTSIDE.sky)).toBeGreaterThan(100);
    expect(await pixelsOf('welcoming-open', OUTSIDE.sky)).toBe(0);
  });

  it('two riding together are two riders on two bikes: the second in their own clothes, the picture wider than one rider’s', async () => {
    expect(await pixelsOf('cycling', GUEST.top)).toBe(0);
    expect(await pixelsOf('cycling-pair', GUEST.top)).toBeGreaterThan(100);
    expect(bodyAspect('body:cycling-pair:casual')).toBeGreaterThan(bodyAspect('body:cycling:casual') * 1.2);
    // Two bikes, the second in a paint of its own.
    expect(await pixelsOf('cycling', SECOND_BIKE)).toBe(0);
    expect(await pixelsOf('cycling-pair', SECOND_BIKE)).toBeGreaterThan(50);
  });

  it('a guest arriving at a hotel and a guest checked in have their suitcase; a gym’s welcome has none', async () => {
    const CASE = '#c05673';
    expect(await pixelsOf('welcoming-hotel', CASE)).toBeGreaterThan(50);
    expect(await pixelsOf('checking-in', CASE)).toBeGreaterThan(50);
    expect(await pixelsOf('welcoming-desk', CASE)).toBe(0);
  });
});
