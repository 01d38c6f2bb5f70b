import { actionParts, findAction } from './brief-actions';
import { findSetting, type Setting } from './brief-facts';
import { lowerFirst } from './plan-context';

/**
 * What a generated scene shows (issue 23): a concrete composition with the brief's subject, in
 * the words a picture is composed from: who or what, a relation (on, in, beside, holding,
 * pouring), a setting and a time of day. "The oat-milk latte on a wooden counter, steam rising,
 * in a sunlit café, morning light." The brief's own setting and time of day replace the
 * defaults; each kind of subject has five compositions and a plan never repeats one.
 */

export type SubjectKind =
  | 'drink' | 'food' | 'app' | 'device' | 'home' | 'fashion' | 'fitness' | 'bike' | 'beauty' | 'travel' | 'vehicle' | 'finance' | 'pet' | 'workplace'
  /** A shop, café, studio or salon named by its brand: its place and its people, not the name on a plate. */
  | 'business'
  | 'generic';

interface Composition {
  /** The subject and what it is doing, or what is done with it. */
  action: (subject: string) => string;
  place: string;
  time: TimeOfDay;
}

type TimeOfDay = 'sunrise' | 'morning' | 'midday' | 'afternoon' | 'golden hour' | 'evening' | 'night';

const LIGHT: Record<string, string> = {
  sunrise: 'at sunrise', dawn: 'at dawn', 'early morning': 'early morning light', morning: 'morning light',
  midday: 'midday sun', noon: 'midday sun', afternoon: 'afternoon light', 'golden hour': 'golden hour light',
  sunset: 'at sunset', dusk: 'at dusk', evening: 'evening light', night: 'at night', nighttime: 'at night', midnight: 'at midnight',
};

const c = (action: (s: string) => string, place: string, time: TimeOfDay): Composition => ({ action, place, time });

const COMPOSITIONS: Record<SubjectKind, readonly Composition[]> = {
  drink: [
    c((s) => `${s} steaming on a wooden counter`, 'in a sunlit café', 'morning'),
    c((s) => `a barista pouring milk into ${s}`, 'behind a café bar', 'morning'),
    c((s) => `a person holding ${s} beside a window`, 'in a cosy café', 'afternoon'),
    c((s) => `friends laughing around a table with ${s}`, 'on a café terrace', 'golden hour'),
    c((s) => `${s} beside a croissant on a plate`, 'on a marble table', 'midday'),
  ],
  food: [
    c((s) => `${s} on a wooden board beside fresh ingredients`, 'in a rustic kitchen', 'morning'),
    c((s) => `a chef holding ${s}`, 'in a busy restaurant kitchen', 'evening'),
    c((s) => `close-up of hands breaking open ${s}`, 'on a marble counter', 'midday'),
    c((s) => `friends sharing ${s} around a table`, 'on a garden terrace', 'golden hour'),
    c((s) => `${s} on a plate beside a cup of coffee`, 'in a small café', 'afternoon'),
  ],
  app: [
    c((s) => `a smartphone held in one hand showing ${s} on screen`, 'above a desk with a coffee cup', 'morning'),
    c((s) => `a person holding a phone with ${s} on screen`, 'on a sofa in a bright living room', 'evening'),
    c((s) => `a laptop showing ${s} with a rising chart on screen`, 'on a desk in a modern office', 'midday'),
    c((s) => `a team around a laptop with ${s} on screen`, 'in a glass meeting room', 'afternoon'),
    c((s) => `close-up of a thumb tapping a button in ${s} on a phone`, 'in a café', 'morning'),
  ],
  device: [
    c((s) => `${s} on a desk beside a notebook`, 'in a bright home office', 'morning'),
    c((s) => `a person holding ${s}`, 'on a city street', 'midday'),
    c((s) => `close-up of ${s} beside a coffee cup`, 'on a wooden table', 'afternoon'),
    c((s) => `${s} on a shelf beside a plant`, 'in a modern living room', 'evening'),
    c((s) => `a person using ${s}`, 'on a train by the window', 'golden hour'),
  ],
  home: [
    c((s) => `${s} on a rug beside a sofa`, 'in a bright living room', 'morning'),
    c((s) => `a person using ${s}`, 'in a sunlit kitchen', 'midday'),
    c((s) => `close-up of ${s} beside a houseplant`, 'in a calm bedroom', 'afternoon'),
    c((s) => `a family relaxing beside ${s}`, 'in a cosy living room', 'evening'),
    c((s) => `${s} on a wooden floor beside a window`, 'in a tidy hallway', 'golden hour'),
  ],
  fashion: [
    c((s) => `${s} on a bench beside a coffee cup`, 'in a city park', 'morning'),
    c((s) => `a person wearing ${s}`, 'on a busy city street', 'midday'),
    c((s) => `close-up of ${s} on a concrete step`, 'outside a brick building', 'golden hour'),
    c((s) => `a person in ${s} walking`, 'along a harbour', 'evening'),
    c((s) => `${s} on a shelf`, 'in a bright boutique', 'afternoon'),
  ],
  fitness: [
    c((s) => `a runner with ${s}`, 'on a running track', 'sunrise'),
    c((s) => `a person training with ${s}`, 'in a bright gym', 'morning'),
    c((s) => `close-up of ${s} beside a water bottle`, 'on a gym floor', 'midday'),
    c((s) => `a group stretching beside ${s}`, 'in a park', 'golden hour'),
    c((s) => `a cyclist riding with ${s}`, 'along a coastal road', 'afternoon'),
  ],
  bike: [
    c((s) => `${s} leaning against a brick wall`, 'on a quiet street', 'morning'),
    c((s) => `a cyclist riding ${s}`, 'along a coastal road', 'golden hour'),
    c((s) => `close-up of the back wheel of ${s} on cobblestones`, 'in an old town', 'afternoon'),
    c((s) => `a commuter locking ${s} to a rack`, 'outside an office', 'morning'),
    c((s) => `${s} parked beside a café table`, 'on a sunny terrace', 'midday'),
  ],
  beauty: [
    c((s) => `${s} on a shelf beside a folded towel`, 'in a bright bathroom', 'morning'),
    c((s) => `a person holding ${s} beside a mirror`, 'in a calm bathroom', 'morning'),
    c((s) => `close-up of ${s} beside fresh flowers`, 'on a marble counter', 'midday'),
    c((s) => `a person smiling, holding ${s}`, 'on a sunny balcony', 'golden hour'),
    c((s) => `${s} on a vanity table beside a candle`, 'in a soft-lit bedroom', 'evening'),
  ],
  travel: [
    c((s) => `a traveller with a suitcase looking at ${s}`, 'in a city square', 'morning'),
    c((s) => `${s} seen from a terrace`, 'above the sea', 'golden hour'),
    c((s) => `a couple walking towards ${s}`, 'along a harbour', 'evening'),
    c((s) => `a person holding a map beside ${s}`, 'on a cobbled street', 'midday'),
    c((s) => `${s} beside a swimming pool`, 'under palm trees', 'afternoon'),
  ],
  vehicle: [
    c((s) => `${s} parked beside a lake`, 'on a mountain road', 'sunrise'),
    c((s) => `a person driving ${s}`, 'through a lit city street', 'night'),
    c((s) => `${s} on a winding road`, 'along the coast', 'golden hour'),
    c((s) => `close-up of ${s} at a charging point`, 'in a city car park', 'evening'),
    c((s) => `a family loading bags into ${s}`, 'on a suburban driveway', 'morning'),
  ],
  finance: [
    c((s) => `a person checking ${s} on a phone`, 'at a kitchen table', 'morning'),
    c((s) => `a laptop showing ${s} with a rising chart`, 'on a desk in a bright office', 'midday'),
    c((s) => `a couple reviewing ${s} on a tablet`, 'on a sofa in a calm living room', 'evening'),
    c((s) => `a hand holding a bank card beside ${s}`, 'in a café', 'afternoon'),
    c((s) => `a shop owner looking at ${s} on a laptop`, 'behind a shop counter', 'morning'),
  ],
  pet: [
    c((s) => `a dog beside ${s}`, 'on a living-room rug', 'morning'),
    c((s) => `a person holding ${s} beside a cat`, 'in a sunny kitchen', 'midday'),
    c((s) => `close-up of a puppy sniffing ${s}`, 'on a wooden floor', 'afternoon'),
    c((s) => `a dog running beside ${s}`, 'in a park', 'golden hour'),
    c((s) => `a cat curled up beside ${s}`, 'on a sofa', 'evening'),
  ],
  workplace: [
    c((s) => `a trainer explaining ${s} to a small team`, 'in a bright office', 'morning'),
    c((s) => `a person at a desk working through ${s} on a laptop`, 'in a modern office', 'midday'),
    c((s) => `close-up of hands doing ${s}`, 'at a workstation', 'afternoon'),
    c((s) => `two colleagues discussing ${s} beside a whiteboard`, 'in a meeting room', 'afternoon'),
    c((s) => `a manager holding a checklist for ${s}`, 'in a warehouse', 'morning'),
  ],
  // What a place offers is what makes it that place: its goods are in every picture.
  business: [
    c((s) => `the entrance of ${s}, ${goodsOf(s)} in view through its open door`, 'on a sunny street', 'morning'),
    c((s) => `customers smiling inside ${s}, ${goodsOf(s)} around them`, '', 'midday'),
    c((s) => `a staff member at ${s} greeting a customer beside ${goodsOf(s)}`, 'at the counter', 'afternoon'),
    c((s) => `close-up of ${goodsOf(s)} inside ${s}`, 'in soft light', 'morning'),
    c((s) => `friends outside ${s}, smiling, ${goodsOf(s)} in the window behind them`, 'on the street outside', 'evening'),
  ],
  generic: [
    c((s) => `${s} on a table`, 'in a bright studio', 'morning'),
    c((s) => `a person holding ${s}`, 'on a sunny street', 'midday'),
    c((s) => `close-up of ${s} beside a window`, 'in a modern living room', 'afternoon'),
    c((s) => `friends smiling around ${s}`, 'on a terrace', 'golden hour'),
    c((s) => `${s} on a shelf beside a plant`, 'in a calm room', 'evening'),
  ],
};

/** Words that say what a subject is, in the languages the planner writes (lexicon-style; matched whole-word). */
const KIND_WORDS: [SubjectKind, RegExp][] = [
  ['business', words('مطعم|مقهى|مخبز|gym|bakery|coffee shop|restaurant|bar|pub|salon|barber|shop|store|boutique|studio|clinic|spa|florist|bookshop|bookstore|deli|pizzeria|brewery|gallery|gimnasio|boulangerie|bäckerei|panadería|panetteria|padaria|bakkerij|restaurante|ristorante|tienda|negozio|loja|winkel|palestra|academia|sportschool|fitnessstudio|salle de sport|friseur|peluquería|kapsalon')],
  ['app', words('app|apps|software|saas|crm|platform|dashboard|website|online|portal|inbox|e-?mail|password|login|account|cloud|subscription|streaming|aplicativo|aplicación|application|applicazione|anwendung|passwort|mot de passe|contraseña|senha|wachtwoord|パスワード|アプリ|密码|应用')],
  ['bike', words('e-?bikes?|bikes?|bicycles?|cycling|fahrrad|fahrrads|vélo|bicicleta|bicicletta|fiets')],
  ['drink', words('coffee|latte|espresso|cappuccino|flat white|tea|matcha|chai|juice|smoothie|beer|ale|lager|wine|cocktail|soda|lemonade|kombucha|drinks?|milk|gin|whisky|water bottle|kaffee|koffie|caffè|cafezinho|thé|tee|té|chá|thee|コーヒー|咖啡')],
  ['food', /\b(?:bread|sourdough|bakery|bakers?|cakes?|pastry|pastries|croissants?|pizza|burgers?|pasta|salad|chocolate|snacks?|cereal|granola|cookies?|ice cream|restaurant|meals?|sandwich|sushi|tacos?|soup|cheese|honey|jam|sauce|food|kitchen)\b/i],
  ['finance', /\b(?:bank|banking|savings?|invest(?:ing|ment)?|insurance|loans?|mortgage|pension|budget(?:ing)?|accounting|invoices?|payroll|tax(?:es)?|card)\b/i],
  ['device', /\b(?:phone|smartphone|laptop|tablet|headphones|earbuds|speaker|camera|smartwatch|charger|console|tv|television|monitor|keyboard|drone|printer)\b/i],
  ['home', /\b(?:vacuum|hoover|lamp|sofa|couch|mattress|bed|chair|kettle|blender|toaster|fridge|washing machine|dishwasher|candle|pillow|duvet|curtains?|furniture|cleaner|detergent|air purifier|heater|fan|thermostat)\b/i],
  ['fashion', /\b(?:shoes?|sneakers?|trainers?|boots?|jacket|coat|dress|shirt|t-shirt|jeans|bag|backpack|sunglasses|hat|scarf|jewell?ery|ring|necklace|watch|clothing|fashion)\b/i],
  ['workplace', /\b(?:safety|fire|drill|onboard(?:ing)?|agents?|staff|shift|hygiene|till|warehouse|forklift|customer service|support|compliance|policy|first aid|hand ?washing|wash(?:ing)? (?:your )?hands|ppe|helpdesk|rota|new hires?|team|colleagues?|employees?)\b/i],
  ['fitness', /\b(?:fitness|yoga|workout|running|runners?|swim(?:ming)?|protein|marathon|10k|training plan|pilates)\b/i],
  ['beauty', /\b(?:skin|skincare|serum|cream|moisturi[sz]er|spf|sunscreen|shampoo|conditioner|makeup|make-up|lipstick|perfume|fragrance|soap|salon|haircut|nails?)\b/i],
  ['travel', /فندق|منتجع|\b(?:hotel|flights?|holiday|vacation|trip|travel|resort|city break|tours?|island|cruise|hostel|museum|festival|guesthouse|villa)\b/i],
  ['vehicle', /\b(?:car|cars|ev|electric car|scooter|van|truck|motorbike|motorcycle)\b/i],
  ['pet', /\b(?:dogs?|cats?|pets?|puppy|puppies|kitten|kittens)\b/i],
];

function words(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');
}

const STAND_INS: Record<SubjectKind, string> = {
  drink: 'a cup of coffee', food: 'a fresh loaf of bread', app: 'a phone app', device: 'a phone', home: 'a tidy living room',
  fashion: 'a pair of shoes', fitness: 'a water bottle', bike: 'a bicycle', beauty: 'a skincare bottle', travel: 'a hotel',
  vehicle: 'a car', finance: 'a banking app', pet: 'a dog bed', workplace: 'a checklist', business: 'a shop', generic: 'the product',
};

/** What pictures a topic of this kind when the subject is a topic, not a thing: "a skincare bottle". */
export function standIn(kind: SubjectKind): string {
  return STAND_INS[kind];
}

/**
 * The kind of business a place of business is, from its name or its brief ("Harbour Lane Florist",
 * "our flower shop"), as a picture names it: a generated picture shows "a florist", never the
 * brand's name, whose words ("Harbour", "Lane") would read as the setting.
 */
const TRADES: [trade: string, words: RegExp, goods: string][] = [
  ['florist', words('florist|florists|flower shop|flowers|fleuriste|blumenladen|floristería|floristeria|fioraio|fioreria|floricultura|bloemist|bloemenwinkel'), 'bouquets of fresh flowers'],
  ['bakery', words('bakery|bakers|baker|patisserie|pâtisserie|boulangerie|bäckerei|konditorei|panadería|panaderia|pastelería|panetteria|pasticceria|padaria|bakkerij'), 'fresh bread and pastries'],
  ['café', words('café|cafe|coffee shop|coffee house|roastery|roasters|kaffeehaus|cafetería|caffetteria|cafeteria|koffiebar'), 'cups of coffee'],
  ['gym', words('gym|fitness studio|fitness club|gimnasio|palestra|academia|sportschool|fitnessstudio|salle de sport'), 'racks of dumbbells'],
  ['yoga studio', words('yoga studio|yoga'), 'rolled yoga mats'],
  ['dog grooming salon', words('groomer|groomers|grooming|hundesalon|toilettage|peluquería canina|toelettatura'), 'grooming tables and brushes'],
  ['pet shop', words('pet shop|pet store'), 'pet toys and treats'],
  ['beauty salon', words('beauty salon|brow|brows|lash|lashes|nail salon|nails|manicure|make-up|makeup|institut de beauté|kosmetikstudio|centro de estética|centro estetico|schoonheidssalon'), 'skincare bottles and brushes'],
  ['hair salon', words('hair salon|hairdresser|salon|friseur|peluquería|peluqueria|kapsalon|parrucchiere|salão'), 'salon chairs before mirrors'],
  ['barber shop', words('barber|barbers|barbershop|barbería|barbearia|kapper'), 'barber chairs before mirrors'],
  ['pizzeria', words('pizzeria|pizza'), 'pizzas fresh from the oven'],
  ['restaurant', words('restaurant|bistro|brasserie|trattoria|ristorante|restaurante|diner|eatery|cocina|cucina|cozinha|cuisine|küche|keuken|kitchen|مطعم'), 'plates of food'],
  ['bar', words('bar|pub|wine bar|cocktail bar|taproom|brewery|kneipe'), 'glasses of drinks'],
  ['bookshop', words('bookshop|bookstore|librairie|buchhandlung|librería|libreria|livraria|boekhandel'), 'shelves of books'],
  ['clinic', words('clinic|dentist|dental|physio|physiotherapy|praxis|clínica|clinica|kliniek'), 'treatment chairs and equipment'],
  ['spa', words('spa|wellness'), 'folded towels and candles'],
  ['delicatessen', words('deli|delicatessen|épicerie|feinkost'), 'cheese and cured meats'],
  ['clothing boutique', words('boutique|fashion store|clothing store'), 'clothes on rails'],
  ['shop', words('shop|store|tienda|negozio|loja|winkel|laden|magasin'), 'shelves of products'],
];

/** "a florist", "an art gallery": what a picture shows for a place of business. */
export function tradeOf(name: string, brief: string): string {
  // What the brief says the place is comes before the name's own words ("Glow Bar is a brow and lash studio").
  const described = brief.split(name).join(' ');
  const trade = TRADES.find(([, re]) => re.test(described))?.[0] ?? TRADES.find(([, re]) => re.test(name))?.[0] ?? 'shop';
  return `${/^[aeiou]/i.test(trade) ? 'an' : 'a'} ${trade}`;
}

/** What a place of business ("a florist") has to show: "bouquets of fresh flowers". */
function goodsOf(place: string): string {
  return TRADES.find(([trade]) => place.endsWith(trade) && trade !== 'shop')?.[2] ?? UNKNOWN_GOODS;
}

const UNKNOWN_GOODS = 'its products';

/**
 * Other moments of the story the brief's one action tells, for a subject the kinds above do not
 * know ("kayak hire"): its people arriving, being welcomed, what they use up close, and the place
 * itself; never the same people doing the same thing again ("friends paddling kayaks" twice).
 */
function storyMoments(picture: string, action: string): Composition[] {
  const { who, object } = actionParts(action) ?? { who: 'people', object: undefined };
  const rest = picture.slice(picture.toLowerCase().indexOf(action.toLowerCase()) + action.length).replace(/^[\s,]+/, '').replace(TIME_WORDS_ANYWHERE, '').replace(/[\s,]+$/, '');
  // "across a calm bay" → "a calm bay": the place, for the shots that show it on its own.
  const place = rest.replace(/^(?:in|inside|at|on|along|across|through|by|beside|near|under|over|around)\s+/i, '');
  const at = place ? ` at ${place}` : '';
  const people = lowerFirst(who).replace(/^(?:a|an|the)\s+/i, '');
  return [
    c(() => `${lowerFirst(who)} arriving${at}, smiling`, '', 'morning'),
    c(() => `a host welcoming ${people}${at}`, '', 'midday'),
    ...(object ? [c(() => `close-up of ${object}${rest ? ` ${rest}` : ''}`, '', 'afternoon')] : []),
    ...(place ? [c(() => `${place}, quiet and ready${object ? `, ${object} waiting` : ''}`, '', 'golden hour')] : []),
  ];
}

/** Kinds of subject a brand can be a place of business for. */
const PLACES_OF_BUSINESS = new Set<SubjectKind>(['drink', 'food', 'fashion', 'fitness', 'beauty', 'home', 'pet', 'generic']);

/**
 * What kind of thing the subject is, from the subject first and then the whole brief. A brand
 * named as the subject of a café, bakery or salon brief is that place of business.
 */
export function subjectKind(subject: string, brief: string, isBrand = false, language = 'en'): SubjectKind {
  // In English a café is a place; elsewhere "café", "caffè" and "Kaffee" are the drink.
  if (/^en\b/i.test(language) && /(?<![\p{L}])caf[ée](?![\p{L}])/iu.test(subject)) return 'business';
  const kind = kindOf(subject, brief);
  return isBrand && PLACES_OF_BUSINESS.has(kind) ? 'business' : kind;
}

function kindOf(subject: string, brief: string): SubjectKind {
  // A shop or gym is a place of business when it is the subject; elsewhere in a brief "shop" is mostly a verb.
  // The sentence that introduces the subject ("Bright Paws, a dog grooming salon") says what it is before the rest ("book online").
  const opening = brief.split(/(?<=[.!?。！？])\s+|\n+/u)[0] ?? '';
  const inBrief = (text: string) => KIND_WORDS.find(([kind, re]) => kind !== 'business' && re.test(text));
  const found = KIND_WORDS.find(([, re]) => re.test(subject)) ?? inBrief(opening) ?? inBrief(brief);
  return found?.[0] ?? 'generic';
}

/**
 * The compositions of one plan, in order: `count` distinct pictures of `subject`, starting at a
 * place fixed by the subject (so two briefs about different things open differently) and
 * continuing with the generic ones when a plan needs more than its kind has.
 */
export function compositions(subject: string, kind: SubjectKind, setting: Setting, count: number, pictures: readonly string[] = []): string[] {
  // A brief that shows people doing something, about a place or thing the kinds above do not
  // know ("kayak hire"), is pictured by other moments of that action, not by a stock shop.
  const acted = pictures.map((p) => ({ p, action: findAction(p) })).find((x) => x.action !== undefined);
  const unknown = kind === 'generic' || (kind === 'business' && goodsOf(subject) === UNKNOWN_GOODS);
  const own = acted && unknown ? storyMoments(acted.p, acted.action!) : COMPOSITIONS[kind];
  const start = hash(subject) % own.length;
  const pool = [...own.slice(start), ...own.slice(0, start), ...(kind === 'generic' ? [] : COMPOSITIONS.generic)];
  // The brief's own pictures open the plan, each set where the brief or its business sets it.
  const briefs = pictures.slice(0, count).map((picture, i) => {
    // A place or time the brief gives another of its pictures ("a cyclist along the harbour at sunset") is that picture's own.
    const others = pictures.filter((_, j) => j !== i).join(' ').toLowerCase();
    const own = (words: string | undefined) => (words !== undefined && !others.includes(words) ? words : undefined);
    const [place, time] = [own(setting.place), own(setting.time) ?? TIMES[1 + (i % 4)]!];
    // A place of business is where its people act; a picture in another language keeps its own words.
    const placed = hasPlace(picture) ? picture : place ? capitalise(inPlace(picture, place)) : kind === 'business' && !unknown && findAction(picture) ? `${picture} inside ${subject}` : picture;
    return TIME_WORDS.test(placed) ? placed : `${placed}, ${light(time)}`;
  });
  const stock = Array.from({ length: count - briefs.length }, (_, i) => {
    const pick = pool[i % pool.length]!;
    // Past the pool's end the same compositions come again, at another time of day.
    const round = Math.floor(i / pool.length);
    const time = setting.time ?? TIMES[(TIMES.indexOf(pick.time) + round * 3) % TIMES.length]!;
    const action = pick.action(subject);
    // Without a picture of its own, the brief's own place opens the plan.
    if (i === 0 && briefs.length === 0 && setting.place) return `${capitalise(inPlace(subject, setting.place))}, ${light(time)}`;
    // A composition that sets its subject on a surface of its own keeps its own place.
    const onOwnSurface = /\b(?:on|at|against) (?:a|the) /.test(pick.action('it'));
    const placed = setting.place && !onOwnSurface ? inPlace(action, setting.place) : [action, pick.place].filter(Boolean).join(' ');
    return `${capitalise(placed)}, ${light(time)}`;
  });
  return [...briefs, ...stock];
}

/** A picture that says where it happens: "… in a sunny studio", "… along the harbour", "… inside a bakery"; not "… in the chair". */
function hasPlace(picture: string): boolean {
  return findSetting(picture.replace(/,/g, '')).place !== undefined || /(?<![\p{L}])(?:inside|outside)\s/iu.test(picture);
}

const TIME_WORDS_ANYWHERE = new RegExp(`\\s*(?:at |in the )?\\b(?:${Object.keys(LIGHT).join('|')})\\b(?: light)?`, 'gi');

const TIMES: readonly TimeOfDay[] = ['sunrise', 'morning', 'midday', 'afternoon', 'golden hour', 'evening', 'night'];
const TIME_WORDS = new RegExp(`\\b(?:${Object.keys(LIGHT).join('|')})\\b`, 'i');

function light(time: string): string {
  return LIGHT[time] ?? `${time} light`;
}

/**
 * `action` set in the brief's `place`, the place named once: when the action already names a place
 * of the same kind ("inside a yoga studio" and "sunny studio"), the brief's words join that phrase
 * ("inside a sunny yoga studio"); otherwise the place follows ("… in a sunny studio").
 */
export function inPlace(action: string, place: string): string {
  const words = place.trim().split(/\s+/);
  const head = words.pop()!;
  // "a yoga studio", "the busy café": an article, up to three describing words, the same head noun.
  const describing = `(?!(?:${FUNCTION_WORDS})\\s)[\\p{L}-]+,?\\s+`;
  const named = new RegExp(`(?<![\\p{L}])(an?|the)\\s+((?:${describing}){0,3}?)${escapeRegExp(head)}(?![\\p{L}])`, 'iu').exec(action);
  if (!named) return `${action} ${placePhrase(place)}`;
  const own = named[2]!.toLowerCase().split(/[\s,]+/);
  const phrase = [...words.filter((w) => !own.includes(w.toLowerCase())), named[2]!.trim(), head].filter(Boolean).join(' ');
  const article = /^the$/i.test(named[1]!) ? named[1]! : /^[aeiou]/i.test(phrase) ? 'an' : 'a';
  return `${action.slice(0, named.index)}${article} ${phrase}${action.slice(named.index + named[0].length)}`;
}

const FUNCTION_WORDS = 'a|an|the|of|in|on|at|to|by|with|inside|outside|beside|among|and|or|for|from';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "harbour wall" → "on a harbour wall"; "kitchen" → "in a kitchen". */
function placePhrase(place: string): string {
  return /\b(?:wall|counter|table|floor|terrace|path|beach|street|track|court|field|rooftop|balcony|trail|train)\b/i.test(place) ? `on a ${place}` : `in a ${place}`;
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text.toLowerCase()) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const DEMO_VIEWS: Partial<Record<SubjectKind, readonly string[]>> = {
  app: ['a phone held in one hand, the screen showing', 'a laptop on a desk, the screen showing', 'over-the-shoulder view of a person at a laptop, the screen showing'],
  device: ['a device held in both hands, the screen showing', 'a laptop on a desk, the screen showing', 'over-the-shoulder view of a person at a computer, the screen showing'],
  finance: ['a phone held in one hand, the banking screen showing', 'a laptop on a desk, the screen showing', 'over-the-shoulder view of a person at a laptop, the screen showing'],
};
const HANDS_ON = ['close-up of hands doing this step', 'a person doing this step', 'over-the-shoulder view of a person doing this step'];
const DEMO_PLACES: Partial<Record<SubjectKind, string>> = {
  app: 'in a bright office', device: 'in a bright office', finance: 'at a kitchen table', workplace: 'in a bright workplace',
  food: 'in a clean kitchen', drink: 'behind a café counter', home: 'in a tidy home', fitness: 'in a bright gym', beauty: 'in a bright bathroom',
};

/** Food and drink are shown being made: the dish is in every picture of a recipe. */
const MAKING = (dish: string) => [`close-up of hands making ${dish}`, `a cook making ${dish}`, `overhead view of ${dish} being made`];

/**
 * A demonstration of one step of a how-to: the step done on screen or by hand, a different view
 * each time; the dish of a recipe (`topic`) in view.
 */
export function demoComposition(step: string, kind: SubjectKind, setting: Setting, index: number, topic?: string): string {
  const views = topic && (kind === 'food' || kind === 'drink') ? MAKING(topic) : (DEMO_VIEWS[kind] ?? HANDS_ON);
  const place = setting.place ? placePhrase(setting.place) : (DEMO_PLACES[kind] ?? 'in a bright room');
  return `${capitalise(views[index % views.length]!)}: ${step.replace(/[.。]$/u, '')}, ${place}, ${light(setting.time ?? TIMES[1 + (index % 4)]!)}`;
}
