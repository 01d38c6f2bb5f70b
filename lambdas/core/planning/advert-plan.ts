import type { Slot } from '../render/routes-catalog';
import type { SceneType } from '../render/vocabulary';
import { findAddresses, findFigures, givesDirections, isOffer, mentionsAddress, type Address } from './brief-facts';
import { pictureLine } from './brief-actions';
import { productDescription, townOf, withTown } from './advert-subjects';
import { apposedWords } from './apposed-points';
import { brandThenTrade } from './brand-names';
import { capitalise, ctaClauses, yearsNotStanding } from './brief-text';
import { comesToCustomers, compositions, inPlace, isName, namesTrade, standIn, tradeCalled, tradeNameIn, tradeOf, type Shot } from './compositions';
import { AD_CARD_SEC, AD_SHOT_SEC, canFill, cardCap, ceilToStep, sceneCaps, sceneCountRange } from './durations';
import { extraText, FALLBACK_NARRATION_COVERAGE, fitNarration, joinLines, MIN_NARRATION_COVERAGE, narrationCoverage, PLANNED_NARRATION_COVERAGE, sceneSecFor, splitScript, type Extra } from './narration-fit';
import { reviewedLengths } from './review-plan';
import { mention, sentence, visible, withoutStop, type Context, type Draft } from './plan-context';
import { onScreen, readingSec, visualPrompt } from './scene-prompts';
import { unshownShotsNote } from './shot-lists';
import { callingBrand, farewellLine, placeShotLines, tradeDescription, tradeTruths, welcomeLine, type PlaceShot } from './trade-lines';
import { namedCall, sizedCall } from './call-lines';
import { isFarewell } from './closing-lines';
import { viewersOwn } from './viewer-words';
import { lightWords, pictureLanguage, withLight, type TimeWord, type TradeName } from './picture-words';
import { ownPlaceShots, placeShot, shotLanguage } from './place-shots';
import { saidToBeABrand } from './brand-descriptions';
import { nameTrade } from './name-trades';
import { descriptionAfter, namesPremisesIn, premisesBeside, premisesIn, somePremises } from './own-place';
import { showsStaffAtWork } from './brief-actions';
import { namedCallToAction, spokenPoint } from './spoken-points';
import { listItems } from './feature-lists';
import { hasRelativeClause } from './relative-clauses';
import { trialCall } from './trial-calls';
import { variedOpenings } from './varied-openings';
import { offerCall } from './offer-calls';
import { subjectKindLines } from './subject-kind-lines';
import { isBarePrice, priceLine } from './price-lines';
import { productDescribedIn } from './product-nouns';
import { productUse } from './product-uses';
import { userInvitation } from './user-invitations';
import { saysWhen } from './brief-occasions';
import { joinLine, occasionCall, occasionSpare } from './occasion-lines';
import { atOccasion, occasionShots } from './occasion-shots';
import { institutionCall } from './institution-kinds';
import { othersLine } from './others-lines';
import { productFeatures } from './product-features';
import { isRetailPrice, retailCall, retailPrice } from './retail-prices';
import { namesAudience } from './audience-said';
import { spreadOffer } from './offer-points';
import { listedServices, litService, serviceLanguage, servicePictures, type ListedService, type ServiceLanguage } from './service-shots';
import { STREET_FOOD_TRADE } from './street-food';
import { statedAction } from './stated-actions';
import { wholeCall } from './whole-calls';
import { listedCall } from './listed-calls';
import { withBrandLines } from './brand-shot-lines';

/**
 * The advert arc (issue 23): a hook that earns the next second, the body and its proof in the
 * brief's own words and figures, and a call to action that says exactly what to do and where.
 * The route's template decides which kind of scene plays each beat; the brief decides what
 * they say. A beat the brief gives nothing for is left out rather than filled with a stock line.
 */

interface AdvertCopy {
  /**
   * What the hook says: its opening line, then (when the brief has one) a short claim with a figure; `describes` when it says what
   * the subject is; `claimShown`, the claim as the brief wrote it, when it is said in full (spoken-points.ts) but shown as written.
   */
  hook: { screen: string; lines: string[]; describes?: boolean; claimShown?: string };
  /** Points for the body scenes, in the brief's order. */
  points: string[];
  /** The proof beat: a rating or a figure. */
  proof?: string;
  cta: { text: string; screen: string; lines: string[]; core: number; extras: Extra[] };
  /** The closing sign-off that says what the subject is, when the hook does not ("Apex Auto Care, your car garage in Croydon."). */
  signOff?: string;
  /** Lines for the subject's kind that claim nothing (subject-kind-lines.ts), said where the brief's own leave time. */
  kindLines: string[];
}

export function advertDrafts(given: Context): Draft[] {
  // A business whose trade the list does not know is planned as the place it is (own-place.ts), never as a product.
  const placed: Context = ownPlace(given) ? { ...given, kind: 'business' } : given;
  const ctx: Context = { ...placed, facts: spreadOffer(wholeCall(listedCall(placed.facts)), placed.input.language) };
  // The hook makes a claim and names what the subject is ("Meet Oak & Ember, a wood-fired pizza
  // restaurant in Leeds."), or leaves either point to the bodies: whichever narrates the video best.
  // Without a narrator the hook's lines are not heard: the description stays a body's point, shown.
  // The description is said to the viewer ("your car garage in Croydon"), or as the brief wrote it
  // where that one word more would cost a line of the brief.
  const describing = ctx.voice ? ['yours', 'written', false] as const : [false] as const;
  // A description that says where the place is ("… clinic at 12 Quay Street, Bristol") is tried without its address too: a hook's shot may not hold it.
  // A close with a number to call is tried as written and sized to its card (call-lines.ts): the sized one is
  // chosen only where its card is then shorter and the narration still reaches its share.
  const variants = (spoken: boolean) => [true, false].flatMap((claim) => describing.flatMap((describe) => [true, false].flatMap((where) => [false, true].map((sized) => advertCopy(ctx, { describe, claim, where, sized, spoken })))));
  const best = rankedPlans(ctx, variants(false));
  // A named product's terse points are said in full sentences (spoken-points.ts) only where, as written, they
  // leave the narration short of its share, and where the longer lines cost none of the brief's lines or figures
  // (a hook's claim its time cannot hold is left unsaid without being counted as dropped).
  const spoken = best.filled < PLANNED_NARRATION_COVERAGE && spokenName(ctx) ? rankedPlans(ctx, [...variants(true), ...variants(false)]) : best;
  const said = (drafts: readonly Draft[]) => fitNarration(drafts, ctx.budget, ctx.voice, ctx.slack).scripts.filter((l): l is string => l !== undefined);
  const figures = (drafts: readonly Draft[]) => new Set(said(drafts).flatMap((l) => findFigures(l)));
  const words = (drafts: readonly Draft[]) => new Set(said(drafts).join(' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  // The other plan, where it costs none of the brief's lines or figures.
  const better = (other: typeof best, than: typeof best) => other.dropped <= than.dropped && other.droppedFacts <= than.droppedFacts && [...figures(than.drafts)].every((f) => figures(other.drafts).has(f)) ? other : than;
  const worded = better(spoken, best);
  // Only then, short of its share on the brief's own words, lines for the subject's kind fill the scenes' spare time.
  // The chosen copy is tried again with them, and the hook's choices (a claim, a description) with them, an address and a call as written.
  const kinds = worded.filled < PLANNED_NARRATION_COVERAGE ? kindLines(ctx) : [];
  const hooks = [true, false].flatMap((claim) => describing.map((describe) => advertCopy(ctx, { describe, claim, where: true, sized: false, spoken: worded !== best })));
  const withKinds = (copies: readonly AdvertCopy[]) => rankedPlans(ctx, copies.map((copy) => ({ ...copy, kindLines: kinds })));
  // They only add: every word the plan said without them is still said (its description, its sign-off), wherever;
  // a connecting line of the planner's ("Make yourself at home.", "See you soon.") may give way to them where they narrate more.
  const connecting = new Set(worded.drafts.flatMap((d) => d.extras.flatMap((e) => (typeof e !== 'string' && e.spare && e.filler !== worded.copy.signOff ? [e.filler] : []))));
  const keepsAll = (other: typeof best) => {
    if (better(other, worded) !== other) return false;
    const own = new Set(said(worded.drafts).flatMap(splitScript).filter((l) => !connecting.has(l)).join(' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    const [before, after] = [words(worded.drafts), words(other.drafts)];
    return [...before].every((w) => after.has(w) || (!own.has(w) && other.filled > worded.filled));
  };
  // Tried in turn: the second only where the first does not keep every word.
  const tries = kinds.length > 0 ? [() => withKinds([worded.copy, ...hooks]), () => withKinds([worded.copy])] : [];
  const chosen = tries.reduce<typeof best | undefined>((found, next) => found ?? [next()].find(keepsAll), undefined) ?? worded;
  if (chosen.filled >= MIN_NARRATION_COVERAGE) {
    ctx.notes.push(...chosen.notes);
    noteSilent(ctx, chosen.silentScenes);
    return chosen.drafts;
  }
  // Short of the share check:video requires (a one-sentence brief), its scenes are chosen again, its copy kept, with
  // lines for what its shots leave silent and its hook's shot (brand-shot-lines.ts).
  const refilled = rankedPlans(ctx, [chosen.copy], true);
  const final = refilled.filled > chosen.filled ? refilled : chosen;
  ctx.notes.push(...final.notes);
  const filled = draftsFor({ ...ctx, notes: [] }, final.copy, final.slots, final.opener, true);
  noteSilent(ctx, narrationOf(ctx, filled, final.copy.signOff).silentScenes);
  return filled;
}

/** The best plan of the copies' slot choices, an earlier copy first where two are as good. */
function rankedPlans(ctx: Context, variants: readonly AdvertCopy[], brandFill = false) {
  const said = (c: AdvertCopy) => JSON.stringify([c.hook, c.points, c.cta.lines]);
  const copies = variants.filter((c, i) => variants.findIndex((o) => said(o) === said(c)) === i);
  const ranked = copies
    .flatMap((copy, variant) => slotChoices(ctx, copy).flatMap((slots) => [false, ...(opensOnPlace(ctx, slots) ? [true] : [])].map((opener) => ({ copy, slots, variant, opener }))))
    .map(({ copy, slots, variant, opener }) => {
      const notes: string[] = [];
      const drafts = draftsFor({ ...ctx, notes }, copy, slots, opener, brandFill);
      // Spare fillers only fill time: a plan is chosen for the brief's own lines, and for the share it narrates with them.
      const filled = narrationOf(ctx, drafts, copy.signOff);
      const base = narrationOf(ctx, drafts.map(withoutSpare), copy.signOff);
      // A picture the brief asks for and no shot shows is left out as a point is: more narration does not make up for it.
      const shots = drafts.filter((d) => d.type === 't2v_fast').length - (opener ? 1 : 0);
      const unshown = Math.max(0, ctx.facts.pictures.length - shots);
      const cards = drafts.filter((d) => d.type === 'motion').length;
      return { copy, slots, drafts, notes, variant, opener, cards, ...base, dropped: base.dropped + unshown, filled: filled.coverage, silentScenes: filled.silentScenes };
    })
    // Choices narrated over the planned share first, then those likely to clear the check once rendered;
    // those that reach the planned share without spare fillers before those that need them; then the fewest figures and addresses left out for time, then the
    // fewest of the brief's lines and pictures (a point the brief makes outranks more narration);
    // then the fewest cards; then (over the share on the brief's own lines) the brief's picture first, (else) the most
    // narration, the brief's own first when both reach the share, choices within COVERAGE_TIE of it
    // being as good; then the fewest silent scenes, the hook as written, the most scenes.
    .sort((a, b) => {
      const [aims, bims] = [a.filled >= PLANNED_NARRATION_COVERAGE, b.filled >= PLANNED_NARRATION_COVERAGE];
      if (aims !== bims) return aims ? -1 : 1;
      // Short of it, a plan that will likely still clear the check once rendered comes first, even at the cost of a picture.
      const [clears, bclears] = [a.filled >= FALLBACK_NARRATION_COVERAGE, b.filled >= FALLBACK_NARRATION_COVERAGE];
      if (clears !== bclears) return clears ? -1 : 1;
      const [own, bown] = [a.coverage >= PLANNED_NARRATION_COVERAGE, b.coverage >= PLANNED_NARRATION_COVERAGE];
      if (own !== bown) return own ? -1 : 1;
      if (a.droppedFacts !== b.droppedFacts) return a.droppedFacts - b.droppedFacts;
      // A closing card held long past its line (the other shots at their AD_SHOT_SEC) is padding, not copy.
      if (a.held !== b.held) return a.held ? 1 : -1;
      if (a.dropped !== b.dropped) return a.dropped - b.dropped;
      // A closing card held nearest AD_CARD_SEC (a number's call said short: call-lines.ts), where the narration reaches its share either way.
      if (aims && a.cardOver !== b.cardOver) return a.cardOver - b.cardOver;
      // Time goes to pictures: of two plans that say as much, the one with fewer cards of words.
      if (a.cards !== b.cards) return a.cards - b.cards;
      // The brief's own picture opens the video unless opening on the place narrates it over the share.
      if (a.opener !== b.opener) return a.opener ? 1 : -1;
      const [narrated, bnarrated] = aims ? [a.coverage, b.coverage] : [a.filled, b.filled];
      if (!own && Math.abs(narrated - bnarrated) > COVERAGE_TIE) return bnarrated - narrated;
      return a.silent - b.silent || a.variant - b.variant || b.drafts.length - a.drafts.length;
    });
  return ranked[0]!;
}

/**
 * A named subject's kind-aware lines, by its name and what the brief says it is after it ("Mindful,
 * a meditation app", "SolarPeak, home solar panels"); none for a story or a presenter, told as written.
 */
function kindLines(ctx: Context): string[] {
  const { family } = ctx.format;
  if (ctx.facts.occasion || ctx.facts.event || family === 'story' || family === 'presenter') return [];
  // The description's first clause, less what it quotes: "our oat-milk latte, ends with 'order in the app'" sells no app.
  const described = descriptionAfter(ctx.subject, ctx.input.brief)?.split(/[,;:]/u)[0]?.replace(/["'“‘«„].*?["'”’»“]/gu, '') ?? '';
  return subjectKindLines(`${ctx.subject} ${described}`, ctx.named ? mention(ctx) : isName(ctx.subject) ? ctx.subject : undefined, ctx.input.language, ctx.kind, ctx.input.brief);
}

/** The brief's bare price, as one item of its points ("… keeps water hot for an hour. £39.99."). */
function barePrice(ctx: Context): string | undefined {
  return ctx.facts.points.flatMap((p) => listItems(p, ctx.input.language)).find(isBarePrice);
}

/**
 * The brief's price with where to buy it ("£12.99 at Boots."), as the call it makes where the brief
 * asks nothing else of the viewer ("Find it at Boots for £12.99.": retail-prices.ts).
 */
function retailClose(ctx: Context): string | undefined {
  if (ctx.facts.cta) return undefined;
  const items = ctx.facts.points.flatMap((p) => listItems(p, ctx.input.language));
  return items.map((p) => retailCall(p, ctx.input.language)).find((call) => call !== undefined);
}

/** A draft without its spare fillers (narration-fit.ts Extra). */
function withoutSpare(draft: Draft): Draft {
  return { ...draft, extras: draft.extras.filter((e) => typeof e === 'string' || !e.spare) };
}

/** Two plans whose narration covers the video within this share are as good: the one with more scenes wins. */
const COVERAGE_TIE = 0.02;

/**
 * How much of the video the drafts narrate once the review has set their lengths, how many of
 * their scenes say nothing (a closing card held past its line and a beat to act on counts: its
 * time is the other scenes', held to AD_SHOT_SEC), how many of the brief's lines no scene says,
 * and how many of those carry a figure or an address.
 */
function narrationOf(ctx: Context, drafts: readonly Draft[], signOff?: string): { coverage: number; silent: number; silentScenes: number; held: boolean; cardOver: number; dropped: number; droppedFacts: number } {
  if (!ctx.voice) return { coverage: 0, silent: 0, silentScenes: 0, held: false, cardOver: 0, dropped: 0, droppedFacts: 0 };
  const voice = ctx.voice;
  const fitted = fitNarration(drafts, ctx.budget, voice, ctx.slack);
  const { durations } = reviewedLengths(fitted.scripts.map((script, i) => ({ type: drafts[i]!.type, script, duration_sec: fitted.durations[i]! })), ctx.input, voice);
  const closing = drafts.length - 1;
  const held = drafts[closing]!.role === 'cta' && durations[closing]! > Math.max(ceilToStep(drafts[closing]!.readSec), sceneSecFor(voice, fitted.scripts[closing])) + CTA_WEIGHT_SEC;
  const silentScenes = fitted.scripts.filter((s) => s === undefined).length;
  return {
    coverage: narrationCoverage(voice, fitted.scripts, durations),
    silent: silentScenes + (held ? 1 : 0),
    held,
    cardOver: drafts[closing]!.role === 'cta' ? Math.max(0, durations[closing]! - AD_CARD_SEC) : 0,
    silentScenes,
    // A point said only by its leading clause counts as half one left out: it is not clipped to say
    // something lesser, but a clause is not worth a whole line (a 15-s advert says its description
    // and "Fresh bouquets from £20." rather than leave the description out). So does what the
    // subject is, said neither in the hook nor at the close.
    // So does what the brief's own picture shows, said in the brand's voice: more than any stock shot's line, less than a point.
    dropped: fitted.dropped.length + fitted.shortened.length / 2 + (signOff && !fitted.scripts.some((s) => s?.includes(signOff)) ? 0.5 : 0) + unsaidPictures(ctx, fitted.scripts) / 2,
    droppedFacts: fitted.dropped.filter((line) => findFigures(line).length > 0 || findAddresses(line).length > 0).length,
  };
}

/**
 * How many of the brief's pictures' lines (pictureLine) no script says, the opening shot's too: a
 * hook whose time the name takes leaves its picture unsaid, where opening on the place would say it
 * over the body that shows it.
 */
function unsaidPictures(ctx: Context, scripts: readonly (string | undefined)[]): number {
  const lines = picturesSaid(ctx);
  return lines.filter((line) => line !== undefined && !scripts.some((s) => s?.includes(line))).length;
}

function draftsFor(ctx: Context, copy: AdvertCopy, slots: readonly Slot[], opener = false, brandFill = false): Draft[] {
  const bodies = slots.filter((s) => s.role === 'body').length;
  const hasProof = slots.some((s) => s.role === 'proof');

  // The proof beat takes the brief's proof, else a point with a figure, else a point the bodies leave over.
  const points = [...copy.points];
  const figurePoint = points.findIndex(standsInForProof);
  const take = (i: number) => (i >= 0 ? points.splice(i, 1)[0] : undefined);
  const proofLine = hasProof ? (copy.proof ?? (ctx.format.family === 'story' ? take(points.length - 1) : take(figurePoint)) ?? (points.length > bodies ? take(points.length - 1) : undefined)) : undefined;
  // Without a proof scene the proof joins the last body (body/proof), or the hook when there is no body.
  const spareProof = !hasProof && copy.proof ? [copy.proof] : [];
  // What each generated scene's picture says over it; a body without one takes the points first, so
  // that no scene is silent while another says two points (a story tells its points in order).
  const said = pictureLines(ctx, slots, opener);
  const shownBy = slots.flatMap((s, i) => (s.role === 'body' ? [said[i]] : []));
  const bodyOrder = [...shownBy.keys()].sort((a, b) => (ctx.format.family === 'story' ? a - b : Number(shownBy[a] !== undefined) - Number(shownBy[b] !== undefined) || a - b));
  const bodyLines: string[][] = shownBy.map(() => []);
  bodyOrder.forEach((b, k) => points[k] !== undefined && bodyLines[b]!.push(points[k]!));
  // Points the bodies leave over are offered to every body, each starting with its own share, then to the hook.
  const spare = points.slice(bodies);
  // The trade's plain truths ("We come to you.") take what time the brief's points leave; a place
  // welcomes viewers in ("Welcome to Rosa Bakery."), over a body, unless the hook has said its name:
  // said again, the name says nothing new.
  const named = copy.hook.lines.some((l) => l.includes(ctx.subject));
  const welcome = knownPlace(ctx) && ctx.named && !named ? welcomeLine(ctx.subject, ctx.input.language) : undefined;
  // A place people come to may say over any shot of its own that it waits for them (trade-lines.ts
  // placeShotLines), but not before a shot of its entrance that says it: said earlier, it left that shot silent.
  const planned = shotsOf(ctx, slots, opener);
  // A place's shot with nothing of its own to say says its brand's name (brand-shot-lines.ts).
  const brand = visible(ctx.input.brand_name) ?? (ctx.named ? ctx.subject : undefined);
  const listed = withServices(ctx, copy, planned, slots, bodyLines, opener);
  // A name is a few words: a subject read from garbage is none to say again.
  const shots = brandFill && ctx.kind === 'business' && brand && brand.length <= MAX_BRAND_CHARS ? withBrandLines(listed, brand, ctx.input.language) : listed;
  const waiting = knownPlace(ctx) ? placeShotLines('entrance', undefined, ctx.input.language) : [];
  const entranceAt = shots.findIndex((s) => s.lines.includes(waiting[0]!));
  const shotsBefore = slots.flatMap((s, i) => (s.role === 'body' ? [slots.slice(0, i).filter((o) => sceneTypeFor(o, ctx) === 't2v_fast').length] : []));
  const waits = (body: number) => entranceAt < 0 || shotsBefore[body]! > entranceAt;
  // An occasion's own ("Bring your friends along.") where no trade has any.
  const truths = [...tradeTruths(pictureSubject(ctx), ctx.input.language), ...(ctx.facts.occasion ? occasionSpare(ctx.facts.occasion, ctx.input.language) : [])].map((filler) => ({ filler, spare: true }));
  // What a thin brief's kind of product or service may add, claiming nothing (subject-kind-lines.ts): after every line of the brief's.
  const kinds = copy.kindLines.map((filler) => ({ filler, spare: true }));
  // The close's sign-off that says what the subject is ("Deepwork, the focus timer for people who work from home."), when its short card has no time for it, is said over a body.
  const { signOff } = copy;
  const bodyExtras = Array.from({ length: bodies }, (_, i) => [
    ...spare.slice(i), ...spare.slice(0, i), ...truths,
    ...(signOff ? [{ filler: signOff, spare: true }] : []),
    ...(welcome ? [{ filler: welcome, spare: true }] : []),
    ...(waits(i) ? waiting : []).map((filler, k) => ({ filler, spare: true, ...(k > 0 ? { follows: waiting[k - 1]! } : {}) })),
    ...kinds,
  ]);
  if (bodies > 0 && spareProof.length > 0) bodyLines[bodies - 1]!.push(...spareProof);
  // The hook is offered the spare points too, after the bodies and the proof (fitNarration visits scenes cut first, first).
  // A line naming the subject is no filler for the hook, which meets it by name ("Meet Aero. This is Aero.").
  const hookExtras = [...(bodies === 0 ? [...spareProof, ...points] : spare), ...truths, ...kinds.filter((t) => !t.filler.includes(mention(ctx)))];

  const generated = slots.filter((s) => sceneTypeFor(s, ctx) === 't2v_fast').length;
  const pictured = pictureSubject(ctx);
  // Outside English a name is taken out by leaving the sentence that carries it off the picture.
  const english = /^en\b/i.test(ctx.input.language);
  const names = namesOf(ctx);
  const unnamed = (text: string) => (english || !names.some(([n]) => text.includes(n)) ? unname(text, names, pictured) : undefined);
  const filled = bodyLines.filter((l, i) => l.length > 0 || shownBy[i] !== undefined).length;
  noteAdvertGaps(ctx, slots, { bodies, filled, proof: proofLine !== undefined || spareProof.length > 0 });
  const unshown = unshownShotsNote(ctx.facts.pictures, generated);
  if (unshown) ctx.notes.push(unshown);

  let picture = 0;
  let variant = 0;
  let body = 0;
  const caps = sceneCaps('ad', slots.map((s) => sceneTypeFor(s, ctx) === 'motion'), ctx.budget);
  const drafts = slots.map((slot, index): Draft => {
    const type = sceneTypeFor(slot, ctx);
    // The scene's picture, fixed once, and the prompt that shows a point in it.
    const shot = type === 't2v_fast' ? shots[picture++]! : undefined;
    // A shot of a listed service shows it: its line is no focus beside it (service-shots.ts).
    const shotAt = picture - 1;
    const served = shot !== undefined && shot.picture !== planned[shotAt]!.picture;
    const ownPoint = slot.role === 'body' ? bodyLines[body]?.[0] : undefined;
    const composition = shot?.picture ?? '';
    const showsLine = said[index];
    const ownLine = showsLine ? [showsLine] : [];
    // A shot the plan adds says what it shows when the brief's picture says nothing: lines that take
    // only time every other line leaves (spare), never a fact.
    const shotLines = showsLine ? [] : (shot?.lines ?? []).map((filler, k, all) => ({ filler, spare: true, ...(k > 0 ? { follows: all[k - 1]! } : {}) }));
    const take = type === 'motion' ? 0 : variant++;
    const visual = (point?: string) => {
      // Restaged with another of the brief's points, the shot shows that point's service where it names one.
      const service = slot.role === 'body' && point !== undefined && point !== ownPoint && shot !== undefined && !briefShot(ctx, shots.length, opener)(shotAt) ? serviceShown(ctx, copy, point, shotAt) : undefined;
      const shown = service ?? composition;
      return visualPrompt(ctx, type, { composition: shown, variant: take, point: served || service ? undefined : type === 't2v_fast' && point ? unnamed(point) : point });
    };
    const last = index === slots.length - 1;
    switch (slot.role) {
      case 'hook': {
        // The only scene also carries the call to action's words when there is room for nothing else.
        // Its shot's own lines are not the hook's: its time is the name's and the claim's.
        // A place whose brief has at most one point to say besides its name says its shot's own lines too, in time nothing else takes:
        // "Meet Luna, your nail bar in Leeds." leaves a 6-s shot half silent. Any of them, where the first is too long to say.
        const thin = brandFill && ctx.kind === 'business' && copy.points.length + (copy.proof ? 1 : 0) <= 1;
        const extras = [...ownLine.map((filler) => ({ filler })), ...hookExtras, ...(last ? [...copy.cta.lines, ...copy.cta.extras] : []), ...(thin ? shotLines.map(({ filler }) => ({ filler, spare: true })) : [])];
        // A claim the hook's shot is too short to say is said by a body (fitNarration), so the hook does not show it.
        const need = ctx.voice ? sceneSecFor(ctx.voice, joinLines(copy.hook.lines)) : 0;
        // A card holds its own lines whole (cardCap); a shot holds what its cap does.
        const claim = need <= (type === 'motion' ? cardCap(caps[index]!, need) : caps[index]!) ? copy.hook.lines[1] : undefined;
        const screen = claim ? `${copy.hook.screen}. ${withoutStop(copy.hook.claimShown ?? claim)}` : copy.hook.screen;
        return scene(ctx, slot.role, type, type === 'motion' ? onScreen(screen, 'headline') : visual(claim), copy.hook.lines, extras, { layout: 'headline', sfx: 'whoosh' });
      }
      case 'proof': {
        const layout = proofLine && /\d/.test(proofLine.replace(AWARD_YEAR, '')) ? 'stat' : ctx.input.assets.productImage ? 'product' : 'headline';
        const show = (p: string | undefined) => (type === 'motion' ? onScreen(p ?? capitalise(ctx.subject), layout) : visual(p));
        return { ...scene(ctx, slot.role, type, show(proofLine), proofLine ? [proofLine] : [], spare, { layout }), restage: show };
      }
      case 'cta':
        return { ...scene(ctx, slot.role, type, onScreen(copy.cta.screen, 'cta'), copy.cta.lines, copy.cta.extras, { layout: 'cta', sfx: 'chime' }), core: copy.cta.core };
      default: {
        const i = body++;
        // A body without a point of its own says what it shows.
        const lines = bodyLines[i]!.length > 0 ? bodyLines[i]! : ownLine;
        // The picture shows it anyway: its line is a bonus, not a fact lost when left out.
        const extras = [...(bodyLines[i]!.length > 0 ? ownLine.map((filler) => ({ filler })) : []), ...shotLines, ...bodyExtras[i]!];
        const point = bodyLines[i]![0];
        const layout = ctx.input.assets.productImage ? 'product' : 'headline';
        const show = (p: string | undefined) => (type === 'motion' ? onScreen(p ?? capitalise(ctx.subject), layout) : visual(p));
        // A story's lines are told in order; other bodies' points are as good as one another.
        return { ...scene(ctx, 'body', type, show(point), lines, extras, { layout }), interchangeable: ctx.format.family !== 'story' && point !== undefined, restage: show };
      }
    }
  });
  // Every scene but the call to action may say a line of the brief another scene's short shot could not hold.
  // A card holds its own lines whole (its offer and call to action), and no more than AD_CARD_SEC for anything else.
  const maxSec = (d: Draft, i: number) => (d.type === 'motion' && ctx.voice ? cardCap(caps[i]!, sceneSecFor(ctx.voice, joinLines(d.lines))) : caps[i]!);
  return drafts.map((d, i) => ({ ...d, maxSec: maxSec(d, i), open: d.role !== 'cta' }));
}

/**
 * The shots of the generated scenes, in order (compositions.ts): the brief's pictures, then shots of
 * the plan's own. A hook that introduces the subject opens on a shot of its own, its entrance where
 * the place has one (an inside shot may draw the brief's own worker at work a second time); the
 * brief's pictures follow, each with its line.
 */
function shotsOf(ctx: Context, slots: readonly Slot[], opener = false): Shot[] {
  const generated = slots.filter((s) => sceneTypeFor(s, ctx) === 't2v_fast').length;
  const pictured = pictureSubject(ctx);
  const names = namesOf(ctx);
  // A few more than the scenes take, for the opener to be chosen among.
  const pictures = ctx.facts.pictures.map((p) => unname(p, names, pictured));
  const count = generated + (opener ? OPENER_CHOICES : 0);
  const composed = occasionShotsOf(ctx, pictures, count) ?? (productUse(ctx.input.brief)?.forHire ? undefined : ownShots(ctx, pictures, count)) ?? compositions(pictured, ctx.kind, ctx.facts.setting, count, pictures, ctx.input.brief);
  if (!opener) return composed;
  const own = Math.min(ctx.facts.pictures.length, generated);
  const welcoming = placeShotLines('entrance', undefined, ctx.input.language)[0];
  const entrance = composed.findIndex((s, i) => i >= own && welcoming !== undefined && s.lines[0] === welcoming);
  const first = entrance >= 0 ? entrance : own;
  return [composed[first]!, ...composed.filter((_, i) => i !== first)].slice(0, generated);
}

/** The services a place's brief lists (service-shots.ts) and the place's name, in the plan's language where it writes them; none for a product. */
function servicesOf(ctx: Context, copy: AdvertCopy) {
  if (!SERVICES_OF.has(copy)) SERVICES_OF.set(copy, readServices(ctx, copy));
  return SERVICES_OF.get(copy);
}

/** Asked of every slot choice of a copy: read once per copy. */
const SERVICES_OF = new WeakMap<AdvertCopy, ReturnType<typeof readServices>>();

function readServices(ctx: Context, copy: AdvertCopy) {
  const lang = serviceLanguage(pictureLanguage(ctx.input.language));
  if (!lang || !(hasPremises(ctx) || ctx.facts.occasion)) return undefined;
  const trade = pictureSubject(ctx);
  const name = ownPlace(ctx) ?? tradeNameIn(trade, lang);
  // A place named by the brief's own word ("ein Friseursalon") is also the trade that word is ("a hair salon"): its services are that trade's.
  const trades = `${trade} ${name === undefined ? '' : (tradeCalled(typeof name === 'string' ? name : name[0]) ?? '')}`;
  // The lines the plan says first, then the whole brief: a list it reads as the name's description ("Sportschool Kracht: spinning, yoga …") is shown too.
  const said = [...copy.hook.lines, ...copy.points, ...(copy.proof ? [copy.proof] : []), ctx.input.brief];
  const names = [ctx.subject, ctx.input.brand_name ?? ''];
  // An English brief's own place joins the service's ("a sunny studio": "inside a sunny yoga studio").
  const { place } = ctx.facts.setting;
  const placed = (s: ListedService) => (lang === 'en' && place && !s.outdoors ? { ...s, picture: inPlace(s.picture, place) } : s);
  return { lang, name, services: listedServices(said, trades, name, lang, names).map(placed) };
}

/**
 * The plan's shots with the place's listed services shown (service-shots.ts), a body that says one
 * showing it, and no shot of the place twice in another light: a repeat shows another of its kinds
 * of shot. The brief's own pictures stay as they are.
 */
function withServices(ctx: Context, copy: AdvertCopy, shots: readonly Shot[], slots: readonly Slot[], bodyLines: readonly string[][], opener: boolean): Shot[] {
  const listed = servicesOf(ctx, copy);
  if (!listed) return [...shots];
  const generated = slots.flatMap((s, i) => (sceneTypeFor(s, ctx) === 't2v_fast' ? [i] : []));
  const bodyOf = (slot: number) => (slots[slot]!.role === 'body' ? slots.slice(0, slot).filter((s) => s.role === 'body').length : -1);
  const isOwn = briefShot(ctx, generated.length, opener);
  // What each shot's scene says: a body's points, the hook's opening line and claim.
  const says = (slot: number) => (slots[slot]!.role === 'hook' ? copy.hook.lines : (bodyLines[bodyOf(slot)] ?? []));
  // A line that says someone at work ("Onze monteur plakt je band") leads its shot (scene-prompts.ts): that shot is the brief's own too.
  const stated = (slot: number) => says(slot).some((line) => statedAction(line, ctx.input.language) !== undefined);
  const planned = shots.map((shot, i) => ({ ...shot, says: says(generated[i]!), own: isOwn(i) || stated(generated[i]!) }));
  return servicePictures(planned, listed.services, kindsOf(ctx, listed.name, listed.lang), listed.lang);
}

/** The place's own kinds of shot (place-shots.ts), each lit and with its lines: its people only where the brief shows none at work. */
function kindsOf(ctx: Context, name: TradeName | undefined, lang: ServiceLanguage): Shot[] {
  // A food truck has no inside nor entrance (street-food.ts).
  if (name === undefined || ctx.facts.occasion || pictureSubject(ctx).endsWith(STREET_FOOD_TRADE)) return [];
  const worked = ctx.facts.pictures.some((p) => showsStaffAtWork(p, ctx.input.language));
  const kinds: readonly (readonly [PlaceShot, TimeWord])[] = [['inside', 'morning'], [worked ? 'welcome' : 'work', 'midday'], ['entrance', 'afternoon'], ...(worked ? [] : [['welcome', 'golden hour'] as const])];
  return kinds.flatMap(([kind, time]) => {
    const picture = placeShot(kind, name, lang);
    return picture ? [{ picture: withLight(picture, lightWords(time, lang, kind !== 'entrance'), lang), lines: placeShotLines(kind, name, ctx.input.language) }] : [];
  });
}

/** Whether the `i`-th generated shot of `count` is one of the brief's own pictures (shotsOf: after the opener, when the plan opens on the place). */
function briefShot(ctx: Context, count: number, opener: boolean): (i: number) => boolean {
  const own = Math.min(ctx.facts.pictures.length, count);
  return (i) => (opener ? i >= 1 && i <= own : i < own);
}

/** The picture of the first service `point` names, lit for the `at`-th shot; none when it names none. */
function serviceShown(ctx: Context, copy: AdvertCopy, point: string, at: number): string | undefined {
  const listed = servicesOf(ctx, copy);
  const service = listed?.services.find((s) => s.point === point);
  return service && litService(service, at, listed!.lang);
}

/**
 * A place whose trade is unknown (ownPlace): the brief's pictures (compositions.ts), then the
 * place's own shots named by the brief's word for it, in the brief's language where place-shots.ts
 * writes it; none for another subject or language.
 */
function ownShots(ctx: Context, pictures: readonly string[], count: number): Shot[] | undefined {
  const own = ownPlace(ctx);
  const lang = pictureLanguage(ctx.input.language);
  const shotLang = lang === 'en' ? 'en' : lang && shotLanguage(lang);
  if (own === undefined || !shotLang) return undefined;
  // The brief's pictures as it words them: a trade guessed from its goods would set them in another place (お菓子屋 for a 茶房).
  const briefs = compositions(pictureSubject(ctx), 'generic', ctx.facts.setting, Math.min(count, pictures.length), pictures);
  const worked = pictures.some((p) => showsStaffAtWork(p, ctx.input.language));
  return [...briefs, ...ownPlaceShots(own, shotLang, ctx.input.language, worked, count - briefs.length)];
}

/** An occasion's: the brief's pictures as it words them, held where it is where they say no place, then the occasion's own shots (occasion-shots.ts). */
function occasionShotsOf(ctx: Context, pictures: readonly string[], count: number): Shot[] | undefined {
  const { occasion, setting } = ctx.facts;
  // Held after dark, its pictures are lit for the evening unless the brief lights them itself.
  const lit = occasion?.evening && !setting.time ? { ...setting, time: 'evening' as const } : setting;
  const placed = occasion ? pictures.map((p) => atOccasion(p, occasion, ctx.input.language)) : [];
  const briefs = occasion ? compositions(pictureSubject(ctx), 'generic', lit, Math.min(count, placed.length), placed) : [];
  const own = occasion && occasionShots(occasion, ctx.input.language, count - briefs.length);
  return own && [...briefs, ...own];
}

/** "surf school" → "a surf school", "art school" → "an art school". */
function withIndefinite(noun: string): string {
  return `${/^[aeiou]/iu.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** The longest name the brand's lines say (brand-shot-lines.ts). */
const MAX_BRAND_CHARS = 60;

/** The place's own shots past the scenes' count an opener is chosen among. */
const OPENER_CHOICES = 3;

/** Whether each scene has a line to say over its picture: the brief's (pictureLines) or its shot's own (shotsOf). */
function sayable(ctx: Context, slots: readonly Slot[]): boolean[] {
  const said = pictureLines(ctx, slots);
  const shots = shotsOf(ctx, slots);
  let at = 0;
  return slots.map((s, i) => {
    const shot = sceneTypeFor(s, ctx) === 't2v_fast' ? shots[at++] : undefined;
    return said[i] !== undefined || (shot?.lines.length ?? 0) > 0;
  });
}

/**
 * The line each scene's picture says over it: what the brief asks to show ("Share pizza with
 * friends around a table."), one a generated scene, in order, said in the brief's language
 * (brief-actions.ts pictureLine).
 */
function pictureLines(ctx: Context, slots: readonly Slot[], opener = false): (string | undefined)[] {
  const shown = picturesSaid(ctx);
  let at = 0;
  return slots.map((s, i) => (sceneTypeFor(s, ctx) === 't2v_fast' && !(opener && i === 0) ? shown[at++] : undefined));
}

/**
 * What the brand says over each of the brief's pictures (brief-actions.ts pictureLine), what its
 * person has made the viewer's when the line is said to them ("Collect your bike.").
 */
function picturesSaid(ctx: Context): (string | undefined)[] {
  const lang = pictureLanguage(ctx.input.language);
  return ctx.facts.pictures.map((p) => {
    // One person using a product is invited to do what they do, as English pictures are (user-invitations.ts).
    const line = pictureLine(p, ctx.input.language);
    // Others shown (a child, a pet, someone with their family) are said as the scene, never asked of the
    // viewer (others-lines.ts); children said as the viewer's ("Your kids play in the garden.") are the viewer's still.
    const others = ctx.kind !== 'business' && !line?.startsWith('Your ') ? othersLine(p, ctx.input.language) : undefined;
    if (others) return others;
    const invited = line ?? (ctx.kind !== 'business' && lang ? userInvitation(p, lang) : undefined);
    return invited && lang ? viewersOwn(invited, lang) : invited;
  });
}

/**
 * A narrated hook whose time the name takes ("Meet Tidewater Bikes, your bicycle repair shop in
 * Bristol.", "Descubre Clínica Veterinaria Patitas en Sevilla.") may have none for a picture's
 * line: it may open on a shot of the place, and the brief's pictures go to the scenes after it,
 * where their lines are said. Only when there are generated shots enough for every picture the
 * brief asks for and the opener, and the place's shot is written in the brief's language (English,
 * or a language place-shots.ts writes with the trade's own word): a prompt is in one language.
 */
function opensOnPlace(ctx: Context, slots: readonly Slot[]): boolean {
  const lang = pictureLanguage(ctx.input.language);
  const written = lang === 'en' || (lang !== undefined && shotLanguage(lang) !== undefined && knownPlace(ctx) && (tradeNameIn(pictureSubject(ctx), lang) ?? ownPlace(ctx)) !== undefined);
  if (!written || !ctx.voice || slots[0]?.role !== 'hook' || sceneTypeFor(slots[0], ctx) !== 't2v_fast') return false;
  const shown = picturesSaid(ctx);
  const generated = slots.filter((s) => sceneTypeFor(s, ctx) === 't2v_fast').length;
  return shown.some((l) => l !== undefined) && generated > ctx.facts.pictures.length;
}

/**
 * What a generated picture shows of the subject. A topic ("three tips for summer skin") is not a
 * thing to picture: its kind's stand-in is. A place of business is its kind of business ("a
 * florist"), and a bare name ("Klartext") its kind's stand-in: a name's words ("Harbour Lane")
 * would otherwise be drawn as the setting.
 */
function pictureSubject(ctx: Context): string {
  // A place of its own kind is its own word (an English picture's "a surf school"; elsewhere its pictures are written by place-shots.ts).
  // An occasion is pictured as one: "the workshop", "the night".
  if (ctx.facts.occasion) return `${/^en\b/i.test(ctx.input.language) ? 'the ' : ''}${ctx.facts.occasion.word.toLowerCase()}`;
  const own = ownPlace(ctx);
  if (own !== undefined) return withIndefinite(typeof own === 'string' ? own : own[0]);
  if (ctx.kind === 'business') return tradeOf(ctx.subject, ctx.input.brief);
  if (!ctx.named || isName(ctx.subject)) return standIn(ctx.kind, ctx.subject, ctx.input.brief);
  return mention(ctx);
}

/**
 * Names a picture must not be handed, each with `undefined` to be said as the picture's subject
 * ("a florist") or with what to say instead: the brand of a product is "the brand".
 */
function namesOf(ctx: Context): [string, string | undefined][] {
  const brand = visible(ctx.input.brand_name);
  const subjectIsName = ctx.named && (ctx.kind === 'business' || isName(ctx.subject));
  const names: [string, string | undefined][] = subjectIsName ? [[ctx.subject, undefined]] : [];
  // A place's brand is the place; a product's ("Harbour Cycles" of an e-bike) is "the brand".
  if (brand && brand !== ctx.subject) names.push([brand, subjectIsName || ctx.kind === 'business' ? undefined : 'the brand']);
  return names;
}

/** "The entrance of Harbour Lane Florist" → "The entrance of a florist". */
function unname(text: string, names: readonly [string, string | undefined][], pictured: string): string {
  const out = [...names]
    .sort(([a], [b]) => b.length - a.length)
    .reduce((t, [name, as]) => t.replace(new RegExp(`(?:\\bthe\\s+)?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\.$/, '\\.?')}(?:['’]s)?`, 'giu'), as ?? pictured), text);
  return out.charAt(0).toUpperCase() + out.slice(1);
}

function scene(
  ctx: Context,
  role: Draft['role'],
  type: SceneType,
  prompt: string,
  lines: string[],
  extras: Extra[],
  options: Pick<Draft, 'layout' | 'sfx'>,
): Draft {
  return {
    role,
    type,
    prompt,
    lines,
    extras,
    readSec: type === 'motion' ? readingSec(prompt) : 0,
    weight: role === 'cta' ? CTA_WEIGHT_SEC : ctx.format.sceneSec,
    cut: CUT_ORDER.indexOf(role),
    ...(type === 'motion' ? { layout: options.layout } : {}),
    ...(options.sfx ? { sfx: options.sfx } : {}),
  };
}

/**
 * A call to action's share of the time the scenes' lines leave over, against a full scene's
 * `sceneSec`: it lasts what its line needs and a beat more to act on; the rest goes to the scenes
 * that show the brief.
 */
const CTA_WEIGHT_SEC = 1;

/** When time is short, body lines go first and the call to action last. */
const CUT_ORDER: readonly Draft['role'][] = ['body', 'proof', 'hook', 'cta'];

/**
 * The name a product's points are said with in full sentences (spoken-points.ts): the named subject's
 * own name ("Nimbus" of "Nimbus noise-cancelling headphones", "Tally"), else the product as the brief
 * says it ("the oat-milk latte": its points are the latte's, never the brand's, "Oat & Co is ready in
 * two minutes"). English narration only; not a place of business, whose points are its trade's own,
 * nor a story or a presenter, whose lines are told as written.
 */
function spokenName(ctx: Context): { name: string; plural: boolean } | undefined {
  if (!ctx.voice || !/^(?:en|es|fr|de|it|pt|nl)\b/i.test(ctx.input.language) || ctx.kind === 'business' || !ctx.named || ctx.format.family === 'story' || ctx.format.family === 'presenter') return undefined;
  // "As aulas de natação para crianças da Piscina Golfinho" is a description, no name to say a point with.
  if (/^(?:the|el|la|los|las|le|les|il|lo|gli|i|o|a|os|as|der|die|das|de|het)\s+\p{Ll}/iu.test(ctx.subject)) return undefined;
  const name = /^\p{Lu}\S*(?:\s+(?:&|\p{Lu}\S*))*/u.exec(ctx.subject)?.[0] ?? mention(ctx);
  const last = name.split(/\s+/).pop() ?? '';
  return { name, plural: /[^s]s$/.test(last) && !/^\p{Lu}/u.test(last) };
}

function advertCopy(ctx: Context, choice: { describe: 'yours' | 'written' | false; claim: boolean; where: boolean; sized: boolean; spoken: boolean }): AdvertCopy {
  const { facts, phrases, format } = ctx;
  const story = format.family === 'story';
  // A sentence giving an address ("Find us at 12 High Street"), or the directions a closing invitation gives, belongs to the call to action.
  const visit = invitation(ctx);
  const directions = visit?.directions ?? [];
  // A farewell ("またのお越しをお待ちしております。") is said last, at the close (ctaCopy).
  const points = facts.points.filter((p) => p !== facts.proof && !directions.includes(p) && !isFarewell(p) && !facts.addresses.some((a) => mentionsAddress(p, a)));
  // A question is the natural hook; a story opens on its first line; an unnamed topic on its own title;
  // a customer speaking ("I was skeptical, but…") opens in their own words too.
  const firstPerson = /^(?:i|i'm|i’ve|i've|my|we)\b/i.test(points[0] ?? '');
  const opening = facts.question ?? (story ? premise(ctx) ?? points[0] : firstPerson ? points[0] : !ctx.named ? (facts.topic ? sentence(capitalise(facts.topic)) : points[0]) : undefined);
  const event = facts.event && ctx.named ? phrases.event(facts.event.kind, facts.event.name, mention(ctx)) : facts.occasion && joinLine(facts.occasion, mention(ctx), ctx.input.language);
  // "Meet Oak & Ember, a wood-fired pizza restaurant in Leeds.": the brief's own description of its subject, said with its name.
  // Unless the close invites viewers there, the description may say where the place is ("a sports clinic at 12 Quay Street, Bristol").
  const describable = visit ? points : facts.points.filter((p) => p !== facts.proof);
  const found = opening || event ? undefined : (description(ctx, describable) ?? productAsDescription(ctx) ?? tradeAsDescription(ctx));
  const apposition = found && !choice.where ? withoutAddress(found, facts.addresses) : found;
  const chosen = choice.describe ? apposition : undefined;
  // Narrated, the description is said with the name, in the hook or else in the closing sign-off
  // ("Apex Auto Care, your car garage in Croydon."), never alone as a point ("A car garage in Croydon.").
  // The trade's own word ("your plumber") is said only with the name in the hook: alone at the close it says nothing.
  const signedOff = ctx.voice && apposition && !chosen && apposition.point !== '' ? apposition : undefined;
  // A bare price is said at the close, with the call to act on it (ctaCopy).
  const price = barePrice(ctx);
  // A price with where to buy it that is the call is said there, not as a point too.
  const retail = retailClose(ctx);
  const items = points.filter((p) => p !== opening && p !== chosen?.point && p !== signedOff?.point).flatMap((p) => (hasRelativeClause(p, ctx.input.language) ? [p] : listItems(p, ctx.input.language))).filter((p) => p !== price && !(retail && retailCall(p, ctx.input.language) === retail) && !saidAtClose(p, facts.offer));
  // What the brief says the product has where it names it ("… toothbrush with a two-minute timer that lights up") is a point too (product-features.ts).
  if (ctx.kind !== 'business' && ctx.named) items.unshift(...productFeatures(ctx.input.brief, ctx.subject, ctx.input.language, facts.points));
  // "Meet Rosa Bakery." earns the next second with the brief's boldest short figure: "Our bakery turns 50 this year."
  // A price belongs next to the call to action, not in the first second. Without such a figure, its
  // strongest promise ("Same-day delivery across Bristol…"), when the brief has points enough that
  // the body scenes keep theirs (with fewer, the hook's claim would leave a body silent).
  const short = (p: string, words: number) => p.split(/\s+/).length <= words;
  const figure = items.find((p) => /\d/.test(p) && !/[$€£¥]|\bprice|\bcosts?\b|\bfrom \d/i.test(p) && short(p, 8));
  const promise = items.length + (chosen ? 1 : 0) >= 3 ? (items.find((p) => PROMISE.test(p) && short(p, 12)) ?? items.find((p) => short(p, 12))) : undefined;
  // An occasion named without when it is says when next: "Join the Riverside Food Festival. Saturday 3 August at Victoria Park, from 11am."
  const apart = facts.occasion?.when ?? facts.event?.when;
  const when = apart ? sentence(capitalise(apart)) : facts.occasion && !facts.occasion.details ? items.find(saysWhen) : undefined;
  // Without a claim in the hook, a when set apart that the hook's shot cannot say with its name is the body's first point.
  const long = when !== undefined && event && ctx.voice ? sceneSecFor(ctx.voice, joinLines([sentence(event), when])) > AD_SHOT_SEC : false;
  const claimed = (choice.claim || !apart || !long ? when : undefined) ?? (opening || story || !choice.claim ? undefined : (figure ?? promise));
  const bodyWhen = apart && when !== undefined && claimed !== when ? [when] : [];
  // A claim that is the brief's own description of the subject is said with its name, as one sentence.
  const described = chosen ?? (claimed !== undefined && claimed === apposition?.point ? apposition : undefined);
  const claim = claimed === described?.point ? undefined : claimed;
  const cta = ctaCopy(ctx, signedOff?.words, described?.words, choice.sized, choice.spoken);
  const speaker = choice.spoken ? spokenName(ctx) : undefined;
  // Points are said in full (the hook's claim is shown as written, beside the name), the brief's
  // description of the product, left a point, with its name ("Tally is a budgeting app for students.").
  const spokenDescription = (p: string) => {
    const words = speaker && /^en\b/i.test(ctx.input.language) && (description(ctx, [p])?.words ?? apposedWords(ctx.input.brief, speaker.name, p));
    return words && sentence(`${speaker.name} ${speaker.plural ? 'are' : 'is'} ${words}`);
  };
  // When an occasion is ("Doors 7pm.") is said as the brief says it: no "With doors 7pm.".
  // A price with where to buy it is said as the brief gives it ("£12.99 at Boots."), never "With £12.99 at Boots.".
  const said = (p: string) => ((facts.occasion || facts.event) && saysWhen(p) || retailPrice(p, ctx.input.language) ? p : speaker ? (spokenDescription(p) || (spokenPoint(p, speaker.name, speaker.plural, ctx.input.language) ?? p)) : p);
  // The town goes with the name ("Café Luna en Sevilla, tu cafetería") unless the description already says it.
  const town = facts.location && townOf(facts.location);
  const named = town && described?.words.includes(town) ? mention(ctx) : withTown(mention(ctx), facts.location);
  // "Sharp & Co barbershop" of the brand Sharp & Co is met by the brand's name, its trade said to the viewer: "Meet Sharp & Co, your barbershop in Glasgow.".
  const branded = described ? undefined : brandThenTrade(ctx.subject, visible(ctx.input.brand_name), ctx.input.language);
  const introduced = described ? `${named}, ${choice.describe === 'written' ? described.words : addressedTo(described.words, ctx.input.language)}` : branded ? `${branded.name}, ${withTown(addressedTo(`a ${branded.trade}`, ctx.input.language), facts.location)}` : named;
  // "An ad for Wave Riders" names the subject, not whom it is for: no "Wave Riders, meet Wave Riders.".
  // Nor is it hailed where the brief's points name it ("Morning classes for beginners."): it would be said twice.
  const audience = facts.audience && !ctx.subject.toLowerCase().includes(facts.audience.toLowerCase()) && !namesAudience([...facts.points, facts.offer ?? ''], facts.audience) ? facts.audience : undefined;
  const hookLine = opening ?? event ?? (audience ? phrases.meetAudience(capitalise(audience), introduced) : phrases.meet(introduced));
  return {
    hook: { screen: facts.question ?? capitalise(ctx.subject), lines: [sentence(hookLine), ...(claim ? [said(claim)] : [])], ...(claim && said(claim) !== claim ? { claimShown: claim } : {}), ...(described && !opening && !event ? { describes: true } : {}) },
    // "And …" is English: "Lumen is zonder kabels." stays as it is.
    points: lastJoined(variedOpenings([...bodyWhen, ...items.filter((p) => p !== claimed)].map(said), speaker?.name, ctx.input.language, claim && said(claim)), /^en\b/i.test(ctx.input.language) ? speaker?.name : undefined),
    proof: facts.proof && (spokenDescription(facts.proof) || facts.proof),
    cta,
    ...(signedOff ? { signOff: extraText(cta.extras.filter((e) => typeof e === 'string' || !e.spare).at(-1)!) } : {}),
    kindLines: [],
  };
}

/**
 * The last of several points said in full, when it states what the product is or does ("It fits in
 * a drawer.", "Tally is free for students."), is joined to those before it: "And Tally is free for students."
 */
function lastJoined(points: string[], name: string | undefined): string[] {
  const last = points.at(-1);
  if (name === undefined || points.length < 2 || !last || !(last.startsWith('It ') || last.startsWith(`${name} is `) || last.startsWith(`${name} are `))) return points;
  return [...points.slice(0, -1), `And ${last.startsWith('It ') ? 'it' : name}${last.slice(last.startsWith('It ') ? 2 : name.length)}`];
}

/**
 * The point that describes the subject where the brief names it ("Oak & Ember, a wood-fired pizza
 * restaurant in Leeds"), with the brief's own words for it, in any language that sets a
 * description after a name with a comma.
 */
function description(ctx: Context, points: readonly string[]): { point: string; words: string } | undefined {
  const brief = ctx.input.brief;
  const names = [ctx.subject, visible(ctx.input.brand_name)].filter((n): n is string => n !== undefined);
  for (const point of points) {
    const words = withoutStop(point);
    for (const name of names) {
      const at = brief.toLowerCase().indexOf(`${name}, ${words}`.toLowerCase());
      // "Aero, noise-cancelling wireless headphones": a product named in the plural with no article is what it is, not a feature.
      const product = ctx.kind !== 'business' && productDescription(name, brief)?.toLowerCase() === words.toLowerCase();
      if (at >= 0 && (DESCRIBES.test(words) || product || namesTrade(words) || premisesIn(words, ctx.input.language) !== undefined) && words.split(/\s+/).length <= DESCRIPTION_WORDS) return { point, words: brief.slice(at + name.length + 2, at + name.length + 2 + words.length) };
    }
  }
  return undefined;
}

/**
 * A product the brief describes after its name in a sentence no point keeps ("Werbespot, 15
 * Sekunden, für Nordlicht, eine smarte Leselampe."): the brief's words for it, when they name a
 * product (product-nouns.ts), said in the hook or else signed off with.
 */
function productAsDescription(ctx: Context): { point: string; words: string } | undefined {
  const words = ctx.kind !== 'business' && ctx.named && productDescribedIn(ctx.subject, ctx.input.brief) ? descriptionAfter(ctx.subject, ctx.input.brief)?.trim() : undefined;
  return words && DESCRIBES.test(words) && words.split(/\s+/).length <= DESCRIPTION_WORDS ? { point: sentence(capitalise(words)), words } : undefined;
}

/**
 * A place the brief names without saying what it is is described by its trade ("Meet Greenline
 * Plumbing, your plumber."); its `point` is none of the brief's.
 */
function tradeAsDescription(ctx: Context): { point: string; words: string } | undefined {
  const words = ctx.kind === 'business' && ctx.named ? tradeDescription(ctx.subject, pictureSubject(ctx), ctx.input.language) : undefined;
  // Said to the viewer however the hook is written: "a plumber" would read as a definition.
  return words ? { point: '', words: addressedTo(words, ctx.input.language) } : undefined;
}

/** An item of a list that is the offer the close says ("Livemusik, Kinderprogramm, Eintritt frei." at a close saying "Eintritt frei."): said there, once. */
function saidAtClose(item: string, offer: string | undefined): boolean {
  const plain = (t: string) => t.toLowerCase().replace(/[.!]+$/u, '').trim();
  return offer !== undefined && plain(item) === plain(offer);
}

/** A description less the address it ends on: "a sports clinic at 12 Quay Street, Bristol" → "a sports clinic". */
function withoutAddress(described: { point: string; words: string }, addresses: readonly Address[]): { point: string; words: string } {
  const address = addresses.find((a) => mentionsAddress(described.words, a));
  if (!address) return described;
  const before = described.words.slice(0, described.words.indexOf(address.text)).replace(/[\s,]+(?:at|in|on|au|à|en|bei|am|im|in der|an der|na|no|op|aan|a|di)?[\s,]*$/iu, '');
  return before.split(/\s+/).length >= 2 ? { point: described.point, words: before } : described;
}

/**
 * A description said to the viewer, as adverts say it: "a car garage in Croydon" → "your car
 * garage in Croydon", "una panadería artesanal" → "tu panadería artesanal", "ein Café" → "Ihr
 * Café". Other openings ("the", "our", and languages without a rule here) stay as written.
 */
function addressedTo(words: string, language: string): string {
  const lang = language.slice(0, 2).toLowerCase();
  const [article = '', rest = ''] = /^(\S+)\s+(.*)$/su.exec(words)?.slice(1) ?? [];
  const yours = YOUR[lang]?.[article.toLowerCase()];
  if (yours) return `${yours} ${rest}`;
  // A description that opens on its premises word, with no article ("escuela de surf en San Sebastián"), is said with the one its gender takes.
  const premises = premisesIn(words, language);
  const [noun, gender] = typeof premises === 'string' ? [premises, 'm' as const] : (premises ?? []);
  const bare = noun !== undefined && words.toLowerCase().startsWith(noun.toLowerCase()) ? YOUR[lang]?.[INDEFINITE[lang]?.[gender ?? 'm'] ?? ''] : undefined;
  return bare ? `${bare} ${words}` : words;
}

/** The indefinite article each gender takes, in the languages YOUR turns into "your". */
const INDEFINITE: Readonly<Record<string, Readonly<Record<'m' | 'f' | 'n', string>>>> = {
  en: { m: 'a', f: 'a', n: 'a' },
  es: { m: 'un', f: 'una', n: 'un' },
  fr: { m: 'un', f: 'une', n: 'un' },
  de: { m: 'ein', f: 'eine', n: 'ein' },
};

/** The indefinite articles a description opens with, and "your" in their place, per language. */
const YOUR: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { a: 'your', an: 'your' },
  es: { un: 'tu', una: 'tu' },
  fr: { un: 'votre', une: 'votre' },
  de: { ein: 'Ihr', eine: 'Ihre' },
};

/** A description names what the subject is: it opens with an article or a possessive ("a", "our", "una", "ein"), not "only for autumn". */
const DESCRIBES = /^(?:an?|the|our|my|his|her|their|un|une|le|la|les|notre|nos|una?|el|los|las|nuestr[oa]s?|ein(?:e|en)?|der|die|das|unser(?:e|en)?|il|lo|gli|i|il nostro|la nostra|uma?|o|a|os|as|nosso|nossa|een|het|de|ons|onze)\s/iu;

/** A description longer than this is a point of its own, not a name's apposition. */
const DESCRIPTION_WORDS = 10;

/** Words that promise the viewer something, in the languages the planner writes. */
const PROMISE =
  /(?<![\p{L}])(?:free|same[- ]day|next[- ]day|fresh(?:ly)?|hand[- ]?(?:made|tied|picked|crafted)|in minutes|fast(?:er)?|quick(?:er)?|easy|easier|never|always|guarantee[d]?|award[- ]winning|best|no more|save|delivered|delivery|gratuit|gratis|grátis|kostenlos|frisch|frais|fresco|fresca|rápid[oa]|schnell|rapide|veloce|snel|garantie|garantía|garantia|entrega|livraison|lieferung|consegna|bezorging|sin |sans |ohne |senza |sem |zonder )/iu;

/** A story's premise, from "a story about a lighthouse keeper who…": its first line. */
function premise(ctx: Context): string | undefined {
  const about = ctx.facts.pictures[0] ?? ctx.facts.product;
  if (!about) return undefined;
  const article = /^en\b/i.test(ctx.input.language) && !/^(?:an?|the)\s/i.test(about) ? (/^[aeiou]/i.test(about) ? 'An ' : 'A ') : '';
  return sentence(capitalise(`${article}${about}`));
}

/** What the closing scene says and shows: the offer, the call to action, and where to go. */
/**
 * The year of an award ("Voted Bath's best coffee 2025"): no count to set big on a stat card, where a
 * founding year ("since 1962", "desde 1988") is the figure a stat card counts up to.
 */
const AWARD_YEAR = /(?<!(?:since|seit|desde|dal|dall['’]|depuis|sinds|founded|established|est\.|opened|gegründet|fondé en|fondata nel|fundada en|fundado em)\s+)(?<![\p{L}\p{N}])(?:19|20)\d{2}(?![\p{L}\p{N}])/giu;

function ctaCopy(ctx: Context, signOffWords?: string, hookSays?: string, sized = false, spoken = false): AdvertCopy['cta'] {
  const { phrases, input } = ctx;
  const brand = visible(input.brand_name);
  // A place of business is its own brand: the close names whom to call, and may sign off with it.
  const own = brand ?? (ctx.kind === 'business' && ctx.named ? ctx.subject : undefined);
  const visit = invitation(ctx);
  // A free trial or a short free offer with no call of the brief's is the call itself ("Try Pocketwise free for 30 days.",
  // "Book your free survey.": offer-calls.ts), and no offer besides.
  const trial = !ctx.facts.cta && !visit && ctx.facts.offer ? ((ctx.kind !== 'business' ? trialCall(ctx.facts.offer, brand ?? mention(ctx), input.language) : undefined) ?? offerCall(ctx.facts.offer, brand ?? mention(ctx), input.language)) : undefined;
  const facts = trial ? { ...ctx.facts, offer: undefined } : ctx.facts;
  // A place is visited, not tried: one the brief gives no way to reach invites viewers in ("ぜひお越しください。").
  const text = trial ?? firstAction(facts.cta, facts.addresses) ?? retailClose(ctx) ?? (facts.occasion && occasionCall(facts.occasion, input.language)) ?? visit?.where ?? (ownPlace(ctx) !== undefined || knownPlace(ctx) ? phrases.comeBy : (ctx.named && institutionCall(input.brief, mention(ctx), input.language)) || (brand ? phrases.tryIt(brand) : ctx.named ? phrases.tryIt(mention(ctx)) : phrases.findOutMore));
  // An address the call to action or the offer already gives is not given again.
  const open = facts.addresses.filter((a) => !mentionsAddress(text, a) && !(facts.offer && mentionsAddress(facts.offer, a)));
  // Where to go is said with the call to action, unless the call to action says it already; where to find the business (its street) always is.
  const ranked = [...open].sort((a, b) => ADDRESS_ORDER.indexOf(a.kind) - ADDRESS_ORDER.indexOf(b.kind));
  const street = ranked.find((a) => a.kind === 'street');
  const [primary, ...others]: (Address | undefined)[] = open.length < facts.addresses.length ? [street, ...ranked.filter((a) => a !== street)] : ranked;
  // The brief's bare price ("£39.99.") is said as one before the call ("Just £39.99."), never left out for time.
  const price = barePrice(ctx);
  const priced = price ? [priceLine(price, input.language) ?? sentence(price)] : [];
  const offer = [price, facts.offer].filter((o): o is string => o !== undefined).map(withoutStop).join('. ') || undefined;
  const action = [text, ...open.map((a) => a.text)].join(' — ');
  // The button's words first; the offer heads them when both read at a glance.
  const screen = offer && `${offer} ${action}`.split(/\s+/).length <= SCREEN_WORDS ? `${offer}. ${action}` : action;
  // An address the description says (in the hook or the sign-off) is shown at the close, not said again.
  const unsaid = (a: Address | undefined): a is Address => a !== undefined && ![signOffWords, hookSays].some((d) => d !== undefined && mentionsAddress(d, a));
  // A number to call is said with whom it calls ("Call Greenline Plumbing on 0800 123 4567.").
  const phone = facts.addresses.find((a) => a.kind === 'phone' && mentionsAddress(text, a))?.text;
  // Said within the closing card's time where the number allows (call-lines.ts).
  // Said in full (spoken-points.ts), the close names the product it calls for ("Download Tally at tally.example."); its card keeps the brief's words.
  // A call the brief quotes ('Ends with "Order at oatandco.example.com"') is said as written.
  const quoted = ['""', '“”', '«»', "''"].some(([open, close]) => ctx.input.brief?.includes(`${open}${text}${close}`));
  const speaker = spoken && !quoted ? spokenName(ctx) : undefined;
  const spokenText = (speaker && namedCallToAction(text, speaker.name, speaker.plural)) ?? text;
  const calling = callingBrand(sentence(spokenText), own, phone, input.language);
  const forms = { named: calling, written: sentence(spokenText) };
  const before = [...priced, ...(facts.offer ? [sentence(facts.offer)] : [])];
  const act = sized ? sizedCall(forms, phone, before, ctx.voice) : namedCall(forms, before, ctx.voice);
  // A call to action that takes leave ("またのお越しをお待ちしております。") is said last, after the name it signs off with.
  const leaves = !visit && isFarewell(act);
  const said = [...before, ...(visit ? visit.lines : [act]), ...(unsaid(primary) ? [reachLine(ctx, primary)] : [])];
  // The advert signs off with the brand's name when its closing lines have not just said it, and
  // with the brief's description of it when the hook did not say that.
  const named = brand !== undefined && said.some((l) => l.toLowerCase().includes(brand.toLowerCase()));
  const described = signOffWords ? addressedTo(signOffWords, input.language) : undefined;
  // A description is said with its own name ("Surf Sol, tu escuela de surf en San Sebastián.", "Luma, tu lámpara de escritorio."), never alone.
  const signer = brand ?? (described ? (own ?? (ctx.named ? mention(ctx) : undefined)) : undefined);
  const signOff = signer && !(brand ? named : said.some((l) => l.includes(signer))) ? [sentence(described ? `${signer}, ${described}` : signer)] : described ? [sentence(capitalise(described))] : [];
  const farewells = facts.points.filter(isFarewell);
  const signedBy = signOff[0] ?? (!brand && own && !said.some((l) => l.includes(own)) ? sentence(capitalise(own)) : undefined);
  const farewell = farewellLine(input.language);
  const lines = leaves ? [...said.filter((l) => l !== act), ...(signedBy ? [signedBy] : []), act] : said;
  return {
    text,
    screen,
    lines,
    core: leaves ? lines.length - 1 : before.length,
    // Every address is on the closing card: saying it too, and the sign-off, take only time no point
    // of the brief can use (an address may then be said by a scene before the close: narration-fit.ts).
    extras: [
      ...[...new Set(others.filter(unsaid).map((a) => reachLine(ctx, a)))].map((filler) => ({ filler })),
      // Time nothing else can use: a place people come to, whose brief shows it, invites them, when
      // nothing does already ("Visit us at …", "Find us at …": a street address is said with its own words).
      ...(!visit && !leaves && knownPlace(ctx) && facts.pictures.length > 0 && !facts.addresses.some((a) => a.kind === 'street') ? [{ filler: phrases.comeBy, spare: true }] : []),
      // The sign-off, last: with its own name when it has no brand's and its closing lines do not say it.
      ...(leaves ? [] : signOff.map((filler) => ({ filler }))),
      // "la Boulangerie Martin" mid-sentence is "La Boulangerie Martin." on its own.
      ...(!leaves && signedBy && signOff.length === 0 ? [{ filler: signedBy, spare: true }] : []),
      // Leave taken of the viewer, last of all: the brief's own, else a place's ("See you soon."), said only after the name it signs off with.
      ...(farewells.length > 0 ? farewells.filter((f) => f !== act) : hasPremises(ctx) && farewell && !leaves ? [{ filler: farewell, spare: true, ...(signedBy ? { follows: signedBy } : {}) }] : []),
    ],
  };
}

/**
 * How the close says an address: the brief's own sentence for it ("Find us at …"), not the name's
 * apposition ("a sports clinic at 12 Quay Street"), which invites nobody; else a stock one.
 */
function reachLine(ctx: Context, address: Address): string {
  return ctx.facts.points.find((p) => mentionsAddress(p, address) && !description(ctx, [p])) ?? ctx.phrases.reach(address.kind, address.text);
}

/**
 * A place people visit whose brief asks nothing of the viewer closes on where to find it and an
 * invitation to come ("新宿駅東口から徒歩3分。ぜひお越しください。", "Visit us at 12 Quay Street,
 * Bristol."): its directions and street address, said there and nowhere before.
 */
function invitation(ctx: Context): { where: string; lines: string[]; directions: string[] } | undefined {
  const { facts, phrases } = ctx;
  if (facts.cta) return undefined;
  const directions = facts.points.filter((p) => p !== facts.proof && givesDirections(p));
  const street = facts.addresses.find((a) => a.kind === 'street');
  if (directions.length === 0 && !(street && hasPremises(ctx))) return undefined;
  const at = street ? [reachLine(ctx, street)] : [];
  return {
    where: street?.text ?? withoutStop(directions[0]!),
    // "Visit us at …" invites already; directions alone are followed by the invitation.
    lines: [...at, ...directions, ...(street ? [] : [phrases.comeBy])],
    directions,
  };
}

/** A place of business people come to (not a trade that comes to them). */
function hasPremises(ctx: Context): boolean {
  return ctx.kind === 'business' && !comesToCustomers(pictureSubject(ctx));
}

/** A place people come to whose trade is known (a florist, a gym): one the close may invite them to. */
function knownPlace(ctx: Context): boolean {
  return hasPremises(ctx) && (tradeNameIn(pictureSubject(ctx), 'en') !== undefined || ownPlace(ctx) !== undefined);
}

/**
 * The brief's own word for a business whose trade compositions.ts does not know ("escuela de surf",
 * "enoteca", "茶房"), or a word for premises where the brief gives only its street or its town;
 * none for a known trade, a product, or a name said with neither.
 */
function ownPlace(ctx: Context): TradeName | undefined {
  // Asked of every variant of the plan: read once per brief and kind.
  const known = OWN_PLACES.get(ctx.facts)?.get(ctx.kind);
  if (known !== undefined) return known ?? undefined;
  const found = readOwnPlace(ctx);
  OWN_PLACES.set(ctx.facts, (OWN_PLACES.get(ctx.facts) ?? new Map()).set(ctx.kind, found ?? null));
  return found;
}

const OWN_PLACES = new WeakMap<Context['facts'], Map<Context['kind'], TradeName | null>>();

function readOwnPlace(ctx: Context): TradeName | undefined {
  const { subject, input } = ctx;
  // An occasion is held somewhere, not a place of business that waits for customers.
  if (ctx.format.family === 'story' || !ctx.named || ctx.facts.occasion || THINGS.has(ctx.kind) || !namesPremisesIn(input.language) || saidToBeABrand(subject, input.brief)) return undefined;
  const beside = premisesBeside(subject, input.brief, input.language);
  const found = beside ?? premisesIn(subject, input.language);
  const trade = ctx.kind === 'business' ? tradeOf(subject, input.brief) : undefined;
  if (trade !== undefined && tradeNameIn(trade, 'en') !== undefined) return guessedTrade(ctx, trade) && found !== undefined && !namesTrade(nounOf(found)) && !nounOf(tradeNameIn(trade, input.language) ?? '').toLowerCase().includes(nounOf(found).toLowerCase()) ? found : undefined;
  if (found) return found;
  // A street to find it at says a place (a product is bought at its web address); a town, only of a name of no other kind.
  const street = ctx.facts.addresses.some((a) => a.kind === 'street');
  return isName(subject) && (street || (ctx.facts.location !== undefined && (ctx.kind === 'generic' || ctx.kind === 'business'))) ? somePremises(input.language) : undefined;
}

/**
 * A trade the planner guessed from what the brief shows or sells (和菓子: a sweet shop; a chef: a
 * restaurant), not one the name or its description says ("Glow Bar, a brow studio"): the brief's own
 * word for the place (茶房, Scuola) is truer, unless the trade's word holds it ("pilates studio" of Studio Nine).
 */
function guessedTrade(ctx: Context, trade: string): boolean {
  const { subject, input } = ctx;
  const said = [subject, descriptionAfter(subject, input.brief) ?? ''].join(' ');
  const local = tradeNameIn(trade, input.language);
  // "札幌のパン屋です" says the trade in the brief's own words, wherever it says it.
  // "Taller Ruiz" that repairs bicycles is a bike shop by its name's word and its work (name-trades.ts): no guess.
  return !namesTrade(said) && nameTrade(subject, input.brief) === undefined && !said.toLowerCase().includes((tradeNameIn(trade, 'en') as string).toLowerCase()) && !(local !== undefined && input.brief.includes(nounOf(local)));
}

const nounOf = (name: TradeName): string => (typeof name === 'string' ? name : name[0]);

/** Kinds of thing a business's premises word may name besides a place ("Studio Buds" earbuds, a "Cloud Studio" app). */
const THINGS: ReadonlySet<Context['kind']> = new Set(['app', 'device', 'appliance']);

/**
 * A call to action that gives two addresses keeps the one with a web address, else the first:
 * "Shop at breeze.example.com or call 0161 496 0123" → "Shop at breeze.example.com", "Find us at
 * 14 Harbour Street, or order ahead at harbourroasters.co.uk" → "Order ahead at
 * harbourroasters.co.uk". The others are shown and said on their own.
 */
function firstAction(cta: string | undefined, addresses: readonly Address[]): string | undefined {
  const inside = addresses.filter((a) => cta !== undefined && mentionsAddress(cta, a));
  if (!cta || inside.length < 2) return cta;
  const second = cta.indexOf(inside[1]!.text);
  const cut = /(?:,\s*|\s+(?:or|and|oder|und|ou|et|o|y|e|of|en)\s+)(?=[^,]*$)/iu.exec(cta.slice(0, second));
  const first = cut ? cta.slice(0, cut.index).trim() : cta;
  const best = ctaClauses(cta).find((action) => inside.some((a) => a.kind === 'url' && mentionsAddress(action, a))) ?? first;
  return capitalise(best.trim());
}

/** Words a closing card can show at once. */
const SCREEN_WORDS = 16;

/** The address a call to action leads with. */
const ADDRESS_ORDER: readonly Address['kind'][] = ['url', 'phone', 'street', 'email'];

/**
 * The slot lists worth trying: from one scene past the route's pace down to three, whose shots
 * (AD_SHOT_SEC each, its cards AD_CARD_SEC) can fill the length. Fewer scenes leave narration
 * more room (each scene's line has NARRATION_PAD_SEC of silence around it); more scenes show more.
 * A body or proof with no point of its own and no picture line to say would be silent or, as words,
 * only repeat the subject: each count is tried without such scenes too, while the rest can fill
 * the length.
 */
function slotChoices(ctx: Context, copy: AdvertCopy): Slot[][] {
  const { min, max } = sceneCountRange(ctx.budget);
  // One scene more than the route's pace is tried too: shots held to AD_SHOT_SEC may need it.
  const byPace = Math.min(max, Math.max(min, Math.round(ctx.budget / ctx.format.sceneSec) + 1));
  // Hook, body and call to action need three scenes whenever the length has room for them.
  const fewest = Math.min(byPace, Math.max(min, Math.min(3, max)));
  const counts = Array.from({ length: byPace - fewest + 1 }, (_, i) => byPace - i);
  // Short shots (AD_SHOT_SEC) and short cards (AD_CARD_SEC): a longer advert has more of them, not
  // longer ones, so scenes with nothing to say go only while the rest can fill the length.
  const fills = (slots: readonly Slot[]) => canFill('ad', slots.map((s) => sceneTypeFor(s, ctx) === 'motion'), ctx.budget);
  const arranged = (count: number) => withProofCard(ctx, copy, arrangeSlots(ctx.format.slots, count));
  // Each count with its scenes that have no words, and without them where the rest fill the length.
  const choices = counts.flatMap((count) => {
    const slots = arranged(count);
    // A body or proof scene needs a point of its own unless its picture says a line; the brief's
    // proof serves the proof scene, or a body when there is none. Those left without one go while
    // the rest fill the length, cards of words first (a picture without words still shows something).
    const said = sayable(ctx, slots);
    const available = copy.points.length + (copy.proof && !slots.some((s) => s.role === 'proof') ? 1 : 0);
    const needy = slots.flatMap((s, i) => ((s.role === 'proof' ? !copy.proof : s.role === 'body' && !said[i]) ? [i] : []));
    const words = (i: number) => sceneTypeFor(slots[i]!, ctx) === 'motion';
    const gone = new Set<number>();
    for (const i of [...needy].sort((a, b) => Number(words(b)) - Number(words(a)) || b - a)) {
      if (gone.size >= needy.length - available) break;
      if (fills(slots.filter((_, k) => k !== i && !gone.has(k)))) gone.add(i);
    }
    return gone.size > 0 ? [slots.filter((_, i) => !gone.has(i)), slots] : [slots];
  });
  const filling = choices.filter(fills);
  if (filling.length > 0) return filling;
  // A pace too slow for short shots: the fewest scenes that fill the length.
  const more = Array.from({ length: max - byPace }, (_, i) => arranged(byPace + 1 + i)).find(fills);
  return more === undefined ? choices : [more];
}

/** A point with a figure stands in for proof; an age ("for children of 3 to 12 years"), a price ("servicing from £45"), a time of day ("before 5 a.m.", "7:30am to 6pm") or a date ("Apertura il 3 dicembre.") proves nothing, nor does a bare price ("€29": no count for a stat card). */
const standsInForProof = (point: string) => /\d/.test(point) && !isRetailPrice(point) && !yearsNotStanding(point) && !isOffer(point) && !isBarePrice(point) && !CLOCK_TIME.test(point) && !saysWhen(point) && !PRICED.test(point);

const CLOCK_TIME = /\d\s*(?:[ap]\.?m\.?(?![\p{L}])|[:.h]\d\d(?!\d))/iu;

/** A price written with its currency's word ("Corte y peinado por 25 euros.", "Waschen, Schneiden ab 35 Euro."): a price, no count. */
const PRICED = /\d\s*(?:euros?|eur|dollars?|pounds?|francs?|reais|real|libras?|dólares?)(?![\p{L}])/iu;

/**
 * The brief's proof is a card of its own (its figure with its words), never said over a shot it
 * has nothing to do with: a length too short for the template's proof slot gives it the last body
 * that has no picture of the brief's to say. Without proof, a figure or a point to spare, a proof
 * card would show only the name: the slot shows the subject instead, as a body.
 */
function withProofCard(ctx: Context, copy: AdvertCopy, slots: Slot[]): Slot[] {
  const at = slots.findIndex((s) => s.role === 'proof');
  const bodies = slots.filter((s) => s.role === 'body').length;
  const body = ctx.format.slots.find((s) => s.role === 'body');
  if (!copy.proof && at >= 0 && body && ctx.format.family !== 'story' && !copy.points.some(standsInForProof) && copy.points.length <= bodies) {
    return slots.map((s, i) => (i === at ? body : s));
  }
  if (!copy.proof || at >= 0) return slots;
  const said = pictureLines(ctx, slots);
  const stock = slots.map((s, i) => s.role === 'body' && said[i] === undefined).lastIndexOf(true);
  const card = ctx.format.slots.find((s) => s.role === 'proof') ?? { role: 'proof', type: 'motion' };
  return stock < 0 ? slots : slots.map((s, i) => (i === stock ? card : s));
}

function noteAdvertGaps(ctx: Context, slots: readonly Slot[], filled: { bodies: number; filled: number; proof: boolean }): void {
  const { input, facts, format } = ctx;
  if (format.slots.some((s) => s.role === 'cta')) {
    if (!slots.some((s) => s.role === 'cta')) {
      const n = slots.length;
      ctx.notes.push(`At ${input.duration_sec} s there is room for ${n} scene${n > 1 ? 's' : ''}; the call to action is said in it, with no scene of its own.`);
    } else if (!facts.cta) {
      const visit = invitation(ctx);
      ctx.notes.push(
        visit
          ? `No call to action found in the brief; the closing scene invites viewers to the place: "${joinLines(visit.lines)}".`
          : `No call to action found in the brief; the closing scene says "${ctaCopy(ctx).text}".`,
      );
    }
  }
  // Only when the plan had room for a proof scene: a short video has none whatever the brief says.
  const roomForProof = arrangeSlots(format.slots, slots.length + 1).some((s) => s.role === 'proof');
  if (format.family !== 'story' && roomForProof && !slots.some((s) => s.role === 'proof') && !filled.proof && !facts.proof) {
    ctx.notes.push('The brief offers no proof (a rating, award or customer count), so the plan makes no claim of its own and has no proof scene.');
  }
  // Narrated, a scene's lines may move to another scene: the silent ones are counted once fitted (advertDrafts).
  if (!ctx.voice) noteSilent(ctx, filled.bodies - filled.filled);
}

function noteSilent(ctx: Context, empty: number): void {
  if (empty <= 0) return;
  ctx.notes.push(`The brief is too short to fill ${ctx.input.duration_sec} s with its own points; ${empty} scene${empty > 1 ? 's show' : ' shows'} ${mention(ctx)} without narration.`);
}

/**
 * The template's slots for `count` scenes: the repeating slot (body, step) fills a long video;
 * a short one keeps the first and last slots, then the earlier middle ones.
 */
export function arrangeSlots(slots: readonly Slot[], count: number): Slot[] {
  if (count >= slots.length) {
    const repeat = Math.max(0, slots.findIndex((s) => s.repeat));
    const extra = Array.from({ length: count - slots.length }, () => slots[repeat]!);
    return [...slots.slice(0, repeat + 1), ...extra, ...slots.slice(repeat + 1)];
  }
  const priority = [0, slots.length - 1, ...slots.keys()].filter((i, k, all) => all.indexOf(i) === k);
  const kept = new Set(priority.slice(0, count));
  return slots.filter((_, i) => kept.has(i));
}

/** A product slot uses the photo when there is one, and generated footage when opted out of. */
function sceneTypeFor(slot: Slot, { input }: Context): SceneType {
  if (!slot.showsProduct) return slot.type;
  if (input.assets.productImage) return 'i2v_fast';
  return slot.type === 'i2v_fast' && input.assets.productEnabled === false ? 't2v_fast' : slot.type;
}
