import { describe, expect, it } from 'vitest';
import { actionLine } from '../../../lambdas/core/planning/brief-actions';
import { withAntecedents } from '../../../lambdas/core/planning/it-antecedents';
import { planOf } from './plan-of';

/**
 * "Show children painting at a table and a teacher reading them a story" (issue 23): "them" is the
 * children the shot before shows, never the business the brief is for, and the staff line reads
 * "your children" the story, leaving the story a story.
 */
describe('"them" and the people served', () => {
  it.each([
    [['Children painting at a table', 'a teacher reading them a story'], 'a teacher reading the children a story'],
    [['Guests arriving at the door', 'a host showing them to a table'], 'a host showing the guests to a table'],
    [['Two students waiting in the hall', 'a tutor helping them with maths'], 'a tutor helping the students with maths'],
  ])('%j → %s', (shots, second) => {
    expect(withAntecedents(shots)[1]).toBe(second);
  });

  it('"it" is still what the shot before acts on', () => {
    expect(withAntecedents(['a barista making a latte', 'a customer tasting it'])[1]).toBe('a customer tasting the latte');
  });

  it.each([
    ['a teacher reading the children a story', 'Our teacher reads your children a story.'],
    ['a coach teaching the kids a new stroke', 'Our coach teaches your kids a new stroke.'],
  ])('%s → %s', (picture, said) => {
    expect(actionLine(picture)).toBe(said);
  });

  it('a nursery brief: the teacher reads the children a story, in the picture and the line', () => {
    const { plan } = planOf({ brief: '20-second ad for Sunny Side Nursery, a children’s nursery in Cardiff. Show children painting at a table and a teacher reading them a story. Places available from September. Call 029 2000 1234.', duration_sec: 20 });
    const reading = plan.scenes.find((s) => /teacher reading/i.test(s.prompt ?? ''));
    expect(reading?.prompt).toMatch(/^A teacher reading the children a story/);
    expect(reading?.script).toMatch(/^Our teacher reads your children a story\./);
    expect(JSON.stringify(plan.scenes)).not.toMatch(/nursery in Cardiff a story|your story/);
  });
});
