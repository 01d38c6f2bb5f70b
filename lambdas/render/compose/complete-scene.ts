/**
 * What a prompt leaves unsaid but a picture needs: the device an app runs on, the hand that
 * holds a phone, the counter a latte stands on, the person who does what the prompt says and
 * the things they do it with (./actions.ts), the hob a pan cooks on, the bucket a bouquet stands
 * in, the place and the time. Pure: a parsed scene in, a scene with every thing supported and a
 * setting and time out.
 */
import { ACTIONS, LOAD, PRACTITIONERS, STANCES, wearingPose } from './actions';
import { concept, WORK_DRESS, type ConceptId, type Kind } from './concepts';
import { holdable } from './parse-prompt';
import { familyOf, kindShown, SURFACE_OF } from './rooms';
import { atWork, TRADES } from './trades';
import { seatHoldsPeople } from './seat-holds-people';
import { kidsAtPlay } from './kids-at-play';
import { nailsUpClose } from './nails-up-close';
import { INDOOR, POSES, type Pose, type Relation, type RelationKind, type SceneGraph, type ScreenKind, type SettingId, type TimeOfDay } from './scene-graph';

export interface CompleteScene extends SceneGraph {
  setting: SettingId;
  time: TimeOfDay;
  /** The picture of the animal a whole figure's pose draws with it (the dog on the grooming table), else null. */
  companion: string | null;
}

/** The least size (metres) of a thing someone from the waist up stands behind, it hiding their lower half: a chair, a car; not a toolbox. */
const STANDS_OVER = 0.8;

/** What the one served sits on for an action (a patient's chair). */
const SEATS: ReadonlySet<ConceptId> = new Set(Object.values(ACTIONS).flatMap((a) => (a.seat ? [a.seat] : [])));

/** Kinds that stand on a table or counter rather than on the ground. */
const TABLETOP: ReadonlySet<Kind> = new Set(['drink', 'food', 'container', 'appliance']);

/** Relations that hold a figure up (or place it by its ground, which is held up). */
const SUPPORTING: ReadonlySet<RelationKind> = new Set(['on', 'in', 'holding', 'leaning', 'under', 'at', 'pouring', 'beside', 'in-front-of', 'behind']);

const HANDHELD: ReadonlySet<ConceptId> = new Set(['phone', 'tablet']);

/** People named only by their work (an employee, a manager, the team): drawn in an office worker's suit. */
const SUITS: ReadonlySet<ConceptId> = new Set(['worker', 'woman-worker', 'team']);
/** The rooms where work is done in a suit: anywhere else a suit is a shop's or a gym's staff in their own clothes. */
const SUITED: ReadonlySet<SettingId> = new Set(['office', 'reception', 'hotel', 'hotel-room', 'showroom', 'classroom', 'library']);

/** Who serves in a place when its trade has someone in their own clothes to serve (a baker at a bakery), else no one in particular. */
const servesIn = (setting: SettingId | null): ConceptId | undefined => {
  const worker = setting ? TRADES[setting]?.worker : undefined;
  return worker && concept(worker).dress ? worker : undefined;
};

/** Someone at work, not served: drawn in a trade's dress, or from the waist up behind the counter or chair. */
const atWorkIn = (id: ConceptId) => Boolean(concept(id).bust || concept(id).dress);
const worksHere = (t: SceneGraph['things'][number]) => concept(t.concept).kind === 'person' && atWorkIn(t.concept);

function settingFor(scene: SceneGraph): SettingId {
  // An action happens where it can (in a room, or a kind of it): stretching in a "studio" named as an office is in a studio of its own kind.
  const action = scene.pose ? ACTIONS[scene.pose] : undefined;
  const possible = (setting: SettingId) => !INDOOR.has(setting) || !action?.rooms || action.rooms.includes(setting) || action.rooms.includes(familyOf(setting));
  // A room of a family made precise by what the action's own picture shows (meat sliced in a shop: a butcher's), where the action keeps to rooms.
  const shown = (room: SettingId) => (action?.rooms ? kindShown(room, action.shows ?? []) : room);
  if (scene.setting && possible(scene.setting)) return shown(scene.setting);
  // Any shop, where the prompt names a business in words no lexicon reads, is that business's own premises: no grocery's.
  const business = (room: SettingId): SettingId => (room === 'shop' && scene.unreadPlace ? 'premises' : room);
  if (action?.home) return business(shown(action.home));
  if (scene.setting) return scene.setting;
  const real = scene.things.filter((t) => concept(t.concept).kind !== 'hand');
  const home = real.map((t) => concept(t.concept).home).find((h) => h !== undefined);
  if (home) return business(home);
  const kinds = real.map((t) => concept(t.concept).kind);
  if (kinds.includes('device')) return 'office';
  if (kinds.includes('vehicle')) return 'street';
  if (kinds.includes('person') || kinds.includes('animal')) return 'park';
  return 'home';
}

/** The device an app screen is shown on, when the prompt names none. */
function deviceFor(screen: ScreenKind, scene: SceneGraph): ConceptId {
  const people = scene.things.filter((t) => concept(t.concept).kind === 'person').reduce((n, t) => n + t.count, 0);
  if (people >= 2) return 'board';
  return screen === 'dashboard' ? 'laptop' : 'phone';
}

/**
 * With no one named, the place alone may say what the action becomes: a band at a fair plays on its stage (who does it
 * is added after). What the things named make of it comes first (an e-scooter ridden along the river is still ridden).
 */
function byPlace(pose: Pose | null, graph: SceneGraph, things: SceneGraph['things']): Pose | null {
  const first = pose
    ? ACTIONS[pose].becomes?.find((b) => things.some((t) => b.when.concepts?.includes(t.concept) || b.when.kinds?.includes(concept(t.concept).kind)) || (graph.setting !== null && b.when.settings?.includes(graph.setting)))
    : undefined;
  return first && !first.when.concepts && !first.when.kinds ? first.pose : pose;
}

/**
 * What the named action is, given who and what it is done to: walking or examining an animal is
 * walking it on its lead or examining it on the table; care of an animal with none named is no
 * such care; lifting with no load in a gym is lifting weights; someone holding a box with nothing
 * else to do holds it at the waist; done to a child, it is drawn with a child (a child in the dental chair).
 */
function refined(pose: Pose | null, graph: SceneGraph, things: SceneGraph['things']): Pose | null {
  const done = refinedFor(pose, graph, things);
  const child = things.some((t) => t.young || concept(t.concept).young);
  const grown = done && child && ACTIONS[done].withChild ? ACTIONS[done].withChild! : done;
  return grown && withAnimals(grown, things.reduce((n, t) => n + (concept(t.concept).kind === 'animal' ? t.count : 0), 0));
}

/** The action's form drawing as many of the animals as the prompt names, up to the most any form draws (two dogs on leads, three). */
function withAnimals(pose: Pose, animals: number): Pose {
  const forms = POSES.filter((p) => ACTIONS[p].several?.of === pose && ACTIONS[p].several!.animals <= animals);
  return forms.reduce((best, p) => (ACTIONS[p].several!.animals > (ACTIONS[best].several?.animals ?? 1) ? p : best), pose);
}

/** The action given who and what it is done to, whatever their age. */
function refinedFor(pose: Pose | null, graph: SceneGraph, things: SceneGraph['things']): Pose | null {
  const animal = things.some((t) => concept(t.concept).kind === 'animal');
  const isLoad = (id: ConceptId) => (LOAD as readonly ConceptId[]).includes(id);
  const load = things.some((t) => isLoad(t.concept));
  if (pose && animal && ACTIONS[pose].withAnimal) return ACTIONS[pose].withAnimal!;
  const people = things.filter((t) => concept(t.concept).kind === 'person');
  if (pose && ACTIONS[pose].byPractitioner && people.length >= 2 && people.some((t) => PRACTITIONERS.has(t.concept))) return ACTIONS[pose].byPractitioner!;
  if (pose === 'lifting-load' && !load && graph.setting === 'gym') return 'lifting';
  const needs = pose ? ACTIONS[pose].needs : undefined;
  const met = (n: NonNullable<typeof needs>) =>
    things.some((t) => n.concepts?.includes(t.concept) || n.kinds?.includes(concept(t.concept).kind)) || Boolean(graph.setting && n.settings?.includes(graph.setting));
  // What two or more do together is never one person's picture ("a woman holding a tablet" is not a couple on the sofa).
  const alone = people.reduce((n, t) => n + t.count, 0) < 2;
  const fits = (p: Pose) => !(alone && ACTIONS[p].together);
  // What it becomes may become more in turn: checking a phone is using it, using it on the sofa is the sofa's picture; never into what
  // its own needs forbid (a receptionist's tablet is no household's on the sofa).
  const becoming = (from: Pose): Pose | undefined => {
    const next = ACTIONS[from].becomes?.find((b) => met(b.when) && fits(b.pose) && (!ACTIONS[b.pose].needs || met(ACTIONS[b.pose].needs!)))?.pose;
    return next && next !== from ? (becoming(next) ?? next) : next;
  };
  const becomes = pose ? ACTIONS[pose].becomes?.find((b) => met(b.when) && fits(b.pose)) : undefined;
  // What it becomes may become more again (eating an ice cream, on a bench, is eating it seated there); becoming itself stops.
  if (becomes) return becomes.pose === pose ? pose : refinedFor(becomes.pose, graph, things);
  if (needs && !met(needs)) return ACTIONS[pose!].otherwise ?? null;
  if (pose && !fits(pose)) return refinedFor(ACTIONS[pose].otherwise ?? null, graph, things);
  const holds = (held: (id: ConceptId) => boolean) =>
    graph.relations.some((r) => r.kind === 'holding' && held(things[r.figure]!.concept) && concept(things[r.ground]!.concept).kind === 'person');
  // A phone held, or a laptop named, by someone doing nothing else is in use where the place says how (on the sofa, on the
  // bus, over breakfast); anywhere else a phone is held up showing its app.
  const idle = !pose || STANCES.has(pose);
  const used = !idle ? undefined : holds((id) => HANDHELD.has(id)) ? becoming('using-phone') : things.some((t) => t.concept === 'laptop') ? becoming('using-laptop') : undefined;
  if (used) return used;
  if ((!pose || STANCES.has(pose)) && holds(isLoad)) return 'lifting-load';
  // A pet held is carried in the arms ("a girl holding a rabbit"); a fish held up is a catch, not a pet, and a horse is led.
  if ((!pose || STANCES.has(pose)) && holds((id) => concept(id).kind === 'animal' && id !== 'fish' && concept(id).size <= 1)) return 'holding-pet';
  // Headphones or a watch "used" or held by someone doing nothing else are worn, drawn on them (not held up by the face).
  const worn = !pose || STANCES.has(pose) ? things.find((t) => wearingPose(t.concept) && holds((id) => id === t.concept)) : undefined;
  if (worn) return wearingPose(worn.concept)!;
  return pose;
}

/** `trade`: a place named with no one at work in it shows its trade at work (./trades.ts); off for one clause of several and for a product's stage. */
/** What a person is "in" when they wear it. */
const WORN: ReadonlySet<ConceptId> = new Set(['shoe', 'boot', 'heels', 'sandal', 'shirt', 'jacket', 'dress', 'jeans', 'cap', 'glasses', 'sunglasses']);

export function completeScene(parsed: SceneGraph, trade = true): CompleteScene {
  const asked = nailsUpClose(kidsAtPlay(seatHoldsPeople(parsed)));
  // A word read as an action whose subject is missing ("brushes around them", with no animal to brush) does nothing.
  const named = asked.pose && refined(asked.pose, asked, asked.things) === null ? { ...asked, pose: null } : asked;
  const graph = trade ? atWork(named) : named;
  const things = graph.things.map((t) => (concept(t.concept).young ? { ...t, young: true } : { ...t }));
  // What stands on the floor by itself (a robot vacuum "used") is never held up in a hand.
  const relations: Relation[] = graph.relations.filter((r) => !(r.kind === 'holding' && concept(graph.things[r.figure]!.concept).floor)).map((r) => ({ ...r }));
  const add = (id: ConceptId) => things.push({ concept: id, count: 1 }) - 1;
  const kind = (i: number) => concept(things[i]!.concept).kind;
  const figureOf = (i: number) => relations.find((r) => r.figure === i && SUPPORTING.has(r.kind));
  const holds = (i: number) => relations.some((r) => r.kind === 'holding' && r.ground === i);
  const remove = (i: number) => {
    things.splice(i, 1);
    for (let k = relations.length - 1; k >= 0; k--) if (relations[k]!.figure === i || relations[k]!.ground === i) relations.splice(k, 1);
    for (const r of relations) {
      if (r.figure > i) r.figure--;
      if (r.ground > i) r.ground--;
    }
  };

  // Someone "in" clothes ("a person in trail running shoes", "a woman in a red dress") wears them: the drawn figure is
  // dressed already, so the clothes are not drawn again beside them, at their size as a thing (a giant shoe over the legs).
  const worn = () => relations.find((r) => r.kind === 'in' && kind(r.figure) === 'person' && WORN.has(things[r.ground]!.concept) && !holds(r.ground));
  const wornBy: ConceptId[] = [];
  for (let r = worn(); r; r = worn()) {
    wornBy.push(things[r.ground]!.concept);
    remove(r.ground);
  }

  // Someone drawn from the waist up stands behind the car they work on or the chair they lean over, which hides their lower half.
  const standsOver = (person: number, ground: number) =>
    Boolean(concept(things[person]!.concept).bust) &&
    (kind(ground) === 'vehicle' || kind(ground) === 'appliance' || SEATS.has(things[ground]!.concept)) &&
    concept(things[ground]!.concept).size >= STANDS_OVER;

  // People named with a thing that tells an action, and no other action, do it: among exercise mats
  // they stretch, cooks with a wood-fired oven bake, guests round a pizza nobody holds eat it.
  const people = things.some((t) => concept(t.concept).kind === 'person');
  const guests = things.some((t) => concept(t.concept).kind === 'person' && !atWorkIn(t.concept));
  // Clothes someone is in tell what they do as much as things beside them: a woman in a dress is drawn wearing it.
  const told = (pose: Pose) =>
    wornBy.some((id) => ACTIONS[pose].toldBy?.concepts?.includes(id) && !ACTIONS[pose].toldBy?.who && !ACTIONS[pose].toldBy?.settings) ||
    things.some((t, i) => {
      const by = ACTIONS[pose].toldBy;
      // Held, it is what the person holds ("working on a bike" is not holding it up: a bike is no thing to hold).
      const held = graph.relations.some((r) => r.kind === 'holding' && r.figure === i) && holdable(t.concept);
      const who = !by?.who || things.some((p) => by.who!.includes(p.concept));
      const where = !by?.settings || (graph.setting !== null && by.settings.includes(graph.setting));
      return !held && who && where && (!by?.guests || guests) && (!by?.staff || !guests) && (by?.concepts?.includes(t.concept) || by?.kinds?.includes(concept(t.concept).kind));
    });
  const meant = people && (!graph.pose || STANCES.has(graph.pose)) ? (POSES.find(told) ?? graph.pose) : graph.pose;
  const pose = people ? refined(meant, graph, things) : byPlace(meant, graph, things);
  // Someone does what the prompt says, with the things it is done with: a cook's pan, a reader's book.
  const action = pose && (!STANCES.has(pose) || ACTIONS[pose].body) ? ACTIONS[pose] : null;
  let companion: string | null = null;
  /** A grown-up named first with the animal in their picture (the vet holding a kitten beside a child): they do it themselves. */
  let grownCarer = false;
  if (action) {
    for (const shown of action.shows ?? []) {
      const i = things.findIndex((t) => t.concept === shown);
      if (i >= 0) remove(i);
    }
    // The animal cared for is drawn in the carer's picture: on the grooming table, on its lead.
    const animal = action.body && (action.needs?.kinds?.includes('animal') || pose === 'vet-examining') ? things.findIndex((t) => concept(t.concept).kind === 'animal') : -1;
    if (animal >= 0) {
      companion = concept(things[animal]!.concept).picture;
      remove(animal);
    }
    // The hand the parser gave a held thing when no one was named is the person doing it ("carrying a box").
    const hand = things.findIndex((t) => t.concept === 'hand');
    // Across a counter, the one served does it (pays, takes the keys), not whoever serves.
    const servedFirst = (t: SceneGraph['things'][number]) => concept(t.concept).kind === 'person' && !(action.across && atWorkIn(t.concept));
    let person = things.findIndex(servedFirst);
    if (person < 0) person = things.findIndex((t) => concept(t.concept).kind === 'person');
    if (action.drawsPartner) {
      // The one at work does it (the physio, not the runner they treat), whoever is named first, and never a child (a child's
      // clothes are no trade's: the hairdresser cuts the child's hair); the other is in their picture.
      const grown = (t: SceneGraph['things'][number]) => concept(t.concept).kind === 'person' && !t.young;
      // Across a counter it is the one served (the customer buying bread, the baker in their picture).
      const worker = action.across ? -1 : things.findIndex((t) => grown(t) && atWorkIn(t.concept));
      const adult = things.findIndex(grown);
      const doer = worker >= 0 ? worker : adult >= 0 ? adult : person;
      for (let k = things.length - 1; k >= 0; k--) if (k !== doer && kind(k) === 'person') remove(k);
      person = things.findIndex((t) => concept(t.concept).kind === 'person');
      // People together at it (a couple dining) are its pairs: each picture has the one across from the doer; a class is one picture however many.
      if (person >= 0 && action.drawsGroup) things[person]!.count = 1;
      else if (person >= 0 && !atWorkIn(things[person]!.concept)) things[person]!.count = Math.max(1, Math.round(things[person]!.count / 2));
    }
    if (person < 0 && hand >= 0) things[(person = hand)] = { concept: 'person', count: 1 };
    if (person < 0) person = add('person');
    // Someone named without a trade, or the one a phrase naming the trade with its verb leaves ("el carnicero cortando"),
    // does the work in the trade's clothes: a cook draining noodles, in whites. The one it is done to, named alone, has it done
    // ("a patient getting a back massage"): the trade does it, they are in its picture.
    // Whoever is named having it done ("a woman getting a massage", "se fait couper les cheveux") is that client: the trade's worker does it.
    const server = action.worker ?? (graph.treated ? (servesIn(action.home ?? graph.setting) ?? 'staff') : undefined);
    if (server && graph.treated) things[person] = { concept: server, count: 1 };
    else if (action.worker && (things[person]!.concept === 'person' || things[person]!.concept === action.partner)) things[person] = { ...things[person]!, concept: action.worker };
    // A class of children alone named ("kids learning to surf") is taught by a grown-up of the trade: the children are in their picture.
    else if (action.worker && action.drawsGroup && things[person]!.young) things[person] = { concept: action.worker, count: 1 };
    // One does what one does alone (presents, cooks, waves): whoever else is named looks on as they are (the class at their desks).
    if ((action.people ?? 1) < 2) things.forEach((t, k) => k !== person && kind(k) === 'person' && (t.watching = true));
    // Two take part (a conversation, keys handed over): whoever the prompt names, and the partner it leaves unsaid.
    const named = things.reduce((n, t) => n + (concept(t.concept).kind === 'person' ? t.count : 0), 0);
    if (named < (action.people ?? 1)) {
      // Whoever serves is the place's own trade, dressed for it (the baker at a bakery's counter), else its staff.
      if (action.partner) add(action.partner === 'staff' ? (servesIn(graph.setting) ?? 'staff') : action.partner);
      else things[person]!.count = Math.max(things[person]!.count, action.people ?? 1);
    }
    // Doing it together, they stand where the action puts them (at the desk, across the counter), not merely side by side.
    if ((action.people ?? 1) >= 2) for (let k = relations.length - 1; k >= 0; k--) if (relations[k]!.kind === 'beside' && kind(relations[k]!.figure) === 'person' && kind(relations[k]!.ground) === 'person') relations.splice(k, 1);
    const prop = action.prop;
    // A thing drawn with the prop's picture is the prop: a "chart" is the board a presenter points at; any dish named is the meal eaten;
    // the keys collected, the bike repaired (a thing of the kinds the action takes).
    if (prop) {
      const dish = concept(prop.concept).kind === 'food';
      const fits = (k: number) => {
        const c = concept(things[k]!.concept);
        return c.picture === concept(prop.concept).picture || (dish && c.kind === 'food') || Boolean(prop.kinds?.includes(c.kind) && (prop.how !== 'between' || holdable(things[k]!.concept)));
      };
      const namedProp = things.findIndex((_, k) => fits(k));
      const i = namedProp >= 0 ? namedProp : add(prop.concept);
      const free = (k: number) => !relations.some((r) => r.figure === k || (r.kind === 'holding' && r.ground === k));
      // Held things the prompt had standing somewhere (keys "at the front desk") pass between hands instead.
      if (prop.how === 'between' || prop.how === 'above') for (let k = relations.length - 1; k >= 0; k--) if (relations[k]!.figure === i) relations.splice(k, 1);
      if ((prop.how === 'held' || prop.how === 'between' || prop.how === 'above') && free(i)) relations.push({ kind: 'holding', figure: i, ground: person });
      // What is baked goes into the oven it is baked in ("metiendo una pizza en el horno", the bread "do forno"), not beside it.
      if (prop.concept === 'oven') things.forEach((_, k) => kind(k) === 'food' && free(k) && relations.push({ kind: 'in', figure: k, ground: i }));
      if (prop.how === 'beside') {
        // A vehicle a person works on is no thing they hold.
        for (let k = relations.length - 1; k >= 0; k--) if (relations[k]!.kind === 'holding' && relations[k]!.figure === i) relations.splice(k, 1);
        for (let k = relations.length - 1; k >= 0; k--) if (relations[k]!.figure === person && relations[k]!.ground === i) relations.splice(k, 1);
        if (free(person)) relations.push({ kind: standsOver(person, i) ? 'behind' : 'beside', figure: person, ground: i });
      }
    }
    grownCarer = companion !== null && !things[person]!.young;
    // The one served sits (a patient in the chair), the one at work stands by them.
    if (action.seat) {
      const people = things.map((_, k) => k).filter((k) => kind(k) === 'person');
      const sitter = people.find((k) => !atWorkIn(things[k]!.concept)) ?? people[people.length - 1]!;
      const seat = add(action.seat);
      for (let k = relations.length - 1; k >= 0; k--) if (relations[k]!.figure === sitter || (relations[k]!.ground === sitter && kind(relations[k]!.figure) === 'person')) relations.splice(k, 1);
      relations.push({ kind: 'on', figure: sitter, ground: seat });
      for (const k of people) if (k !== sitter && !relations.some((r) => r.figure === k)) relations.push({ kind: standsOver(k, seat) ? 'behind' : 'beside', figure: k, ground: seat });
    }
  }

  // Children at it with a grown-up at work named beside them: the grown-up watches over them (the teacher by children painting).
  // A child the work is done for (a cone served to a child) is not at it: the one at work does it.
  const children = things.some((t) => t.young && !t.watching);
  if (action?.body && children && !grownCarer) for (const t of things) if (!t.young && concept(t.concept).dress !== undefined) t.watching = true;
  // Anyone else beside a trade at its work is who it is done for: they stand by (the homeowner watching the plumber), not a second plumber.
  if (action?.body && !children && things.some(worksHere)) {
    for (const t of things) if (concept(t.concept).kind === 'person' && !worksHere(t)) t.watching = true;
    // Where the prompt's words put one against the other ("under a sink while the homeowner watches" is not under the homeowner), they stand side by side.
    for (let k = relations.length - 1; k >= 0; k--) if (kind(relations[k]!.figure) === 'person' && kind(relations[k]!.ground) === 'person') relations.splice(k, 1);
  }

  const devices = () => things.map((t, i) => [t, i] as const).filter(([t]) => concept(t.concept).kind === 'device');
  // "The app" named beside a laptop or screen is what that screen shows, not a second device in
  // a hand, and so is a chart with it ("a laptop showing an app with a rising chart", "… a chart on
  // a desk"): a phone, a tablet or a chart in no relation but with each other (a chart: or on the
  // desk the screen stands on, or will) is dropped when a bigger screen is there.
  const isChart = (id: ConceptId) => id === 'board' || id === 'chart';
  const charted = devices().some(([t]) => isChart(t.concept));
  const onScreen = (i: number) => HANDHELD.has(things[i]!.concept) || things[i]!.concept === 'chart';
  const fixedScreen = devices().some(([t]) => !HANDHELD.has(t.concept));
  const bigScreen = devices().find(([t]) => !HANDHELD.has(t.concept) && !isChart(t.concept))?.[1];
  const screenDesk = relations.find((r) => r.kind === 'on' && r.figure === bigScreen)?.ground;
  const apart = (i: number, r: Relation) => !(onScreen(r.figure) && onScreen(r.ground)) && !(things[i]!.concept === 'chart' && r.kind === 'on' && kind(r.ground) === 'surface' && (screenDesk ?? r.ground) === r.ground);
  for (const [t, i] of devices().reverse()) {
    const shown = HANDHELD.has(t.concept) ? fixedScreen : t.concept === 'chart' && bigScreen !== undefined;
    if (!shown || relations.some((r) => (r.figure === i || r.ground === i) && apart(i, r))) continue;
    remove(i);
  }
  let screen = graph.screen;
  // Physical work shows no app unless a device is named ("checking the route" before a lift is no map on a phone).
  if (screen && devices().length === 0 && action?.body) screen = null;
  if (screen && devices().length === 0) add(deviceFor(screen, graph));
  // A device showing a step's label no screen names ('Apri app', 'Cerca cliente') shows that step: its heading and its button.
  if (!screen && devices().length > 0) screen = charted ? 'dashboard' : graph.labels.length > 0 ? 'step' : 'feed';

  const setting = settingFor({ ...graph, things, pose });
  // At a house's front the house is the place drawn, never a second house drawn as a thing on its path (issue 23).
  const ownHouse = setting === 'house' ? things.findIndex((t) => t.concept === 'house') : -1;
  if (ownHouse >= 0) remove(ownHouse);
  const indoor = INDOOR.has(setting);
  // A suit is an office's: someone the prompt names only as a worker or the team, in a gym, a shop or a café, wears its staff's
  // clothes (a warehouse's or a garage's workers their work clothes; a place's own trade is dressed by ./trades.ts).
  const unsuited = indoor && !SUITED.has(setting) && !WORK_DRESS[setting];
  if (unsuited) for (const t of things) if (SUITS.has(t.concept) && asked.things.some((a) => a.concept === t.concept)) t.concept = 'staff';
  let surface = things.findIndex((t) => concept(t.concept).kind === 'surface');
  if (surface < 0 && action?.surface) surface = add(action.surface);
  const surfaceIndex = (): number => {
    if (surface < 0) surface = add(SURFACE_OF[setting] ?? 'table');
    return surface;
  };

  // Things too big to hold: a laptop goes on the desk with its user at it; a board stands beside its audience.
  for (const r of relations) {
    if (r.kind !== 'holding' || holdable(things[r.figure]!.concept) || kind(r.ground) !== 'person') continue;
    const held = things[r.figure]!.concept;
    if (held === 'board' || held === 'chart' || kind(r.figure) !== 'device') {
      Object.assign(r, { kind: 'beside' });
      [r.figure, r.ground] = [r.ground, r.figure];
    } else {
      const user = r.ground;
      const desk = surface >= 0 ? surface : (surface = add('desk'));
      Object.assign(r, { kind: 'on', ground: desk });
      relations.push({ kind: 'at', figure: user, ground: desk });
    }
  }
  // A phone or tablet nobody holds is held: by the person named, else by a hand.
  for (const [t, i] of devices()) {
    if (!HANDHELD.has(t.concept) || figureOf(i)) continue;
    const person = things.findIndex((p, j) => concept(p.concept).kind === 'person' && !holds(j) && !figureOf(j));
    relations.push({ kind: 'holding', figure: i, ground: person >= 0 ? person : add('hand') });
  }
  // A bouquet nobody holds stands in its bucket: the bucket where the bouquet was put; in the bucket's own place (a florist's)
  // on the floor, where its customers stand; elsewhere where things stand (on the nursery's table).
  const floorStanding = new Set<number>();
  for (let i = 0; i < things.length; i++) {
    const container = concept(things[i]!.concept).standsIn as ConceptId | undefined;
    if (!container || holds(i) || relations.some((r) => r.figure === i && (r.kind === 'holding' || r.kind === 'in'))) continue;
    const put = relations.find((r) => r.figure === i && r.kind === 'on');
    for (let k = relations.length - 1; k >= 0; k--) if (relations[k]!.figure === i) relations.splice(k, 1);
    const bucket = add(container);
    relations.push({ kind: 'in', figure: i, ground: bucket });
    if (put) relations.push({ kind: 'on', figure: bucket, ground: put.ground });
    else if (concept(container).home === setting) floorStanding.add(bucket);
  }
  // Everything else stands somewhere: small things indoors on the counter, desk or table; food outdoors on a table.
  for (let i = 0; i < things.length; i++) {
    const c = concept(things[i]!.concept);
    if (figureOf(i) || holds(i) || floorStanding.has(i) || c.floor || c.fills || ['surface', 'hand', 'person'].includes(c.kind)) continue;
    const small = c.size <= 0.6 || TABLETOP.has(c.kind) || (c.kind === 'device' && things[i]!.concept !== 'board' && things[i]!.concept !== 'chart');
    const onFloor = indoor && SURFACE_OF[setting] === null && surface < 0;
    if (indoor ? small && !onFloor : TABLETOP.has(c.kind)) relations.push({ kind: 'on', figure: i, ground: surfaceIndex() });
  }
  // Someone "at dinner", or beside a dish on the table, sits at that table; beside someone at a counter, stands at it too.
  for (const r of relations) {
    if (kind(r.figure) !== 'person' || (r.kind !== 'beside' && r.kind !== 'at') || kind(r.ground) === 'surface') continue;
    const on = relations.find((o) => o.figure === r.ground && (o.kind === 'on' || o.kind === 'at') && kind(o.ground) === 'surface');
    if (on) Object.assign(r, { kind: 'at', ground: on.ground });
  }
  // A presentation screen stands behind the table its audience sits at.
  const board = things.findIndex((t) => t.concept === 'board' || t.concept === 'chart');
  const audience = things.some((t, i) => concept(t.concept).kind === 'person' && !figureOf(i) && !holds(i));
  if (board >= 0 && audience && !figureOf(board)) relations.push({ kind: 'behind', figure: board, ground: surfaceIndex() });
  // Indoors, people stand at the counter or desk (a person drawn from the waist up always has one,
  // so does one holding something up: in a tall frame their waist would otherwise float above its bottom edge).
  // Across the counter: the one named stands before it, nearest the camera, whoever serves behind it.
  const served = action?.across ? things.findIndex((t, i) => concept(t.concept).kind === 'person' && !atWorkIn(t.concept) && !figureOf(i)) : -1;
  for (let i = 0; i < things.length; i++) {
    const c = concept(things[i]!.concept);
    // Not someone drawn whole at physical work: they stand on the floor with what they work on, never behind a desk unless one is named.
    if (action?.body) continue;
    if (c.kind === 'person' && !figureOf(i) && (indoor || action?.surface || action?.across) && (surface >= 0 || c.bust || holds(i)))
      relations.push({ kind: i === served ? 'in-front-of' : 'at', figure: i, ground: surfaceIndex() });
  }
  // A pan or pot on a counter cooks on a hob: the one named ("at the stove"), else one put under it.
  for (const r of relations) {
    if (!concept(things[r.figure]!.concept).cooks || r.kind !== 'on' || kind(r.ground) !== 'surface') continue;
    let hob = things.findIndex((t) => t.concept === 'hob');
    if (hob < 0) {
      hob = add('hob');
      relations.push({ kind: 'on', figure: hob, ground: r.ground });
    }
    r.ground = hob;
  }
  return { ...graph, things, relations, setting, time: graph.time ?? 'day', screen, pose, companion };
}
