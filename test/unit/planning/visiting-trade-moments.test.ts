import { describe, expect, it } from 'vitest';
import { planOf } from './plan-of';

const prompts = (brief: string) => planOf({ brief, duration_sec: 30 }).plan.scenes.map((s) => s.prompt ?? '').join('\n');

// A trade that comes to you is shown at the customer's front door with its tools (drawn as a house and its door), a cleaner with the rooms put right.
describe('a visiting trade’s own shots', () => {
  it('a plumber arrives at the front door with a toolbox, never a house seen from outside', () => {
    const shown = prompts('30-second ad for FlowFix, an emergency plumber in Leeds. Show our plumber fixing a leaking tap. Call 0113 496 0000.');
    expect(shown).toMatch(/toolbox at a front door/);
    expect(shown).not.toMatch(/outside a house/);
  });
  it('a cleaner brings no toolbox: the rooms put right are the shots', () => {
    const shown = prompts('30-second ad for SparkleClean, a home cleaning company in Bristol. Show a cleaner vacuuming a living room. Book at sparkleclean.co.uk.');
    expect(shown).not.toMatch(/toolbox|outside a house/);
    expect(shown).toMatch(/mopping a kitchen floor|wiping a bathroom mirror/);
  });
});
