import { describe, expect, it } from 'vitest';
import { namedCallToAction, spokenPoint } from '../../../lambdas/core/planning/spoken-points';
import { subjectKindLines } from '../../../lambdas/core/planning/subject-kind-lines';
import { coverage, planOf, sentences } from './plan-of';

/**
 * A thin product or app brief's terse points are said as a copywriter would (issue 23): each with
 * its subject or the product it is done with, the close naming the product, in the brief's own
 * words only, and only where the points as written leave the narration short of its share.
 */

describe('spokenPoint', () => {
  it.each([
    ['Free for students.', 'Tally is free for students.'],
    ['Split bills with flatmates in one tap.', 'With Tally, split bills with flatmates in one tap.'],
    ['Fits in a drawer.', 'It fits in a drawer.'],
    ['Boils in 90 seconds.', 'It boils in 90 seconds.'],
    ['Ceramic burrs.', 'It has ceramic burrs.'],
    ['40-hour battery.', 'It has a 40-hour battery.'],
    ['8-hour battery.', 'It has an 8-hour battery.'],
    ['Warm or cool light, dims with a tap.', 'It has warm or cool light. It dims with a tap.'],
    ['Heart rate, sleep and steps.', 'It has heart rate, sleep and steps.'],
    ['Live location on your phone.', 'It has live location on your phone.'],
    ['40 km range.', 'It has a 40 km range.'],
    ['Vegan and fragrance-free.', 'Tally is vegan and fragrance-free.'],
    ['Water resistant.', 'Tally is water resistant.'],
    ['Brighter skin in 14 days.', 'For brighter skin in 14 days.'],
  ])('%s → %s', (point, said) => {
    expect(spokenPoint(point, 'Tally')).toBe(said);
  });

  it('says a plural product as "they"', () => {
    expect(spokenPoint('Folds flat.', 'The Nimbus headphones', true)).toBe('They fold flat.');
    expect(spokenPoint('Waterproof.', 'The Nimbus headphones', true)).toBe('The Nimbus headphones are waterproof.');
  });

  it.each(['It syncs with your calendar.', 'Our team is on call.', 'Collected by 10, back by 6.', 'Five minutes a day.', 'Tally is free.', 'Loved by 10,000 students.', 'Made from recycled ocean plastic.', '210 grams.', 'With a 12-month guarantee.', 'After three days she reaches a tiny island.', 'Now I wake up rested, even after night shifts.', 'Over 1 million people use it every night.', 'Your dog, always found.', 'Wear your seatbelt.', 'Sound the horn at every blind corner.'])('leaves a sentence, or a line whose subject is not the product, as written: %s', (point) => {
    expect(spokenPoint(point, 'Tally')).toBeUndefined();
  });

  it('how a thing is ("hot or iced", "fresh and local") is no feature it comes with', () => {
    expect(spokenPoint('Ready in two minutes, hot or iced.', 'the oat-milk latte')).toBeUndefined();
    expect(spokenPoint('Fresh and local.', 'the oat-milk latte')).toBeUndefined();
    expect(spokenPoint('Ready in two minutes.', 'the oat-milk latte')).toBe('The oat-milk latte is ready in two minutes.');
  });
});

describe('namedCallToAction', () => {
  it.each([
    ['Download at tally.example', 'Download Tally at tally.example'],
    ['Get it at sprout.example', 'Get Sprout at sprout.example'],
    ['Download free at fernway.example', 'Download Fernway free at fernway.example'],
    ['£49 at brewbuddy.example', 'Brew Buddy is £49 at brewbuddy.example'],
  ])('%s → %s', (call, said) => {
    const name = said.split(/ (?:is|at|free) /)[0]!.replace(/^(?:Download|Get) /, '');
    expect(namedCallToAction(call, name)).toBe(said);
  });

  it('leaves a call that names what it calls for', () => {
    expect(namedCallToAction('Download the app at tally.example', 'Tally')).toBeUndefined();
  });
});

const TALLY = { brief: '20-second ad for Tally, a budgeting app for students. Show a student checking her balance on her phone in the library. Split bills with flatmates in one tap. Free for students. Download at tally.example', duration_sec: 20 };
const BREW = { brief: '20-second ad for Brew Buddy, a compact coffee grinder. Show it grinding beans on a kitchen counter. 40 grind settings, ceramic burrs, fits in a drawer. £49 at brewbuddy.example', duration_sec: 20 };
const GLOW = { brief: '20-second ad for Glow serum, a vitamin C face serum. Show a woman applying it in the bathroom mirror. Brighter skin in 14 days. Vegan and fragrance-free. Shop at glowlab.example', duration_sec: 20 };
const ZIP = { brief: '20-second ad for Zip e-scooter. Show a commuter riding it along a river path in the morning. 40 km range. Folds in 3 seconds. From £399 at zipride.example', duration_sec: 20 };
const NIMBUS = { brief: '15-second ad for Nimbus noise-cancelling headphones. Show a commuter wearing them on a busy train. 40-hour battery. £129 at nimbus.example', duration_sec: 15 };

describe('thin product briefs in the planner', () => {
  it('a product the brief names by what it is is said as that, never as the brand ("Oat & Co is ready in two minutes")', () => {
    const latte = planOf({ brief: 'A 20-second ad for our oat-milk latte, upbeat. Made with barista oat milk and a double shot of espresso. Ready in two minutes, hot or iced. Rated 4.9 by 2,000 regulars. Your first one is free this week. Ends with "Order at oatandco.example.com".', brand_name: 'Oat & Co', aspect: '9:16' });
    const said = sentences(latte.plan).join(' ');
    expect(said).not.toMatch(/Oat & Co is|With hot or iced/);
    expect(said).toContain('Ready in two minutes, hot or iced.');
    // Its call to action, quoted in the brief, is said as written.
    expect(said).toContain('Order at oatandco.example.com.');
  });

  it('says the app\'s points and close with its name, and narrates more of the video', () => {
    const tally = planOf(TALLY);
    const said = sentences(tally.plan);
    expect(said).toContain('With Tally, split bills with flatmates in one tap.');
    // The last point joins those before it.
    expect(said).toContain('And Tally is free for students.');
    expect(said).toContain('Download Tally at tally.example.');
    // Its description, the proof card's line, is said with its name, in the brief's own words.
    expect(said).toContain('Tally is a budgeting app for students.');
    // As written the brief narrated 56% of the video.
    expect(coverage(tally)).toBeGreaterThanOrEqual(0.7);
  });

  it('gives a product\'s fragments their subject and its price close its name', () => {
    const said = sentences(planOf(BREW).plan);
    expect(said).toContain('And it fits in a drawer.');
    expect(said).toContain('Brew Buddy is £49 at brewbuddy.example.');
  });

  it('says a result as what the product is for, its qualities with its name, and a measured thing with its article', () => {
    const glow = sentences(planOf(GLOW).plan).join(' ');
    expect(glow).toContain('For brighter skin in 14 days.');
    expect(glow).toContain('Glow is vegan and fragrance-free.');
    expect(glow).not.toMatch(/With (?:brighter|vegan)/);
    expect(sentences(planOf(ZIP).plan).join(' ')).toContain('It has a 40 km range.');
  });

  it('says the hook\'s claim in full', () => {
    const [hook] = planOf(BREW).plan.scenes;
    expect(hook!.script).toMatch(/^Meet Brew Buddy, (?:your|a) compact coffee grinder\. It has 40 grind settings\.$/u);
  });

  it('names a product by its name, not its whole description, and keeps every figure', () => {
    const nimbus = planOf(NIMBUS);
    const script = sentences(nimbus.plan).join(' ');
    expect(script).toContain('Nimbus is £129 at nimbus.example.');
    expect(script).toMatch(/40-hour battery/);
    expect(coverage(nimbus)).toBeGreaterThanOrEqual(0.7);
  });

  it('adds no word the brief does not say but grammar and the name', () => {
    const grammar = new Set(['with', 'and', 'it', 'i', 'are', 'they', 'a', 'an', 'the', 'for', 'ha', 'hav']); // "is" stems to "i", "has" to "ha"
    for (const body of [TALLY, BREW, NIMBUS, GLOW, ZIP]) {
      // A word's stem: a picture's "grinding" is said "It grinds".
      const stems = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}£-]+/gu)!.map((w) => w.replace(/(?:ing|s|(?<=\p{L}{3})e)$/u, ''));
      const brief = new Set(stems(body.brief));
      // The hook's own words ("meet", "your") are checked by other tests; these lines add only grammar.
      // Lines of the product's kind (subject-kind-lines.ts) claim nothing and are checked where they are written.
      const kindLines = new Set(subjectKindLines(body.brief, 'Name', 'en', 'generic').slice(0, -1));
      const said = sentences(planOf(body).plan).filter((line) => !kindLines.has(line));
      const added = stems(said.join(' ')).filter((w) => !brief.has(w) && !grammar.has(w) && !['meet', 'your'].includes(w));
      expect(added).toEqual([]);
    }
  });

  it('leaves a brief whose points already narrate the video as written', () => {
    const full = planOf({ brief: '15-second ad for Tally, a budgeting app. Split bills with flatmates in one tap, track every pound you spend and see where your money goes each month. Free for students. Download at tally.example', duration_sec: 15 });
    expect(sentences(full.plan).join(' ')).not.toContain('Tally is free for students.');
  });
});
