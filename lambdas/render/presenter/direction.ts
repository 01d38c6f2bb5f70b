/**
 * What a presenter scene's prompt asks of the illustrated presenter: the garment and its colour,
 * the setting, and the props that go with the presenter. One table of words and phrases
 * (VOCABULARY, documented in docs/render-engine.md) is read left to right, longest phrase
 * first; a colour goes to the garment or prop named right after it ("red jacket", "yellow
 * bike"), else to the garment. Anything the table does not name is left to the look's defaults.
 */
import { GARMENTS, type Garment, type Occasion } from '../../core/presets';

/** Where a presenter can stand or walk, and the look each place calls for. */
export const SETTINGS = {
  studio: 'smart',
  office: 'smart',
  corridor: 'smart',
  cafe: 'casual',
  street: 'casual',
  village: 'casual',
  park: 'outdoor',
  harbour: 'outdoor',
  beach: 'outdoor',
} as const satisfies Record<string, Occasion>;
export type SettingId = keyof typeof SETTINGS;

/** Things that go with the presenter: wheeled or led beside them (on the ground), or held in a hand. */
export const PROPS = { bicycle: 'ground', dog: 'ground', suitcase: 'ground', coffee: 'hand', phone: 'hand', bag: 'hand', clipboard: 'hand' } as const;
export type PropId = keyof typeof PROPS;

export interface PropCue {
  id: PropId;
  colour: string | null;
}

export interface Direction {
  garment: Garment | null;
  /** The garment's colour, when the prompt names one. */
  colour: string | null;
  setting: SettingId | null;
  /** At most one on the ground and one in a hand: the presenter has two hands. */
  props: PropCue[];
}

type Cue = { garment: Garment } | { setting: SettingId } | { prop: PropId } | { colour: string };

const garment = (g: Garment): Cue => ({ garment: g });
const setting = (s: SettingId): Cue => ({ setting: s });
const prop = (p: PropId): Cue => ({ prop: p });
const colour = (hex: string): Cue => ({ colour: hex });

/** Words and phrases (one or two words, lower case, split at anything not a letter or digit) → what they ask for. */
export const VOCABULARY: Readonly<Record<string, Cue>> = {
  ...Object.fromEntries(GARMENTS.map((g) => [g, garment(g)])),
  suit: garment('blazer'), 'suit jacket': garment('blazer'), 'sport coat': garment('blazer'),
  blouse: garment('shirt'), 'button down': garment('shirt'), 'dress shirt': garment('shirt'), 'denim shirt': garment('shirt'),
  sweater: garment('jumper'), pullover: garment('jumper'), cardigan: garment('jumper'), knit: garment('jumper'), knitwear: garment('jumper'),
  't shirt': garment('tshirt'), tee: garment('tshirt'),
  hooded: garment('hoodie'), sweatshirt: garment('hoodie'),
  'cycling jersey': garment('jersey'), 'cycling top': garment('jersey'), 'cycling kit': garment('jersey'), 'football shirt': garment('jersey'), 'sports top': garment('jersey'),
  'polo shirt': garment('polo'),
  coat: garment('jacket'), raincoat: garment('jacket'), 'rain jacket': garment('jacket'), anorak: garment('jacket'), windbreaker: garment('jacket'), parka: garment('jacket'), fleece: garment('jacket'),

  studio: setting('studio'),
  office: setting('office'), desk: setting('office'), workplace: setting('office'), 'open plan': setting('office'), boardroom: setting('office'),
  corridor: setting('corridor'), 'office corridor': setting('corridor'), hallway: setting('corridor'), hall: setting('corridor'), lobby: setting('corridor'),
  cafe: setting('cafe'), café: setting('cafe'), 'coffee shop': setting('cafe'), roastery: setting('cafe'), bakery: setting('cafe'), kitchen: setting('cafe'),
  restaurant: setting('cafe'), shop: setting('cafe'), store: setting('cafe'),
  street: setting('street'), city: setting('street'), downtown: setting('street'), town: setting('street'), 'high street': setting('street'),
  'shopping street': setting('street'), market: setting('street'), avenue: setting('street'), road: setting('street'),
  village: setting('village'), 'fishing village': setting('village'), cottages: setting('village'), countryside: setting('village'), lane: setting('village'),
  park: setting('park'), garden: setting('park'), gardens: setting('park'), woods: setting('park'), forest: setting('park'), trail: setting('park'), meadow: setting('park'),
  harbour: setting('harbour'), harbor: setting('harbour'), 'harbour wall': setting('harbour'), 'harbor wall': setting('harbour'), port: setting('harbour'),
  quay: setting('harbour'), quayside: setting('harbour'), marina: setting('harbour'), pier: setting('harbour'), dock: setting('harbour'), docks: setting('harbour'), waterfront: setting('harbour'),
  beach: setting('beach'), seaside: setting('beach'), shore: setting('beach'), coast: setting('beach'), promenade: setting('beach'), sand: setting('beach'),

  bicycle: prop('bicycle'), bike: prop('bicycle'), 'push bike': prop('bicycle'),
  dog: prop('dog'), puppy: prop('dog'),
  suitcase: prop('suitcase'), luggage: prop('suitcase'), 'wheeled case': prop('suitcase'), 'carry on': prop('suitcase'),
  coffee: prop('coffee'), 'coffee cup': prop('coffee'), 'takeaway cup': prop('coffee'), latte: prop('coffee'), cappuccino: prop('coffee'), tea: prop('coffee'), cup: prop('coffee'),
  phone: prop('phone'), smartphone: prop('phone'), mobile: prop('phone'),
  bag: prop('bag'), 'shopping bag': prop('bag'), 'tote bag': prop('bag'), tote: prop('bag'), groceries: prop('bag'),
  clipboard: prop('clipboard'), tablet: prop('clipboard'), notes: prop('clipboard'), notebook: prop('clipboard'), folder: prop('clipboard'),

  red: colour('#c8323c'), orange: colour('#e8772e'), yellow: colour('#f2c230'), mustard: colour('#d9a21b'), gold: colour('#d4a536'),
  green: colour('#2e8b57'), olive: colour('#6b7a3a'), mint: colour('#8fd3b6'), teal: colour('#1f7a7a'), turquoise: colour('#2bb3b1'),
  blue: colour('#2f6db5'), 'light blue': colour('#8dbbe8'), 'sky blue': colour('#7fb8e6'), navy: colour('#1f2f57'), denim: colour('#4a6f98'),
  purple: colour('#6b3fa0'), lilac: colour('#b9a2dc'), pink: colour('#e77fa8'), coral: colour('#e8674f'), burgundy: colour('#7a1f3d'), maroon: colour('#6b1e2c'),
  brown: colour('#7a5234'), tan: colour('#c49a6c'), beige: colour('#d9c6a5'), cream: colour('#efe6d2'), khaki: colour('#b5a77a'),
  white: colour('#f4f4f2'), black: colour('#25272c'), grey: colour('#8a8f98'), gray: colour('#8a8f98'), charcoal: colour('#3a3d42'),
};

/** Words that may stand between a colour and what it colours ("red leather jacket"). */
const COLOUR_REACH = 1;

interface Named {
  cue: Cue;
  /** Word span [from, to). */
  from: number;
  to: number;
}

/** The word's own entry, or its singular's ("bikes"). */
function entry(phrase: string): Cue | undefined {
  return VOCABULARY[phrase] ?? (phrase.endsWith('s') ? VOCABULARY[phrase.slice(0, -1)] : undefined);
}

/** The cues of a prompt in the order they are named, the longest phrase at each word first. */
function cues(prompt: string): Named[] {
  const words = prompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const found: Named[] = [];
  for (let i = 0; i < words.length; ) {
    const n = [2, 1].find((k) => i + k <= words.length && entry(words.slice(i, i + k).join(' '))) ?? 0;
    if (n > 0) found.push({ cue: entry(words.slice(i, i + n).join(' '))!, from: i, to: i + n });
    i += Math.max(1, n);
  }
  return found;
}

export function directionOf(prompt: string): Direction {
  const direction: Direction = { garment: null, colour: null, setting: null, props: [] };
  let pending: { colour: string; to: number } | null = null;
  const take = (from: number): string | null => {
    const c = pending && from - pending.to <= COLOUR_REACH ? pending.colour : null;
    if (c) pending = null;
    return c;
  };
  for (const { cue, from, to } of cues(prompt)) {
    if ('colour' in cue) {
      // A colour that found nothing to colour goes to the garment.
      if (pending) direction.colour ??= pending.colour;
      pending = { colour: cue.colour, to };
    } else if ('garment' in cue) {
      const c = take(from);
      if (!direction.garment) {
        direction.garment = cue.garment;
        direction.colour = c ?? direction.colour;
      }
    } else if ('prop' in cue) {
      const c = take(from);
      const place = PROPS[cue.prop];
      if (!direction.props.some((p) => PROPS[p.id] === place)) direction.props.push({ id: cue.prop, colour: c });
    } else direction.setting ??= cue.setting;
  }
  if (pending) direction.colour ??= pending.colour;
  return direction;
}
