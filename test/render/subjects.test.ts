/** What a t2v_fast prompt shows without a model (illustrations/subjects.ts): the subjects it names. */
import { describe, expect, it } from 'vitest';
import { subjectsOf } from '../../lambdas/render/illustrations/subjects';

describe('t2v_fast subjects: the pictures a prompt names, the main one first', () => {
  it('the head of a phrase leads: an oat-milk latte is a hot drink, with milk beside it', () => {
    expect(subjectsOf('Close-up of the oat-milk latte')).toEqual(['hot-beverage', 'glass-of-milk']);
    expect(subjectsOf('New running shoes on a track at sunrise')).toEqual(['running-shoe']);
  });

  it('a hyphenated modifier names nothing: an eye-catching shot of a latte shows no eye', () => {
    expect(subjectsOf('Eye-catching opening shot of the oat-milk latte')[0]).toBe('hot-beverage');
    expect(subjectsOf('Mouth-watering burger')).toEqual(['hamburger']);
    expect(subjectsOf('Sun-dried tomatoes on toast')).toEqual(['tomato']);
    expect(subjectsOf('Our state-of-the-art laptop')).toEqual(['laptop']);
  });

  it('a container gives way to what it holds: a bag of coffee beans shows beans, not a handbag', () => {
    expect(subjectsOf('A bag of coffee beans on a kitchen table')[0]).toBe('beans');
    expect(subjectsOf('A cup of coffee')).toEqual(['hot-beverage']);
    expect(subjectsOf('A leather bag')).toEqual(['handbag']);
  });

  it('camera directions a planner appends for a video model name nothing', () => {
    const prompt = 'Eye-catching opening shot of the oat-milk latte. Cinematic live action, shallow depth of field, vertical 9:16 framing.';
    expect(subjectsOf(prompt)).toEqual(['hot-beverage', 'glass-of-milk']);
    expect(subjectsOf('Aerial pan over a soft-lit cafe with a croissant')).toEqual(['croissant']);
  });
});
