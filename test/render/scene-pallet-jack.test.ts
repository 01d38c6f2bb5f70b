/**
 * Issue 23: a warehouse training's pallet jack steps drawn as the work, by a worker in hi-vis. The jack (long forks low on the
 * floor, the pump and its wheel, the tall tiller) is neither a forklift nor a sack truck; each step is its own picture (forks
 * checked lowered, slid under the pallet, the tiller pumped, the load pushed, pulled, the jack parked), and so is a pallet's
 * usual work (cartons stacked on it, its load wrapped, a barcode scanned) and the marked pedestrian aisle walked. Prompts in en/es/fr/de/it/pt/nl and in the planner's
 * "doing this step: …" form; drawn whole in a landscape frame, the forks on the floor in shot.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES, bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { bottom, composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt and the pose it names: each drawn as a warehouse worker in hi-vis, in the warehouse, the jack and its load in their picture. */
const STEPS: [prompt: string, pose: string][] = [
  ['A warehouse worker checking the forks are lowered, in a warehouse', 'jack-check'],
  ['A warehouse worker doing this step: Check the forks are fully lowered, in a warehouse', 'jack-check'],
  ['Un operario comprobando que las horquillas están bajadas, en un almacén', 'jack-check'],
  ['Il magazziniere controlla che le forche siano abbassate', 'jack-check'],
  ['A warehouse worker sliding the forks fully under the pallet, in a warehouse', 'jack-sliding'],
  ['Le magasinier glisse les fourches sous la palette', 'jack-sliding'],
  ['Een magazijnmedewerker die de vorken onder de pallet schuift', 'jack-sliding'],
  ['A warehouse worker pumping the handle to lift, in a warehouse', 'jack-pumping'],
  ['Ein Lagerarbeiter pumpt mit der Deichsel', 'jack-pumping'],
  ['O operário a bombear a alavanca do porta-paletes', 'jack-pumping'],
  ['A warehouse worker pushing the pallet jack, in a warehouse', 'pallet-truck'],
  ["A warehouse worker doing this step: Push don't pull, in a warehouse", 'pallet-truck'],
  ['Un magazziniere che spinge il transpallet nel magazzino', 'pallet-truck'],
  ['Um operário a empurrar o porta-paletes no armazém', 'pallet-truck'],
  ['Een magazijnmedewerker duwt de palletwagen in het magazijn', 'pallet-truck'],
  ['A warehouse worker pulling a pallet jack round a corner', 'jack-pulling'],
  ['Ein Lagerarbeiter zieht den Hubwagen', 'jack-pulling'],
  ['A warehouse worker doing this step: Park it with the forks lowered, in a warehouse', 'jack-parking'],
  ['Ein Lagerarbeiter stellt den Hubwagen ab', 'jack-parking'],
  ['Un trabajador aparca la transpaleta con las horquillas bajadas', 'jack-parking'],
  ['A warehouse worker doing this step: Stack the heaviest boxes at the bottom, in a warehouse', 'pallet-stacking'],
  ['A warehouse worker stacking the heaviest boxes at the bottom of the pallet, in a warehouse', 'pallet-stacking'],
  ['Un operario apilando cajas en el palé', 'pallet-stacking'],
  ['A warehouse worker doing this step: Wrap the pallet in stretch film, in a warehouse', 'pallet-wrapping'],
  ['Une préparatrice filme la palette', 'pallet-wrapping'],
  ['A warehouse worker doing this step: Scan the barcode on each box, in a warehouse', 'scanning-box'],
  ['Ein Lagerarbeiter scannt den Barcode', 'scanning-box'],
  ['Un operario escanea el código de barras de la caja', 'scanning-box'],
  ['Um operário a ler o código de barras de uma caixa no armazém', 'scanning-box'],
  ['A warehouse worker doing this step: Keep to the marked walkways, in a warehouse', 'aisle-walking'],
  ['A warehouse worker walking slowly in the marked aisle, in a warehouse', 'aisle-walking'],
  ['Ein Lagerarbeiter geht im Gang im Lager', 'aisle-walking'],
  ["Un magasinier marche dans l'allée piétonne", 'aisle-walking'],
  ['Un operario caminando por el pasillo peatonal del almacén', 'aisle-walking'],
];

describe('a pallet jack’s steps and a pallet’s work are drawn whole at the job, the jack and the load in the worker’s picture', () => {
  it.each(STEPS.flatMap(([prompt, pose]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, aspect] as const)))(
    '%s',
    (_, prompt, pose, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, `body:${pose}:hivis`, { setting: 'warehouse' }),
  );
});

/** The steps whose telling thing is on the floor: the forks, the pump's wheel, the pallet lifted off the floor. */
const AT_THE_FLOOR = ['jack-check', 'jack-sliding', 'jack-pumping', 'pallet-truck', 'jack-pulling', 'jack-parking'] as const;

describe('in a landscape frame the worker at the jack is framed whole, never cut at the knees with the forks', () => {
  it.each(STEPS.filter(([, pose]) => (AT_THE_FLOOR as readonly string[]).includes(pose)).flatMap(([prompt]) => FRAMINGS.map((framing) => [`${prompt}, ${framing.shot}`, prompt, framing] as const)))(
    '%s',
    async (_, prompt, framing) => {
      const { scene, layout, height } = await composeScene(prompt, '16:9', framing);
      const [worker] = layout.placed.filter((p) => isPerson(scene, p));
      expect(worker!.clipBottom).toBeUndefined();
      expect(bottom(worker!.box)).toBeLessThanOrEqual(height + 0.5);
    },
  );
});

describe('in a landscape frame a pallet’s work stays above the caption band: the carton set down, the film’s roll, the scanner', () => {
  const AT_WAIST = ['pallet-stacking', 'pallet-wrapping', 'scanning-box'] as const;
  it.each(STEPS.filter(([, pose]) => (AT_WAIST as readonly string[]).includes(pose)).flatMap(([prompt, pose]) => FRAMINGS.map((framing) => [`${prompt}, ${framing.shot}`, prompt, pose, framing] as const)))(
    '%s',
    async (_, prompt, pose, framing) => {
      const { scene, layout, content } = await composeScene(prompt, '16:9', framing);
      const [worker] = layout.placed.filter((p) => isPerson(scene, p));
      const { pose: body, extent } = BODY_POSES[pose as (typeof AT_WAIST)[number]];
      // The working hand, from metres up the picture to the frame's pixels.
      const hand = worker!.box.y + worker!.box.h * (1 - body.hands[0][1] / extent[2]);
      expect(hand).toBeLessThan(bottom(content));
    },
  );
});

/** A picture drawn small, as RGBA bytes. */
async function pixels(picture: string, h = 160): Promise<{ data: Uint8ClampedArray; width: number }> {
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  return { data: canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width };
}

/** How many pixels within 6 levels of a colour. */
const count = ({ data }: { data: Uint8ClampedArray }, [r, g, b]: readonly [number, number, number]) => {
  let hits = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r) < 6 && Math.abs(data[i + 1]! - g) < 6 && Math.abs(data[i + 2]! - b) < 6) hits++;
  return hits;
};

const JACK_RED = [0xc0, 0x39, 0x2b] as const;
const FORKLIFT_YELLOW = [0xf2, 0xb6, 0x32] as const;
/** The flat trolley a worker pushes (bodies.ts `pushing`): its handle and deck. */
const TROLLEY = [0x44, 0x50, 0x5f] as const;

describe('the pallet jack is drawn as one, not as a forklift or a trolley', () => {
  it.each(AT_THE_FLOOR)('%s draws the red jack and no forklift or trolley', async (pose) => {
    const drawn = await pixels(`body:${pose}:hivis`);
    expect(count(drawn, JACK_RED)).toBeGreaterThan(60);
    expect(count(drawn, FORKLIFT_YELLOW)).toBe(0);
    expect(count(drawn, TROLLEY)).toBeLessThan(10);
  });

  it('a forklift’s check still draws the forklift', async () => {
    expect(count(await pixels('body:forklift-check:hivis'), FORKLIFT_YELLOW)).toBeGreaterThan(60);
  });

  it('its forks lie low along the floor: red in the bottom tenth of the picture across more than a quarter of its width', async () => {
    for (const pose of ['jack-check', 'jack-parking', 'jack-sliding'] as const) {
      const { data, width } = await pixels(`body:${pose}:hivis`);
      const h = data.length / 4 / width;
      const columns = new Set<number>();
      for (let y = Math.floor(h * 0.9); y < h; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          if (Math.abs(data[i]! - JACK_RED[0]) < 6 && Math.abs(data[i + 1]! - JACK_RED[1]) < 6 && Math.abs(data[i + 2]! - JACK_RED[2]) < 6) columns.add(x);
        }
      }
      expect(columns.size / width, pose).toBeGreaterThan(0.25);
    }
  });
});

describe('each step is drawn as its own stage', () => {
  const STAGES = [...AT_THE_FLOOR, 'pallet-stacking', 'pallet-wrapping', 'scanning-box', 'aisle-walking'] as const;

  it('each stage stands, bends or holds otherwise', () => {
    const poses = STAGES.map((s) => JSON.stringify(BODY_POSES[s].pose));
    expect(new Set(poses).size).toBe(STAGES.length);
  });

  it('each stage’s picture differs from every other’s in at least a tenth of its pixels', async () => {
    const drawn = await Promise.all(STAGES.map((s) => pixels(`body:${s}:hivis`, 120)));
    for (let a = 0; a < drawn.length; a++) {
      for (let b = a + 1; b < drawn.length; b++) {
        const [x, y] = [drawn[a]!, drawn[b]!];
        const w = Math.min(x.width, y.width);
        const h = Math.min(x.data.length / 4 / x.width, y.data.length / 4 / y.width);
        let differ = 0;
        for (let r = 0; r < h; r++) {
          for (let c = 0; c < w; c++) {
            const i = (r * x.width + c) * 4;
            const j = (r * y.width + c) * 4;
            if (Math.abs(x.data[i]! - y.data[j]!) + Math.abs(x.data[i + 1]! - y.data[j + 1]!) + Math.abs(x.data[i + 3]! - y.data[j + 3]!) > 60) differ++;
          }
        }
        expect(differ / (w * h), `${STAGES[a]} vs ${STAGES[b]}`).toBeGreaterThan(0.1);
      }
    }
  });
});

describe('words these steps share with other meanings keep theirs', () => {
  it.each([
    ['A forklift driver checking the forks and tyres', 'forklift-check'],
    ['A warehouse worker by the forklift checking the forks are lowered', 'forklift-check'],
    ['a man pushing a trolley', 'pushing'],
    ['a shop assistant stocking shelves in the supermarket', 'stacking'],
    ['a cashier scanning items at the till', 'checkout'],
    ['A cook pulling the pin, in a restaurant kitchen', 'pulling-pin'],
    ['Puxe o pino do extintor', 'pulling-pin'],
    ['Een medewerker trekt de pin eruit', 'pulling-pin'],
    ['a man lifting a heavy box', 'lifting-load'],
    // An aisle is a warehouse's only in one: a bride's or a couple's walk is a walk.
    ['A bride walking down the aisle in a church', 'aisle-walk'], // A wedding's aisle (wedding-actions.ts), never the warehouse's.
    ['a couple walking slowly in the park', 'walking'],
  ])('%s: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });

  it('what a step’s words name is in the worker’s picture: no sandwich for the film’s wrap, no bar counter for a barcode', () => {
    for (const prompt of ['A warehouse worker doing this step: Wrap the pallet, in a warehouse', 'Un operario escanea el código de barras', 'A warehouse worker using a hand pallet truck']) {
      expect(readScene(prompt).scene.things.map((t) => t.concept), prompt).toEqual(['labourer']);
    }
  });
});
