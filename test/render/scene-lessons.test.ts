/**
 * Issue 23: lessons were drawn as a classroom's ("um professor a ensinar uma aluna a pôr-se de pé na prancha", "a swimming
 * instructor teaching a child to swim": a teacher at a whiteboard), a spin class as a cyclist in the street, and instructors
 * in smart clothes. Now a lesson is drawn where the activity is taught, the instructor with the learners in one picture, in
 * their sport's clothes: a surf lesson on the sand, a swimming lesson in the pool, a spin class led from the front bike, a
 * climber belayed on the wall, a learner driver with the instructor beside them, a pupil at the piano. In every language.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { PANEL } from '../../lambdas/render/illustrations/climbing-holds';
import { bodyPixelsNear, paintedPlace, placePixels, PLACE_HEIGHT, PLACE_WIDTH } from '../support/pixel-counts';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Pixels near `hex` in the left and right halves of a body picture drawn 240 px high. */
async function halvesNear(picture: string, hex: string): Promise<[number, number]> {
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)) as [number, number, number];
  const h = 240;
  const w = Math.round(h * bodyAspect(picture));
  const canvas = createCanvas(w, h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const px = canvas.getContext('2d').getImageData(0, 0, w, h).data;
  const halves: [number, number] = [0, 0];
  for (let i = 0; i < px.length; i += 4) {
    if (px[i + 3]! > 100 && Math.abs(px[i]! - r) + Math.abs(px[i + 1]! - g) + Math.abs(px[i + 2]! - b) < 30) halves[(i / 4) % w < w / 2 ? 0 : 1]++;
  }
  return halves;
}

/** Each prompt, the place it is drawn in and the instructor's picture (their dress: a coach's polo, a teacher's smart clothes). */
const TAUGHT: [prompt: string, setting: string, picture: string][] = [
  ['A surf instructor teaching a beginner to stand up on the board at sunrise', 'beach', 'body:surf-lesson:polo'],
  ['A swimming instructor teaching a child to swim', 'pool', 'body:swim-lesson:polo'],
  ['A young boy in armbands with his swim teacher in the shallow end', 'pool', 'body:swim-lesson:polo'],
  ['A spin instructor leading a cycling class at 7am', 'gym', 'body:spin-class:polo'],
  ['A coach shouting encouragement to riders on spin bikes', 'gym', 'body:spin-class:polo'],
  ['A climbing instructor belaying a climber on the wall', 'climbing-gym', 'body:climbing-lesson:polo'],
  ['Kids at their first climbing lesson at the bouldering gym', 'climbing-gym', 'body:climbing-lesson:polo'],
  ['A driving instructor in the passenger seat beside a learner driver', 'street', 'body:driving-lesson:smart'],
  ['A nervous teenager on her first driving lesson', 'street', 'body:driving-lesson:smart'],
  ['A piano teacher with a pupil at the piano', 'home', 'body:piano-lesson:smart'],
  ['A teacher teaching a little girl to play the piano', 'home', 'body:piano-lesson:smart'],
  ['Un monitor de surf enseña a una alumna a ponerse de pie en la tabla', 'beach', 'body:surf-lesson:polo'],
  ['Una profesora de natación enseña a un niño a nadar con manguitos', 'pool', 'body:swim-lesson:polo'],
  ['Una monitora de spinning dirige una clase de spinning', 'gym', 'body:spin-class:polo'],
  ['Un monitor de escalada asegura a una escaladora en el rocódromo', 'climbing-gym', 'body:climbing-lesson:polo'],
  ['Un profesor de autoescuela en el asiento del copiloto', 'street', 'body:driving-lesson:smart'],
  ['Una profesora de piano con su alumno', 'home', 'body:piano-lesson:smart'],
  ['Un moniteur de surf apprend à une élève à se lever sur la planche', 'beach', 'body:surf-lesson:polo'],
  ['Une monitrice de natation apprend à nager à un enfant avec des brassards', 'pool', 'body:swim-lesson:polo'],
  ['Une coach de spinning anime un cours de spinning', 'gym', 'body:spin-class:polo'],
  ["Un moniteur d'escalade assure une grimpeuse sur le mur d'escalade", 'climbing-gym', 'body:climbing-lesson:polo'],
  ["Une leçon de conduite avec un moniteur d'auto-école", 'street', 'body:driving-lesson:smart'],
  ['Une leçon de piano avec une professeure de piano', 'home', 'body:piano-lesson:smart'],
  ['Ein Surflehrer bringt einer Schülerin das Surfen bei', 'beach', 'body:surf-lesson:polo'],
  ['Eine Schwimmlehrerin bringt einem Kind das Schwimmen bei', 'pool', 'body:swim-lesson:polo'],
  ['Eine Spinningtrainerin leitet einen Spinningkurs', 'gym', 'body:spin-class:polo'],
  ['Ein Kletterlehrer sichert eine Kletterin in der Kletterhalle', 'climbing-gym', 'body:climbing-lesson:polo'],
  ['Ein Fahrlehrer auf dem Beifahrersitz neben einer Fahrschülerin', 'street', 'body:driving-lesson:smart'],
  ['Eine Klavierlehrerin mit ihrem Schüler am Klavier', 'home', 'body:piano-lesson:smart'],
  ["Un istruttore di surf insegna a un'allieva ad alzarsi sulla tavola", 'beach', 'body:surf-lesson:polo'],
  ["Un'istruttrice di nuoto insegna a nuotare a un bambino con i braccioli", 'pool', 'body:swim-lesson:polo'],
  ['Un istruttore di spinning guida una lezione di spinning', 'gym', 'body:spin-class:polo'],
  ["Un istruttore di arrampicata fa sicura a un'arrampicatrice in palestra di arrampicata", 'climbing-gym', 'body:climbing-lesson:polo'],
  ["Una lezione di guida con l'istruttrice di scuola guida", 'street', 'body:driving-lesson:smart'],
  ['Una maestra di pianoforte con un allievo al pianoforte', 'home', 'body:piano-lesson:smart'],
  ['Um professor a ensinar uma aluna a pôr-se de pé na prancha', 'beach', 'body:surf-lesson:smart'],
  ['Uma instrutora de natação ensina uma criança a nadar com braçadeiras', 'pool', 'body:swim-lesson:polo'],
  ['Uma instrutora de spinning a dar uma aula de spinning', 'gym', 'body:spin-class:polo'],
  ['Um instrutor de escalada faz a segurança a uma escaladora na parede de escalada', 'climbing-gym', 'body:climbing-lesson:polo'],
  ['Uma aula de condução com a instrutora de condução no lugar do passageiro', 'street', 'body:driving-lesson:smart'],
  ['Uma professora de piano com a sua aluna numa aula de piano', 'home', 'body:piano-lesson:smart'],
  ['Een surfleraar leert een leerling op de plank te staan', 'beach', 'body:surf-lesson:polo'],
  ['Een zwemlerares geeft zwemles aan een kind met zwembandjes', 'pool', 'body:swim-lesson:polo'],
  ['Een spinninginstructeur geeft een spinningles', 'gym', 'body:spin-class:polo'],
  ['Een klimleraar zekert een klimster aan de klimmuur', 'climbing-gym', 'body:climbing-lesson:polo'],
  ['Een rijinstructeur op de passagiersstoel tijdens de rijles', 'street', 'body:driving-lesson:smart'],
  ['Een pianolerares met haar leerling tijdens de pianoles', 'home', 'body:piano-lesson:smart'],
  ['A guitar teacher teaching a teenager to play guitar', 'home', 'body:guitar-lesson:smart'],
  ['Una profesora de guitarra con su alumno', 'home', 'body:guitar-lesson:smart'],
  ['Een gitaarleraar geeft gitaarles', 'home', 'body:guitar-lesson:smart'],
  ['A dance teacher leading a dance class', 'venue', 'body:dancing-couples:smart'],
  // As the planner writes them for a surf school's and a climbing gym's briefs.
  ['A surf instructor teaching beginners on the sand by a surf school, midday sun. Focus: Beginner lessons every morning, small groups.', 'beach', 'body:surf-lesson:polo'],
  ['Ein heller Raum in einer Kletterhalle, bereit für den Tag, am Morgen. Focus: Schnupperkurs Klettern für Anfänger mit erfahrenen Trainern.', 'climbing-gym', 'body:climbing-lesson:polo'],
  ['Kinder lernen klettern', 'climbing-gym', 'body:climbing-lesson:polo'],
  ['Ein Tanzlehrer bringt einem Paar Salsa bei', 'venue', 'body:dancing-couples:smart'],
  ['Een dansleraar geeft dansles', 'venue', 'body:dancing-couples:smart'],
];

describe('a lesson is drawn where its activity is taught, the instructor and the learners in one picture', () => {
  it.each(TAUGHT.flatMap(([prompt, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, setting, picture, aspect] as const)))(
    '%s',
    (_, prompt, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, picture.split(':')[1]!, picture, { setting }),
  );
});

describe('the words lessons share keep their meaning elsewhere', () => {
  it.each([
    ['a teacher teaching at the whiteboard in a classroom', 'teaching'],
    ['A woman riding a spin bike at the gym', 'spin-bike'],
    ['Uma mulher a nadar na piscina', 'swimming'],
    ['A man driving along the coast road', 'driving'],
    ['A pianist playing the piano at a jazz bar', 'playing-piano'],
    ['A surfer riding a wave', 'surfing'],
    ['A piano teacher lifting a box', 'lifting-load'],
    ['A marketing team planning how to drive growth', null],
    ['Der Lagerarbeiter sichert die Ladung', null],
  ])('%s', (prompt, pose) => expect(readScene(prompt).scene.pose).toBe(pose));
});

describe('what a lesson is taught with is drawn', () => {
  it('a spin class is bikes facing each other: the riders’ on the right half as well as the instructor’s', async () => {
    const [left, right] = await halvesNear('body:spin-class:polo', '#2b2e35');
    expect(left).toBeGreaterThan(1500);
    expect(right).toBeGreaterThan(left);
  });

  it.each([
    ['climbing-lesson', '#00b4d8', 'the rope'],
    ['climbing-lesson', '#ff4d6d', 'its holds'],
    ['driving-lesson', '#d62828', 'the school’s roof sign'],
    ['piano-lesson', '#17181d', 'the piano'],
    ['guitar-lesson', '#d07a2c', 'the guitars'],
    ['surf-lesson', '#3aa7c9', 'the instructor’s board'],
  ])('%s: %s is drawn (%s)', async (pose, hex) => {
    expect(await bodyPixelsNear(`body:${pose}:polo`, hex)).toBeGreaterThan(60);
  });
});

describe('instructors wear their sport’s clothes, whoever they are', () => {
  it.each([
    ['surf-lesson', '#ffd60a'],
    ['swim-lesson', '#e63946'],
    ['spin-class', '#ff3e6c'],
    ['climbing-lesson', '#2a9d8f'],
  ])('%s: a teacher in smart clothes wears the kit', async (pose, kit) => {
    expect(await bodyPixelsNear(`body:${pose}:smart@120`, kit)).toBeGreaterThan(300);
    // The smart top this look would wear is not drawn.
    expect(await bodyPixelsNear(`body:${pose}:smart@120`, '#7b5e8f')).toBeLessThan(20);
  });
});

describe('a climbing gym is its wall', () => {
  it('its back wall is climbing wall with holds, and top ropes hang down it', () => {
    expect(placePixels('climbing-gym', 0, PANEL)).toBeGreaterThan(PLACE_WIDTH * PLACE_HEIGHT * 0.2);
    expect(paintedPlace('climbing-gym').props.filter((p) => p.name === 'top rope').length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['The inside of a climbing gym', 'climbing-lesson'],
    ['Eine Kletterin in der Kletterhalle', 'climbing-lesson'],
    ['クライミングジム', 'climbing-lesson'],
    ['A woman lifting weights at the gym', 'lifting'],
  ])('%s', (prompt, pose) => expect(readScene(prompt).scene.pose).toBe(pose));
});
