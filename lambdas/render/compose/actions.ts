/**
 * What people are shown doing: each pose a prompt can name (scene-graph.ts `POSES`) as the
 * figures that act it out (drawn by illustrations/bodies.ts and figure-front.ts), with the telling things that say what they
 * do (a mat under each person stretching, a hob and a pan for the cook, a laptop on the desk).
 * One table, read by the composer (complete-scene.ts adds the things, layout.ts draws the figures).
 */
import type { ConceptId, DrawnPicture, Kind } from './concepts';
import { isRoom, type Pose, type SettingId } from './scene-graph';
import { bodySize, type BodyPose, type FigurePose } from '../illustrations/bodies';
import { PLAYED, TOGETHER } from './music-actions';
import { IN_BED, ON_A_BENCH, ON_SEATS, ON_THE_SOFA } from './seat-actions';
import { AT_A_DESK, AT_THE_DESK, HOTEL_DESK_SHOWS, IN_THE_OPEN, WELCOME_BY_PLACE, WELCOMED } from './welcome-actions';
import { HOME_MOVE_ACTIONS, MOVING_HOUSE } from './home-move-actions';
import { TOOTH_BRUSHING_ACTIONS } from './tooth-brushing-actions';
import { WEDDING_ACTIONS, WEDS } from './wedding-actions';
import type { WeddingPose } from './lexicons/wedding-words';
import { AISLE_WALK, JACK_CHECK, JACK_WORK, PICKING } from './pallet-jack-work';
import { DOGS_PLAYING, FOR_A_DOG, PLAYING_OUTDOORS, THROWING } from './dog-play-actions';
import { AT_ITS_GRILL, AT_THE_GRILL_INSIDE, AT_THE_HATCH, BY_THE_HATCH, EATEN_AT_THE_TRUCK, HANDED_OUT, OUT_OF_THE_HATCH } from './food-truck-actions';
import { FRYER_WORK, SCRUBBER_WORK, SLICER_WORK } from './tool-work';
import { CLIMBING_LESSON, DRIVING_LESSON, GUITAR_LESSON, PIANO_LESSON, SPIN_CLASS } from './lesson-actions';
import { AT_THE_COUCH, exercised, GUIDING, LISTENED_TO, ON_THE_TABLE } from './care-actions';
import { CLOTHES_ACTIONS, type WornPose } from './worn-clothes';
import { POURED_FOR, TABLE_SERVICE_ACTIONS, type TableServicePose } from './table-service-actions';
import { SEATED_TOGETHER, SOFA_ACTIONS, SOFA_POSES } from './sofa-actions';
import { ACROSS_THE_DESK, AMONG_PAPERS, CLIENT_HANDSHAKE, CONSULTATION_ACTIONS, WELCOMING_OFFICE } from './consultation-actions';
import { VET_ACTIONS } from './vet-actions';
import { KIDS_ART, KIDS_CLUB_ACTIONS, type KidsClubPose } from './kids-club-actions';
import { AT_THE_STALL, atItsStall, MARKET_ACTIONS, ON_THE_FAIR_STAGE, ON_THE_RIDES, type MarketPose } from './market-actions';
import { EVACUATION_ACTIONS, type EvacuationPose } from './evacuation-actions';
import { CAR_WASH_ACTIONS, DRIED, INTO_THE_WASH, VACUUMED, type CarWashPose } from './car-wash-actions';
import { INSPECTED_ON_THE_LIFT, LIFT_ACTIONS, REPAIRED_ON_THE_LIFT, type LiftPose } from './lift-actions';
import { AT_THE_DEALER, DEALER_ACTIONS, type DealerPose } from './dealer-actions';
import { FRONT_DESK_ACTIONS, type FrontDeskPose } from './front-desk-actions';
import { COURSE_ACTIONS, WITH_A_CLASS, type CoursePose } from './course-actions';
import { AT_THE_SHARED_TABLE, COWORKING_ACTIONS, COWORKING_POSES } from './coworking-actions';
import { PREMISES_ACTIONS, PREMISES_POSES } from './premises-actions';
import { BEAUTY_ACTIONS, BY_A_BEAUTICIAN, IN_A_NAIL_SALON, SPA_MASSAGE, type BeautyPose } from './beauty-actions';
import { ESPRESSO_CLOSE_ACTIONS, type EspressoClosePose } from './espresso-close-actions';
import { COMPLAINT_ACTIONS, type ComplaintPose } from './complaint-actions';
import { DISH_AREA_ACTIONS, type DishAreaPose } from './dish-area-actions';
import { STOCK_WORK_ACTIONS, type StockWorkPose } from './stock-work-actions';

/** One figure: a pose the engine draws (bodies.ts, figure-front.ts). */
export interface Figure {
  stem: FigurePose;
  /** Its longer side in metres (a person seated cross-legged is lower than one standing). */
  size: number;
  /** Drawn from the waist up: cut by the frame's bottom edge, or hidden behind a counter. */
  bust?: boolean;
}

export interface Action {
  /** The figures the members of a group take in turn, so three people stretching are not three copies. */
  figures: readonly Figure[];
  /** What each member stands or sits on, drawn under them. */
  underfoot?: DrawnPicture;
  /**
   * The thing the action is done with, added when the prompt names none: held in hand, on the
   * surface the person is at, standing beside them, or between two people (a handshake).
   */
  prop?: {
    concept: ConceptId;
    /** `between`: in the hands of the first two people (a handshake, keys handed over); `above`: between their heads (what they say). */
    how: 'held' | 'on-surface' | 'beside' | 'between' | 'above';
    /** Kinds of thing the prompt may name instead, which then are the prop: the keys handed over, the bike repaired. */
    kinds?: readonly Kind[];
  };
  /** Things the figures' own pictures already show (the biking figure's bicycle): not drawn a second time. */
  shows?: readonly ConceptId[];
  /** The fewest people the action takes (a handshake takes two). */
  people?: number;
  /** Who joins the people named when they are fewer than `people`: the receptionist handing over keys, the patient examined. */
  partner?: ConceptId;
  /** The two turn to each other (the second drawn mirrored): a conversation, keys passing between hands. */
  facing?: boolean;
  /**
   * The one named stands across the counter or desk from the partner behind it, nearest the camera
   * (a customer buying at the counter, a driver collecting keys at the front desk).
   */
  across?: boolean;
  /** What the one who is not at work sits on (a patient's chair), the other standing by them. */
  seat?: ConceptId;
  /** Where it happens when the prompt names no place, or names a room it cannot happen in. */
  home?: SettingId;
  /** The rooms it can happen in (outdoors it can happen anywhere). */
  rooms?: readonly SettingId[];
  /** What it is done at, added when the prompt names nothing to sit or stand at (people eating sit at a table). */
  surface?: ConceptId;
  /**
   * Things that tell it on their own: people named with one (nobody holding it) and no other action
   * do this ("people among yoga mats" stretch, "a chef and the oven" bakes, "friends sharing pizza" eat).
   */
  /**
   * The whole figure the engine draws for it (illustrations/bodies.ts), its things in hand (the box,
   * the trolley, the towel, the table the dog stands on): whoever does it is drawn so, in their dress.
   */
  body?: BodyPose;
  /**
   * What it is done to or with, one of which the prompt must name (or the place imply) for the words to
   * mean this action: "drying" is drying an animal, "turning" a load's turn; otherwise they mean nothing drawn.
   */
  needs?: { concepts?: readonly ConceptId[]; kinds?: readonly Kind[]; settings?: readonly SettingId[] };
  /** One picture however many are named doing it (the shop has one door, one bike is handed over): a group is shown by one of them. */
  single?: boolean;
  /** What the words mean when its `needs` are not met ("friends greeting each other" chat; no one is welcomed in). */
  otherwise?: Pose;
  /** The one it is done to is drawn in the doer's picture (the patient lying on the table): whoever else the prompt names is them. */
  drawsPartner?: boolean;
  /** Everyone it is done with is in that picture (a class taught): people named together are one picture, not pairs. */
  drawsGroup?: boolean;
  /** Done by two or more (a tablet shared on the sofa): one person named alone does `otherwise`, or what that becomes. */
  together?: boolean;
  /** Who does it when the prompt names only someone without a trade ("a person draining noodles" is a cook, in whites). */
  worker?: ConceptId;
  /** What it becomes when the one it is done to is an animal (a vet examining a dog on the table). */
  withAnimal?: Pose;
  /** What it becomes when a practitioner does it to someone (a physio stretching a patient's hamstring treats them on the table). */
  byPractitioner?: Pose;
  /**
   * What it becomes done to these things, by these people or in these places, the first that fits: repairing a
   * bicycle is truing it in the repair stand, a plumber's repair is at the pipes under the sink, a dentist examines in the chair.
   */
  becomes?: readonly { pose: Pose; when: NonNullable<Action['needs']> }[];
  /** It is `of` done with at least this many animals, its picture drawing them all (walking three dogs on their leads). */
  several?: { of: Pose; animals: number };
  /** What it becomes done to a child (a child in the dental chair, drawn a child's size). */
  withChild?: Pose;
  toldBy?: {
    concepts?: readonly ConceptId[];
    kinds?: readonly Kind[];
    /** Only by people not at work: a chef with a dish cooks it. */
    guests?: boolean;
    /** Only by people at work: friends at a table by a pizzeria's oven eat, they do not bake. */
    staff?: boolean;
    /** Only by these people: a mechanic by a car repairs it, a barista by a bicycle does not. */
    who?: readonly ConceptId[];
    /** Only in these places: runners on a race's bridge race, a jogger in the park runs. */
    settings?: readonly SettingId[];
  };
}

const STANDING: Figure = { stem: 'standing', size: 1.7 };
/** A drawn figure for an action, whole or from the waist up (behind a counter, cut by the frame's bottom edge). */
const drawn = (pose: FigurePose, bust = false): Figure => ({ stem: pose, size: bodySize(pose, bust), ...(bust ? { bust } : {}) });

/** An action drawn as a whole figure of bodies.ts, with what it shows in that picture. */
const bodily = (body: BodyPose, more: Omit<Action, 'figures' | 'body'> = {}): Action => ({ figures: [{ stem: body, size: bodySize(body) }], body, ...more });
/** A table of body poses' actions (a module's own), each drawn by its pose's picture. */
const bodilyEach = <P extends BodyPose>(actions: Record<P, Omit<Action, 'figures' | 'body'>>): Record<P, Action> =>
  Object.fromEntries(Object.entries<Omit<Action, 'figures' | 'body'>>(actions).map(([pose, action]) => [pose, bodily(pose as P, action)])) as Record<P, Action>;
/** Things a body pose with a box draws in the worker's hands or at their feet: not drawn again. */
export const LOAD = ['package'] as const satisfies readonly ConceptId[];
/** A load named, or a warehouse, where loads go without saying. */
const A_LOAD = { concepts: LOAD, settings: ['warehouse'] } as const;
/** Handling loads: the box is drawn in the worker's picture; a warehouse when the prompt names no place. */
const HANDLING = { shows: LOAD, home: 'warehouse', needs: A_LOAD } as const;
const AN_ANIMAL = { kinds: ['animal'] } as const;
/** Care of an animal: the animal is drawn in the pose's picture (on the table, on its lead). */
const CARE = { needs: AN_ANIMAL, shows: ['table', 'pet-table'], home: 'grooming', rooms: ['grooming', 'salon', 'vet', 'home', 'shop'] } as const;

/** A pet in the arms: the pet named is in the picture; at home when the prompt names no place. */
const PET_IN_ARMS = { needs: AN_ANIMAL, home: 'home', rooms: ['home', 'vet', 'grooming', 'shop', 'cafe', 'hotel', 'hotel-room', 'reception'] } as const;

/**
 * Kitchen work: whoever does it without a trade of their own is a cook, in whites; the stove, the worktop and the dish
 * being made ("for the lunch service") are in the cook's picture.
 */
const KITCHEN = {
  worker: 'chef',
  shows: ['pot', 'pan', 'hob', 'counter', 'table', 'meal'],
  home: 'kitchen',
  rooms: ['kitchen', 'cafe', 'bakery', 'home', 'restaurant', 'pizzeria', 'bar', 'hotel'],
} as const;
/** A kitchen's fridge stocked or checked, its worktop sanitised: the food, shelves and log are in the cook's picture. */
const AT_THE_FRIDGE = { ...KITCHEN, shows: [...KITCHEN.shows, 'clipboard', 'shelf', 'steak', 'chicken', 'milk', 'cheese'] } as const;

/** The client in the hairdresser's picture, in the salon chair. */
const SALON_CHAIR = { drawsPartner: true, shows: ['chair', 'salon-chair', 'barber-chair'], home: 'salon', rooms: ['salon', 'home', 'spa', 'nail-salon'] } as const;
/** What drinks are poured into and from: drawn in the picture of whoever pours, toasts or serves them. */
const DRINK_THINGS = ['wine', 'champagne', 'beer', 'cocktail', 'tea', 'glass', 'cup', 'teapot', 'jug', 'bowl'] as const satisfies readonly ConceptId[];
/** Pouring at the bar: whoever pours without a trade of their own is its server, in an apron. */
const POURED_DRINK = { shows: [...DRINK_THINGS, 'counter', 'table'], worker: 'barista', home: 'wine-bar', rooms: ['bar', 'wine-bar', 'restaurant', 'cafe', 'tea-room', 'pizzeria', 'hotel', 'home', 'kitchen'] } as const;
/** Tea at the low table of a tea room (or at home, or on a café's veranda): the table, the bowls and the pot are in the picture. */
const AT_THE_TEA_TABLE = { shows: [...DRINK_THINGS, 'table', 'counter', 'chair'], home: 'tea-room', rooms: ['tea-room', 'cafe', 'home', 'restaurant', 'hotel'] } as const;

/** The customer in the barber's picture, in the barber chair: whoever does it without a trade is a barber. */
const BARBER_CHAIR = { ...SALON_CHAIR, worker: 'barber' } as const;
/** The patient in the dentist's picture, in the dental chair. */
const DENTAL_CHAIR = { drawsPartner: true, shows: ['chair', 'dental-chair', 'table', 'bed'], worker: 'dentist', home: 'dental', rooms: ['dental', 'clinic'] } as const;
/** A dentist examining or checking, or anyone at it in a dental surgery, does it at the chair. */
const DENTAL = { pose: 'dental-exam', when: { concepts: ['dentist'], settings: ['dental'] } } as const;
/** A hotel bed in the housekeeper's picture: its linen, pillows and the bed itself are not drawn again. */
const BED = { shows: ['bed', 'table', 'cart'], worker: 'cleaner', home: 'hotel-room', rooms: ['hotel-room', 'hotel', 'home'] } as const;
/** A hotel housekeeper's rounds (illustrations/housekeeping.ts): the room door, the cart, the minibar, the tablet reported on are in their picture; the bathroom cleaned in its own room. */
const HOUSEKEEPER = { ...BED, shows: ['cart', 'bed', 'tablet', 'phone', 'clipboard', 'table'] } as const;
/** Rooms knocked at by others than a hotel's housekeeper: their door is drawn without the housekeeping cart. */
const ELSEWHERE_KNOCKED = ['care-home', 'ward', 'house', 'office', 'clinic'] as const;
const IN_THE_BATHROOM = { ...HOUSEKEEPER, shows: [...HOUSEKEEPER.shows, 'soap'], home: 'bathroom', rooms: ['bathroom', 'spa'] } as const;

/**
 * Washing hands: the basin, tap, soap and towels are in the washer's picture; in a kitchen when the prompt names no place,
 * or names one where guests sit (a restaurant's or a café's hand basin is in its kitchen, not among the tables).
 */
const HAND_WASH = {
  shows: ['soap', 'water', 'hand', 'counter', 'table'],
  home: 'kitchen',
  rooms: ['kitchen', 'home', 'clinic', 'vet', 'ward', 'nursery', 'classroom', 'office', 'gym', 'salon', 'spa', 'nail-salon', 'grooming', 'hotel-room', 'warehouse', 'workshop', 'laundrette'],
} as const;
/**
 * Fire safety: the extinguisher and the bin fire are in the picture; wherever a training is held indoors, a kitchen
 * when the prompt names no place (where fires start), a restaurant's or café's fire in its kitchen.
 */
const EXTINGUISHING = {
  shows: ['counter', 'table', 'pan', 'hob'],
  home: 'kitchen',
  rooms: ['kitchen', 'pro-kitchen', 'noodle-bar', 'home', 'office', 'warehouse', 'workshop', 'garage', 'classroom', 'shop', 'supermarket', 'hotel', 'hotel-room', 'reception', 'laundrette'],
} as const;
/**
 * First aid: the casualty lies on the floor in the first aider's picture; an office's floor when the prompt names no place.
 * The ambulance called for is on its way, not drawn ("救急車を呼ぶ" names a car).
 */
const FIRST_AID = { drawsPartner: true, shows: ['phone', 'table', 'desk', 'counter', 'chair', 'car'], home: 'office' } as const;
/** Shops with a counter of fresh food, and the kitchens whose counter serves it. */
const FOOD_SHOPS = ['shop', 'supermarket', 'restaurant', 'kitchen', 'pro-kitchen'] as const satisfies readonly SettingId[];
/**
 * A gym's equipment cleaned: the bench is in the cleaner's picture (Dutch names it a bank, read as a sofa); staff do it, in a
 * gym when the prompt names no place. The same words at a counter, a table or a desk, or in a kitchen, a café or an office,
 * wipe that down ("wipe it down" after a kitchen's spray is the worktop).
 */
const GYM_CLEANING = {
  shows: ['bench', 'sofa'],
  worker: 'staff',
  home: 'gym',
  rooms: ['gym', 'studio', 'physio', 'hotel'],
  becomes: [{ pose: 'wiping', when: { concepts: ['counter', 'table', 'desk'], settings: ['kitchen', 'pro-kitchen', 'cafe', 'restaurant', 'bar', 'pizzeria', 'noodle-bar', 'bakery', 'office', 'home'] } }],
} as const;
/** Someone at a table with their device and a drink, drawn in that picture. */
const AT_A_TABLE = {
  shows: ['phone', 'laptop', 'tablet', 'coffee', 'tea', 'cup', 'table', 'desk', 'counter', 'chair', 'receipt', 'document'],
  home: 'cafe',
  rooms: ['cafe', 'home', 'office', 'restaurant', 'bar', 'hotel', 'library', 'bakery', 'carriage'],
} as const;

/** Who shares a tablet on the sofa: people at home, never staff at their work (a receptionist's tablet stays in use at the desk). */
const HOUSEHOLD = ['person', 'man', 'woman', 'family', 'couple', 'friends', 'parent', 'child', 'elder', 'customer', 'guest'] as const satisfies readonly ConceptId[];
/** Where a phone in use is: a tablet shared on the sofa, on the sofa (in a living room), in a bus or train, over breakfast (food named, or a kitchen), out walking. */
const PHONE_IN_USE = [
  { pose: 'tablet-together', when: { concepts: ['tablet'] } },
  ...ON_SEATS.phone,
  { pose: 'phone-on-sofa', when: { concepts: ['sofa'], settings: ['home'] } },
  { pose: 'phone-commuting', when: { concepts: ['bus', 'train'], settings: ['carriage'] } },
  { pose: 'phone-at-breakfast', when: { kinds: ['food'], settings: ['kitchen'] } },
  { pose: 'phone-walking', when: { settings: ['street', 'park', 'city', 'riverside', 'harbour', 'bridge', 'market'] } },
] as const satisfies NonNullable<Action['becomes']>;
/** Where a laptop in use is: on the sofa, over breakfast. */
const LAPTOP_IN_USE = [
  ...ON_SEATS.laptop,
  { pose: 'laptop-on-sofa', when: { concepts: ['sofa'] } },
  { pose: 'laptop-at-breakfast', when: { kinds: ['food'], settings: ['kitchen'] } },
  AT_THE_SHARED_TABLE,
] as const satisfies NonNullable<Action['becomes']>;
/** Checking something on a phone or laptop ("checking their spending on their phone") is using it, not inspecting with a clipboard. */
const CHECKED_ON_A_DEVICE = [
  { pose: 'using-phone', when: { concepts: ['phone', 'tablet'] } },
  { pose: 'using-laptop', when: { concepts: ['laptop'] } },
  // On a bus or train, what is checked is on the phone.
  { pose: 'phone-commuting', when: { settings: ['carriage'] } },
] as const satisfies NonNullable<Action['becomes']>;
/** Breakfast on the plate in the picture: whatever food or drink is named is that, at the table's scale (never a stack as big as a head). */
const BREAKFAST = ['pancakes', 'meal', 'bread', 'croissant', 'egg', 'fruit', 'apple', 'cake', 'donut', 'sandwich', 'coffee', 'tea', 'cup', 'juice', 'milk', 'smoothie', 'water'] as const satisfies readonly ConceptId[];
/** A phone in a picture and what its screen shows ("checking the map on her phone"): not drawn again beside it. */
const PHONE_SHOWN = ['phone', 'tablet', 'map'] as const satisfies readonly ConceptId[];
/** A device in use where people are: drawn whole, the device and what is by it in the picture. */
const DEVICES_IN_USE = {
  'phone-at-breakfast': bodily('phone-at-breakfast', { shows: [...PHONE_SHOWN, 'table', 'counter', 'chair', ...BREAKFAST], home: 'kitchen', rooms: ['kitchen', 'home', 'cafe', 'hotel', 'restaurant', 'bakery'] }),
  'laptop-at-breakfast': bodily('laptop-at-breakfast', { shows: ['laptop', ...PHONE_SHOWN, 'table', 'counter', 'chair', ...BREAKFAST], home: 'kitchen', rooms: ['kitchen', 'home', 'cafe', 'hotel', 'restaurant', 'bakery'] }),
  'laptop-on-sofa': bodily('laptop-on-sofa', { shows: ['laptop', ...PHONE_SHOWN, 'sofa', 'coffee', 'tea', 'cup', 'table'], home: 'home', rooms: ['home', 'hotel-room', 'hotel', 'cafe'] }),
  'phone-walking': bodily('phone-walking', { shows: PHONE_SHOWN, home: 'street', rooms: [] }),
  'phone-commuting': bodily('phone-commuting', { shows: [...PHONE_SHOWN, 'bus', 'train'], home: 'carriage', rooms: ['carriage'] }),
} as const satisfies Partial<Record<Pose, Action>>;

/** Mat work: the mat is in the picture; in a studio when the prompt names no place. */
const ON_A_MAT = { shows: ['mat'], home: 'studio', rooms: ['studio', 'gym', 'home', 'physio', 'clinic', 'spa', 'hotel'] } as const;
/** Taught: an instructor or trainer named. */
const TAUGHT = { concepts: ['teacher', 'coach'] } as const;
/** Taught, or students named: a class (people resting at the end of one are its students). */
const A_CLASS = { concepts: ['teacher', 'coach', 'student'] } as const;
/** The class in the teacher's picture. */
const CLASS = { ...ON_A_MAT, drawsPartner: true, drawsGroup: true } as const;
/**
 * What is worn and the pose that wears it: first listed wins (headphones over the ears before the watch on the wrist).
 * Earbuds are headphones too in most lexicons ("earphones", "écouteurs", "イヤホン"): worn in the ear, those are them.
 */
const WORN = [
  ['headphones', 'wearing-headphones'], ['earbuds', 'wearing-earbuds'], ['headphones', 'wearing-earbuds'], ['sunglasses', 'wearing-sunglasses'], ['glasses', 'wearing-sunglasses'],
  ['cap', 'wearing-cap'], ['watch', 'wearing-watch'], ['backpack', 'wearing-backpack'],
] as const satisfies readonly (readonly [ConceptId, BodyPose & Pose])[];
/** The pose that wears a thing, if it is worn on the body (headphones, a watch), else undefined. */
export const wearingPose = (thing: ConceptId): Pose | undefined => WORN.find(([t]) => t === thing)?.[1];
/** Wearing a thing: standing with it on, what that pose wears in its picture. */
const worn = (pose: BodyPose & Pose): Action => bodily(pose, { shows: WORN.filter(([, p]) => p === pose).map(([t]) => t) });
/** A mat pose in profile on its mat; with an instructor, a trainer or students named, the class in it; on a seat named, `seated`'s pose. */
const matPose = (pose: BodyPose & Pose, taught: BodyPose & Pose, seated: NonNullable<Action['becomes']> = []): Action => bodily(pose, { ...ON_A_MAT, becomes: [...seated, { pose: taught, when: A_CLASS }] });
/** The places a race is run through: runners there race. */
const RACE = ['bridge', 'finish-line'] as const satisfies readonly SettingId[];
/** Where people go along riding, a bike when nothing ridden is named ("un couple qui roule le long des quais"). */
const ROUTES = ['riverside', 'beach', 'harbour', 'park', 'bridge', 'mountains'] as const satisfies readonly SettingId[];
/** A scooter ridden or carried: it is in the rider's picture; a street when the prompt names no place. */
const RIDDEN = { shows: ['scooter', 'e-scooter'], home: 'street', rooms: [] } as const;

/**
 * Forklift work: the truck, its pallet of boxes and the racking are in the picture (the passengers it must not carry are not drawn);
 * by a warehouse worker in hi-vis. A forklift, its driver or a warehouse must be named: a car's seatbelt or horn is driving it.
 */
const FORKLIFT_WORK = {
  needs: { concepts: ['forklift', 'labourer'], settings: ['warehouse'] },
  shows: ['forklift', 'pallet', 'package', 'shelf', 'truck', 'car', 'tourist', 'person', 'clipboard'],
  worker: 'labourer',
  home: 'warehouse',
  rooms: ['warehouse', 'supermarket', 'shop', 'workshop', 'garage'],
} as const;
/** Desk work with its screen, keyboard, chair and phone in the picture, in an office when the prompt names no place. */
const DESK_WORK = {
  shows: ['desk', 'table', 'monitor', 'laptop', 'phone', 'chair', 'document', 'customer', 'woman-customer', 'person', 'headphones'],
  home: 'office',
  rooms: ['office', 'reception', 'hotel', 'clinic', 'shop', 'library', 'classroom'],
} as const;
/**
 * A call-centre agent, headset on, at the desk: an agent must be named, else the service words ("listening", "apologising") are
 * two people talking, and "confirming" names nothing drawn.
 */
const AT_THE_CALL_DESK = { ...DESK_WORK, worker: 'agent', needs: { concepts: ['agent'] } } as const;
/** An office's security habits, done by whoever works there. */
const OFFICE_DESK_WORK = { ...DESK_WORK, worker: 'worker' } as const;

/**
 * Food eaten out of hand (illustrations/eating-out.ts): eaten, an ice cream or a sandwich is held up to the mouth, standing,
 * wherever people do not sit down to eat; at a table, or where meals are served at one, it is a meal like any other.
 */
const EATEN_BY_HAND: NonNullable<Action['becomes']> = [
  { pose: 'eating', when: { concepts: ['table', 'chair', 'plate'], settings: ['restaurant', 'pizzeria', 'home', 'kitchen', 'hotel', 'terrace', 'cafe', 'bar', 'tea-room', 'wine-bar', 'office', 'noodle-bar', 'care-home'] } },
  { pose: 'eating-ice-cream', when: { concepts: ['ice-cream'] } },
  { pose: 'eating-sandwich', when: { concepts: ['sandwich'] } },
];

/** Food eaten out of hand standing, what its picture draws in the hand; with a bench named, seated on it (`bench`). */
const byHand = (pose: BodyPose & Pose, bench: Pose, food: readonly ConceptId[], home: SettingId, rooms: readonly SettingId[]): Action =>
  bodily(pose, { shows: [...food, 'meal'], home, rooms, becomes: [{ pose: bench, when: { concepts: ['bench'] } }] });
/** Seated on a park bench eating out of hand: the bench is in the picture; outdoors, in a park when no place is named. */
const onBench = (pose: BodyPose & Pose, food: readonly ConceptId[]): Action => bodily(pose, { shows: [...food, 'meal', 'bench'], home: 'park', rooms: [] });

/** Bread handed across a bakery's counter in a paper bag: both people, the counter and the bread in one picture. */
const AT_THE_BREAD_COUNTER = { drawsPartner: true, single: true, shows: ['bread', 'croissant', 'sandwich', 'counter', 'table', 'package', 'card'], home: 'bakery', rooms: ['bakery', 'shop', 'supermarket', 'cafe'] } as const;
/** A mechanic's work at a car (its wheel, its engine): the car in their picture, at the garage. */
const AT_A_CAR = { shows: ['car', 'taxi', 'tools'], worker: 'mechanic', home: 'garage', rooms: ['garage', 'workshop', 'street', 'home'] } as const;
/** A bicycle's wheel is worked on in the repair stand. */
const A_BIKE = { concepts: ['bicycle'], settings: ['bike-workshop'] } as const;

/** A bake drawn out of a bakery's deck oven on the peel: a baker's, the oven and the bake in their picture. */
const DRAWN_OUT = {
  // A Dutch broodje is a roll as well as a sandwich.
  shows: ['bread', 'croissant', 'sandwich', 'oven', 'counter', 'table'],
  worker: 'baker',
  home: 'bakery',
  rooms: ['bakery', 'kitchen', 'pro-kitchen', 'restaurant', 'cafe', 'shop'],
} as const;

export const ACTIONS: Record<Pose, Action> = {
  walking: { figures: [drawn('walking')], withAnimal: 'walking-dog' },
  seated: { figures: [STANDING] },
  standing: { figures: [STANDING] },
  // A team at a meeting table, seated around the laptop on it (lexicons/software-words.ts).
  'team-at-laptop': { figures: [STANDING], prop: { concept: 'laptop', how: 'held' }, surface: 'table', home: 'office', rooms: ['office', 'home', 'cafe', 'hotel', 'shop'] },
  // A flow class: each in a low lunge on a mat.
  stretching: {
    figures: [drawn('lunging')],
    underfoot: 'mat',
    shows: ['mat', 'rolled-mats'],
    toldBy: { concepts: ['mat', 'rolled-mats'] },
    byPractitioner: 'treating',
    // Led by an instructor: the class they teach, standing in warrior.
    becomes: [{ pose: 'class-warrior', when: TAUGHT }],
    home: 'studio',
    // Rehab stretches are done in a physio's room too (a patient with a resistance band).
    rooms: ['studio', 'gym', 'home', 'physio', 'clinic'],
  },
  lifting: { figures: [drawn('weights')], home: 'gym', rooms: ['gym', 'home'] },
  // On a race's bridge or at its finish, runners race in a pack with bibs.
  running: { figures: [drawn('running')], home: 'park', rooms: ['gym'], becomes: [{ pose: 'racing', when: { settings: RACE } }, { pose: 'wearing-trainers', when: { concepts: ['shoe'] } }] },
  // On a bicycle of their own picture.
  // Cyclists named ride each on their own bike (a race's pack, "cyclists racing past cheering spectators"); people named by
  // their tie (a couple, friends) ride side by side in one picture (illustrations/riders.ts).
  cycling: {
    figures: [drawn('cycling')],
    shows: ['bicycle'],
    home: 'street',
    rooms: [],
    becomes: [{ pose: 'cycling', when: { concepts: ['cyclist'] } }, { pose: 'cycling-pair', when: { concepts: ['couple', 'friends', 'family'] } }],
  },
  // Cooking ramen, or anything in a ramen shop, is ladling broth into the bowl at the pot (a soup or a sauce stays in its pan).
  cooking: {
    figures: [drawn('serving', true)],
    prop: { concept: 'pan', how: 'on-surface' },
    becomes: [...AT_THE_GRILL_INSIDE, { pose: 'ladling-noodles', when: { concepts: ['ramen'], settings: ['noodle-bar'] } }, ...WITH_A_CLASS],
    home: 'kitchen',
    rooms: ['kitchen', 'cafe', 'bakery', 'home', 'restaurant', 'pizzeria', 'noodle-bar'],
  },
  // Sliding a pizza into a wood-fired oven: the oven on the counter, the cook beside it. Bread, or a bakery, bakes in a deck oven, drawn out on the peel.
  baking: {
    figures: [drawn('serving', true)],
    prop: { concept: 'oven', how: 'on-surface' },
    toldBy: { concepts: ['oven'], staff: true },
    becomes: [{ pose: 'drawing-bread', when: { concepts: ['bread', 'croissant'], settings: ['bakery'] } }],
    home: 'kitchen',
    rooms: ['kitchen', 'cafe', 'bakery', 'home', 'restaurant', 'pizzeria'],
  },
  // Sharing a meal: seated at a table with the food on it (the food the prompt names, else a plate).
  eating: { figures: [STANDING], prop: { concept: 'meal', how: 'on-surface' }, surface: 'table', toldBy: { kinds: ['food'], guests: true }, becomes: [...EATEN_AT_THE_TRUCK, ...EATEN_BY_HAND], home: 'cafe', rooms: ['cafe', 'restaurant', 'pizzeria', 'bar', 'hotel', 'home', 'kitchen', 'bakery', 'office'] },
  typing: { figures: [STANDING], prop: { concept: 'laptop', how: 'held' }, home: 'office', becomes: AMONG_PAPERS },
  phoning: { figures: [STANDING], prop: { concept: 'phone', how: 'held' } },
  // Facing the audience, an arm out toward the board.
  presenting: { figures: [drawn('presenting', true)], prop: { concept: 'board', how: 'beside' }, home: 'office', rooms: ['office', 'classroom', 'clinic'] },
  // The box held close at the waist, mid-stride.
  // A scooter carried is folded, by its stem.
  carrying: bodily('carrying', { shows: LOAD, becomes: [{ pose: 'carrying-scooter', when: { concepts: ['scooter'] } }, { pose: 'loading-van', when: MOVING_HOUSE }] }),
  serving: {
    figures: [STANDING],
    prop: { concept: 'meal', how: 'held' },
    // Across a counter it stays there; at a table, to a customer, or on a terrace, it is table service.
    becomes: [
      ...HANDED_OUT,
      ...AT_THE_STALL,
      { pose: 'serving', when: { concepts: ['counter'] } },
      { pose: 'serving-table', when: { concepts: ['table', 'customer', 'woman-customer', 'guest'], settings: ['terrace'] } },
    ],
    home: 'cafe',
  },
  // At the till: card in hand, across the counter from whoever serves.
  paying: {
    figures: [drawn('facing', true)],
    prop: { concept: 'card', how: 'held' },
    people: 2,
    partner: 'staff',
    across: true,
    facing: true,
    // Bread paid for is handed across the bakery's counter in its bag.
    becomes: [...AT_THE_STALL, { pose: 'buying-bread', when: { concepts: ['bread', 'croissant'] } }],
    home: 'shop',
    rooms: [
      'shop', 'boutique', 'cafe', 'bakery', 'florist', 'salon', 'gym', 'pizzeria', 'restaurant', 'bar', 'hotel',
      'garage', 'bike-workshop', 'workshop', 'reception', 'pharmacy', 'supermarket', 'laundrette', 'vet', 'dental', 'clinic',
    ],
  },
  // Two turned to each other, each reaching out a hand at the waist: the hands meet between them.
  'shaking-hands': bodily('shaking', { shows: ['handshake'], people: 2, facing: true, becomes: CLIENT_HANDSHAKE }),
  reading: { figures: [STANDING], prop: { concept: 'book', how: 'held' }, becomes: ON_SEATS.reading },
  waving: { figures: [drawn('waving', true)] },
  // Two in conversation, turned to each other (from the waist up, at a counter, one talks with an open hand); a speech balloon between them says it.
  chatting: { figures: [STANDING], prop: { concept: 'speech', how: 'above' }, people: 2, partner: 'person', facing: true, becomes: [SEATED_TOGETHER, ACROSS_THE_DESK] },
  // Something passing from one hand to another at a counter or desk: the two turned to each other, the keys or the parcel in the giver's
  // outstretched hand reaching the other's (layout.ts).
  handing: {
    figures: [drawn('giving')],
    prop: { concept: 'package', how: 'between', kinds: ['thing', 'food', 'drink', 'device', 'container', 'plant'] },
    people: 2,
    partner: 'staff',
    facing: true,
    // Something too big to pass across a desk is wheeled over on the shop floor (illustrations/wheeled-hand-over.ts).
    becomes: [
      ...HANDED_OUT,
      ...AT_THE_STALL,
      { pose: 'handing-bike', when: { concepts: ['bicycle'] } },
      { pose: 'handing-case', when: { concepts: ['suitcase'] } },
      { pose: 'handing-keys', when: { concepts: ['car', 'taxi'] } },
      ...AT_THE_DEALER,
    ],
  },
  // Kneeling at the car, bike or machine being fixed (a mechanic's own picture has the spanner in hand); with nothing named, at their toolbox.
  repairing: {
    figures: [drawn('lunging')],
    becomes: [
      { pose: 'truing', when: { concepts: ['bicycle'], settings: ['bike-workshop'] } },
      { pose: 'plumbing', when: { concepts: ['plumber'] } },
      { pose: 'wiring', when: { concepts: ['electrician'] } },
      ...REPAIRED_ON_THE_LIFT,
    ],
    prop: { concept: 'tools', how: 'beside', kinds: ['vehicle', 'appliance'] },
    toldBy: { kinds: ['vehicle'], who: ['mechanic', 'plumber'] },
  },
  // A patient in the chair, the doctor, dentist or nurse standing over them; a dentist's patient reclined in the dental chair, a salon's client having their hair cut.
  examining: {
    figures: [STANDING],
    people: 2,
    partner: 'patient',
    seat: 'chair',
    home: 'clinic',
    rooms: ['clinic', 'dental', 'vet', 'pharmacy', 'salon', 'home', 'gym', 'office'],
    withAnimal: 'vet-examining',
    becomes: [DENTAL, IN_A_NAIL_SALON, { pose: 'cutting-hair', when: { settings: ['salon'] } }, LISTENED_TO],
  },
  // Handling loads, as manual-handling training shows it: knees bent to the box on the floor, the box held close at the waist, carried, turned with the feet.
  squatting: bodily('squatting', HANDLING),
  'lifting-load': bodily('holding', HANDLING),
  bracing: bodily('bracing', HANDLING),
  turning: bodily('turning', HANDLING),
  pushing: bodily('pushing', { shows: [...LOAD, 'cart'], home: 'warehouse' }),
  reaching: bodily('reaching', { ...HANDLING, shows: [...LOAD, 'shelf'] }),
  // Checking an animal is a vet's examination of it on the table.
  inspecting: bodily('inspecting', { shows: ['clipboard', 'document'], becomes: [DENTAL, LISTENED_TO, ...CHECKED_ON_A_DEVICE, ...INSPECTED_ON_THE_LIFT], withAnimal: 'vet-examining' }),
  kneeling: bodily('kneeling', { ...HANDLING, becomes: [{ pose: 'plumbing', when: { concepts: ['plumber'] } }] }),
  // Cleaning: a mop and a wet-floor sign, a cloth and spray at a worktop, hands under a running tap.
  mopping: bodily('mopping', { shows: ['bucket'], home: 'kitchen' }),
  wiping: bodily('wiping', { shows: ['counter', 'table'], home: 'kitchen', becomes: DRIED }),
  'washing-hands': bodily('washing-hands', { shows: ['soap'], home: 'kitchen' }),
  // Care of animals, the animal on the grooming table, in the tub, on its lead, at its bowl.
  drying: bodily('grooming-towel', { ...CARE, becomes: DRIED }),
  brushing: bodily('grooming-brush', CARE),
  grooming: bodily('grooming-dryer', CARE),
  bathing: bodily('bathing', CARE),
  'vet-examining': bodily('vet-examining', { ...CARE, home: 'vet', rooms: ['vet', 'clinic', 'home'] }),
  'walking-dog': bodily('walking-dog', { needs: AN_ANIMAL, home: 'park', rooms: [] }),
  feeding: bodily('feeding', { needs: AN_ANIMAL, shows: ['bowl'], home: 'home' }),
  // A carer at an older person's side, a hand under their arm (the older person is in the picture).
  // Helping someone in a gym ("a trainer helping a member with squats") is spotting their lift.
  supporting: bodily('supporting', {
    shows: ['elder', 'patient'],
    needs: { concepts: ['elder', 'patient'] },
    becomes: [{ pose: 'spotting', when: { settings: ['gym'] } }],
    home: 'home',
    rooms: ['home', 'clinic', 'hotel', 'reception'],
  }),
  // A physio at the treatment table, hands at the knee of the patient lying on it: both whole, at one scale, in one picture.
  // An animal treated is on the vet's table, never a person on the plinth beside it.
  treating: bodily('treating', { ...ON_THE_TABLE, home: 'clinic', rooms: ['clinic', 'spa', 'gym', 'ward', 'home', 'studio', 'dental'], becomes: [SPA_MASSAGE, BY_A_BEAUTICIAN], withAnimal: 'vet-examining' }),
  // A coach at the head of the bench, hands ready under the bar of the lifter pressing it (the lifter in the coach's picture).
  spotting: bodily('spotting', {
    drawsPartner: true,
    shows: ['bench'],
    needs: { concepts: ['bench', 'coach', 'athlete'], settings: ['gym'] },
    worker: 'coach',
    home: 'gym',
    rooms: ['gym', 'home', 'studio'],
  }),
  // Painting, drawing or colouring at a table: paper, pots of paint, a brush in hand; a wall, or a decorator's painting, is rolled.
  painting: bodily('painting', {
    shows: ['table', 'desk'],
    home: 'nursery',
    rooms: ['nursery', 'classroom', 'home', 'studio', 'cafe', 'library', 'office'],
    becomes: [{ pose: 'rolling', when: { concepts: ['wall', 'builder'] } }],
  }),
  // Making a bouquet at the counter, a bucket of cut flowers beside it: a florist's work is flowers ("arranging chairs" is not).
  arranging: bodily('arranging', { becomes: atItsStall('stall-flowers'), shows: ['flowers', 'bucket', 'vase', 'counter', 'table'], needs: { concepts: ['flowers', 'florist'], settings: ['florist'] }, worker: 'florist', home: 'florist' }),
  // A cook's work at the stove and the worktop: noodles drained in their strainer over the pot, vegetables chopped, a dish plated.
  draining: bodily('draining', { ...KITCHEN, shows: [...KITCHEN.shows, 'ramen', 'pasta'] }),
  // Cutting in a salon is a client's hair.
  chopping: bodily('chopping', { ...KITCHEN, shows: [...KITCHEN.shows, 'vegetables'], becomes: [{ pose: 'cutting-hair', when: { settings: ['salon'] } }, ...WITH_A_CLASS] }),
  plating: bodily('plating', { ...KITCHEN, shows: [...KITCHEN.shows, 'plate', 'cake'] }),
  // Trades at the equipment of the job (illustrations/work-scenes.ts). A mechanic at the bike clamped in the repair stand, a hand at the wheel:
  // in a bike workshop, not a car garage's.
  truing: bodily('truing', { shows: ['bicycle', 'tools'], worker: 'mechanic', home: 'bike-workshop', rooms: ['bike-workshop', 'home'] }),
  // The patient reclined in the dental chair under the lamp, the dentist leaning over from their head with mirror and probe.
  // A dentist's check of a pet's teeth is a vet's, on the exam table (vet-actions.ts).
  'dental-exam': bodily('dental-exam', { ...DENTAL_CHAIR, withChild: 'dental-exam-child', withAnimal: 'vet-teeth' }),
  'dental-exam-child': bodily('dental-exam-child', DENTAL_CHAIR),
  // Kneeling at the open sink unit, a wrench on the leaking joint, a bucket under it.
  plumbing: bodily('plumbing', {
    shows: ['tools', 'bucket', 'counter', 'table', 'water'],
    worker: 'plumber',
    home: 'kitchen',
    rooms: ['kitchen', 'home', 'pro-kitchen', 'restaurant', 'cafe', 'hotel-room', 'office'],
  }),
  // The client seated in the salon chair before the mirror, the hairdresser behind them with scissors and comb; a barber's cut is with clippers at the barber chair.
  'cutting-hair': bodily('cutting-hair', { ...SALON_CHAIR, withChild: 'cutting-hair-child', becomes: [{ pose: 'clipper-cut', when: { concepts: ['barber'] } }] }),
  'cutting-hair-child': bodily('cutting-hair-child', SALON_CHAIR),
  // Behind the counter at the espresso machine, a shot running into the cup.
  'making-coffee': bodily('making-coffee', {
    shows: ['coffee', 'coffee-machine', 'cup', 'counter', 'table'],
    worker: 'barista',
    home: 'cafe',
    rooms: ['cafe', 'bar', 'restaurant', 'hotel', 'bakery', 'kitchen', 'home', 'office'],
  }),
  // Pushing an upright vacuum over the floor; someone named with a vacuum cleaner is vacuuming.
  // A robot vacuum cleans by itself: whoever is said to vacuum with one sits back on the sofa while it does.
  vacuuming: bodily('vacuuming', { shows: ['vacuum'], toldBy: { concepts: ['vacuum'] }, worker: 'cleaner', home: 'home', becomes: [{ pose: 'reading-sofa', when: { concepts: ['robot-vacuum'] } }, ...VACUUMED] }),
  // At the open fuse box on the wall, screwdriver in hand.
  wiring: bodily('wiring', { shows: ['tools', 'package', 'table'], worker: 'electrician', home: 'home' }),
  // Rolling paint up a wall, the tray on the floor.
  rolling: bodily('rolling', { shows: ['wall', 'table'], home: 'home' }),
  // A courier at the front door holding out the parcel to the one who lives there, stepping out to take it.
  delivering: bodily('delivering', { drawsPartner: true, shows: ['package', 'house'], worker: 'courier', home: 'house', rooms: ['home', 'office', 'reception', 'shop', 'hotel'] }),
  // Standing at the whiteboard, pointing at the lesson on it; on a beach, a lesson is taught with the place's own gear, surfing on the sand.
  teaching: bodily('teaching', { shows: ['board', 'chart'], worker: 'teacher', home: 'classroom', rooms: ['classroom', 'nursery', 'library', 'office', 'studio'], becomes: [{ pose: 'surf-lesson', when: { settings: ['beach'] } }, { pose: 'class-warrior', when: { settings: ['studio', 'gym'] } }, { pose: 'swim-lesson', when: { settings: ['pool'] } }, { pose: 'cooking-class', when: { settings: ['cookery-school', 'kitchen', 'pro-kitchen'] } }] }),
  // Behind the counter at the till, handing the bag of shopping across to the customer turned to take it.
  checkout: bodily('checkout', {
    drawsPartner: true,
    shows: ['shopping-bags', 'bag', 'counter', 'card', 'receipt', 'cash'],
    worker: 'staff',
    home: 'shop',
    rooms: ['shop', 'boutique', 'supermarket', 'bakery', 'pharmacy', 'bookshop', 'florist', 'garden-centre'],
  }),
  // More of the usual jobs (illustrations/more-work-scenes.ts). Seedlings on the potting bench watered from a tipped can: plants, a gardener or a grower's place.
  watering: bodily('watering', {
    shows: ['plant', 'flowers', 'table', 'bench', 'water'],
    needs: { concepts: ['plant', 'flowers', 'tree', 'farmer'], settings: ['garden-centre', 'florist', 'farm', 'park', 'house'] },
    worker: 'farmer',
    home: 'garden-centre',
    rooms: ['garden-centre', 'florist', 'home', 'shop'],
  }),
  // Choosing plants among the garden centre's tables: one holds a pot up to look at it, the next points one out; at a market
  // or a shop, produce at its stall.
  choosing: {
    figures: [drawn('choosing'), drawn('choosing-pointing')],
    shows: ['plant', 'flowers', 'table', 'bench'],
    needs: { concepts: ['plant', 'flowers'], settings: ['garden-centre', 'florist'] },
    becomes: [{ pose: 'browsing', when: { concepts: ['vegetables', 'fruit', 'apple'], settings: ['street', 'market', 'supermarket', 'shop', 'farm'] } }],
    home: 'garden-centre',
    rooms: ['garden-centre', 'florist', 'shop', 'supermarket', 'home'],
  },
  // Choosing produce at a market stall: one picks a tomato up to look at it, the next points out a crate.
  browsing: {
    figures: [drawn('browsing'), drawn('browsing-pointing')],
    shows: ['vegetables', 'fruit', 'apple', 'table', 'bench'],
    becomes: [{ pose: 'market-browsing', when: { settings: ['market', 'fair'] } }],
    home: 'street',
    rooms: ['supermarket', 'shop'],
  },
  // The lift itself: rising out of the squat with the box held close at the chest (the words say a load is lifted: none need be named).
  rising: bodily('rising', { shows: LOAD, home: 'warehouse' }),
  // A box set on the racking's top shelf, boxes on the shelves below.
  stacking: bodily('stacking', { ...HANDLING, shows: [...LOAD, 'shelf'], needs: { concepts: [...LOAD, 'shelf'], settings: ['warehouse', 'supermarket', 'shop'] } }),
  // Leaning into the tiller of a pallet truck, a pallet of boxes on its forks.
  'pallet-truck': bodily('pallet-truck', JACK_WORK),
  // Pasta or pastry dough rolled out on the floured worktop, by a cook or in a kitchen ("rolling out new features" is no dough); on a wall, it is paint.
  'rolling-dough': bodily('rolling-dough', {
    ...KITCHEN,
    shows: [...KITCHEN.shows, 'pasta', 'pizza'],
    becomes: [{ pose: 'rolling', when: { concepts: ['wall', 'builder'] } }, ...WITH_A_CLASS],
    needs: { concepts: ['pasta', 'pizza', 'chef', 'woman-chef', 'baker'], settings: ['kitchen', 'pro-kitchen', 'bakery', 'pizzeria', 'restaurant', 'cafe', 'cookery-school'] },
  }),
  // A waiter bringing the plates out, one on each hand.
  'carrying-plates': bodily('carrying-plates', { shows: ['plate', 'meal', 'table'], worker: 'barista', home: 'restaurant', rooms: ['restaurant', 'cafe', 'pizzeria', 'bar', 'hotel', 'noodle-bar'] }),
  // A table for two, the one dined with seated across it, a candle lit between them.
  dining: bodily('dining', { drawsPartner: true, shows: ['table', 'meal', 'plate', 'wine', 'glass', 'candle'], home: 'restaurant', rooms: ['restaurant', 'cafe', 'pizzeria', 'bar', 'hotel', 'home'] }),
  // Behind the front desk, the phone at the ear, a note taken: by a receptionist, at a desk or in a place with a front desk.
  'phoning-desk': bodily('phoning-desk', {
    shows: ['phone', 'desk', 'counter', 'monitor', 'laptop'],
    needs: { concepts: ['receptionist', 'desk', 'counter'], settings: ['reception', 'office', 'hotel', 'clinic', 'dental', 'vet', 'salon', 'spa', 'gym'] },
    worker: 'receptionist',
    home: 'reception',
    rooms: ['reception', 'office', 'hotel', 'clinic', 'dental', 'vet', 'salon', 'spa', 'gym'],
  }),
  // A nurse by the seated patient, the cuff round their outstretched arm, the gauge in hand.
  // Two or three dogs walked at once, each on its lead from the walker's hand.
  'walking-two-dogs': bodily('walking-two-dogs', { needs: AN_ANIMAL, home: 'park', rooms: [], several: { of: 'walking-dog', animals: 2 } }),
  'walking-three-dogs': bodily('walking-three-dogs', { needs: AN_ANIMAL, home: 'park', rooms: [], several: { of: 'walking-dog', animals: 3 } }),
  'blood-pressure': bodily('blood-pressure', {
    drawsPartner: true,
    shows: ['chair', 'stethoscope', 'table', 'desk'],
    worker: 'nurse',
    home: 'clinic',
    rooms: ['clinic', 'ward', 'care-home', 'pharmacy', 'home', 'physio', 'reception'],
  }),
  // The steps of washing hands as a hygiene training shows them, at the wall basin with its soap and paper towels
  // (illustrations/hand-washing.ts): wet under the running tap, lathered with soap, rinsed, dried on a paper towel.
  'wetting-hands': bodily('wetting-hands', HAND_WASH),
  lathering: bodily('lathering', HAND_WASH),
  rinsing: bodily('rinsing', HAND_WASH),
  'drying-hands': bodily('drying-hands', HAND_WASH),
  // Serum or cream at the cheek before the bathroom mirror, the bottle in the other hand (the product the prompt names is that bottle).
  // Applying paint to a wall is rolling it.
  skincare: bodily('skincare', {
    shows: ['lotion', 'serum', 'cream', 'tube', 'soap', 'shelf', 'counter', 'table'],
    becomes: [{ pose: 'rolling', when: { concepts: ['wall', 'builder'] } }],
    home: 'bathroom',
    rooms: ['bathroom', 'home', 'hotel-room', 'spa', 'salon', 'hotel'],
  }),
  // Seated at a table with their own phone or laptop, its screen to the viewer, a coffee beside: a customer in a café, not its staff.
  // With a sofa named, sat back on it.
  'using-phone': bodily('using-phone', { ...AT_A_TABLE, becomes: PHONE_IN_USE }),
  'phone-on-sofa': bodily('phone-on-sofa', { shows: ['phone', 'tablet', 'sofa', 'coffee', 'tea', 'cup', 'table'], home: 'home', rooms: ['home', 'hotel-room', 'hotel', 'cafe'] }),
  'using-laptop': bodily('using-laptop', { ...AT_A_TABLE, becomes: LAPTOP_IN_USE }),
  // A housekeeper at a hotel bed, each step of making it drawn as its own stage (illustrations/bed-making.ts).
  'stripping-bed': bodily('stripping-bed', BED),
  'making-bed': bodily('making-bed', BED),
  'spreading-duvet': bodily('spreading-duvet', BED),
  'placing-pillows': bodily('placing-pillows', BED),
  // Behind the glass meat counter, a steak sliced on the board on its top, cuts on trays below.
  'slicing-meat': bodily('slicing-meat', {
    shows: ['steak', 'chicken', 'counter', 'table', 'meal'],
    worker: 'chef',
    home: 'shop',
    rooms: ['shop', 'supermarket', 'kitchen', 'pro-kitchen', 'restaurant'],
  }),
  // Behind the gelato display of coloured tubs, a scoop in hand, a filled cone held out.
  'scooping-gelato': bodily('scooping-gelato', {
    shows: ['ice-cream', 'counter', 'table', 'cup', 'meal'],
    worker: 'staff',
    home: 'gelateria',
    rooms: ['cafe', 'shop', 'restaurant', 'bar', 'supermarket', 'bakery'],
  }),
  // Trades at their everyday work (illustrations/trade-work.ts). A puncture mended at the bike in its repair stand, the tube out, a patch on it.
  'patching-tyre': bodily('patching-tyre', { shows: ['bicycle', 'tools', 'tube'], worker: 'mechanic', home: 'bike-workshop', rooms: ['bike-workshop', 'home', 'garage', 'workshop'] }),
  // Loaves drawn out of a bakery's deck oven on the peel: a baker's, its oven in their picture.
  'drawing-bread': bodily('drawing-bread', DRAWN_OUT),
  // Food turned with tongs on the grill's bars, smoke rising off it.
  grilling: bodily('grilling', {
    becomes: AT_THE_GRILL_INSIDE,
    shows: ['steak', 'chicken', 'burger', 'taco', 'vegetables', 'fish', 'meal', 'pan', 'hob', 'counter', 'table'],
    worker: 'chef',
    home: 'restaurant',
    rooms: ['restaurant', 'kitchen', 'pro-kitchen', 'cafe', 'bar', 'hotel', 'home', 'butcher'],
  }),
  // Behind the wheel of a car in profile, on the road: the car is in the driver's picture, and people together share the one car.
  driving: bodily('driving', { drawsPartner: true, shows: ['car', 'taxi'], home: 'street', rooms: [], becomes: [{ pose: 'driving-lesson', when: TAUGHT }, ...INTO_THE_WASH] }),
  // A pet hugged, knelt beside with the arms round it, or carried in the arms (illustrations/pets.ts): at home, the vet's, the groomer's, a pet shop.
  'hugging-pet': bodily('hugging-pet', { ...PET_IN_ARMS, withChild: 'hugging-pet-child' }),
  'hugging-pet-child': bodily('hugging-pet-child', PET_IN_ARMS),
  'holding-pet': bodily('holding-pet', PET_IN_ARMS),
  // A cat on the lap on the sofa, stroked; a kitten played with a wand toy; a cat up its cat tree (illustrations/cat-play.ts): the sofa and the toy are in the picture.
  'stroking-cat': bodily('stroking-cat', { ...PET_IN_ARMS, shows: ['sofa', 'ball'] }), 'playing-with-cat': bodily('playing-with-cat', { ...PET_IN_ARMS, shows: ['ball', 'sofa'] }), 'cat-tree': bodily('cat-tree', PET_IN_ARMS),
  // Two people hugging, the other in the hugger's picture; a pet hugged is knelt beside. Only someone named hugs ("cuddle up with a book" adds no one).
  hugging: bodily('hugging', { drawsPartner: true, withAnimal: 'hugging-pet', needs: { kinds: ['person', 'animal'] }, becomes: [SEATED_TOGETHER], home: 'home', rooms: ['home', 'hotel', 'cafe', 'restaurant', 'office', 'reception', 'ward', 'care-home', 'vet'] }),
  // Each step of using a fire extinguisher at a bin fire (illustrations/fire-extinguisher.ts): the pin pulled, the nozzle aimed
  // at the base of the flames, the lever squeezed, the spray swept over the fire.
  'pulling-pin': bodily('pulling-pin', EXTINGUISHING),
  'aiming-nozzle': bodily('aiming-nozzle', EXTINGUISHING),
  'squeezing-handle': bodily('squeezing-handle', EXTINGUISHING),
  'sweeping-spray': bodily('sweeping-spray', EXTINGUISHING),
  // First aid to someone on the floor (illustrations/first-aid.ts): chest compressions, the recovery position, calling for help.
  'chest-compressions': bodily('chest-compressions', FIRST_AID),
  'recovery-position': bodily('recovery-position', FIRST_AID),
  'calling-help': bodily('calling-help', FIRST_AID),
  // A step said to the viewer ("Vérifiez la respiration") names no one: someone is drawn doing it.
  'checking-breathing': bodily('checking-breathing', { ...FIRST_AID, worker: 'person' }),
  // A member of staff at the door, a hand raised in welcome, one or two customers stepping in (illustrations/welcome-at-door.ts):
  // someone at work or someone they serve must be named (welcome-actions.ts). A shop's door is a shop's: elsewhere the welcome
  // is at the place's desk or in the open.
  welcoming: bodily('welcoming', {
    ...WELCOMED,
    home: 'shop',
    becomes: WELCOME_BY_PLACE,
  }),
  // The bike or the suitcase wheeled up to the customer collecting it, who takes its handlebar or handle.
  'handing-bike': bodily('handing-bike', { drawsPartner: true, single: true, shows: ['bicycle', 'package', 'counter', 'desk', 'table'], worker: 'staff', home: 'bike-workshop' }),
  'handing-case': bodily('handing-case', { drawsPartner: true, single: true, shows: ['suitcase', 'package', 'counter', 'desk', 'table'], worker: 'staff', home: 'hotel' }),
  // Food shops at their trade (illustrations/food-trades.ts), in whites; the counter's goods are in the worker's picture, and a shop
  // named with none of its own is the one they make (rooms.ts `kindShown`: cheese makes a cheese shop, fish a fishmonger's).
  // A great wheel cut with the long knife at the cheese counter, wheels and wedges in the case below.
  'cutting-cheese': bodily('cutting-cheese', { becomes: atItsStall('stall-cheese'), shows: ['cheese', 'counter', 'table', 'meal'], worker: 'chef', home: 'shop', rooms: FOOD_SHOPS }),
  // A customer tasting a sample the cheesemonger holds out across the counter, drawn in the customer's picture: tasting is of cheese,
  // or in a cheese shop (a wine or a coffee tasted is not this).
  'tasting-cheese': bodily('tasting-cheese', { becomes: atItsStall('stall-cheese'), drawsPartner: true, shows: ['cheese', 'counter', 'table', 'meal'], needs: { concepts: ['cheese'], settings: ['cheese-shop'] }, home: 'shop', rooms: FOOD_SHOPS }),
  // A whole fish held out over the counter of fish on ice.
  'selling-fish': bodily('selling-fish', { becomes: atItsStall('stall-fish'), shows: ['fish', 'counter', 'table', 'meal'], worker: 'chef', home: 'shop', rooms: FOOD_SHOPS }),
  // Broth ladled from the steaming pot into a bowl of noodles on the range: a ramen shop's, a restaurant kitchen's cook.
  'ladling-noodles': bodily('ladling-noodles', { ...KITCHEN, shows: [...KITCHEN.shows, 'ramen', 'soup', 'pasta', 'bowl'], home: 'noodle-bar', rooms: [...KITCHEN.rooms, 'noodle-bar', 'pro-kitchen'] }),
  // Yoga on the mat (illustrations/exercise-poses.ts).
  'downward-dog': matPose('downward-dog', 'class-downward-dog'),
  plank: matPose('plank', 'class-plank'),
  warrior: matPose('warrior', 'class-warrior'),
  'forward-fold': matPose('forward-fold', 'class-forward-fold'),
  'child-pose': matPose('child-pose', 'class-child-pose'),
  // The instructor at the front, three students on their mats in the pose (illustrations/fitness-class.ts): whoever else is named is the class.
  'class-downward-dog': bodily('class-downward-dog', CLASS),
  'class-plank': bodily('class-plank', CLASS),
  'class-warrior': bodily('class-warrior', CLASS),
  'class-forward-fold': bodily('class-forward-fold', CLASS),
  'class-child-pose': bodily('class-child-pose', CLASS),
  // After class: kneeling to roll the mat up, or walking out with it under the arm.
  'rolling-mat': bodily('rolling-mat', ON_A_MAT),
  'carrying-mat': bodily('carrying-mat', ON_A_MAT),
  // A personal trainer kneeling by a client's plank, in a gym or a studio, or with a trainer or a mat named.
  coaching: bodily('coaching', { ...CLASS, worker: 'coach', home: 'gym', needs: { concepts: ['coach', 'mat'], settings: ['gym', 'studio'] } }),
  // A gym's weight bench cleaned between users by staff (illustrations/equipment-cleaning.ts): sprayed with disinfectant, wiped down.
  'spraying-bench': bodily('spraying-bench', GYM_CLEANING),
  'wiping-bench': bodily('wiping-bench', GYM_CLEANING),
  // Something worn, drawn on the figure (illustrations/worn-products.ts), its picture the thing itself: never drawn again beside them.
  'wearing-headphones': worn('wearing-headphones'),
  'wearing-earbuds': worn('wearing-earbuds'),
  'wearing-watch': worn('wearing-watch'),
  'wearing-backpack': worn('wearing-backpack'),
  'wearing-sunglasses': worn('wearing-sunglasses'),
  'wearing-cap': worn('wearing-cap'),
  // Drinks served and shared (illustrations/drinks-served.ts). Wine poured from the bottle into a glass on the bar; what is poured is beer
  // from the tap where beer is named, tea from the pot where tea is or in a tea room ("versa il tè"); the bottle, tap or pot, the glass or
  // cup and the bar are in the picture.
  'pouring-wine': bodily('pouring-wine', {
    ...POURED_DRINK,
    becomes: [
      { pose: 'pouring-beer', when: { concepts: ['beer'] } },
      { pose: 'pouring-tea', when: { concepts: ['tea', 'teapot', 'cup'], settings: ['tea-room'] } },
      ...POURED_FOR,
    ],
  }),
  'pouring-tea': bodily('pouring-tea', { ...POURED_DRINK, home: 'tea-room' }),
  'pouring-beer': bodily('pouring-beer', { ...POURED_DRINK, home: 'bar' }),
  // Friends raising their glasses until they meet over a bar table: everyone named toasting is in the one picture.
  toasting: bodily('toasting', { drawsPartner: true, drawsGroup: true, shows: [...DRINK_THINGS, 'counter', 'table'], home: 'bar', rooms: ['bar', 'wine-bar', 'restaurant', 'cafe', 'pizzeria', 'hotel', 'home', 'terrace'], becomes: [{ pose: 'wedding-toast', when: { concepts: WEDS, settings: ['wedding'] } }] }),
  // A tea master kneeling at the low table, whisking matcha in its bowl, another bowl served beside it.
  'whisking-matcha': bodily('whisking-matcha', { ...AT_THE_TEA_TABLE, worker: 'barista' }),
  // Two kneeling across the low table with their cups, the pot between them: the one drunk with is in the picture.
  'drinking-tea': bodily('drinking-tea', { ...AT_THE_TEA_TABLE, drawsPartner: true }),
  // "Wearing", "con", "mit", "つけて": what is worn says the pose; anything else worn (a dress, a coat) is someone standing in it.
  wearing: { figures: [STANDING], becomes: WORN.map(([thing, pose]) => ({ pose, when: { concepts: [thing] } })) },
  // Riding (illustrations/riders.ts): standing on a scooter's deck, hands on the bars, speed lines behind; what is ridden must be
  // named ("riding the train" is no scooter), a bike ridden is cycling, a board skating. Someone with a scooter or a board, doing
  // nothing else, rides it. Outdoors, on a street when no place is named.
  'riding-scooter': bodily('riding-scooter', {
    ...RIDDEN,
    needs: { concepts: ['scooter', 'e-scooter', 'bicycle', 'skateboard'] },
    becomes: [
      ...ON_THE_RIDES,
      { pose: 'cycling', when: { concepts: ['bicycle'] } },
      { pose: 'skateboarding', when: { concepts: ['skateboard'] } },
      // A scooter is ridden as it is, a car is driven ("riding in a car along the coast"); along a route with no ride named, a bike is ridden.
      { pose: 'riding-scooter', when: { concepts: ['scooter', 'e-scooter'] } },
      { pose: 'driving', when: { concepts: ['car', 'taxi'] } },
      { pose: 'cycling', when: { settings: ROUTES } },
    ],
    toldBy: { concepts: ['scooter', 'e-scooter'] },
  }),
  skateboarding: bodily('skateboarding', { shows: ['skateboard'], toldBy: { concepts: ['skateboard'] }, home: 'park', rooms: [] }),
  // The scooter folded and carried by its stem, walking: on the way in, in a carriage, at the office.
  'carrying-scooter': bodily('carrying-scooter', { ...RIDDEN, rooms: ['carriage', 'office', 'reception', 'cafe', 'shop', 'home'] }),
  // Riding a wave on a board, the wave behind (illustrations/surf.ts); taught, the lesson on the sand.
  surfing: bodily('surfing', { home: 'beach', rooms: [], becomes: [{ pose: 'surf-lesson', when: TAUGHT }] }),
  // The instructor and the children on their boards on the sand, all in the instructor's picture: whoever else is named is the class.
  // Its boards are in the picture: a board named in words that elsewhere mean a table, a shelf or a mat ("tavola", "plank", "prancha") is one of them.
  'surf-lesson': bodily('surf-lesson', { drawsPartner: true, drawsGroup: true, worker: 'coach', home: 'beach', rooms: [], shows: ['board', 'table', 'shelf', 'mat'] }),
  // Swimming along a lane in the water the picture draws (illustrations/swimming.ts); taught, the lesson with kickboards.
  // In the water their picture brings, which the pool's comes up to (illustrations/pool.ts).
  swimming: bodily('swimming', { shows: ['water'], home: 'pool', rooms: ['pool'], becomes: [{ pose: 'swim-lesson', when: TAUGHT }] }),
  'swim-lesson': bodily('swim-lesson', { drawsPartner: true, drawsGroup: true, worker: 'coach', shows: ['water'], home: 'pool', rooms: ['pool'] }),
  // The customer in the barber chair under the cape, the barber behind them with clippers or a razor (illustrations/barber-work.ts).
  'trimming-beard': bodily('trimming-beard', BARBER_CHAIR),
  shaving: bodily('shaving', BARBER_CHAIR),
  // A child's cut is the hairdresser's picture of a child in the chair.
  'clipper-cut': bodily('clipper-cut', { ...BARBER_CHAIR, withChild: 'cutting-hair-child' }),
  // A warehouse's forklift (illustrations/forklift.ts): driven belted in, a pallet low on the forks; the horn sounded at the racking's
  // blind corner; its forks and tyres checked crouched at the fork tips. The truck, its load and the racking are in the picture.
  'forklift-driving': bodily('forklift-driving', { ...FORKLIFT_WORK, otherwise: 'driving' }),
  'forklift-horn': bodily('forklift-horn', { ...FORKLIFT_WORK, otherwise: 'driving' }),
  'forklift-check': bodily('forklift-check', { ...FORKLIFT_WORK, otherwise: 'inspecting' }),
  // A call-centre agent at the desk, headset on (illustrations/call-centre.ts): listening, a hand at the headset; speaking with a hand
  // held open; confirming at the keyboard.
  'call-listening': bodily('call-listening', { ...AT_THE_CALL_DESK, otherwise: 'chatting' }),
  'call-speaking': bodily('call-speaking', { ...AT_THE_CALL_DESK, otherwise: 'chatting' }),
  'call-typing': bodily('call-typing', AT_THE_CALL_DESK),
  // An office's data security (illustrations/office-security.ts): records fed into the shredder, the screen locked before leaving
  // the desk, a lost laptop reported on the phone at once.
  // Paper shredded, or anything shredded at an office; cabbage shredded in a kitchen is chopped.
  shredding: bodily('shredding', {
    ...OFFICE_DESK_WORK,
    needs: { concepts: ['document', 'worker', 'woman-worker', 'agent'], settings: ['office', 'reception'] },
    otherwise: 'chopping',
  }),
  'locking-screen': bodily('locking-screen', OFFICE_DESK_WORK),
  'reporting-loss': bodily('reporting-loss', OFFICE_DESK_WORK),
  // A pack of runners mid-stride with their bibs, all in the first one's picture, on a road when no place is named: runners
  // named on a race's bridge or at its finish race there; elsewhere they run as runners do. Cyclists race on their bikes.
  racing: bodily('racing', {
    drawsPartner: true,
    drawsGroup: true,
    home: 'street',
    rooms: [],
    toldBy: { concepts: ['runner'], settings: RACE },
    becomes: [{ pose: 'cycling', when: { concepts: ['cyclist', 'bicycle'] } }],
  }),
  // A crowd behind the barrier, arms up, all in one picture: at the finish line when no place is named; people at a festival
  // doing nothing else named (dancing, watching the band) cheer there before the stage.
  cheering: bodily('cheering', { becomes: ON_THE_FAIR_STAGE, drawsPartner: true, drawsGroup: true, home: 'finish-line', rooms: ['pool'], toldBy: { kinds: ['person'], guests: true, settings: ['festival'] } }),
  // Eating out of hand, standing or seated on the bench named, the food at its own size in the hand (illustrations/eating-out.ts).
  'eating-ice-cream': byHand('eating-ice-cream', 'eating-ice-cream-bench', ['ice-cream', 'cream'], 'park', ['gelateria', 'cafe', 'shop', 'home', 'bakery', 'supermarket']),
  'eating-slice': byHand('eating-slice', 'eating-slice-bench', ['pizza'], 'street', ['pizzeria', 'shop', 'home', 'office', 'supermarket']),
  'eating-sandwich': byHand('eating-sandwich', 'eating-sandwich-bench', ['sandwich', 'burger'], 'park', ['bakery', 'shop', 'home', 'office', 'supermarket', 'warehouse']),
  'eating-crepe': byHand('eating-crepe', 'eating-crepe-bench', ['pancakes', 'chocolate', 'crepe'], 'street', ['cafe', 'shop', 'bakery', 'home']),
  'eating-ice-cream-bench': onBench('eating-ice-cream-bench', ['ice-cream', 'cream']),
  'eating-slice-bench': onBench('eating-slice-bench', ['pizza']),
  'eating-sandwich-bench': onBench('eating-sandwich-bench', ['sandwich', 'burger']),
  'eating-crepe-bench': onBench('eating-crepe-bench', ['pancakes', 'chocolate', 'crepe']),
  // A waiter or barista bringing a drink to the bistro table, to the customer seated at it, both in the one picture: at a
  // table, with a customer, or on a terrace, serving is table service.
  'serving-table': bodily('serving-table', {
    drawsPartner: true,
    shows: [...DRINK_THINGS, 'coffee', 'juice', 'water', 'cake', 'croissant', 'meal', 'plate', 'table', 'chair'],
    worker: 'barista',
    home: 'terrace',
    rooms: ['cafe', 'restaurant', 'bar', 'pizzeria', 'hotel', 'tea-room', 'wine-bar', 'gelateria', 'bakery'],
  }),
  // Musicians at their instruments (illustrations/musicians.ts).
  'playing-sax': bodily('playing-sax', PLAYED),
  'playing-trumpet': bodily('playing-trumpet', PLAYED),
  'playing-guitar': bodily('playing-guitar', { ...PLAYED, becomes: [{ pose: 'guitar-lesson', when: TAUGHT }] }),
  'playing-violin': bodily('playing-violin', PLAYED),
  'playing-bass': bodily('playing-bass', PLAYED),
  'playing-cello': bodily('playing-cello', PLAYED),
  'playing-piano': bodily('playing-piano', { ...PLAYED, becomes: [{ pose: 'piano-lesson', when: TAUGHT }] }),
  'playing-keys': bodily('playing-keys', PLAYED),
  drumming: bodily('drumming', PLAYED),
  // Sung by a singer, or where music is played: someone singing to a baby at home is no act at a microphone.
  singing: bodily('singing', { ...PLAYED, needs: { concepts: ['singer'], settings: ['venue', 'festival', 'bar', 'wine-bar', 'restaurant', 'hotel', 'terrace', 'harbour', 'beach'] } }),
  // The crowd before the decks is in the DJ's picture.
  djing: bodily('djing', TOGETHER),
  band: bodily('band', { ...TOGETHER, becomes: ON_THE_FAIR_STAGE }),
  // Dancing is a couple's (illustrations/dancers.ts): said of people together, or on a dance floor; a group dances as couples; at a
  // festival they cheer before its stage.
  dancing: bodily('dancing', { ...TOGETHER, needs: { concepts: ['couple', 'friends', 'family', ...WEDS], settings: ['venue', 'wedding'] }, becomes: [{ pose: 'cheering', when: { settings: ['festival'] } }, { pose: 'first-dance', when: { concepts: WEDS } }, { pose: 'dancing-couples', when: { concepts: ['friends', 'family'] } }] }),
  'dancing-couples': bodily('dancing-couples', { ...TOGETHER, becomes: [{ pose: 'cheering', when: { settings: ['festival'] } }] }),
  // More of a yoga class (illustrations/exercise-poses.ts).
  // Inside a gym, a studio or a spa, the welcome is at the reception desk (illustrations/welcome-at-desk.ts).
  'welcoming-desk': bodily('welcoming-desk', { ...WELCOMED, home: 'gym', rooms: AT_A_DESK }),
  // On a gym's rowing machine, mid-stroke (illustrations/rowing.ts).
  rowing: bodily('rowing', { home: 'gym', rooms: ['gym', 'home', 'studio'] }),
  // Running on a treadmill, riding a spin bike (illustrations/cardio-machines.ts): the machine is in the picture.
  treadmill: bodily('treadmill', { shows: ['bicycle'], home: 'gym', rooms: ['gym', 'home'] }), 'spin-bike': bodily('spin-bike', { shows: ['bicycle'], home: 'gym', rooms: ['gym', 'home', 'studio'], becomes: [{ pose: 'spin-class', when: TAUGHT }] }),
  'sun-salutation': matPose('sun-salutation', 'class-sun-salutation'), tree: matPose('tree', 'class-tree'), meditating: matPose('meditating', 'class-meditating', ON_SEATS.meditating), savasana: matPose('savasana', 'class-savasana'), 'class-sun-salutation': bodily('class-sun-salutation', CLASS), 'class-tree': bodily('class-tree', CLASS), 'class-meditating': bodily('class-meditating', CLASS), 'class-savasana': bodily('class-savasana', CLASS),
  // A garage's work (illustrations/garage-jobs.ts): a car's wheel changed at its bare hub (a bicycle's tyre is mended in the stand); the car handed back to its owner with its keys.
  'changing-wheel': bodily('changing-wheel', { ...AT_A_CAR, becomes: [{ pose: 'patching-tyre', when: A_BIKE }] }),
  // A car's tyre pressure checked with a gauge at the valve (a bicycle's tyres are pumped up in the stand).
  'checking-tyres': bodily('checking-tyres', { ...AT_A_CAR, becomes: [{ pose: 'truing', when: A_BIKE }] }),
  // A car's engine looked at under its raised bonnet.
  'checking-engine': bodily('checking-engine', AT_A_CAR),
  // Keys handed over with no car and away from a garage are anyone's (a hotel room's): handed over as anything small is.
  'handing-keys': bodily('handing-keys', { becomes: [{ pose: 'keys-handover', when: { settings: ['house', 'home'] } }, ...AT_THE_DEALER], drawsPartner: true, single: true, shows: ['car', 'taxi', 'package', 'key', 'counter', 'desk', 'table'], needs: { concepts: ['car', 'taxi'], settings: ['garage', 'car-wash'] }, otherwise: 'handing', worker: 'mechanic', home: 'garage', rooms: ['garage', 'workshop', 'street', 'shop', 'reception', 'car-wash'] }),
  // The bakery's (illustrations/bakery-jobs.ts): pretzels, rolls or croissants drawn out of the deck oven as its loaves are; bread bought at the counter,
  // the bag handed across it by the baker, who is in the customer's picture (sold, the customer is in the baker's).
  'drawing-pretzels': bodily('drawing-pretzels', DRAWN_OUT),
  'drawing-rolls': bodily('drawing-rolls', DRAWN_OUT),
  'drawing-croissants': bodily('drawing-croissants', DRAWN_OUT),
  'buying-bread': bodily('buying-bread', { ...AT_THE_BREAD_COUNTER, becomes: atItsStall('stall-bread'), across: true }),
  'selling-bread': bodily('selling-bread', { ...AT_THE_BREAD_COUNTER, becomes: atItsStall('stall-bread'), worker: 'baker' }),
  ...bodilyEach<WornPose>(CLOTHES_ACTIONS),
  ...DEVICES_IN_USE,
  ...bodilyEach<TableServicePose>(TABLE_SERVICE_ACTIONS),
  ...bodilyEach<keyof typeof HOME_MOVE_ACTIONS>(HOME_MOVE_ACTIONS),
  ...bodilyEach<WeddingPose>(WEDDING_ACTIONS),
  'welcoming-hotel': bodily('welcoming-hotel', { ...WELCOMED, shows: HOTEL_DESK_SHOWS, home: 'hotel', rooms: ['hotel', 'hotel-room', 'reception'] }), 'welcoming-open': bodily('welcoming-open', { ...WELCOMED, home: 'park', rooms: IN_THE_OPEN.filter(isRoom) }), 'checking-in': bodily('checking-in', { ...AT_THE_DESK, shows: HOTEL_DESK_SHOWS, worker: 'receptionist', home: 'hotel', rooms: ['hotel', ...AT_A_DESK] }),
  'cycling-pair': bodily('cycling-pair', { drawsPartner: true, drawsGroup: true, shows: ['bicycle'], home: 'street', rooms: [] }),
  'meditating-bed': bodily('meditating-bed', IN_BED), 'reading-bed': bodily('reading-bed', IN_BED), 'phone-bed': bodily('phone-bed', IN_BED), 'reading-sofa': bodily('reading-sofa', ON_THE_SOFA), 'reading-bench': bodily('reading-bench', ON_A_BENCH), 'phone-bench': bodily('phone-bench', ON_A_BENCH), 'laptop-bed': bodily('laptop-bed', IN_BED), 'meditating-sofa': bodily('meditating-sofa', ON_THE_SOFA), 'meditating-bench': bodily('meditating-bench', ON_A_BENCH),
  // Home energy (illustrations/installer-work.ts): a panel fitted or carried up by an installer on a house's roof; two at home on the sofa over
  // the tablet with the energy app (a group is that one picture), wherever a tablet is in use indoors or people are named with one; on the move it
  // is the phone's picture.
  'fitting-panel': bodily('fitting-panel', { worker: 'builder', shows: ['tools', 'house'], home: 'roof', rooms: [] }),
  'carrying-panel': bodily('carrying-panel', { worker: 'builder', shows: ['tools', 'house'], home: 'roof', rooms: [] }),
  // A heat pump's outdoor unit fitted by the house: a heating engineer's (a plumber's) work, outdoors; a household named with one is no fitter
  // (someone at work, or the house, says it is being fitted).
  'fitting-heat-pump': bodily('fitting-heat-pump', { worker: 'plumber', shows: ['tools', 'house'], home: 'house', rooms: [], needs: { concepts: ['plumber', 'electrician', 'builder', 'mechanic', 'person', 'man', 'woman', 'developer', 'house'], settings: ['house'] } }),
  // An electric car charged at the post on the drive: the car and the cable in the picture; a group is shown by one of them.
  'charging-car': bodily('charging-car', { single: true, shows: ['car', 'taxi', 'house'], home: 'house', rooms: [] }),
  'tablet-together': bodily('tablet-together', { drawsPartner: true, drawsGroup: true, together: true, toldBy: { concepts: ['tablet'], guests: true }, needs: { concepts: HOUSEHOLD }, otherwise: 'using-phone', shows: ['tablet', 'phone', 'money', 'sofa', 'table', 'coffee', 'tea', 'cup'], home: 'home', rooms: ['home', 'hotel-room', 'hotel', 'cafe', 'office', 'reception'], becomes: [...PHONE_IN_USE.filter((b) => b.pose === 'phone-commuting' || b.pose === 'phone-walking'), { pose: 'tablet-family', when: { concepts: ['family', 'child'] } }] }),
  'tablet-family': bodily('tablet-family', { drawsPartner: true, drawsGroup: true, shows: ['tablet', 'phone', 'money', 'sofa', 'table', 'coffee', 'tea', 'cup'], home: 'home', rooms: ['home', 'hotel-room', 'hotel', 'cafe'] }),
  'jack-check': bodily('jack-check', JACK_CHECK), 'jack-sliding': bodily('jack-sliding', JACK_WORK), 'jack-pumping': bodily('jack-pumping', JACK_WORK), 'jack-pulling': bodily('jack-pulling', JACK_WORK), 'jack-parking': bodily('jack-parking', JACK_WORK), 'pallet-stacking': bodily('pallet-stacking', JACK_WORK), 'pallet-wrapping': bodily('pallet-wrapping', JACK_WORK), 'scanning-box': bodily('scanning-box', JACK_WORK), 'aisle-walking': bodily('aisle-walking', AISLE_WALK),
  'shelf-scanning': bodily('shelf-scanning', PICKING), 'shelf-picking': bodily('shelf-picking', PICKING), 'tote-placing': bodily('tote-placing', PICKING),
  // The fridge and worktop are in the cook's picture (illustrations/kitchen-fridge.ts).
  'fridge-storing': bodily('fridge-storing', AT_THE_FRIDGE), 'fridge-stocking': bodily('fridge-stocking', AT_THE_FRIDGE), 'fridge-checking': bodily('fridge-checking', AT_THE_FRIDGE), 'sanitising-worktop': bodily('sanitising-worktop', AT_THE_FRIDGE),
  'dogs-playing': bodily('dogs-playing', { ...DOGS_PLAYING, becomes: [{ pose: 'playing-with-cat', when: { concepts: ['cat'] } }] }), 'throwing-ball': bodily('throwing-ball', THROWING), 'throwing-for-dog': bodily('throwing-for-dog', FOR_A_DOG), fetching: bodily('fetching', FOR_A_DOG), 'playing-outdoors': bodily('dogs-playing', PLAYING_OUTDOORS),
  'slicer-slicing': bodily('slicer-slicing', SLICER_WORK), 'slicer-cleaning': bodily('slicer-cleaning', SLICER_WORK), 'scrubber-driving': bodily('scrubber-driving', SCRUBBER_WORK), 'scrubber-emptying': bodily('scrubber-emptying', SCRUBBER_WORK), 'scrubber-filling': bodily('scrubber-filling', SCRUBBER_WORK), 'fryer-lowering': bodily('fryer-lowering', FRYER_WORK), 'fryer-lifting': bodily('fryer-lifting', FRYER_WORK), 'fryer-draining': bodily('fryer-draining', FRYER_WORK),
  'slicer-using': bodily('slicer-slicing', SLICER_WORK), 'scrubber-using': bodily('scrubber-driving', SCRUBBER_WORK), 'fryer-using': bodily('fryer-lowering', FRYER_WORK),
  'spin-class': bodily('spin-class', SPIN_CLASS), 'climbing-lesson': bodily('climbing-lesson', CLIMBING_LESSON), 'driving-lesson': bodily('driving-lesson', DRIVING_LESSON), 'piano-lesson': bodily('piano-lesson', PIANO_LESSON), 'guitar-lesson': bodily('guitar-lesson', GUITAR_LESSON),
  'back-treatment': bodily('back-treatment', { ...ON_THE_TABLE, becomes: [SPA_MASSAGE] }), 'assisted-stretch': bodily('assisted-stretch', ON_THE_TABLE), 'band-exercise': bodily('band-exercise', exercised('band-guiding')), 'band-guiding': bodily('band-guiding', GUIDING), 'ball-exercise': bodily('ball-exercise', exercised('ball-guiding')), 'ball-guiding': bodily('ball-guiding', GUIDING), 'balance-board': bodily('balance-board', exercised('balance-guiding')), 'balance-guiding': bodily('balance-guiding', GUIDING), 'stethoscope-check': bodily('stethoscope-check', { ...AT_THE_COUCH, withChild: 'stethoscope-child' }), 'stethoscope-child': bodily('stethoscope-child', AT_THE_COUCH),
  // A present given to someone (lexicons/gift-words.ts): the two turned to each other, a wrapped present, or the bouquet named, between their hands;
  // out of doors when no place is named (at home they would stand behind its table).
  gifting: { figures: [drawn('giving')], prop: { concept: 'gift', how: 'between', kinds: ['thing', 'plant', 'food', 'drink'] }, people: 2, partner: 'person', facing: true, home: 'park' },
  'brushing-teeth': bodily('brushing-teeth', TOOTH_BRUSHING_ACTIONS['brushing-teeth']), 'brushing-teeth-child': bodily('brushing-teeth-child', TOOTH_BRUSHING_ACTIONS['brushing-teeth-child']),
  'truck-grilling': bodily('truck-grilling', AT_ITS_GRILL), 'truck-handing': bodily('truck-handing', OUT_OF_THE_HATCH), 'truck-queue': bodily('truck-queue', AT_THE_HATCH), 'truck-eating': bodily('truck-eating', BY_THE_HATCH),
  'knocking-door': bodily('knocking-door', { ...HOUSEKEEPER, rooms: [...HOUSEKEEPER.rooms, ...ELSEWHERE_KNOCKED], becomes: [{ pose: 'knocking-room', when: { settings: ELSEWHERE_KNOCKED } }] }), 'knocking-room': bodily('knocking-room', { home: 'house', rooms: ELSEWHERE_KNOCKED }), 'checking-minibar': bodily('checking-minibar', HOUSEKEEPER), 'reporting-room': bodily('reporting-room', HOUSEKEEPER), 'cleaning-mirror': bodily('cleaning-mirror', IN_THE_BATHROOM), 'cleaning-toilet': bodily('cleaning-toilet', IN_THE_BATHROOM), 'placing-towels': bodily('placing-towels', HOUSEKEEPER), 'door-not-disturb': bodily('door-not-disturb', HOUSEKEEPER),
  ...bodilyEach<(typeof SOFA_POSES)[number]>(SOFA_ACTIONS),
  ...bodilyEach<keyof typeof CONSULTATION_ACTIONS>(CONSULTATION_ACTIONS), 'welcoming-office': bodily('office-handshake', WELCOMING_OFFICE),
  ...bodilyEach<keyof typeof VET_ACTIONS>(VET_ACTIONS),
  ...bodilyEach<KidsClubPose>(KIDS_CLUB_ACTIONS), 'kids-art': bodily('painting', KIDS_ART),
  ...bodilyEach<MarketPose>(MARKET_ACTIONS),
  ...bodilyEach<EvacuationPose>(EVACUATION_ACTIONS),
  ...bodilyEach<CarWashPose>(CAR_WASH_ACTIONS),
  ...bodilyEach<LiftPose>(LIFT_ACTIONS),
  ...bodilyEach<DealerPose>(DEALER_ACTIONS),
  ...bodilyEach<CoursePose>(COURSE_ACTIONS),
  ...bodilyEach<(typeof COWORKING_POSES)[number]>(COWORKING_ACTIONS),
  ...bodilyEach<(typeof PREMISES_POSES)[number]>(PREMISES_ACTIONS),
  ...bodilyEach<BeautyPose>(BEAUTY_ACTIONS),
  ...bodilyEach<EspressoClosePose>(ESPRESSO_CLOSE_ACTIONS),
  ...bodilyEach<ComplaintPose>(COMPLAINT_ACTIONS),
  ...bodilyEach<FrontDeskPose>(FRONT_DESK_ACTIONS),
  ...bodilyEach<DishAreaPose>(DISH_AREA_ACTIONS),
  ...bodilyEach<StockWorkPose>(STOCK_WORK_ACTIONS),
};


/** People whose work is treating others: what they do to someone they do as treatment. */
export const PRACTITIONERS: ReadonlySet<ConceptId> = new Set(['physio', 'doctor', 'nurse']);

/** The poses that only say how people stand, or what they have on, not what they do: a named action wins over them. */
export const STANCES: ReadonlySet<Pose> = new Set<Pose>(['walking', 'seated', 'standing', 'wearing', ...WORN.map(([, pose]) => pose)]);

/** The figure member `m` of a group takes for this pose. */
export function figureFor(pose: Pose, member: number): Figure {
  const { figures } = ACTIONS[pose];
  return figures[member % figures.length]!;
}
