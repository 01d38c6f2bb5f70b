import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';
import { checkSceneRules } from '../../../lambdas/core/render/rules';

/**
 * Golden plans: real-looking briefs and the plan the built-in planner writes for them, one line
 * per scene: "<seconds> <type> <role> [motion layout] "on-screen copy" — narration". A reader can
 * judge each plan here; a change to the planner that alters one shows up as a diff. The rules
 * every plan keeps are checked on 28 briefs in plans-from-briefs.test.ts.
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


describe('issue 6 and 23 golden plans: adverts', () => {
  it('the spec’s example, a brief with nothing but a product and a call to action: no stock lines, a note on what narration covers', () => {
    const p = plan({ brief: "a 20-second ad for our oat-milk latte, upbeat, ends with 'order in the app'" });
    expect(p.title).toBe("Oat-milk latte");
    expect(outline(p)).toEqual([
      "5.5s t2v_fast hook — Meet the oat-milk latte.",
      "5.5s t2v_fast body",
      // No proof, figure or point to spare: another shot of the latte, not a card showing only its name.
      "6s t2v_fast body",
      "3s motion cta [cta] \"Order in the app\" — Order in the app.",
    ]);
    expect(p.notes).toEqual([
      "The brief offers no proof (a rating, award or customer count), so the plan makes no claim of its own and has no proof scene.",
      "The brief is too short to fill 20 s with its own points; 2 scenes show the oat-milk latte without narration.",
      "Narration covers 12% of the video, under the 75% planned for (at least 70% once rendered): the brief gives about 2 s to say in 20 s. Add points to the brief, or ask for about 5 s.",
    ]);
  });

  it('product family (product-ad): a hook with the boldest short figure, the photo carrying the claims, the offer said once, with the call to action', () => {
    const p = plan({ brief: "Product ad for the Volt running shoe: 210 grams, made from recycled ocean plastic, with a 12-month guarantee. Rated 4.8 stars by 3,000 runners. Free returns on every order. Shop the Volt drop at volt.example.com.", route: "product-ad", product_image_url: "https://cdn.example.com/volt.png", duration_sec: 25 });
    expect(p.title).toBe("Volt running shoe");
    expect(outline(p)).toEqual([
      "4s motion hook [headline] \"Volt running shoe. 210 grams\" — Meet the Volt running shoe. 210 grams.",
      // Too little else to say for 25 s: lines of a shoe's kind (product-kind-lines.ts) that claim nothing fill the photo's time; the offer is said once, at the close.
      "6s i2v_fast body — Made from recycled ocean plastic. Find your size and a fit that feels like yours.",
      "6s i2v_fast body — With a 12-month guarantee. Dress for the day ahead, whatever it brings.",
      "4s motion proof [stat] \"Rated 4.8 stars by 3,000 runners.\" — Rated 4.8 stars by 3,000 runners.",
      "5.5s motion cta [cta] \"Free returns on every order. Shop the Volt drop at volt.example.com\" — Free returns on every order. Shop the Volt drop at volt.example.com.",
    ]);
    expect(p.notes).toEqual([]);
  });

  it('brand family (brand-advert), 16:9 with a logo: the end card counted, the anniversary in the hook, the street address said and shown at the close', () => {
    const p = plan({ brief: "Our bakery turns 50 this year. Three generations of bakers, one recipe for sourdough. Every loaf is shaped by hand before 5 a.m. Find us at 12 High Street, Leeds. Come celebrate with free coffee on Saturday.", route: "brand-advert", brand_name: "Rosa Bakery", brand_logo_url: LOGO, duration_sec: 25, aspect: "16:9" });
    expect(p.title).toBe("Rosa Bakery");
    expect(outline(p)).toEqual([
      "4.5s t2v_fast hook — Meet Rosa Bakery. Our bakery turns 50 this year.",
      "4.5s t2v_fast body — Three generations of bakers, one recipe for sourdough.",
      "4s t2v_fast body — Every loaf is shaped by hand before 5 a.m.",
      // Time the brief's points leave goes to a shot of the bakery, which waits for its viewers (trade-lines.ts), not to a longer card.
      "4s t2v_fast body — We would love to see you. Come in and say hello.",
      // The close is a short card (AD_CARD_SEC), held only as long as its own lines need: no sign-off.
      "6.5s motion cta [cta] \"Come celebrate with free coffee on Saturday. Find us at 12 High Street, Leeds\" — Come celebrate with free coffee on Saturday. Find us at 12 High Street, Leeds.",
    ]);
    expect(p.notes).toEqual([
      "The brief offers no proof (a rating, award or customer count), so the plan makes no claim of its own and has no proof scene.",
    ]);
  });

  it('story family (story): the premise opens, the story’s lines follow in order, the brand closes', () => {
    const p = plan({ brief: "A story about a lighthouse keeper who finds a message in a bottle. The message leads her across a stormy sea. After three days she reaches a tiny island. The writer is waiting on the pier with a pot of tea.", route: "story", duration_sec: 24, brand_name: "Harbor Tea", brand_logo_url: LOGO });
    expect(p.title).toBe("Harbor Tea: Lighthouse keeper who finds a message in a bottle");
    expect(outline(p)).toEqual([
      "4.5s t2v_fast hook — A lighthouse keeper who finds a message in a bottle.",
      "4.5s t2v_fast body — The message leads her across a stormy sea.",
      "4.5s t2v_fast body — After three days she reaches a tiny island.",
      "5s t2v_fast proof — The writer is waiting on the pier with a pot of tea.",
      "3s motion cta [cta] \"Try Harbor Tea today\" — Try Harbor Tea today.",
    ]);
    expect(p.notes).toEqual([
      "No call to action found in the brief; the closing scene says \"Try Harbor Tea today\".",
      "Narration covers 55% of the video, under the 75% planned for (at least 70% once rendered): the brief gives about 12 s to say in 24 s. Add points to the brief.",
    ]);
  });

  it('explainer family (explainer): motion hook and stat, generated footage for the points, a price kept out of the hook', () => {
    const p = plan({ brief: "A 30-second ad for Northwind CRM. It syncs every inbox in seconds, so your team never copies and pastes again. Follow-ups write themselves from your calendar. Setting up takes 10 minutes, with no IT team. Plans start at $12 per user a month. Rated 4.8 stars by 2,000 teams. Book a demo at northwind.example.com/demo.", route: "explainer", duration_sec: 30, brand_name: "Northwind", brand_logo_url: LOGO });
    expect(p.title).toBe("Northwind CRM");
    expect(outline(p)).toEqual([
      "5.5s motion hook [headline] \"Northwind CRM. Follow-ups write themselves from your calendar\" — Meet Northwind CRM. Follow-ups write themselves from your calendar.",
      "5.5s t2v_fast body — It syncs every inbox in seconds, so your team never copies and pastes again.",
      "4s t2v_fast body — Setting up takes 10 minutes, with no IT team.",
      "4s t2v_fast body — Plans start at $12 per user a month.",
      "4s motion proof [stat] \"Rated 4.8 stars by 2,000 teams.\" — Rated 4.8 stars by 2,000 teams.",
      "4s motion cta [cta] \"Book a demo at northwind.example.com/demo\" — Book a demo at northwind.example.com/demo.",
    ]);
    expect(p.notes).toEqual([
      "The video lasts 29.5 s of the 30 s asked for (within 5%): the brief gives too little to say to fill 30 s with narration.",
    ]);
  });

  it('presenter family (testimonial): the customer opens in their own words', () => {
    const p = plan({ brief: "I was skeptical, but the Calm Sleep app helped me fall asleep in ten minutes. Now I wake up rested, even after night shifts. Over 1 million people use it every night. Download Calm Sleep free from the App Store.", route: "testimonial", avatar_preset_id: "amara", duration_sec: 20 });
    expect(p.title).toBe("Calm Sleep");
    expect(outline(p)).toEqual([
      "5.5s s2v hook — I was skeptical, but the Calm Sleep app helped me fall asleep in ten minutes.",
      "5.5s s2v body — Now I wake up rested, even after night shifts.",
      "5s motion proof [stat] \"Over 1 million people use it every night.\" — Over 1 million people use it every night.",
      "4s motion cta [cta] \"Download Calm Sleep free from the App Store\" — Download Calm Sleep free from the App Store.",
    ]);
    expect(p.notes).toEqual([
      "Narration covers 63% of the video, under the 75% planned for (at least 70% once rendered): the brief gives about 13 s to say in 20 s. Add points to the brief.",
    ]);
  });

  it('social family (youtube-short): a list of tips is one line each, under the topic as the hook', () => {
    const p = plan({ brief: "Three tips for summer skin: drink water, wear SPF 50, and sleep eight hours. Shop the summer kit at glow.example.com.", route: "youtube-short", brand_logo_url: LOGO, duration_sec: 15 });
    expect(p.title).toBe("Three tips for summer skin");
    expect(outline(p)).toEqual([
      "4s motion hook [headline] \"Three tips for summer skin\" — Three tips for summer skin.",
      "4.5s t2v_fast body — Drink water. Wear SPF 50. Sleep eight hours.",
      "4s motion cta [cta] \"Shop the summer kit at glow.example.com\" — Shop the summer kit at glow.example.com.",
    ]);
    expect(p.notes).toEqual([
      "The brief offers no proof (a rating, award or customer count), so the plan makes no claim of its own and has no proof scene.",
      "Narration covers 60% of the video, under the 75% planned for (at least 70% once rendered): the brief gives about 7 s to say in 15 s. Add points to the brief.",
    ]);
  });
});

describe('issue 6 and 23 golden plans: training', () => {
  it('bullets: a step done on a screen is a card; steps done by people are shown being done, after their cards while narration holds; a recap naming every step', () => {
    const p = plan({ brief: "How to onboard a new support agent.\n- Create their helpdesk account\n- Add them to the on-call rota\n- Pair them with a buddy for a week\n- Review their first ten tickets", kind: "training", duration_sec: 45 });
    expect(p.title).toBe("How to onboard a new support agent");
    expect(outline(p)).toEqual([
      "6s motion intro [headline] \"How to onboard a new support agent\" — In this video you will learn how to onboard a new support agent. It takes 4 steps.",
      "6.5s motion step [steps] \"Create their helpdesk account\" — First, create their helpdesk account. Once that’s done, move on to step 2.",
      "3s motion step [steps] \"Add them to the on-call rota\" — Next, add them to the on-call rota.",
      "5s t2v_fast demo — Watch how it’s done. Once that’s done, move on to step 3.",
      "3.5s motion step [steps] \"Pair them with a buddy for a week\" — Then, pair them with a buddy for a week.",
      "3s t2v_fast demo — Take a close look.",
      "3.5s motion step [steps] \"Review their first ten tickets\" — Finally, review their first ten tickets.",
      "4.5s t2v_fast demo — This is how it looks in practice. That’s the last step.",
      "9.5s motion recap [checklist] \"Create their helpdesk account; Add them to the on-call rota; Pair them with a buddy for a week; Review their first ten tickets\" — To recap: create their helpdesk account, add them to the on-call rota, pair them with a buddy for a week and review their first ten tickets.",
    ]);
    // The person the steps are done to is pictured in place of "them".
    expect(p.scenes[3]!.prompt).toMatch(/^A person adding a new support agent to the on-call rota, in a bright workplace\. /);
    expect(p.notes).toEqual([
      "3 demonstration scenes show steps 2, 3 and 4 being done.",
      "The video lasts 44.5 s of the 45 s asked for (within 5%): the brief gives too little to say to fill 45 s with narration.",
    ]);
  });

  it('sentences become steps; a 60 s default shows each step being done, said once, the way on to the next step said over the picture', () => {
    const p = plan({ brief: "Fire drill training. Leave your desk. Take the nearest stairs. Meet at the car park.", kind: "training" });
    expect(p.title).toBe("Fire drill: step by step");
    expect(outline(p)).toEqual([
      "10s motion intro [headline] \"Fire drill: step by step\" — This short training covers fire drill. It takes 3 steps. Let’s go through them one at a time.",
      "10s motion step [steps] \"Leave your desk\" — First, leave your desk.",
      "10s t2v_fast demo — Here is what that looks like. Once that’s done, move on to step 2.",
      "10s t2v_fast step — Next, take the nearest stairs. Watch how it’s done. Once that’s done, move on to step 3.",
      "10s t2v_fast step — Finally, meet at the car park. Take a close look. That’s the last step.",
      "10s motion recap [checklist] \"Leave your desk; Take the nearest stairs; Meet at the car park\" — To recap: leave your desk, take the nearest stairs and meet at the car park. Keep this video handy for the next time you need it.",
    ]);
    // "the car park" is the last step's own place, not the video's: the others happen in an office ("desk").
    expect(p.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt.split('.')[0])).toEqual([
      'An office worker leaving their desk, in an office',
      'An office worker taking the nearest stairs, in an office',
      'An office worker meeting at the car park',
    ]);
    expect(p.notes).toEqual([
      "The brief lists no numbered steps; each of its sentences became a step.",
      "3 demonstration scenes show steps 1, 2 and 3 being done.",
      "Narration covers 50% of the video, under the 75% planned for (at least 70% once rendered): the brief gives about 30 s to say in 60 s. Add points to the brief, or ask for about 45 s.",
    ]);
  });
});

describe('issue 6 and 23 golden plans: short videos and languages', () => {
  it('5 s has room for one scene: the hook says the call to action too', () => {
    const p = plan({ brief: "a 20-second ad for our oat-milk latte, ends with 'order in the app'", duration_sec: 5 });
    expect(p.title).toBe("Oat-milk latte");
    expect(outline(p)).toEqual([
      "5s t2v_fast hook — Meet the oat-milk latte. Order in the app.",
    ]);
    expect(p.notes).toEqual([
      "At 5 s there is room for 1 scene; the call to action is said in it, with no scene of its own.",
      "Narration covers 51% of the video, under the 75% planned for (at least 70% once rendered): the brief gives about 3 s to say in 5 s. Add points to the brief.",
    ]);
  });

  it('a brief in French is planned in French, connecting lines included', () => {
    const p = plan({ brief: "Une publicité pour notre café en grains. Torréfié à Lyon depuis 1987. Un café doux, rond et sans amertume. Commandez sur cafe-lumiere.example.fr.", language: "fr" });
    expect(p.title).toBe("Notre café en grains");
    expect(outline(p)).toEqual([
      // Coffee's kind lines (product-kind-lines.ts), claiming nothing, fill what the brief leaves.
      "6s t2v_fast hook — Découvrez notre café en grains. Partagez-le avec quelqu’un que vous aimez retrouver.",
      "5.5s t2v_fast body — Un café doux, rond et sans amertume. Installez-vous et prenez votre temps.",
      // "depuis 1987": a founding year is proof, on a card of its own, held at most AD_CARD_SEC.
      "5s motion proof [stat] \"Torréfié à Lyon depuis 1987.\" — Torréfié à Lyon depuis 1987.",
      "3.5s motion cta [cta] \"Commandez sur cafe-lumiere.example.fr\" — Commandez sur cafe-lumiere.example.fr.",
    ]);
    expect(p.notes).toEqual([]);
  });

  it('a Spanish brief that gives its length ("un anuncio de 20 segundos para …"): the subject after it, its call to action in the imperative with a pronoun ("Pídela"), no length taken for a fact', () => {
    const p = plan({ brief: "Un anuncio de 20 segundos para Cocina Verde, cajas de recetas vegetarianas a domicilio en Valencia. Cada caja trae los ingredientes exactos para tres cenas, listas en 25 minutos. Verduras de huertas locales, recogidas el día antes. Más de 8.000 familias ya cocinan con nosotros. Tu primera caja a mitad de precio, solo 19,50 €. Pídela en cocinaverde.example.es.", language: "es", brand_logo_url: LOGO, duration_sec: 20 });
    expect(p.title).toBe("Cocina Verde");
    expect(outline(p)).toEqual([
      "6s t2v_fast hook — Descubre Cocina Verde. Cajas de recetas vegetarianas a domicilio en Valencia.",
      // A count of families served is proof: a card of its own, not a line over a stock shot.
      "4s motion proof [stat] \"Más de 8.000 familias ya cocinan con nosotros.\" — Más de 8.000 familias ya cocinan con nosotros.",
      // The close says its offer and call whole, and no more: a card is held to what its own lines need.
      "7.5s motion cta [cta] \"Tu primera caja a mitad de precio, solo 19,50 €. Pídela en cocinaverde.example.es\" — Tu primera caja a mitad de precio, solo 19,50 €. Pídela en cocinaverde.example.es.",
    ]);
    expect(p.notes).toEqual([
      "Left out for time: \"Cada caja trae los ingredientes exactos para tres cenas, listas en 25 minutos.\", \"Verduras de huertas locales, recogidas el día antes.\". A longer duration_sec would include them.",
    ]);
  });

  it('a language without a phrasebook keeps the brief’s words and flags the English connecting lines', () => {
    const p = plan({ brief: "Reklam för vårt kaffe. Rostat i Malmö sedan 1987. Beställ på kaffe.example.se.", language: "sv" });
    expect(p.title).toBe("Reklam för vårt kaffe");
    expect(outline(p)).toEqual([
      "5s t2v_fast hook — Reklam för vårt kaffe.",
      // Of two plans that say as much, the one with fewer cards: the year is said over a shot.
      "5s t2v_fast body — Rostat i Malmö sedan 1987.",
      "5.5s t2v_fast body",
      "4.5s motion cta [cta] \"Find out more today — kaffe.example.se\" — Find out more today. Beställ på kaffe.example.se.",
    ]);
    expect(p.notes).toEqual([
      "The brief names no product or topic; the scenes refer to \"Reklam för vårt kaffe\".",
      "Narration uses the brief's own words where it can; connecting lines are in English, so review them for language \"sv\".",
      "No call to action found in the brief; the closing scene says \"Find out more today\".",
      "The brief offers no proof (a rating, award or customer count), so the plan makes no claim of its own and has no proof scene.",
      "The brief is too short to fill 20 s with its own points; 1 scene shows Reklam för vårt kaffe without narration.",
      "Narration covers 38% of the video, under the 75% planned for (at least 70% once rendered): the brief gives about 8 s to say in 20 s. Add points to the brief, or ask for about 15 s.",
    ]);
  });
});

describe('issue 6 golden plans: formats, assets and the rules of §4.2', () => {
  it('a generated scene shows the brief’s subject in a concrete composition, in the request’s frame', () => {
    const p = plan({ brief: "a 20-second ad for our oat-milk latte, upbeat, ends with 'order in the app'", aspect: '16:9' });
    expect(p.scenes[0]!.prompt).toBe('A barista pouring milk into the oat-milk latte behind a café bar, morning light. Cinematic live action, shallow depth of field, widescreen 16:9 framing.');
    expect(p.scenes[0]).toMatchObject({ art_direction: 'upbeat mood', sfx: 'whoosh' });
  });

  it('product_enabled: false turns product shots into generated footage, and says so', () => {
    const p = plan({ brief: 'Unboxing video for the Aurora desk lamp. Warm light, touch dimmer, folds flat.', route: 'unboxing', product_enabled: false });
    expect(p.scenes.every((s) => s.type === 't2v_fast' || s.type === 'motion')).toBe(true);
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

  it('narrator: false gives no narration at all', () => {
    const p = plan({ brief: "a 20-second ad for our oat-milk latte, ends with 'order in the app'", narrator: false });
    expect(p.scenes.every((s) => s.script === undefined)).toBe(true);
  });

  it('a given title is used as sent; brand colours become art direction on every scene', () => {
    const p = plan({ brief: 'an ad for our tea', title: 'Tea time', brand_colors: ['#0a7', '#ffcc00'] });
    expect(p.title).toBe('Tea time');
    expect(p.scenes.every((s) => s.art_direction === 'brand palette #0a7, #ffcc00')).toBe(true);
  });
});
