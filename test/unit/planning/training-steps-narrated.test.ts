import { describe, expect, it } from 'vitest';
import { MIN_NARRATION_COVERAGE } from '../../../lambdas/core/planning/narration-fit';
import { coverage, planOf } from './plan-of';

/**
 * Trainings that teach the use of a tool, in seven languages: their step pictures keep the tool in
 * view whether or not the step names it, every step is said whole, and narration covers the video.
 */
const TRAININGS: { brief: string; duration_sec: number; language?: string; tool: RegExp }[] = [
  {
    brief: '30-second training for warehouse staff on using a pallet jack: 1. Check the forks are lowered. 2. Slide the forks fully under the pallet. 3. Pump the handle to lift. 4. Push, don\'t pull, and walk slowly.',
    duration_sec: 30,
    tool: /pallet jack/,
  },
  {
    brief: '40-second training for kitchen staff on using the meat slicer: 1. Put on cut-resistant gloves. 2. Set the blade guard in place. 3. Use the pusher, never your fingers. 4. Switch off and unplug before cleaning.',
    duration_sec: 40,
    tool: /meat slicer/,
  },
  {
    brief: '30-second training for cleaners on using a floor scrubber: 1. Fill the tank with clean water. 2. Lower the brush. 3. Walk in straight overlapping lines. 4. Empty the dirty water tank at the end.',
    duration_sec: 30,
    tool: /floor scrubber/,
  },
  {
    brief: 'Formación de 30 segundos para el personal de almacén sobre el uso de la transpaleta: 1. Comprueba que las horquillas están bajadas. 2. Desliza las horquillas bajo el palé. 3. Bombea la palanca para elevar. 4. Empuja, no tires, y camina despacio.',
    duration_sec: 30,
    language: 'es',
    tool: /transpaleta/,
  },
  {
    brief: 'Formación de 40 segundos para el personal de cocina sobre el uso de la freidora: 1. Comprueba el nivel de aceite. 2. Seca bien los alimentos. 3. Baja la cesta despacio. 4. Nunca dejes la freidora sola.',
    duration_sec: 40,
    language: 'es',
    tool: /freidora/,
  },
  {
    brief: '30-Sekunden-Schulung für Lagerpersonal zum Umgang mit dem Hubwagen: 1. Gabeln ganz absenken. 2. Gabeln unter die Palette schieben. 3. Deichsel pumpen, bis die Last frei ist. 4. Langsam schieben, nicht ziehen.',
    duration_sec: 30,
    language: 'de',
    tool: /Hubwagen/,
  },
  {
    brief: '40-Sekunden-Schulung für Reinigungskräfte zur Bedienung der Scheuersaugmaschine: 1. Frischwassertank füllen. 2. Bürste absenken. 3. In geraden Bahnen fahren. 4. Schmutzwassertank am Ende leeren.',
    duration_sec: 40,
    language: 'de',
    tool: /Scheuersaugmaschine/,
  },
  {
    brief: 'Formation de 30 secondes pour le personnel sur l’utilisation du transpalette : 1. Vérifiez que les fourches sont baissées. 2. Glissez les fourches sous la palette. 3. Pompez le timon pour lever. 4. Poussez, ne tirez pas, et marchez lentement.',
    duration_sec: 30,
    language: 'fr',
    tool: /transpalette/,
  },
  {
    brief: 'Formation de 40 secondes pour les cuisiniers sur l’utilisation de la trancheuse : 1. Mettez des gants anti-coupure. 2. Placez le protège-lame. 3. Utilisez le poussoir, jamais vos doigts. 4. Débranchez avant de nettoyer.',
    duration_sec: 40,
    language: 'fr',
    tool: /trancheuse/,
  },
  {
    brief: 'Formazione di 30 secondi per il personale di magazzino sull’uso del transpallet: 1. Controlla che le forche siano abbassate. 2. Infila le forche sotto il bancale. 3. Pompa il timone per sollevare. 4. Spingi, non tirare, e cammina piano.',
    duration_sec: 30,
    language: 'it',
    tool: /transpallet/,
  },
  {
    brief: 'Formação de 30 segundos para a equipa do armazém sobre o uso do porta-paletes: 1. Verifique se os garfos estão em baixo. 2. Deslize os garfos sob a palete. 3. Bombeie o timão para levantar. 4. Empurre, não puxe, e ande devagar.',
    duration_sec: 30,
    language: 'pt',
    tool: /porta-paletes/,
  },
  {
    brief: '45-second training for baristas on using the espresso machine: 1. Purge the group head. 2. Dose and tamp the coffee evenly. 3. Lock the portafilter in. 4. Start the shot and time it. 5. Wipe the steam wand after every use.',
    duration_sec: 45,
    tool: /espresso machine/,
  },
];

const stepTexts = (brief: string) => brief.split(/\s\d\.\s/).slice(1).map((s) => s.trim().replace(/\.$/, ''));

describe('trainings on using a tool', () => {
  it.each(TRAININGS)('$brief', ({ tool, ...body }) => {
    const planned = planOf({ ...body, kind: 'training' });
    const steps = planned.plan.scenes.filter((s) => s.role === 'step' && s.type !== 'motion');
    // Every step pictured keeps the training's tool in view.
    expect(steps.length).toBeGreaterThan(0);
    for (const scene of steps) expect(scene.prompt).toMatch(tool);
    // Every step is said in the brief's own words.
    const said = planned.plan.scenes.map((s) => s.script ?? '').join(' ').toLowerCase();
    for (const step of stepTexts(body.brief)) expect(said).toContain(step.toLowerCase().slice(1));
    expect(coverage(planned)).toBeGreaterThanOrEqual(MIN_NARRATION_COVERAGE);
  });
});
