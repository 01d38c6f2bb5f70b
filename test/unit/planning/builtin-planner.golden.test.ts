import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';
import { checkSceneRules } from '../../../lambdas/core/render/rules';

/**
 * Golden plans: real-looking briefs and the plan the built-in planner writes for them, one line
 * per scene: "<seconds> <type> <role> [motion layout] "on-screen copy" — narration".
 * A reader can judge each plan here; a change to the planner that alters one shows up as a diff.
 */
function plan(body: Record<string, unknown>): Plan {
  const request = parseRenderRequest(body);
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
}

function outline(p: Plan): string[] {
  return p.scenes.map(
    (s) =>
      `${s.duration_sec}s ${s.type} ${s.role}` +
      (s.type === 'motion' ? ` [${s.motion?.layout}] "${s.prompt}"` : '') +
      (s.script ? ` — ${s.script}` : ''),
  );
}

const LOGO = 'https://cdn.example.com/logo.png';

describe('issue 6 golden plans: adverts', () => {
  it('the spec’s example: a 20-second oat-milk latte ad, upbeat, ending with the brief’s own call to action', () => {
    const p = plan({ brief: "a 20-second ad for our oat-milk latte, upbeat, ends with 'order in the app'" });
    expect(p.title).toBe('Oat-milk latte');
    expect(outline(p)).toEqual([
      '5s t2v_fast hook — Meet the oat-milk latte.',
      '5s t2v_fast body — Take a closer look at the oat-milk latte.',
      '5s motion proof [headline] "Oat-milk latte" — The oat-milk latte: see for yourself.',
      '5s motion cta [cta] "Order in the app" — Order in the app.',
    ]);
    expect(p.notes).toEqual([
      'The brief offers no proof (a figure, rating or award); the proof scene restates the oat-milk latte instead of inventing a claim.',
    ]);
    // Mood travels as art direction; generated scenes say what the camera sees, in the right frame.
    expect(p.scenes[0]).toMatchObject({ art_direction: 'upbeat mood', sfx: 'whoosh' });
    expect(p.scenes[0]!.prompt).toBe(
      'Eye-catching opening shot of the oat-milk latte. Cinematic live action, shallow depth of field, vertical 9:16 framing.',
    );
  });

  it('product family (product-ad): the product photo drives the body; 15 s leaves no room for proof', () => {
    const p = plan({
      brief: "Product ad for the Volt running shoe: light, springy and made from recycled ocean plastic. Ends with 'Shop the Volt drop'",
      route: 'product-ad', product_image_url: 'https://cdn.example.com/volt.png', duration_sec: 15,
    });
    expect(p.title).toBe('Volt running shoe');
    expect(outline(p)).toEqual([
      '5s motion hook [headline] "Volt running shoe" — Meet the Volt running shoe.',
      '5s i2v_fast body — Light, springy and made from recycled ocean plastic.',
      '5s motion cta [cta] "Shop the Volt drop" — Shop the Volt drop.',
    ]);
    expect(p.scenes[1]!.prompt).toMatch(/^Close-up of the product from the photo, the Volt running shoe/);
    expect(p.notes).toEqual([]);
  });

  it('brand family (brand-advert): a figure becomes the proof, an imperative sentence the call to action', () => {
    const p = plan({
      brief: 'Our bakery turns 50 this year. Three generations of bakers, one recipe for sourdough. Come celebrate with free coffee on Saturday.',
      route: 'brand-advert', brand_name: 'Rosa Bakery', brand_logo_url: LOGO, duration_sec: 25, aspect: '16:9',
    });
    expect(p.title).toBe('Rosa Bakery');
    expect(outline(p)).toEqual([
      '5s t2v_fast hook — Meet Rosa Bakery.',
      '5s t2v_fast body — Three generations of bakers, one recipe for sourdough.',
      '5s t2v_fast body — Here is Rosa Bakery, up close.',
      '5s motion proof [stat] "Our bakery turns 50 this year." — Our bakery turns 50 this year.',
      '5s motion cta [cta] "Come celebrate with free coffee on Saturday" — Come celebrate with free coffee on Saturday.',
    ]);
    expect(p.scenes[0]!.prompt).toMatch(/widescreen 16:9 framing\.$/);
    expect(p.notes).toEqual(['The brief is too short to fill 25 s with its own points; 1 scene shows Rosa Bakery from new angles.']);
  });

  it('story family (story): the story’s last line closes it; no filler narration', () => {
    const p = plan({
      brief: 'A story about a lighthouse keeper who finds a message in a bottle. The message leads her across the sea. She meets the writer at last.',
      route: 'story', duration_sec: 24, brand_name: 'Harbor Tea', brand_logo_url: LOGO,
    });
    expect(p.title).toBe('Harbor Tea: Lighthouse keeper who finds a message in a bottle');
    expect(outline(p)).toEqual([
      '6s t2v_fast hook — Meet the lighthouse keeper who finds a message in a bottle.',
      '6s t2v_fast body — The message leads her across the sea.',
      '6s t2v_fast proof — She meets the writer at last.',
      '6s motion cta [cta] "Try Harbor Tea today" — Try Harbor Tea today.',
    ]);
    expect(p.notes).toEqual(['No call to action found in the brief; the closing scene says "Try Harbor Tea today".']);
  });

  it('explainer family (explainer): motion hook and stat, generated footage for the points', () => {
    const p = plan({
      brief: 'A 30-second ad for Northwind CRM. It syncs every inbox in seconds. No more copy-pasting between tools. Rated 4.8 stars by 2,000 teams. Book a demo today!',
      route: 'explainer', duration_sec: 30, brand_name: 'Northwind', brand_logo_url: LOGO,
    });
    expect(p.title).toBe('Northwind CRM');
    expect(outline(p)).toEqual([
      '6s motion hook [headline] "Northwind CRM" — Meet Northwind CRM.',
      '6s t2v_fast body — It syncs every inbox in seconds.',
      '6s t2v_fast body — No more copy-pasting between tools.',
      '6s motion proof [stat] "Rated 4.8 stars by 2,000 teams." — Rated 4.8 stars by 2,000 teams.',
      '6s motion cta [cta] "Book a demo today" — Book a demo today.',
    ]);
    expect(p.notes).toEqual([]);
  });

  it('presenter family (testimonial): the presenter speaks the customer’s words', () => {
    const p = plan({
      brief: 'I was skeptical, but the Calm Sleep app helped me fall asleep in ten minutes. Now I wake up rested. Download it free',
      route: 'testimonial', avatar_preset_id: 'amara', duration_sec: 20,
    });
    expect(p.title).toBe('Calm Sleep');
    expect(outline(p)).toEqual([
      '6s s2v hook — Meet Calm Sleep.',
      '7s s2v body — I was skeptical, but the Calm Sleep app helped me fall asleep in ten minutes.',
      '7s motion cta [cta] "Download it free" — Download it free.',
    ]);
    expect(p.scenes[0]!.prompt).toMatch(/^Presenter talking to camera about Calm Sleep/);
  });

  it('social family (youtube-short): a list makes one point per item; what does not fit is noted', () => {
    const p = plan({
      brief: 'Three tips for summer skin: drink water, wear SPF 50, and sleep eight hours',
      route: 'youtube-short', brand_logo_url: LOGO, duration_sec: 15,
    });
    expect(p.title).toBe('Three tips for summer skin');
    expect(outline(p)).toEqual([
      '3s motion hook [headline] "Three tips for summer skin" — Three tips for summer skin.',
      '4s t2v_fast body — Drink water.',
      '4s motion proof [headline] "Wear SPF 50." — Wear SPF 50.',
      '4s motion cta [cta] "Find out more today" — Find out more today.',
    ]);
    expect(p.notes).toEqual([
      'No call to action found in the brief; the closing scene says "Find out more today".',
      "1 of the brief's points did not fit in 15 s; a longer duration_sec would show them.",
    ]);
  });
});

describe('issue 6 golden plans: training', () => {
  it('a bulleted how-to: intro, one numbered motion scene per step carrying its instruction, recap', () => {
    const p = plan({
      brief: 'How to onboard a new support agent.\n- Create their helpdesk account\n- Add them to the on-call rota\n- Pair them with a buddy for a week\n- Review their first ten tickets',
      kind: 'training', duration_sec: 45,
    });
    expect(p.title).toBe('How to onboard a new support agent');
    expect(outline(p)).toEqual([
      '8s motion intro [headline] "How to onboard a new support agent" — In this video you will learn how to onboard a new support agent.',
      '8s motion step [steps] "Create their helpdesk account" — Step 1: Create their helpdesk account.',
      '7s motion step [steps] "Add them to the on-call rota" — Step 2: Add them to the on-call rota.',
      '7s motion step [steps] "Pair them with a buddy for a week" — Step 3: Pair them with a buddy for a week.',
      '7s motion step [steps] "Review their first ten tickets" — Step 4: Review their first ten tickets.',
      '8s motion recap [checklist] "Create their helpdesk account; Add them to the on-call rota; Pair them with a buddy for a week; Review their first ten tickets" — Those are the 4 steps to onboard a new support agent.',
    ]);
    expect(p.notes).toEqual([]);
  });

  it('sentences become steps; a 60 s default with few steps gains a demonstration scene', () => {
    const p = plan({ brief: 'Fire drill training. Leave your desk. Take the nearest stairs. Meet at the car park.', kind: 'training' });
    expect(p.title).toBe('Fire drill: step by step');
    expect(outline(p)).toEqual([
      '10s motion intro [headline] "Fire drill: step by step" — This short training covers fire drill.',
      '10s motion step [steps] "Leave your desk" — Step 1: Leave your desk.',
      '10s t2v_fast demo — Watch closely: leave your desk.',
      '10s motion step [steps] "Take the nearest stairs" — Step 2: Take the nearest stairs.',
      '10s motion step [steps] "Meet at the car park" — Step 3: Meet at the car park.',
      '10s motion recap [checklist] "Leave your desk; Take the nearest stairs; Meet at the car park" — To recap: leave your desk, take the nearest stairs and meet at the car park.',
    ]);
    expect(p.notes).toEqual([
      'The brief lists no numbered steps; each of its sentences became a step.',
      'The brief is too short to fill 60 s with its own steps; 1 demonstration scene was added.',
    ]);
  });

  it('more steps than scenes fit: steps are grouped in order, and the review says so', () => {
    const steps = Array.from({ length: 14 }, (_, i) => `${i + 1}. Check item number ${i + 1}`).join('\n');
    const p = plan({ brief: `Safety checklist:\n${steps}`, kind: 'training', duration_sec: 40 });
    expect(p.scenes).toHaveLength(10);
    // Grouped steps are ticked lists (the renderer's numbering counts scenes); narration keeps the brief's numbers.
    expect(p.scenes[1]).toMatchObject({ role: 'step', prompt: 'Check item number 1', motion: { layout: 'checklist' } });
    expect(p.scenes[2]).toMatchObject({ prompt: 'Check item number 2; Check item number 3', motion: { layout: 'checklist' } });
    expect(p.scenes[2]!.script).toMatch(/^Steps 2 to 3: Check item number 2/);
    expect(p.scenes.at(-2)!.prompt).toBe('Check item number 13; Check item number 14');
    expect(p.notes).toContain('The brief lists 14 steps; they were grouped into 8 scenes to fit 40 s.');
  });
});

describe('issue 6 golden plans: formats, assets and the rules of §4.2', () => {
  it('product_enabled: false turns product shots into generated footage, and says so', () => {
    const p = plan({ brief: 'Unboxing video for the Aurora desk lamp. Warm light, touch dimmer, folds flat.', route: 'unboxing', product_enabled: false });
    expect(p.scenes.map((s) => s.type)).toEqual(['t2v_fast', 't2v_fast', 't2v_fast', 'motion']);
    expect(p.notes[0]).toBe('product_enabled is false: product shots are generated instead of taken from a photo.');
  });

  it('a product format without a photo plans product shots, so rule 2 refuses the planned render', () => {
    const request = parseRenderRequest({ brief: 'Product film for the Aurora desk lamp', route: 'product-film' });
    const p = planFromBrief(planInputOf({ ...request, brief: request.brief! }));
    expect(p.scenes.some((s) => s.type === 'i2v_fast')).toBe(true);
    expect(() => checkSceneRules(request, p.scenes, { brandKitIds: new Set() })).toThrow(
      expect.objectContaining({ code: 'PRODUCT_IMAGE_REQUIRED' }),
    );
  });

  it('a presenter format without a face plans presenter scenes, so rule 1 refuses; presenter_enabled: false renders', () => {
    const refused = parseRenderRequest({ brief: 'A walk-and-talk about our new co-working space in Leeds', route: 'walk-talk', brand_logo_url: LOGO });
    const p = planFromBrief(planInputOf({ ...refused, brief: refused.brief! }));
    expect(p.scenes[0]!.type).toBe('walk_talk');
    expect(() => checkSceneRules(refused, p.scenes, { brandKitIds: new Set() })).toThrow(expect.objectContaining({ code: 'PRESENTER_REQUIRED' }));
    const stock = parseRenderRequest({ brief: 'x', route: 'walk-talk', brand_logo_url: LOGO, presenter_enabled: false });
    expect(() => checkSceneRules(stock, p.scenes, { brandKitIds: new Set() })).not.toThrow();
  });

  it('kind training with an advert route plans the training arc and notes why', () => {
    const p = plan({ brief: 'How to brew pour-over coffee: rinse the filter, add coffee, pour slowly', kind: 'training', route: 'ugc-ad', duration_sec: 30 });
    expect(p.scenes[0]!.role).toBe('intro');
    expect(p.notes).toContain('The ugc-ad route is an advert format; this was planned as a training video because kind is training.');
  });

  it('5 s has room for one scene: the hook, and the missing call to action is noted', () => {
    const p = plan({ brief: 'a 20-second ad for our oat-milk latte', duration_sec: 5 });
    expect(outline(p)).toEqual(['5s t2v_fast hook — Meet the oat-milk latte.']);
    expect(p.notes).toEqual(['At 5 s there is room for 1 scene; the call to action was left out.']);
  });

  it('narrator: false gives no narration at all', () => {
    const p = plan({ brief: "a 20-second ad for our oat-milk latte, ends with 'order in the app'", narrator: false });
    expect(p.scenes.every((s) => s.script === undefined)).toBe(true);
  });

  it('a given title is used as sent; brand colours become art direction on every scene', () => {
    const p = plan({ brief: 'an ad for our tea', title: 'Tea time', brand_colors: ['#0a7', '#ffcc00'] });
    expect(p.title).toBe('Tea time');
    expect(p.scenes.every((s) => s.art_direction === 'brand palette #0a7, #ffcc00')).toBe(true);
  });

  it('a brief in another language keeps its own words and flags the English connecting lines', () => {
    const p = plan({ brief: 'Une publicité pour notre café. Torréfié à Lyon.', language: 'fr' });
    expect(p.scenes.some((s) => s.script === 'Torréfié à Lyon.')).toBe(true);
    expect(p.notes).toContain('Narration uses the brief\'s own words where it can; connecting lines are in English, so review them for language "fr".');
  });
});
