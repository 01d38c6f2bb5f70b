/**
 * Issue 23: a phone or laptop in use is drawn where it is used, the person large enough to read, face visible: at the
 * breakfast table (the plate and the mug in front, below the face, at the table's scale), on the sofa with the phone or the
 * laptop on the lap, walking along, standing in a bus or train. Checking something on a device is using it, not inspecting
 * with a clipboard; a phone held somewhere that says how is used so. In en/es/fr/de/it (pt, nl), at 9:16 and 16:9.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, EVERYWHERE, expectDrawnAtTheJob, isPerson } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole figure drawn. */
const IN_USE: [prompt: string, pose: string, setting: string][] = [
  ['Someone checking their spending on their phone over breakfast, morning light.', 'phone-at-breakfast', 'kitchen'],
  ['Alguien revisando sus gastos en el móvil durante el desayuno', 'phone-at-breakfast', 'kitchen'],
  ['Une personne vérifie ses dépenses sur son téléphone au petit-déjeuner', 'phone-at-breakfast', 'kitchen'],
  ['Eine Person prüft ihre Ausgaben auf dem Handy beim Frühstück', 'phone-at-breakfast', 'kitchen'],
  ['Una persona controlla le spese sul telefono a colazione', 'phone-at-breakfast', 'kitchen'],
  ['A person holding a phone with a budgeting app on screen on a sofa in a bright living room, evening light.', 'phone-on-sofa', 'home'],
  ['Una mujer con el móvil en el sofá', 'phone-on-sofa', 'home'],
  ['Un homme avec son téléphone sur le canapé', 'phone-on-sofa', 'home'],
  ['Ein Mann mit dem Handy auf dem Sofa', 'phone-on-sofa', 'home'],
  ['Una donna con il telefono sul divano', 'phone-on-sofa', 'home'],
  // In a living room, a phone in use is used on its sofa; a close-up of it there is still the person on the sofa.
  ['A man holding a phone with a banking app in a bright living room', 'phone-on-sofa', 'home'],
  ['Close-up of a woman holding a phone with the budgeting app on a sofa', 'phone-on-sofa', 'home'],
  ['Someone checking their emails on a laptop over breakfast', 'laptop-at-breakfast', 'kitchen'],
  ['Eine Frau mit dem Laptop beim Frühstück in der Küche', 'laptop-at-breakfast', 'kitchen'],
  ['A man on his laptop on the sofa', 'laptop-on-sofa', 'home'],
  ['Una donna con il portatile sul divano', 'laptop-on-sofa', 'home'],
  ['Eine Frau mit dem Laptop auf dem Sofa', 'laptop-on-sofa', 'home'],
  ['Un homme sur son ordinateur portable sur le canapé', 'laptop-on-sofa', 'home'],
  // Portuguese and Dutch too.
  ['Alguém a verificar os gastos no telemóvel ao pequeno-almoço', 'phone-at-breakfast', 'kitchen'],
  ['Een vrouw met haar telefoon op de bank', 'phone-on-sofa', 'home'],
  ['Um homem a olhar para o telemóvel no autocarro', 'phone-commuting', 'carriage'],
  ['Een vrouw kijkt op haar telefoon in de bus', 'phone-commuting', 'carriage'],
  ['Uma mulher a caminhar na rua a olhar para o telemóvel', 'phone-walking', 'street'],
  ['A woman walking down the street looking at her phone', 'phone-walking', 'street'],
  // The map checked is on the phone's screen, not a paper map beside her.
  ['A woman checking the map on her phone in the park', 'phone-walking', 'park'],
  ['Una mujer camina por la calle mirando el móvil', 'phone-walking', 'street'],
  ['Une femme marche dans la rue en regardant son téléphone', 'phone-walking', 'street'],
  ['Eine Frau geht die Straße entlang und schaut auf ihr Handy', 'phone-walking', 'street'],
  ['Una donna cammina per strada guardando il telefono', 'phone-walking', 'street'],
  ['Someone checking their balance on the bus, midday sun.', 'phone-commuting', 'carriage'],
  ['A man scrolling on his phone on the train', 'phone-commuting', 'carriage'],
  ['Un hombre mirando el móvil en el autobús', 'phone-commuting', 'carriage'],
  ['Une femme regarde son téléphone dans le bus', 'phone-commuting', 'carriage'],
  ['Eine Frau schaut im Bus auf ihr Handy', 'phone-commuting', 'carriage'],
  ["Un uomo guarda il telefono sull'autobus", 'phone-commuting', 'carriage'],
  // A laptop on a train is used at the carriage's table, not in a café.
  ['A woman on her laptop on the train', 'using-laptop', 'carriage'],
  ['Una mujer con el portátil en el tren', 'using-laptop', 'carriage'],
];

describe('a device in use is drawn where it is used, with what is by it in the one picture', () => {
  it.each(IN_USE.flatMap(([prompt, pose, setting]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, aspect] as const)))(
    '%s',
    // The phone, the breakfast named ("over breakfast" is pancakes), the sofa and the bus are in the picture: nothing drawn again beside it.
    (_, prompt, pose, setting, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, `body:${pose}:casual`, { setting }),
  );
});

/**
 * The least height of a face's box (the head with a quarter of its size around it, bodies.ts `bodyFace`), as a share of
 * the frame's: the head itself at least 5%, readable in a phone's feed.
 */
const LEAST_FACE = 0.05 * 1.25;

describe('the one using the device is large enough to read, the face inside the picture', () => {
  const prompts = [...new Map(IN_USE.map(([prompt, pose]) => [pose, prompt])).values()];
  it.each(prompts.flatMap((prompt) => EVERYWHERE.filter(([, aspect]) => ASPECTS.includes(aspect)).map(([label, aspect, framing]) => [`${prompt}, ${label}`, prompt, aspect, framing] as const)))(
    '%s',
    async (_, prompt, aspect, framing) => {
      const { scene, layout, content, height } = await composeScene(prompt, aspect, framing);
      const [person] = layout.placed.filter((p) => isPerson(scene, p));
      const face = person!.face!;
      expect(face.h / height).toBeGreaterThanOrEqual(LEAST_FACE);
      expect(face.y).toBeGreaterThanOrEqual(content.y - 0.5);
      expect(face.y + face.h).toBeLessThanOrEqual(content.y + content.h + 0.5);
    },
  );
});

describe('the words keep their other meanings', () => {
  it.each([
    ['An inspector checking the wiring in a warehouse', 'inspecting'],
    ['A woman holding a phone showing the order app in a café', null],
    ['A family having breakfast in the kitchen', 'eating'],
    ['A man sitting on the sofa', null],
    ['A woman walking down the street', 'walking'],
  ])('%s: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});

describe('what a laptop or screen is shown showing is its screen, not more devices beside it', () => {
  it.each([
    ['A laptop showing a budgeting app with a rising chart on screen on a desk in a modern office', ['laptop', 'desk'], 'dashboard'],
    ['A monitor showing an app with a chart on a desk', ['monitor', 'desk'], 'dashboard'],
  ])('%s', (prompt, things, screen) => {
    const { scene } = readScene(prompt);
    expect(scene.things.map((t) => t.concept)).toEqual(things);
    expect(scene.screen).toBe(screen);
  });

  it('a presenter’s chart is still the board they point at', () => {
    expect(readScene('A manager presenting a chart to the team in a meeting room').scene.things.map((t) => t.concept)).toContain('chart');
  });
});
