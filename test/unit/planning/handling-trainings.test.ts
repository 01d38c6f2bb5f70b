import { describe, expect, it } from 'vitest';
import { stepScene } from '../../../lambdas/core/planning/step-pictures';
import { planOf } from './plan-of';

const STEPS = ['Plan the lift', 'Bend your knees'];

describe('a training on lifting and carrying shows the load', () => {
  it('sets its steps in a warehouse with a heavy box in view, in the planner’s languages', () => {
    for (const brief of [
      'A 45-second training on lifting safely.',
      'Manual handling training for new starters.',
      'Schulung: Heben und Tragen ohne Rückenschmerzen.',
      'Formation à la manutention pour les nouveaux employés.',
      'Formación sobre manipulación manual de cargas.',
      'Formazione sulla movimentazione manuale dei carichi.',
      'Formação sobre levantamento de cargas.',
      'Training: veilig tillen.',
    ]) {
      expect(stepScene(brief, STEPS, undefined), brief).toEqual({ who: 'a warehouse worker', place: 'in a warehouse', thing: 'a heavy box' });
    }
  });

  it('keeps the place and the people the brief names', () => {
    expect(stepScene('Lifting safely, for supermarket staff.', STEPS, 'supermarket staff')).toEqual({ who: 'a shop assistant', place: 'in a supermarket', thing: 'a heavy box' });
  });

  it('is not weights lifted in a gym, nor a building’s lift', () => {
    expect(stepScene('Training for gym staff: lifting weights with good form.', STEPS, 'gym staff').thing).toBeUndefined();
    expect(stepScene('Training for office staff: what to do if the lift breaks down.', ['Press the alarm'], 'office staff').thing).toBeUndefined();
  });

  it('pictures every shown step with the worker and the box, never at an office desk', () => {
    const brief = 'A 45-second training on lifting safely. Step 1: Plan the lift. Step 2: Bend your knees. Step 3: Keep the load close to your body. Step 4: Don’t twist while carrying.';
    const shown = planOf({ brief, kind: 'training', duration_sec: 45 }).plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt ?? '');
    expect(shown.length).toBeGreaterThan(1);
    for (const p of shown) expect(p).toMatch(/^A warehouse worker .*in a warehouse/);
  });
});
