import { describe, expect, it } from 'vitest';
import { findSteps } from '../../../lambdas/core/planning/brief-steps';
import { americanSpelling } from '../../../lambdas/core/planning/english-spelling';
import { doing } from '../../../lambdas/core/planning/step-pictures';
import { planOf } from './plan-of';

/**
 * A step that says what not to do is pictured as what is done, or as the care it asks for, never
 * with "not" made a verb; a list of instructions inside a first/then/finally sequence is as many
 * steps; and a step's picture is spelt as the brief spells ("labelling", American "labeling").
 */
describe('negative steps pictured', () => {
  it.each([
    ['Bend your knees, not your back', 'bending their knees'],
    ['Use both hands, not one', 'using both hands'],
    ['Lift with your legs, never with your back', 'lifting with their legs'],
    ['Keep the load close, never at arm’s length', 'keeping the load close'],
    ['Push the trolley, don’t pull it', 'pushing the trolley'],
    ['Walk, don’t run', 'walking'],
    ['Don’t twist while carrying', 'taking care not to twist while carrying'],
    ['Do not run on wet floors', 'taking care not to run on wet floors'],
    ['Never lift above your shoulders', 'taking care not to lift above their shoulders'],
    ['Don’t rush', 'taking care not to rush'],
    ['Avoid twisting your back', 'taking care to avoid twisting their back'],
    ['Avoid sudden movements', 'taking care to avoid sudden movements'],
    ['No running in the kitchen', 'taking care to avoid running in the kitchen'],
    ['Never twist while carrying; turn your feet instead', 'turning their feet instead of twisting while carrying'],
  ])('%s → %s', (step, picture) => {
    expect(doing(step)).toBe(picture);
  });

  it('never makes a verb of "not" in a planned training', () => {
    const { plan } = planOf({ brief: 'A 45-second training on lifting safely. Step 1: Plan the lift. Step 2: Bend your knees, not your back. Step 3: Use both hands, not one. Step 4: Don’t twist while carrying.', kind: 'training', duration_sec: 45 });
    const prompts = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt ?? '');
    expect(prompts.join(' ')).not.toMatch(/notting|\bnot their back|\bnot one\b/u);
    expect(prompts.some((p) => /bending their knees/u.test(p))).toBe(true);
  });
});

describe('a list of instructions inside a sequence', () => {
  it.each([
    ['first ask every customer about allergies, then check the allergen chart, use clean utensils, and finally label the order clearly.', ['Ask every customer about allergies', 'Check the allergen chart', 'Use clean utensils', 'Label the order clearly']],
    ['First greet the guest, then take their coat, offer a drink, and finally show them to the table.', ['Greet the guest', 'Take their coat', 'Offer a drink', 'Show them to the table']],
    ['D’abord lavez-vous les mains, puis vérifiez la fiche, utilisez des ustensiles propres, et enfin étiquetez la commande.', ['Lavez-vous les mains', 'Vérifiez la fiche', 'Utilisez des ustensiles propres', 'Étiquetez la commande']],
    ['Zuerst fragen Sie nach Allergien, dann prüfen Sie die Tabelle, benutzen Sie saubere Utensilien, und zum Schluss beschriften Sie die Bestellung.', ['Fragen Sie nach Allergien', 'Prüfen Sie die Tabelle', 'Benutzen Sie saubere Utensilien', 'Beschriften Sie die Bestellung']],
  ])('%s', (text, steps) => expect(findSteps(text)).toEqual(steps));

  it.each([
    ['First wash your hands, then add milk, sugar and eggs, and finally stir.', 'Add milk, sugar and eggs'],
    ['First wash your hands, then dry them, using a clean towel, and finally put on gloves.', 'Dry them, using a clean towel'],
  ])('keeps a list of things, or a clause on how, in its step: %s', (text, step) => expect(findSteps(text)).toContain(step));

  it('plans each as its own step', () => {
    const { plan } = planOf({ brief: 'A 60-second training for cafe staff on allergen safety: first ask every customer about allergies, then check the allergen chart, use clean utensils, and finally label the order clearly.', kind: 'training', duration_sec: 60 });
    expect(plan.scenes.map((s) => s.script ?? '').join(' ')).toMatch(/It takes 4 steps\./u);
  });
});

describe('spelt as the brief spells', () => {
  it.each([
    ['Label the order clearly', 'labelling the order clearly', 'labeling the order clearly'],
    ['Cancel the booking', 'cancelling the booking', 'canceling the booking'],
    ['Level the surface', 'levelling the surface', 'leveling the surface'],
    ['Dial 999', 'dialling 999', 'dialing 999'],
    ['Peel the potatoes', 'peeling the potatoes', 'peeling the potatoes'],
    ['Control the load', 'controlling the load', 'controlling the load'],
  ])('%s → %s (American %s)', (step, british, american) => {
    expect(doing(step)).toBe(british);
    expect(doing(step, true)).toBe(american);
  });

  it.each([
    ['Training for cafe staff: label every order and check the colour code.', 'en', false],
    ['Training for diner staff: check the color chart and label every order.', 'en', true],
    ['Training for our call center team.', 'en', true],
    ['How to organize the stockroom.', 'en', true],
    ['Training for warehouse staff on oversized loads and prizes.', 'en', false],
    ['Training for warehouse staff.', 'en-US', true],
  ])('%s (%s) American: %s', (brief, language, american) => expect(americanSpelling(brief, language)).toBe(american));

  it('pictures a British brief’s step British, an American brief’s American', () => {
    const prompts = (brief: string) => planOf({ brief, kind: 'training', duration_sec: 45 }).plan.scenes.map((s) => s.prompt ?? '').join(' ');
    expect(prompts('Training for cafe staff on allergens. Step 1: Ask about allergies. Step 2: Label the order clearly. Step 3: Check the colour code.')).toMatch(/labelling the order/u);
    expect(prompts('Training for diner staff on allergens. Step 1: Ask about allergies. Step 2: Label the order clearly. Step 3: Check the color code.')).toMatch(/labeling the order/u);
  });
});
