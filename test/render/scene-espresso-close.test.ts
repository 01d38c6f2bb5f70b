/**
 * A café's espresso machine closed down, one step a picture at the machine (illustrations/espresso-close-down.ts), in
 * en/es/fr/de/it/pt/nl and as the training planner words its steps: the group head purged (never friends drawn for the
 * "group"), the portafilter soaked in detergent, the machine backflushed, the steam wand wiped, the drip tray emptied;
 * never a barista wiping a table. Each picture draws the machine and what its step is about.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { bodyPixelsNear } from '../support/pixel-counts';

const STEPS: [prompt: string, pose: string][] = [
  ['A barista purging the group head of the espresso machine (Purga el grupo), at the counter of a café', 'purging-group'],
  ['Purge the group head before you start', 'purging-group'],
  ['Purgez le groupe', 'purging-group'],
  ['Brühgruppe durchspülen', 'purging-group'],
  ['A barista cleaning the portafilter (Limpia el portafiltros con detergente), at the counter of a café', 'soaking-portafilter'],
  ['Soak the portafilter in detergent', 'soaking-portafilter'],
  ['Siebträger einweichen', 'soaking-portafilter'],
  ['Laat de filterhouder weken', 'soaking-portafilter'],
  ['A barista backflushing the espresso machine with a blind basket, at the counter of a café', 'backflushing'],
  ['Rückspülen mit dem Blindsieb', 'backflushing'],
  ['A barista cleaning the steam wand of the espresso machine (Limpia la lanceta de vapor), at the counter of a café', 'wiping-wand'],
  ['Wipe the steam wand with a damp cloth', 'wiping-wand'],
  ['Le barista essuie la buse vapeur', 'wiping-wand'],
  ['Pulisci la lancia vapore', 'wiping-wand'],
  ['A barista emptying the drip tray (Vacía la bandeja de goteo), at the counter of a café', 'emptying-drip-tray'],
  ['Empty the drip tray', 'emptying-drip-tray'],
  ['Esvazie a bandeja de gotejamento', 'emptying-drip-tray'],
  ['Leeg de lekbak', 'emptying-drip-tray'],
];

describe('each close-down step is drawn at the machine', () => {
  it.each(STEPS)('%s', (prompt, pose) => {
    const { scene } = composeScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.setting).toBe('cafe');
    // One barista, the machine in their picture: no friends for the "group", no table wiped.
    expect(scene.things.map((t) => t.concept).filter((c) => c !== 'coffee-machine')).toEqual(['barista']);
  });

  it('a group of friends at a café is still a group of friends, and pulling a shot is still making coffee', () => {
    expect(composeScene('A group of friends at the café').scene.things.map((t) => t.concept)).toContain('friends');
    expect(composeScene('A barista pulling a shot at the espresso machine').scene.pose).toBe('making-coffee');
  });
});


const MACHINE_RED = '#e63946';
const WATER = '#8fd3f4';
const FOAM = '#e8d9c4';
const CLOTH = '#4cc9f0';
const TUB_BLUE = '#3a86ff';

describe('each step draws the machine and what it is about', () => {
  it.each(['purging-group', 'soaking-portafilter', 'backflushing', 'wiping-wand', 'emptying-drip-tray'])('%s has the machine', async (pose) => {
    expect(await bodyPixelsNear(`body:${pose}:apron`, MACHINE_RED)).toBeGreaterThan(400);
  });

  it('the purge runs water into the tray; the backflush foams beside its detergent; the wand has its cloth; the tray pours into the sink', async () => {
    expect(await bodyPixelsNear('body:purging-group:apron', WATER)).toBeGreaterThan(40);
    expect(await bodyPixelsNear('body:backflushing:apron', FOAM)).toBeGreaterThan(40);
    expect(await bodyPixelsNear('body:backflushing:apron', TUB_BLUE)).toBeGreaterThan(40);
    expect(await bodyPixelsNear('body:wiping-wand:apron', CLOTH)).toBeGreaterThan(40);
    expect(await bodyPixelsNear('body:emptying-drip-tray:apron', WATER)).toBeGreaterThan(20);
  });
});
