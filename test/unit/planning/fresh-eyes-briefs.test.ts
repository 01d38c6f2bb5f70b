import { describe, expect, it } from 'vitest';
import { actionFirst, actionLine, baseForm, findAction, isActionShot, separateActions } from '../../../lambdas/core/planning/brief-actions';
import { findEvent } from '../../../lambdas/core/planning/brief-events';
import { findFigures, isAboutTheVideo, mentionsFigure } from '../../../lambdas/core/planning/brief-facts';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { inPlace, tradeOf } from '../../../lambdas/core/planning/compositions';
import { ceilToStep } from '../../../lambdas/core/planning/durations';
import { MIN_NARRATION_COVERAGE, narrationCoverage, PLANNED_NARRATION_COVERAGE, sceneSecFor, spokenSec, voiceFor } from '../../../lambdas/core/planning/narration-fit';
import { phrasebookFor } from '../../../lambdas/core/planning/phrases';
import { planInputOf, type Plan, type PlanInput } from '../../../lambdas/core/planning/planner';
import { readingSec } from '../../../lambdas/core/planning/scene-prompts';
import { speechRate } from '../../../lambdas/core/planning/speech-rates';
import { parseRenderRequest, type Scene } from '../../../lambdas/core/render/request-schema';
import { BRIEF_CASES, FRESH_EYES_BRIEFS, REVIEW_BRIEFS } from './brief-fixtures';

/**
 * Issue 23, item 1, the fresh-eyes review: briefs the planner had not been tuned on, judged as a
 * marketer or a training team would. Each rule here failed on one of them.
 */

const planOf = (body: Record<string, unknown>): { input: PlanInput; plan: Plan } => {
  const request = parseRenderRequest(body);
  const input = planInputOf({ ...request, brief: request.brief! });
  return { input, plan: planFromBrief(input) };
};
const fresh = Object.fromEntries(Object.entries(FRESH_EYES_BRIEFS).map(([k, body]) => [k, planOf(body)])) as Record<keyof typeof FRESH_EYES_BRIEFS, ReturnType<typeof planOf>>;
const generated = (plan: Plan) => plan.scenes.filter((s) => s.type === 't2v_fast');
const said = (plan: Plan) => plan.scenes.map((s) => s.script ?? '').join(' ');
const everyAdvert = [...Object.values(FRESH_EYES_BRIEFS), ...BRIEF_CASES.map((c) => c.body), ...REVIEW_BRIEFS.map((c) => c.body)].map(planOf).filter((p) => p.input.kind === 'ad');

describe('a brand’s name is not the scene', () => {
  it('no generated picture is handed the brand’s name; a place of business is pictured as its trade', () => {
    for (const key of ['florist', 'opening', 'hotel', 'meals', 'salon'] as const) {
      const { input, plan } = fresh[key];
      for (const scene of generated(plan)) expect(scene.prompt, key).not.toContain(input.brand_name!);
    }
    for (const scene of generated(fresh.florist.plan)) expect(scene.prompt).not.toMatch(/harbour|lane/i);
    expect(generated(fresh.florist.plan).map((s) => s.prompt).join(' ')).toMatch(/\ba florist\b/);
    expect(generated(fresh.opening.plan).map((s) => s.prompt).join(' ')).toMatch(/\ba bakery\b/);
  });

  it('a place of business is pictured with what it sells, not as an empty room', () => {
    for (const scene of generated(fresh.florist.plan)) expect(scene.prompt).toMatch(/flowers|tulips|bouquets/);
    for (const scene of generated(fresh.opening.plan)) expect(scene.prompt).toMatch(/bread|pastries|coffee/);
  });

  it('"Show the entrance of X …" opens the plan on the entrance of its kind of business, and is not said', () => {
    expect(generated(fresh.florist.plan)[0]!.prompt).toMatch(/^The entrance of a florist with buckets of tulips outside, \w/);
    expect(said(fresh.florist.plan)).not.toMatch(/Show the entrance/);
    // Asking the viewer to show something is a point, not a direction.
    expect(readBrief('Fresh bread daily. Show your loyalty card at the till for 10% off.').pictures).toEqual([]);
  });

  it('the trade comes from what the brief says the place is before the words of its name', () => {
    expect(tradeOf('Glow Bar', fresh.salon.input.brief)).toBe('a beauty salon');
    expect(tradeOf('Harbour Lane Florist', 'Flowers for every occasion.')).toBe('a florist');
    expect(tradeOf('Crumb & Co.', 'A new bakery on Mill Road.')).toBe('a bakery');
    expect(tradeOf('The Daily Grind', 'Our coffee shop roasts its own beans.')).toBe('a café');
  });
});

describe('the hook carries the brief’s promise', () => {
  it('"Meet Harbour Lane Florist" is followed by the brief’s strongest promise, said and pictured; a hook shot too short to say it does not picture it', () => {
    const [hook, next] = fresh.florist.plan.scenes;
    expect(hook!.script).toMatch(/^Meet Harbour Lane Florist\b/);
    // The 6-s shot holds the name and the description; the promise is the next shot's, said and shown there.
    expect(next!.script).toBe('Hand-tied bouquets made fresh every morning from seasonal British flowers.');
    expect(next!.prompt).toContain('Focus: Hand-tied bouquets made fresh every morning');
    expect(hook!.prompt).not.toContain('Hand-tied');
  });
});

describe('an event is what happens, not the subject', () => {
  it('"the grand opening of Crumb & Co." opens with Crumb & Co. opening its doors', () => {
    const { plan } = fresh.opening;
    expect(plan.title).toBe('Crumb & Co.: Grand opening');
    expect(plan.scenes[0]!.script).toMatch(/^Crumb & Co\. opens its doors\./);
    expect(JSON.stringify(plan)).not.toMatch(/Meet grand opening|grand opening of/i);
  });

  it('events are recognised before or after their subject, in several languages, and not in "for sale"', () => {
    expect(findEvent('the grand opening of Crumb & Co')).toEqual({ event: { kind: 'opening', name: 'grand opening' }, subject: 'Crumb & Co' });
    expect(findEvent('Solmar summer sale')).toEqual({ event: { kind: 'sale', name: 'summer sale' }, subject: 'Solmar' });
    expect(findEvent('la gran inauguración de Panadería Sol')?.subject).toBe('Panadería Sol');
    expect(findEvent('our 10th anniversary')).toEqual({ event: { kind: 'anniversary', name: '10th anniversary' } });
    expect(findEvent('a car for sale')).toBeUndefined();
    expect(findEvent('oat-milk latte')).toBeUndefined();
  });

  it('every phrasebook writes an event hook', () => {
    for (const lang of ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'ja', 'zh', 'ar', 'he', 'ko', 'hi', 'th']) {
      expect(phrasebookFor(lang).phrases.event('opening', 'grand opening', 'X'), lang).toContain('X');
    }
  });
});

describe('the words the planner adds are in the plan’s language', () => {
  it('every script the engine draws has a phrasebook: Arabic, Hebrew, Korean and Hindi too', () => {
    for (const lang of ['ar', 'he', 'ko', 'hi']) expect(phrasebookFor(lang).own, lang).toBe(true);
  });

  it('an Arabic plan has no English word outside its web address; a German one says no "Meet", "Try" or "today"', () => {
    const arabic = fresh.hotel.plan.scenes.map((s) => (s.type === 'motion' ? s.prompt : '') + ' ' + (s.script ?? '')).join(' ');
    expect(arabic.replace(/alwaha-hotel\.example\.ae/g, '')).not.toMatch(/[A-Za-z]/);
    expect(arabic).toContain('تعرّف على');
    expect(said(fresh.notes.plan)).not.toMatch(/\b(?:Meet|Try|today)\b/);
    expect(fresh.hotel.plan.notes.join(' ')).not.toMatch(/connecting lines are in English/);
  });
});

describe('calls to action in other languages', () => {
  it('Arabic "احجز الآن …" and German "14 Tage kostenlos testen auf …" close the plan, shown and said', () => {
    for (const [key, cta] of [['hotel', 'احجز الآن على alwaha-hotel.example.ae'], ['notes', '14 Tage kostenlos testen auf klartext.example.de']] as const) {
      const last = fresh[key].plan.scenes.at(-1)!;
      expect(last.role, key).toBe('cta');
      expect(last.prompt, key).toContain(cta);
      expect(last.script, key).toContain(cta);
      expect(fresh[key].plan.notes.join(' '), key).not.toMatch(/No call to action found/);
    }
  });

  it('the usual imperative forms are found in every script the planner reads', () => {
    const cases: [string, string, string][] = [
      ['ko', '신선한 원두를 매일 볶습니다. 지금 shop.example.kr에서 주문하세요.', '지금 shop.example.kr에서 주문하세요'],
      ['ja', '毎朝焼きたてのパンです。今すぐご予約ください。', '今すぐご予約ください'],
      ['zh', '每天新鲜烘焙。立即访问 shop.example.cn 订购。', '立即访问 shop.example.cn 订购'],
      ['hi', 'हर सुबह ताज़ी ब्रेड। अभी shop.example.in पर ऑर्डर करें।', 'अभी shop.example.in पर ऑर्डर करें'],
      ['he', 'לחם טרי כל בוקר. הזמינו עכשיו ב-shop.example.co.il', 'הזמינו עכשיו ב-shop.example.co.il'],
      ['de', 'Frisches Brot jeden Morgen. Jetzt online bestellen', 'Jetzt online bestellen'],
    ];
    for (const [lang, brief, cta] of cases) expect(readBrief(brief, lang).cta?.replace(/[。।]$/u, ''), lang).toBe(cta);
  });
});

describe('facts', () => {
  it('the brief’s own length is no fact, in a compound or after "de"; a space-grouped figure stays whole', () => {
    expect(findFigures('Ein 20-Sekunden-Spot für Klartext. Über 2 000 Teams nutzen sie.')).toEqual(['2 000']);
    expect(findFigures('A 20-second ad for Klartext.')).toEqual([]);
    expect(findFigures('Un anuncio de 20 segundos para Cocina Verde.')).toEqual([]);
    expect(mentionsFigure('plus de 3 000 clients', '3')).toBe(false);
    expect(fresh.notes.plan.notes.join(' ')).not.toMatch(/"20"/);
  });

  it('an offer read "first … then …" is the offer, not two steps; a sequence of actions still is', () => {
    const offer = readBrief('Fernhill Yoga, a yoga studio in Brighton. First class free, then £9 a class. Book at fernhillyoga.example.com');
    expect(offer.steps).toEqual([]);
    expect(offer.offer).toBe('First class free, then £9 a class.');
    expect(readBrief('First open the app, then tap Settings and finally choose Security.').steps.map((s) => s.text)).toEqual(['Open the app', 'Tap Settings', 'Choose Security']);
  });

  it('Spanish "familias" and "clientes" are customer counts, the brief’s proof', () => {
    expect(readBrief(FRESH_EYES_BRIEFS.meals.brief, 'es').proof).toBe('Más de 500 familias ya comen con nosotros.');
    expect(readBrief('Tienda de bicis. Más de 2.000 clientes satisfechos. Visítanos.', 'es').proof).toMatch(/clientes/);
  });
});

describe('training', () => {
  it('the topic is in the first scene; a title after the format word is the topic, never a fact left out', () => {
    for (const [key, topic] of [['forklift', /forklift safety/i], ['recipe', /tomato soup/i], ['ladder', /safe ladder use/i]] as const) {
      const first = fresh[key].plan.scenes[0]!;
      expect(`${first.prompt} ${first.script}`, key).toMatch(topic);
    }
    expect(fresh.ladder.plan.title).toBe('Safe ladder use: step by step');
    expect(fresh.ladder.plan.notes.join(' ')).not.toMatch(/Safe ladder use/);
  });

  it('a recipe shows the dish being made', () => {
    const pictures = generated(fresh.recipe.plan);
    expect(pictures.length).toBeGreaterThanOrEqual(1);
    for (const scene of pictures) expect(scene.prompt).toMatch(/tomato soup/);
  });

  it('a step’s detail is said as its own sentence', () => {
    expect(said(fresh.forklift.plan)).toContain('Report any damage to your supervisor. ');
  });
});

describe('scene lengths follow what scenes say', () => {
  it('a call to action lasts what its line and copy need and a beat more (a second at most), the spare time going to the scenes that show the brief', () => {
    for (const { input, plan } of everyAdvert) {
      const cta = plan.scenes.at(-1)!;
      if (cta.role !== 'cta' || !input.narrator) continue;
      const need = Math.max(3, ceilToStep(readingSec(cta.prompt)), sceneSecFor(voiceFor('espeak', input.language), cta.script));
      expect(cta.duration_sec, `${input.brief.slice(0, 40)}: ${cta.duration_sec} s for "${cta.script}"`).toBeLessThanOrEqual(need + 1);
    }
  });
});

describe('what a scene shows, it says', () => {
  const shownPoint = (s: Scene) => (s.type === 'motion' ? s.prompt : /Focus: (.+?)\. /.exec(s.prompt)?.[1])?.replace(/…$/, '').replace(/[.!]$/, '');
  it('a body scene’s on-screen line and its narration say the same point; plan_notes names only what no scene shows', () => {
    for (const { input, plan } of everyAdvert) {
      for (const scene of plan.scenes.filter((s) => s.role === 'body' && s.script)) {
        const point = shownPoint(scene);
        // A picture names the brand by its trade ("Glow Bar is …" is pictured as "A beauty salon is …").
        const brand = input.brand_name;
        const heard = brand ? scene.script!.replace(brand, (t) => tradeOf(brand, input.brief).replace(/^a/, t.charAt(0) === brand.charAt(0) ? 'A' : 'a')) : scene.script;
        if (point) expect(heard, input.brief.slice(0, 40)).toContain(point.split(' ').slice(0, 6).join(' '));
      }
      const left = plan.notes.find((n) => n.startsWith('Left out for time'));
      for (const line of left ? [...left.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) : []) {
        for (const scene of plan.scenes) expect(scene.prompt, input.brief.slice(0, 40)).not.toContain(line.replace(/[.!]$/, ''));
      }
    }
  });
});

/**
 * The second fresh-eyes review (an untuned yoga studio advert) and the defects found before it:
 * narration planned with a margin, a setting named once, framing every aspect shares, Thai
 * connecting lines, events in every script, and people's actions kept whole at the head of a prompt.
 */
describe('narration is planned with a margin for the voice model’s error', () => {
  const coverageOf = ({ input, plan }: ReturnType<typeof planOf>) =>
    narrationCoverage(voiceFor('espeak', input.language), plan.scenes.map((s) => s.script), plan.scenes.map((s) => s.duration_sec));

  it('the planned share is the check’s 70% plus the 5 points the model erred by on rendered videos', () => {
    expect(PLANNED_NARRATION_COVERAGE).toBeCloseTo(MIN_NARRATION_COVERAGE + 0.05, 9);
  });

  it('the yoga advert (68.2% measured before) plans narration over at least the planned share', () => {
    expect(coverageOf(fresh.yoga)).toBeGreaterThanOrEqual(PLANNED_NARRATION_COVERAGE);
    expect(fresh.yoga.plan.notes.join(' ')).not.toMatch(/Narration covers/);
  });

  it('a plan under the planned share says so in its notes, with how much the brief gives to say', () => {
    for (const p of Object.values(fresh)) {
      if (!p.input.narrator) continue;
      const covered = coverageOf(p);
      const noted = p.plan.notes.some((n) => n.startsWith(`Narration covers ${Math.round(covered * 100)}% of the video, under the 75% planned for`));
      expect(covered >= PLANNED_NARRATION_COVERAGE || noted, `${p.input.brief.slice(0, 40)}: ${Math.round(covered * 100)}%`).toBe(true);
    }
  });

  it('an advert signs off with its brand when its closing lines have not said it, and never twice', () => {
    // Sharp & Co's closing card is a short card (AD_CARD_SEC): its sign-off and invitation come only when it has time for them.
    const cta = fresh.barber.plan.scenes.at(-1)!;
    expect(cta.script).toMatch(/sharpandco\.example\.com\.(?: Come and see us\.)?(?: Sharp & Co\.)?$/);
    for (const p of everyAdvert) {
      const close = p.plan.scenes.at(-1)!.script ?? '';
      const brand = p.input.brand_name;
      if (brand) expect(close.split(brand).length - 1, close).toBeLessThanOrEqual(1);
    }
  });

  it('Korean and Hindi lines are timed by their own measured rates, not English’s', () => {
    // eSpeak takes 4.3 s over "지금 바로 예약하세요. 첫 수업은 무료입니다." (scripts/measure-speech-rates.ts); English's rate said 1.9 s.
    expect(sceneSecFor(voiceFor('espeak', 'ko'), '지금 바로 예약하세요. 첫 수업은 무료입니다.')).toBeGreaterThanOrEqual(5);
    expect(speechRate('espeak', 'ko')).not.toEqual(speechRate('espeak', 'en'));
    expect(speechRate('espeak', 'hi')).not.toEqual(speechRate('espeak', 'en'));
  });
});

describe('a prompt names its setting once and the framing every aspect shares', () => {
  it('the brief’s words join the composition’s own place: "inside a sunny yoga studio", never "… studio in a sunny studio"', () => {
    const prompts = generated(fresh.yoga.plan).map((s) => s.prompt);
    expect(prompts.join('\n')).toMatch(/inside a sunny yoga studio|sunny yoga studio/);
    // The composition (before the point it shows, "Focus: …") names its place once.
    for (const prompt of prompts) expect(prompt.split('. Focus:')[0]!.match(/\bstudio\b/g)?.length ?? 0, prompt).toBeLessThanOrEqual(1);
    expect(inPlace('customers smiling among rolled yoga mats inside a yoga studio', 'sunny studio')).toBe('customers smiling among rolled yoga mats inside a sunny yoga studio');
    expect(inPlace('a chef in a rustic kitchen', 'busy kitchen')).toBe('a chef in a busy rustic kitchen');
    expect(inPlace('a bike at a studio', 'sunny studio')).toBe('a bike at a sunny studio');
    expect(inPlace('a barista pouring milk', 'harbour wall')).toBe('a barista pouring milk on a harbour wall');
  });

  it('a plan rendered in 9:16 and 16:9 claims neither orientation; portrait shapes together say portrait; one aspect names itself', () => {
    const all = (p: Plan) => generated(p).map((s) => s.prompt).join('\n');
    expect(all(fresh.yoga.plan)).not.toMatch(/9:16|16:9|vertical|widescreen|portrait|landscape/);
    expect(all(fresh.yoga.plan)).toMatch(/centred framing/);
    expect(all(fresh.gym.plan)).toMatch(/, portrait framing\./);
    expect(all(fresh.gym.plan)).not.toMatch(/9:16|4:5|vertical/);
    expect(all(fresh.florist.plan)).toMatch(/vertical 9:16 framing/);
    expect(all(fresh.salon.plan)).toMatch(/widescreen 16:9 framing/);
  });
});

describe('people doing something are pictured doing it, the action first', () => {
  it('"Show people stretching together on mats in a sunny studio" opens a prompt word for word', () => {
    expect(generated(fresh.yoga.plan)[0]!.prompt).toMatch(/^People stretching together on mats in a sunny studio, \w/);
  });

  it('an action after its setting is restaged action first: "Friends lifting weights together in a bright, airy gym at sunrise"', () => {
    expect(generated(fresh.gym.plan)[0]!.prompt).toMatch(/^Friends lifting weights together in a bright, airy gym at sunrise\./);
    expect(actionFirst('A bright kitchen with a chef cooking pasta for two')).toBe('a chef cooking pasta for two in a bright kitchen');
    expect(actionFirst('Two colleagues shaking hands in a glass meeting room')).toBe('Two colleagues shaking hands in a glass meeting room');
  });

  it('a sentence that only shows people doing something is pictured, not said', () => {
    const { plan } = fresh.cycling;
    expect(generated(plan)[0]!.prompt).toMatch(/^Friends cycling together along the harbour at golden hour\./);
    expect(said(plan)).not.toMatch(/Friends cycling together/);
    expect(isActionShot('Friends cycling together along the harbour at golden hour.')).toBe(true);
    // A statement about people is a line to say.
    expect(isActionShot('Riders joining this month get a free jersey.')).toBe(false);
    expect(findAction('A morning opening of the shop')).toBeUndefined();
  });

  it('the actions the renderer poses are found with their objects', () => {
    for (const [text, action] of [
      ['Show two colleagues shaking hands in a bright office', 'two colleagues shaking hands'],
      ['A courier carrying boxes up the stairs', 'A courier carrying boxes up the stairs'],
      ['We see a waiter serving coffee at sunrise', 'a waiter serving coffee'],
      ['A woman typing on a laptop in a café', 'A woman typing on a laptop'],
      ['A family waving goodbye at the station', 'A family waving goodbye'],
    ] as const) {
      expect(findAction(text), text).toBe(action);
    }
  });
});

describe('Thai connecting lines and events in every script the planner reads', () => {
  it('Thai has its own phrasebook: a Thai training plan says no English and has no note about English lines', () => {
    expect(phrasebookFor('th').own).toBe(true);
    const { plan } = fresh.thaiTraining;
    expect(said(plan)).not.toMatch(/[A-Za-z]/);
    expect(said(plan)).toContain('เปิดสวิตช์ด้านหลัง');
    expect(plan.notes.join(' ')).not.toMatch(/connecting lines are in English/);
    // Thai writes no full stop.
    for (const s of plan.scenes) expect(s.script ?? '', s.script).not.toMatch(/\.$/);
  });

  it('events are recognised in Japanese, Chinese, Korean, Arabic, Hebrew, Hindi and Thai, the subject before or after', () => {
    const cases: [string, string, string][] = [
      ['みどりのグランドオープン', 'opening', 'みどり'],
      ['绿叶咖啡盛大开业', 'opening', '绿叶咖啡'],
      ['绿叶咖啡10周年', 'anniversary', '绿叶咖啡'],
      ['카페 미도리 그랜드 오픈', 'opening', '카페 미도리'],
      ['카페 미도리의 10주년', 'anniversary', '카페 미도리'],
      ['الافتتاح الكبير لمقهى الواحة', 'opening', 'مقهى الواحة'],
      ['הפתיחה החגיגית של קפה נוף', 'opening', 'קפה נוף'],
      ['कैफ़े हरियाली का भव्य उद्घाटन', 'opening', 'कैफ़े हरियाली'],
      ['แกรนด์โอเพนนิ่งร้านบ้านสวน', 'opening', 'ร้านบ้านสวน'],
      ['ร้านบ้านสวนครบรอบ 10 ปี', 'anniversary', 'ร้านบ้านสวน'],
      ['ウェビナー：みどりの抹茶入門', 'webinar', 'みどりの抹茶入門'],
      ['夏季特卖', 'sale', '夏季'],
    ];
    for (const [phrase, kind, subject] of cases) {
      expect(findEvent(phrase), phrase).toMatchObject({ event: { kind }, subject });
    }
    expect(findEvent('Opening hours')).toBeUndefined();
  });

  it('a Korean opening advert opens on the event with its subject, as an English one does', () => {
    const { plan } = fresh.koreanOpening;
    expect(plan.title).toBe('카페 미도리: 그랜드 오픈');
    expect(plan.scenes[0]!.script).toMatch(/^카페 미도리 그랜드 오픈\./);
    for (const lang of ['th']) expect(phrasebookFor(lang).phrases.event('opening', 'grand opening', 'X'), lang).toContain('X');
  });
});

/**
 * The third fresh-eyes review (Oak & Ember, 66.9% narration once rendered; two actions drawn as
 * one group) and the short briefs written after it: narration from the brief's own words, one
 * picture per action, no action pictured twice, and nothing said about the video itself.
 */
describe('short briefs reach the planned narration from their own words', () => {
  const coverageOf = ({ input, plan }: ReturnType<typeof planOf>) =>
    narrationCoverage(voiceFor('espeak', input.language), plan.scenes.map((s) => s.script), plan.scenes.map((s) => s.duration_sec));
  const renderedSec = (plan: Plan) => plan.scenes.reduce((sum, s) => sum + s.duration_sec, 0);

  it('Oak & Ember, the yoga studio and short briefs of three other trades in English, German and Spanish plan at least 75% (the barber and Blattwerk 70%)', () => {
    for (const key of ['oak', 'yoga', 'barber', 'germanFlorist', 'spanishBakery'] as const) {
      const p = fresh[key];
      // Sharp & Co reached 75% only by saying "cuts from £18" twice; said once, at the close, it narrates 72%.
      // Blattwerk's 15 s now say its "Über 2.000 zufriedene Kunden" on a proof card (it was left out): 74%.
      const planned = key === 'barber' || key === 'germanFlorist' ? MIN_NARRATION_COVERAGE : PLANNED_NARRATION_COVERAGE;
      expect(coverageOf(p), `${key}: ${Math.round(coverageOf(p) * 100)}%`).toBeGreaterThanOrEqual(planned);
      expect(Math.abs(renderedSec(p.plan) - p.input.duration_sec), key).toBeLessThanOrEqual(p.input.duration_sec * 0.05);
    }
  });

  it('the hook names what the brief says the subject is, in the brief’s words said to the viewer: "Meet Oak & Ember, your wood-fired pizza restaurant in Leeds."', () => {
    expect(fresh.oak.plan.scenes[0]!.script).toMatch(/^Meet Oak & Ember, your wood-fired pizza restaurant in Leeds\./);
    // German presents it as it stands: "Entdecken Sie" would take the accusative ("einen Blumenladen").
    // At German's slower pace (espeakPace) a 15-s hook may have no time for the description: then the name alone.
    const germanHook = fresh.germanFlorist.plan.scenes[0]!.script!;
    expect(germanHook).toMatch(/^(?:Wir stellen vor: Blattwerk, Ihr Blumenladen in Hamburg\.|Entdecken Sie Blattwerk\.)/);
    expect(germanHook).not.toMatch(/Entdecken Sie Blattwerk, (?:Ihr|ein)\b/);
    // "only for autumn" qualifies the latte; it does not say what it is.
    for (const p of everyAdvert) expect(p.plan.scenes[0]!.script ?? '', p.input.brief.slice(0, 40)).not.toMatch(/, only for autumn/);
  });

  it('what the brief asks to show is said over it in the brand’s voice (its people ours, the viewer invited), never as a caption of the picture', () => {
    // Oak & Ember's 6-s hook holds its name and description, not the chef's line too: the chef is shown, the friends said and shown.
    expect(fresh.oak.plan.scenes[0]!.prompt).toMatch(/^A chef sliding a pizza into the oven/);
    expect(said(fresh.oak.plan)).toContain('Share pizza with friends around a table.');
    // Sharp & Co's 4-s hook holds its name and description: the barber is shown, never captioned.
    expect(said(fresh.barber.plan)).not.toContain('A barber trims a beard.');
    expect(said(fresh.gym.plan)).toContain('Lift weights with friends in a bright, airy gym at sunrise.');
    for (const [picture, line] of [
      ['People stretching together on mats in a sunny studio', 'Stretch together on mats in a sunny studio.'],
      ['Friends lifting weights together in a bright, airy gym at sunrise', 'Lift weights with friends in a bright, airy gym at sunrise.'],
      ['A groomer brushing a happy dog', 'Our groomer brushes your happy dog.'],
      ['A courier carrying boxes up the stairs', 'Our courier carries boxes up the stairs.'],
      // A staff member is the business's team, never a gym's member invited to do it.
      ['A staff member walking three dogs', 'Our team walks three dogs.'],
      ['Two members of staff setting the tables', 'Our team sets the tables.'],
      // At an event the crowd is the viewer, invited.
      ['A crowd cheering at the finish line', 'Cheer at the finish line.'],
      ['Fans singing in the stands', 'Sing in the stands.'],
    ] as const) {
      expect(actionLine(picture), picture).toBe(line);
    }
    for (const [ing, base] of [['shar', 'share'], ['slid', 'slide'], ['runn', 'run'], ['travell', 'travel'], ['stretch', 'stretch'], ['cycl', 'cycle'], ['danc', 'dance'], ['serv', 'serve'], ['read', 'read'], ['open', 'open'], ['guid', 'guide'], ['celebrat', 'celebrate']]) {
      expect(baseForm(ing!), ing).toBe(base);
    }
    expect(actionLine('A morning opening of the shop')).toBeUndefined();
  });
});

describe('two actions are two pictures, and no action is pictured twice', () => {
  it('"a chef sliding a pizza into the oven and friends sharing pizza around a table" opens two scenes, each with its own people, action and place', () => {
    const prompts = generated(fresh.oak.plan).map((s) => s.prompt);
    expect(prompts[0]).toMatch(/^A chef sliding a pizza into the oven inside a pizzeria, /);
    expect(prompts[1]).toMatch(/^Friends sharing pizza around a table inside a pizzeria, /);
    for (const prompt of prompts) expect(prompt).not.toMatch(/oven and friends/);
    // "in the chair" is no place: the barber's customer is inside a barber shop too.
    expect(generated(fresh.barber.plan).map((s) => s.prompt)).toEqual([expect.stringMatching(/^A barber trimming a beard inside a barber shop, /), expect.stringMatching(/^A customer relaxing in the chair inside a barber shop, /)]);
    expect(separateActions('a barista pouring milk, a baker slicing bread and customers laughing at tables')).toEqual(['a barista pouring milk', 'a baker slicing bread', 'customers laughing at tables']);
    expect(separateActions('people stretching together on mats and towels')).toEqual(['people stretching together on mats and towels']);
  });

  it('no plan shows the same people doing the same thing twice; a trade the planner does not know gets other moments of its story', () => {
    for (const p of [...everyAdvert, fresh.kayak]) {
      const actions = generated(p.plan).map((s) => findAction(s.prompt)?.toLowerCase()).filter((a) => a !== undefined);
      expect(new Set(actions).size, p.input.brief.slice(0, 40)).toBe(actions.length);
    }
    const kayak = generated(fresh.kayak.plan).map((s) => s.prompt);
    // The brief's picture is shown once, said over it ("Paddle kayaks with friends…"); the other shots are other moments.
    expect(kayak.filter((p) => /^Friends paddling kayaks together across a calm bay/.test(p))).toHaveLength(1);
    expect(kayak.filter((p) => !/^Friends paddling/.test(p)).join('\n')).toMatch(/arriving at a calm bay|welcoming friends|close-up of kayaks|a calm bay, quiet and ready/i);
  });

  it('a place of business reads as English: its goods around its customers, its place named once', () => {
    for (const p of [...everyAdvert, fresh.kayak]) {
      for (const s of generated(p.plan)) {
        expect(s.prompt, p.input.brief.slice(0, 40)).not.toMatch(/among (?:fresh pizza|a bright|its products)|inside an? [\p{L} -]+ in a warm, busy room/u);
      }
    }
    expect(generated(fresh.oak.plan).map((s) => s.prompt).join('\n')).not.toMatch(/among/);
  });
});

describe('a sentence about the video itself is never said nor shown', () => {
  it('in every phrasebook language', () => {
    for (const text of [
      '20-second advert for Oak & Ember',
      'Short advert.',
      'รูปแบบวิดีโอสั้น 20 วินาที',
      'Publicité de 20 secondes',
      'Kurzer Werbespot',
      'Anuncio corto de 15 segundos',
      '20秒の広告',
      '20秒的广告视频',
      '20초 광고 영상',
      'إعلان قصير',
      'פרסומת קצרה',
      '20 सेकंड का विज्ञापन',
    ]) {
      expect(isAboutTheVideo(text), text).toBe(true);
    }
    for (const text of ['Pizzas come out of the oven in 90 seconds.', 'Short queues, fresh bread.', 'Our video doorbell rings your phone.']) {
      expect(isAboutTheVideo(text), text).toBe(false);
    }
  });

  it('a Thai advert neither says nor shows "รูปแบบวิดีโอสั้น 20 วินาที", and its length is no figure to place', () => {
    const { plan } = fresh.thaiAdvert;
    expect(JSON.stringify(plan.scenes)).not.toMatch(/รูปแบบ|20 วินาที/);
    expect(findFigures(fresh.thaiAdvert.input.brief)).toEqual([]);
  });
});

describe('wordy training steps keep the time their instruction needs', () => {
  it('four long steps in 30 s: the intro and recap are kept short, a step that cannot be shortened is said whole, narration over the planned share', () => {
    const { input, plan } = fresh.wordySteps;
    const coverage = narrationCoverage(voiceFor('espeak', input.language), plan.scenes.map((s) => s.script), plan.scenes.map((s) => s.duration_sec));
    expect(coverage).toBeGreaterThanOrEqual(PLANNED_NARRATION_COVERAGE);
    const steps = plan.scenes.filter((s) => s.role === 'step');
    expect(steps[0]!.script).toBe("First, print the end-of-day report from the till and check that the card total matches the card machine's own printed summary.");
    const recap = plan.scenes.at(-1)!;
    for (const step of steps) expect(step.duration_sec, step.script).toBeGreaterThanOrEqual(recap.duration_sec);
    const total = plan.scenes.reduce((sum, s) => sum + s.duration_sec, 0);
    expect(Math.abs(total - input.duration_sec)).toBeLessThanOrEqual(input.duration_sec * 0.05);
  });
});

describe('two untuned briefs plan as a copywriter would (Bloom & Bean, Tidewater Bikes)', () => {
  const bloom = planOf({
    brief: '15-second advert for Bloom & Bean, a florist and coffee bar in Manchester. Fresh bouquets from £20, tied while you wait. Show a florist wrapping a bouquet for a customer in a bright shop. Flat white and a bunch of tulips for £25 this weekend. Visit bloomandbean.example.com',
    duration_sec: 15, brand_colors: ['#6b2d5c', '#f7d6e0'], brand_name: 'Bloom & Bean', aspects: ['9:16', '16:9'],
  });
  const tide = planOf({
    brief: '30-second advert for Tidewater Bikes, a bicycle repair shop in Bristol. Same-day repairs, servicing from £45. Show a mechanic fixing a bike in the workshop and a cyclist riding along the harbour at sunset. Over 3,000 bikes fixed last year. Book a service at tidewaterbikes.example.com',
    duration_sec: 30, brand_colors: ['#0b3d5c', '#ff8c42'], brand_name: 'Tidewater Bikes', aspects: ['9:16', '16:9'],
  });
  const total = (plan: Plan) => plan.scenes.reduce((sum, s) => sum + s.duration_sec, 0);
  const coverage = ({ input, plan }: ReturnType<typeof planOf>) => narrationCoverage(voiceFor('espeak', input.language), plan.scenes.map((s) => s.script), plan.scenes.map((s) => s.duration_sec));

  it('each pictured action keeps its own place and time: the mechanic in the workshop, the cyclist along the harbour at sunset', () => {
    const [mechanic, cyclist] = [/mechanic/i, /cyclist/i].map((who) => generated(tide.plan).find((s) => who.test(s.prompt))!.prompt);
    expect(mechanic).toMatch(/^A mechanic fixing a bike in the workshop, /);
    expect(mechanic).not.toMatch(/harbour|sunset/);
    expect(cyclist).toMatch(/^A cyclist riding along the harbour at sunset\./);
  });

  it('a count of things done is proof: said on its own stat scene, never a picture’s focus', () => {
    expect(readBrief(tide.input.brief).proof).toBe('Over 3,000 bikes fixed last year.');
    expect(readBrief('Fresh loaves daily. 12,000 loaves baked since spring.').proof).toBe('12,000 loaves baked since spring.');
    const proof = tide.plan.scenes.find((s) => s.role === 'proof')!;
    expect(proof).toMatchObject({ type: 'motion', motion: { layout: 'stat' }, script: 'Over 3,000 bikes fixed last year.' });
    expect(tide.plan.notes.join(' ')).not.toMatch(/offers no proof/);
  });

  it('no prompt carries a figure or an address as its focus, in any advert', () => {
    for (const { input, plan } of [...everyAdvert, bloom, tide]) {
      for (const scene of plan.scenes.filter((s) => s.type !== 'motion')) {
        const focus = /Focus: (.+?)\. /.exec(scene.prompt)?.[1];
        if (focus) expect(focus, input.brief.slice(0, 40)).not.toMatch(/\d|\.example\.|@/);
      }
    }
  });

  it('advert shots last at most 6 s and the closing card at most 10 s; a 30-s advert has more scenes, not longer ones, within 5% of its length', () => {
    for (const { input, plan } of [...everyAdvert, bloom, tide]) {
      for (const scene of plan.scenes.slice(0, -1).filter((s) => s.role !== 'cta')) expect(scene.duration_sec, `${input.brief.slice(0, 40)}: ${scene.role}`).toBeLessThanOrEqual(6);
    }
    expect(tide.plan.scenes.length).toBeGreaterThanOrEqual(5);
    for (const { input, plan } of [bloom, tide]) expect(Math.abs(total(plan) - input.duration_sec)).toBeLessThanOrEqual(input.duration_sec * 0.05);
  });

  it('a time-limited deal is the offer at the close; a standing price is a body’s point, shortened rather than left out for time', () => {
    const cta = bloom.plan.scenes.at(-1)!;
    expect(cta.script).toContain('Flat white and a bunch of tulips for £25 this weekend.');
    expect(said(bloom.plan)).toContain('Fresh bouquets from £20');
    expect(bloom.plan.notes.join(' ')).not.toMatch(/Left out for time/);
  });

  it('the hook names what the brief says the subject is', () => {
    expect(bloom.plan.scenes[0]!.script).toBe('Meet Bloom & Bean, a florist and coffee bar in Manchester.');
  });

  it('every figure and address is in the plan, and narration covers the planned share or the notes say why', () => {
    for (const brief of [bloom, tide]) {
      const { plan, input } = brief;
      const text = [...plan.scenes.flatMap((s) => [s.prompt, s.script ?? '']), ...plan.notes].join(' ');
      for (const figure of findFigures(input.brief)) expect(mentionsFigure(text, figure), figure).toBe(true);
      expect(text).toContain(input.brief.match(/\w+\.example\.com/)![0]);
      if (coverage(brief) < PLANNED_NARRATION_COVERAGE) expect(plan.notes.join(' ')).toMatch(/Narration covers \d+%/);
    }
    expect(coverage(bloom)).toBeGreaterThanOrEqual(PLANNED_NARRATION_COVERAGE);
  });
});

describe('short shots: a longer advert has more scenes, each saying something of the brief’s own', () => {
  const dental = planOf({
    brief: '20-second advert for Northgate Dental, a family dentist in Leeds. Check-ups from £35 and evening appointments until 8pm. Show a dentist chatting with a young patient in a bright clinic. Rated 4.9 stars by 600 local families. Book online at northgatedental.example.com',
    duration_sec: 20, brand_colors: ['#0e7c86', '#e8f6f3'], brand_name: 'Northgate Dental',
  });
  const garage = planOf({
    brief: '30-second advert for Apex Auto Care, a car garage in Croydon. MOT and full service for £99 this month. Show a mechanic working under a car in the garage and a happy driver collecting her keys at the front desk. Trusted by 12,000 drivers since 1998. Call 020 7946 0321 or book at apexauto.example.com',
    duration_sec: 30, brand_colors: ['#c1121f', '#1d1d1f'], brand_name: 'Apex Auto Care',
  });
  const bikes = planOf({
    brief: '30-second advert for Tidewater Bikes, a bicycle repair shop in Bristol. Same-day repairs, servicing from £45. Show a mechanic fixing a bike in the workshop and a cyclist riding along the harbour at sunset. Over 3,000 bikes fixed last year. Book a service at tidewaterbikes.example.com',
    duration_sec: 30, brand_colors: ['#0b3d5c', '#ff8c42'], brand_name: 'Tidewater Bikes',
  });
  const plans = [dental, garage, bikes, ...everyAdvert];
  const coverage = ({ input, plan }: ReturnType<typeof planOf>) => narrationCoverage(voiceFor('espeak', input.language), plan.scenes.map((s) => s.script), plan.scenes.map((s) => s.duration_sec));

  it('a 30-s advert’s extra shots say the brief’s place and second action: no shot is silent while the brief has lines left', () => {
    for (const { plan } of [garage, bikes]) {
      expect(plan.scenes.length).toBeGreaterThanOrEqual(5);
      for (const scene of plan.scenes) expect(scene.script, scene.prompt).toBeDefined();
    }
    expect(said(bikes.plan)).toContain('Tidewater Bikes, your bicycle repair shop in Bristol.');
    expect(said(bikes.plan)).toContain('Ride along the harbour at sunset.');
  });

  it('no two scenes of a plan share prompt and script', () => {
    for (const { input, plan } of plans) {
      const keys = plan.scenes.map((s) => `${s.prompt}|${s.script ?? ''}`);
      expect(new Set(keys).size, input.brief.slice(0, 40)).toBe(keys.length);
    }
  });

  it('a line a scene’s short shot cannot hold is said by another scene, not left out, while the plan has time no line needs', () => {
    for (const { input, plan } of plans) {
      const left = plan.notes.find((n) => n.startsWith('Left out for time'));
      if (!left || !input.narrator) continue;
      const voice = voiceFor('espeak', input.language);
      // Time the plan's scenes hold beyond what their lines need: too little for any line left out.
      const spare = plan.scenes.reduce((sum, s) => sum + s.duration_sec - sceneSecFor(voice, s.script), 0);
      for (const line of [...left.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)) {
        expect(spokenSec(voice, line), `${input.brief.slice(0, 40)}: "${line}" with ${spare} s spare`).toBeGreaterThan(spare);
      }
    }
  });

  it('the hook’s claim its 6-s shot cannot hold is said by the next scene and pictured there, not over the hook', () => {
    const [hook, next] = fresh.florist.plan.scenes;
    expect(hook!.duration_sec).toBeLessThanOrEqual(6);
    expect(next!.script).toContain('Hand-tied bouquets');
    expect(hook!.prompt).not.toContain('Focus: Hand-tied');
  });

  it('every figure and address is in the plan or its notes; narration reaches the planned share or the notes say how much it covers', () => {
    for (const p of [dental, garage, bikes]) {
      const text = [...p.plan.scenes.flatMap((s) => [s.prompt, s.script ?? '']), ...p.plan.notes].join(' ');
      for (const figure of findFigures(p.input.brief)) expect(mentionsFigure(text, figure), figure).toBe(true);
      if (coverage(p) < PLANNED_NARRATION_COVERAGE) expect(p.plan.notes.join(' ')).toMatch(/Narration covers \d+%/);
    }
    expect(coverage(dental)).toBeGreaterThanOrEqual(PLANNED_NARRATION_COVERAGE);
  });
});

describe('pictures of animals at play', () => {
  it('"dogs playing in the yard and a staff member walking three dogs" are two pictures', () => {
    expect(separateActions('Dogs playing in the yard and a staff member walking three dogs')).toEqual(['Dogs playing in the yard', 'a staff member walking three dogs']);
  });
});

describe('an occasion is joined, not met', () => {
  it.each([
    ['15-second ad for the Riverside Half Marathon on 12 April. Show runners crossing the bridge at sunrise and a crowd cheering at the finish line. Sign up at riversidehalf.example', 'Join the Riverside Half Marathon on 12 April.'],
    ['20-second ad for Leeds Food Festival. Show friends tasting street food. Tickets at leedsfood.example', 'Join the Leeds Food Festival.'],
  ])('%s', (brief, hook) => {
    expect(planOf({ brief, duration_sec: 15 }).plan.scenes[0]!.script).toContain(hook);
  });

  it('a product or place is still met, its name’s words no occasion', () => {
    expect(planOf({ brief: '15-second ad for Tally, a budgeting app. Download at tally.example', duration_sec: 15 }).plan.scenes[0]!.script).toMatch(/^Meet Tally/);
    expect(planOf({ brief: '15-second ad for Market Street Coffee, a café in Leeds. Order at msc.example', duration_sec: 15 }).plan.scenes[0]!.script).toMatch(/^Meet Market Street Coffee/);
  });
});
