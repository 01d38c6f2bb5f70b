/**
 * Issue 23: a robot vacuum is drawn as one, a low disc cleaning the floor by itself, in the seven languages' words: never an
 * upright vacuum pushed by someone, never set on a table or held up in a hand, and its "maps your home" is no map on the table.
 */
import { describe, expect, it } from 'vitest';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

const scene = (prompt: string) => completeScene(parsePrompt(prompt));

describe('a robot vacuum is a robot vacuum on the floor', () => {
  it.each([
    'The Brisa robot vacuum on a wooden floor in a bright living room',
    'A robotic vacuum cleaning under the sofa',
    'Un aspirateur robot dans le salon',
    'Ein Saugroboter im Wohnzimmer',
    'Un robot aspirador en el salón',
    'Un robot aspirapolvere in soggiorno',
    'Um robô aspirador na sala',
    'Een robotstofzuiger in de woonkamer',
  ])('%s', (prompt) => {
    const drawn = scene(prompt);
    const robot = drawn.things.findIndex((t) => t.concept === 'robot-vacuum');
    expect(robot).toBeGreaterThanOrEqual(0);
    expect(drawn.things.map((t) => t.concept)).not.toContain('vacuum');
    // Nothing holds it up and it stands on nothing: the floor is where it is drawn.
    expect(drawn.relations.filter((r) => r.figure === robot && (r.kind === 'on' || r.kind === 'holding'))).toEqual([]);
  });

  it('someone said to vacuum with one sits back on the sofa while it cleans', () => {
    const drawn = scene('A person vacuuming a rug with the Brisa robot vacuum in a bright living room, morning light.');
    expect(drawn.pose).toBe('reading-sofa');
    expect(drawn.things.map((t) => t.concept)).toContain('robot-vacuum');
    expect(drawn.things.map((t) => t.concept)).not.toContain('hand');
  });

  it('an upright vacuum is still pushed', () => {
    expect(scene('A man vacuuming the living room rug').pose).toBe('vacuuming');
  });

  it('"it maps your home" is the robot’s work, not a map', () => {
    const drawn = scene('A child playing on a clean rug beside the Brisa robot vacuum in a tidy living room. Focus: It maps your home.');
    expect(drawn.things.map((t) => t.concept)).not.toContain('map');
    expect(drawn.things.filter((t) => t.concept === 'robot-vacuum')).toHaveLength(1);
  });
});
