/**
 * Italian: the common advert and training subjects. A picture names its action in a relative
 * clause ("il cuoco che tira la sfoglia") or a gerund ("un barista servendo"): "che" and a verb's
 * present are listed together where the verb alone is also a noun ("che cucina", the kitchen).
 */
import { STAY_WORDS } from './stay-words';
import { PAPER_WORDS } from './paper-words';
import { WEDDING_WORDS } from './wedding-words';
import { FRIDGE_WORDS } from './fridge-words';
import { HOUSEKEEPING_WORDS } from './housekeeping-words';
import { MUSIC_WORDS } from './music-words';
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

export const IT: Lexicon = {
  language: 'it',
  spaced: true,
  groundFirst: false,
  compounds: false,
  capitalisedNouns: false,
  nouns: {
    ...PAPER_WORDS.it,
    ...CONSULTATION_WORDS.it.nouns,
    ...OFFICE_STAFF_WORDS.it,
    ...PEOPLE_WORDS.it.nouns,
    ...CARE_WORDS.it.nouns,
    ...HOME_MOVE_WORDS.it.nouns,
    ...FOOD_TRUCK_WORDS.it.nouns,
    ...HOUSEKEEPING_WORDS.it.nouns,
    ...EVERYDAY_WORDS.it.nouns,
    ...KIN_WORDS.it,
    ...WINE_WORDS.it.nouns,
    ...MUSIC_WORDS.it.nouns,
    ...EVENT_WORDS.it.nouns, ...RIDE_WORDS.it.nouns, ...WELCOME_WORDS.it.nouns, ...SWIM_WORDS.it.nouns, ...GROOMING_WORDS.it.nouns,
    ...HOME_ENERGY_WORDS.it.nouns,
    ...HOME_LIFE_WORDS.it.nouns,
    ...PET_WORDS.it.nouns,
    ...CAT_WORDS.it.nouns,
    ...PRODUCT_WORDS.it,
    ...FOOD_TRADE_WORDS.it.nouns, ...DRINK_WORDS.it.nouns,
    ...FITNESS_WORDS.it.nouns,
    ...WEAR_WORDS.it.nouns,
    'pianta in vaso': 'plant', piantina: 'plant', arbusto: 'plant', 'lettino da trattamento': 'table',
    magazziniere: 'labourer', magazziniera: 'labourer', operaio: 'labourer', operaia: 'labourer', facchino: 'labourer',
    corriere: 'courier', fattorino: 'courier', rider: 'courier', toelettatore: 'groomer', toelettatrice: 'groomer', veterinario: 'vet', veterinaria: 'vet',
    anziano: 'elder', anziana: 'elder', nonno: 'elder', nonna: 'elder', pensionato: 'elder', pensionata: 'elder',
    caffè: 'coffee', espresso: 'coffee', cappuccino: 'coffee', 'caffè latte': 'coffee', tè: 'tea', latte: 'milk', frullato: 'smoothie',
    succo: 'juice', spremuta: 'juice', acqua: 'water', vino: 'wine', birra: 'beer', cocktail: 'cocktail', aperitivo: 'cocktail', bevanda: 'coffee',
    hamburger: 'burger', patatine: 'fries', insalata: 'salad', zuppa: 'soup', minestra: 'soup', pasta: 'pasta', sfoglia: 'pasta', tortellini: 'pasta',
    tagliatelle: 'pasta', spaghetti: 'pasta', lasagna: 'pasta', ravioli: 'pasta', risotto: 'meal', torta: 'cake', dolce: 'cake', tiramisù: 'cake',
    cornetto: 'croissant', brioche: 'croissant', mela: 'apple', frutta: 'fruit', verdura: 'vegetables', verdure: 'vegetables', pizza: 'pizza', panino: 'sandwich',
    pane: 'bread', uovo: 'egg', biscotto: 'cookie', gelato: 'ice-cream', cono: 'ice-cream', pasto: 'meal', cena: 'meal', pranzo: 'meal', piatto: 'plate',
    colazione: 'pancakes', chicchi: 'beans', cioccolato: 'chocolate', formaggio: 'cheese', parmigiano: 'cheese',
    frullatore: 'blender', bollitore: 'kettle', 'macchina del caffè': 'coffee-machine', macchinetta: 'coffee-machine', tostapane: 'toaster',
    aspirapolvere: 'vacuum', brocca: 'jug', caraffa: 'jug', teiera: 'teapot', tazza: 'cup', tazzina: 'cup', bicchiere: 'glass', ciotola: 'bowl', vaso: 'vase',
    telefono: 'phone', cellulare: 'phone', smartphone: 'phone', app: 'phone', applicazione: 'phone', tablet: 'tablet',
    portatile: 'laptop', computer: 'laptop', sito: 'laptop', monitor: 'monitor', lavagna: 'board', grafico: 'chart', orologio: 'watch', cuffie: 'headphones',
    fotocamera: 'camera', televisore: 'tv', tv: 'tv',
    muro: 'wall', parete: 'wall', molo: 'wall', bancone: 'counter', banco: 'counter', tavolo: 'table', tavola: 'table',
    scrivania: 'desk', mensola: 'shelf', scaffale: 'shelf', panchina: 'bench',
    persona: 'person', uomo: 'man', donna: 'woman', ragazza: 'woman', ragazzo: 'child', bambino: 'child', bambina: 'child', neonato: 'baby',
    lavoratore: 'worker', impiegato: 'worker', impiegata: 'woman-worker', squadra: 'team', team: 'team', colleghi: 'team', sviluppatore: 'developer',
    ingegnere: 'developer', progettista: 'woman-developer', cameriere: 'barista', cameriera: 'barista', barista: 'barista', cuoco: 'chef', cuoca: 'woman-chef',
    chef: 'chef', pizzaiolo: 'chef', pizzaiola: 'woman-chef', forno: 'oven', 'forno a legna': 'oven', padella: 'pan', pentola: 'pot',
    medico: 'doctor', dottore: 'doctor', dottoressa: 'doctor', infermiera: 'nurse', infermiere: 'nurse', dentista: 'dentist', odontoiatra: 'dentist',
    paziente: 'patient', autista: 'driver', meccanico: 'mechanic', elettricista: 'electrician', idraulico: 'plumber',
    muratore: 'builder', carpentiere: 'builder', falegname: 'builder', giardiniere: 'farmer', giardiniera: 'farmer', contadino: 'farmer', addetto: 'cleaner',
    'addetta alle pulizie': 'cleaner', 'cameriera ai piani': 'cleaner', 'cameriere ai piani': 'cleaner', 'addetto alle pulizie': 'cleaner',
    parrucchiere: 'man', parrucchiera: 'woman', estetista: 'woman', allenatore: 'coach', allenatrice: 'coach', istruttore: 'coach', istruttrice: 'coach',
    'personal trainer': 'coach', maestro: 'teacher', maestra: 'teacher', alunno: 'student', alunna: 'student', tutor: 'tutor', receptionist: 'receptionist',
    'membro dello staff': 'staff', 'membro del personale': 'staff', cassiere: 'staff', cassiera: 'staff', commesso: 'staff', commessa: 'staff', venditore: 'staff', venditrice: 'staff', fornaio: 'baker', fornaia: 'baker',
    panettiere: 'baker', macellaio: 'chef', macellaia: 'woman-chef', panettiera: 'baker', pasticciere: 'chef', pasticciera: 'woman-chef', gelataio: 'staff', gelataia: 'staff', fioraio: 'florist', fioraia: 'florist',
    fisioterapista: 'physio', fisioterapeuta: 'physio', massaggiatore: 'physio', massaggiatrice: 'physio', osteopata: 'physio', farmacista: 'pharmacist', ottico: 'pharmacist',
    commercialista: 'worker', avvocato: 'worker', avvocata: 'worker', scienziato: 'scientist', scienziata: 'scientist', ricercatore: 'scientist', ricercatrice: 'scientist',
    badante: 'carer', assistente: 'carer', papà: 'man', padre: 'man', mamma: 'woman', madre: 'woman', genitori: 'family', ospite: 'customer', turista: 'tourist',
    viaggiatore: 'tourist', pilota: 'pilot', poliziotto: 'police', poliziotta: 'police', pompiere: 'firefighter', vigile: 'firefighter', titolare: 'staff', proprietario: 'staff',
    proprietaria: 'staff', studente: 'student', studentessa: 'student', professore: 'teacher', professoressa: 'teacher', corridore: 'runner', podista: 'runner',
    ciclista: 'cyclist', ciclisti: 'cyclist', cliente: 'customer', socio: 'person', socia: 'person', iscritto: 'person', iscritta: 'person', amici: 'friends', amiche: 'friends',
    famiglia: 'family', coppia: 'couple', gruppo: 'friends', fidanzati: 'couple',
    scarpa: 'shoe', scarpe: 'shoe', sneakers: 'shoe', stivale: 'boot', maglietta: 'shirt', camicia: 'shirt', giacca: 'jacket', vestito: 'dress', abito: 'dress',
    borsa: 'bag', zaino: 'backpack', cappellino: 'cap', occhiali: 'glasses', anello: 'ring', rossetto: 'lipstick',
    bottiglia: 'lotion', sapone: 'soap', candela: 'candle', divano: 'sofa', letto: 'bed', pianta: 'plant',
    fiori: 'flowers', fiore: 'flowers', mazzo: 'flowers', bouquet: 'flowers', albero: 'tree', chiave: 'key', lucchetto: 'lock', sedia: 'chair', libro: 'book',
    regalo: 'gift', pacco: 'package', scatola: 'package', carta: 'card', soldi: 'money', scontrino: 'receipt', ricevuta: 'receipt', fattura: 'receipt',
    documento: 'document', trofeo: 'trophy', chitarra: 'guitar', pallone: 'ball', palla: 'ball', robot: 'robot',
    bicicletta: 'bicycle', bici: 'bicycle', automobile: 'car', auto: 'car', macchina: 'car', taxi: 'taxi', autobus: 'bus', camion: 'truck',
    furgone: 'truck', monopattino: 'scooter', moto: 'motorbike', scooter: 'motorbike', treno: 'train', aereo: 'plane', barca: 'boat', nave: 'boat', veliero: 'boat',
    valigia: 'suitcase', mappa: 'map', cartina: 'map', cane: 'dog', cagnolino: 'dog', gatto: 'cat', uccello: 'bird', cavallo: 'horse', pesce: 'fish',
    ...EATING_WORDS.it.nouns,
    ...LESSON_WORDS.it.nouns,
    ...WEDDING_WORDS.it.nouns,
    ...MARKET_WORDS.it.nouns,
    ...CAR_WASH_WORDS.it.nouns,
    ...COURSE_WORDS.it.nouns,
    ...BEAUTY_WORDS.it.nouns,
    ...groupHeadNouns(ESPRESSO_CLOSE_WORDS.it),
    ...DISH_AREA_WORDS.it.nouns,
    ...CHIP_SHOP_WORDS.it.nouns,
    ...PLATED_FOOD_WORDS.it.nouns,
    ...PET_SHOP_WORDS.it.nouns,
  },
  relations: {
    di: 'of', interno: 'in', del: 'of', della: 'of', dello: 'of', dei: 'of', delle: 'of', degli: 'of',
    su: 'on', sul: 'on', sulla: 'on', sopra: 'on', 'sopra a': 'on', in: 'in', nel: 'in', nella: 'in', dentro: 'in', 'dentro a': 'in',
    'appoggiata a': 'leaning', 'appoggiato a': 'leaning', 'appoggiata al': 'leaning', 'appoggiato al': 'leaning', contro: 'leaning',
    'accanto a': 'beside', 'accanto al': 'beside', 'vicino a': 'beside', 'vicino al': 'beside', 'di fianco a': 'beside', con: 'with', e: 'and', ed: 'and',
    'davanti a': 'in-front-of', 'davanti al': 'in-front-of', 'dietro a': 'behind', 'dietro al': 'behind', dietro: 'behind', sotto: 'under', 'sotto il': 'under',
    tiene: 'holding', tenendo: 'holding', 'con in mano': 'holding', 'che tiene': 'holding', usa: 'holding', usando: 'holding', porta: 'holding', portando: 'holding',
    versa: 'pouring', versando: 'pouring', 'che versa': 'pouring',
  },
  settings: {
    ...CONSULTATION_WORDS.it.settings,
    ...PEOPLE_WORDS.it.settings,
    ...CARE_WORDS.it.settings,
    ...HOME_MOVE_WORDS.it.settings,
    ...EVERYDAY_WORDS.it.settings,
    ...MUSIC_WORDS.it.settings,
    ...EVENT_WORDS.it.settings, ...RIDE_WORDS.it.settings, ...SWIM_WORDS.it.settings,
    ...HOME_ENERGY_WORDS.it.settings,
    ...WEAR_WORDS.it.settings,
    ...PRODUCT_PLACES.it,
    ...PET_WORDS.it.settings,
    ...CAT_WORDS.it.settings,
    ...FOOD_TRADE_WORDS.it.settings, ...DRINK_WORDS.it.settings,
    ...WINERY_WORDS.it,
    fisioterapia: 'physio', 'studio di fisioterapia': 'physio', 'centro di fisioterapia': 'physio', osteopata: 'physio', 'lettino da trattamento': 'physio',
    vivaio: 'garden-centre', serra: 'garden-centre', 'garden center': 'garden-centre', 'cucina professionale': 'pro-kitchen', 'cucina del ristorante': 'pro-kitchen',
    'ramen bar': 'noodle-bar', 'centro unghie': 'nail-salon', manicure: 'nail-salon', 'casa di riposo': 'care-home', rsa: 'care-home',
    fattoria: 'farm', agriturismo: 'farm', stalla: 'farm', 'distributore di benzina': 'forecourt', 'stazione di servizio': 'forecourt', benzinaio: 'forecourt',
    porto: 'harbour', molo: 'harbour', lungomare: 'harbour', spiaggia: 'beach', costa: 'beach', mare: 'beach',
    strada: 'street', via: 'street', quartiere: 'street', paese: 'street', mercato: 'street', piazza: 'street', città: 'city', centro: 'city', parco: 'park',
    giardino: 'park', bosco: 'park', campagna: 'park', natura: 'park', montagna: 'mountains', montagne: 'mountains', lago: 'mountains',
    ufficio: 'office', 'sala riunioni': 'office', coworking: 'office', aula: 'classroom', scuola: 'classroom', 'sala corsi': 'classroom', cucina: 'kitchen',
    caffetteria: 'cafe', bar: 'cafe', 'cocktail bar': 'bar', pub: 'bar', birreria: 'bar', ristorante: 'restaurant', trattoria: 'restaurant',
    osteria: 'restaurant', locanda: 'restaurant', bistrot: 'restaurant', 'sala da pranzo': 'restaurant', pizzeria: 'pizzeria', 'forno a legna': 'pizzeria',
    albergo: 'hotel', hotel: 'hotel', hall: 'hotel', 'reception dell hotel': 'hotel', terrazza: 'terrace', dehors: 'terrace', 'tavolini all aperto': 'terrace',
    studio: 'studio', 'studio di yoga': 'studio', 'studio di pilates': 'studio', 'scuola di danza': 'studio',
    'centro estetico': 'nail-salon', 'salone di bellezza': 'nail-salon', barberia: 'salon', 'negozio di abbigliamento': 'boutique', boutique: 'boutique',
    ospedale: 'clinic', ambulatorio: 'clinic', clinica: 'clinic', 'studio medico': 'clinic', fioreria: 'florist', 'negozio di fiori': 'florist',
    soggiorno: 'home', salotto: 'home', casa: 'home', appartamento: 'home', panificio: 'bakery', panetteria: 'bakery', pasticceria: 'bakery',
    gelateria: 'cafe', palestra: 'gym', parrucchiere: 'salon', parrucchiera: 'salon', 'salone da parrucchiere': 'salon', 'salone di parrucchiere': 'salon', salone: 'salon',
    magazzino: 'warehouse', vetrina: 'shopfront', ingresso: 'shopfront', facciata: 'shopfront', 'entrata': 'shopfront', negozio: 'shop', bottega: 'shop', gastronomia: 'shop',
    autofficina: 'garage', officina: 'garage', 'officina meccanica': 'garage', garage: 'garage', 'officina di biciclette': 'bike-workshop', 'negozio di biciclette': 'bike-workshop',
    ciclofficina: 'bike-workshop', laboratorio: 'workshop', falegnameria: 'workshop', 'studio dentistico': 'dental', 'studio odontoiatrico': 'dental', dentista: 'dental',
    receptionist: 'reception', receptionista: 'reception',
    'clinica dentale': 'dental', reception: 'reception', accoglienza: 'reception', 'sala d attesa': 'reception', farmacia: 'pharmacy', farmacista: 'pharmacy',
    supermercato: 'supermarket', alimentari: 'supermarket', lavanderia: 'laundrette', tintoria: 'laundrette', 'lavanderia a gettoni': 'laundrette',
    'clinica veterinaria': 'vet', 'ambulatorio veterinario': 'vet', veterinario: 'vet', 'agenzia immobiliare': 'house', villetta: 'house', 'casa nuova': 'house',
    toelettatura: 'grooming', 'toelettatura per cani': 'grooming', spa: 'spa', 'centro benessere': 'spa', massaggi: 'spa', libreria: 'bookshop', biblioteca: 'library',
    'camera d albergo': 'hotel-room', 'camera dell hotel': 'hotel-room', suite: 'hotel-room', camera: 'hotel-room', asilo: 'nursery', 'asilo nido': 'nursery', 'scuola materna': 'nursery',
    'reparto ospedaliero': 'ward', corsia: 'ward', concessionaria: 'showroom', autosalone: 'showroom', showroom: 'showroom', cantiere: 'construction', impalcatura: 'construction',
    ...EATING_WORDS.it.settings,
    ...LAKE_AND_MARKET_WORDS.it.settings,
    ...STREAM_WORDS.it.settings,
    ...WINE_WORDS.it.settings,
    ...LESSON_WORDS.it.settings,
    ...WEDDING_WORDS.it.settings,
    ...KIDS_CLUB_WORDS.it.settings,
    ...MARKET_WORDS.it.settings,
    ...CAR_WASH_WORDS.it.settings,
    ...COURSE_WORDS.it.settings,
    ...COWORKING_WORDS.it, ...PREMISES_WORDS.it,
    ...STAY_WORDS.it.settings,
    ...CHIP_SHOP_WORDS.it.settings,
    ...SHOP_TRADE_WORDS.it.settings,
    ...PET_SHOP_WORDS.it.settings,
  },
  times: {
    ...EVENT_WORDS.it.times,
    alba: 'dawn', aurora: 'dawn', mattina: 'dawn', mattino: 'dawn', mattutina: 'dawn', giorno: 'day', mezzogiorno: 'day', pomeriggio: 'day',
    tramonto: 'sunset', crepuscolo: 'sunset', sera: 'sunset', serata: 'sunset', notte: 'night', notturno: 'night', notturna: 'night', mezzanotte: 'night',
  },
  lights: {
    soleggiato: 'bright', soleggiata: 'bright', luminoso: 'bright', luminosa: 'bright', 'pieno di luce': 'bright', 'piena di luce': 'bright', 'luce naturale': 'bright',
    accogliente: 'dim', 'luce calda': 'dim', 'lume di candela': 'dim', 'a lume di candela': 'dim', 'luce soffusa': 'dim', intimo: 'dim', intima: 'dim', buio: 'dim', scuro: 'dim',
  },
  screens: {
    ...HOME_ENERGY_WORDS.it.screens,
    ...SOFTWARE_WORDS.it.screens,
    password: 'login', accesso: 'login', accedi: 'login', login: 'login', account: 'login', dashboard: 'dashboard', statistiche: 'dashboard', vendite: 'dashboard',
    report: 'dashboard', carrello: 'checkout', acquisto: 'checkout', ordine: 'checkout', 'negozio online': 'checkout', pagamento: 'banking', pagamenti: 'banking',
    bonifico: 'banking', saldo: 'banking', spese: 'banking', chat: 'chat', messaggio: 'chat', messaggi: 'chat', email: 'chat', consegna: 'map', spedizione: 'map',
    percorso: 'map', prenotazione: 'calendar', appuntamento: 'calendar', calendario: 'calendar', agenda: 'calendar', notizie: 'feed', foto: 'feed', musica: 'feed',
    ...APP_STEP_WORDS.it,
  },
  shots: { 'primo piano': 'close', primissimo: 'close', dettaglio: 'close', 'campo lungo': 'wide', panoramica: 'wide', 'inquadratura larga': 'wide', 'piano medio': 'medium', 'mezza figura': 'medium' },
  poses: {
    ...CONSULTATION_WORDS.it.poses,
    ...PEOPLE_WORDS.it.poses,
    ...CARE_WORDS.it.poses,
    ...FOOD_TRUCK_WORDS.it.poses,
    ...EVERYDAY_WORDS.it.poses,
    ...FRIDGE_WORDS.it,
    ...HOUSEKEEPING_WORDS.it.poses,
    ...MUSIC_WORDS.it.poses,
    ...EVENT_WORDS.it.poses, ...RIDE_WORDS.it.poses, ...CHECK_IN_WORDS.it.poses, ...HOME_MOVE_WORDS.it.poses, ...SWIM_WORDS.it.poses, ...GROOMING_WORDS.it.poses,
    ...HOME_ENERGY_WORDS.it.poses,
    ...HOME_LIFE_WORDS.it.poses,
    ...SOFTWARE_WORDS.it.poses,
    ...WEAR_WORDS.it.poses,
    ...STREAM_WORDS.it.poses,
    ...DEVICE_WORDS.it,
    ...PET_WORDS.it.poses,
    ...CAT_WORDS.it.poses,
    ...SAFETY_WORDS.it,
    ...FOOD_TRADE_WORDS.it.poses, ...DRINK_WORDS.it.poses, ...TABLE_SERVICE_WORDS.it,
    ...TOOTH_BRUSHING_WORDS.it, ...VET_WORDS.it, ...GIFT_WORDS.it, ...HAND_WASHING_WORDS.it, ...TRADE_WORK_WORDS.it,
    ...clauses({
      'making-bed': [['rifà', 'rifa', 'rifare', 'rifacendo', 'fa', 'facendo', 'sistema', 'sistemando', 'prepara', 'preparando'], ['il letto', 'i letti']],
      'stripping-bed': [['cambia', 'cambiando', 'toglie', 'togliendo'], ['le lenzuola', 'la biancheria']],
      'spreading-duvet': [['stende', 'stendendo'], ['il piumone', 'la coperta', 'il copriletto']],
      welcoming: [['dà il benvenuto', 'da il benvenuto', 'dando il benvenuto', 'accoglie', 'accogliendo'], ['a', 'agli', 'ai', 'al', 'alla', 'alle']],
      'placing-pillows': [['sistema', 'sistemando', 'sprimaccia', 'sprimacciando', 'mette', 'mettendo'], ['i cuscini', 'il cuscino']],
    }),
    ...FITNESS_WORDS.it.poses,
    cammina: 'walking', camminano: 'walking', camminando: 'walking', passeggia: 'walking', passeggiano: 'walking', passeggiando: 'walking', 'a spasso': 'walking',
    'porta a spasso': 'walking', 'portano a spasso': 'walking', seduti: 'seated', sedute: 'seated', seduto: 'seated', seduta: 'seated', intorno: 'seated', 'attorno a': 'seated',
    cena: 'eating', cenano: 'eating', cenando: 'eating', mangia: 'eating', mangiano: 'eating', mangiando: 'eating', pranza: 'eating', pranzano: 'eating', 'a cena': 'eating',
    'a tavola': 'eating', 'fa colazione': 'eating', 'fanno colazione': 'eating', 'in piedi': 'standing', 'inforna una pizza': 'baking', 'inforna la pizza': 'baking', inforna: 'baking', sforna: 'baking', sfornando: 'baking', infornando: 'baking',
    'stretching': 'stretching', 'fa yoga': 'stretching', 'fanno yoga': 'stretching', yoga: 'stretching', 'si allena': 'lifting', 'si allenano': 'lifting', allenandosi: 'lifting',
    'solleva pesi': 'lifting', 'sollevano pesi': 'lifting', pesi: 'lifting', corre: 'running', corrono: 'running', correndo: 'running', 'fa jogging': 'running',
    'in bicicletta': 'cycling', 'in bici': 'cycling', pedala: 'cycling', pedalano: 'cycling', pedalando: 'cycling', 'che cucina': 'cooking', cucinando: 'cooking',
    'ai fornelli': 'cooking', 'tira la sfoglia': 'cooking', 'stende la sfoglia': 'cooking', 'tirando la sfoglia': 'cooking', 'impasta': 'cooking', impastando: 'cooking',
    'prepara la pasta': 'cooking', 'fa la pasta': 'cooking', scrive: 'typing', scrivendo: 'typing', digita: 'typing', 'al telefono': 'phoning', telefona: 'phoning',
    presenta: 'presenting', presentando: 'presenting', indica: 'presenting', trasporta: 'carrying', 'che porta': 'carrying', serve: 'serving', servono: 'serving', servendo: 'serving',
    'si stringono la mano': 'shaking-hands', 'stringe la mano': 'shaking-hands', legge: 'reading', leggono: 'reading', leggendo: 'reading', saluta: 'waving', salutano: 'waving',
    chiacchiera: 'chatting', chiacchierano: 'chatting', chiacchierando: 'chatting', parla: 'chatting', parlano: 'chatting', ascolta: 'chatting', spiega: 'chatting',
    ridono: 'chatting', ride: 'chatting', sorridono: 'chatting', accoglie: 'welcoming', accolgono: 'welcoming', accogliendo: 'welcoming', consegna: 'handing', porge: 'handing', ritira: 'handing', riceve: 'handing',
    ripara: 'repairing', riparano: 'repairing', riparando: 'repairing', aggiusta: 'repairing', aggiustando: 'repairing', 'lavora sotto': 'repairing',
    visita: 'examining', visitando: 'examining', esamina: 'examining', 'tratta': 'treating', massaggia: 'treating', massaggiando: 'treating', fascia: 'treating',
    dipinge: 'painting', dipingono: 'painting', disegna: 'painting', disegnano: 'painting', colorano: 'painting', 'compone un mazzo': 'arranging',
    'prepara un mazzo': 'arranging', 'prepara un bouquet': 'arranging', 'sistema i fiori': 'arranging', scola: 'draining', 'scola la pasta': 'draining',
    taglia: 'chopping', 'taglia le verdure': 'chopping', trita: 'chopping', impiatta: 'plating', impiattando: 'plating', 'prepara un piatto': 'plating',
    'sforna il pane': 'baking', 'prepara il pane': 'baking', 'fa il pane': 'baking', compra: 'paying', comprano: 'paying', paga: 'paying', pagano: 'paying', pagando: 'paying',
    solleva: 'lifting-load', sollevando: 'lifting-load', 'piega le ginocchia': 'squatting', accovacciato: 'squatting', accovacciata: 'squatting', spinge: 'pushing',
    tira: 'pushing', controlla: 'inspecting', controllando: 'inspecting', ispeziona: 'inspecting', inginocchiato: 'kneeling', inginocchiata: 'kneeling',
    'lava il pavimento': 'mopping', pulisce: 'wiping', 'pulisce il tavolo': 'wiping', 'si lava le mani': 'washing-hands', asciuga: 'drying', spazzola: 'brushing', pettina: 'brushing',
    toeletta: 'grooming', 'fa il bagno': 'bathing', lava: 'bathing', 'dà da mangiare': 'feeding', nutre: 'feeding', aiuta: 'supporting', accompagna: 'supporting', sostiene: 'supporting',
    'centra la ruota': 'truing', 'regola i freni': 'truing', 'gonfia la ruota': 'truing', 'ripara una bici': 'truing', 'ripara una bicicletta': 'truing', 'ripara la bici': 'truing',
    'macellaio che taglia': 'slicing-meat', 'macellaia che taglia': 'slicing-meat', 'macellaio taglia': 'slicing-meat', 'gelataio che serve': 'scooping-gelato',
    'gelataia che serve': 'scooping-gelato', 'taglia la carne': 'slicing-meat', 'affetta la carne': 'slicing-meat',
    'taglia le bistecche': 'slicing-meat', 'serve un cono': 'scooping-gelato', 'serve un gelato': 'scooping-gelato',
    'prepara un cono': 'scooping-gelato',
    'che guida': 'driving', guidando: 'driving', 'guida la macchina': 'driving', "guida l'auto": 'driving', 'al volante': 'driving', 'giro di prova': 'driving',
    'controlla i denti': 'dental-exam', 'pulisce i denti': 'dental-exam', 'visita i denti': 'dental-exam', 'ripara una perdita': 'plumbing', 'sotto il lavandino': 'plumbing',
    'taglia i capelli': 'cutting-hair', 'tagliando i capelli': 'cutting-hair', 'taglio di capelli': 'cutting-hair', 'fa la piega': 'cutting-hair', 'alla cassa': 'checkout',
    'consegna una busta': 'checkout', insegna: 'teaching', insegnando: 'teaching', 'alla lavagna': 'teaching', 'passa l aspirapolvere': 'vacuuming',
    'quadro elettrico': 'wiring', 'dipinge la parete': 'rolling', 'con un rullo': 'rolling', 'consegna un pacco': 'delivering', 'prepara un caffè': 'making-coffee',
    'fa un caffè': 'making-coffee', 'prepara il caffè': 'making-coffee', 'fa il caffè': 'making-coffee', 'prepara un espresso': 'making-coffee',
    ...EATING_WORDS.it.poses,
    ...WAREHOUSE_WORDS.it, ...PICKING_WORDS.it, ...EVACUATION_WORDS.it,
    ...TOOL_WORDS.it,
    ...LESSON_WORDS.it.poses,
    ...WEDDING_WORDS.it.poses,
    ...KIDS_CLUB_WORDS.it.poses,
    ...MARKET_WORDS.it.poses,
    ...CAR_WASH_WORDS.it.poses,
    ...LIFT_WORDS.it,
    ...FRONT_DESK_WORDS.it,
    ...COURSE_WORDS.it.poses,
    ...BEAUTY_WORDS.it.poses,
    ...ESPRESSO_CLOSE_WORDS.it,
    ...COMPLAINT_WORDS.it,
    ...TASTING_WORDS.it,
    ...DISH_AREA_WORDS.it.poses,
    ...STOCK_WORK_WORDS.it,
  },
  ...VERB_NOUN_WORDS.it,
  young: ['giovane', 'piccolo', 'piccola'],
  agent: /(?:tore|trice|ista|iere|iera|aio|aia)$/,
  progressive: /(?:ando|endo)$/,
  streets: ['via', 'viale', 'piazza', 'corso', 'vicolo', 'lungomare'],
  numbers: { due: 2, tre: 3, alcuni: 3, alcune: 3, diversi: 3, '2': 2, '3': 3 },
  function: ['il', 'lo', 'la', 'l', 'i', 'gli', 'le', 'un', 'uno', 'una', 'di', 'per', 'da', 'del', 'della', 'dei', 'delle', 'e', 'con', 'nel', 'nella', 'sul', 'sulla', 'che', 'al', 'alla'],
  forms: (word) => withoutEndings(word, [['chi', 'co'], ['ghi', 'go'], ['che', 'ca'], ['ghe', 'ga'], ['i', 'o'], ['i', 'e'], ['e', 'a']]),
  ui: {
    signIn: 'Accedi', email: 'Email', password: 'Password', forgot: 'Password dimenticata?', reset: 'Reimposta',
    sent: 'Controlla la tua email', newPassword: 'Nuova password', done: 'Password cambiata', revenue: 'Ricavi', checkout: 'Cassa',
    total: 'Totale', pay: 'Paga', balance: 'Saldo', arriving: 'Arriva tra 8 min', book: 'Prenota',
    name: 'Nome e cognome', code: 'Inserisci il codice', card: 'Numero della carta', expiry: 'MM/AA',
  },
};
