/**
 * Dutch: the common advert and training subjects. A picture names its action in a relative clause
 * whose verb comes last ("een vrouw die met haar hond wandelt") or with "aan het" and the infinitive
 * ("een kok aan het koken"): a verb is listed in its third person and its infinitive.
 */
import { STAY_WORDS } from './stay-words';
import { PAPER_WORDS } from './paper-words';
import { WEDDING_WORDS } from './wedding-words';
import { FRIDGE_WORDS } from './fridge-words';
import { HOUSEKEEPING_WORDS } from './housekeeping-words';
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
import { GROOMING_WORDS } from './grooming-words';
import { SAFETY_WORDS } from './safety-words';
import { WAREHOUSE_WORDS } from './warehouse-words';
import { PICKING_WORDS } from './picking-words';
import { EVACUATION_WORDS } from './evacuation-words';
import { TOOL_WORDS } from './tool-words';
import { PRODUCT_PLACES, PRODUCT_WORDS } from './product-words';
import { FOOD_TRADE_WORDS } from './food-trade-words';
import { DRINK_WORDS } from './drink-words';
import { TABLE_SERVICE_WORDS } from './table-service-words';
import { WINERY_WORDS } from './winery-words';
import { FITNESS_WORDS } from './fitness-words';
import { WEAR_WORDS } from './wear-words';
import { TRADE_WORK_WORDS } from './trade-work-words';
import { HAND_WASHING_WORDS } from './hand-washing-words';
import { TOOTH_BRUSHING_WORDS } from './tooth-brushing-words';
import { VET_WORDS } from './vet-words';
import { GIFT_WORDS } from './gift-words';
import { clauses } from './clause-phrases';
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

export const NL: Lexicon = {
  language: 'nl',
  spaced: true,
  groundFirst: false,
  compounds: false,
  capitalisedNouns: false,
  nouns: {
    ...PAPER_WORDS.nl,
    ...CONSULTATION_WORDS.nl.nouns,
    ...OFFICE_STAFF_WORDS.nl,
    ...PEOPLE_WORDS.nl.nouns,
    ...CARE_WORDS.nl.nouns,
    ...HOME_MOVE_WORDS.nl.nouns,
    ...FOOD_TRUCK_WORDS.nl.nouns,
    ...HOUSEKEEPING_WORDS.nl.nouns,
    ...EVERYDAY_WORDS.nl.nouns,
    ...KIN_WORDS.nl,
    ...WINE_WORDS.nl.nouns,
    ...RIDE_WORDS.nl.nouns, ...WELCOME_WORDS.nl.nouns, ...SWIM_WORDS.nl.nouns, ...GROOMING_WORDS.nl.nouns,
    ...HOME_ENERGY_WORDS.nl.nouns,
    ...HOME_LIFE_WORDS.nl.nouns,
    ...PET_WORDS.nl.nouns,
    ...CAT_WORDS.nl.nouns,
    ...PRODUCT_WORDS.nl,
    ...FOOD_TRADE_WORDS.nl.nouns, ...DRINK_WORDS.nl.nouns,
    ...FITNESS_WORDS.nl.nouns,
    ...WEAR_WORDS.nl.nouns,
    potplant: 'plant', kamerplant: 'plant', struik: 'plant', behandeltafel: 'table', massagetafel: 'table',
    magazijnmedewerker: 'labourer', magazijnmedewerkster: 'labourer', bouwvakker: 'builder', koerier: 'courier', bezorger: 'courier', pakketbezorger: 'courier',
    trimmer: 'groomer', hondentrimmer: 'groomer', dierenarts: 'vet', oudere: 'elder', bejaarde: 'elder', opa: 'elder', oma: 'elder', gepensioneerde: 'elder',
    koffie: 'coffee', koffietje: 'coffee', cappuccino: 'coffee', espresso: 'coffee', thee: 'tea', melk: 'milk', room: 'milk', slagroom: 'milk', smoothie: 'smoothie', sap: 'juice', jus: 'juice',
    water: 'water', wijn: 'wine', bier: 'beer', biertje: 'beer', cocktail: 'cocktail', drankje: 'coffee', hamburger: 'burger', friet: 'fries', patat: 'fries', frietjes: 'fries',
    salade: 'salad', soep: 'soup', pasta: 'pasta', taart: 'cake', gebak: 'cake', appeltaart: 'cake', croissant: 'croissant', appel: 'apple', fruit: 'fruit', groente: 'vegetables',
    groenten: 'vegetables', pizza: 'pizza', broodje: 'sandwich', tosti: 'sandwich', brood: 'bread', ei: 'egg', koekje: 'cookie', stroopwafel: 'cookie', ijs: 'ice-cream', ijsje: 'ice-cream',
    maaltijd: 'meal', eten: 'meal', diner: 'meal', lunch: 'meal', bord: 'plate', ontbijt: 'pancakes', pannenkoek: 'pancakes', pannenkoeken: 'pancakes', bonen: 'beans',
    chocolade: 'chocolate', kaas: 'cheese',
    blender: 'blender', waterkoker: 'kettle', koffiemachine: 'coffee-machine', koffiezetapparaat: 'coffee-machine', broodrooster: 'toaster', stofzuiger: 'vacuum',
    kan: 'jug', theepot: 'teapot', kopje: 'cup', kop: 'cup', beker: 'cup', mok: 'cup', glas: 'glass', kom: 'bowl', vaas: 'vase',
    telefoon: 'phone', mobiel: 'phone', smartphone: 'phone', app: 'phone', tablet: 'tablet', laptop: 'laptop', computer: 'laptop', website: 'laptop', scherm: 'monitor',
    monitor: 'monitor', whiteboard: 'board', grafiek: 'chart', horloge: 'watch', koptelefoon: 'headphones', camera: 'camera', televisie: 'tv', tv: 'tv',
    muur: 'wall', kade: 'wall', toonbank: 'counter', balie: 'counter', bar: 'counter', aanrecht: 'counter', tafel: 'table', bureau: 'desk', plank: 'shelf', schap: 'shelf', bankje: 'bench',
    persoon: 'person', man: 'man', meneer: 'man', vrouw: 'woman', mevrouw: 'woman', meisje: 'woman', jongen: 'child', kind: 'child', kinderen: 'child', baby: 'baby',
    medewerker: 'worker', medewerkster: 'woman-worker', werknemer: 'worker', team: 'team', collega: 'team', collegas: 'team', ontwikkelaar: 'developer', programmeur: 'developer',
    ingenieur: 'developer', ontwerpster: 'woman-developer', ober: 'barista', serveerster: 'barista', barista: 'barista', kok: 'chef', chef: 'chef', chefkok: 'chef',
    pizzabakker: 'chef', oven: 'oven', houtoven: 'oven', pan: 'pan', koekenpan: 'pan', pot: 'pot', kookpan: 'pot',
    arts: 'doctor', dokter: 'doctor', huisarts: 'doctor', verpleegster: 'nurse', verpleegkundige: 'nurse', tandarts: 'dentist', mondhygiënist: 'dentist', mondhygiëniste: 'dentist',
    patiënt: 'patient', patiente: 'patient', chauffeur: 'driver', bestuurder: 'driver', monteur: 'mechanic', automonteur: 'mechanic', fietsenmaker: 'mechanic', fietsenmaakster: 'mechanic',
    elektricien: 'electrician', loodgieter: 'plumber', aannemer: 'builder', timmerman: 'builder', metselaar: 'builder', tuinman: 'farmer', hovenier: 'farmer', boer: 'farmer',
    boerin: 'farmer', schoonmaker: 'cleaner', schoonmaakster: 'cleaner', kamermeisje: 'cleaner', kapster: 'woman', schoonheidsspecialiste: 'woman',
    trainer: 'coach', trainster: 'coach', coach: 'coach', instructeur: 'coach', instructrice: 'coach', docent: 'teacher', docente: 'teacher', leraar: 'teacher', lerares: 'teacher',
    juf: 'teacher', meester: 'teacher', leerling: 'student', scholier: 'student', student: 'student', studente: 'student', bijlesdocent: 'tutor', tutor: 'tutor',
    receptioniste: 'receptionist', receptionist: 'receptionist', caissière: 'staff', kassamedewerker: 'staff', verkoper: 'staff', verkoopster: 'staff', winkelmedewerker: 'staff',
    bakker: 'baker', bakkerin: 'baker', banketbakker: 'chef', bloemist: 'florist', fysiotherapeut: 'physio', fysio: 'physio', masseur: 'physio', masseuse: 'physio',
    osteopaat: 'physio', apotheker: 'pharmacist', apothekersassistente: 'pharmacist', opticien: 'pharmacist', boekhouder: 'worker', advocaat: 'worker', wetenschapper: 'scientist',
    onderzoeker: 'scientist', verzorger: 'carer', verzorgster: 'carer', mantelzorger: 'carer', vader: 'man', papa: 'man', moeder: 'woman', mama: 'woman', ouders: 'family',
    gast: 'customer', toerist: 'tourist', reiziger: 'tourist', piloot: 'pilot', politieagent: 'police', agent: 'police', brandweerman: 'firefighter', eigenaar: 'staff',
    eigenaresse: 'staff', hardloper: 'runner', loper: 'runner', fietser: 'cyclist', wielrenner: 'cyclist', klant: 'customer', lid: 'person', leden: 'person',
    vrienden: 'friends', vriendinnen: 'friends', gezin: 'family', familie: 'family', stel: 'couple', groep: 'friends', stelletje: 'couple', koppel: 'couple',
    schoen: 'shoe', sneaker: 'shoe', sneakers: 'shoe', laars: 'boot', shirt: 'shirt', overhemd: 'shirt', jas: 'jacket', jasje: 'jacket', jurk: 'dress', tas: 'bag',
    tasje: 'bag', rugzak: 'backpack', pet: 'cap', bril: 'glasses', ring: 'ring', lippenstift: 'lipstick', fles: 'lotion', zeep: 'soap',
    kaars: 'candle', bank: 'sofa', bed: 'bed', plant: 'plant', bloemen: 'flowers', bloem: 'flowers', boeket: 'flowers', bos: 'flowers', boom: 'tree', sleutel: 'key',
    slot: 'lock', stoel: 'chair', boek: 'book', cadeau: 'gift', cadeautje: 'gift', pakket: 'package', pakje: 'package', doos: 'package', kaart: 'card', pasje: 'card',
    geld: 'money', bon: 'receipt', bonnetje: 'receipt', factuur: 'receipt', document: 'document', trofee: 'trophy', gitaar: 'guitar', bal: 'ball',
    robot: 'robot', fiets: 'bicycle', 'e bike': 'bicycle', auto: 'car', taxi: 'taxi', bus: 'bus', vrachtwagen: 'truck', bestelbus: 'truck', busje: 'truck', step: 'scooter',
    scooter: 'motorbike', brommer: 'motorbike', motor: 'motorbike', trein: 'train', vliegtuig: 'plane', boot: 'boat', zeilboot: 'boat', koffer: 'suitcase',
    plattegrond: 'map', hond: 'dog', hondje: 'dog', kat: 'cat', poes: 'cat', vogel: 'bird', paard: 'horse', vis: 'fish',
    ...LESSON_WORDS.nl.nouns,
    ...WEDDING_WORDS.nl.nouns,
    ...MARKET_WORDS.nl.nouns,
    ...CAR_WASH_WORDS.nl.nouns,
    ...COURSE_WORDS.nl.nouns,
    ...BEAUTY_WORDS.nl.nouns,
    ...groupHeadNouns(ESPRESSO_CLOSE_WORDS.nl),
    ...DISH_AREA_WORDS.nl.nouns,
    ...CHIP_SHOP_WORDS.nl.nouns,
    ...PLATED_FOOD_WORDS.nl.nouns,
    ...PET_SHOP_WORDS.nl.nouns,
  },
  relations: {
    // No 'of': Dutch measures need none ("een kop koffie"), and "de tanden van een patiënt" is the patient's, not a patient.
    op: 'on', bovenop: 'on', in: 'in', binnen: 'in', 'leunend tegen': 'leaning', 'tegen de': 'leaning', tegen: 'leaning',
    naast: 'beside', 'bij de': 'beside', 'vlak bij': 'beside', met: 'with', en: 'and',
    voor: 'in-front-of', 'voor de': 'in-front-of', achter: 'behind', onder: 'under', onderaan: 'under',
    houdt: 'holding', vasthoudt: 'holding', 'met in de hand': 'holding', gebruikt: 'holding', draagt: 'holding',
    schenkt: 'pouring', inschenkt: 'pouring', giet: 'pouring', schenken: 'pouring',
  },
  settings: {
    ...CONSULTATION_WORDS.nl.settings,
    ...PEOPLE_WORDS.nl.settings,
    ...CARE_WORDS.nl.settings,
    ...HOME_MOVE_WORDS.nl.settings,
    ...EVERYDAY_WORDS.nl.settings,
    ...RIDE_WORDS.nl.settings, ...SWIM_WORDS.nl.settings,
    ...HOME_ENERGY_WORDS.nl.settings,
    ...WEAR_WORDS.nl.settings,
    ...PRODUCT_PLACES.nl,
    ...PET_WORDS.nl.settings,
    ...CAT_WORDS.nl.settings,
    ...FOOD_TRADE_WORDS.nl.settings, ...DRINK_WORDS.nl.settings,
    ...WINERY_WORDS.nl,
    fysiotherapie: 'physio', fysiotherapiepraktijk: 'physio', 'praktijk voor fysiotherapie': 'physio', behandelkamer: 'physio', tuincentrum: 'garden-centre', kwekerij: 'garden-centre',
    kas: 'garden-centre', restaurantkeuken: 'pro-kitchen', 'professionele keuken': 'pro-kitchen', ramenbar: 'noodle-bar', noedelbar: 'noodle-bar', nagelstudio: 'nail-salon',
    manicure: 'nail-salon', verzorgingshuis: 'care-home', verpleeghuis: 'care-home', bejaardentehuis: 'care-home', boerderij: 'farm', stal: 'farm', tankstation: 'forecourt',
    haven: 'harbour', kade: 'harbour', jachthaven: 'harbour', grachten: 'harbour', gracht: 'harbour', strand: 'beach', kust: 'beach', zee: 'beach',
    straat: 'street', buurt: 'street', dorp: 'street', markt: 'street', plein: 'street', stad: 'city', binnenstad: 'city', centrum: 'city', park: 'park', tuin: 'park',
    bos: 'park', natuur: 'park', platteland: 'park', bergen: 'mountains', berg: 'mountains',
    kantoor: 'office', vergaderzaal: 'office', vergaderruimte: 'office', werkplek: 'office', klaslokaal: 'classroom', klas: 'classroom', school: 'classroom', leslokaal: 'classroom',
    keuken: 'kitchen', café: 'cafe', koffiebar: 'cafe', koffiezaak: 'cafe', lunchroom: 'cafe', ijssalon: 'cafe', bar: 'bar', kroeg: 'bar', cocktailbar: 'bar',
    brouwerij: 'bar', restaurant: 'restaurant', eetcafé: 'restaurant', bistro: 'restaurant', brasserie: 'restaurant', eetzaal: 'restaurant', pizzeria: 'pizzeria',
    hotel: 'hotel', lobby: 'hotel', hotellobby: 'hotel', terras: 'terrace', terrasje: 'terrace', studio: 'studio', yogastudio: 'studio', pilatesstudio: 'studio', dansschool: 'studio',
    schoonheidssalon: 'nail-salon', barbershop: 'salon', kledingwinkel: 'boutique', boetiek: 'boutique', boutique: 'boutique', ziekenhuis: 'clinic', kliniek: 'clinic',
    praktijk: 'clinic', huisartsenpraktijk: 'clinic', spreekkamer: 'clinic', bloemenwinkel: 'florist', bloemist: 'florist', woonkamer: 'home', huiskamer: 'home', thuis: 'home',
    huis: 'home', appartement: 'home', bakkerij: 'bakery', banketbakkerij: 'bakery', patisserie: 'bakery', bakker: 'bakery', sportschool: 'gym', fitnesscentrum: 'gym',
    fitness: 'gym', gym: 'gym', kapsalon: 'salon', kapper: 'salon', kapperszaak: 'salon', salon: 'salon', magazijn: 'warehouse', etalage: 'shopfront', ingang: 'shopfront',
    gevel: 'shopfront', winkel: 'shop', dierenwinkel: 'shop', delicatessenwinkel: 'shop', snoepwinkel: 'shop', garage: 'garage', autogarage: 'garage', autowerkplaats: 'garage', fietsenwinkel: 'bike-workshop', fietsenmaker: 'bike-workshop',
    fietsenzaak: 'bike-workshop', fietswerkplaats: 'bike-workshop', werkplaats: 'workshop', timmerwerkplaats: 'workshop', atelier: 'workshop', tandartspraktijk: 'dental',
    receptionist: 'reception', receptioniste: 'reception', receptionniste: 'reception',
    tandarts: 'dental', tandartsstoel: 'dental', receptie: 'reception', wachtkamer: 'reception', wachtruimte: 'reception', apotheek: 'pharmacy', apotheker: 'pharmacy',
    supermarkt: 'supermarket', wasserette: 'laundrette', stomerij: 'laundrette', dierenartspraktijk: 'vet', dierenkliniek: 'vet', dierenarts: 'vet', makelaar: 'house',
    makelaardij: 'house', woning: 'house', 'nieuw huis': 'house', voordeur: 'house', trimsalon: 'grooming', hondensalon: 'grooming', spa: 'spa', wellness: 'spa', sauna: 'spa',
    massagesalon: 'spa', boekhandel: 'bookshop', boekwinkel: 'bookshop', bibliotheek: 'library', hotelkamer: 'hotel-room', suite: 'hotel-room', kinderdagverblijf: 'nursery',
    crèche: 'nursery', kinderopvang: 'nursery', peuterspeelzaal: 'nursery', ziekenhuiskamer: 'ward', afdeling: 'ward', showroom: 'showroom', autodealer: 'showroom',
    bouwplaats: 'construction', bouwterrein: 'construction', steiger: 'construction',
    ...EATING_WORDS.nl.settings,
    ...LAKE_AND_MARKET_WORDS.nl.settings,
    ...STREAM_WORDS.nl.settings,
    ...WINE_WORDS.nl.settings,
    ...LESSON_WORDS.nl.settings,
    ...WEDDING_WORDS.nl.settings,
    ...KIDS_CLUB_WORDS.nl.settings,
    ...MARKET_WORDS.nl.settings,
    ...CAR_WASH_WORDS.nl.settings,
    ...COURSE_WORDS.nl.settings,
    ...COWORKING_WORDS.nl, ...PREMISES_WORDS.nl,
    ...STAY_WORDS.nl.settings,
    ...CHIP_SHOP_WORDS.nl.settings,
    ...SHOP_TRADE_WORDS.nl.settings,
    ...PET_SHOP_WORDS.nl.settings,
  },
  times: {
    zonsopgang: 'dawn', dageraad: 'dawn', ochtend: 'dawn', ochtendlicht: 'dawn', middagzon: 'day', middaglicht: 'day', 's ochtends': 'dawn', dag: 'day', middag: 'day', overdag: 'day', 's middags': 'day', namiddag: 'day',
    zonsondergang: 'sunset', schemering: 'sunset', avond: 'sunset', 's avonds': 'sunset', avondlicht: 'sunset', nacht: 'night', 's nachts': 'night', middernacht: 'night',
  },
  lights: {
    zonnig: 'bright', zonnige: 'bright', licht: 'bright', lichte: 'bright', 'vol licht': 'bright', 'daglicht': 'bright', 'natuurlijk licht': 'bright',
    // Daylight through the windows: "ramen" are windows here, never the noodles.
    'door de ramen': 'bright', 'door het raam': 'bright', 'bij de ramen': 'bright', 'bij het raam': 'bright',
    gezellig: 'dim', gezellige: 'dim', sfeervol: 'dim', sfeervolle: 'dim', knus: 'dim', knusse: 'dim', 'warm licht': 'dim', kaarslicht: 'dim', 'bij kaarslicht': 'dim',
    schemerig: 'dim', donker: 'dim', donkere: 'dim', 'gedempt licht': 'dim',
  },
  screens: {
    ...HOME_ENERGY_WORDS.nl.screens,
    ...SOFTWARE_WORDS.nl.screens,
    wachtwoord: 'login', inloggen: 'login', account: 'login', dashboard: 'dashboard', statistieken: 'dashboard', omzet: 'dashboard', verkoop: 'dashboard', rapport: 'dashboard',
    winkelwagen: 'checkout', bestelling: 'checkout', webshop: 'checkout', betaling: 'banking', betalingen: 'banking', overschrijving: 'banking', saldo: 'banking',
    uitgaven: 'banking', chat: 'chat', bericht: 'chat', berichten: 'chat', email: 'chat', bezorging: 'map', levering: 'map', route: 'map', reservering: 'calendar',
    afspraak: 'calendar', agenda: 'calendar', kalender: 'calendar', nieuws: 'feed', fotos: 'feed', muziek: 'feed',
    ...APP_STEP_WORDS.nl,
  },
  shots: { closeup: 'close', 'close up': 'close', detailopname: 'close', totaalshot: 'wide', totaalbeeld: 'wide', 'brede opname': 'wide', 'medium shot': 'medium', halftotaal: 'medium' },
  poses: {
    ...CONSULTATION_WORDS.nl.poses,
    ...PEOPLE_WORDS.nl.poses,
    ...CARE_WORDS.nl.poses,
    ...FOOD_TRUCK_WORDS.nl.poses,
    ...EVERYDAY_WORDS.nl.poses,
    ...FRIDGE_WORDS.nl,
    ...HOUSEKEEPING_WORDS.nl.poses,
    ...RIDE_WORDS.nl.poses, ...CHECK_IN_WORDS.nl.poses, ...HOME_MOVE_WORDS.nl.poses, ...SWIM_WORDS.nl.poses, ...GROOMING_WORDS.nl.poses,
    ...HOME_ENERGY_WORDS.nl.poses,
    ...HOME_LIFE_WORDS.nl.poses,
    ...SOFTWARE_WORDS.nl.poses,
    ...WEAR_WORDS.nl.poses,
    ...STREAM_WORDS.nl.poses,
    ...DEVICE_WORDS.nl,
    ...PET_WORDS.nl.poses,
    ...CAT_WORDS.nl.poses,
    ...SAFETY_WORDS.nl,
    ...FOOD_TRADE_WORDS.nl.poses, ...DRINK_WORDS.nl.poses, ...TABLE_SERVICE_WORDS.nl,
    ...FITNESS_WORDS.nl.poses,
    ...TOOTH_BRUSHING_WORDS.nl, ...VET_WORDS.nl, ...GIFT_WORDS.nl, ...HAND_WASHING_WORDS.nl, ...TRADE_WORK_WORDS.nl,
    ...clauses(
      {
        'making-bed': [['opmaakt', 'maakt', 'spreidt'], ['het bed', 'de bedden', 'een bed']],
        'stripping-bed': [['afhaalt', 'haalt', 'verschoont'], ['de lakens', 'het beddengoed']],
        'spreading-duvet': [['uitspreidt', 'spreidt', 'legt'], ['het dekbed', 'de dekbedden']],
        'placing-pillows': [['schikt', 'legt', 'opschudt', 'schudt'], ['de kussens', 'het kussen']],
        welcoming: [['welkom heet', 'verwelkomt', 'begroet', 'ontvangt'], ['de gasten', 'een gast', 'de gast', 'de klanten', 'een klant', 'de bezoekers']],
        driving: [['rijdt'], ['in de auto', 'in een auto', 'in zijn auto', 'in haar auto', 'auto']],
      },
      true,
    ),
    wandelt: 'walking', wandelen: 'walking', loopt: 'walking', lopen: 'walking', 'uitlaat': 'walking', uitlaten: 'walking', 'de hond uitlaat': 'walking', slentert: 'walking',
    zit: 'seated', zitten: 'seated', zittend: 'seated', rond: 'seated', eet: 'eating', eten: 'eating', dineert: 'eating', dineren: 'eating', luncht: 'eating', lunchen: 'eating',
    'aan tafel': 'eating', staat: 'standing', staan: 'standing', 'haalt brood uit de oven': 'baking', 'schuift een pizza in de oven': 'baking', bakt: 'baking', bakken: 'baking',
    rekt: 'stretching', strekt: 'stretching', yoga: 'stretching', 'doet yoga': 'stretching', 'doen yoga': 'stretching', traint: 'lifting', trainen: 'lifting', gewichtheffen: 'lifting',
    'tilt gewichten': 'lifting', gewichten: 'lifting', halters: 'lifting', rent: 'running', rennen: 'running', hardlopen: 'running', hardloopt: 'running', 'loopt hard': 'running', joggen: 'running',
    fietst: 'cycling', kookt: 'cooking', koken: 'cooking', 'aan het koken': 'cooking', roert: 'cooking', typt: 'typing', typen: 'typing', belt: 'phoning',
    bellen: 'phoning', presenteert: 'presenting', presenteren: 'presenting', wijst: 'presenting', sjouwt: 'carrying', serveert: 'serving', serveren: 'serving',
    bedient: 'serving', 'geven elkaar een hand': 'shaking-hands', 'schudden handen': 'shaking-hands', leest: 'reading', lezen: 'reading', zwaait: 'waving', zwaaien: 'waving',
    verwelkomt: 'welcoming', begroet: 'welcoming', praat: 'chatting', praten: 'chatting', kletst: 'chatting', kletsen: 'chatting', lacht: 'chatting', lachen: 'chatting', luistert: 'chatting', helpt: 'supporting',
    helpen: 'supporting', overhandigt: 'handing', geeft: 'handing', 'neemt aan': 'handing', ophaalt: 'handing', 'haalt op': 'handing', 'in ontvangst neemt': 'handing', repareert: 'repairing', repareren: 'repairing', 'aan het repareren': 'repairing',
    onderzoekt: 'examining', onderzoeken: 'examining', behandelt: 'treating', behandelen: 'treating', masseert: 'treating', schildert: 'painting',
    schilderen: 'painting', tekent: 'painting', tekenen: 'painting', kleurt: 'painting', 'maakt een boeket': 'arranging', 'bindt een boeket': 'arranging', 'schikt bloemen': 'arranging',
    'giet af': 'draining', snijdt: 'chopping', snijden: 'chopping', hakt: 'chopping', 'snijdt groenten': 'chopping', 'richt een bord aan': 'plating',
    koopt: 'paying', kopen: 'paying', betaalt: 'paying', betalen: 'paying', rekent: 'paying', tilt: 'lifting-load', tillen: 'lifting-load', hurkt: 'squatting', gehurkt: 'squatting',
    duwt: 'pushing', duwen: 'pushing', trekt: 'pushing', controleert: 'inspecting', controleren: 'inspecting', inspecteert: 'inspecting', knielt: 'kneeling', geknield: 'kneeling',
    dweilt: 'mopping', dweilen: 'mopping', veegt: 'wiping', poetst: 'wiping', 'wast zijn handen': 'washing-hands', 'wast haar handen': 'washing-hands', 'handen wassen': 'washing-hands',
    droogt: 'drying', föhnt: 'drying', borstelt: 'brushing', kamt: 'brushing', trimt: 'grooming', wast: 'bathing', 'in bad': 'bathing', voert: 'feeding', voeren: 'feeding',
    ondersteunt: 'supporting', begeleidt: 'supporting', 'richt het wiel': 'truing', 'stelt de remmen af': 'truing', 'pompt de band op': 'truing', 'plakt een band': 'truing',
    'controleert de tanden': 'dental-exam', 'poetst de tanden': 'dental-exam', 'repareert een lek': 'plumbing', 'onder de gootsteen': 'plumbing', 'knipt het haar': 'cutting-hair',
    knipt: 'cutting-hair', knippen: 'cutting-hair', 'knipbeurt': 'cutting-hair', 'aan de kassa': 'checkout', 'bij de kassa': 'checkout', afrekent: 'checkout', 'geeft les': 'teaching',
    lesgeeft: 'teaching', 'bij het bord': 'teaching', stofzuigt: 'vacuuming', stofzuigen: 'vacuuming', meterkast: 'wiring', 'verft de muur': 'rolling', 'met een roller': 'rolling',
    'bezorgt een pakket': 'delivering', bezorgt: 'delivering', 'zet koffie': 'making-coffee', 'maakt koffie': 'making-coffee', 'zet een kopje koffie': 'making-coffee',
    'maakt een cappuccino': 'making-coffee',
    autorijdt: 'driving', autorijden: 'driving', 'rijdt in zijn auto': 'driving', 'rijdt in haar auto': 'driving', 'achter het stuur': 'driving', proefrit: 'driving',
    ...EATING_WORDS.nl.poses,
    ...WAREHOUSE_WORDS.nl, ...PICKING_WORDS.nl, ...EVACUATION_WORDS.nl,
    ...TOOL_WORDS.nl,
    ...LESSON_WORDS.nl.poses,
    ...WEDDING_WORDS.nl.poses,
    ...KIDS_CLUB_WORDS.nl.poses,
    ...MARKET_WORDS.nl.poses,
    ...CAR_WASH_WORDS.nl.poses,
    ...LIFT_WORDS.nl,
    ...FRONT_DESK_WORDS.nl,
    ...COURSE_WORDS.nl.poses,
    ...BEAUTY_WORDS.nl.poses,
    ...ESPRESSO_CLOSE_WORDS.nl,
    ...COMPLAINT_WORDS.nl,
    ...TASTING_WORDS.nl,
    ...DISH_AREA_WORDS.nl.poses,
    ...STOCK_WORK_WORDS.nl,
  },
  ...VERB_NOUN_WORDS.nl,
  placeNameEndings: LAKE_AND_MARKET_WORDS.nl.placeNameEndings,
  young: ['jong', 'jonge', 'kleine', ...PEOPLE_WORDS.nl.young!],
  agent: /(?:er|ster|ist|aar|eur|euse)$/,
  progressive: /(?:end)$/,
  streets: ['straat', 'laan', 'weg', 'plein', 'gracht', 'kade', 'singel', 'dijk'],
  numbers: { twee: 2, drie: 3, enkele: 3, 'een paar': 3, '2': 2, '3': 3 },
  function: ['de', 'het', 'een', 'en', 'met', 'van', 'op', 'die', 'dat', 'bij', 'aan', 'naar', 'zijn', 'haar', 'wordt', 'is'],
  // "fietsen" → "fiets", "kappers" → "kapper", "katten" → "kat" (a doubled consonant halves).
  forms: (word) => {
    const forms = withoutEndings(word, [['eren', 'er'], ["'s", ''], ['en', ''], ['s', '']]);
    const halved = forms.flatMap((form) => (form !== word && /([^aeiou])\1$/.test(form) ? [form.slice(0, -1)] : []));
    return [...forms, ...halved];
  },
  ui: {
    signIn: 'Inloggen', email: 'E-mail', password: 'Wachtwoord', forgot: 'Wachtwoord vergeten?', reset: 'Herstellen',
    sent: 'Check je e-mail', newPassword: 'Nieuw wachtwoord', done: 'Wachtwoord gewijzigd', revenue: 'Omzet', checkout: 'Afrekenen',
    total: 'Totaal', pay: 'Betalen', balance: 'Saldo', arriving: 'Over 8 min er', book: 'Reserveren',
    name: 'Volledige naam', code: 'Voer de code in', card: 'Kaartnummer', expiry: 'MM/JJ',
  },
};
