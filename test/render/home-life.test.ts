/**
 * Issue 23, life at home as adverts show it: two or more at leisure named with a sofa sit on it together, one picture for
 * the group (a family's child between the two), watching the TV when a TV, a film or a series is named, under one blanket
 * with snow at the window on a winter evening; a phone named with a sofa is in use on it whatever the verb; a thermostat
 * named, or the heating turned up or down, is turned on its wall. "On the sofa" seats the prompt's people, not the thing
 * before it. In en/es/fr/de/it/pt/nl, at 9:16 and 16:9; the pictures' pixels checked where it matters.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { seatHoldsPeople } from '../../lambdas/render/compose/seat-holds-people';
import { GUEST } from '../../lambdas/render/illustrations/company';
import { BLANKET } from '../../lambdas/render/illustrations/sofa-group';
import { RING_COOL, RING_WARM } from '../../lambdas/render/illustrations/smart-home';
import type { Aspect } from '../../lambdas/render/spec';
import { bodyPixelsNear } from '../support/pixel-counts';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names and the whole picture drawn (`body:<pose>:<dress>`), always at home. */
const DRAWN: [prompt: string, pose: string, picture: string][] = [
  ['a family watching TV together on the sofa', 'tv-family', 'body:tv-family:casual'],
  ['a couple relaxing on the sofa at home', 'sofa-together', 'body:sofa-together:casual'],
  ['a couple sitting on the sofa', 'sofa-together', 'body:sofa-together:casual'],
  ['A family warm at home in winter', 'cosy-family', 'body:cosy-family:casual'],
  ['friends watching a film on the couch', 'tv-together', 'body:tv-together:casual'],
  ['a couple cuddled under a blanket on the sofa in winter', 'cosy-together', 'body:cosy-together:casual'],
  ['two friends chatting on the settee', 'sofa-together', 'body:sofa-together:casual'],
  ['parents and their child on the couch on a cold winter evening', 'cosy-family', 'body:cosy-family:casual'],
  ['a couple on movie night streaming a series on the sofa', 'tv-together', 'body:tv-together:casual'],
  ['a couple snuggled under a blanket watching TV', 'cosy-tv-together', 'body:cosy-tv-together:casual'],
  ['a family with two kids on the couch', 'sofa-family', 'body:sofa-family:casual'],
  ['Una pareja viendo la tele en el sofá', 'tv-together', 'body:tv-together:casual'],
  ['Una familia en el sofá en invierno bajo una manta', 'cosy-family', 'body:cosy-family:casual'],
  ['Dos amigos viendo una película en el sofá', 'tv-together', 'body:tv-together:casual'],
  ['Un couple regarde un film sur le canapé', 'tv-together', 'body:tv-together:casual'],
  ['Une famille blottie sous un plaid sur le canapé en hiver', 'cosy-family', 'body:cosy-family:casual'],
  ['Des amis discutent sur le canapé', 'sofa-together', 'body:sofa-together:casual'],
  ['Ein Paar schaut einen Film auf dem Sofa', 'tv-together', 'body:tv-together:casual'],
  ['Zwei Freunde sitzen auf dem Sofa', 'sofa-together', 'body:sofa-together:casual'],
  ['Una coppia guarda un film sul divano', 'tv-together', 'body:tv-together:casual'],
  ["Una famiglia sotto una coperta sul divano d'inverno", 'cosy-family', 'body:cosy-family:casual'],
  ['Due amici sul divano', 'sofa-together', 'body:sofa-together:casual'],
  ['Um casal a ver um filme no sofá', 'tv-together', 'body:tv-together:casual'],
  ['Uma família no sofá no inverno debaixo de uma manta', 'cosy-family', 'body:cosy-family:casual'],
  ['Een stel kijkt een film op de bank', 'tv-together', 'body:tv-together:casual'],
  ['Een gezin onder een deken op de bank in de winter', 'cosy-family', 'body:cosy-family:casual'],
  ['Twee vrienden op de bank', 'sofa-together', 'body:sofa-together:casual'],
  // A phone and a sofa: the phone in use on it, whatever the verb.
  ['A woman turning down the heating from her phone on the sofa', 'phone-on-sofa', 'body:phone-on-sofa:casual'],
  ['a woman with her phone on the sofa', 'phone-on-sofa', 'body:phone-on-sofa:casual'],
  ['a man scrolling his phone on the couch', 'phone-on-sofa', 'body:phone-on-sofa:casual'],
  ['Una mujer con su móvil en el sofá', 'phone-on-sofa', 'body:phone-on-sofa:casual'],
  ['Une femme sur son smartphone sur le canapé', 'phone-on-sofa', 'body:phone-on-sofa:casual'],
  ['Een vrouw met haar telefoon op de bank', 'phone-on-sofa', 'body:phone-on-sofa:casual'],
  // A thermostat turned on its wall.
  ['A person using a smart thermostat in a home', 'adjusting-thermostat', 'body:adjusting-thermostat:casual'],
  ['a man adjusting the thermostat on the living room wall', 'adjusting-thermostat', 'body:adjusting-thermostat:casual'],
  ['a woman turning up the heating', 'adjusting-thermostat', 'body:adjusting-thermostat:casual'],
  ['Una mujer ajusta el termostato', 'adjusting-thermostat', 'body:adjusting-thermostat:casual'],
  ['Un homme règle le thermostat', 'adjusting-thermostat', 'body:adjusting-thermostat:casual'],
  ['Eine Frau regelt das Thermostat', 'adjusting-thermostat', 'body:adjusting-thermostat:casual'],
  ['Una donna regola il termostato', 'adjusting-thermostat', 'body:adjusting-thermostat:casual'],
  ['Uma mulher ajusta o termostato', 'adjusting-thermostat', 'body:adjusting-thermostat:casual'],
  ['Een man stelt de thermostaat in', 'adjusting-thermostat', 'body:adjusting-thermostat:casual'],
];

describe('life at home: people together on the sofa, a phone on it, a thermostat turned, drawn whole at home', () => {
  it.each(DRAWN.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting: 'home' }),
  );
});

describe('a seat holds the prompt’s people', () => {
  it('"on the sofa" after the TV or the phone seats the people, the phone in hand', () => {
    const tv = seatHoldsPeople(parsePrompt('a family watching TV together on the sofa'));
    const [family, sofa] = ['family', 'sofa'].map((c) => tv.things.findIndex((t) => t.concept === c));
    expect(tv.relations).toContainEqual({ kind: 'on', figure: family, ground: sofa });
    expect(tv.relations.filter((r) => r.ground === sofa && r.figure !== family)).toEqual([]);
    const phone = seatHoldsPeople(parsePrompt('a woman with her phone on the sofa'));
    const at = (c: string) => phone.things.findIndex((t) => t.concept === c);
    expect(phone.relations).toContainEqual({ kind: 'holding', figure: at('phone'), ground: at('woman') });
    expect(phone.relations).toContainEqual({ kind: 'on', figure: at('woman'), ground: at('sofa') });
  });
  it('a thermostat used is on its wall, not in the hand', () => {
    expect(seatHoldsPeople(parsePrompt('A person using a smart thermostat')).relations.filter((r) => r.kind === 'holding')).toEqual([]);
  });
  it('a sofa is at home: one person on it alone is no group, two talking on it sit together', () => {
    expect(readScene('a couple sitting on the sofa').scene.setting).toBe('home');
    expect(readScene('a man watching tv on the sofa').scene.pose ?? 'none').not.toMatch(/together|family/);
    expect(readScene('a woman chatting on the sofa').scene.pose).toBe('chatting');
  });
});

describe('the pictures', () => {
  it('the second sitter is drawn on the sofa, a family’s child between them', async () => {
    expect(await bodyPixelsNear('body:sofa-together:casual', GUEST.top)).toBeGreaterThan(100);
    expect(await bodyPixelsNear('body:sofa-family:casual', GUEST.top)).toBeGreaterThan(100);
  });
  it('winter draws the blanket over their laps', async () => {
    // Other reds in the picture (a shirt, a cover) are few beside the blanket's.
    const bare = await bodyPixelsNear('body:sofa-together:casual', BLANKET);
    expect(await bodyPixelsNear('body:cosy-together:casual', BLANKET)).toBeGreaterThan(bare + 300);
    expect(await bodyPixelsNear('body:cosy-tv-family:casual', BLANKET)).toBeGreaterThan(bare + 300);
  });
  it('the thermostat is drawn on the wall, its ring lit warm or cool', async () => {
    const ring = (await bodyPixelsNear('body:adjusting-thermostat:casual', RING_WARM)) + (await bodyPixelsNear('body:adjusting-thermostat:casual', RING_COOL));
    expect(ring).toBeGreaterThan(40);
  });
});
