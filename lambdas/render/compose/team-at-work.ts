/**
 * A place's own people named at work and doing nothing the prompt says ("The team at work inside a bakery",
 * "Das Team bei der Arbeit in einer Autowerkstatt", "カフェで働くスタッフ") are drawn at the place's work, in its
 * trade's dress, never as a row of idle figures: a baker drawing loaves from the oven, a mechanic under a
 * bonnet, a hairdresser cutting a client's hair. Each place has more than one such picture (one at a job,
 * or two at two jobs side by side), and the prompt's light picks which: the same team shot at midday and
 * in the evening is two pictures. A place with no work of its own listed shows its trade's own scene (./trades.ts),
 * or a welcome. Pure: a parsed scene in, the groups to complete out.
 */
import { ACTIONS, STANCES } from './actions';
import { concept, type ConceptId } from './concepts';
import { TRADES } from './trades';
import { TIMES_OF_DAY, type Pose, type SceneGraph, type SettingId, type Thing } from './scene-graph';

/** A job: its pose, or its pose with those it is done for, drawn at it (the children a teacher reads to). */
type Job = Pose | { pose: Pose; for: Thing };
const children = (count: number): Thing => ({ concept: 'child', count });
/** One picture of a team at work: one of them at a job, or two at two jobs (./two-groups.ts lays them side by side). */
type Shift = readonly [Job] | readonly [Job, Job];

/** Each place's team at work, by the light (its trade's own picture by day); every pose's own rooms hold its place. */
const TEAM_WORK: Partial<Record<SettingId, readonly Shift[]>> = {
  bakery: [['drawing-bread'], ['rolling-dough', 'selling-bread']],
  garage: [['checking-engine'], ['changing-wheel', 'checking-tyres'], ['draining-oil']],
  'bike-workshop': [['truing'], ['patching-tyre', 'handing-bike']],
  salon: [['cutting-hair'], ['cutting-hair', 'cutting-hair-child']],
  cafe: [['making-coffee'], ['making-coffee', 'serving-table']],
  restaurant: [['serving-table'], ['plating', 'carrying-plates']],
  // Not a cook at the counter with another before it: staged in depth in a tall frame, the one behind would stand on the counter.
  pizzeria: [['rolling-dough'], ['baking']],
  bar: [['pouring-beer'], ['pouring-beer', 'serving-table']],
  'wine-bar': [['pouring-wine'], ['pouring-wine', 'serving-table']],
  'tea-room': [['whisking-matcha'], ['pouring-tea', 'serving-table']],
  gelateria: [['scooping-gelato'], ['scooping-gelato', 'serving-table']],
  kitchen: [['chopping'], ['draining', 'plating']],
  'pro-kitchen': [['plating'], ['chopping', 'draining']],
  'noodle-bar': [['ladling-noodles'], ['draining', 'carrying-plates']],
  butcher: [['slicing-meat'], ['slicer-slicing']],
  'cheese-shop': [['cutting-cheese'], ['tasting-cheese']],
  gym: [['spotting'], ['coaching']],
  studio: [['coaching'], ['class-warrior']],
  dental: [['dental-exam'], ['dental-exam-child']],
  clinic: [['stethoscope-check'], ['blood-pressure']],
  physio: [['back-treatment'], ['band-guiding']],
  spa: [['back-treatment'], ['treating']],
  florist: [['arranging'], ['arranging', 'checkout']],
  'garden-centre': [['watering'], ['watering', 'checkout']],
  shop: [['checkout'], ['stacking']],
  supermarket: [['stacking'], ['checkout']],
  warehouse: [['pallet-truck'], ['stacking', 'carrying']],
  construction: [['carrying'], ['rolling', 'carrying']],
  roof: [['fitting-panel'], ['carrying-panel']],
  hotel: [['checking-in'], ['welcoming-hotel']],
  // A school: a class taught at the board, a story read at the table (one watching others paint stands idle). A nursery or a
  // kids' club: its day's own pictures, the children in them (./kids-club-actions.ts): snack time, homework at the table.
  classroom: [[{ pose: 'teaching', for: children(3) }], [{ pose: 'reading', for: children(2) }]],
  nursery: [['snack-time'], ['homework-help']],
  'hotel-room': [['making-bed'], ['placing-pillows']],
  'car-wash': [['drying-car'], ['vacuuming-car', 'cleaning-rims']],
  // A cookery school's team at work is its chef-instructor demonstrating to a class, whatever the light.
  'cookery-school': [['cooking-class']],
  // A coworking space's members at the shared table; a business of no known trade's people at its counter, wrapping or writing up an order.
  coworking: [['hot-desking'], ['coffee-chat']],
  premises: [['counter-work'], ['counter-order']],
  // A tutoring centre's team at work is a tutor with a child at the table, whatever the light.
  'tutoring-centre': [['tutoring']],
};

/** Where a team named at work is when the prompt names no place the lexicons know, nor anything else ("… in einer Autowaschanlage"): that business's own premises. */
const UNKNOWN_PLACE: SettingId = 'premises';

/** Where a team at a desk is the place's own work, drawn as the prompt says. */
const DESK_TEAMS: ReadonlySet<SettingId> = new Set(['office', 'reception']);

/** Those a prompt names only as a place's people, together: its team, its staff (one of them named alone is someone at a counter). */
const TEAM: ReadonlySet<ConceptId> = new Set(['team', 'staff']);

const poseOf = (job: Job): Pose => (typeof job === 'string' ? job : job.pose);

/** Which of `n` pictures of a place the prompt's light picks: the first by day, the next at sunset, and so on round the day. */
const byLight = (graph: SceneGraph, n: number) => (TIMES_OF_DAY.indexOf(graph.time ?? 'day') - TIMES_OF_DAY.indexOf('day') + n) % n;

/** Who does a job: the place's own trade in its dress (a bakery's baker rolls its dough), else the one its action names, else its staff. */
function workerOf(pose: Pose, setting: SettingId): ConceptId {
  const own = TRADES[setting]?.worker;
  return own && own !== 'staff' && concept(own).dress ? own : (ACTIONS[pose].worker ?? own ?? 'staff');
}

/**
 * The groups a team at work is drawn as (each a scene to complete, in the prompt's place and light), or null when
 * the prompt names more than a place's own people idle at it (with no place named, they are at a business of its own: `UNKNOWN_PLACE`).
 */
export function teamAtWork(graph: SceneGraph): SceneGraph[] | null {
  const person = (t: Thing) => concept(t.concept).kind === 'person';
  // Named with nothing else in a place no lexicon reads, they are at that business; with no place said, or behind a counter, as they are.
  const setting = graph.setting ?? (graph.unreadPlace && graph.things.every(person) ? UNKNOWN_PLACE : null);
  if (!setting || DESK_TEAMS.has(setting) || (graph.pose && !STANCES.has(graph.pose))) return null;
  const trade = TRADES[setting];
  const people = graph.things.filter(person);
  if (people.reduce((n, t) => n + t.count, 0) < 2 || !people.every((t) => TEAM.has(t.concept))) return null;
  const shifts = TEAM_WORK[setting];
  // The place's goods or furniture named with them ("… with fresh bread on the counter") are in its work's pictures.
  const shown = new Set((shifts ?? []).flat().flatMap((j) => ACTIONS[poseOf(j)].shows ?? []));
  if (graph.things.some((t) => !person(t) && concept(t.concept).kind !== 'surface' && !shown.has(t.concept))) return null;
  const base = { ...graph, setting, things: [] as Thing[], relations: [] };
  const group = (job: Job): SceneGraph => {
    const pose = poseOf(job);
    const worker = { concept: workerOf(pose, setting), count: 1 };
    return { ...base, things: [worker, ...(typeof job === 'string' ? [] : [job.for])], pose };
  };
  if (shifts) return shifts[byLight(graph, shifts.length)]!.map(group);
  // Elsewhere its trade's own scene, as if the place were named alone (a pharmacist handing over), by turns with a welcome at its door
  // or desk; only a welcome where that scene has none of its people (a laundrette's customer reading).
  // A welcome is of someone: a customer arriving.
  const welcome = group({ pose: 'welcoming', for: { concept: 'customer', count: 1 } });
  const turns = trade?.pose && trade.worker ? [base, welcome] : [welcome];
  return [turns[byLight(graph, turns.length)]!];
}
