/** German: the common advert and training subjects; compounds are read by their last part (Hafenmauer → Mauer, at the Hafen). */
import { STAY_WORDS } from './stay-words';
import { PAPER_WORDS } from './paper-words';
import { WEDDING_WORDS } from './wedding-words';
import { FRIDGE_WORDS } from './fridge-words';
import { HOUSEKEEPING_WORDS } from './housekeeping-words';
import { MUSIC_WORDS } from './music-words';
import { PRODUCT_PLACES, PRODUCT_WORDS } from './product-words';
import { RIDE_WORDS } from './ride-words';
import { CHECK_IN_WORDS } from './check-in-words';
import { HOME_MOVE_WORDS } from './home-move-words';
import { WELCOME_WORDS } from './welcome-words';
import { OFFICE_STAFF_WORDS } from './office-staff-words';
import { SWIM_WORDS } from './swim-words';
import { KIN_WORDS } from './kin-words';
import { PEOPLE_WORDS } from './people-words';
import { HOME_ENERGY_WORDS } from './home-energy-words';
import { HOME_LIFE_WORDS } from './home-life-words';
import { APP_STEP_WORDS } from './app-step-words';
import { SOFTWARE_WORDS } from './software-words';
import { EVENT_WORDS } from './event-words';
import { GROOMING_WORDS } from './grooming-words';
import { FOOD_TRADE_WORDS } from './food-trade-words';
import { DRINK_WORDS } from './drink-words';
import { TABLE_SERVICE_WORDS } from './table-service-words';
import { WINERY_WORDS } from './winery-words';
import { TRADE_WORK_WORDS } from './trade-work-words';
import { HAND_WASHING_WORDS } from './hand-washing-words';
import { TOOTH_BRUSHING_WORDS } from './tooth-brushing-words';
import { VET_WORDS } from './vet-words';
import { GIFT_WORDS } from './gift-words';
import { WORK_WORDS } from './work-words';
import { clauses } from './clause-phrases';
import { SAFETY_WORDS } from './safety-words';
import { WAREHOUSE_WORDS } from './warehouse-words';
import { PICKING_WORDS } from './picking-words';
import { EVACUATION_WORDS } from './evacuation-words';
import { TOOL_WORDS } from './tool-words';
import { FITNESS_WORDS } from './fitness-words';
import { WEAR_WORDS } from './wear-words';
import type { Lexicon } from './lexicon';
import { CONSULTATION_WORDS } from './consultation-words';
import { CARE_WORDS } from './care-words';
import { withoutEndings } from './lexicon';
import { DEVICE_WORDS } from './device-words';
import { PET_WORDS } from './pet-words';
import { CAT_WORDS } from './cat-words';
import { EATING_WORDS } from './eating-words';
import { VERB_NOUN_WORDS } from './verb-noun-words';
import { LAKE_AND_MARKET_WORDS } from './lake-and-market-words';
import { EVERYDAY_WORDS } from './everyday-words';
import { STREAM_WORDS } from './stream-words';
import { WINE_WORDS } from './wine-words';
import { LESSON_WORDS } from './lesson-words';
import { KIDS_CLUB_WORDS } from './kids-club-words';
import { FOOD_TRUCK_WORDS } from './food-truck-words';
import { MARKET_WORDS } from './market-words';
import { CAR_WASH_WORDS } from './car-wash-words';
import { LIFT_WORDS } from './lift-words';
import { FRONT_DESK_WORDS } from './front-desk-words';
import { CHIP_SHOP_WORDS } from './chip-shop-words';
import { SHOP_TRADE_WORDS } from './shop-trade-words';
import { PET_SHOP_WORDS } from './pet-shop-words';
import { TASTING_WORDS } from './tasting-words';
import { COURSE_WORDS } from './course-words';
import { COWORKING_WORDS } from './coworking-words';
import { PREMISES_WORDS } from './premises-words';
import { BEAUTY_WORDS } from './beauty-words';
import { ESPRESSO_CLOSE_WORDS, groupHeadNouns } from './espresso-close-words';
import { COMPLAINT_WORDS } from './complaint-words';
import { PLATED_FOOD_WORDS } from './plated-food-words';
import { DISH_AREA_WORDS } from './dish-area-words';
import { STOCK_WORK_WORDS } from './stock-work-words';

export const DE: Lexicon = {
  language: 'de',
  spaced: true,
  groundFirst: false,
  compounds: true,
  capitalisedNouns: true,
  nouns: {
    ...PAPER_WORDS.de,
    ...CONSULTATION_WORDS.de.nouns,
    ...OFFICE_STAFF_WORDS.de,
    ...PEOPLE_WORDS.de.nouns,
    ...CARE_WORDS.de.nouns,
    ...HOME_MOVE_WORDS.de.nouns,
    ...FOOD_TRUCK_WORDS.de.nouns,
    ...HOUSEKEEPING_WORDS.de.nouns,
    ...EVERYDAY_WORDS.de.nouns,
    ...KIN_WORDS.de,
    ...WINE_WORDS.de.nouns,
    ...MUSIC_WORDS.de.nouns,
    ...EVENT_WORDS.de.nouns, ...RIDE_WORDS.de.nouns, ...WELCOME_WORDS.de.nouns, ...SWIM_WORDS.de.nouns, ...GROOMING_WORDS.de.nouns, ...WORK_WORDS.de.nouns,
    ...HOME_ENERGY_WORDS.de.nouns,
    ...HOME_LIFE_WORDS.de.nouns,
    ...PET_WORDS.de.nouns,
    ...CAT_WORDS.de.nouns,
    ...PRODUCT_WORDS.de,
    ...FOOD_TRADE_WORDS.de.nouns, ...DRINK_WORDS.de.nouns,
    ...FITNESS_WORDS.de.nouns,
    ...WEAR_WORDS.de.nouns,
    topfpflanze: 'plant', setzling: 'plant', strauch: 'plant', zimmerpflanze: 'plant',
    behandlungsliege: 'table',
    // What an action is done to, named by the action's noun ("beim Reifenwechsel", "bei der Probefahrt"): the car.
    reifenwechsel: 'car', ölwechsel: 'car', probefahrt: 'car',
    // Physical work and care (illustrations/bodies.ts): each trade in its work clothes.
    lagerarbeiter: 'labourer', lagerarbeiterin: 'labourer', lagermitarbeiter: 'labourer', lagerist: 'labourer', packer: 'labourer', träger: 'labourer', möbelpacker: 'labourer',
    kurier: 'courier', paketbote: 'courier', paketzusteller: 'courier', hundefriseur: 'groomer', hundefriseurin: 'groomer', tierpfleger: 'groomer', tierpflegerin: 'groomer',
    tierarzt: 'vet', tierärztin: 'vet', altenpfleger: 'carer', altenpflegerin: 'carer', betreuer: 'carer', betreuerin: 'carer', senior: 'elder', seniorin: 'elder',
    'ältere frau': 'elder', 'älterer mann': 'elder', 'ältere person': 'elder', rentner: 'elder', rentnerin: 'elder', putzkraft: 'cleaner', hausmeister: 'cleaner',
    kaffee: 'coffee', latte: 'coffee', cappuccino: 'coffee', espresso: 'coffee', milchkaffee: 'coffee', tee: 'tea', milch: 'milk',
    hafermilch: 'milk', smoothie: 'smoothie', saft: 'juice', wasser: 'water', wein: 'wine', bier: 'beer', cocktail: 'cocktail',
    getränk: 'coffee', burger: 'burger', pommes: 'fries', salat: 'salad', suppe: 'soup', nudeln: 'pasta', pasta: 'pasta',
    kuchen: 'cake', torte: 'cake', croissant: 'croissant', apfel: 'apple', obst: 'fruit', gemüse: 'vegetables', pizza: 'pizza',
    sandwich: 'sandwich', brot: 'bread', brötchen: 'bread', ei: 'egg', keks: 'cookie', eis: 'ice-cream', essen: 'meal',
    gericht: 'meal', mahlzeit: 'meal', frühstück: 'pancakes', bohnen: 'beans', schokolade: 'chocolate', käse: 'cheese',
    mixer: 'blender', standmixer: 'blender', wasserkocher: 'kettle', kaffeemaschine: 'coffee-machine', toaster: 'toaster',
    staubsauger: 'vacuum', kanne: 'jug', krug: 'jug', teekanne: 'teapot', tasse: 'cup', becher: 'cup', glas: 'glass',
    schüssel: 'bowl', teller: 'plate', vase: 'vase',
    handy: 'phone', smartphone: 'phone', telefon: 'phone', app: 'phone', tablet: 'tablet', laptop: 'laptop', notebook: 'laptop',
    computer: 'laptop', rechner: 'laptop', website: 'laptop', webseite: 'laptop', monitor: 'monitor',
    tafel: 'board', whiteboard: 'board', diagramm: 'chart', grafik: 'chart', uhr: 'watch', kopfhörer: 'headphones',
    kamera: 'camera', fernseher: 'tv',
    mauer: 'wall', wand: 'wall', kaimauer: 'wall', theke: 'counter', tresen: 'counter', arbeitsplatte: 'counter', tisch: 'table',
    schreibtisch: 'desk', regal: 'shelf', bank: 'bench', parkbank: 'bench',
    person: 'person', mensch: 'person', mann: 'man', frau: 'woman', mädchen: 'woman', junge: 'child', kind: 'child', baby: 'baby',
    mitarbeiter: 'worker', mitarbeiterin: 'woman-worker', angestellte: 'worker', kollegen: 'team', team: 'team',
    entwickler: 'developer', entwicklerin: 'woman-developer', ingenieur: 'developer', barista: 'barista', kellner: 'barista',
    ofen: 'oven', backofen: 'oven', pfanne: 'pan', topf: 'pot',
    koch: 'chef', köchin: 'woman-chef', bäcker: 'baker', arzt: 'doctor', ärztin: 'doctor', pfleger: 'nurse', pflegerin: 'nurse',
    krankenschwester: 'nurse', pflegekraft: 'nurse', zahnarzt: 'dentist', zahnärztin: 'dentist', dentalhygieniker: 'nurse', dentalhygienikerin: 'nurse', zahnarzthelfer: 'nurse', zahnarzthelferin: 'nurse', 
    patient: 'patient', patientin: 'patient', fahrer: 'driver', fahrerin: 'driver', autofahrer: 'driver', autofahrerin: 'driver', 
    mechaniker: 'mechanic', mechanikerin: 'mechanic', elektriker: 'electrician', klempner: 'plumber', installateur: 'plumber',
    handwerker: 'builder', bauarbeiter: 'builder', tischler: 'builder', schreiner: 'builder', gärtner: 'farmer', gärtnerin: 'farmer',
    friseur: 'man', friseurin: 'woman', trainer: 'coach', trainerin: 'coach', schüler: 'student', schülerin: 'student', nachhilfelehrer: 'tutor',
    rezeptionistin: 'receptionist', inhaber: 'staff', inhaberin: 'staff', besitzer: 'staff', besitzerin: 'staff', ladenbesitzer: 'staff', ladenbesitzerin: 'staff', kassierer: 'staff', kassiererin: 'staff', verkäufer: 'staff', verkäuferin: 'staff', bäckerin: 'baker',
    konditor: 'chef', florist: 'florist', floristin: 'florist', physiotherapeut: 'physio', physiotherapeutin: 'physio', physio: 'physio', masseur: 'physio', masseurin: 'physio', rezeptionist: 'receptionist', erzieher: 'teacher', erzieherin: 'teacher', apotheker: 'pharmacist', apothekerin: 'pharmacist', optiker: 'pharmacist',
    buchhalter: 'worker', anwalt: 'worker', anwältin: 'worker', makler: 'worker', wissenschaftler: 'scientist', eltern: 'family',
    mutter: 'woman', vater: 'man', gast: 'customer', tourist: 'tourist', touristin: 'tourist', pilot: 'pilot', polizist: 'police',
    polizistin: 'police', feuerwehrmann: 'firefighter', reinigungskraft: 'cleaner', zimmermädchen: 'cleaner', hausdame: 'cleaner', student: 'student',
    studentin: 'student', lehrer: 'teacher', lehrerin: 'teacher', läufer: 'runner', radfahrer: 'cyclist', kunde: 'customer',
    kundin: 'customer', freunde: 'friends', familie: 'family', paar: 'couple',
    schuh: 'shoe', schuhe: 'shoe', laufschuh: 'shoe', sneaker: 'shoe', stiefel: 'boot', hemd: 'shirt', shirt: 'shirt',
    jacke: 'jacket', kleid: 'dress', tasche: 'bag', handtasche: 'bag', rucksack: 'backpack', mütze: 'cap', brille: 'glasses',
    ring: 'ring', lippenstift: 'lipstick', flasche: 'lotion', seife: 'soap', kerze: 'candle',
    sofa: 'sofa', bett: 'bed', pflanze: 'plant', blumen: 'flowers', blume: 'flowers', strauß: 'flowers', baum: 'tree', haus: 'house',
    schlüssel: 'key', schloss: 'lock', stuhl: 'chair', buch: 'book', geschenk: 'gift', paket: 'package', karton: 'package',
    karte: 'card', kreditkarte: 'card', geld: 'money', quittung: 'receipt', rechnung: 'receipt', beleg: 'receipt',
    dokument: 'document', pokal: 'trophy', umschlag: 'envelope', brief: 'envelope', gitarre: 'guitar', ball: 'ball',
    roboter: 'robot',
    fahrrad: 'bicycle', rad: 'bicycle', auto: 'car', taxi: 'taxi', bus: 'bus', lastwagen: 'truck', lieferwagen: 'truck',
    roller: 'scooter', motorrad: 'motorbike', zug: 'train', flugzeug: 'plane', boot: 'boat', segelboot: 'boat', schiff: 'ship',
    koffer: 'suitcase', zelt: 'tent', hund: 'dog', katze: 'cat', vogel: 'bird', pferd: 'horse', fisch: 'fish',
    ...EATING_WORDS.de.nouns,
    ...LESSON_WORDS.de.nouns,
    ...WEDDING_WORDS.de.nouns,
    ...MARKET_WORDS.de.nouns,
    ...CAR_WASH_WORDS.de.nouns,
    ...COURSE_WORDS.de.nouns,
    ...BEAUTY_WORDS.de.nouns,
    ...groupHeadNouns(ESPRESSO_CLOSE_WORDS.de),
    ...DISH_AREA_WORDS.de.nouns,
    ...CHIP_SHOP_WORDS.de.nouns,
    ...PLATED_FOOD_WORDS.de.nouns,
    ...PET_SHOP_WORDS.de.nouns,
  },
  relations: {
    von: 'of',
    auf: 'on', oben: 'on', in: 'in', im: 'in', ins: 'in', innen: 'in', an: 'leaning', am: 'leaning', lehnt: 'leaning',
    'lehnt an': 'leaning', gelehnt: 'leaning', angelehnt: 'leaning', gegen: 'leaning', neben: 'beside', bei: 'beside',
    mit: 'with', und: 'and', vor: 'in-front-of', hinter: 'behind', unter: 'under', hält: 'holding', haltend: 'holding',
    'in der hand': 'holding', benutzt: 'holding', nutzt: 'holding', schaut: 'holding', trägt: 'holding', gießt: 'pouring',
    gegossen: 'pouring', eingegossen: 'pouring', fließt: 'pouring', einschenken: 'pouring', schenkt: 'pouring',
  },
  settings: {
    ...CONSULTATION_WORDS.de.settings,
    ...PEOPLE_WORDS.de.settings,
    ...CARE_WORDS.de.settings,
    ...HOME_MOVE_WORDS.de.settings,
    ...EVERYDAY_WORDS.de.settings,
    ...MUSIC_WORDS.de.settings,
    ...EVENT_WORDS.de.settings, ...RIDE_WORDS.de.settings, ...SWIM_WORDS.de.settings, ...WORK_WORDS.de.settings,
    ...HOME_ENERGY_WORDS.de.settings,
    ...WEAR_WORDS.de.settings,
    ...PRODUCT_PLACES.de,
    ...PET_WORDS.de.settings,
    ...CAT_WORDS.de.settings,
    ...FOOD_TRADE_WORDS.de.settings, ...DRINK_WORDS.de.settings,
    ...WINERY_WORDS.de,
    physiotherapie: 'physio', physiopraxis: 'physio', physiotherapeut: 'physio', physiotherapeutin: 'physio', krankengymnastik: 'physio', osteopath: 'physio',
    behandlungsraum: 'physio', behandlungsliege: 'physio', gärtnerei: 'garden-centre', gewächshaus: 'garden-centre', gartencenter: 'garden-centre',
    baumschule: 'garden-centre', großküche: 'pro-kitchen', profiküche: 'pro-kitchen', restaurantküche: 'pro-kitchen', gastroküche: 'pro-kitchen',
    ramenbar: 'noodle-bar', 'ramen restaurant': 'noodle-bar', nudelbar: 'noodle-bar', nagelstudio: 'nail-salon', maniküre: 'nail-salon',
    pflegeheim: 'care-home', altenheim: 'care-home', seniorenheim: 'care-home', seniorenresidenz: 'care-home', bauernhof: 'farm', scheune: 'farm',
    tankstelle: 'forecourt',
    hafen: 'harbour', kai: 'harbour', hafenpromenade: 'harbour', strand: 'beach', meer: 'beach', küste: 'beach', see: 'beach',
    ozean: 'beach', straße: 'street', strasse: 'street', gasse: 'street', markt: 'street', dorf: 'street', stadt: 'city',
    innenstadt: 'city', großstadt: 'city', skyline: 'city', park: 'park', garten: 'park', wald: 'park', wiese: 'park',
    natur: 'park', feld: 'park', berg: 'mountains', berge: 'mountains', gebirge: 'mountains', alpen: 'mountains', büro: 'office',
    arbeitsplatz: 'office', besprechungsraum: 'office', klassenzimmer: 'classroom', küche: 'kitchen', café: 'cafe', cafe: 'cafe',
    bäckerei: 'bakery', blumenladen: 'florist', fitnessstudio: 'gym', gym: 'gym', fitness: 'gym', friseur: 'salon', friseursalon: 'salon', kosmetikstudio: 'nail-salon', barbier: 'salon',
    terrasse: 'terrace', straßencafé: 'terrace', biergarten: 'terrace', außenbereich: 'terrace', yogastudio: 'studio', pilatesstudio: 'studio', tanzstudio: 'studio', tanzschule: 'studio', studio: 'studio', konditorei: 'bakery', blumengeschäft: 'florist',
    arztpraxis: 'clinic', krankenhaus: 'clinic', schule: 'classroom', schulungsraum: 'classroom', kaffeehaus: 'cafe', modegeschäft: 'boutique', praxis: 'clinic', klinik: 'clinic',
    lager: 'warehouse', lagerhalle: 'warehouse', schaufenster: 'shopfront', eingang: 'shopfront', fassade: 'shopfront', boutique: 'boutique', restaurant: 'restaurant', gaststätte: 'restaurant', wirtshaus: 'restaurant', bistro: 'restaurant', trattoria: 'restaurant',
    kantine: 'restaurant', speisesaal: 'restaurant', pizzeria: 'pizzeria', pizzaofen: 'pizzeria', holzofen: 'pizzeria', bar: 'bar', kneipe: 'bar',
    cocktailbar: 'bar', hotel: 'hotel', hotellobby: 'hotel', lobby: 'hotel', hotelrezeption: 'hotel', zuhause: 'home', wohnzimmer: 'home', wohnung: 'home', laden: 'shop',
    geschäft: 'shop',
    garage: 'garage', autowerkstatt: 'garage', 'kfz werkstatt': 'garage', kfzwerkstatt: 'garage', mechaniker: 'garage', reifenwechsel: 'garage', ölwechsel: 'garage', probefahrt: 'street',
    fahrradwerkstatt: 'bike-workshop', fahrradladen: 'bike-workshop', fahrradgeschäft: 'bike-workshop', werkstatt: 'workshop', tischlerei: 'workshop',
    schreinerei: 'workshop', tischler: 'workshop', schreiner: 'workshop', zahnarzt: 'dental', zahnärztin: 'dental', dentalhygieniker: 'dental', dentalhygienikerin: 'dental', zahnarzthelfer: 'dental', zahnarzthelferin: 'dental', zahnarztpraxis: 'dental', zahnklinik: 'dental',
    rezeption: 'reception', rezeptionist: 'reception', rezeptionistin: 'reception', empfang: 'reception', wartezimmer: 'reception', apotheke: 'pharmacy', apotheker: 'pharmacy', supermarkt: 'supermarket',
    bäcker: 'bakery', backstube: 'bakery', waschsalon: 'laundrette', reinigung: 'laundrette', tierarzt: 'vet', tierärztin: 'vet', tierarztpraxis: 'vet',
    tierklinik: 'vet', immobilienmakler: 'house', makler: 'house', eigenheim: 'house', haustür: 'house', vorgarten: 'house', einfamilienhaus: 'house', 
    hundesalon: 'grooming', hundesalons: 'grooming', hundepflege: 'grooming', hundepflegesalon: 'grooming', tiersalon: 'grooming',
    spa: 'spa', wellness: 'spa', wellnessbereich: 'spa', wellnesscenter: 'spa', massagestudio: 'spa', massagepraxis: 'spa', kosmetikinstitut: 'spa', buchhandlung: 'bookshop', buchladen: 'bookshop', bibliothek: 'library', bücherei: 'library', stadtbibliothek: 'library', lesesaal: 'library', hotelzimmer: 'hotel-room', suite: 'hotel-room', gästezimmer: 'hotel-room', kita: 'nursery', kindergarten: 'nursery', kindertagesstätte: 'nursery', krippe: 'nursery', kinderkrippe: 'nursery', krankenzimmer: 'ward', patientenzimmer: 'ward', krankenstation: 'ward', station: 'ward', autohaus: 'showroom', autohändler: 'showroom', ausstellungsraum: 'showroom', showroom: 'showroom',
    baustelle: 'construction', neubau: 'construction', rohbau: 'construction', gerüst: 'construction',
    ...EATING_WORDS.de.settings,
    ...LAKE_AND_MARKET_WORDS.de.settings,
    ...STREAM_WORDS.de.settings,
    ...WINE_WORDS.de.settings,
    ...LESSON_WORDS.de.settings,
    ...WEDDING_WORDS.de.settings,
    ...KIDS_CLUB_WORDS.de.settings,
    ...MARKET_WORDS.de.settings,
    ...CAR_WASH_WORDS.de.settings,
    ...COURSE_WORDS.de.settings,
    ...COWORKING_WORDS.de, ...PREMISES_WORDS.de,
    ...STAY_WORDS.de.settings,
    ...CHIP_SHOP_WORDS.de.settings,
    ...SHOP_TRADE_WORDS.de.settings,
    ...PET_SHOP_WORDS.de.settings,
  },
  times: {
    ...EVENT_WORDS.de.times,
    morgengrauen: 'dawn', sonnenaufgang: 'dawn', morgen: 'dawn', morgens: 'dawn', tag: 'day', tagsüber: 'day', mittag: 'day', nachmittag: 'day', sonnenuntergang: 'sunset', abend: 'sunset', abends: 'sunset',
    dämmerung: 'sunset', nacht: 'night', nachts: 'night',
  },
  lights: {
    sonnig: 'bright', sonniges: 'bright', sonnigem: 'bright', hell: 'bright', helles: 'bright', hellem: 'bright', lichtdurchflutet: 'bright', sonnendurchflutet: 'bright', luftig: 'bright', sonnenlicht: 'bright', tageslicht: 'bright',
    gemütlich: 'dim', gemütliches: 'dim', gemütlichem: 'dim', dunkles: 'dim', schummriges: 'dim', 'warmes licht': 'dim', 'warmem licht': 'dim', kerzenlicht: 'dim', kerzenschein: 'dim', stimmungsvoll: 'dim', dunkel: 'dim', dunkl: 'dim',
    schummrig: 'dim', gedämpft: 'dim', 'gedämpftem licht': 'dim', abendstimmung: 'dim',
  },
  screens: {
    ...HOME_ENERGY_WORDS.de.screens,
    ...SOFTWARE_WORDS.de.screens,
    passwort: 'login', anmeldung: 'login', login: 'login', konto: 'login', dashboard: 'dashboard', statistik: 'dashboard',
    umsatz: 'dashboard', bericht: 'dashboard', kennzahlen: 'dashboard', einkauf: 'checkout', warenkorb: 'checkout',
    bestellung: 'checkout', kasse: 'checkout', onlineshop: 'checkout', zahlung: 'banking', banking: 'banking',
    überweisung: 'banking', kontostand: 'banking', ausgaben: 'banking', chat: 'chat', nachricht: 'chat', nachrichten: 'chat',
    mail: 'chat', karte: 'map', lieferung: 'map', route: 'map', navigation: 'map', buchung: 'calendar', termin: 'calendar',
    kalender: 'calendar', reservierung: 'calendar', fotos: 'feed', musik: 'feed',
    ...APP_STEP_WORDS.de,
  },
  shots: { nahaufnahme: 'close', großaufnahme: 'close', detailaufnahme: 'close', totale: 'wide', weitwinkel: 'wide', halbtotale: 'medium', halbnah: 'medium' },
  poses: {
    ...CONSULTATION_WORDS.de.poses,
    ...PEOPLE_WORDS.de.poses,
    ...CARE_WORDS.de.poses,
    ...FOOD_TRUCK_WORDS.de.poses,
    ...EVERYDAY_WORDS.de.poses,
    ...FRIDGE_WORDS.de,
    ...HOUSEKEEPING_WORDS.de.poses,
    ...MUSIC_WORDS.de.poses,
    ...EVENT_WORDS.de.poses, ...RIDE_WORDS.de.poses, ...CHECK_IN_WORDS.de.poses, ...HOME_MOVE_WORDS.de.poses, ...SWIM_WORDS.de.poses, ...GROOMING_WORDS.de.poses,
    ...HOME_ENERGY_WORDS.de.poses,
    ...HOME_LIFE_WORDS.de.poses,
    ...SOFTWARE_WORDS.de.poses,
    ...WEAR_WORDS.de.poses,
    ...STREAM_WORDS.de.poses,
    ...DEVICE_WORDS.de,
    ...FITNESS_WORDS.de.poses, ...PET_WORDS.de.poses, ...SAFETY_WORDS.de, ...FOOD_TRADE_WORDS.de.poses, ...DRINK_WORDS.de.poses, ...TABLE_SERVICE_WORDS.de, spazieren: 'walking', gehen: 'walking', laufen: 'walking', sitzen: 'seated', sitzend: 'seated', essen: 'seated', stehen: 'standing',
    ...CAT_WORDS.de.poses,
    // An action's noun says what someone is at ("ein Mechaniker beim Reifenwechsel").
    reifenwechsel: 'repairing', zahnreinigung: 'dental-exam',
    ...TOOTH_BRUSHING_WORDS.de, ...VET_WORDS.de, ...GIFT_WORDS.de, ...HAND_WASHING_WORDS.de, ...TRADE_WORK_WORDS.de, aufträgt: 'skincare', auftragen: 'skincare', 'trägt serum': 'skincare', 'trägt creme': 'skincare', 'trägt das serum': 'skincare', 'trägt die creme': 'skincare', 'cremt sich': 'skincare', eincremen: 'skincare', 'ins gesicht': 'skincare', hautpflege: 'skincare', gesichtspflege: 'skincare',
    'von ihrem handy': 'using-phone', 'von seinem handy': 'using-phone', 'vom handy': 'using-phone', 'von ihrem laptop': 'using-laptop', 'von seinem laptop': 'using-laptop', 'vom laptop': 'using-laptop',
    dehnen: 'stretching', 'dehnen sich': 'stretching', yoga: 'stretching', 'gewichte heben': 'lifting', 'gewichte stemmen': 'lifting', hanteln: 'lifting',
    trainieren: 'lifting', joggen: 'running', rennen: 'running', 'rad fahren': 'cycling', radfahren: 'cycling', 'fahrrad fahren': 'cycling', kochen: 'cooking',
    kocht: 'cooking', tippen: 'typing', tippt: 'typing', telefonieren: 'phoning', telefoniert: 'phoning', prasentieren: 'presenting', prasentiert: 'presenting',
    tragen: 'carrying', tragt: 'carrying', servieren: 'serving', serviert: 'serving', 'hande schutteln': 'shaking-hands', 'schutteln sich die hande': 'shaking-hands',
    lesen: 'reading', liest: 'reading', winken: 'waving', winkt: 'waving',
    plaudern: 'chatting', 'hort zu': 'chatting', zuhoren: 'chatting', erklart: 'chatting', 'bedankt sich': 'chatting', 'entschuldigt sich': 'chatting', plaudert: 'chatting', 'unterhalten sich': 'chatting', 'unterhalt sich': 'chatting', 'spricht mit': 'chatting',
    'sprechen mit': 'chatting', 'im gesprach': 'chatting', berat: 'chatting', beraten: 'chatting', begrusst: 'welcoming', begrüßt: 'welcoming', begrüßen: 'welcoming', empfängt: 'welcoming',
    'holt ab': 'handing', abholen: 'handing', holt: 'handing', ubergibt: 'handing', ubergeben: 'handing', uberreicht: 'handing', reicht: 'handing',
    repariert: 'repairing', reparieren: 'repairing', schraubt: 'repairing', schrauben: 'repairing',
    untersucht: 'examining', untersuchen: 'examining',
    behandelt: 'treating', behandeln: 'treating', massiert: 'treating', massieren: 'treating', verbindet: 'treating', tapet: 'treating',
    bankdrücken: 'spotting', 'sichert beim bankdrücken': 'spotting', sichert: 'spotting',
    malen: 'painting', malt: 'painting', zeichnen: 'painting', zeichnet: 'painting', basteln: 'painting', 'malen an einem tisch': 'painting',
    'bindet einen strauß': 'arranging', 'bindet einen blumenstrauß': 'arranging', 'strauß binden': 'arranging', bindet: 'arranging', 'gestaltet einen strauß': 'arranging',
    'steckt blumen': 'arranging', abgießen: 'draining', 'gießt ab': 'draining', abseihen: 'draining', 'seiht ab': 'draining', hackt: 'chopping', hacken: 'chopping',
    'schneidet gemüse': 'chopping', 'gemüse schneiden': 'chopping', schnippelt: 'chopping', anrichten: 'plating', 'richtet an': 'plating',
    backt: 'baking', backen: 'baking',
    kauft: 'paying', kaufen: 'paying', bezahlt: 'paying', bezahlen: 'paying',
    heben: 'lifting-load', hebt: 'lifting-load', anheben: 'lifting-load', 'hebt an': 'lifting-load', greift: 'lifting-load', greifen: 'lifting-load',
    'in die knie': 'squatting', 'geht in die knie': 'squatting', 'beugt die knie': 'squatting', 'knie beugen': 'squatting', hockt: 'squatting', hocken: 'squatting',
    'füße auseinander': 'bracing', 'schulterbreit': 'bracing', 'steht nah': 'bracing', dreht: 'turning', drehen: 'turning', 'dreht sich': 'turning',
    schiebt: 'pushing', schieben: 'pushing', zieht: 'pushing', ziehen: 'pushing', 'greift nach': 'reaching', 'reicht nach oben': 'reaching',
    prüft: 'inspecting', prüfen: 'inspecting', kontrolliert: 'inspecting', kontrollieren: 'inspecting', kniet: 'kneeling', knien: 'kneeling',
    wischt: 'mopping', wischen: 'mopping', 'wischt den boden': 'mopping', putzt: 'wiping', putzen: 'wiping', 'wischt ab': 'wiping', reinigt: 'wiping',
    'wäscht sich die hände': 'washing-hands', 'hände waschen': 'washing-hands', händewaschen: 'washing-hands',
    trocknet: 'drying', 'föhnt': 'grooming', bürstet: 'brushing', bürsten: 'brushing', kämmt: 'brushing', frisiert: 'cutting-hair', trimmt: 'grooming',
    badet: 'bathing', baden: 'bathing', wäscht: 'bathing', 'gassi gehen': 'walking', 'geht gassi': 'walking',
    füttert: 'feeding', füttern: 'feeding', hilft: 'supporting', helfen: 'supporting', stützt: 'supporting', unterstützt: 'supporting',
    'zentriert das laufrad': 'truing', 'zentriert ein laufrad': 'truing', 'stellt die bremsen ein': 'truing', 'pumpt den reifen auf': 'truing',
    'zieht das bett ab': 'stripping-bed', 'bezieht das bett': 'making-bed', 'macht das bett': 'making-bed', 'spannt das laken': 'making-bed',
    'bett abziehen': 'stripping-bed', 'bett machen': 'making-bed', 'laken spannen': 'making-bed', 'bettdecke ausbreiten': 'spreading-duvet',
    'kissen aufschütteln': 'placing-pillows', 'breitet die bettdecke aus': 'spreading-duvet', 'legt die kissen': 'placing-pillows', 'schüttelt die kissen auf': 'placing-pillows',
    'metzger schneidet': 'slicing-meat', 'metzgerin schneidet': 'slicing-meat', 'fleischer schneidet': 'slicing-meat', 'eisverkäufer serviert': 'scooping-gelato',
    'eisverkäuferin serviert': 'scooping-gelato', 'schneidet fleisch': 'slicing-meat', 'schneidet das fleisch': 'slicing-meat',
    'schneidet steaks': 'slicing-meat', 'serviert ein eis': 'scooping-gelato', 'schöpft eis': 'scooping-gelato',
    'portioniert eis': 'scooping-gelato', 'füllt eine waffel': 'scooping-gelato',
    probefahrt: 'driving', autofahren: 'driving', 'fährt auto': 'driving', 'fährt ein auto': 'driving', 'fährt seinen wagen': 'driving', 'fährt ihren wagen': 'driving',
    'am steuer': 'driving', 'hinter dem steuer': 'driving',
    ...clauses(
      {
        'making-bed': [['macht', 'bezieht', 'herrichtet'], ['das bett', 'die betten', 'ein bett']],
        'stripping-bed': [['abzieht'], ['das bett', 'die betten']],
        welcoming: [['willkommen heißt', 'begrüßt', 'empfängt'], ['die gäste', 'einen gast', 'den gast', 'die kunden', 'einen kunden', 'die besucher']],
        driving: [['fährt', 'lenkt', 'steuert'], ['auto', 'ein auto', 'das auto', 'sein auto', 'ihr auto', 'den wagen', 'einen wagen', 'seinen wagen', 'ihren wagen']],
      },
      true,
    ),
    'untersucht die zähne': 'dental-exam', 'kontrolliert die zähne': 'dental-exam', 'repariert ein leck': 'plumbing', 'unter der spüle': 'plumbing',
    'unter dem waschbecken': 'plumbing', 'schneidet die haare': 'cutting-hair', 'schneidet haare': 'cutting-hair', schneidet: 'chopping', haarschnitt: 'cutting-hair',
    'isst bei kerzenlicht': 'dining', 'essen bei kerzenlicht': 'dining', wählt: 'choosing', wählen: 'choosing', aussuchen: 'choosing',
    'gießt die setzlinge': 'watering', 'gießt die pflanzen': 'watering', gießkanne: 'watering', bewässert: 'watering', 'wählt aus': 'choosing', 'sucht aus': 'choosing',
    'suchen aus': 'choosing', 'wählen aus': 'choosing', 'hebt mit den beinen': 'rising', 'aus den beinen': 'rising', 'hebt aus den beinen': 'rising', stapelt: 'stacking',
    hubwagen: 'pallet-truck', 'schiebt den hubwagen': 'pallet-truck', 'zieht den hubwagen': 'pallet-truck', 'schiebt eine palette': 'pallet-truck', 'ins regal': 'stacking', 'räumt ein': 'stacking', rollt: 'rolling-dough', ausrollen: 'rolling-dough', 'rollt den teig aus': 'rolling-dough', nudelholz: 'rolling-dough', knetet: 'rolling-dough',
    'trägt teller': 'carrying-plates', 'trägt die teller': 'carrying-plates', 'bringt die teller': 'carrying-plates', 'bei kerzenlicht': 'dining', 'romantisches abendessen': 'dining',
    'tisch für zwei': 'dining', 'nimmt einen anruf entgegen': 'phoning-desk', 'am telefon an der rezeption': 'phoning-desk', 'geht ans telefon': 'phoning-desk',
    blutdruck: 'blood-pressure', 'misst den blutdruck': 'blood-pressure', 'misst blutdruck': 'blood-pressure',
    'an der kasse': 'checkout', kassiert: 'checkout', 'reicht eine tüte': 'checkout', 'reicht die tüte': 'checkout', unterrichtet: 'teaching',
    'an der tafel': 'teaching', 'am whiteboard': 'teaching', 'erklärt an der tafel': 'teaching', staubsaugt: 'vacuuming', 'saugt staub': 'vacuuming',
    verkabelt: 'wiring', sicherungskasten: 'wiring', 'streicht die wand': 'rolling',
    liefert: 'delivering', 'stellt ein paket zu': 'delivering',
    'macht kaffee': 'making-coffee', 'bereitet kaffee zu': 'making-coffee', 'bereitet einen kaffee zu': 'making-coffee', 'macht einen espresso': 'making-coffee',
    // Workplace trainings' steps (work-words.ts), after the service words they give a call-centre meaning.
    ...WORK_WORDS.de.poses,
    ...EATING_WORDS.de.poses,
    ...WAREHOUSE_WORDS.de, ...PICKING_WORDS.de, ...EVACUATION_WORDS.de,
    ...TOOL_WORDS.de,
    ...LESSON_WORDS.de.poses,
    ...WEDDING_WORDS.de.poses,
    ...KIDS_CLUB_WORDS.de.poses,
    ...MARKET_WORDS.de.poses,
    ...CAR_WASH_WORDS.de.poses,
    ...LIFT_WORDS.de,
    ...FRONT_DESK_WORDS.de,
    ...COURSE_WORDS.de.poses,
    ...BEAUTY_WORDS.de.poses,
    ...ESPRESSO_CLOSE_WORDS.de,
    ...COMPLAINT_WORDS.de,
    ...TASTING_WORDS.de,
    ...DISH_AREA_WORDS.de.poses,
    ...STOCK_WORK_WORDS.de,
  },
  ...VERB_NOUN_WORDS.de,
  placeNameEndings: LAKE_AND_MARKET_WORDS.de.placeNameEndings,
  young: ['jung', 'junger', 'jungen', 'junges', 'kleiner', 'kleinen', 'kleines'],
  agent: /(?:er|erin|ist|istin|eur)$/,
  premises: {
    nouns: { auslage: 'counter', vitrine: 'counter', kuchenvitrine: 'counter', glasvitrine: 'counter', verkaufstheke: 'counter' },
    settings: { tür: 'shopfront', haustür: 'shopfront', eingangstür: 'shopfront', ladentür: 'shopfront', glastür: 'shopfront' },
  },
  streets: ['straße', 'strasse', 'gasse', 'weg', 'allee', 'platz', 'ufer'],
  numbers: { zwei: 2, drei: 3, mehrere: 3, '2': 2, '3': 3 },
  function: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einer', 'einem', 'einen', 'und', 'mit', 'auf', 'im', 'ist', 'wird'],
  forms: (word) => withoutEndings(word, [['innen', 'in'], ['en', ''], ['er', ''], ['e', ''], ['n', ''], ['s', '']]),
  ui: {
    signIn: 'Anmelden', email: 'E-Mail', password: 'Passwort', forgot: 'Passwort vergessen?', reset: 'Zurücksetzen',
    sent: 'Prüfe deine E-Mails', newPassword: 'Neues Passwort', done: 'Passwort geändert', revenue: 'Umsatz', checkout: 'Kasse',
    total: 'Summe', pay: 'Bezahlen', balance: 'Kontostand', arriving: 'Ankunft in 8 Min.', book: 'Buchen',
    name: 'Vollständiger Name', code: 'Code eingeben', card: 'Kartennummer', expiry: 'MM/JJ',
  },
};
