/**
 * What a prompt shows: the subjects it names, as pictures of the illustration set. Words an
 * advert often uses map through a table of synonyms (latte → a hot drink, sneaker → a running
 * shoe, runner → a person running); any other word that names a picture of the set is taken
 * as it is (guitar, bicycle, pizza). The first subject named is the main one.
 */
import { hasIcon, iconNames } from './icon-set';

/** Phrases and words → picture. Phrases of two words are tried before single words. */
const SYNONYMS: Record<string, string> = {
  // Drinks
  coffee: 'hot-beverage', latte: 'hot-beverage', cappuccino: 'hot-beverage', espresso: 'hot-beverage', mocha: 'hot-beverage',
  americano: 'hot-beverage', cup: 'hot-beverage', mug: 'hot-beverage', 'hot chocolate': 'hot-beverage', cocoa: 'hot-beverage',
  tea: 'teacup-without-handle', matcha: 'teacup-without-handle', 'bubble tea': 'bubble-tea', boba: 'bubble-tea',
  milk: 'glass-of-milk', 'oat milk': 'glass-of-milk', smoothie: 'cup-with-straw', juice: 'beverage-box', soda: 'cup-with-straw',
  wine: 'wine-glass', beer: 'beer-mug', cocktail: 'cocktail-glass', champagne: 'bottle-with-popping-cork', water: 'droplet',
  // Food
  burger: 'hamburger', cheeseburger: 'hamburger', fries: 'french-fries', salad: 'green-salad', bowl: 'steaming-bowl',
  ramen: 'steaming-bowl', noodles: 'steaming-bowl', soup: 'pot-of-food', pasta: 'spaghetti', cake: 'shortcake',
  dessert: 'shortcake', pastry: 'croissant', bakery: 'croissant', donut: 'doughnut', apple: 'red-apple', fruit: 'red-apple',
  vegetable: 'carrot', veggies: 'carrot', meal: 'fork-and-knife-with-plate', dinner: 'fork-and-knife-with-plate',
  lunch: 'fork-and-knife-with-plate', breakfast: 'pancakes', food: 'fork-and-knife-with-plate', snack: 'cookie',
  chocolate: 'chocolate-bar', candy: 'candy', 'ice cream': 'soft-ice-cream', sandwich: 'sandwich', steak: 'cut-of-meat',
  chicken: 'poultry-leg', egg: 'egg', eggs: 'egg', honey: 'honey-pot', bean: 'beans', beans: 'beans',
  // Footwear and clothes
  shoe: 'running-shoe', shoes: 'running-shoe', sneaker: 'running-shoe', sneakers: 'running-shoe', trainer: 'running-shoe',
  trainers: 'running-shoe', 'running shoe': 'running-shoe', 'running shoes': 'running-shoe', boot: 'hiking-boot', boots: 'hiking-boot', heels: 'high-heeled-shoe',
  sandal: 'womans-sandal', shirt: 't-shirt', tee: 't-shirt', hoodie: 'coat', jacket: 'coat', dress: 'dress', jeans: 'jeans',
  bag: 'handbag', handbag: 'handbag', purse: 'purse', backpack: 'backpack', hat: 'billed-cap', cap: 'billed-cap',
  glasses: 'glasses', sunglasses: 'sunglasses', watch: 'watch', jewellery: 'ring', jewelry: 'ring', necklace: 'prayer-beads',
  // Beauty and home
  lipstick: 'lipstick', makeup: 'lipstick', cosmetics: 'lipstick', skincare: 'lotion-bottle', lotion: 'lotion-bottle',
  cream: 'lotion-bottle', serum: 'lotion-bottle', perfume: 'lotion-bottle', shampoo: 'lotion-bottle', soap: 'soap',
  candle: 'candle', sofa: 'couch-and-lamp', couch: 'couch-and-lamp', bed: 'bed', mattress: 'bed', plant: 'potted-plant',
  plants: 'potted-plant', flowers: 'bouquet', flower: 'tulip', garden: 'potted-plant', home: 'house-with-garden',
  house: 'house-with-garden', apartment: 'house-with-garden', key: 'key', keys: 'key',
  // People
  runner: 'person-running', running: 'person-running', jogger: 'person-running', jogging: 'person-running', run: 'person-running',
  athlete: 'person-running', walker: 'person-walking', walking: 'person-walking', hiker: 'person-walking', cyclist: 'person-biking',
  cycling: 'person-biking', swimmer: 'person-swimming', swimming: 'person-swimming', yoga: 'person-in-lotus-position',
  meditation: 'person-in-lotus-position', gym: 'person-lifting-weights', workout: 'person-lifting-weights',
  fitness: 'person-lifting-weights', weights: 'person-lifting-weights', barista: 'cook', chef: 'cook', cook: 'cook', baker: 'cook',
  doctor: 'health-worker', nurse: 'health-worker', teacher: 'teacher', student: 'student', developer: 'technologist',
  engineer: 'technologist', coder: 'technologist', programmer: 'technologist', worker: 'office-worker', team: 'office-worker',
  employee: 'office-worker', manager: 'office-worker', farmer: 'farmer', mechanic: 'mechanic', scientist: 'scientist',
  artist: 'artist', singer: 'singer', musician: 'guitar', builder: 'construction-worker', family: 'family-man-woman-girl-boy',
  baby: 'baby', kids: 'child', child: 'child', customer: 'person-raising-hand', customers: 'people-hugging', friends: 'people-hugging',
  couple: 'couple-with-heart', people: 'people-hugging',
  // Tech and work
  phone: 'mobile-phone', smartphone: 'mobile-phone', mobile: 'mobile-phone', app: 'mobile-phone', iphone: 'mobile-phone',
  laptop: 'laptop', computer: 'desktop-computer', desktop: 'desktop-computer', pc: 'desktop-computer', tablet: 'mobile-phone',
  website: 'laptop', software: 'laptop', dashboard: 'bar-chart', chart: 'chart-increasing', growth: 'chart-increasing',
  sales: 'chart-increasing', revenue: 'money-bag', money: 'money-bag', savings: 'money-bag', cash: 'dollar-banknote',
  payment: 'credit-card', card: 'credit-card', 'credit card': 'credit-card', checkout: 'shopping-cart', cart: 'shopping-cart',
  shopping: 'shopping-bags', shop: 'shopping-bags', sale: 'shopping-bags', gift: 'wrapped-gift', present: 'wrapped-gift',
  delivery: 'package', parcel: 'package', box: 'package', shipping: 'delivery-truck', email: 'envelope', mail: 'envelope',
  message: 'speech-balloon', chat: 'speech-balloon', meeting: 'calendar', calendar: 'spiral-calendar', schedule: 'spiral-calendar',
  deadline: 'alarm-clock', time: 'alarm-clock', clock: 'alarm-clock', idea: 'light-bulb', ideas: 'light-bulb',
  security: 'shield', secure: 'locked', privacy: 'locked', password: 'locked', settings: 'gear', tools: 'hammer-and-wrench',
  repair: 'wrench', headphones: 'headphone', music: 'musical-notes', podcast: 'studio-microphone', microphone: 'studio-microphone',
  camera: 'camera', photo: 'camera-with-flash', video: 'movie-camera', film: 'clapper-board', tv: 'television',
  television: 'television', game: 'video-game', gaming: 'video-game', book: 'open-book', books: 'books', reading: 'open-book',
  course: 'graduation-cap', class: 'graduation-cap', learning: 'graduation-cap', school: 'school', report: 'clipboard',
  expense: 'receipt', expenses: 'receipt', receipt: 'receipt', receipts: 'receipt', document: 'page-facing-up', form: 'memo',
  contract: 'memo', robot: 'robot', ai: 'robot', rocket: 'rocket', launch: 'rocket', award: 'trophy', winner: 'trophy',
  trophy: 'trophy', medal: '1st-place-medal', star: 'glowing-star', stars: 'glowing-star', rating: 'glowing-star',
  reviews: 'glowing-star', review: 'glowing-star', heart: 'red-heart', love: 'red-heart', health: 'stethoscope',
  medicine: 'pill', vitamins: 'pill', pharmacy: 'pill',
  // Travel and vehicles
  car: 'automobile', cars: 'automobile', taxi: 'taxi', bus: 'bus', truck: 'delivery-truck', bike: 'bicycle', bicycle: 'bicycle',
  scooter: 'kick-scooter', motorbike: 'motorcycle', train: 'high-speed-train', plane: 'airplane', flight: 'airplane',
  travel: 'airplane', holiday: 'beach-with-umbrella', vacation: 'beach-with-umbrella', boat: 'sailboat', ship: 'passenger-ship',
  hotel: 'hotel', luggage: 'luggage', suitcase: 'luggage', tent: 'tent', camping: 'camping', map: 'world-map',
  // Animals
  dog: 'dog', puppy: 'dog', cat: 'cat', kitten: 'cat', pet: 'dog', pets: 'dog', bird: 'bird', horse: 'horse', fish: 'tropical-fish',
  // Sport
  football: 'soccer-ball', soccer: 'soccer-ball', basketball: 'basketball', tennis: 'tennis', golf: 'flag-in-hole',
  ball: 'soccer-ball', bottle: 'bottle-with-popping-cork',
};

/**
 * Words that are never subjects: they name places (the setting draws those), colours, lighting,
 * sizes or camera directions, or are too common to mean a picture.
 */
const NOT_SUBJECTS = new Set(
  (
    'a an the and or of on in at to for with from by into onto over under near beside behind our your their its his her my ' +
    'this that these those is are be new fresh close up closeup shot wide view scene image picture camera angle light dark ' +
    'medium left right top bottom front back side white black red green blue yellow orange purple pink brown grey gray gold ' +
    'silver big small large tiny one two three four five first last day night morning evening sunset sunrise dawn dusk sunny ' +
    'city street urban downtown town skyline beach ocean sea coast lake river mountain mountains forest park nature field ' +
    'office kitchen room cafe café counter table desk studio store restaurant interior outdoors indoors sky world place ' +
    'slow motion macro hero happy smiling rising steam steaming shows showing looking holding using crossing bridge track ' +
    'road path trail walk across through ' +
    // Camera and style directions a planner appends for a video model.
    'shallow depth focus aerial pan soft cinematic live action vertical horizontal framing'
  ).split(' '),
);

/** Names in the set that are no subject: skin-tone variants, faces, flags, keys, signs. */
const SKIPPED_NAME = /-(dark|light|medium|medium-dark|medium-light)$|face|flag|keycap|button|^regional|sign$|symbol|arrow|hand|^(man|woman)-/;

let wordIndex: Map<string, string> | null = null;

/** Every single word of a picture's name → the shortest name containing it (the plainest picture). */
function pictureWords(): Map<string, string> {
  if (wordIndex) return wordIndex;
  wordIndex = new Map();
  const names = iconNames()
    .filter((name) => !SKIPPED_NAME.test(name))
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const name of names) {
    for (const word of name.split('-')) if (word.length >= 3 && !wordIndex.has(word)) wordIndex.set(word, name);
  }
  return wordIndex;
}

function singular(word: string): string[] {
  if (word.endsWith('ies')) return [word, `${word.slice(0, -3)}y`];
  if (word.endsWith('es')) return [word, word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s')) return [word, word.slice(0, -1)];
  return [word];
}

function lookup(word: string): string | null {
  for (const form of singular(word)) {
    const synonym = SYNONYMS[form];
    if (synonym && hasIcon(synonym)) return synonym;
  }
  if (NOT_SUBJECTS.has(word)) return null;
  for (const form of singular(word)) {
    if (NOT_SUBJECTS.has(form)) return null;
    const picture = pictureWords().get(form);
    if (picture) return picture;
  }
  return null;
}

/**
 * A hyphenated modifier describes and names nothing: "eye-catching", "sun-dried", "hand-made"
 * (a participle at the end) or "state-of-the-art" (three parts or more). "oat-milk" names milk.
 */
const MODIFIER = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+){2,}$|^[\p{L}\p{N}]+-[\p{L}]+(?:ing|ed|made|free|proof|friendly|based)$/u;

/** The prompt's words; a modifier leaves a gap, so it neither names a subject nor joins a phrase. */
function promptWords(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .split(/\s+/)
    .flatMap((token) => {
      const bare = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      return MODIFIER.test(bare) ? ['-'] : (bare.match(/[\p{L}\p{N}]+/gu) ?? []);
    });
}

/** Words for what holds something: "a bag of coffee beans" shows the beans, not a handbag. */
const CONTAINERS = new Set('bag bags box boxes cup cups mug glass bottle bottles jar jars bowl plate pack packet can tin tub basket'.split(' '));

/**
 * The pictures a prompt names, without repeats, the main subject first. Of two subjects named
 * one after the other, the second is the head of the phrase ("oat-milk latte" is a latte), so
 * it goes first. A container followed by "of" gives way to what it holds.
 */
export function subjectsOf(prompt: string, max = 3): string[] {
  const words = promptWords(prompt);
  const found: { name: string; from: number; to: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : null;
    const phrase = pair ? SYNONYMS[pair] : undefined;
    if (phrase && hasIcon(phrase)) {
      found.push({ name: phrase, from: i, to: i + 1 });
      i++;
      continue;
    }
    if (CONTAINERS.has(words[i]!) && words[i + 1] === 'of') continue;
    const name = lookup(words[i]!);
    if (name) found.push({ name, from: i, to: i });
  }
  for (let k = found.length - 1; k > 0; k--) {
    if (found[k]!.from === found[k - 1]!.to + 1) [found[k - 1], found[k]] = [found[k]!, found[k - 1]!];
  }
  return [...new Set(found.map((f) => f.name))].slice(0, max);
}
