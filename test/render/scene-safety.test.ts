/**
 * Issue 23, from a fresh fire-safety training ("Pull the pin. Aim the nozzle at the base of the fire. Squeeze the
 * handle. Sweep from side to side"): "a cook pulling the pin" had drawn a cook pushing a trolley of boxes and the other
 * steps a cook behind a counter, with no extinguisher and no fire. Each step is now its own picture of the cook with a red
 * extinguisher at a bin fire; first aid (chest compressions, the recovery position, calling for help) is drawn with the
 * casualty on the floor. Words in en/fr/de/es/it/pt/nl/ja, and a step kept in its language after the planner's English lead.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { compositionFor } from '../../lambdas/render/compose/variety';
import { paletteFor } from '../../lambdas/render/draw/palette';
import type { FootageRequest } from '../../lambdas/render/ports';
import { BODY_POSES, bodyAspect, bodyFace, drawBody } from '../../lambdas/render/illustrations/bodies';
import { fireIn, flames } from '../../lambdas/render/illustrations/fire-extinguisher';
import { subjectFootage } from '../../lambdas/render/scenes/subject-scene';
import type { Aspect } from '../../lambdas/render/spec';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];
/** How the planner writes a training's step for a picture. */
const step = (text: string) => `A cook doing this step: ${text}, in a restaurant kitchen`;

/** Prompt, the pose it names, the whole figure drawn for it (`body:<drawing>:<dress>`). */
const AT_IT: [prompt: string, pose: string, picture: string][] = [
  // The brief's four steps as the planner wrote them, and as the brief says them.
  ['A cook pulling the pin, in a restaurant kitchen', 'pulling-pin', 'body:pulling-pin:whites'],
  ['A cook aiming the nozzle at the base of the fire, in a restaurant kitchen', 'aiming-nozzle', 'body:aiming-nozzle:whites'],
  ['A cook squeezing the handle, in a restaurant kitchen', 'squeezing-handle', 'body:squeezing-handle:whites'],
  ['A cook sweeping from side to side until the fire is out, in a restaurant kitchen', 'sweeping-spray', 'body:sweeping-spray:whites'],
  [step('Pull the pin'), 'pulling-pin', 'body:pulling-pin:whites'],
  [step('Squeeze the handle'), 'squeezing-handle', 'body:squeezing-handle:whites'],
  ['a cook putting out a bin fire with a fire extinguisher', 'sweeping-spray', 'body:sweeping-spray:whites'],
  // Kept in its language after the English lead.
  [step('Tira del pasador'), 'pulling-pin', 'body:pulling-pin:whites'],
  [step('Visez la base des flammes'), 'aiming-nozzle', 'body:aiming-nozzle:whites'],
  [step('Griff drücken'), 'squeezing-handle', 'body:squeezing-handle:whites'],
  [step("Muovi da un lato all'altro"), 'sweeping-spray', 'body:sweeping-spray:whites'],
  // In the language of the brief.
  ["Un cuisinier retire la goupille de l'extincteur dans une cuisine", 'pulling-pin', 'body:pulling-pin:whites'],
  ['Ein Koch zieht den Sicherungsstift am Feuerlöscher', 'pulling-pin', 'body:pulling-pin:whites'],
  ['Un cocinero apunta la boquilla a la base del fuego', 'aiming-nozzle', 'body:aiming-nozzle:whites'],
  ['Il cuoco preme la leva dell’estintore', 'squeezing-handle', 'body:squeezing-handle:whites'],
  ['O cozinheiro aperta o gatilho do extintor', 'squeezing-handle', 'body:squeezing-handle:whites'],
  ['De kok beweegt heen en weer met de brandblusser', 'sweeping-spray', 'body:sweeping-spray:whites'],
  ['料理人が消火器のピンを抜く', 'pulling-pin', 'body:pulling-pin:whites'],
  ['料理人が消火器のレバーを握る', 'squeezing-handle', 'body:squeezing-handle:whites'],
  // First aid: the casualty is in the first aider's picture, on the floor, never a second standing figure.
  // A colleague in an office gives first aid in their office clothes (compose/layout.ts).
  ['A first aider giving chest compressions to a colleague on the office floor', 'chest-compressions', 'body:chest-compressions:suit'],
  ['a woman performing CPR on a man', 'chest-compressions', 'body:chest-compressions:casual'],
  ['A woman putting a man in the recovery position', 'recovery-position', 'body:recovery-position:casual'],
  ['A man calling for help on his phone', 'calling-help', 'body:calling-help:casual'],
  ['Une femme pratique un massage cardiaque', 'chest-compressions', 'body:chest-compressions:casual'],
  ['Ein Mann bringt die Frau in die stabile Seitenlage', 'recovery-position', 'body:recovery-position:casual'],
  ['Una mujer llama a emergencias', 'calling-help', 'body:calling-help:casual'],
  ['Una donna esegue le compressioni toraciche', 'chest-compressions', 'body:chest-compressions:casual'],
  ['Um homem coloca a vítima na posição lateral de segurança', 'recovery-position', 'body:recovery-position:casual'],
  ['Een vrouw belt 112', 'calling-help', 'body:calling-help:casual'],
  ['女性が胸骨圧迫をする', 'chest-compressions', 'body:chest-compressions:casual'],
  ['男性が回復体位にする', 'recovery-position', 'body:recovery-position:casual'],
  ['女性が救急車を呼ぶ', 'calling-help', 'body:calling-help:casual'],
  ['Der Kollege ruft einen Krankenwagen', 'calling-help', 'body:calling-help:casual'],
  ['Een vrouw belt een ambulance', 'calling-help', 'body:calling-help:casual'],
];

describe('a training’s fire-safety and first-aid steps are drawn as they are done, in every aspect', () => {
  it.each(AT_IT.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    // The extinguisher and the fire, the casualty and the phone are in the picture: nothing is drawn again beside it.
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture),
  );

  it('the brief’s steps are done by the cook it names, in the restaurant’s kitchen; with no place named, in a kitchen; first aid in an office', () => {
    for (const text of ['A cook pulling the pin, in a restaurant kitchen', step('Sweep from side to side until the fire is out')]) {
      const { scene } = readScene(text);
      expect(scene.things.map((t) => t.concept)).toEqual(['chef']);
      expect(scene.setting).toBe('pro-kitchen');
    }
    expect(readScene('Aim the nozzle at the base of the fire.').scene.setting).toBe('kitchen');
    expect(readScene('A first aider giving chest compressions').scene.setting).toBe('office');
  });
});

/** The picture of a pose drawn `h` high, as RGBA bytes, and its width. */
async function pixels(pose: string, h = 160): Promise<{ data: Uint8ClampedArray; w: number }> {
  const picture = `body:${pose}:whites`;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  return { data: canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data, w: canvas.width };
}
/** The share of a picture's pixels of a colour. */
const share = ({ data }: { data: Uint8ClampedArray }, is: (r: number, g: number, b: number) => boolean) => {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && is(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
  return n / (data.length / 4);
};
/** Flame: orange and yellow, not the extinguisher's red. */
const flame = (r: number, g: number, b: number) => r > 230 && g > 110 && b < 120;
/** The extinguisher's red. */
const red = (r: number, g: number, b: number) => r > 190 && g < 60 && b < 60;
/** The spray's white, bluish: not the cook's warm white jacket. */
const spray = (r: number, g: number, b: number) => r > 236 && g > 238 && b > 245 && b >= r;

describe('the four steps of using an extinguisher are four pictures', () => {
  const STEPS = ['pulling-pin', 'aiming-nozzle', 'squeezing-handle', 'sweeping-spray'] as const;

  it('each step’s picture differs from every other’s', async () => {
    const drawn = await Promise.all(STEPS.map((s) => pixels(s)));
    for (let a = 0; a < drawn.length; a++) {
      for (let b = a + 1; b < drawn.length; b++) {
        const [x, y] = [drawn[a]!.data, drawn[b]!.data];
        let differ = 0;
        for (let i = 0; i < x.length; i += 4) if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 3]! - y[i + 3]!) > 60) differ++;
        // Measured: 0.057 (the pin pulled vs the nozzle aimed) to 0.24 (the pin vs the spray swept) of a 160-px-high picture.
        expect(differ / (x.length / 4), `${STEPS[a]} vs ${STEPS[b]}`).toBeGreaterThan(0.04);
      }
    }
  });

  it('the red extinguisher and the fire are in every step; the spray only once the handle is squeezed; the flames shrink under it', async () => {
    const drawn = await Promise.all(STEPS.map((s) => pixels(s)));
    for (const d of drawn) {
      expect(share(d, red)).toBeGreaterThan(0.01);
      expect(share(d, flame)).toBeGreaterThan(0.003);
    }
    const sprayed = drawn.map((d) => share(d, spray));
    expect(sprayed[0]).toBeLessThan(0.001);
    expect(sprayed[1]).toBeLessThan(0.001);
    expect(sprayed[2]).toBeGreaterThan(0.003);
    expect(sprayed[3]).toBeGreaterThan(sprayed[2]!);
    expect(share(drawn[3]!, flame)).toBeLessThan(share(drawn[0]!, flame) * 0.6);
  });

  it('the pin is pulled by a hand at the valve; from then on a hand holds the nozzle out low toward the fire', () => {
    const [head, pin] = BODY_POSES['pulling-pin'].pose.hands;
    expect(Math.hypot(pin[0] - head[0], pin[1] - head[1])).toBeLessThan(0.25);
    for (const s of STEPS.slice(1)) {
      const [near, nozzle] = BODY_POSES[s].pose.hands;
      expect(nozzle[0]).toBeGreaterThan(near[0] + 0.25);
      expect(nozzle[1]).toBeLessThan(near[1]);
    }
  });
});

describe('the fire flickers', () => {
  it('a fire-safety picture knows where its fire burns, mirrored with it; other pictures have none', async () => {
    const at = fireIn('body:pulling-pin:whites@142', false)!;
    expect(fireIn('body:pulling-pin:whites@142', true)!.x).toBeCloseTo(1 - at.x);
    expect(fireIn('body:wetting-hands:whites@142', false)).toBeNull();
    expect(fireIn('body:sweeping-spray:whites@142', false)!.h).toBeLessThan(at.h * 0.6);
    // Just above the base, in the picture itself: flame.
    const { data, w } = await pixels('pulling-pin');
    const [x, y] = [Math.round(at.x * w), Math.round((at.y - at.h * 0.3) * 160)];
    const i = (y * w + x) * 4;
    expect(flame(data[i]!, data[i + 1]!, data[i + 2]!)).toBe(true);
  });

  it('its tongues rise, fall and lean from one moment to the next', () => {
    const drawn = [0, 0.2, 0.4].map((t) => {
      const canvas = createCanvas(120, 160);
      flames(canvas.getContext('2d'), 60, 150, 80, 120, t);
      return canvas.getContext('2d').getImageData(0, 0, 120, 160).data;
    });
    for (const [a, b] of [[0, 1], [1, 2]] as const) {
      let differ = 0;
      for (let i = 3; i < drawn[a]!.length; i += 4) if (Math.abs(drawn[a]![i]! - drawn[b]![i]!) > 128) differ++;
      expect(differ).toBeGreaterThan(150);
    }
  });

  it('a generated scene of a fire-safety step draws the flames every frame; one without a fire does not', async () => {
    /** Curves drawn into one frame of the scene (each tongue of flame is two), under a camera that trucks: drawn straight into the frame. */
    const curves = async (prompt: string) => {
      const [width, height] = [216, 384];
      const request = (seed: number): FootageRequest => ({
        width, height, fps: 12, frames: 36, prompt, artStyle: 'cinematic', palette: paletteFor(null, 'cinematic'), image: null, content: { x: 13, y: 60, w: 190, h: 260 }, seed,
      });
      const seed = [...Array(200).keys()].find((k) => compositionFor(request(k)).move.startsWith('truck'))!;
      const source = (await subjectFootage(request(seed)))!;
      const ctx = createCanvas(width, height).getContext('2d');
      let n = 0;
      const bezier = ctx.bezierCurveTo.bind(ctx);
      ctx.bezierCurveTo = ((...args: Parameters<typeof bezier>) => {
        n++;
        bezier(...args);
      }) as typeof ctx.bezierCurveTo;
      await source.draw(ctx, 12);
      return n;
    };
    expect((await curves('A cook pulling the pin, in a restaurant kitchen')) - (await curves('A cook chopping vegetables, in a restaurant kitchen'))).toBeGreaterThanOrEqual(10);
  });
});

describe('first aid is given to someone lying on the floor', () => {
  it('compressions and the recovery position are given kneeling, hands down at the casualty; the picture is wider than tall', () => {
    for (const pose of ['chest-compressions', 'recovery-position'] as const) {
      const { pose: p, extent } = BODY_POSES[pose];
      expect(p.knees).toEqual([-1, -1]);
      for (const [, y] of p.hands) expect(y).toBeLessThan(0.5);
      expect(extent[1] - extent[0]).toBeGreaterThan(extent[2]);
    }
  });

  it('the one calling for help holds the phone at the head', () => {
    const { pose, extent } = BODY_POSES['calling-help'];
    const [x0, x1, top] = extent;
    const [hx, hy] = pose.hands[0];
    const face = bodyFace('body:calling-help:casual');
    const at = { x: (hx - x0) / (x1 - x0), y: (top - hy) / top };
    expect(at.x).toBeGreaterThan(face.x - face.w * 0.5);
    expect(at.x).toBeLessThan(face.x + face.w);
    expect(at.y).toBeGreaterThan(face.y);
    expect(at.y).toBeLessThan(face.y + face.h * 1.5);
  });
});

describe('the words keep their other meanings', () => {
  it.each([
    ['a warehouse worker pulling a trolley', 'pushing'],
    ['a barista pulling shots', 'making-coffee'],
    ['a receptionist on the phone at the desk', 'phoning-desk'],
    ['a woman on the phone in the office', 'phoning'],
    ['a cleaner mopping the floor', 'mopping'],
  ])('%s: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });

  it.each([
    'a dancer swaying from side to side',
    'Ein Mann läuft hin und her',
    'Un camarero barriendo el suelo',
    'Une femme allongée sur le côté',
    'Een man loopt heen en weer',
    'a cat sleeping on its side',
  ])('%s: no extinguisher, no first aid', (prompt) => {
    expect(['sweeping-spray', 'recovery-position']).not.toContain(readScene(prompt).scene.pose);
  });
});
