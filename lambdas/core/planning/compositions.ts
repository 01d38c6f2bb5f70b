import { boundedMemo } from '../bounded-memo';
import { actionParts, findAction, pictureLine, showsStaffAtWork } from './brief-actions';
import { headOf, productDescription } from './advert-subjects';
import { findSetting, type Setting } from './brief-facts';
import { lowerFirst } from './plan-context';
import { businessPlace, inBusiness, isIndoors, namesPartOfPlace, namesPlace, onTheMove, lightWords, showsAction, timeIn, withLight, type PictureLanguage, type TimeWord, type TradeName } from './picture-words';
import { placeShot, shotLanguage } from './place-shots';
import { productDescribedIn } from './product-nouns';
import { nameTrade } from './name-trades';
import { withoutBookingOnline } from './booked-online';
import { distinctShots } from './distinct-shots';
import { withoutSideOffers } from './side-offers';
import { lessonTrade, lessonsOnline } from './lesson-trades';
import { institutionShots } from './institution-kinds';
import { OFFICE_TRADES, officeShots } from './professional-offices';
import { placeInPicture } from './picture-places';
import { madeForWork, productUse } from './product-uses';
import { withoutRetailPrices } from './retail-prices';
import { useLines } from './use-lines';
import { placeShotLines, type PlaceShot } from './trade-lines';
import { STREET_FOOD_TRADE, streetFoodLines, streetFoodShots } from './street-food';
import { VET_TRADE, VET_WORDS, vetLines, vetOutweighs, vetShots } from './vet-clinic';
import { nounAndName, nounIsTrade } from './trade-headed-names';
import { withShopTrades, type TradeRow } from './shop-trades';
import { articledNoun } from './articled-trades';
import { withoutFalseFriends } from './false-friends';
import { workersIn } from './workshop-words';

/**
 * What a generated scene shows (issue 23): a concrete composition with the brief's subject, in
 * the words a picture is composed from: who or what, a relation (on, in, beside, holding,
 * pouring), a setting and a time of day. "The oat-milk latte on a wooden counter, steam rising,
 * in a sunlit café, morning light." The brief's own setting and time of day replace the
 * defaults; each kind of subject has five compositions and a plan never repeats one.
 */

export type SubjectKind =
  | 'drink' | 'food' | 'app' | 'device' | 'home'
  /** A kitchen machine (a grinder, a juicer, a kettle): shown on a counter and at work, never in the living room. */
  | 'appliance' | 'fashion' | 'fitness' | 'bike' | 'beauty' | 'travel' | 'vehicle' | 'finance' | 'pet' | 'workplace'
  /** Personal mobility (an e-scooter, a skateboard): ridden, carried, parked at the door; never a car's shots (a charging bay, bags loaded into it). */
  | 'mobility'
  /** A box delivered to the door (a meal kit, a recipe box, a veg box): unpacked and cooked from at home, never served on a café plate. */
  | 'delivery-box'
  /** A shop, café, studio or salon named by its brand: its place and its people, not the name on a plate. */
  | 'business'
  | 'generic';

interface Composition {
  /** The subject and what it is doing, or what is done with it. */
  action: (subject: string) => string;
  place: string;
  time: TimeOfDay;
  /** Which of a place of business's own shots it is: what its line says (trade-lines.ts placeShotLine). */
  shot?: PlaceShot;
  /** An office or a team at work: a shot only a product made for work has (product-uses.ts madeForWork). */
  work?: boolean;
  /** A shot of the product in use (product-uses.ts): the brand says its use's lines over it (use-lines.ts). */
  inUse?: boolean;
}

/** A generated scene's picture, and for a place's own shot the lines said over it in the brand's voice (trade-lines.ts placeShotLines). */
export interface Shot {
  picture: string;
  lines: string[];
}

type TimeOfDay = 'sunrise' | 'morning' | 'midday' | 'afternoon' | 'golden hour' | 'evening' | 'night';

const c = (action: (s: string) => string, place: string, time: TimeOfDay, shot?: PlaceShot): Composition => ({ action, place, time, ...(shot ? { shot } : {}) });
const atWork = (action: (s: string) => string, place: string, time: TimeOfDay): Composition => ({ action, place, time, work: true });

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
    atWork((s) => `a laptop showing ${s} with a rising chart on screen`, 'on a desk in a modern office', 'midday'),
    atWork((s) => `a team around a laptop with ${s} on screen`, 'in a glass meeting room', 'afternoon'),
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
  appliance: [
    c((s) => `${s} on a kitchen counter beside a plant`, 'in a bright kitchen', 'morning'),
    c((s) => `a person using ${s}`, 'in a sunlit kitchen', 'midday'),
    c((s) => `close-up of a hand pressing the button of ${s}`, 'in a modern kitchen', 'afternoon'),
    c((s) => `a person smiling beside ${s}`, 'in a bright kitchen', 'morning'),
    c((s) => `${s} on a shelf beside a cup`, 'in a calm kitchen', 'evening'),
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
  'delivery-box': [
    c((s) => `${s} delivered to a front door`, '', 'morning'),
    c((s) => `a couple unpacking fresh ingredients from ${s}`, 'in a bright kitchen', 'evening'),
    c((s) => `${s} open on a kitchen counter beside fresh vegetables`, 'in a sunlit kitchen', 'midday'),
    c((s) => `a family sharing a dinner cooked from ${s}`, 'at a kitchen table', 'evening'),
    c((s) => `a courier handing ${s} to a customer`, 'at a front door', 'afternoon'),
  ],
  mobility: [
    c((s) => `a commuter riding ${s}`, 'along a river path', 'morning'),
    c((s) => `a person carrying ${s}`, 'into a bright office', 'midday'),
    c((s) => `${s} parked by the front door`, '', 'afternoon'),
    c((s) => `close-up of the deck of ${s}`, 'on a city pavement', 'golden hour'),
    c((s) => `${s} leaning against a brick wall`, 'on a quiet street', 'evening'),
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
    atWork((s) => `a laptop showing ${s} with a rising chart`, 'on a desk in a bright office', 'midday'),
    c((s) => `a couple reviewing ${s} on a tablet`, 'on a sofa in a calm living room', 'evening'),
    c((s) => `a hand holding a bank card beside ${s}`, 'in a café', 'afternoon'),
    atWork((s) => `a shop owner looking at ${s} on a laptop`, 'behind a shop counter', 'morning'),
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
  // What a place offers is what makes it that place: its trade at work first (or, when the brief
  // shows that already, its team welcoming customers inside it), then its premises: its goods in view
  // inside, its shopfront from the street (goods named there would stand before it at people's size);
  // never a stock greeting at a counter that any shop could be.
  business: [
    c((s) => `${workOf(s)} inside ${s}`, '', 'midday', 'work'),
    c((s) => `a smiling member of staff welcoming customers inside ${s}`, '', 'midday', 'welcome'),
    c((s) => `the inside of ${s} ready for the day, ${goodsOf(s)} in view`, '', 'morning', 'inside'),
    c((s) => `the entrance of ${s}`, 'on a sunny street', 'afternoon', 'entrance'),
    c((s) => `close-up of ${goodsOf(s)} inside ${s}`, 'in soft light', 'evening', 'goods'),
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
  ['business', words('مطعم|مقهى|مخبز|صالون|نادي رياضي|عيادة|مكتبة|محل|متجر|ورشة سيارات|カフェ|喫茶店|パン屋|ベーカリー|美容室|ジム|レストラン|花屋|歯科|クリニック|書店|本屋|कैफ़े|कैफे|बेकरी|सैलून|जिम|रेस्तराँ|रेस्टोरेंट|क्लिनिक|दुकान|gym|bakery|coffee shop|restaurant|bar|pub|salon|barber|shop|store|boutique|studio|clinic|spa|florist|bookshop|bookstore|deli|pizzeria|brewery|gallery|gimnasio|boulangerie|bäckerei|panadería|panetteria|padaria|bakkerij|restaurante|ristorante|tienda|negozio|loja|winkel|palestra|academia|sportschool|fitnessstudio|salle de sport|friseur|peluquería|kapsalon')],
  ['app', words('app|apps|software|saas|crm|platform|dashboard|website|online|portal|inbox|e-?mail|password|login|account|cloud|subscription|streaming|aplicativo|aplicación|application|applicazione|anwendung|passwort|mot de passe|contraseña|senha|wachtwoord|パスワード|アプリ|密码|应用')],
  // Before the food: a box of it delivered is unpacked at home, not served on a plate.
  ['delivery-box', words('meal kits?|meal boxe?s?|recipe kits?|recipe boxe?s?|veg(?:gie)? boxe?s?|vegetable boxe?s?|fruit boxe?s?|subscription boxe?s?|snack boxe?s?|kochboxe?n?|box repas|paniers? repas|caja de recetas|cajas de recetas|kit de refeição|maaltijdbox(?:en)?')],
  // Before the bikes and the vehicles: a (kick or electric) scooter, a skateboard; a motor scooter stays a vehicle.
  ['mobility', words('e-?scooters?|kick ?scooters?|electric scooters?|(?<!motor )scooters?|e-?skateboards?|skateboards?|longboards?|hoverboards?|electric unicycles?|trottinettes?|trottinette électrique|e-?tretroller|tretroller|patinetes?|patinete eléctrico|monopattin[io]|monopattino elettrico|trotinetes?|trotinete elétrica|elektrische steps?|キックボード|電動キックボード|スケートボード')],
  ['bike', words('e-?bikes?|bikes?|bicycles?|cycling|fahrrad|fahrrads|vélo|bicicleta|bicicletta|fiets')],
  ['drink', words('coffee|latte|espresso|cappuccino|flat white|tea|matcha|chai|juice|smoothie|beer|ale|lager|wine|cocktail|soda|lemonade|kombucha|drinks?|milk|gin|whisky|kaffee|koffie|caffè|cafezinho|thé|tee|té|chá|thee|コーヒー|咖啡')],
  ['food', /\b(?:bread|sourdough|bakery|bakers?|cakes?|pastry|pastries|croissants?|pizza|burgers?|pasta|salad|chocolate|snacks?|cereal|granola|cookies?|ice cream|restaurant|meals?|sandwich|sushi|tacos?|soup|cheese|honey|jam|sauce|food|kitchen)\b/i],
  ['finance', /\b(?:bank|banking|savings?|invest(?:ing|ment)?|insurance|loans?|mortgage|pension|budget(?:ing)?|accounting|invoices?|payroll|tax(?:es)?|card)\b/i],
  ['device', /\b(?:(?:phone|laptop|tablet) (?:cases?|covers?|stands?)|phone|smartphone|laptop|tablet|headphones|earbuds|speaker|camera|smartwatch|charger|console|tv|television|monitor|keyboard|drone|printer)\b/i],
  ['appliance', /\b(?:grinders?|juicers?|kettles?|blenders?|toasters?|fridges?|freezers?|wine coolers?|washing machines?|dishwashers?|microwaves?|air fryers?|ovens?|coffee (?:machines?|makers?)|espresso machines?|food processors?|stand mixers?)\b/i],
  ['home', /\b(?:vacuum|hoover|lamps?|sofa|couch|mattress|beds?|chair|candle|pillow|duvet|curtains?|furniture|cleaner|detergent|air purifier|heater|fan|thermostat|diffusers?|(?:coffee|dining|side|bedside|garden) tables?|(?:tea|bath|beach) towels?)\b/i],
  ['fashion', /\b(?:shoes?|sneakers?|trainers?|boots?|jacket|coat|dress|shirt|t-shirt|jeans|bag|backpack|sunglasses|hat|scarf|jewell?ery|ring|necklace|watch|wristwatch|clothing|fashion)\b/i],
  ['workplace', /\b(?:safety|fire|drill|onboard(?:ing)?|agents?|staff|shift|hygiene|till|warehouse|forklift|customer service|support|compliance|policy|first aid|hand ?washing|wash(?:ing)? (?:your )?hands|ppe|helpdesk|rota|new hires?|team|colleagues?|employees?)\b/i],
  ['fitness', /\b(?:water bottles?|fitness|yoga|workout|running|runners?|swim(?:ming)?|protein|marathon|10k|training plan|pilates)\b/i],
  ['beauty', /\b(?:skin|skincare|serum|cream|moisturi[sz]er|spf|sunscreen|shampoo|conditioner|makeup|make-up|lipstick|perfume|fragrance|soap|salon|haircut|nails?)\b/i],
  ['travel', /فندق|منتجع|\b(?:hotel|flights?|holiday|vacation|trip|travel|resort|city break|tours?|island|cruise|hostel|museum|festival|guesthouse|villa)\b/i],
  ['vehicle', /\b(?:car|cars|ev|electric car|motor scooters?|mopeds?|vespas?|scooter|van(?!\s+(?:\d|(?:de|het|een|der|den)\b))|truck|motorbike|motorcycle)\b/i],
  ['pet', /\b(?:(?:dog|cat|pet) (?:beds?|bowls?|leads?|collars?|toys?)|dogs?|cats?|pets?|puppy|puppies|kitten|kittens)\b/i],
];

/** Whole words; a Japanese or Chinese one anywhere (those scripts write no spaces), an Arabic one with its article or preposition. */
function words(alternatives: string): RegExp {
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  const unspaced = alternatives.split('|').filter((w) => cjk.test(w));
  const spaced = alternatives.split('|').filter((w) => !cjk.test(w)).join('|');
  return new RegExp(`(?<![\\p{L}])(?:[وفبلك]?(?:ال)?|لل)?(?:${spaced})(?![\\p{L}])${unspaced.length > 0 ? `|${unspaced.join('|')}` : ''}`, 'iu');
}

const STAND_INS: Record<SubjectKind, string> = {
  drink: 'a cup of coffee', food: 'a fresh loaf of bread', app: 'a phone app', device: 'a phone', home: 'a tidy living room', appliance: 'the product',
  fashion: 'a pair of shoes', fitness: 'a water bottle', bike: 'a bicycle', mobility: 'an e-scooter', 'delivery-box': 'a box of fresh ingredients', beauty: 'a skincare bottle', travel: 'a hotel',
  vehicle: 'a car', finance: 'a banking app', pet: 'a dog bed', workplace: 'a checklist', business: 'a shop', generic: 'the product',
};

/**
 * What pictures a subject that is a bare name or a topic: what the brief says the product is ("Brew Buddy,
 * a compact coffee grinder" → "a compact coffee grinder") when its kind is one the engine knows, else its
 * kind's stand-in ("a skincare bottle"); an unknown product is "the product", never another thing.
 */
export function standIn(kind: SubjectKind, subject = '', brief = ''): string {
  // "Luma, una lámpara de escritorio" is "a desk lamp": no English word of the brief would say so.
  const described = kind === 'generic' ? undefined : (productDescribedIn(subject, brief) ?? productDescription(subject, brief));
  return described ?? STAND_INS[kind];
}

/**
 * The kind of business a place of business is, from its name or its brief ("Harbour Lane Florist",
 * "our flower shop"), as a picture names it: a generated picture shows "a florist", never the
 * brand's name, whose words ("Harbour", "Lane") would read as the setting. Its `work` is the
 * trade happening there, with the people it has ("a mechanic repairing a car on the lift"): what
 * a filler shot of the place shows, never friends or customers it would not have.
 */
const TRADES: TradeRow[] = withShopTrades([
  // First: a food truck is no vehicle for sale, a coffee van no café; its shots are its own (street-food.ts).
  [STREET_FOOD_TRADE, words('food truck|food trucks|food-truck|food-trucks|foodtruck|foodtrucks|food van|food vans|taco truck|burger van|burger truck|coffee van|coffee truck|ice cream van|ice-cream van|ice cream truck|street food van|street food truck|camión de comida|camion-restaurant|camion restaurant|imbisswagen|carrinha de comida|roulotte de comida|キッチンカー|شاحنة طعام|फूड ट्रक'), 'street food fresh off the grill',
    { es: ['food truck', 'm'], fr: ['food truck', 'm'], de: ['Foodtruck', 'm'], it: ['food truck', 'm'], pt: ['carrinha de comida', 'f'], nl: ['foodtruck', 'm'], ar: 'شاحنة طعام', ja: 'キッチンカー', hi: 'फूड ट्रक' }, 'a cook grilling food inside a food truck'],
  // First: a dog hotel is no hotel, a dog daycare no children's nursery.
  ['dog daycare', words('dog daycare|doggy daycare|doggie daycare|dog day care|dog hotel|dog boarding|boarding kennels|kennels|hundekita|hundetagesstätte|hundepension|garderie canine|garderie pour chiens|pension canine|guardería canina|guardería de perros|residencia canina|asilo per cani|pensione per cani|creche canina|hotel para cães|hondenopvang|hondenhotel|ペットホテル|犬の保育園'), 'dogs at play',
    { es: ['guardería canina', 'f'], fr: ['garderie canine', 'f'], de: ['Hundekita', 'f'], it: ['asilo per cani', 'm'], pt: ['creche canina', 'f'], nl: ['hondenopvang', 'm'], ar: 'حضانة كلاب', ja: '犬の保育園', hi: 'डॉग डेकेयर' }, 'a staff member walking three dogs'],
  ['co-working space', words('co-?working spaces?|co-?working|shared offices?|shared workspaces?|espace de coworking|espacio de coworking|spazio di coworking|espaço de coworking|coworking-space|coworkingruimte|coworkingplek|coworkingplekken|coworkingspace|gedeelde werkplek|コワーキングスペース'), 'rows of desks with laptops',
    { es: ['espacio de coworking', 'm'], fr: ['espace de coworking', 'm'], de: ['Coworking-Space', 'm'], it: ['spazio di coworking', 'm'], pt: ['espaço de coworking', 'm'], nl: ['coworkingruimte', 'f'], ar: 'مساحة عمل مشتركة', ja: 'コワーキングスペース', hi: 'को-वर्किंग स्पेस' }, 'two members talking over a laptop in a glass-walled meeting room'],
  ['estate agency', words('realty|realtor|realtors|real estate|estate agents?|estate agency|letting agents?|lettings agency|property agents?|agence immobilière|immobilier|inmobiliaria|agencia inmobiliaria|immobiliare|agenzia immobiliare|imobiliária|immobilienmakler|immobilienbüro|makler|makelaar|makelaardij|不動産'), 'family homes for sale',
    { es: ['inmobiliaria', 'f'], fr: ['agence immobilière', 'f'], de: ['Immobilienbüro', 'n'], it: ['agenzia immobiliare', 'f'], pt: ['imobiliária', 'f'], nl: ['makelaardij', 'f'], ar: 'مكتب عقارات', ja: '不動産屋', hi: 'रियल एस्टेट एजेंसी' }, 'an agent handing house keys to a young couple outside their new home'],
  // Offices whose work is a consultation across a desk (professional-offices.ts): before the shops a firm's name may say ("Baker Lane Solicitors").
  ...OFFICE_TRADES,
  ['car wash', words('car wash|carwash|car valet|car valeting|hand car wash|autowaschanlage|waschanlage|waschstraße|lavage auto|station de lavage|lavadero de coches|lavadero|autolavado|autolavaggio|lava-jato|lavagem auto|autowasstraat|wasstraat|洗車場|洗車'), 'clean cars gleaming in the sun',
    { es: ['lavadero de coches', 'm'], fr: ['station de lavage', 'f'], de: ['Autowaschanlage', 'f'], it: ['autolavaggio', 'm'], pt: ['lavagem auto', 'f'], nl: ['autowasstraat', 'f'], ar: 'مغسلة سيارات', ja: '洗車場', hi: 'कार वॉश' }, 'a worker drying a clean car by hand'],
  // A place to stay: its reception, its rooms; never a travel poster's pool (a hotel's goods stand in its lobby, where its inside is drawn). First: a hotel's
  // brief names its bar, restaurant, spa and flowers, which are the hotel's.
  ['hotel', words('hotel|hotels|motel|hôtel|albergo|فندق|होटل|ホテル|旅館'), 'fresh flowers on the front desk',
    { es: ['hotel', 'm'], fr: ['hôtel', 'm'], de: ['Hotel', 'n'], it: ['albergo', 'm'], pt: ['hotel', 'm'], nl: ['hotel', 'n'], ar: 'فندق', ja: 'ホテル', hi: 'होटल' }, 'a receptionist handing a room key to guests at the front desk'],
  // Before the guesthouse: "auberge de jeunesse" is a hostel, "auberge" alone an inn.
  ['hostel', words('hostel|hostels|youth hostel|auberge de jeunesse|albergue juvenil|jugendherberge|ostello|albergue|jeugdherberg|ユースホステル|ホステル'), 'bunk beds made up with fresh sheets',
    { es: ['albergue', 'm'], fr: ['auberge de jeunesse', 'f'], de: ['Jugendherberge', 'f'], it: ['ostello', 'm'], pt: ['albergue', 'm'], nl: ['hostel', 'n'], ar: 'نزل شبابي', ja: 'ホステル', hi: 'हॉस्टल' }, 'a receptionist handing a room key to backpackers at the front desk'],
  ['guesthouse', words('b&b|bed and breakfast|bed & breakfast|guesthouse|guesthouses|guest house|inn|chambre d’hôtes|chambres d’hôtes|chambre d\'hôtes|pensione|pousada|pensión|hostal|gasthof|gasthaus|auberge|pensão|نزل|民宿'), 'a made bed with fresh white linen',
    { es: ['casa de huéspedes', 'f'], fr: ['maison d’hôtes', 'f'], de: ['Pension', 'f'], it: ['pensione', 'f'], pt: ['pousada', 'f'], nl: ['pension', 'n'], ar: 'نزل', ja: '民宿', hi: 'गेस्टहाउस' }, 'a host serving breakfast to guests at a table'],
  ['campsite', words('campsite|campsites|campground|camping|glamping|campeggio|campingplatz|キャンプ場|مخيم'), 'tents among the trees',
    { es: ['camping', 'm'], fr: ['camping', 'm'], de: ['Campingplatz', 'm'], it: ['campeggio', 'm'], pt: ['parque de campismo', 'm'], nl: ['camping', 'f'], ar: 'مخيم', ja: 'キャンプ場', hi: 'कैंपसाइट' }, 'a warden showing campers to their pitch among the trees'],
  ['florist', words('florist|florists|floristin|floristen|florista|floristas|blumen|flower shop|flowers|fleuriste|blumenladen|floristería|floristeria|fioraio|fioreria|floricultura|bloemist|bloemenwinkel|fiorista|fioristi|محل ورد|محل زهور|بائع زهور|زهور|ورود|फूलों की दुकान|फूलवाला|花屋|フラワーショップ|生花店'), 'bouquets of fresh flowers',
    { es: ['floristería', 'f'], fr: ['fleuriste', 'm'], de: ['Blumenladen', 'm'], it: ['fioreria', 'f'], pt: ['floricultura', 'f'], nl: ['bloemenwinkel', 'm'], ar: 'محل ورد', ja: '花屋', hi: 'फूलों की दुकान' }, 'a florist holding a fresh bouquet at the workbench'],
  ['bakery', words('bakery|padeiro|padeira|panettiere|fornaio|bakker|panificio|pastelaria|confeitaria|banketbakkerij|bakers|baker|patisserie|pâtisserie|boulangerie|bäckerei|konditorei|panadería|panaderia|pastelería|panetteria|pasticceria|padaria|bakkerij|مخبز|مخبزة|المخبز|بيكري|बेकरी|パン屋|ベーカリー|製パン|パン工房'), 'fresh bread and pastries',
    { es: ['panadería', 'f'], fr: ['boulangerie', 'f'], de: ['Bäckerei', 'f'], it: ['panificio', 'm'], pt: ['padaria', 'f'], nl: ['bakkerij', 'f'], ar: 'مخبز', ja: 'パン屋', hi: 'बेकरी' }, 'a baker holding a tray of fresh bread beside the oven'],
  ['ice cream parlour', words('ice cream parlou?r|ice cream shop|gelato|gelateria|gelataria|sorveteria|heladería|heladeria|glacier|eisdiele|eiscafé|ijssalon|アイスクリーム店|ジェラート'), 'tubs of gelato in the counter',
    { es: ['heladería', 'f'], fr: ['glacier', 'm'], de: ['Eisdiele', 'f'], it: ['gelateria', 'f'], pt: ['gelataria', 'f'], nl: ['ijssalon', 'm'], ar: 'محل آيس كريم', ja: 'ジェラート店', hi: 'आइसक्रीम पार्लर' }, 'a server scooping gelato into a cone behind the counter'],
  ['butcher', words("butcher|butchers|butcher's|carnicería|carniceria|boucherie|metzgerei|fleischerei|macelleria|talho|açougue|slagerij|ملحمة|精肉店|肉屋"), 'cuts of meat in the counter',
    { es: ['carnicería', 'f'], fr: ['boucherie', 'f'], de: ['Metzgerei', 'f'], it: ['macelleria', 'f'], pt: ['talho', 'm'], nl: ['slagerij', 'f'], ar: 'ملحمة', ja: '精肉店', hi: 'मीट की दुकान' }, 'a butcher slicing meat at the counter'],
  // Before the café and the bar: a wine bar or a Japanese tea house is its own trade, its work poured or whisked.
  ['wine bar', words('wine bar|wine bars|enoteca|enoteche|vinoteca|vinothek|weinbar|weinstube|bar à vin|bar à vins|cave à vin|bar de vinos|vineria|wijnbar|wijnlokaal|garrafeira|ワインバー|エノテカ|بار النبيذ'), 'glasses of red wine',
    { es: ['vinoteca', 'f'], fr: ['bar à vin', 'm'], de: ['Weinbar', 'f'], it: ['enoteca', 'f'], pt: ['garrafeira', 'f'], nl: ['wijnbar', 'm'], ar: 'بار النبيذ', ja: 'ワインバー', hi: 'वाइन बार' }, 'a sommelier pouring a glass of red wine at the bar'],
  ['tea house', words('tea house|tea houses|teahouse|teahouses|japanese tea room|salon de thé|maison de thé|teehaus|teesalon|casa de té|salón de té|sala da tè|casa del tè|casa de chá|salão de chá|theehuis|theesalon|茶房|茶屋|茶室|甘味処|日本茶カフェ|بيت الشاي'), 'bowls of matcha on a low table',
    { es: ['casa de té', 'f'], fr: ['salon de thé', 'm'], de: ['Teehaus', 'n'], it: ['sala da tè', 'f'], pt: ['casa de chá', 'f'], nl: ['theehuis', 'n'], ar: 'بيت الشاي', ja: '茶房', hi: 'चाय घर' }, 'a tea master whisking matcha at a low table'],
  ['café', words('café|cafe|tea room|tearoom|tea rooms|tea shop|teahouse|salon de thé|teestube|coffee shop|coffee house|roastery|roasters|kaffeehaus|cafetería|caffetteria|cafeteria|koffiebar|مقهى|المقهى|كافيه|कैफ़े|कैफे|カフェ|喫茶店|喫茶|コーヒーショップ|珈琲店'), 'cups of coffee',
    { es: ['cafetería', 'f'], fr: ['café', 'm'], de: ['Café', 'n'], it: ['caffetteria', 'f'], pt: ['cafetaria', 'f'], nl: ['koffiebar', 'f'], ar: 'مقهى', ja: 'カフェ', hi: 'कैफ़े' }, 'a barista pouring coffee behind the counter'],
  // Before the gym: "Summit Climbing Gym" is a climbing centre. Named so that no trade ends in "gym" (goodsOf matches a place by its ending).
  ['climbing centre', words("climbing wall|climbing walls|climbing gym|climbing centre|climbing center|bouldering|rocódromo|salle d'escalade|salle d’escalade|kletterhalle|boulderhalle|palestra di arrampicata|klimhal|boulderhal|ボルダリング|クライミングジム"), 'coloured holds on a tall climbing wall',
    { es: ['rocódromo', 'm'], fr: ["salle d'escalade", 'f'], de: ['Kletterhalle', 'f'], it: ['palestra di arrampicata', 'f'], pt: ['ginásio de escalada', 'm'], nl: ['klimhal', 'f'], ar: 'صالة تسلق', ja: 'クライミングジム', hi: 'क्लाइंबिंग सेंटर' }, 'a climber on the wall with an instructor holding the rope'],
  ['gym', words('gym|ginásio|fitness studio|fitness club|gimnasio|palestra|academia|sportschool|fitnessstudio|salle de sport|نادي رياضي|النادي الرياضي|صالة رياضية|جيم|जिम|ジム|フィットネスクラブ'), 'racks of dumbbells',
    { es: ['gimnasio', 'm'], fr: ['salle de sport', 'f'], de: ['Fitnessstudio', 'n'], it: ['palestra', 'f'], pt: ['ginásio', 'm'], nl: ['sportschool', 'f'], ar: 'نادي رياضي', ja: 'ジム', hi: 'जिम' }, 'a member lifting weights beside a trainer'],
  // Classes with a room of their own are studios like the yoga studio, never a fitness product's stand-in.
  ['pilates studio', words('pilates|reformer pilates|barre|barre studio|ピラティス|بيلاتس|पिलाटेस'), 'reformer machines in a row',
    { es: ['estudio de pilates', 'm'], fr: ['studio de pilates', 'm'], de: ['Pilatesstudio', 'n'], it: ['studio di pilates', 'm'], pt: ['estúdio de pilates', 'm'], nl: ['pilatesstudio', 'n'], ar: 'استوديو بيلاتس', ja: 'ピラティススタジオ', hi: 'पिलाटेस स्टूडियो' }, 'an instructor leading a class on reformer machines'],
  ['spin studio', words('spin studio|spin class|spin classes|spinning|indoor cycling|cycle studio|ciclismo indoor|スピンバイク'), 'rows of spin bikes',
    { es: ['estudio de ciclo indoor', 'm'], fr: ['studio de vélo', 'm'], de: ['Spinningstudio', 'n'], it: ['studio di spinning', 'm'], pt: ['estúdio de ciclismo', 'm'], nl: ['spinningstudio', 'n'], ar: 'استوديو دراجات', ja: 'スピンスタジオ', hi: 'स्पिन स्टूडियो' }, 'an instructor leading a class on spin bikes'],
  ['dance studio', words('dance studio|dance school|dance classes|ballet school|escuela de danza|academia de baile|école de danse|tanzschule|tanzstudio|scuola di danza|escola de dança|dansschool|ダンススタジオ|ダンス教室|مدرسة رقص|डांस स्टूडियो'), 'a mirrored wall above a wooden floor',
    { es: ['escuela de danza', 'f'], fr: ['école de danse', 'f'], de: ['Tanzschule', 'f'], it: ['scuola di danza', 'f'], pt: ['escola de dança', 'f'], nl: ['dansschool', 'f'], ar: 'مدرسة رقص', ja: 'ダンススタジオ', hi: 'डांस स्टूडियो' }, 'a teacher leading a dance class before the mirror'],
  ['swimming school', words('swim school|swimming school|swimming lessons|swim lessons|swimming classes|swim classes|baby swimming|baby swim|aulas de natação|clases de natación|cursos de natación|cours de natation|schwimmkurs|schwimmkurse|schwimmunterricht|corsi di nuoto|lezioni di nuoto|zwemles|zwemlessen|escuela de natación|école de natation|schwimmschule|scuola di nuoto|escola de natação|zwemschool|スイミングスクール|مدرسة سباحة'), 'the lanes of a bright indoor pool',
    { es: ['escuela de natación', 'f'], fr: ['école de natation', 'f'], de: ['Schwimmschule', 'f'], it: ['scuola di nuoto', 'f'], pt: ['escola de natação', 'f'], nl: ['zwemschool', 'f'], ar: 'مدرسة سباحة', ja: 'スイミングスクール', hi: 'स्विमिंग स्कूल' }, 'a swimming teacher helping a child float in the pool'],
  ['yoga studio', words('yoga studio|yoga|يوغا|اليوغا|योग|ヨガ'), 'rolled yoga mats',
    { es: ['estudio de yoga', 'm'], fr: ['studio de yoga', 'm'], de: ['Yogastudio', 'n'], it: ['studio di yoga', 'm'], pt: ['estúdio de yoga', 'm'], nl: ['yogastudio', 'n'], ar: 'استوديو يوغا', ja: 'ヨガスタジオ', hi: 'योग स्टूडियो' }, 'a class stretching on mats with their teacher'],
  ['dog grooming salon', words('groomer|groomers|grooming|hundesalon|toilettage|peluquería canina|toelettatura|تجميل الكلاب|تجميل الحيوانات|ग्रूमिंग|トリミング'), 'grooming tables and brushes',
    { es: ['peluquería canina', 'f'], fr: ['salon de toilettage', 'm'], de: ['Hundesalon', 'm'], it: ['toelettatura per cani', 'f'], pt: ['tosquia', 'f'], nl: ['trimsalon', 'm'], ar: 'صالون تجميل للكلاب', ja: 'トリミングサロン', hi: 'पेट ग्रूमिंग सैलून' }, 'a groomer holding a freshly washed dog on the grooming table'],
  ['pet shop', words('pet shop|pet store|tienda de mascotas|animalerie|zoohandlung|متجر حيوانات|حيوانات أليفة|पालतू|ペットショップ'), 'pet toys and treats',
    { es: ['tienda de mascotas', 'f'], fr: ['animalerie', 'f'], de: ['Zoohandlung', 'f'], it: ['negozio di animali', 'm'], pt: ['loja de animais', 'f'], nl: ['dierenwinkel', 'm'], ar: 'متجر حيوانات أليفة', ja: 'ペットショップ', hi: 'पालतू जानवरों की दुकान' }, 'a shop assistant holding a bag of pet treats'],
  ['beauty salon', words('beauty salon|brow|brows|lash|lashes|nail salon|nail bar|nail bars|nail studio|nail studios|nagelstudio|nagelsalon|onglerie|salon de manucure|centro de uñas|salone unghie|salón de uñas|salones de uñas|salão de unhas|bar à ongles|nails|manicure|manicures|make-up|makeup|institut de beauté|kosmetikstudio|centro de estética|centro estetico|schoonheidssalon|صالون تجميل|مركز تجميل|أظافر|رموش|ब्यूटी पार्लर|ब्यूटी सैलून|エステ|ネイルサロン|まつげ|まつ毛'), 'skincare bottles and brushes',
    { es: ['centro de estética', 'm'], fr: ['institut de beauté', 'm'], de: ['Kosmetikstudio', 'n'], it: ['centro estetico', 'm'], pt: ['centro de estética', 'm'], nl: ['schoonheidssalon', 'm'], ar: 'صالون تجميل', ja: 'エステサロン', hi: 'ब्यूटी पार्लर' }, 'a stylist working on a client in the treatment chair'],
  ['hair salon', words('hair salon|parrucchiera|cabeleireiro|cabeleireira|kapper|kappers|kapperszaak|hairdresser|salon|friseur|peluquería|peluqueria|kapsalon|parrucchiere|salão|صالون|كوافير|सैलून|美容室|美容院|ヘアサロン'), 'salon chairs before mirrors',
    { es: ['peluquería', 'f'], fr: ['salon de coiffure', 'm'], de: ['Friseursalon', 'm'], it: ['salone da parrucchiere', 'm'], pt: ['salão de cabeleireiro', 'm'], nl: ['kapsalon', 'm'], ar: 'صالون', ja: '美容室', hi: 'हेयर सैलून' }, 'a hairdresser working on a client in the chair'],
  ['barber shop', words('barber|barbers|barbershop|barbería|barbearia|kapper|حلاق|محل حلاقة|नाई|理容室|床屋|バーバー'), 'barber chairs before mirrors',
    { es: ['barbería', 'f'], fr: ['barbier', 'm'], de: ['Barbershop', 'm'], it: ['barberia', 'f'], pt: ['barbearia', 'f'], nl: ['barbershop', 'm'], ar: 'محل حلاقة', ja: '理容室', hi: 'नाई की दुकान' }, 'a barber working on a client in the chair'],
  ['pizzeria', words('pizzeria|pizzaria|pizza|pizzería|بيتزا|पिज़्ज़ा|पिज्जा|ピザ|ピッツェリア'), 'pizzas fresh from the oven',
    { es: ['pizzería', 'f'], fr: ['pizzeria', 'f'], de: ['Pizzeria', 'f'], it: ['pizzeria', 'f'], pt: ['pizzaria', 'f'], nl: ['pizzeria', 'f'], ar: 'مطعم بيتزا', ja: 'ピザ屋', hi: 'पिज़्ज़ेरिया' }, 'a pizza chef baking pizzas in the wood oven'],
  ['noodle bar', words('ramen|ramen bar|noodle bar|noodle shop|noodles|udon|soba|pho|ラーメン|らーめん|拉麺|ラーメン屋|うどん|そば屋|蕎麦|拉面|面馆|라멘|국수'), 'steaming bowls of noodles',
    { es: ['bar de ramen', 'm'], fr: ['bar à nouilles', 'm'], de: ['Nudelbar', 'f'], it: ['ramen bar', 'm'], pt: ['casa de ramen', 'f'], nl: ['ramenbar', 'f'], ar: 'مطعم نودلز', ja: 'ラーメン屋', hi: 'नूडल बार' }, 'a cook draining noodles behind the counter'],
  // Before the restaurant: a cooking school's "cucina" and "cocina" are its classes' kitchen, cooked in together.
  ['cooking school', words('cooking school|cooking schools|cookery school|cooking class|cooking classes|cookery class|cookery classes|pasta class|pasta classes|scuola di cucina|corsi di cucina|corso di cucina|escuela de cocina|clases de cocina|curso de cocina|école de cuisine|cours de cuisine|atelier de cuisine|kochschule|kochkurs|kochkurse|escola de culinária|aulas de culinária|curso de culinária|kookschool|kookcursus|kookworkshop|料理教室'), 'fresh pasta on a floured table',
    { es: ['escuela de cocina', 'f'], fr: ['école de cuisine', 'f'], de: ['Kochschule', 'f'], it: ['scuola di cucina', 'f'], pt: ['escola de culinária', 'f'], nl: ['kookschool', 'f'], ar: 'مدرسة طبخ', ja: '料理教室', hi: 'कुकिंग स्कूल' }, 'a chef and two students cooking together in a kitchen'],
  // Lessons given one to one at a table, never a course watched on a laptop.
  ['tutoring centre', words('tutoring|tutor|tutors|tuition centre|private tuition|nachhilfe|nachhilfeschule|soutien scolaire|cours particuliers|clases particulares|clases de refuerzo|ripetizioni|explicações|centro de explicações|bijles|家庭教師|学習塾|個別指導'), 'exercise books and pencils on a table',
    { es: ['academia de refuerzo', 'f'], fr: ['centre de soutien scolaire', 'm'], de: ['Nachhilfeschule', 'f'], it: ['centro di ripetizioni', 'm'], pt: ['centro de explicações', 'm'], nl: ['bijlesinstituut', 'n'], ar: 'مركز دروس خصوصية', ja: '学習塾', hi: 'ट्यूशन सेंटर' }, 'a tutor helping a child with homework at a table'],
  // Before the restaurant: a chip shop's work is at its frying range behind the counter, never an open kitchen's hob.
  ['fish and chip shop', words('fish and chips?|fish & chips?|fish-and-chips?|chip shops?|chippy|chippie|friterie|fritkot|baraque à frites|frittenbude|pommesbude|frituur|frietkot|friggitoria|freiduría|フィッシュアンドチップス'), 'battered fish and chips in paper',
    { es: ['freiduría', 'f'], fr: ['friterie', 'f'], de: ['Frittenbude', 'f'], it: ['friggitoria', 'f'], pt: ['loja de fish and chips', 'f'], nl: ['frituur', 'f'], ar: 'محل سمك وبطاطا', ja: 'フィッシュアンドチップス店', hi: 'फिश एंड चिप्स की दुकान' }, 'a cook lowering battered fish into the fryer'],
  ['restaurant', words('osteria|locanda|tasca|churrascaria|eetcafé|takeaway|sushi|寿司|鮨|焼肉|restaurant|bistro|bistrot|brasserie|trattoria|taberna|crêperie|creperie|ristorante|restaurante|diner|eatery|cocina|cucina|cozinha|cuisine|küche|keuken|kitchen|مطعم|المطعم|रेस्तराँ|रेस्टोरेंट|रेस्टॉरेंट|ढाबा|レストラン|食堂|料理店|ビストロ'), 'plates of food',
    { es: ['restaurante', 'm'], fr: ['restaurant', 'm'], de: ['Restaurant', 'n'], it: ['ristorante', 'm'], pt: ['restaurante', 'm'], nl: ['restaurant', 'n'], ar: 'مطعم', ja: 'レストラン', hi: 'रेस्तराँ' }, 'a chef cooking in an open kitchen'],
  ['bar', words('bar|pub|wine bar|cocktail bar|taproom|brewery|kneipe|بار|बार|居酒屋|ワインバー'), 'glasses of drinks',
    { es: ['bar', 'm'], fr: ['bar', 'm'], de: ['Bar', 'f'], it: ['cocktail bar', 'm'], pt: ['bar', 'm'], nl: ['kroeg', 'f'], ar: 'بار', ja: 'バー', hi: 'बार' }, 'a bartender pouring drinks behind the bar'],
  ['bookshop', words('bookshop|bookstore|librairie|buchhandlung|librería|libreria|livraria|boekhandel|مكتبة|किताबों की दुकान|本屋|書店'), 'shelves of books',
    { es: ['librería', 'f'], fr: ['librairie', 'f'], de: ['Buchhandlung', 'f'], it: ['libreria', 'f'], pt: ['livraria', 'f'], nl: ['boekhandel', 'm'], ar: 'مكتبة', ja: '本屋', hi: 'किताबों की दुकान' }, 'a bookseller reading a book between the shelves'],
  ['vet clinic', VET_WORDS, 'pet beds and treatment tables',
    { es: ['clínica veterinaria', 'f'], fr: ['clinique vétérinaire', 'f'], de: ['Tierarztpraxis', 'f'], it: ['clinica veterinaria', 'f'], pt: ['clínica veterinária', 'f'], nl: ['dierenartspraktijk', 'f'], ar: 'عيادة بيطرية', ja: '動物病院', hi: 'पशु क्लिनिक' }, 'a vet examining a dog on the treatment table'],
  ['dental clinic', words('dentist|dentistico|odontoiatra|dentária|dentário|odontológica|tandartspraktijk|dentists|dental|dentista|dentiste|dentaire|zahnarzt|zahnarztpraxis|tandarts|طبيب أسنان|عيادة أسنان|الأسنان|أسنان|दंत|डेंटल|दाँतों|歯科|歯医者'), 'a dental chair under a bright lamp',
    { es: ['clínica dental', 'f'], fr: ['cabinet dentaire', 'm'], de: ['Zahnarztpraxis', 'f'], it: ['studio dentistico', 'm'], pt: ['clínica dentária', 'f'], nl: ['tandartspraktijk', 'f'], ar: 'عيادة أسنان', ja: '歯科医院', hi: 'डेंटल क्लिनिक' }, 'a dentist examining a patient in the chair'],
  ['clinic', words('clinic|physio|physiotherapy|praxis|physiopraxis|physiotherapiepraxis|krankengymnastik|clínica|clinica|kliniek|عيادة|العيادة|क्लिनिक|クリニック|診療所|医院'), 'treatment chairs and equipment',
    { es: ['clínica', 'f'], fr: ['cabinet médical', 'm'], de: ['Praxis', 'f'], it: ['clinica', 'f'], pt: ['clínica', 'f'], nl: ['praktijk', 'f'], ar: 'عيادة', ja: 'クリニック', hi: 'क्लिनिक' }, 'a physio treating a patient on the treatment table'],
  ['bike shop', words('bike shop|fietsenmaker|fietsenwinkel|fietsenzaak|ciclofficina|negozio di biciclette|officina di biciclette|bicicletaria|oficina de bicicletas|loja de bicicletas|bike shops|bike repair|bike repairs|bicycle shop|bicycle repair|cycle shop|cycle repair|tienda de bicicletas|taller de bicicletas|magasin de vélos|atelier vélo|fahrradladen|fahrradwerkstatt|محل دراجات|साइकिल की दुकान|自転車店|自転車屋|サイクルショップ'), 'bicycles on racks',
    { es: ['tienda de bicicletas', 'f'], fr: ['magasin de vélos', 'm'], de: ['Fahrradladen', 'm'], it: ['negozio di biciclette', 'm'], pt: ['loja de bicicletas', 'f'], nl: ['fietsenwinkel', 'm'], ar: 'محل دراجات', ja: '自転車店', hi: 'साइकिल की दुकान' }, 'a mechanic repairing a bicycle on the workstand'],
  ['car garage', words('garage|officina|autofficina|officina meccanica|oficina|oficina mecânica|autogarage|car garage|auto repair|taller mecánico|autohaus|autowerkstatt|kfz-werkstatt|ورشة سيارات|صيانة السيارات|गैराज|整備工場|自動車整備|修理工場'), 'cars on lifts and walls of tools',
    { es: ['taller mecánico', 'm'], fr: ['garage', 'm'], de: ['Autowerkstatt', 'f'], it: ['officina meccanica', 'f'], pt: ['oficina mecânica', 'f'], nl: ['autogarage', 'f'], ar: 'ورشة سيارات', ja: '自動車整備工場', hi: 'गैराज' }, 'a mechanic repairing a car on the lift'],
  // Before the nursery: a plant nursery is a garden centre, never a childcare room.
  ['garden centre', words('garden centre|garden centres|garden center|garden centers|plant nursery|plant nurseries|vivero|jardinerie|gartencenter|gärtnerei|مشتل|पौधों की नर्सरी|園芸店|ガーデンセンター'), 'plants in pots and seed trays',
    { es: ['vivero', 'm'], fr: ['jardinerie', 'f'], de: ['Gartencenter', 'n'], it: ['vivaio', 'm'], pt: ['viveiro', 'm'], nl: ['tuincentrum', 'n'], ar: 'مشتل', ja: '園芸店', hi: 'पौधों की नर्सरी' }, 'a gardener potting seedlings in a greenhouse'],
  ['nursery', words('nursery|nurseries|daycare|day care|day nursery|preschool|pre-school|kindergarten|creche|crèche|childcare|guardería|escuela infantil|kita|kindertagesstätte|hort|schülerhort|kinderhort|nachmittagsbetreuung|ferienbetreuung|ludoteca|doposcuola|ludothèque|centre de loisirs|accueil périscolaire|buitenschoolse opvang|naschoolse opvang|kinderopvang|学童保育|حضانة|روضة|नर्सरी|प्लेस्कूल|保育園|幼稚園'), 'toys and picture books',
    { es: ['guardería', 'f'], fr: ['crèche', 'f'], de: ['Kita', 'f'], it: ['asilo nido', 'm'], pt: ['creche', 'f'], nl: ['kinderdagverblijf', 'n'], ar: 'حضانة', ja: '保育園', hi: 'नर्सरी' }, 'a teacher reading a story to children'],
  ['spa', words('spa|wellness|منتجع صحي|سبا|स्पा|スパ'), 'folded towels and candles',
    { es: ['spa', 'm'], fr: ['spa', 'm'], de: ['Spa', 'n'], it: ['centro benessere', 'm'], pt: ['spa', 'm'], nl: ['spa', 'm'], ar: 'منتجع صحي', ja: 'スパ', hi: 'स्पा' }, 'a therapist looking after a guest on a treatment bed'],
  ['delicatessen', words('deli|delicatessen|épicerie|feinkost|ultramarinos|デリカテッセン|デリ'), 'cheese and cured meats',
    { es: ['tienda gourmet', 'f'], fr: ['épicerie fine', 'f'], de: ['Feinkostladen', 'm'], it: ['gastronomia', 'f'], pt: ['loja gourmet', 'f'], nl: ['delicatessenwinkel', 'm'], ar: 'متجر أطعمة فاخرة', ja: 'デリカテッセン', hi: 'डेली' }, 'a shopkeeper serving cheese behind the counter'],
  ['clothing boutique', words('boutique|fashion store|clothing store|tienda de ropa|محل ملابس|أزياء|बुटीक|कपड़ों की दुकान|ブティック|服屋|アパレル'), 'clothes on rails',
    { es: ['tienda de ropa', 'f'], fr: ['boutique de vêtements', 'f'], de: ['Modeboutique', 'f'], it: ['negozio di abbigliamento', 'm'], pt: ['loja de roupa', 'f'], nl: ['kledingwinkel', 'm'], ar: 'محل ملابس', ja: 'ブティック', hi: 'कपड़ों की दुकान' }, 'a shop assistant holding a dress beside the rails'],
  ['sweet shop', words('sweet shop|sweet shops|sweets|confectioner|confectionery|mithai|confitería|confiserie|süßwarenladen|konditorei süßwaren|محل حلويات|حلويات|मिठाई|मिठाई की दुकान|स्वीट्स|हलवाई|お菓子屋|和菓子屋|和菓子'), 'trays of sweets',
    { es: ['confitería', 'f'], fr: ['confiserie', 'f'], de: ['Süßwarenladen', 'm'], it: ['negozio di dolciumi', 'm'], pt: ['loja de doces', 'f'], nl: ['snoepwinkel', 'm'], ar: 'محل حلويات', ja: 'お菓子屋', hi: 'मिठाई की दुकान' }, 'a confectioner arranging sweets on a tray'],
  // Before the shop: a cheese shop or a fishmonger's is its own trade, its work at the counter.
  ['cheese shop', words("cheese shop|cheese shops|cheesemonger|cheesemongers|cheesemonger's|fromagerie|fromager|fromagère|crèmerie|quesería|queseria|tienda de quesos|käseladen|käsegeschäft|käserei|käsehändler|käsetheke|formaggeria|formaggiaio|negozio di formaggi|queijaria|kaaswinkel|kaasboer|kaashandel|kaasspeciaalzaak|محل أجبان|محل الأجبان|チーズ店|チーズ専門店|チーズ屋"), 'wheels of cheese on wooden shelves',
    { es: ['quesería', 'f'], fr: ['fromagerie', 'f'], de: ['Käseladen', 'm'], it: ['formaggeria', 'f'], pt: ['queijaria', 'f'], nl: ['kaaswinkel', 'm'], ar: 'محل أجبان', ja: 'チーズ店', hi: 'चीज़ की दुकान' }, 'a cheesemonger cutting a wheel of cheese at the counter'],
  ['fishmonger', words("fishmonger|fishmongers|fishmonger's|fish shop|fish counter|fish market|poissonnerie|poissonnier|poissonnière|pescadería|pescaderia|pescadero|fischgeschäft|fischladen|fischhändler|fischhandlung|fischtheke|pescheria|pescivendolo|peixaria|peixeiro|viswinkel|vishandel|visboer|محل سمك|محل السمك|سوق السمك|魚屋|鮮魚店"), 'fresh fish on ice',
    { es: ['pescadería', 'f'], fr: ['poissonnerie', 'f'], de: ['Fischgeschäft', 'n'], it: ['pescheria', 'f'], pt: ['peixaria', 'f'], nl: ['viswinkel', 'm'], ar: 'محل سمك', ja: '魚屋', hi: 'मछली की दुकान' }, 'a fishmonger holding up a fish at the fish counter'],
  // Lessons held in a car and in a music room (lesson-trades.ts), never watched on a laptop.
  ['driving school', words('driving school|driving schools|driving lessons|driving lesson|driving instructor|driving instructors|autoescuela|autoescuelas|auto-école|auto-écoles|auto école|école de conduite|leçons de conduite|cours de conduite|fahrschule|fahrschulen|fahrstunden|fahrstunde|autoscuola|autoscuole|scuola guida|lezioni di guida|escola de condução|aulas de condução|autoescola|auto-escola|aulas de direção|rijschool|rijscholen|rijles|rijlessen|教習所|自動車教習所'), 'a learner car with L plates',
    { es: ['autoescuela', 'f'], fr: ['auto-école', 'f'], de: ['Fahrschule', 'f'], it: ['autoscuola', 'f'], pt: ['escola de condução', 'f'], nl: ['rijschool', 'f'], ar: 'مدرسة تعليم القيادة', ja: '自動車教習所', hi: 'ड्राइविंग स्कूल' }, 'a driving instructor with a learner driver in a car'],
  ['music school', words('music school|music schools|music lessons|music lesson|piano lessons|piano lesson|guitar lessons|guitar lesson|singing lessons|violin lessons|drum lessons|escuela de música|clases de música|clases de piano|clases de guitarra|école de musique|cours de musique|cours de piano|cours de guitare|conservatoire|musikschule|musikunterricht|klavierunterricht|gitarrenunterricht|scuola di musica|lezioni di musica|lezioni di piano|lezioni di pianoforte|lezioni di chitarra|escola de música|aulas de música|aulas de piano|aulas de guitarra|muziekschool|muziekles|muzieklessen|pianoles|pianolessen|gitaarles|gitaarlessen|音楽教室|ピアノ教室'), 'a piano and guitars in a bright music room',
    { es: ['escuela de música', 'f'], fr: ['école de musique', 'f'], de: ['Musikschule', 'f'], it: ['scuola di musica', 'f'], pt: ['escola de música', 'f'], nl: ['muziekschool', 'f'], ar: 'مدرسة موسيقى', ja: '音楽教室', hi: 'संगीत विद्यालय' }, 'a music teacher giving a child a piano lesson'],
  // Before the shop: a farm shop sells its own farm's produce, stacked in crates.
  ['farm shop', words('farm shop|farm shops|farmshop|farm store|farm stores|hofladen|hofläden|bauernladen|hofverkauf|tienda de granja|tienda de la granja|magasin de ferme|magasin à la ferme|boutique de la ferme|boutique à la ferme|vente à la ferme|spaccio aziendale|spaccio agricolo|bottega della fattoria|negozio della fattoria|loja da quinta|loja da fazenda|boerderijwinkel|boerderijwinkels|hoevewinkel|ファームショップ|直売所'), 'crates of fresh vegetables and eggs',
    { es: ['tienda de granja', 'f'], fr: ['magasin de ferme', 'm'], de: ['Hofladen', 'm'], it: ['spaccio aziendale', 'm'], pt: ['loja da quinta', 'f'], nl: ['boerderijwinkel', 'm'], ar: 'متجر مزرعة', ja: '直売所', hi: 'फ़ार्म शॉप' }, 'a farmer stacking crates of fresh vegetables'],
  ['shop', words('shop|store|tienda|negozio|loja|winkel|laden|magasin|محل|متجر|दुकान|ショップ|商店'), 'shelves of products',
    { es: ['tienda', 'f'], fr: ['boutique', 'f'], de: ['Laden', 'm'], it: ['negozio', 'm'], pt: ['loja', 'f'], nl: ['winkel', 'm'], ar: 'محل', ja: '店', hi: 'दुकान' }, 'a shop assistant serving a customer at the counter'],
]);

/** Places to stay, which hold the other trades' rooms. */
const PLACES_TO_STAY: ReadonlySet<string> = new Set(['hotel', 'hostel', 'guesthouse', 'campsite']);

/** Studios named by the class they hold, which a gym or leisure centre may hold as well. */
const CLASS_STUDIOS: ReadonlySet<string> = new Set(['pilates studio', 'spin studio', 'dance studio', 'climbing centre', 'swimming school']);

/**
 * Trades that come to their customers: their work is done in the customer's home, so no picture is
 * set "inside a plumber"; their shots are the trade at work there, the worker with the homeowner and
 * the worker at the front door. Matched before the places of business, whose words ("kitchen" in "under a
 * kitchen sink") a call-out brief uses for where the work happens.
 */
const CALLED_OUT: [trade: string, words: RegExp, worker: string, work: string, moments?: readonly string[]][] = [
  ['plumber', words('plumber|plumbers|plumbing|fontanero|fontanería|fontaneria|plombier|plomberie|klempner|sanitärinstallateur|loodgieter|idraulico|encanador|سباك|سباكة|प्लंबर|配管工|水道屋|水道工事'), 'a plumber', 'a plumber fixing a pipe under a kitchen sink'],
  ['electrician', words('electrician|electricians|electrical|electrics|electricista|électricien|elektriker|elektricien|elettricista|eletricista|كهربائي|इलेक्ट्रीशियन|電気工事士|電気屋'), 'an electrician', 'an electrician repairing a light in a living room'],
  ['heating engineer', words('heating engineer|heating engineers|boiler repairs?|boiler service|boiler servicing|chauffagiste|heizungsbauer|calefactor'), 'a heating engineer', 'a heating engineer repairing a boiler in a kitchen'],
  ['cleaner', words('(?<!dry )cleaner|(?<!dry )cleaners|cleaning company|cleaning service|house cleaning|home cleaning|empresa de limpieza|servicio de limpieza|société de nettoyage|aide ménagère|reinigungsfirma|gebäudereinigung|putzfirma|شركة تنظيف|सफ़ाई सेवा|ハウスクリーニング'), 'a cleaner', 'a cleaner wiping a kitchen counter',
    // A cleaner brings a mop, not a toolbox: the rooms put right are the shots.
    ['a cleaner mopping a kitchen floor', 'a cleaner wiping a bathroom mirror', 'a smiling homeowner on a sofa in a tidy living room']],
  ['builder', words('builder|builders|building firm|building company|construction company|albañil|constructora|maçon|entreprise de bâtiment|bauunternehmen|bauunternehmer|مقاول|बिल्डर|工務店'), 'a builder', 'a builder repairing a wall in a living room'],
  ['decorator', words('decorator|decorators|painter and decorator|painters and decorators|peintre en bâtiment|malerbetrieb|maler|schilder|imbianchino|دهان|पेंटर|塗装業者'), 'a decorator', 'a decorator painting a wall in a living room'],
  ['gardener', words('gardener|gardeners|gardening service|landscaper|landscapers|landscaping|jardinero|jardinier|paysagiste|gärtner|gartenbau|بستاني|माली|庭師|造園'), 'a gardener', 'a gardener watering plants in a back garden'],
  ['locksmith', words('locksmith|locksmiths|cerrajero|cerrajería|serrurier|schlüsseldienst|قفال|鍵屋'), 'a locksmith', 'a locksmith repairing a lock at a front door'],
  ['handyman', words('handyman|handymen|manitas|homme à tout faire|hausmeisterservice|हैंडीमैन|便利屋'), 'a handyman', 'a handyman repairing a kitchen cupboard'],
  // A dog walker's customers are the dogs: collected from home, walked, brought back happy; never a toolbox or a kitchen.
  ['dog walker', words('dog walking|dog walker|dog walkers|dog-walking|paseador de perros|paseo de perros|promeneur de chiens|promenade de chiens|gassi-service|gassiservice|hundeausführservice|uitlaatservice|dog sitter|犬の散歩代行'), 'a dog walker', 'a dog walker walking three dogs in a park',
    ['a dog walker collecting a dog at a front door', 'a happy dog on a sofa with its owner in a living room']],
  ['removals', words('removals|removal company|removal firm|movers|moving company|mudanzas|déménageur|déménagement|umzugsfirma|umzugsunternehmen|نقل الأثاث|मूवर्स|引越し業者|引っ越し業者'), 'movers', 'movers carrying boxes into a house'],
  // Workshop trades a German or Dutch name says by its workshop ("Schreinerei", "timmerbedrijf", "Dachdeckerei": workshop-words.ts).
  ['carpenter', words('carpenter|carpenters|joiner|joiners|joinery|carpentry|carpintero|carpintería|carpinteria|menuisier|menuiserie|charpentier|tischler|schreiner|zimmermann|falegname|falegnameria|carpinteiro|carpintaria|marceneiro|marcenaria|timmerman|schrijnwerker|大工'), 'a carpenter', 'a carpenter fitting a wooden shelf in a living room'],
  ['roofer', words('roofer|roofers|roofing company|roofing contractor|couvreur|couvreurs|dachdecker|conciatetti|telhador|dakdekker|dakdekkers|techador|屋根屋'), 'a roofer', 'a roofer fixing tiles on the roof of a house'],
];

/** The trade that comes to its customers ("an emergency plumber"), from words of the brief. */
function calledOut(text: string) {
  // "Klempnerei Huber" is a plumber's: its workshop word says its worker ("Klempner").
  const workers = workersIn(text);
  return CALLED_OUT.find(([, re]) => re.test(text) || (workers !== '' && re.test(workers)));
}

/** The visiting trade a picture's subject ("a plumber") is, if it is one. */
function calledOutRow(subject: string) {
  return CALLED_OUT.find(([, , worker]) => subject === worker);
}

/**
 * The trade the words set after `name` give it ("Apex Auto Care, a car garage in Croydon" → "car
 * garage", "نادي القوة، نادي رياضي" → "gym"); a bare "shop" says too little, being a verb as often.
 */
function describedTrade(name: string, brief: string): string | undefined {
  const at = brief.indexOf(name);
  const description = at < 0 ? undefined : /^\s*[,،、]\s*([^.,;:!?،。！？\n]{2,60})/u.exec(brief.slice(at + name.length))?.[1];
  if (!description) return undefined;
  return calledOut(description)?.[0] ?? TRADES.find(([trade, re]) => trade !== 'shop' && re.test(description))?.[0];
}

/** "a florist", "an art gallery", "a plumber": what a picture shows for a place of business. */
export const tradeOf = boundedMemo((name: string, brief: string): string => {
  // What the brief says the place is comes before the name's own words ("Glow Bar is a brow and lash studio");
  // a trade that comes to you comes before the rooms its brief mentions ("under a kitchen sink").
  const described = brief.split(name).join(' ');
  // A name that says a place's trade ("Green Thumb Garden Centre") is a place, whoever its brief shows at work there (a gardener).
  const ownPlace = (isName(name) || tradeNoun(name) !== undefined) && TRADES.some(([trade, re]) => trade !== 'shop' && re.test(name));
  const trade =
    describedTrade(name, brief) ?? nameTrade(name, brief) ?? heldLessons(name, brief) ?? calledOut(name)?.[0] ?? (ownPlace ? undefined : calledOut(described)?.[0])
    // A place to stay holds a bar, a restaurant, a spa: a name that says it is one ("Seaview Hotel") is that place, whatever its brief shows.
    ?? TRADES.find(([trade, re]) => PLACES_TO_STAY.has(trade) && re.test(name))?.[0]
    // A name that says one trade in its own word ("Hillside Farm Shop", "Librairie des Quais") is that trade, whatever else its brief offers.
    ?? namedTrade(name)
    // What the brief says it is before what it adds ("plus a café"); a class a gym holds too ("a spin class") says less than the name's own trade ("IronWorks Gym").
    ?? TRADES.find(([trade, re]) => !CLASS_STUDIOS.has(trade) && re.test(withoutSideOffers(described)))?.[0]
    ?? TRADES.find(([trade, re]) => !CLASS_STUDIOS.has(trade) && re.test(described))?.[0] ?? TRADES.find(([, re]) => re.test(name))?.[0]
    ?? TRADES.find(([, re]) => re.test(described))?.[0] ?? 'shop';
  return CALLED_OUT.find(([t]) => t === trade)?.[2] ?? withIndefinite(vetOutweighs(trade, name, brief));
});

/** Words a name shares with trades it is not ("Glow Bar" is a brow studio, "Serenity Salon" a nail bar): they name none by themselves. */
const SHARED_NAME_WORDS = /^(?:bar|salon|studio|kitchen|house|club|lounge|co)$/iu;

/**
 * The one trade a name says in a word of its own ("Hillside Farm Shop", "Librairie des Quais"); none where it
 * says two ("Baker Street Dental") or only a word trades share.
 */
function namedTrade(name: string): string | undefined {
  // "la crêperie Ty Breizh": its trade's noun says it, the name's own words say nothing.
  const words = tradeNoun(name) ?? (isName(name) ? name : undefined);
  if (words === undefined) return undefined;
  const found = TRADES.flatMap(([trade, re]) => {
    const m = trade === 'shop' ? null : re.exec(words);
    return m && !SHARED_NAME_WORDS.test(m[0].trim()) ? [{ trade, from: m.index, to: m.index + m[0].length }] : [];
  });
  // A trade's words inside another's ("Gym" of "Climbing Gym") are that trade's.
  const whole = found.filter((f) => !found.some((o) => o !== f && o.from <= f.from && o.to >= f.to && o.to - o.from > f.to - f.from));
  return new Set(whole.map((f) => f.trade)).size === 1 ? whole[0]!.trade : undefined;
}

/** The place the lessons a subject is ("swimming lessons for kids", "Fahrstunden") are held in, unless its brief holds them online; none for a name. */
function heldLessons(subject: string, brief: string): string | undefined {
  return onlineLessons(subject, brief) ? undefined : lessonsOf(subject);
}

const lessonsOf = (subject: string) => (isName(subject) ? undefined : lessonTrade(subject));

/** Lessons a subject is that its brief holds online ("online guitar lessons"): a course, whatever trade teaches it elsewhere. */
const onlineLessons = (subject: string, brief: string) => lessonsOf(subject) !== undefined && (lessonsOnline(subject) || lessonsOnline(brief));

const withIndefinite = (trade: string) => `${/^[aeiou]/i.test(trade) ? 'an' : 'a'} ${trade}`;

/** Words that name a trade ("fleuriste à Lyon", "an emergency plumber"): what a name's apposition says the subject is. */
export const namesTrade = (text: string): boolean => calledOut(text) !== undefined || TRADES.some(([, re]) => re.test(text));

/** A trade that comes to its customers ("a plumber"): it has no premises to invite them to. */
export const comesToCustomers = (trade: string): boolean => calledOutRow(trade) !== undefined;

/**
 * The shots of a trade that comes to its customers: at work in a home, with the homeowner, at the
 * front door with its tools, and the home put right; work the brief already shows is not shown again.
 */
function calledOutMoments([, , worker, work, moments]: (typeof CALLED_OUT)[number], workShown: boolean): Composition[] {
  const times = ['midday', 'afternoon', 'evening'] as const;
  const after = moments ?? [`${worker} chatting with a homeowner in a bright kitchen`, `${worker} with a toolbox at a front door`, 'a smiling homeowner on a sofa in a tidy living room'];
  return [...(workShown ? [] : [c(() => work, '', 'morning')]), ...after.map((moment, i) => c(() => moment, '', times[i % times.length]!))];
}

/** What a place of business ("a florist") has to show: "bouquets of fresh flowers". */
function goodsOf(place: string): string {
  return TRADES.find(([trade]) => place.endsWith(trade) && trade !== 'shop')?.[2] ?? UNKNOWN_GOODS;
}

/** The trade at work in a place of business ("a car garage"): "a mechanic repairing a car on the lift". */
function workOf(place: string): string {
  return TRADES.find(([trade]) => place.endsWith(trade))?.[4] ?? calledOutRow(place)?.[3] ?? `a staff member at work beside ${UNKNOWN_GOODS}`;
}

/** A place of business ("a bakery") as a picture in `lang` is set in it: "en una panadería". */
function businessIn(place: string, lang: PictureLanguage) {
  const row = TRADES.find(([trade]) => place.endsWith(trade));
  const name = lang === 'en' ? row?.[0] : row?.[3][lang];
  return name ? businessPlace(name, lang) : undefined;
}

/**
 * What a place of business or a trade that comes to you ("a florist", "a plumber") is called in
 * `lang`, with its gender where the language has one; none for a bare "shop", which says nothing.
 */
export function tradeNameIn(place: string, lang: string): TradeName | undefined {
  const called = calledOutRow(place);
  if (called) return lang === 'en' ? called[2].replace(/^an?\s+/, '') : undefined;
  const row = TRADES.find(([trade]) => place.endsWith(trade) && trade !== 'shop');
  return lang === 'en' ? row?.[0] : row?.[3][lang as PictureLanguage];
}

/** The trade a place's word in any language names ("Friseursalon" → "hair salon"), by the trades' own words for themselves. */
export function tradeCalled(noun: string): string | undefined {
  const word = noun.toLowerCase();
  return TRADES.find(([trade, , , names]) => trade !== 'shop' && Object.values(names).some((n) => (typeof n === 'string' ? n : n[0]).toLowerCase() === word))?.[0];
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
    // A close-up shows a thing: "their energy savings" is no thing to film.
    ...(object && !ABSTRACT.test(object) ? [c(() => `close-up of ${object}${rest ? ` ${rest}` : ''}`, '', 'afternoon')] : []),
    ...(place ? [c(() => `${place}, quiet and ready${object ? `, ${object} waiting` : ''}`, '', 'golden hour')] : []),
  ];
}

/** What someone checks, tracks or enjoys that a camera cannot see up close: its head word ends the object's phrase. */
const ABSTRACT = /(?<![\p{L}])(?:savings|energy|bills?|progress|results?|data|time|money|goals?|stats|statistics|health|future|score|balance|performance|habits?|finances|budget|sleep|mood|plans?|options|experience|freedom|peace|success|growth|usage|consumption|spending|income|earnings)$/iu;

/** Kinds of subject a brand can be a place of business for. */
const PLACES_OF_BUSINESS = new Set<SubjectKind>(['drink', 'food', 'fashion', 'fitness', 'beauty', 'home', 'pet', 'generic']);

/**
 * What kind of thing the subject is, from the subject first and then the whole brief. A brand
 * named as the subject of a café, bakery or salon brief is that place of business.
 */
export const subjectKind = boundedMemo((subject: string, brief: string, isBrand = false, language = 'en'): SubjectKind => {
  const english = /^en\b/i.test(language);
  // In English a café is a place; elsewhere "café", "caffè" and "Kaffee" are the drink.
  if (english && /(?<![\p{L}])caf[ée](?![\p{L}])/iu.test(subject)) return 'business';
  // Lessons of something done in a place of its own ("aulas de natação", "driving lessons") are that place's, unless held online.
  if (heldLessons(subject, brief) !== undefined) return 'business';
  // A product is what its head noun says, in English at its end ("coffee grinder" is a grinder, "coffee table" a
  // table): a describing word ("coffee") names no kind, nor does what it is for ("a wine cooler for your kitchen").
  const described = productDescribedIn(subject, brief) ?? (english ? productDescription(subject, brief) : undefined);
  const phrase = described ?? (english && !isName(subject) ? subject : undefined);
  // A phrase whose head is a trade ("Paws & Claws mobile dog grooming") is that trade's place of business, never the pet it serves.
  if (phrase !== undefined && endsInTrade(headOf(phrase)) && !onlineLessons(subject, brief)) return 'business';
  // So is a name its trade's noun heads or tails ("la crêperie Ty Breizh", "il fioraio Rossi"), whatever goods its brief lists (cider, bouquets).
  if (tradeNoun(subject) !== undefined) return 'business';
  const headed = phrase === undefined || namesTrade(headOf(phrase)) ? undefined : headKind(phrase);
  if (headed) return headed;
  // A name the brief introduces as a trade ("Northgate Dental, a family dentist in Leeds") is that place of business.
  if (describedTrade(subject, brief) !== undefined || nameTrade(subject, brief) !== undefined) return 'business';
  // So is a name that says its trade ("Greenline Plumbing", "Sunny Days Nursery", "ラーメン一番"), or
  // whose brief shows a trade that comes to you ("our electrician fitting lights in a kitchen"), whatever rooms it mentions.
  const rest = brief.split(subject).join(' ');
  if (isName(subject) && (calledOut(subject) !== undefined || calledOut(rest) !== undefined || TRADES.some(([trade, re]) => trade !== 'shop' && re.test(subject)))) return 'business';
  // A vet's own words ("ambulatorio veterinario Zampe Felici") make it a vet clinic, never the pets it sees.
  if (!described && VET_WORDS.test(subject)) return 'business';
  // A product described by words the kinds do not know is no other product its describing words name; a retailer's name ("£49 at Boots.") names none.
  // Another language's everyday words ("van", "car") name no English kind there.
  const kind = described ? 'generic' : kindOf(withoutFalseFriends(subject, language), withoutFalseFriends(withoutRetailPrices(brief), language));
  return isBrand && PLACES_OF_BUSINESS.has(kind) ? 'business' : kind;
});

/** A head whose last words are a trade ("mobile dog grooming", "hand car wash"); "pizza oven" ends in an oven. */
function endsInTrade(head: string): boolean {
  const parts = head.split(/\s+/);
  return parts.some((_, i) => {
    const tail = parts.slice(i).join(' ');
    return TRADES.some(([trade, re]) => trade !== 'shop' && wholly(re, tail));
  });
}

const wholly = (re: RegExp, words: string) => new RegExp(`^(?:${re.source})$`, re.flags).test(words);

/**
 * The trade's noun a name is set after or before ("crêperie" of "la crêperie Ty Breizh", "el fontanero" of
 * "el fontanero Ruiz"); a shop's own word too ("la tienda Amapola"), which is no verb there.
 */
function tradeNoun(subject: string): string | undefined {
  const pair = nounAndName(subject);
  const isTrade = (words: string) => [...TRADES, ...CALLED_OUT].some(([, re]) => wholly(re, words) || wholly(re, workersIn(words)));
  if (pair && nounIsTrade(pair.noun, isTrade)) return pair.noun;
  // "una farmacia", "una clínica dental", "eine Apotheke": the trade's own word after its article, no name; its head
  // first but in English ("a pizza oven" is an oven).
  const bare = articledNoun(subject);
  const head = bare && bare.noun.replace(/\s+\S+$/u, '');
  return bare && nounIsTrade(bare.noun, isTrade) && (isTrade(bare.noun) || (bare.article !== 'a' && head !== bare.noun && isTrade(head!))) ? bare.noun : undefined;
}

/** The kind a noun phrase's head names: its compound whole ("dog bed", "water bottle"), else its last word ("shoes" of "running shoes"). */
function headKind(phrase: string): SubjectKind | undefined {
  const head = headOf(phrase);
  const named = (words: string) => KIND_WORDS.find(([kind, re]) => kind !== 'business' && new RegExp(`^(?:${re.source})$`, re.flags).test(words))?.[0];
  return named(head) ?? named(head.split(' ').pop()!);
}

/**
 * Every word opens with a capital (but the small words names keep lower case: "A Tasca do Zé",
 * "Trattoria da Gino", "Bakkerij van Dijk"), or the script has none: a name ("Klartext"), with nothing in
 * it to picture, not a description ("pizza oven"). A brief may set an article before it ("la Trattoria da Gino").
 */
export function isName(subject: string): boolean {
  return subject.split(/\s+/).every((w, i) => !/\p{Ll}/u.test(w.charAt(0)) || (i === 0 ? ARTICLES.test(w) : NAME_PARTICLE.test(w)));
}

// German, Dutch, French and Italian names set a place's own small words in them: "Hotel Seeblick am Tegernsee", "Gasthaus zur Linde", "Café sur Mer", "Trattoria al Porto".
const NAME_PARTICLE = /^(?:de|da|do|dos|das|di|del|della|von|van|der|den|du|des|of|y|e|et|und|and|am|im|zum|zur|beim|auf|aan|het|op|ten|ter|sur|al|alla|sul|sulla)$/u;
/** An article a brief sets before a name ("la Trattoria da Gino", "o Ginásio Força"). */
const ARTICLES = /^(?:il|lo|la|l['’]|el|o|a|os|as|het|der|die|das|le|les|los|las|gli)$/u;

function kindOf(subject: string, brief: string): SubjectKind {
  // A shop or gym is a place of business when it is the subject; elsewhere in a brief "shop" is mostly a verb.
  // The sentence that introduces the subject ("Bright Paws, a dog grooming salon") says what it is before the rest ("book online").
  const opening = brief.split(/(?<=[.!?。！？])\s+|\n+/u)[0] ?? '';
  const inBrief = (text: string) => KIND_WORDS.find(([kind, re]) => kind !== 'business' && re.test(text));
  const found = KIND_WORDS.find(([, re]) => re.test(subject)) ?? inBrief(opening) ?? inBrief(withoutBookingOnline(brief));
  return found?.[0] ?? 'generic';
}

/**
 * The shots of one plan, in order: `count` distinct pictures of `subject`, starting at a place
 * fixed by the subject (so two briefs about different things open differently) and continuing
 * with the generic ones when a plan needs more than its kind has. A place of business's own shots
 * are written in the brief's language where the engine reads it (place-shots.ts), each with the
 * line said over it (trade-lines.ts placeShotLine): a shot the brief did not ask for still says
 * something, and something new.
 */
export function compositions(named: string, kind: SubjectKind, setting: Setting, count: number, pictures: readonly string[] = [], brief = ''): Shot[] {
  // A product the brief says the use of is shown in that use first (product-uses.ts), called by what it
  // is where the plan knows it only by its kind's stand-in ("a phone app" is "a meditation app").
  // A place of business shows its trade's shots, or, for a trade the planner does not know, the use it hires out ("Fahrradverleih Müller").
  const use = kind === 'business' && (goodsOf(named) !== UNKNOWN_GOODS || !productUse(brief)?.forHire) ? undefined : productUse(brief);
  // A brief in another language names it in its own words (said in the brief, not an English gloss of them), which an English shot does not mix in.
  const foreign = (setting.language ?? 'en') !== 'en' && brief.toLowerCase().includes(named.toLowerCase().replace(/^(?:an?|the)\s+/u, ''));
  const subject = use && ([...Object.values(STAND_INS), 'the product'].includes(named) || foreign) ? use.thing : named;
  // An office or a team is a work product's picture only; a product of no kind the planner knows has its use's.
  const kindShots = COMPOSITIONS[kind === 'generic' && use?.kind ? use.kind : kind].filter((pick) => !pick.work || madeForWork(brief));
  // A brief that shows people doing something, about a place or thing the kinds above do not
  // know ("kayak hire"), is pictured by other moments of that action, not by a stock shop.
  const acted = pictures.map((p) => ({ p, action: findAction(p) })).find((x) => x.action !== undefined);
  const unknown = kind === 'generic' || (kind === 'business' && goodsOf(subject) === UNKNOWN_GOODS);
  // Who the brief's own pictures show at work ("a mechanic working under a car") is not shown at work again.
  // One doer or many ("members", "a member") is the same people at the same work.
  const doer = (picture: string) => actionParts(findAction(picture) ?? '')?.who.split(/\s+/).pop()?.toLowerCase().replace(/s$/, '');
  const shownDoers = new Set(pictures.map(doer));
  const visiting = kind === 'business' ? calledOutRow(subject) : undefined;
  // A use's shots come before its kind's, which follow only where the use is of that kind (a solar panel is no banking app).
  const ofKind = use?.kind === kind || (kind === 'generic' && use?.kind !== undefined);
  const used = use ? [...use.shots.map((s) => ({ ...c(s.action, s.place, s.time), inUse: true })), ...(ofKind ? kindShots : [])] : undefined;
  // A professional office's own shots are its consultations, in every language (professional-offices.ts).
  const office = kind === 'business' ? officeShots(subject) : undefined;
  const own: readonly Composition[] = institutionShots(brief) ?? office ?? (visiting ? calledOutMoments(visiting, shownDoers.has(doer(visiting[3]))) : (used ?? (acted && unknown ? storyMoments(acted.p, acted.action!) : kindShots)));
  // A place of business leads with its trade at work, a product with its use; other kinds start where their subject puts them.
  const start = kind === 'business' || use ? 0 : hash(subject) % own.length;
  // A visiting trade's own shots show its worker again with the homeowner: not its work shown twice.
  // A place of business is shown by its own trade and premises only: a stock still life is someone else's.
  const others = visiting || kind === 'business' || (kind === 'generic' && !ofKind) || (use && !ofKind) ? [] : COMPOSITIONS.generic;
  const lang = setting.language ?? 'en';
  // A place's own shots in the brief's language: its people at work only when the brief shows no one at work.
  const acts = (picture: string) => (lang === 'en' ? findAction(picture) !== undefined : showsAction(picture, lang));
  // A food truck has no inside nor entrance: its truck, hatch, cook and queue (street-food.ts), wherever the brief parks it.
  const truck = kind === 'business' && subject.endsWith(STREET_FOOD_TRADE)
    ? streetFoodShots(lang, setting.place && placePhrase(setting.place)).map(({ shot, picture }, i) => c(() => picture, '', TRUCK_TIMES[i % TRUCK_TIMES.length]!, shot))
    : undefined;
  // A vet's are its patients and their owners (vet-clinic.ts), in the brief's language, ordered by the services it names.
  const vet = kind === 'business' && subject.endsWith(VET_TRADE) ? vetShots(lang, brief).map(({ shot, picture }, i) => c(() => picture, '', TRUCK_TIMES[i % TRUCK_TIMES.length]!, shot)) : undefined;
  const localised = truck ?? vet ?? (kind === 'business' && !unknown && !office ? localShots(subject, lang, pictures.some(acts)) : undefined);
  // A brief that shows the place's own people at work has shown its work: the shot the plan adds of
  // its team shows them welcoming its customers instead (a pizzeria's added shot drew the hook's cook at the same oven).
  const worked = pictures.some((p) => showsStaffAtWork(p, lang));
  const pool = (localised ?? [...own.slice(start), ...own.slice(0, start), ...others]).filter((pick) => {
    // A truck's food handed out through its hatch is no second shot of its cook at work: it stays whoever the brief shows.
    if (pick.shot === (worked ? 'work' : truck || vet ? undefined : 'welcome')) return false;
    // A brief that shows its staff welcoming someone ("a receptionist welcoming a couple") has its welcome shot already.
    if (pick.shot === 'welcome' && pictures.some((p) => WELCOMING.test(p))) return false;
    // A use's moments may show the brief's people again, doing something else (distinctShots keeps them apart).
    const who = localised || use ? undefined : doer(pick.action(subject));
    return visiting !== undefined || who === undefined || !shownDoers.has(who);
  });
  // The brief's own pictures open the plan, each set where the brief or its business sets it, in the brief's language.
  const business = kind === 'business' && !unknown ? businessIn(subject, lang) : undefined;
  // What a place's own shot says, in the brief's language: its people at work say what they do, in English ("Our mechanic repairs your car on our lift.").
  const linesOf = (shot: PlaceShot | undefined): string[] => {
    if (!shot || kind !== 'business') return [];
    // Said in the plan's language, where its pictures are not (an Italian plan's shots are English ones).
    const says = setting.speaks ?? lang;
    if (truck) return streetFoodLines(shot, says);
    if (vet) return vetLines(shot, says);
    const [first, ...more] = placeShotLines(shot, tradeNameIn(subject, says), says);
    const lead = (shot === 'work' && says === 'en' ? pictureLine(workOf(subject), 'en') : undefined) ?? first;
    return [...(lead ? [lead] : []), ...more];
  };
  const briefs = pictures.slice(0, count).map((shown, i) => {
    const picture = truck && lang === 'en' ? atTheTruck(shown) : shown;
    // A place or time the brief gives another of its pictures ("a cyclist along the harbour at sunset") is that picture's own.
    const others = pictures.filter((_, j) => j !== i).join(' ').toLowerCase();
    const place = setting.place !== undefined && !others.includes(setting.place) ? setting.place : undefined;
    // People at work, or a thing or activity with no room of its own ("a spin class"), happen in the business.
    const housed = lang !== 'en' || findAction(picture) !== undefined || !namesPlace(picture);
    const placed =
      business && namesPartOfPlace(picture, lang) ? inBusiness(picture, business, lang)
      : lang === 'en' && hasPlace(picture) ? picture
      : lang === 'en' && place ? capitalise(inPlace(picture, place))
      : business && housed ? capitalise(inBusiness(picture, business, lang))
      // A visiting trade's van or delivery comes to the customer's house.
      : visiting && onTheMove(picture) ? `${picture} outside a house`
      : picture;
    // A picture of the place with no one at work in it ("la recepción moderna") says what a shot of its inside does, when its own words
    // cannot be said; one out on the street ("bei der Probefahrt") what a shot of its entrance does.
    const lines = business && !acts(picture) ? linesOf(onTheMove(picture) ? 'entrance' : 'inside') : [];
    if (timeIn(placed)) return { picture: placed, lines };
    // The brief's time of day, unless another of its pictures names it; else one of the day's, indoors without the sun.
    const stated = setting.time && !pictures.some((p, j) => j !== i && timeIn(p) === setting.time) ? setting.time : undefined;
    return { picture: withLight(placed, lightWords(stated ?? TIMES[1 + (i % 4)]!, lang, isIndoors(placed)), lang), lines };
  });
  // A place of business's own shots name their place ("inside a hotel"): the brief's place joins one only
  // where it names that place ("sunny studio" → "inside a sunny yoga studio"), never a part or a view of it ("in a front desk", "on a roof terrace").
  const placeOf = (action: string) => (kind === 'business' && setting.place && !namesSamePlace(action, setting.place) ? undefined : setting.place);
  // Without a picture of its own, the brief's own place opens the plan.
  const opener = briefs.length === 0 && setting.place && !localised ? [{ picture: `${capitalise(inPlace(subject, setting.place))}, ${light(setting.time ?? pool[0]?.time ?? 'morning')}`, lines: [], inUse: false }] : [];
  // The outdoor place a brief in another language sets its pictures in ("le long des quais"), said in English for the shots added.
  const away = lang === 'en' ? undefined : placeInPicture(pictures.join(' '));
  // One round of the pool past the shots needed, for distinctShots to choose among.
  const made = Array.from({ length: Math.max(0, count - briefs.length) + pool.length }, (_, i) => {
    const pick = pool[i % pool.length]!;
    // Past the pool's end the same compositions come again, at another time of day.
    const round = Math.floor(i / pool.length);
    const time = setting.time ?? TIMES[(TIMES.indexOf(pick.time) + round * 3) % TIMES.length]!;
    const action = pick.action(subject);
    const lines = linesOf(pick.shot);
    if (localised) return { picture: withLight(action, lightWords(time, lang, !truck && pick.shot !== 'entrance'), lang), lines };
    // A composition that sets its subject on a surface of its own keeps its own place.
    const onOwnSurface = /\b(?:on|at|against) (?:a|the) /.test(pick.action('it'));
    // A surface the brief sets its product on ("a kitchen counter") is no place for a use's people, nor a room for a use out of doors (a jog).
    const place = use && setting.place && (SURFACE_PLACE.test(setting.place) || isIndoors(placePhrase(setting.place)) !== isIndoors(pick.place)) ? undefined : placeOf(action);
    // A visiting trade's shot that names its own room ("… in a bright kitchen") is set there, never in the brief's place as well.
    const placed = place && !onOwnSurface && !(visiting && hasPlace(action)) ? inPlace(action, place) : [action, (!onOwnSurface && away) || pick.place].filter(Boolean).join(' ');
    return { picture: `${capitalise(placed)}, ${light(time, isIndoors(placed))}`, lines, inUse: pick.inUse };
  });
  // A place of business's own shots are its trade's, each once, in the order it shows them (its work beside the brief's own worker).
  const chosen = kind === 'business' && !use ? [...opener, ...made].slice(0, Math.max(0, count - briefs.length)) : distinctShots([...opener, ...made], briefs, count - briefs.length, lang);
  // A use's lines are said in order over the shots of it the plan shows, each once.
  const said = use ? [...useLines(use.thing, setting.speaks ?? lang)] : [];
  return [...briefs, ...chosen.map(({ picture, lines, inUse }) => ({ picture, lines: inUse && said.length > 0 ? [said.shift()!] : lines }))];
}

/**
 * A place of business's own shots in `lang` where the engine reads it (place-shots.ts), its team at
 * work last when the brief shows its own people at work (`worked`); none in English, whose shots are the
 * compositions above, nor in a language without them, which keeps the English ones.
 */
function localShots(subject: string, lang: PictureLanguage, worked: boolean): Composition[] | undefined {
  const shotLang = shotLanguage(lang);
  const name = shotLang ? tradeNameIn(subject, lang) : undefined;
  if (!shotLang || !name) return undefined;
  const shots = COMPOSITIONS.business.flatMap((pick) => {
    const picture = pick.shot ? placeShot(pick.shot, name, shotLang) : undefined;
    return picture ? [{ ...pick, action: () => picture }] : [];
  });
  // Its team comes after its rooms when the brief shows people doing something.
  const team = (s: Composition) => s.shot === 'work' || s.shot === 'welcome';
  return worked ? [...shots.filter((s) => !team(s)), ...shots.filter(team)] : shots;
}

/** People doing something at a food truck's window or counter do it at its hatch; elsewhere in the picture, at the truck ("the cook grilling carne asada at a food truck"). */
function atTheTruck(picture: string): string {
  if (findAction(picture) === undefined || /(?<![\p{L}])(?:truck|van)(?![\p{L}])/iu.test(picture)) return picture;
  const hatch = /(?<![\p{L}])at (?:the|its|our) (?:window|hatch|counter)(?![\p{L}])/iu;
  return hatch.test(picture) ? picture.replace(hatch, 'at the hatch of a food truck') : `${picture} at a food truck`;
}

/** A picture that says where it happens: "… in a sunny studio", "… along the harbour", "… inside a bakery"; not "… in the chair". */
function hasPlace(picture: string): boolean {
  return findSetting(picture.replace(/,/g, '')).place !== undefined || /(?<![\p{L}])(?:inside|outside)\s/iu.test(picture);
}

const TIME_WORDS_ANYWHERE = /\s*(?:at |in the )?\b(?:sunrise|dawn|early morning|morning|midday|noon|afternoon|golden hour|sunset|dusk|evening|night(?:time)?|midnight)\b(?: light)?/gi;

/** A truck's day: parked by morning, grilling at noon, handing out food through the afternoon into golden hour. */
const TRUCK_TIMES: readonly TimeOfDay[] = ['morning', 'midday', 'afternoon', 'golden hour'];

const TIMES: readonly TimeOfDay[] = ['sunrise', 'morning', 'midday', 'afternoon', 'golden hour', 'evening', 'night'];

/** A composition's light in English (the compositions are written in English); indoors, a time made up gives no sun. */
function light(time: string, indoor = false): string {
  return lightWords((time === 'nighttime' ? 'night' : time) as TimeWord, 'en', indoor);
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

/** Staff welcoming or greeting someone, in the languages the planner writes. */
const WELCOMING = /(?<![\p{L}])(?:welcom(?:es|ing)|greet(?:s|ing)|da(?:ndo)? la bienvenida|recib(?:e|iendo)|accueill\p{L}*|begrüß\p{L}*|empfäng\p{L}*|accogli\p{L}*|accoglie|d(?:á|ando) as boas-vindas|recebe\p{L}*|verwelkom\p{L}*|begroet\p{L}*)(?![\p{L}])|(?:迎え|出迎え|يستقبل|ترحب|يرحب|स्वागत)/iu;

/** Whether `action` names a place with the head noun of `place` ("inside a yoga studio", "sunny studio"): inPlace joins the two. */
function namesSamePlace(action: string, place: string): boolean {
  const head = place.trim().split(/\s+/).pop()!;
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(head)}(?![\\p{L}])`, 'iu').test(action);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "harbour wall" → "on a harbour wall"; "kitchen" → "in a kitchen"; "mountains" → "in the mountains". */
function placePhrase(place: string): string {
  return ALONG_PLACE.test(place) ? `along the ${place}` : SURFACE_PLACE.test(place) ? `on a ${place}` : PLURAL_PLACE.test(place) ? `in the ${place}` : `in a ${place}`;
}

/** A place named in the plural ("mountains", "woods", "hills"), not a word that only ends in s ("glass", "campus"). */
const PLURAL_PLACE = /(?<![su])s$/iu;

/** Places by water a picture goes along: "along the harbour", never "in a harbour". */
const ALONG_PLACE = /\b(?:harbou?r|quays?|river|riverside|canal|seafront|waterfront|promenade|coast)$/i;

/** Places a picture is "on": a surface, or ground out of doors. */
const SURFACE_PLACE = /\b(?:wall|counter|table|desk|bench|shelf|floor|terrace|path|beach|street|track|court|field|rooftop|balcony|trail|train)\b/i;

function hash(text: string): number {
  let h = 0;
  for (const ch of text.toLowerCase()) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const DEMO_VIEWS: Partial<Record<SubjectKind, readonly string[]>> = {
  // Close: a demonstration is read off its screen, which a wide view of the room leaves too small to read.
  app: ['close-up of a phone held in one hand, the screen showing', 'close-up of a laptop on a desk, the screen showing', 'close-up of a monitor on a desk, the screen showing'],
  device: ['close-up of a device held in both hands, the screen showing', 'close-up of a laptop on a desk, the screen showing', 'close-up of a monitor on a desk, the screen showing'],
  finance: ['close-up of a phone held in one hand, the banking screen showing', 'close-up of a laptop on a desk, the screen showing', 'close-up of a monitor on a desk, the screen showing'],
};
const HANDS_ON = ['close-up of hands doing this step', 'a person doing this step', 'over-the-shoulder view of a person doing this step'];
const DEMO_PLACES: Partial<Record<SubjectKind, string>> = {
  app: 'in a bright office', device: 'in a bright office', finance: 'at a kitchen table', workplace: 'in a bright workplace',
  food: 'in a clean kitchen', appliance: 'in a clean kitchen', drink: 'behind a café counter', home: 'in a tidy home', fitness: 'in a bright gym', beauty: 'in a bright bathroom',
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
