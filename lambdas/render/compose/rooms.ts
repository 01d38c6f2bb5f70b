/**
 * Which room a prompt is in when its words only hint at one, or name a kind of room its words or
 * things make more precise. A trade's worker ("a dentist", "a mechanic", "a baker") or a front desk
 * only hints: a room the prompt names wins ("a receptionist at the front desk of a hotel" is in the
 * hotel), unless the hint, or a room named after it, is a kind of that room ("a dentist in a clinic"
 * is in a dental surgery, "the clinic's treatment rooms" in a physio's). In a family of rooms, what
 * is shown decides: a bicycle makes a bike workshop, a car a garage; flowers make a shop a florist's;
 * steaks a shop a butcher's, cheese a cheese shop, fish a fishmonger's; a nursery of potted plants with no child is a plant nursery; a counter in a clinic is its reception.
 */
import { concept, type ConceptId } from './concepts';
import type { Roles } from './lexicons';
import type { RoomId, SceneGraph, SettingId } from './scene-graph';

/** Rooms that are a kind of another: what is done in a room is done in its kinds (./complete-scene.ts). */
export const KIND_OF: Partial<Record<RoomId, RoomId>> = {
  dental: 'clinic', physio: 'clinic', garage: 'workshop', 'bike-workshop': 'workshop',
  florist: 'shop', bakery: 'shop', bookshop: 'shop', pharmacy: 'shop', boutique: 'shop', 'garden-centre': 'shop', butcher: 'shop',
  'cheese-shop': 'shop', fishmonger: 'shop', 'wine-bar': 'bar', 'tea-room': 'cafe',
  'pro-kitchen': 'kitchen', 'noodle-bar': 'restaurant', 'nail-salon': 'salon', 'care-home': 'home',
  gelateria: 'cafe',
  'wine-cellar': 'wine-bar',
  'climbing-gym': 'gym',
  'cookery-school': 'kitchen',
  coworking: 'office',
  'chip-shop': 'restaurant',
  optician: 'shop', jeweller: 'shop',
  'pet-shop': 'shop',
};

/** Open-air places that are part of the ones named before them: a dog daycare's yard is the yard, garden or patio named. */
const PART_OF: Partial<Record<SettingId, readonly SettingId[]>> = { 'dog-yard': ['park', 'terrace'] };

/** The room itself, or the room it is a kind of. */
export const familyOf = (room: SettingId): SettingId => KIND_OF[room as RoomId] ?? room;

/** Rooms whose words say any of their family (French "boutique" is any shop, German "Werkstatt" any workshop): what is shown says which kind. */
const GENERIC: ReadonlySet<SettingId> = new Set(['shop', 'boutique', 'workshop', 'garage']);

/** What makes a room of a family one kind, tried in order ("a mechanic fixing a bike" is in a bike workshop, "une boutique pleine de fleurs" a florist's). */
const SHOWN: Partial<Record<SettingId, readonly [RoomId, readonly ConceptId[]][]>> = {
  workshop: [
    ['bike-workshop', ['bicycle']],
    ['garage', ['car', 'taxi', 'truck', 'motorbike']],
  ],
  shop: [
    ['florist', ['flowers']],
    ['garden-centre', ['plant', 'tree']],
    ['bakery', ['bread', 'croissant']],
    ['bookshop', ['books']],
    ['butcher', ['steak', 'chicken']],
    ['cheese-shop', ['cheese']],
    ['fishmonger', ['fish']],
  ],
};

/** A room named by a word for any of its family, made the kind its things show (a shop with steaks is a butcher's); any other room as it is. */
export const kindShown = (room: SettingId, things: readonly ConceptId[]): SettingId =>
  (GENERIC.has(room) && SHOWN[familyOf(room)]?.find(([, shown]) => shown.some((c) => things.includes(c)))?.[0]) || room;

/** Rooms a business receives the public in, behind its own front door: there its words name its own things (the lexicons' `premises`). */
export const PREMISES: ReadonlySet<RoomId> = new Set<RoomId>([
  'cafe', 'shop', 'boutique', 'salon', 'gym', 'bakery', 'florist', 'clinic', 'restaurant', 'pizzeria', 'bar', 'hotel', 'garage', 'bike-workshop',
  'dental', 'reception', 'pharmacy', 'supermarket', 'laundrette', 'vet', 'grooming', 'spa', 'bookshop', 'showroom', 'physio', 'garden-centre',
  'noodle-bar', 'nail-salon', 'butcher', 'cheese-shop', 'fishmonger', 'wine-bar', 'tea-room', 'pool',
  'gelateria',
  'car-wash',
  'coworking', 'premises',
  'chip-shop',
  'optician', 'jeweller',
  'pet-shop',
]);

/** Rooms with no counter of their own: a counter named in one is its front desk ("greeting a patient at the counter" of a clinic is at its reception). */
const RECEIVED_AT_COUNTER: ReadonlySet<SettingId> = new Set(['clinic', 'dental', 'physio', 'vet', 'spa', 'nail-salon', 'care-home']);

/**
 * Furniture fitted in a business's room (its concept's home), with what its picture shows (the dental chair's lamp over
 * it): named with no place, it is in that room; named at its entrance ("a dental chair in view through its open door"),
 * it is seen inside; whoever sits in it is served there (trades.ts).
 */
const FITTED: Partial<Record<ConceptId, readonly ConceptId[]>> = { 'barber-chair': [], 'salon-chair': [], 'dental-chair': ['lamp'], 'massage-table': [] };
export const isFitted = (c: ConceptId): boolean => c in FITTED;

/** A nursery is a plant nursery when it shows plants and no child ("a nursery with plants in pots"). */
const PLANTS: readonly ConceptId[] = ['plant', 'tree', 'flowers'];
const CHILDREN: readonly ConceptId[] = ['child', 'baby'];
/** Children with their teacher, and no place named, are at nursery. */
const TEACHERS: readonly ConceptId[] = ['teacher', 'tutor'];

/** The surface things stand on in each place (a warehouse's boxes on a pallet, never a table); null: the floor. */
export const SURFACE_OF: Record<SettingId, ConceptId | null> = {
  cafe: 'counter', kitchen: 'counter', office: 'desk', home: 'table', shop: 'counter', boutique: 'counter', salon: 'counter',
  gym: 'counter', bakery: 'counter', florist: 'counter', clinic: 'desk', warehouse: 'pallet', classroom: 'desk',
  studio: null, restaurant: 'table', pizzeria: 'counter', bar: 'counter', hotel: 'counter',
  garage: null, 'bike-workshop': null, workshop: 'table', dental: null, reception: 'counter', pharmacy: 'counter', supermarket: null,
  laundrette: null, vet: 'pet-table', grooming: 'pet-table', spa: null, bookshop: 'counter', library: 'table', 'hotel-room': null,
  nursery: 'table', ward: null, showroom: 'desk', house: null, physio: null, 'garden-centre': 'table', 'pro-kitchen': 'counter',
  'noodle-bar': 'counter', 'nail-salon': 'table', 'care-home': 'table', butcher: 'counter',
  'cheese-shop': 'counter', fishmonger: 'counter', carriage: null, bathroom: 'counter', 'wine-bar': 'counter', 'tea-room': 'table', pool: null,
  harbour: null, beach: null, riverside: null, bridge: null, 'finish-line': null, festival: null, market: null, street: null, city: null, park: null, mountains: null, lake: null, stream: null, shopfront: null, terrace: 'table', construction: null,
  farm: null, forecourt: null, venue: null, roof: null, wedding: null,
  'dog-yard': null,
  gelateria: 'counter',
  vineyard: null, 'wine-cellar': 'counter',
  'climbing-gym': null,
  fair: null,
  'car-wash': null,
  'cookery-school': 'counter',
  coworking: 'table', premises: 'counter',
  'tutoring-centre': 'table',
  'chip-shop': 'counter',
  optician: 'counter', jeweller: 'counter',
  'tennis-court': null, 'golf-course': null,
  'roof-terrace': 'table', 'sea-terrace': 'table',
  'pet-shop': 'counter',
};

/** Furniture a room draws as its own: named in a prompt set there, it is the room's (a physio's plinth for a "treatment table", a reception's waiting chairs, a gym's weight bench and racks, a carriage's seats and the train or bus it is), not another in front of it. */
const FURNISHED: Partial<Record<SettingId, readonly ConceptId[]>> = { reception: ['chair'], physio: ['chair', 'table'], gym: ['bench', 'shelf'], carriage: ['train', 'bus', 'chair'] };

/** The scene without the furniture its room draws itself, nor what a fitted chair's picture shows; a business's fitted furniture named at its front is seen inside it. */
export function furnished(graph: SceneGraph): SceneGraph {
  const kind = graph.business?.kind;
  if (graph.setting === 'shopfront' && kind && graph.things.some((t) => isFitted(t.concept) && familyOf(concept(t.concept).home ?? kind) === familyOf(kind))) {
    return furnished({ ...graph, setting: kind });
  }
  const own = [...((graph.setting && FURNISHED[graph.setting]) || []), ...graph.things.flatMap((t) => FITTED[t.concept] ?? [])];
  if (!own.length) return graph;
  const kept: number[] = [];
  graph.things.forEach((t, i) => {
    if (!own.includes(t.concept)) kept.push(i);
  });
  const at = (i: number) => kept.indexOf(i);
  const relations = graph.relations.filter((r) => at(r.figure) >= 0 && at(r.ground) >= 0).map((r) => ({ ...r, figure: at(r.figure), ground: at(r.ground) }));
  return { ...graph, things: kept.map((i) => graph.things[i]!), relations };
}

/** A word that names a room only by hinting at it: a person who works there, or a front desk (furniture of any business). */
export function hintsAtRoom(roles: Roles): boolean {
  return roles.setting === 'reception' || (roles.noun !== undefined && concept(roles.noun).kind === 'person');
}

/**
 * The room (or outdoor place) of a prompt, from the first place it names, the rooms it hints at or
 * names after that (`finer`: the first hint, then later named places), and the things it shows.
 */
export function roomFor(named: SettingId | null, finer: readonly SettingId[], things: readonly ConceptId[]): SettingId | null {
  // A word for any of a family ("boutique", "Werkstatt") is made precise by a kind of its family too ("la fleuriste … la boutique").
  const kindOfNamed = (r: SettingId) =>
    named !== null && (KIND_OF[r as RoomId] === named || Boolean(PART_OF[r]?.includes(named)) || (GENERIC.has(named) && r !== named && KIND_OF[r as RoomId] === familyOf(named)));
  let room = finer.find(kindOfNamed) ?? named ?? finer[0] ?? null;
  if (!room && things.some((c) => CHILDREN.includes(c)) && things.some((c) => TEACHERS.includes(c))) room = 'nursery';
  // A trade's chair is in its room: a child in the dental chair is at the dentist's.
  const fitted = things.find(isFitted);
  if (!room && fitted) room = concept(fitted).home ?? null;
  if (!room) return room;
  room = kindShown(room, things);
  if (RECEIVED_AT_COUNTER.has(room) && things.includes('counter')) room = 'reception';
  if (room === 'nursery' && things.some((c) => PLANTS.includes(c)) && !things.some((c) => CHILDREN.includes(c))) room = 'garden-centre';
  return room;
}
