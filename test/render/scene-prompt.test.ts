/**
 * Issue 23 item 3: a `t2v_fast` prompt is read into what it shows (compose/parse-prompt.ts): its
 * things, how they stand to each other, the place, the time of day and an app's screen; in the
 * prompt's own language. Then completed (compose/complete-scene.ts) with what a picture needs.
 */
import { describe, expect, it } from 'vitest';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { CONCEPTS, concept, isDrawn, type Concept } from '../../lambdas/render/compose/concepts';
import { LEXICONS } from '../../lambdas/render/compose/lexicons';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import type { SceneGraph } from '../../lambdas/render/compose/scene-graph';
import { hasIcon } from '../../lambdas/render/illustrations/icon-set';
import { isBody } from '../../lambdas/render/illustrations/bodies';

/** The graph as words: things in order, and relations as "kind figure>ground". */
function read(graph: SceneGraph) {
  return {
    things: graph.things.map((t) => t.concept),
    relations: graph.relations.map((r) => `${r.kind} ${graph.things[r.figure]!.concept}>${graph.things[r.ground]!.concept}`),
    setting: graph.setting,
    time: graph.time,
    light: graph.light,
    screen: graph.screen,
    language: graph.language,
  };
}

interface Case {
  things?: string[];
  relations?: string[];
  setting?: string | null;
  time?: string | null;
  light?: string | null;
  screen?: string | null;
  language?: string;
}

const CASES: [string, Case][] = [
  // The review's failures.
  ['A bicycle on a harbour wall', { things: ['bicycle', 'wall'], relations: ['on bicycle>wall'], setting: 'harbour' }],
  ['A bicycle leaning on a harbour wall with the sea behind it', { relations: ['leaning bicycle>wall'], setting: 'harbour' }],
  ['A blender making a smoothie on a kitchen counter', { things: ['blender', 'smoothie', 'counter'], setting: 'kitchen' }],
  [
    "Clear demonstration of this step: open the app and tap 'Forgot password', while learning how to reset your password. Cinematic live action, shallow depth of field, vertical 9:16 framing.",
    { things: ['phone'], screen: 'login', setting: null },
  ],
  ['港の壁に立てかけた自転車、夕焼け', { things: ['wall', 'bicycle'], relations: ['leaning bicycle>wall'], setting: 'harbour', time: 'sunset', language: 'ja' }],
  // Relations.
  ['Coffee pouring into a cup on a counter', { relations: ['pouring coffee>cup', 'on cup>counter'] }],
  ['A barista pouring milk into a latte at the counter', { relations: ['pouring milk>coffee', 'holding milk>barista', 'at barista>counter'] }],
  // Whoever is behind a counter stands at it, whatever noun comes just before "behind"; a thing behind a table stays behind it.
  ['A barista pouring milk into the oat-milk latte behind a café bar', { relations: ['pouring milk>coffee', 'holding milk>barista', 'at barista>counter'] }],
  ['A dog behind a table', { relations: ['behind dog>table'] }],
  ['Pouring wine into a glass at sunset', { relations: ['pouring wine>glass'], time: 'sunset' }],
  ['A person holding a phone showing an app', { relations: ['holding phone>person'], screen: null }],
  ['A woman with a smartphone in a café', { relations: ['holding phone>woman'], setting: 'cafe' }],
  ['A latte with a croissant on a table', { relations: ['beside coffee>croissant', 'on croissant>table'] }],
  ['A latte and a croissant on a table', { relations: ['on croissant>table', 'on coffee>table'] }],
  ['A dog beside a bicycle in the park', { relations: ['beside dog>bicycle'], setting: 'park' }],
  ['A cat under the table', { relations: ['under cat>table'] }],
  ['A suitcase in front of a taxi', { relations: ['in-front-of suitcase>taxi'] }],
  ['A palm tree behind a surfboard on the beach at dawn', { setting: 'beach', time: 'dawn' }],
  ['A developer working on a laptop at a desk at night', { relations: ['holding laptop>developer', 'at developer>desk'], time: 'night', setting: null }],
  ['Flowers in a vase on a shelf', { relations: ['in flowers>vase', 'on vase>shelf'] }],
  ['A phone in hand', { relations: ['holding phone>hand'] }],
  // Words for the same thing, heads of phrases, modifiers.
  ['Close-up of the oat-milk latte on a sunny cafe counter', { things: ['coffee', 'counter'], setting: 'cafe', light: 'bright' }],
  ['A bag of coffee beans on a kitchen table', { things: ['beans', 'table'], setting: 'kitchen' }],
  ['Eye-catching shot of new running shoes on a track at sunrise', { things: ['shoe'], setting: 'park', time: 'dawn' }],
  ['A cordless vacuum cleaner in a bright living room', { things: ['vacuum'], setting: 'home', light: 'bright' }],
  ['A team looking at a sales dashboard in a meeting room', { things: ['team'], screen: 'dashboard', setting: 'office' }],
  ['A phone showing the banking app in a city at night', { things: ['phone'], screen: 'banking', setting: 'city', time: 'night' }],
  ['Checkout page of our online shop on a laptop', { things: ['laptop'], screen: 'checkout' }],
  ['A coffee shop at golden hour', { things: [], setting: 'cafe', time: 'sunset' }],
  ['A delivery van on a city street', { things: ['truck'], setting: 'city' }],
  // Other languages, matched in their own words.
  ['カウンターの上のカップにコーヒーを注ぐ', { relations: ['on cup>counter', 'pouring coffee>cup'], language: 'ja' }],
  ['夜の街でスマホを持つ女性', { relations: ['holding phone>woman'], setting: 'city', time: 'night', language: 'ja' }],
  ['パスワード再設定の画面を開いたスマホ', { things: ['phone'], screen: 'login', language: 'ja' }],
  ['Una bicicleta apoyada en el muro del puerto al atardecer', { relations: ['leaning bicycle>wall'], setting: 'harbour', time: 'sunset', language: 'es' }],
  ['Café vertiéndose en una taza sobre la encimera de la cocina', { relations: ['pouring coffee>cup', 'on cup>counter'], setting: 'kitchen', language: 'es' }],
  ['Una mujer usando su portátil en una cafetería', { things: ['woman', 'laptop'], setting: 'cafe', language: 'es' }],
  ['Un vélo appuyé contre le mur du port', { relations: ['leaning bicycle>wall'], setting: 'harbour', language: 'fr' }],
  ['Une femme tenant un téléphone dans un café', { relations: ['holding phone>woman'], setting: 'cafe', language: 'fr' }],
  ['Des croissants sur le comptoir d’une boulangerie le matin', { relations: ['on croissant>counter'], setting: 'bakery', time: 'dawn', language: 'fr' }],
  ['Ein Fahrrad lehnt an der Hafenmauer', { things: ['bicycle', 'wall'], relations: ['leaning bicycle>wall'], setting: 'harbour', language: 'de' }],
  ['Kaffee wird in eine Tasse auf der Theke gegossen', { relations: ['pouring coffee>cup', 'on cup>counter'], language: 'de' }],
  ['Eine Frau hält ein Handy im Büro', { relations: ['holding phone>woman'], setting: 'office', language: 'de' }],
  ['دراجة هوائية مستندة إلى جدار الميناء', { things: ['bicycle', 'wall'], relations: ['leaning bicycle>wall'], setting: 'harbour', language: 'ar' }],
  ['امرأة تحمل هاتفا في المقهى', { relations: ['holding phone>woman'], setting: 'cafe', language: 'ar' }],
  ['قهوة تسكب في فنجان على طاولة', { relations: ['pouring coffee>cup', 'on cup>table'], language: 'ar' }],
];

describe('t2v_fast prompt grammar: things, relations, place, time and app, in the prompt\'s language', () => {
  it('reads at least 30 prompts, in six languages', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map(([, c]) => c.language ?? 'en')).size).toBe(6);
  });

  it.each(CASES)('%s', (prompt, expected) => {
    const got = read(parsePrompt(prompt));
    if (expected.things) expect(got.things).toEqual(expected.things);
    if (expected.relations) expect(got.relations).toEqual(expect.arrayContaining(expected.relations));
    for (const key of ['setting', 'time', 'light', 'screen', 'language'] as const) if (expected[key] !== undefined) expect(got[key]).toBe(expected[key]);
  });

  it('a relation whose ground is a place only sets the place: "in a city" relates no thing', () => {
    expect(parsePrompt('A phone showing the banking app in a city at night').relations).toEqual([]);
  });

  it('relations never reach across a sentence: the counter of one sentence holds nothing of the next', () => {
    expect(read(parsePrompt('A latte. On the counter.')).relations).toEqual([]);
  });
});

describe('t2v_fast scene completion: what the picture needs and the prompt leaves unsaid', () => {
  const complete = (prompt: string) => read(completeScene(parsePrompt(prompt)));

  it('an app screen brings its device, and a phone nobody holds is held by a hand', () => {
    const scene = complete("Open the app and tap 'Forgot password'");
    expect(scene.things).toEqual(['phone', 'hand']);
    expect(scene.relations).toEqual(['holding phone>hand']);
    expect(scene.screen).toBe('login');
  });

  it('"the app" named beside a laptop is what its screen shows, not a second device in a hand; a phone in a relation stays', () => {
    expect(complete('A laptop on a desk in an office. The running app that plans your week').things).toEqual(['laptop', 'desk']);
    expect(complete('A laptop and a phone on a desk').things).toEqual(['laptop', 'phone', 'desk']);
    expect(complete('A man using the app on his phone at a desk with a laptop').relations).toContain('holding phone>man');
  });

  it('a latte indoors stands on the place\'s counter; a laptop user sits at the desk it stands on', () => {
    expect(complete('A latte in a café').relations).toEqual(['on coffee>counter']);
    expect(complete('A developer working on a laptop at a desk').relations).toEqual(expect.arrayContaining(['on laptop>desk', 'at developer>desk']));
  });

  it('a place and a time always come out: a device works in an office, by day', () => {
    const scene = complete('A tablet showing a calendar');
    expect([scene.setting, scene.time, scene.screen]).toEqual(['office', 'day', 'calendar']);
  });

  it('a team and a dashboard: a presentation screen behind the table they sit at', () => {
    const scene = complete('A team looking at a sales dashboard');
    expect(scene.things).toEqual(['team', 'board', 'desk']);
    expect(scene.relations).toEqual(expect.arrayContaining(['behind board>desk', 'at team>desk']));
  });
});

describe('t2v_fast vocabulary: every word leads to something drawable', () => {
  it('every concept has a picture the engine draws or the illustration set holds', () => {
    for (const [id, c] of Object.entries(CONCEPTS) as [string, Concept][]) {
      for (const picture of [c.picture, c.upper, c.walking, c.pours?.from].filter((p): p is string => Boolean(p))) {
        expect(isDrawn(picture) || isBody(picture) || hasIcon(picture), `${id}: ${picture}`).toBe(true);
      }
    }
  });

  it('every noun of every lexicon names a concept', () => {
    for (const lexicon of LEXICONS) for (const [word, id] of Object.entries(lexicon.nouns)) expect(() => concept(id), `${lexicon.language}: ${word}`).not.toThrow();
  });
});
