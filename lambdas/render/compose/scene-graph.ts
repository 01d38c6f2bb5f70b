/**
 * What a `t2v_fast` prompt describes, once parsed (./parse-prompt.ts): the things it names, how
 * they stand to each other, where and when. The closed sets below are the whole vocabulary the
 * composer and the painters understand; each lexicon (./lexicons/) maps a language's words onto them.
 */
import type { ConceptId } from './concepts';
import { CLOTHES_POSES } from './worn-clothes';
import { TABLE_SERVICE_POSES } from './table-service-actions';
import { CONSULTATION_POSES } from './consultation-actions';
import { SOFA_POSES } from './sofa-actions';
import { KIDS_CLUB_POSES } from './kids-club-actions';
import { MARKET_POSES, SERVED_AT_A_STALL } from './market-actions';
import { EVACUATION_POSES } from './evacuation-actions';
import { CAR_WASH_POSES } from './car-wash-actions';
import { LIFT_POSES } from './lift-actions';
import { DEALER_POSES } from './dealer-actions';
import { FRONT_DESK_POSES } from './front-desk-actions';
import { COURSE_POSES } from './course-actions';
import { COWORKING_POSES } from './coworking-actions';
import { PREMISES_POSES } from './premises-actions';
import { BEAUTY_POSES } from './beauty-actions';
import { ESPRESSO_CLOSE_POSES } from './espresso-close-actions';
import { COMPLAINT_POSES } from './complaint-actions';
import { DISH_AREA_POSES } from './dish-area-actions';
import { STOCK_WORK_POSES } from './stock-work-actions';

/** Rooms: the sky shows only through a window. Each has its telling props (illustrations/places.ts). */
export const ROOMS = [
  'office', 'kitchen', 'cafe', 'home', 'shop', 'boutique', 'salon', 'gym', 'bakery', 'florist', 'clinic', 'warehouse', 'classroom',
  'studio', 'restaurant', 'pizzeria', 'bar', 'hotel', 'garage', 'bike-workshop', 'workshop', 'dental', 'reception', 'pharmacy', 'supermarket',
  'laundrette', 'vet', 'grooming', 'spa', 'bookshop', 'library', 'hotel-room', 'nursery', 'ward', 'showroom',
  'physio', 'garden-centre', 'pro-kitchen', 'noodle-bar', 'nail-salon', 'care-home', 'butcher',
  'cheese-shop', 'fishmonger',
  // A wine bar (racks of bottles, a tasting counter) and a Japanese tea room (tatami, shoji, a scroll in its alcove).
  'wine-bar', 'tea-room',
  // A train, tube or bus carriage from inside: windows onto the city passing, seats, poles and straps, other commuters.
  'carriage',
  // A bathroom: tiles, the bath and its shower, towels, a shelf of bottles (illustrations/bathroom.ts).
  'bathroom',
  // A gelateria: the glass case of heaped tubs, its pastel walls and its board of flavours (illustrations/places.ts).
  'gelateria',
  // An indoor swimming pool: tiles, tall windows, lane ropes across the water (illustrations/pool.ts).
  'pool',
  // A wine cellar: a stone vault, barrels on racks along its walls, warm lamps (illustrations/wine-cellar.ts).
  'wine-cellar',
  // An indoor climbing gym: its back wall is climbing wall, holds and top ropes, a crash mat at its foot (illustrations/climbing-gym.ts).
  'climbing-gym',
  // A car wash's tunnel: a car under the wash portal between tall rotating brushes, foam and spray (illustrations/car-wash.ts).
  'car-wash',
  // A cookery school's teaching kitchen: islands with stations, pans and utensils hung on the wall (illustrations/cookery-school.ts).
  'cookery-school',
  // A coworking space: long shared tables of laptops, a glass-walled meeting room, a coffee corner (illustrations/coworking-room.ts).
  'coworking',
  // A business whose trade is not known: a service counter, shelves of plain files and boxes, a pinboard (illustrations/premises-room.ts).
  'premises',
  // A tutoring centre's small study room: a bookcase, a pinboard of worksheets, a window (illustrations/tutoring-centre.ts).
  'tutoring-centre',
  // A fish and chip shop: the frying range behind the counter, its hot cabinets of battered fish, the menu board (illustrations/chip-shop.ts).
  'chip-shop',
  // An optician's frames wall and eye chart (illustrations/optician.ts); a jeweller's lit glass cases (illustrations/jeweller.ts).
  'optician', 'jeweller',
  // A pet shop: sacks of pet food on shelves, a wall of lit fish tanks, a scratching post, tins on a high shelf (illustrations/pet-shop.ts).
  'pet-shop',
] as const;
export type RoomId = (typeof ROOMS)[number];

/**
 * `shopfront`: the street face of a business (its kind: the room behind the window), its name on the
 * sign. `terrace`: tables outside a café or restaurant, under parasols, on a street. `house`: a home's
 * front (its garden, its door, an estate agent's board), as estate agents and home services show it.
 * `construction`: a building site (a frame going up, a tower crane, hoarding), as builders show their work.
 * `farm`: a farmyard (barn, fences, fields); `forecourt`: a petrol station's pumps under its canopy.
 * `riverside`: a path along a river (railings, the water, trees and buildings on the far bank).
 * `bridge`: a bridge's deck over a river (pylons, cables, its railing); `finish-line`: a race's finish on a road (arch, clock, tape, barriers).
 * `festival`: a festival or concert's field before its lit stage, the band on it; `market`: a street market's stalls under festoon lights.
 * `venue`: a music venue's stage curtain under warm spotlights and string lights, its wooden dance floor (a club, a jazz night).
 * `lake`: a lake's grassy shore, the water and wooded hills on its far side.
 * `stream`: a mountain trail crossing a stream on stepping stones, pines on the slopes and snow on the peaks (illustrations/stream.ts).
 * `wedding`: a wedding's reception in a barn or hall: board walls, drapery, string lights, long white-clothed tables (illustrations/wedding-place.ts).
 * `fair`: a fair's field (a fête, a funfair, a Kirmes) under bunting and string lights, a big wheel and a carousel beyond its stalls (illustrations/fairground.ts).
 * `roof`: up on a house's pitched, tiled roof, solar panels on it (illustrations/house-roof.ts), as installers and roofers show their work.
 * `tennis-court`, `golf-course`: where tennis and golf are taught, a court by its fence and net, a fairway before the green (illustrations/sport-grounds.ts).
 */
export const SETTINGS = ['harbour', 'beach', 'riverside', 'bridge', 'finish-line', 'festival', 'market', 'street', 'city', 'park', 'mountains', 'shopfront', 'terrace', 'house', 'construction', 'farm', 'forecourt', 'venue', 'roof', 'dog-yard', 'lake', 'stream', 'vineyard', 'wedding', ...ROOMS, 'fair', 'tennis-court', 'golf-course', 'roof-terrace', 'sea-terrace'] as const;
export type SettingId = (typeof SETTINGS)[number];

export const INDOOR: ReadonlySet<SettingId> = new Set(ROOMS);
export const isRoom = (setting: SettingId | null): setting is RoomId => setting !== null && INDOOR.has(setting);

/**
 * What the people of a scene are doing, together: how they stand (walking side by side, seated
 * behind the table they sit at, standing) or the action the prompt names, each drawn as its own
 * figure with its telling things (./actions.ts).
 */
export const POSES = [
  ...SERVED_AT_A_STALL,
  'walking', 'seated', 'standing',
  'stretching', 'lifting', 'running', 'cycling', 'cooking', 'baking', 'eating', 'typing', 'phoning', 'presenting', 'carrying', 'serving', 'paying',
  'shaking-hands', 'reading', 'waving', 'chatting', 'handing', 'repairing', 'examining',
  // Physical work and care, drawn whole by the engine (illustrations/bodies.ts).
  'squatting', 'lifting-load', 'bracing', 'turning', 'pushing', 'reaching', 'inspecting', 'kneeling', 'mopping', 'wiping', 'washing-hands',
  'drying', 'brushing', 'grooming', 'bathing', 'vet-examining', 'walking-dog', 'feeding', 'supporting',
  // Trades at their work, drawn whole: treating a patient on the table, spotting a lifter on the bench, painting at a table, making a bouquet,
  // a cook at the stove and worktop.
  'treating', 'spotting', 'painting', 'arranging', 'draining', 'chopping', 'plating',
  // A bike in the repair stand, a patient in the dentist's chair, the pipes under a sink, a client's hair cut, a shot of espresso pulled,
  // a floor vacuumed, a fuse box wired, a wall rolled with paint, a parcel handed over at the door, a lesson at the whiteboard, a bag handed over at the till.
  'truing', 'dental-exam', 'dental-exam-child', 'plumbing', 'cutting-hair', 'cutting-hair-child', 'making-coffee', 'vacuuming', 'wiring', 'rolling', 'delivering', 'teaching', 'checkout',
  // Seedlings watered, plants or produce chosen, a box lifted by the legs, one shelved, a pallet truck pushed, dough rolled, plates carried out, a table for two,
  // the phone at the front desk, a patient's blood pressure taken, two or three dogs walked on their leads.
  'watering', 'choosing', 'browsing', 'rising', 'stacking', 'pallet-truck', 'rolling-dough', 'carrying-plates', 'dining', 'phoning-desk', 'blood-pressure', 'walking-two-dogs', 'walking-three-dogs',
  // Hands at something: the steps of washing them at a basin, serum at the cheek before the mirror, a phone or laptop at a table, a phone on the sofa.
  'wetting-hands', 'lathering', 'rinsing', 'drying-hands', 'skincare', 'using-phone', 'phone-on-sofa', 'using-laptop',
  // A hotel bed at each stage of being made, meat sliced at the butcher's counter, gelato scooped into a cone.
  'stripping-bed', 'making-bed', 'spreading-duvet', 'placing-pillows', 'slicing-meat', 'scooping-gelato',
  // A puncture mended at the bike stand, loaves drawn out of a bakery's deck oven, food turned on the grill.
  'patching-tyre', 'drawing-bread', 'grilling',
  // Behind the wheel of a car on the road.
  'driving',
  // A pet hugged (by a child, the child's size beside it) or held in the arms, two people hugging.
  'hugging-pet', 'hugging-pet-child', 'holding-pet', 'hugging',
  'stroking-cat', 'playing-with-cat', 'cat-tree',
  // Safety trainings: each step of using a fire extinguisher at a bin fire; first aid to someone on the floor (their breathing checked).
  'pulling-pin', 'aiming-nozzle', 'squeezing-handle', 'sweeping-spray', 'chest-compressions', 'recovery-position', 'calling-help', 'checking-breathing',
  // A gym's weight bench sprayed with disinfectant and wiped down.
  'spraying-bench', 'wiping-bench',
  // A member of staff welcoming customers at the door; a bike or a suitcase wheeled over to the customer collecting it.
  'welcoming', 'handing-bike', 'handing-case',
  // A wheel cut at the cheese counter, a sample tasted across it, a fish held out over the fish on ice, broth ladled into a bowl of noodles at the pot.
  'cutting-cheese', 'tasting-cheese', 'selling-fish', 'ladling-noodles',
  // Drinks served and shared: wine poured from the bottle, tea from the pot, a pint from the tap, glasses raised in a toast, matcha whisked, tea drunk together.
  'pouring-wine', 'pouring-tea', 'pouring-beer', 'toasting', 'whisking-matcha', 'drinking-tea',
  // Yoga on the mat in profile, a class taught in each pose, the mat rolled up or carried after class, a trainer by a client's plank.
  'downward-dog', 'plank', 'warrior', 'forward-fold', 'child-pose', 'class-downward-dog', 'class-plank', 'class-warrior', 'class-forward-fold', 'class-child-pose', 'rolling-mat', 'carrying-mat', 'coaching',
  // Wearing something, drawn on the figure (illustrations/worn-products.ts): headphones over the ears, a watch on the wrist, a backpack, sunglasses, a cap.
  'wearing', 'wearing-headphones', 'wearing-earbuds', 'wearing-watch', 'wearing-backpack', 'wearing-sunglasses', 'wearing-cap',
  // Riding a scooter or a skateboard, a folded scooter carried, a wave surfed, a surf lesson on the sand (illustrations/riders.ts, surf-lesson.ts).
  'riding-scooter', 'skateboarding', 'carrying-scooter', 'surfing', 'surf-lesson',
  // The front crawl along a lane, a swimming lesson with kickboards (illustrations/swimming.ts).
  'swimming', 'swim-lesson',
  // A barber at the customer in the barber chair: a beard trimmed with clippers or shaved with a razor, the hair faded with clippers.
  'trimming-beard', 'shaving', 'clipper-cut',
  // A forklift driven belted in, its horn sounded at a corner, its forks checked; a call-centre agent listening, speaking, typing; records shredded, a screen locked, a lost laptop reported.
  'forklift-driving', 'forklift-horn', 'forklift-check', 'call-listening', 'call-speaking', 'call-typing', 'shredding', 'locking-screen', 'reporting-loss',
  // A pack of runners racing with numbered bibs; a crowd cheering behind a barrier (illustrations/events.ts).
  'racing', 'cheering',
  // A team seated at a meeting table around a laptop, its screen to the viewer (a software advert's team at work).
  'team-at-laptop',
  // Eating out of hand, standing or on a bench (an ice-cream cone, a slice of pizza, a sandwich, a crêpe); a coffee set down before a seated customer (illustrations/eating-out.ts).
  'eating-ice-cream', 'eating-slice', 'eating-sandwich', 'eating-crepe', 'eating-ice-cream-bench', 'eating-slice-bench', 'eating-sandwich-bench', 'eating-crepe-bench', 'serving-table',
  // Musicians playing their instruments, a singer at the microphone, a DJ, a band; couples dancing (illustrations/musicians.ts, dancers.ts).
  'playing-sax', 'playing-trumpet', 'playing-guitar', 'playing-violin', 'playing-bass', 'playing-cello', 'playing-piano', 'playing-keys', 'drumming', 'singing', 'djing', 'band', 'dancing', 'dancing-couples',
  // More of a yoga class: the sun salutation, tree, seated meditation, resting on the back (savasana), each taught to a class.
  'sun-salutation', 'tree', 'meditating', 'savasana', 'class-sun-salutation', 'class-tree', 'class-meditating', 'class-savasana',
  // A welcome at the reception desk of a gym or a studio; someone on a rowing machine, a treadmill, a spin bike.
  'welcoming-desk', 'rowing', 'treadmill', 'spin-bike',
  // A device in use wherever people are (illustrations/cafe-customer.ts, phone-on-the-go.ts): at breakfast, a laptop on the lap on the sofa, walking, standing in a carriage.
  'phone-at-breakfast', 'laptop-at-breakfast', 'laptop-on-sofa', 'phone-walking', 'phone-commuting',
  // A welcome at a hotel's desk (a suitcase) or in the open, a guest checked in at the desk; two cycling side by side; on a bed, a sofa, a bench (welcome-at-desk.ts, welcome-in-the-open.ts, riders.ts, seated-on.ts). Home energy (illustrations/installer-work.ts): a solar panel fitted on the roof, one carried up, a heat pump's outdoor unit fitted, an electric car charged, two at home looking at the savings on a tablet, a family's child with them.
  'welcoming-hotel', 'welcoming-open', 'checking-in', 'cycling-pair', 'meditating-bed', 'reading-bed', 'phone-bed', 'reading-sofa', 'reading-bench', 'phone-bench', 'laptop-bed', 'meditating-sofa', 'meditating-bench', 'fitting-panel', 'carrying-panel', 'tablet-together', 'tablet-family', 'fitting-heat-pump', 'charging-car',
  // A pallet jack's forks checked lowered, slid under a pallet, pumped up, the jack pulled and parked; cartons stacked on a pallet, its load wrapped, a carton scanned;
  // a warehouse's marked pedestrian aisle walked (illustrations/pallet-jack.ts).
  'jack-check', 'jack-sliding', 'jack-pumping', 'jack-pulling', 'jack-parking', 'pallet-stacking', 'pallet-wrapping', 'scanning-box', 'aisle-walking',
  // An order picked: the shelf's location label scanned, the item taken off the shelf, put into the trolley's tote (illustrations/order-picking.ts).
  'shelf-scanning', 'shelf-picking', 'tote-placing',
  // Dogs at play (illustrations/dog-play.ts): a tug of war with a second dog bowing to join in, a ball thrown (a dog galloping after it), a ball fetched back;
  // playing out of doors, which is that when dogs play and children running about otherwise.
  'dogs-playing', 'throwing-ball', 'throwing-for-dog', 'fetching', 'playing-outdoors',
  // A garage's wheel changed, tyres checked, engine looked at under the bonnet, car handed back with its keys (illustrations/garage-jobs.ts).
  'changing-wheel', 'handing-keys', 'checking-tyres', 'checking-engine',
  // Pretzels, rolls or croissants drawn out of the deck oven, bread bought or sold at the bakery's counter (illustrations/bakery-jobs.ts).
  'drawing-pretzels', 'drawing-rolls', 'drawing-croissants', 'buying-bread', 'selling-bread',
  // A meat slicer's carriage pushed and its blade wiped; a floor scrubber pushed, its tank emptied and filled; a deep fryer's basket lowered, lifted, its oil drained
  // (illustrations/meat-slicer.ts, floor-scrubber.ts, deep-fryer.ts).
  'slicer-slicing', 'slicer-cleaning', 'scrubber-driving', 'scrubber-emptying', 'scrubber-filling', 'fryer-lowering', 'fryer-lifting', 'fryer-draining',
  // The machine only named in use, drawn at its main work (compose/tool-work.ts TOOL_IN_USE: a step of it named after wins).
  'slicer-using', 'scrubber-using', 'fryer-using',
  // Clothes and footwear worn, drawn on the figure (compose/worn-clothes.ts, illustrations/clothing-worn.ts).
  ...CLOTHES_POSES,
  'fridge-storing', 'fridge-stocking', 'fridge-checking', 'sanitising-worktop', // A kitchen's fridge stocked (raw meat low, the rest higher) and its temperature checked, a worktop sanitised (illustrations/kitchen-fridge.ts).
  'knocking-door', 'checking-minibar', 'reporting-room', 'cleaning-mirror', 'cleaning-toilet', 'placing-towels', 'door-not-disturb', 'knocking-room', // A hotel housekeeper's rounds: the room door knocked at by the cart, the minibar checked, the bathroom cleaned (illustrations/housekeeping.ts).
  // A home's keys handed over at its front door, a viewing round its living room (illustrations/keys-hand-over.ts).
  'keys-handover', 'house-viewing',
  ...TABLE_SERVICE_POSES, // A waiter's steps at the table, a cocktail shaken, a tasting's host pouring (compose/table-service-actions.ts).
  // Lessons as taught (compose/lesson-actions.ts): a spin class led from the front bike, a climber belayed on the wall, a learner driver beside the instructor, a pupil at the piano, a guitar lesson.
  'spin-class', 'climbing-lesson', 'driving-lesson', 'piano-lesson', 'guitar-lesson',
  'back-treatment', 'assisted-stretch', 'band-exercise', 'band-guiding', 'ball-exercise', 'ball-guiding', 'balance-board', 'balance-guiding', 'stethoscope-check', 'stethoscope-child', // A physio's or a doctor's care, the patient in their picture (illustrations/care-work.ts).
  'brushing-teeth', 'brushing-teeth-child', 'gifting', // Teeth brushed at the bathroom mirror, alone or a grown-up with a child on a step stool (illustrations/tooth-brushing.ts); a present given.
  'loading-van', 'unpacking', 'carrying-sofa', 'wrapping-furniture', // A move (illustrations/removals.ts): boxes carried to the van, unpacked at home, a sofa carried by two, wrapped in a blanket.
  // A wedding: the cake cut, the first dance, the vows under the arch, the walk down the aisle, the guests' toast (illustrations/wedding.ts).
  'cake-cutting', 'first-dance', 'vows', 'aisle-walk', 'wedding-toast',
  // A food truck's cook at the grill seen through its hatch, handing food down over its ledge, its queue, people eating before it (illustrations/food-truck.ts).
  'truck-grilling', 'truck-handing', 'truck-queue', 'truck-eating',
  // A group seated together on the sofa, watching TV or under a blanket; a thermostat turned (compose/sofa-actions.ts).
  ...SOFA_POSES,
  // A professional office's consultation across the desk, papers gone through together, a client's hand shaken at its door (compose/consultation-actions.ts).
  ...CONSULTATION_POSES,
  // A vet's pet vaccinated or its teeth checked on the exam table; an owner at the reception desk with their pet in a carrier (illustrations/vet-work.ts).
  'vet-vaccinating', 'vet-teeth', 'carrier-at-desk',
  // A children's club's day: homework, snack time, football, blocks, pick-up at the door (compose/kids-club-actions.ts).
  ...KIDS_CLUB_POSES,
  // A stall served across by its kind, shoppers browsing along one; a fair's band on its stage, its carousel, a food stall's queue (compose/market-actions.ts).
  ...MARKET_POSES,
  // A fire drill: the alarm heard at the desk, work left at once, the stairs taken and not the lift, the report at the assembly point (illustrations/evacuation.ts).
  ...EVACUATION_POSES,
  // A car wash's work by hand (illustrations/car-wash-jobs.ts): a washed car dried with a towel, its seats vacuumed through the open door, a wheel's rim scrubbed.
  ...CAR_WASH_POSES,
  // A garage's work on a car up on its lift, its oil topped up under the bonnet (illustrations/lift-work.ts).
  ...LIFT_POSES,
  // A new car's keys handed to its buyer at the dealer's, the car in its ribbon behind them (illustrations/dealer-hand-over.ts).
  ...DEALER_POSES,
  // Courses where they happen: a cooking class at its stations, tutoring at the table and online, tennis and golf lessons (compose/course-actions.ts).
  ...COURSE_POSES,
  // A coworking space's members at the shared table; a business of no known trade's people at its counter (compose/coworking-actions.ts, premises-actions.ts).
  ...COWORKING_POSES, ...PREMISES_POSES,
  // A beauty salon's treatments, the client in the beautician's picture; a barber's hot towel (compose/beauty-actions.ts).
  ...BEAUTY_POSES,
  // An espresso machine closed down, one step a picture at the machine: group purged, portafilter soaked, backflushed, wand wiped, drip tray emptied (illustrations/espresso-close-down.ts).
  ...ESPRESSO_CLOSE_POSES,
  // A complaint handled in person across a service counter: listened to, apologised for, solved, followed up (illustrations/complaint-desk.ts).
  ...COMPLAINT_POSES,
  // A reception's work across its front desk: an ID checked, a key card handed over, a check-out, a leaflet explained (illustrations/front-desk.ts).
  ...FRONT_DESK_POSES,
  // A kitchen porter's dish area: a plate scraped into the bin, the rack loaded, the wash temperature read, clean plates stacked (illustrations/dish-area.ts).
  ...DISH_AREA_POSES,
  // A stockroom's and a shop floor's steps: a parcel packed, a heavy box on the bottom shelf, a step ladder, shelves tidied, a date label read (illustrations/stock-work.ts).
  ...STOCK_WORK_POSES,
] as const;
export type Pose = (typeof POSES)[number];

/** How close a scene is framed: as the prompt asks ("a close-up of the bouquets", "a wide shot"), else chosen for variety (./variety.ts). */
export const SHOTS = ['close', 'medium', 'wide'] as const;
export type Shot = (typeof SHOTS)[number];

export const TIMES_OF_DAY = ['dawn', 'day', 'sunset', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The light a prompt asks for ("a sunny studio", "a cosy candlelit bar"), whatever the time of day. */
export const LIGHTS = ['bright', 'dim'] as const;
export type Light = (typeof LIGHTS)[number];

/** What an app on a device's screen shows. */
export const SCREENS = ['login', 'dashboard', 'checkout', 'banking', 'chat', 'map', 'calendar', 'feed', 'invoice', 'signup', 'verify', 'card', 'step'] as const;
export type ScreenKind = (typeof SCREENS)[number];

/**
 * How a figure stands to its ground. `on`: rests on its top; `leaning`: stands at its foot,
 * against its face; `in`: inside it; `beside`: side by side; `in-front-of` / `behind`: nearer or
 * farther; `under`: below its top; `at`: a person behind a counter, desk or table; `holding`: the
 * ground holds the figure in hand; `pouring`: the figure (a liquid) pours into the ground.
 */
export const RELATIONS = ['on', 'leaning', 'in', 'beside', 'in-front-of', 'behind', 'under', 'at', 'holding', 'pouring'] as const;
export type RelationKind = (typeof RELATIONS)[number];

export interface Thing {
  concept: ConceptId;
  /** How many the prompt names ("three friends"): 1–3 are drawn. */
  count: number;
  /** A person the prompt calls young ("a young patient"): drawn a child's height. */
  young?: boolean;
  /** A person the prompt says is a woman or a man ("una instructora", "a waitress", "she"): drawn with that cast's look. */
  gender?: 'woman' | 'man';
  /** Someone by the one doing the action, not doing it: a grown-up by children painting, a class their teacher presents to. */
  watching?: boolean;
}

export interface Relation {
  kind: RelationKind;
  /** Indexes into `things`. For `holding` the figure is what is held and the ground the holder. */
  figure: number;
  ground: number;
}

export interface SceneGraph {
  things: Thing[];
  relations: Relation[];
  setting: SettingId | null;
  time: TimeOfDay | null;
  light: Light | null;
  screen: ScreenKind | null;
  /** A business the prompt names ("Harbour Lane Florist"): its sign's words and its kind of room. Names never set the scene. */
  business: { name: string | null; kind: RoomId } | null;
  pose: Pose | null;
  /** The framing the prompt asks for, if it names one. */
  shot?: Shot;
  /** Words the prompt quotes ('Forgot password'): an app screen shows them. */
  labels: string[];
  /** The lexicon the prompt was read with (BCP 47 primary language). */
  language: string;
  /** It says where with words no lexicon reads ("in einer Autowaschanlage"): a place it names, of no known kind. */
  unreadPlace?: true;
  /** The nail polish's colour the prompt names ("red gel nails", "uñas rojas"), as a hex (lexicons/polish-words.ts). */
  polish?: string;
  /** The one named has the action done to them ("getting a massage", lexicons/treated-words.ts): the trade's worker does it. */
  treated?: true;
}
