import { describe, expect, it } from 'vitest';
import { END_CARD_SEC } from '../../lambdas/render/timing';
import { splitScript } from '../../lambdas/core/planning/narration-fit';
import { BRIEF_CASES } from '../unit/planning/brief-fixtures';
import { withoutLead } from '../unit/planning/plan-of';
import { useLocalStack } from '../support/local-stack';

/**
 * Issue 23 over the real HTTP path: POST /v1/render with `dry_run: true` on the local stack plans
 * briefs with the built-in planner, and the plan it answers keeps the planning rules (checked
 * on every brief in test/unit/planning/plans-from-briefs.test.ts).
 */
const stack = useLocalStack();

const pick = (prefix: string) => BRIEF_CASES.find((c) => c.name.startsWith(prefix))!;

interface DryRun {
  scene_plan: { type: string; role?: string; prompt: string; script?: string; duration_sec: number }[];
  plan_notes?: string;
  credits_required: number;
}

async function dryRun(body: Record<string, unknown>): Promise<DryRun> {
  const { api_key } = await stack.account({ credits: 1_000, limits: { maxRenderCost: 1e6 } });
  const res = await stack.api('POST', '/v1/render', { key: api_key, body: { ...body, dry_run: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DryRun;
}

const rendered = (plan: DryRun, body: Record<string, unknown>) =>
  plan.scene_plan.reduce((sum, s) => sum + s.duration_sec, 0) + (body.brand_logo_url ? END_CARD_SEC : 0);

describe('issue 23: plans that use the brief, through the dry_run HTTP path', () => {
  it('an advert with a logo, figures, an offer and addresses: 20 s (±5%) with the end card, the call to action and the address on the closing card', async () => {
    const c = pick('en advert, 20 s with a logo');
    const plan = await dryRun(c.body);
    expect(Math.abs(rendered(plan, c.body) - 20)).toBeLessThanOrEqual(20 * 0.05);
    const last = plan.scene_plan.at(-1)!;
    expect(last).toMatchObject({ type: 'motion', role: 'cta' });
    expect(last.prompt).toContain('breeze.example.com');
    expect(last.prompt).toContain('0161 496 0123');
    expect(last.script).toContain('Shop at breeze.example.com');
    const text = plan.scene_plan.map((s) => `${s.prompt} ${s.script ?? ''}`).join(' ') + (plan.plan_notes ?? '');
    for (const fact of c.facts) expect(text).toContain(fact);
  });

  it('a French advert is written in French, connecting lines included', async () => {
    const plan = await dryRun(pick('fr advert').body);
    expect(plan.scene_plan[0]!.script).toMatch(/^Découvrez notre café en grains\./);
    expect(plan.scene_plan.at(-1)!.script).toContain('Commandez sur cafe-lumiere.example.fr');
    expect(plan.plan_notes ?? '').not.toContain('connecting lines are in English');
  });

  it('"in 4 steps" with none named: no invented steps, no copies, and plan_notes says what is missing', async () => {
    const plan = await dryRun(pick('en training, 45 s: "in 4 steps" promised').body);
    expect(plan.scene_plan.filter((s) => s.role === 'step')).toHaveLength(0);
    const pairs = plan.scene_plan.map((s) => `${s.prompt}|${s.script ?? ''}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(plan.plan_notes).toContain('The brief promises 4 steps but names none of them');
    expect(plan.scene_plan.reduce((sum, s) => sum + s.duration_sec, 0)).toBe(45);
  });

  it.each([
    'en training, 40 s: numbered lines',
    'de training, 30 s',
    'zh training, 30 s',
  ])('%s: one step scene per step, in order, its label never repeated', async (name) => {
    const c = pick(name);
    const plan = await dryRun(c.body);
    // A step is its card, or (in a training about an app) its picture on the screen, its instruction said first.
    const instruction = (s: DryRun['scene_plan'][number]) => (s.type === 'motion' ? s.prompt : withoutLead(splitScript(s.script ?? '')[0]!.replace(/\.$/u, '')));
    expect(plan.scene_plan.filter((s) => s.role === 'step').map(instruction)).toEqual(c.steps);
    for (const s of plan.scene_plan) expect(s.script ?? '').not.toMatch(/(?:step|schritt|第)\s*\d+\s*[:：]\s*(?:step|schritt|第)/i);
    expect(Math.abs(rendered(plan, c.body) - (c.body.duration_sec as number))).toBeLessThanOrEqual((c.body.duration_sec as number) * 0.05);
  });
});
