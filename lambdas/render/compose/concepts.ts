/**
 * Every thing a generated scene can show, once: its picture (a Fluent Emoji Flat illustration,
 * or one the engine draws: devices, surfaces, appliances, and every person, in one drawn style), what kind of
 * thing it is (which relations it can take part in), its real size (so a cup beside a bicycle
 * keeps a believable scale) and where it is usually found. The lexicons map words onto these ids.
 */
import type { SettingId } from './scene-graph';
import { bodyPicture, type Dress, type FigurePose } from '../illustrations/bodies';
import type { Cast } from '../illustrations/figure-look';
import { BEAUTY_PRODUCTS } from '../illustrations/beauty-products';
import { DRAWN_CARS } from '../illustrations/drawn-cars';
import { PLATED_FOOD } from '../illustrations/plated-food';

export type Kind =
  | 'thing'
  | 'food'
  | 'drink'
  | 'person'
  | 'device'
  | 'surface'
  | 'vehicle'
  | 'animal'
  | 'plant'
  | 'container'
  | 'appliance'
  | 'hand';

/** Pictures the engine draws itself (illustrations/: devices, surfaces, appliances, machines, hand). */
export const DRAWN = [
  'phone', 'tablet', 'laptop', 'monitor', 'board', 'wall', 'counter', 'table', 'desk', 'shelf', 'bench', 'pallet', 'pet-table',
  'blender', 'kettle', 'coffee-machine', 'vacuum', 'toaster', 'jug', 'hob', 'mat', 'oven', 'hand', 'forklift', 'cot',
  'coffee-beans', 'grinder', 'water-bottle', 'desk-lamp', 'dog-bed', 'product-box', 'e-scooter', ...BEAUTY_PRODUCTS, 'barber-chair', 'salon-chair', 'dental-chair', 'massage-table',
  'rolled-mats', 'robot-vacuum',
  ...DRAWN_CARS,
  'painted-nails', 'fish-and-chips', 'pet-food-bag',
  ...PLATED_FOOD,
] as const;
export type DrawnPicture = (typeof DRAWN)[number];

export interface Concept {
  /** A drawn picture, else a name in the illustration set. */
  picture: DrawnPicture | string;
  kind: Kind;
  /** The longer side in metres. */
  size: number;
  home?: SettingId;
  /** Steams when drawn. */
  hot?: boolean;
  /** A liquid: the colour of its stream and what it pours from. */
  pours?: { colour: string; from: DrawnPicture | string };
  /** A person drawn from the waist up (stands behind a counter) rather than whole. */
  bust?: boolean;
  /** A whole person's picture from the waist up, for when they hold something or stand at a counter. */
  upper?: string;
  /** A whole person's picture walking, for a prompt that says they walk. */
  walking?: string;
  /** How many a word names on its own ("team": three people). */
  count?: number;
  /** A pan or pot whose picture shows food cooking in it: what is cooked "in" it is that food, not drawn again above its rim. */
  cooks?: boolean;
  /** Its picture is seen from above: lying on something, it is foreshortened (a pan on the hob). */
  topDown?: boolean;
  /** The container it stands in when nobody holds it (a concept's id): a bouquet would lie flat, or float, on its own. */
  standsIn?: string;
  /** A person's work clothes when drawn whole doing physical work (illustrations/bodies.ts): a hi-vis vest, a hard hat, a tunic. */
  dress?: Dress;
  /** Always a child: drawn a child's height, whatever the words say. */
  young?: boolean;
  /** Who a person is as far as their look goes (figure-look.ts): a man, a woman, an older person; anyone when absent. */
  cast?: Cast;
  /** How many of a group's members are children (a family: two grown-ups and a child), drawn last. */
  children?: number;
  /**
   * A baby: carried in the arms of the grown-up with it, in a pram pushed by one walking (layout.ts);
   * alone, asleep in its cot (its picture).
   */
  baby?: boolean;
  /** Stands on the floor whatever its size, never on a table (a robot vacuum). */
  floor?: boolean;
  /** A close-up complete in itself (a hand on its manicure cushion, the polish beside it): set on nothing, it fills the content area. */
  fills?: boolean;
}

const drink = (picture: string, pours: Concept['pours'], hot = false): Concept => ({ picture, kind: 'drink', size: 0.14, home: 'cafe', hot, pours });
const food = (picture: string, size = 0.3, hot = false): Concept => ({ picture, kind: 'food', size, home: 'kitchen', hot });
const thing = (picture: string, size: number, home?: SettingId): Concept => ({ picture, kind: 'thing', size, home });
/** A person's size from the waist up, in metres: a bust, and a whole person drawn by their upper picture. */
export const BUST_SIZE = 0.9;
/** A person's height standing. */
const TALL = 1.74;
/**
 * Someone at work from the waist up behind a counter, a desk or what they work on, in their clothes: hands forward at it.
 * A suit is no trade's dress (`trade` false): someone in one doing physical work wears the place's work clothes.
 */
const bust = (dress: Dress, home?: SettingId, trade = true): Concept => ({
  picture: bodyPicture('serving', dress, undefined, true),
  kind: 'person',
  size: BUST_SIZE,
  home,
  bust: true,
  ...(trade ? { dress } : {}),
});
/** Someone drawn in a pose of their own (running, cycling, surfing), in everyday clothes. */
const person = (pose: FigurePose, home?: SettingId): Concept => ({ picture: bodyPicture(pose, 'casual'), kind: 'person', size: TALL, home });
/**
 * Anyone, and someone served (a customer, a patient, a driver collecting their car): everyday clothes, facing the viewer;
 * from the waist up (at a counter, holding something) an open hand; walking in profile.
 */
const client = (home?: SettingId, cast?: Cast): Concept => ({
  picture: bodyPicture('facing', 'casual'),
  upper: bodyPicture('greeting', 'casual', undefined, true),
  walking: bodyPicture('walking', 'casual'),
  kind: 'person',
  size: TALL,
  home,
  cast,
});
/**
 * Someone at work, drawn whole in the clothes of their trade (never a suit at a desk), facing the viewer; from the waist up
 * (behind a counter, holding something) with their hands forward at it.
 */
const trade = (dress: Dress, home?: SettingId): Concept => ({
  picture: bodyPicture('facing', dress),
  upper: bodyPicture('serving', dress, undefined, true),
  kind: 'person',
  size: TALL,
  home,
  dress,
});
/** What anyone without a trade's own clothes wears for physical work in these places: a hi-vis vest in a warehouse, overalls in a garage. */
export const WORK_DRESS: Partial<Record<SettingId, Dress>> = { warehouse: 'hivis', garage: 'overalls', 'bike-workshop': 'overalls', workshop: 'overalls', 'car-wash': 'valet' };
/** People together, drawn as that many people, each with a look of their own, posed as the prompt says. */
const group = (home: SettingId, count: number): Concept => ({ ...client(home), count });

const COFFEE = { colour: '#5b3420', from: 'jug' } as const;
const MILK = { colour: '#f7f3ea', from: 'jug' } as const;

export const CONCEPTS = {
  // Drinks
  coffee: drink('hot-beverage', COFFEE, true),
  tea: drink('teacup-without-handle', { colour: '#b5651d', from: 'teapot' }, true),
  'bubble-tea': drink('bubble-tea', { colour: '#d9b38c', from: 'jug' }),
  milk: drink('glass-of-milk', MILK),
  smoothie: drink('cup-with-straw', { colour: '#e2557a', from: 'blender' }),
  juice: drink('beverage-box', { colour: '#ffa41b', from: 'jug' }),
  water: drink('tumbler-glass', { colour: '#9fd8f5', from: 'jug' }),
  wine: { ...drink('wine-glass', { colour: '#8e1b3a', from: 'bottle-with-popping-cork' }), home: 'bar' },
  beer: { ...drink('beer-mug', { colour: '#f2b632', from: 'jug' }), home: 'bar' },
  cocktail: { ...drink('tropical-drink', { colour: '#ff7b54', from: 'jug' }), home: 'bar' },
  champagne: drink('bottle-with-popping-cork', { colour: '#f5e6a8', from: 'bottle-with-popping-cork' }),
  // Food
  burger: food('hamburger'), fries: food('french-fries', 0.2), salad: food('green-salad'), ramen: food('steaming-bowl', 0.3, true),
  soup: food('pot-of-food', 0.3, true), pasta: food('spaghetti'), cake: food('shortcake', 0.2), croissant: food('croissant', 0.2),
  donut: food('doughnut', 0.15), apple: food('red-apple', 0.1), fruit: food('red-apple', 0.1), vegetables: food('carrot', 0.25),
  pizza: { ...food('pizza', 0.4), home: 'pizzeria' }, sandwich: food('sandwich', 0.2), steak: food('cut-of-meat'), chicken: food('poultry-leg', 0.25),
  egg: food('egg', 0.08), bread: food('bread', 0.3), cookie: food('cookie', 0.1), 'ice-cream': food('soft-ice-cream', 0.2),
  sushi: food('sushi', 0.2), taco: food('taco', 0.2), pancakes: food('pancakes', 0.25, true), meal: food('fork-and-knife-with-plate'),
  // Every lexicon's beans are coffee's ("grains", "chicchi", "コーヒー豆"): roasted beans, drawn (illustrations/products.ts), not the set's kidney beans.
  beans: food('coffee-beans', 0.1), chocolate: food('chocolate-bar', 0.15), cheese: food('cheese-wedge', 0.15), honey: food('honey-pot', 0.15),
  // Kitchen and home appliances (drawn)
  blender: { picture: 'blender', kind: 'appliance', size: 0.45, home: 'kitchen' },
  kettle: { picture: 'kettle', kind: 'appliance', size: 0.3, home: 'kitchen', hot: true },
  'coffee-machine': { picture: 'coffee-machine', kind: 'appliance', size: 0.45, home: 'cafe' },
  toaster: { picture: 'toaster', kind: 'appliance', size: 0.3, home: 'kitchen' },
  /** A coffee grinder, beans in its hopper: what a "coffee grinder" is, never a cup of coffee (illustrations/products.ts). */
  grinder: { picture: 'grinder', kind: 'appliance', size: 0.35, home: 'kitchen' },
  /** A cooktop with its rings: what a pan cooks on. */
  hob: { picture: 'hob', kind: 'appliance', size: 0.6, home: 'kitchen' },
  /** A yoga mat on the floor (people stretching have one each: actions.ts). */
  mat: { picture: 'mat', kind: 'thing', size: 1.2, home: 'studio' },
  /** A studio's rolled yoga mats, stood on end in a basket (illustrations/rolled-mats.ts). */
  'rolled-mats': { picture: 'rolled-mats', kind: 'thing', size: 0.8, home: 'studio' },
  vacuum: { picture: 'vacuum', kind: 'appliance', size: 1.1, home: 'home' },
  /** A wood-fired oven on its base, the fire glowing in its mouth (and smoke from its flue): what a pizza goes into. */
  oven: { picture: 'oven', kind: 'appliance', size: 0.8, home: 'kitchen', hot: true },
  jug: { picture: 'jug', kind: 'container', size: 0.2, home: 'cafe' },
  teapot: { picture: 'teapot', kind: 'container', size: 0.25, home: 'kitchen' },
  pan: { picture: 'cooking', kind: 'container', size: 0.35, home: 'kitchen', hot: true, cooks: true, topDown: true },
  pot: { picture: 'pot-of-food', kind: 'container', size: 0.3, home: 'kitchen', hot: true, cooks: true },
  cup: { picture: 'hot-beverage', kind: 'container', size: 0.12, home: 'cafe' },
  glass: { picture: 'tumbler-glass', kind: 'container', size: 0.12, home: 'kitchen' },
  bowl: { picture: 'bowl-with-spoon', kind: 'container', size: 0.2, home: 'kitchen' },
  plate: { picture: 'fork-and-knife-with-plate', kind: 'container', size: 0.28, home: 'kitchen' },
  vase: { picture: 'amphora', kind: 'container', size: 0.35, home: 'home' },
  bucket: { picture: 'bucket', kind: 'thing', size: 0.32, home: 'florist' },
  // Devices (drawn, with an app on screen)
  phone: { picture: 'phone', kind: 'device', size: 0.15 },
  tablet: { picture: 'tablet', kind: 'device', size: 0.25 },
  laptop: { picture: 'laptop', kind: 'device', size: 0.35, home: 'office' },
  monitor: { picture: 'monitor', kind: 'device', size: 0.55, home: 'office' },
  board: { picture: 'board', kind: 'device', size: 1.6, home: 'office' },
  watch: thing('watch', 0.05),
  headphones: thing('headphone', 0.2),
  earbuds: thing('headphone', 0.06),
  camera: thing('camera', 0.15),
  tv: thing('television', 1),
  'game-console': thing('video-game', 0.2, 'home'),
  // Products adverts name (drawn: illustrations/products.ts). An unknown product is its box, never another thing.
  'water-bottle': thing('water-bottle', 0.28),
  lamp: thing('desk-lamp', 0.45, 'office'),
  'dog-bed': thing('dog-bed', 0.8, 'home'),
  /** A robot vacuum, a low disc that cleans the floor by itself (illustrations/household-goods.ts): never pushed like an upright. */
  'robot-vacuum': { ...thing('robot-vacuum', 0.42, 'home'), floor: true },
  product: thing('product-box', 0.3),
  // Skincare and beauty as their kinds (illustrations/beauty-products.ts); a lotion, shampoo or body wash is a pump bottle, a lipstick its tube.
  serum: thing('serum-bottle', 0.12), cream: thing('cream-jar', 0.1), perfume: thing('perfume-bottle', 0.12),
  tube: thing('squeeze-tube', 0.17), 'face-mask': thing('mask-sachet', 0.18),
  // Surfaces (drawn)
  wall: { picture: 'wall', kind: 'surface', size: 3 },
  counter: { picture: 'counter', kind: 'surface', size: 3, home: 'cafe' },
  table: { picture: 'table', kind: 'surface', size: 1.6, home: 'home' },
  desk: { picture: 'desk', kind: 'surface', size: 1.6, home: 'office' },
  shelf: { picture: 'shelf', kind: 'surface', size: 1.6, home: 'shop' },
  bench: { picture: 'bench', kind: 'surface', size: 1.8, home: 'park' },
  /** Boxes stacked waist-high on a wooden pallet: what a warehouse's things stand on, and its workers stand behind. */
  pallet: { picture: 'pallet', kind: 'surface', size: 1.2, home: 'warehouse' },
  /** A steel table with a rubber top that a dog stands on to be groomed or examined. */
  'pet-table': { picture: 'pet-table', kind: 'surface', size: 1.1, home: 'grooming' },
  // People, every one drawn in the one style (illustrations/bodies.ts): anyone in everyday clothes, a suit for office work.
  person: client(), man: client(undefined, 'man'), woman: client(undefined, 'woman'),
  worker: bust('suit', 'office', false), 'woman-worker': { ...bust('suit', 'office', false), cast: 'woman' },
  developer: bust('casual', 'office'), 'woman-developer': { ...bust('casual', 'office'), cast: 'woman' },
  barista: bust('apron', 'cafe'), chef: bust('whites', 'kitchen'), baker: bust('whites', 'bakery'), 'woman-chef': { ...bust('whites', 'kitchen'), cast: 'woman' },
  doctor: trade('coat', 'clinic'), student: bust('casual'), teacher: trade('smart', 'classroom'),
  mechanic: bust('overalls'), farmer: bust('overalls', 'park'), scientist: trade('coat'), builder: trade('site', 'street'),
  runner: person('running', 'park'), walker: person('walking', 'street'), cyclist: person('cycling', 'street'),
  swimmer: person('swimming', 'pool'), surfer: person('surfing', 'beach'), 'scooter-rider': person('riding-scooter', 'street'), skater: person('skateboarding', 'park'), yoga: person('lunging', 'park'),
  athlete: { ...person('weights', 'gym'), picture: bodyPicture('weights', 'polo') }, handshake: thing('handshake', 0.25, 'office'), child: { ...trade('child', 'park'), young: true },
  baby: { picture: 'cot', kind: 'thing', size: 1.2, home: 'home', baby: true },
  /** A toddler: a child smaller still, in dungarees. */
  toddler: { ...trade('toddler', 'home'), young: true },
  team: { ...bust('suit', 'office', false), count: 3 }, customer: client('shop'), 'woman-customer': client('shop', 'woman'),
  // Trades and services, each in the dress that tells it: a white coat, scrubs, overalls, a hard hat, a uniform.
  dentist: trade('coat', 'clinic'), barber: trade('apron', 'salon'), nurse: trade('scrubs', 'clinic'), pharmacist: trade('coat', 'shop'),
  physio: trade('polo', 'clinic'), coach: trade('polo', 'gym'), florist: trade('apron', 'florist'), receptionist: trade('smart', 'reception'),
  plumber: bust('overalls', 'home'), electrician: bust('overalls', 'home'), 'factory-worker': bust('overalls', 'warehouse'),
  /** Warehouse and moving work: a hi-vis vest over work clothes. */
  labourer: trade('hivis', 'warehouse'), courier: trade('hivis', 'house'), cleaner: trade('tabard', 'home'), groomer: trade('tunic', 'grooming'), carer: trade('scrubs', 'home'),
  vet: trade('scrubs', 'vet'),
  /** An older person: drawn in the picture of whoever supports them (bodies.ts), else in everyday clothes, grey-haired. */
  elder: client('home', 'elder'),
  pilot: bust('uniform', 'city'), police: bust('uniform', 'street'), firefighter: bust('uniform', 'street'), guard: bust('uniform'),
  judge: bust('suit', 'office', false), artist: bust('smart', 'studio', false), singer: bust('smart', 'studio', false), tutor: trade('smart', 'classroom'),
  staff: trade('polo', 'shop'),
  /** A call-centre agent: office clothes, at a desk with a headset (illustrations/call-centre.ts). */
  agent: trade('smart', 'office'),
  // People served: drawn in everyday clothes, an open hand when seen from the waist up.
  patient: client('clinic'), driver: client('street'), guest: client('hotel'), tourist: client('street'), parent: client('home'),
  speech: thing('speech-balloon', 0.5),
  friends: group('cafe', 3), family: { ...group('home', 3), children: 1 }, couple: group('park', 2),
  class: group('studio', 3), // A class or a course: read as its members, led where its action is taught as one (parse-prompt.ts).
  /** A hand reaching in from below the frame, when something is held and no one is named. */
  hand: { picture: 'hand', kind: 'hand', size: 0.2 },
  // Clothes, beauty, home
  shoe: thing('running-shoe', 0.3), boot: thing('hiking-boot', 0.3), heels: thing('high-heeled-shoe', 0.25), sandal: thing('womans-sandal', 0.25),
  shirt: thing('t-shirt', 0.7), jacket: thing('coat', 0.8), dress: thing('dress', 1), jeans: thing('jeans', 1),
  bag: thing('handbag', 0.4), backpack: thing('backpack', 0.5), cap: thing('billed-cap', 0.25), glasses: thing('glasses', 0.15),
  sunglasses: thing('sunglasses', 0.15), ring: thing('ring', 0.03), lipstick: thing('lipstick-tube', 0.08), lotion: thing('pump-bottle', 0.2),
  soap: thing('soap', 0.1), candle: thing('candle', 0.15, 'home'), sofa: thing('couch-and-lamp', 2, 'home'), bed: thing('bed', 2, 'home'),
  thermostat: thing('thermometer', 0.3, 'home'),
  plant: { picture: 'potted-plant', kind: 'plant', size: 0.5, home: 'home' }, flowers: { picture: 'bouquet', kind: 'plant', size: 0.45, home: 'home', standsIn: 'bucket' },
  tree: { picture: 'deciduous-tree', kind: 'plant', size: 5, home: 'park' }, 'palm-tree': { picture: 'palm-tree', kind: 'plant', size: 5, home: 'beach' },
  house: thing('house-with-garden', 9, 'street'), key: thing('key', 0.08), lock: thing('locked', 0.1), chair: thing('chair', 0.9, 'home'),
  // A trade's chair, drawn as that chair (illustrations/work-chairs.ts), never a dining chair.
  'barber-chair': thing('barber-chair', 1.5, 'salon'), 'salon-chair': thing('salon-chair', 1.3, 'salon'), 'dental-chair': thing('dental-chair', 2.2, 'dental'),
  'massage-table': thing('massage-table', 1.9, 'spa'),
  book: thing('open-book', 0.3), books: thing('books', 0.3), gift: thing('wrapped-gift', 0.35, 'home'), package: thing('package', 0.45, 'home'),
  card: thing('credit-card', 0.09), money: thing('money-bag', 0.35), cash: thing('dollar-banknote', 0.15), receipt: thing('receipt', 0.2),
  document: thing('page-facing-up', 0.3, 'office'), clipboard: thing('clipboard', 0.35, 'office'), calendar: thing('spiral-calendar', 0.3, 'office'),
  clock: thing('alarm-clock', 0.15), lightbulb: thing('light-bulb', 0.12), trophy: thing('trophy', 0.35), medal: thing('1st-place-medal', 0.1),
  envelope: thing('envelope', 0.25), shield: thing('shield', 0.5), gear: thing('gear', 0.3), tools: thing('hammer-and-wrench', 0.35),
  microphone: thing('studio-microphone', 0.3), guitar: thing('guitar', 1), ball: thing('soccer-ball', 0.22, 'park'),
  basketball: thing('basketball', 0.24, 'park'), robot: thing('robot', 0.6), rocket: thing('rocket', 1), pill: thing('pill', 0.03),
  stethoscope: thing('stethoscope', 0.4), 'shopping-bags': thing('shopping-bags', 0.45, 'shop'), cart: thing('shopping-cart', 1, 'shop'),
  chart: { picture: 'board', kind: 'device', size: 1.6, home: 'office' },
  // Vehicles and travel
  bicycle: { picture: 'bicycle', kind: 'vehicle', size: 1.7, home: 'street' },
  // Drawn side on at a car's true proportions (illustrations/drawn-cars.ts), never the set's toy car as tall as a person.
  car: { picture: 'side-car', kind: 'vehicle', size: 3.6, home: 'street' },
  taxi: { picture: 'side-taxi', kind: 'vehicle', size: 3.6, home: 'street' },
  bus: { picture: 'bus', kind: 'vehicle', size: 11, home: 'street' },
  truck: { picture: 'delivery-truck', kind: 'vehicle', size: 7, home: 'street' },
  scooter: { picture: 'kick-scooter', kind: 'vehicle', size: 1.1, home: 'street' },
  /** An electric scooter, drawn in the brand's colour (illustrations/e-scooter.ts); the set's kick scooter is a child's. */
  'e-scooter': { picture: 'e-scooter', kind: 'vehicle', size: 1.15, home: 'street' },
  skateboard: { picture: 'skateboard', kind: 'vehicle', size: 0.8, home: 'park' },
  motorbike: { picture: 'motorcycle', kind: 'vehicle', size: 2, home: 'street' },
  forklift: { picture: 'forklift', kind: 'vehicle', size: 2.4, home: 'warehouse' },
  train: { picture: 'high-speed-train', kind: 'vehicle', size: 25, home: 'city' },
  plane: { picture: 'airplane', kind: 'vehicle', size: 35, home: 'city' },
  boat: { picture: 'sailboat', kind: 'vehicle', size: 8, home: 'harbour' },
  ship: { picture: 'passenger-ship', kind: 'vehicle', size: 60, home: 'harbour' },
  suitcase: thing('luggage', 0.7), tent: thing('tent', 2.5, 'mountains'), map: thing('world-map', 0.6),
  umbrella: thing('beach-with-umbrella', 2.5, 'beach'),
  // Animals
  dog: { picture: 'dog', kind: 'animal', size: 0.8, home: 'park' },
  poodle: { picture: 'poodle', kind: 'animal', size: 0.7, home: 'park' },
  cat: { picture: 'cat', kind: 'animal', size: 0.5, home: 'home' },
  rabbit: { picture: 'rabbit', kind: 'animal', size: 0.4, home: 'home' },
  tortoise: { picture: 'turtle', kind: 'animal', size: 0.3, home: 'home' },
  parrot: { picture: 'parrot', kind: 'animal', size: 0.35, home: 'home' },
  bird: { picture: 'bird', kind: 'animal', size: 0.25, home: 'park' },
  horse: { picture: 'horse', kind: 'animal', size: 2.2, home: 'park' },
  fish: { picture: 'tropical-fish', kind: 'animal', size: 0.2, home: 'beach' },
  /** A bride in her white gown, veil and bouquet (illustrations/wedding.ts); walking, she walks down the aisle. */
  bride: { ...client('wedding', 'woman'), picture: bodyPicture('bridal', 'casual'), upper: bodyPicture('bridal', 'casual', undefined, true), walking: bodyPicture('aisle-walk', 'casual') },
  /** A groom in his dark suit. */
  groom: { ...client('wedding', 'man'), picture: bodyPicture('facing', 'suit'), upper: bodyPicture('greeting', 'suit', undefined, true), walking: bodyPicture('walking', 'suit') },
  /** The bride and groom named together: one picture of the two side by side, her hand on his arm. */
  newlyweds: { ...client('wedding'), picture: bodyPicture('newlyweds', 'casual'), upper: bodyPicture('newlyweds', 'casual', undefined, true), walking: bodyPicture('newlyweds', 'casual') },
  'food-truck': { picture: 'delivery-truck', kind: 'vehicle', size: 6, home: 'street' }, // Drawn whole in its cook's or its queue's picture (illustrations/food-truck.ts).
  /** A car wash's valeter, in a work T-shirt under a waterproof apron, boots and gloves. */
  valeter: trade('valet', 'car-wash'),
  /** A coworking space's member: at work in their own clothes, at a laptop on the shared table (illustrations/coworking.ts). */
  member: trade('casual', 'coworking'),
  /** A manicurist, a beauty therapist, a lash technician: a plum tunic, at the client's treatment (illustrations/beauty-work.ts). */
  beautician: trade('beauty', 'nail-salon'),
  /** A close-up of a client's hand with painted nails on the manicure cushion (illustrations/nail-close-up.ts), in the colour the prompt names. */
  'painted-nails': { ...thing('painted-nails', 0.34, 'nail-salon'), fills: true },
  /** Battered fish on a heap of chips in their paper (illustrations/chip-shop.ts), a chip shop's own. */
  'fish-and-chips': { ...food('fish-and-chips', 0.3, true), home: 'chip-shop' },
  /** Dishes drawn as served (illustrations/plated-food.ts): a crêpe folded on its plate, a galette folded round an egg, mushy peas, a fish fillet. */
  crepe: { ...food('crepe', 0.28, true), home: 'restaurant' },
  galette: { ...food('galette', 0.3, true), home: 'restaurant' },
  'mushy-peas': { ...food('mushy-peas', 0.14, true), home: 'chip-shop' },
  'fish-fillet': food('fish-fillet', 0.3),
  /** A bag of pet food or treats (illustrations/pet-shop.ts), a pet shop's own: never a dog and a meal. */
  'pet-food': thing('pet-food-bag', 0.4, 'pet-shop'),
} satisfies Record<string, Concept>;

/** A concept of the table, or any other picture of the illustration set an English word names (`icon:guitar`). */
export type ConceptId = keyof typeof CONCEPTS | `icon:${string}`;

/** What an illustration named by a word alone is taken to be: a thing of middling size. */
const ICON_THING: Omit<Concept, 'picture'> = { kind: 'thing', size: 0.5 };

export function concept(id: ConceptId): Concept {
  return id.startsWith('icon:') ? { picture: id.slice(5), ...ICON_THING } : CONCEPTS[id as keyof typeof CONCEPTS];
}

/** Every picture a concept may be drawn with, in every role (people are drawn by the engine in every pose). */
export function picturesOf(c: Concept): string[] {
  return [c.picture, c.upper, c.walking, c.pours?.from].filter((p): p is string => Boolean(p));
}

export function isDrawn(picture: string): picture is DrawnPicture {
  return (DRAWN as readonly string[]).includes(picture);
}
