/**
 * What a place looks like at work, for a prompt that names the place and leaves its people unsaid
 * ("A dog grooming salon in Brighton", "Ein Café in Hamburg"): one or two of its workers doing its
 * trade, with whoever it serves where they are natural: a barista handing a coffee across the counter,
 * a groomer at the table with a dog, a mechanic under the car. A prompt that names only customers
 * standing about ("customers smiling inside a salon") gets the same trade, them as the served, never
 * a line-up of bystanders. Whoever sits in the chair of a trade that seats those it serves ("a nervous child
 * relaxing in the chair" of a dental clinic) is served: the chair is the trade's own; the served who stand by
 * the goods they choose among are left browsing. Pure: read by complete-scene.ts before it supports and places things.
 */
import { ACTIONS, STANCES } from './actions';
import { concept, type ConceptId } from './concepts';
import { isFitted } from './rooms';
import type { Pose, Relation, RoomId, SceneGraph, SettingId, Thing } from './scene-graph';

export interface Trade {
  /** Who works there, doing its work. */
  worker?: ConceptId;
  /** Who it serves, where they are natural to it (a customer at the till, a couple at dinner). */
  served?: ConceptId;
  pose?: Pose;
  /** What the work is done with or on (the coffee handed over, the car repaired, the dog groomed). */
  things?: readonly ConceptId[];
  /** The surface those things stand on while it is done (the dog on the grooming table). */
  on?: ConceptId;
  /** What it works on that, named there alone, is at that work, never a still life (a car at a car wash goes through its wash). */
  worksOn?: readonly ConceptId[];
}

/** Every room's trade at work, and the outdoor workplaces'. */
export const TRADES: Record<RoomId, Trade> & Partial<Record<SettingId, Trade>> = {
  office: { worker: 'woman-worker', pose: 'typing' },
  kitchen: { worker: 'chef', pose: 'cooking' },
  cafe: { worker: 'barista', things: ['coffee-machine', 'coffee'] },
  home: { served: 'couple', pose: 'chatting' },
  shop: { worker: 'staff', served: 'woman-customer', pose: 'paying' },
  boutique: { worker: 'staff', served: 'woman-customer', pose: 'handing', things: ['shopping-bags'] },
  salon: { worker: 'staff', served: 'woman-customer', pose: 'examining' },
  gym: { served: 'athlete', pose: 'lifting' },
  bakery: { worker: 'baker', served: 'woman-customer', pose: 'handing', things: ['bread'] },
  florist: { worker: 'staff', served: 'woman-customer', pose: 'handing', things: ['flowers'] },
  clinic: { worker: 'doctor', served: 'patient', pose: 'stethoscope-check' },
  warehouse: { worker: 'labourer', pose: 'carrying', things: ['package'] },
  classroom: { worker: 'tutor' },
  studio: { served: 'friends', pose: 'stretching' },
  restaurant: { served: 'couple', pose: 'eating' },
  pizzeria: { worker: 'chef', pose: 'baking' },
  bar: { worker: 'barista', served: 'customer', pose: 'handing', things: ['cocktail'] },
  hotel: { worker: 'worker', served: 'guest', pose: 'handing', things: ['key'] },
  garage: { worker: 'mechanic', pose: 'repairing', things: ['car'] },
  'bike-workshop': { worker: 'mechanic', pose: 'repairing', things: ['bicycle'] },
  workshop: { worker: 'factory-worker', pose: 'repairing' },
  dental: { worker: 'dentist', served: 'patient', pose: 'examining' },
  reception: { worker: 'worker', served: 'woman-customer', pose: 'handing', things: ['document'] },
  pharmacy: { worker: 'pharmacist', served: 'customer', pose: 'handing' },
  supermarket: { served: 'woman-customer', things: ['cart'] },
  laundrette: { served: 'woman-customer', pose: 'reading' },
  vet: { worker: 'vet', pose: 'vet-examining', things: ['dog'] },
  grooming: { worker: 'groomer', pose: 'drying', things: ['dog'] },
  spa: { worker: 'beautician', served: 'woman-customer', pose: 'massage' },
  bookshop: { worker: 'staff', served: 'woman-customer', pose: 'handing', things: ['books'] },
  library: { served: 'student', pose: 'reading' },
  'hotel-room': { served: 'guest', things: ['suitcase'] },
  nursery: { worker: 'tutor', pose: 'building-blocks' },
  ward: { worker: 'nurse', served: 'patient', pose: 'chatting' },
  showroom: { worker: 'agent', pose: 'handing-car' },
  physio: { worker: 'physio', served: 'patient', pose: 'treating' },
  'garden-centre': { worker: 'staff', served: 'woman-customer', pose: 'handing', things: ['plant'] },
  'pro-kitchen': { worker: 'chef', pose: 'cooking' },
  'noodle-bar': { worker: 'chef', served: 'customer', pose: 'handing', things: ['ramen'] },
  'nail-salon': { worker: 'beautician', served: 'woman-customer', pose: 'manicure' },
  'care-home': { worker: 'carer', served: 'elder', pose: 'supporting' },
  butcher: { worker: 'chef', pose: 'slicing-meat' },
  'cheese-shop': { worker: 'chef', pose: 'cutting-cheese' },
  fishmonger: { worker: 'chef', pose: 'selling-fish' },
  'wine-bar': { worker: 'barista', pose: 'pouring-wine' },
  'tea-room': { worker: 'barista', pose: 'whisking-matcha' },
  carriage: { served: 'person' },
  bathroom: { served: 'woman', pose: 'skincare' },
  pool: { worker: 'coach', pose: 'swim-lesson' },
  construction: { worker: 'builder' },
  roof: { worker: 'builder', pose: 'fitting-panel' },
  farm: { worker: 'farmer', things: ['horse'] },
  forecourt: { served: 'driver', things: ['car'] },
  gelateria: { worker: 'staff', pose: 'scooping-gelato' },
  venue: { worker: 'singer', pose: 'band' },
  'dog-yard': { worker: 'staff', pose: 'dogs-playing', things: ['dog'] },
  'wine-cellar': { worker: 'barista', pose: 'hosting-tasting' },
  vineyard: { worker: 'farmer' },
  'climbing-gym': { worker: 'coach', pose: 'climbing-lesson' },
  'car-wash': { worker: 'valeter', pose: 'pre-washing', things: ['car'], worksOn: ['car', 'taxi'] },
  'cookery-school': { worker: 'chef', served: 'student', pose: 'cooking-class' },
  coworking: { worker: 'member', pose: 'coffee-chat' },
  premises: { worker: 'staff', pose: 'counter-order' },
  'tutoring-centre': { worker: 'tutor', served: 'child', pose: 'tutoring' },
  'tennis-court': { worker: 'coach', pose: 'tennis-lesson' },
  'golf-course': { worker: 'coach', pose: 'golf-lesson' },
  'chip-shop': { worker: 'chef', pose: 'fryer-lowering' },
  optician: { worker: 'pharmacist', served: 'woman-customer', pose: 'handing', things: ['glasses'] },
  jeweller: { worker: 'staff', served: 'woman-customer', pose: 'handing', things: ['ring'] },
  // A shop assistant hands a bag of food or treats to a customer who came with their dog.
  'pet-shop': { worker: 'staff', served: 'woman-customer', pose: 'handing', things: ['pet-food', 'dog'], worksOn: ['pet-food'] },
};

/** People named only as the ones a business serves, standing about: they are served, not a line-up. */
export const SERVED_ONLY: ReadonlySet<ConceptId> = new Set(['customer', 'woman-customer', 'guest', 'patient', 'driver', 'tourist', 'person', 'child']);

/** Those named as a place's own people, whatever its trade. */
const OWN_STAFF: ReadonlySet<ConceptId> = new Set(['staff', 'team']);
/** A trade one worker does alone, drawn whole with its things (a tea master whisking matcha, a cheesemonger at the wheel). */
const soloTrade = (trade: Trade) => trade.worker !== undefined && !trade.served && trade.pose !== undefined && ACTIONS[trade.pose].body !== undefined;

/** How many of the served a trade shows: whoever is named beyond that would only stand in a row. */
const MOST_SERVED = 2;

/**
 * The scene with its place's trade at work, when the prompt names the place and no one doing anything
 * in it: nobody, or only people it serves standing about, beside things that belong to the trade.
 */
export function atWork(graph: SceneGraph): SceneGraph {
  const trade = graph.setting ? TRADES[graph.setting] : undefined;
  if (!trade || (graph.pose && !STANCES.has(graph.pose))) return graph;
  const kind = (t: Thing) => concept(t.concept).kind;
  const people = graph.things.filter((t) => kind(t) === 'person' || kind(t) === 'hand');
  const seat = trade.pose ? ACTIONS[trade.pose].seat : undefined;
  // A trade's own chair named (a dental chair, a barber chair) is the seat too.
  const isSeat = (c: ConceptId) => seat !== undefined && (c === seat || isFitted(c));
  const seated = (t: Thing) =>
    graph.relations.some((r) => (r.kind === 'in' || r.kind === 'on') && graph.things[r.figure] === t && isSeat(graph.things[r.ground]!.concept));
  // With someone in its chair, the trade's own worker may be named too ("in the dentist's chair", "le fauteuil du dentiste").
  // A place's staff named where its trade is one worker's whole picture ("茶房で働くスタッフ") are that worker at it, never a line-up.
  const worker = (t: Thing) => (t.concept === trade.worker && people.some(seated)) || (OWN_STAFF.has(t.concept) && soloTrade(trade));
  if (people.some((t) => !SERVED_ONLY.has(t.concept) && !seated(t) && !worker(t))) return graph;
  // The served the prompt stands by the goods they choose among ("customers choosing flowers") browse: nobody serves them yet.
  const person = (i: number) => people.includes(graph.things[i]!);
  if (graph.relations.some((r) => r.kind === 'beside' && person(r.figure) && !person(r.ground) && kind(graph.things[r.ground]!) !== 'surface')) return graph;
  const own = new Set([...(trade.things ?? []), ...(trade.worker ? [trade.worker] : []), ...(seat ? [seat] : [])]);
  // A still life (a latte on the counter) is no place left empty: beside its animals and furniture, and what its trade works on,
  // only the people it serves may be named, and with them the trade's own things or what it sells to eat and drink.
  const belongs = (t: Thing) => ['animal', 'surface'].includes(kind(t)) || Boolean(trade.worksOn?.includes(t.concept)) || (people.length > 0 && (own.has(t.concept) || isSeat(t.concept) || ['food', 'drink'].includes(kind(t))));
  if (graph.things.some((t) => !people.includes(t) && !belongs(t))) return graph;
  // The room has its own furniture (a salon's "grooming tables", the trade's chair); a bare person beside customers is them again ("… around them").
  const named = graph.things.filter((t) => kind(t) !== 'surface' && !isSeat(t.concept) && !worker(t) && !(t.concept === 'person' && people.length > 1));
  const things: Thing[] = [
    ...(trade.worker ? [{ concept: trade.worker, count: 1 }] : []),
    ...named.map((t) => (people.includes(t) ? { ...t, count: Math.min(t.count, MOST_SERVED) } : { ...t })),
  ];
  const add = (id: ConceptId) => {
    if (!things.some((t) => t.concept === id)) things.push({ concept: id, count: 1 });
  };
  if (trade.served && people.length === 0) add(trade.served);
  // The animal the prompt names is the one cared for (a cat at the vet's): the trade's own dog is not added beside it.
  const animal = things.some((t) => kind(t) === 'animal');
  for (const id of trade.things ?? []) if (!(animal && concept(id).kind === 'animal')) add(id);
  const relations: Relation[] = [];
  // What is worked on at a table is the scene's subject (the dog groomed), its worker sized to it.
  if (trade.on) things.push(...things.splice(0, trade.worker ? 1 : 0));
  if (trade.on) {
    const ground = things.push({ concept: trade.on, count: 1 }) - 1;
    for (const id of trade.things ?? []) relations.push({ kind: 'on', figure: things.findIndex((t) => t.concept === id), ground });
  }
  return { ...graph, things, relations, pose: trade.pose ?? null };
}
