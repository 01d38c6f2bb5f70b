/** French: the common advert and training subjects. */
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
import { SAFETY_WORDS } from './safety-words';
import { WAREHOUSE_WORDS } from './warehouse-words';
import { PICKING_WORDS } from './picking-words';
import { EVACUATION_WORDS } from './evacuation-words';
import { TOOL_WORDS } from './tool-words';
import { FITNESS_WORDS } from './fitness-words';
import { WEAR_WORDS } from './wear-words';
import { clauses } from './clause-phrases';
import type { Lexicon } from './lexicon';
import { CONSULTATION_WORDS } from './consultation-words';
import { CARE_WORDS } from './care-words';
import { withoutEndings } from './lexicon';
import { DEVICE_WORDS } from './device-words';
import { PET_WORDS } from './pet-words';
import { CAT_WORDS } from './cat-words';
import { GENDERED_NOUNS } from './gender-words';
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

export const FR: Lexicon = {
  language: 'fr',
  spaced: true,
  groundFirst: false,
  compounds: false,
  capitalisedNouns: false,
  nouns: {
    ...PAPER_WORDS.fr,
    ...CONSULTATION_WORDS.fr.nouns,
    ...OFFICE_STAFF_WORDS.fr,
    ...PEOPLE_WORDS.fr.nouns,
    ...CARE_WORDS.fr.nouns,
    ...HOME_MOVE_WORDS.fr.nouns,
    ...FOOD_TRUCK_WORDS.fr.nouns,
    ...HOUSEKEEPING_WORDS.fr.nouns,
    ...EVERYDAY_WORDS.fr.nouns,
    ...KIN_WORDS.fr,
    ...WINE_WORDS.fr.nouns,
    ...MUSIC_WORDS.fr.nouns,
    ...EVENT_WORDS.fr.nouns, ...RIDE_WORDS.fr.nouns, ...WELCOME_WORDS.fr.nouns, ...SWIM_WORDS.fr.nouns, ...GROOMING_WORDS.fr.nouns, ...WORK_WORDS.fr.nouns,
    ...HOME_ENERGY_WORDS.fr.nouns,
    ...HOME_LIFE_WORDS.fr.nouns,
    ...PET_WORDS.fr.nouns, ...GENDERED_NOUNS.fr,
    ...CAT_WORDS.fr.nouns,
    ...PRODUCT_WORDS.fr,
    ...FOOD_TRADE_WORDS.fr.nouns, ...DRINK_WORDS.fr.nouns,
    ...FITNESS_WORDS.fr.nouns,
    ...WEAR_WORDS.fr.nouns,
    'plante en pot': 'plant', plantes: 'plant', semis: 'plant', arbuste: 'plant', 'plante verte': 'plant',
    'table de soins': 'table',
    // Physical work and care (illustrations/bodies.ts): each trade in its work clothes.
    magasinier: 'labourer', magasinière: 'labourer', manutentionnaire: 'labourer', préparateur: 'labourer', préparatrice: 'labourer', déménageur: 'labourer',
    livreur: 'courier', livreuse: 'courier', coursier: 'courier', toiletteur: 'groomer', toiletteuse: 'groomer', vétérinaire: 'vet',
    'personne âgée': 'elder', 'dame âgée': 'elder', 'homme âgé': 'elder', 'femme âgée': 'elder', retraité: 'elder', retraitée: 'elder', senior: 'elder',
    'agent d entretien': 'cleaner', 'femme de ménage': 'cleaner', 'femme de chambre': 'cleaner', 'valet de chambre': 'cleaner', 'aide soignante': 'carer', 'aide soignant': 'carer', 'auxiliaire de vie': 'carer',
    café: 'coffee', latte: 'coffee', 'café au lait': 'coffee', cappuccino: 'coffee', expresso: 'coffee', thé: 'tea', lait: 'milk',
    smoothie: 'smoothie', jus: 'juice', eau: 'water', vin: 'wine', bière: 'beer', cocktail: 'cocktail', boisson: 'coffee',
    burger: 'burger', frites: 'fries', salade: 'salad', soupe: 'soup', pâtes: 'pasta', gâteau: 'cake', dessert: 'cake',
    croissant: 'croissant', viennoiserie: 'croissant', pomme: 'apple', fruit: 'fruit', légumes: 'vegetables', pizza: 'pizza',
    sandwich: 'sandwich', pain: 'bread', baguette: 'bread', œuf: 'egg', oeuf: 'egg', biscuit: 'cookie', glace: 'ice-cream',
    repas: 'meal', plat: 'meal', 'petit déjeuner': 'pancakes', grains: 'beans', chocolat: 'chocolate', fromage: 'cheese',
    mixeur: 'blender', blender: 'blender', bouilloire: 'kettle', cafetière: 'coffee-machine', 'machine à café': 'coffee-machine',
    grille: 'toaster', 'grille pain': 'toaster', aspirateur: 'vacuum', pichet: 'jug', carafe: 'jug', théière: 'teapot',
    tasse: 'cup', mug: 'cup', verre: 'glass', bol: 'bowl', assiette: 'plate', vase: 'vase',
    téléphone: 'phone', smartphone: 'phone', portable: 'phone', mobile: 'phone', application: 'phone', appli: 'phone', app: 'phone',
    tablette: 'tablet', ordinateur: 'laptop', 'ordinateur portable': 'laptop', pc: 'laptop', site: 'laptop', moniteur: 'coach', monitrice: 'coach', tableau: 'board', graphique: 'chart', montre: 'watch', casque: 'headphones', appareil: 'camera',
    télévision: 'tv', télé: 'tv',
    mur: 'wall', muret: 'wall', quai: 'wall', comptoir: 'counter', 'plan de travail': 'counter', table: 'table', bureau: 'desk',
    étagère: 'shelf', banc: 'bench',
    personne: 'person', homme: 'man', femme: 'woman', fille: 'woman', garçon: 'child', enfant: 'child', bébé: 'baby',
    employé: 'worker', employée: 'woman-worker', salarié: 'worker', collègues: 'team', équipe: 'team', développeur: 'developer',
    développeuse: 'woman-developer', ingénieur: 'developer', barista: 'barista', serveur: 'barista', chef: 'chef',
    four: 'oven', poêle: 'pan', casserole: 'pot',
    cuisinier: 'chef', boucher: 'chef', bouchère: 'woman-chef', boulanger: 'baker', médecin: 'doctor', infirmière: 'nurse', infirmier: 'nurse', dentiste: 'dentist', docteur: 'doctor', 'hygiéniste dentaire': 'nurse', hygiéniste: 'nurse', 'assistante dentaire': 'nurse', 'assistant dentaire': 'nurse',
    patient: 'patient', patiente: 'patient', conducteur: 'driver', conductrice: 'driver', chauffeur: 'driver',
    mécanicien: 'mechanic', mécanicienne: 'mechanic', garagiste: 'mechanic', électricien: 'electrician',
    plombier: 'plumber', maçon: 'builder', ouvrier: 'builder', charpentier: 'builder', menuisier: 'builder', jardinier: 'farmer',
    jardinière: 'farmer', coiffeur: 'man', coiffeuse: 'woman', entraîneur: 'coach', entraîneuse: 'coach', 'coach sportif': 'coach', enseignant: 'teacher',
    enseignante: 'teacher', élève: 'student', tuteur: 'tutor', réceptionniste: 'receptionist', caissier: 'staff', caissière: 'staff',
    // Whoever runs the shop is its staff.
    propriétaire: 'staff', patron: 'staff', patronne: 'staff', gérant: 'staff', gérante: 'staff', commerçant: 'staff', commerçante: 'staff',
    vendeur: 'staff', vendeuse: 'staff', boulangère: 'baker', pâtissier: 'chef', serveuse: 'barista', fleuriste: 'florist', kiné: 'physio', kinésithérapeute: 'physio', kinesitherapeute: 'physio', physiothérapeute: 'physio', masseur: 'physio', masseuse: 'physio', ostéopathe: 'physio',
    pharmacien: 'pharmacist', pharmacienne: 'pharmacist', opticien: 'pharmacist', comptable: 'worker', 'agent immobilier': 'worker',
    scientifique: 'scientist', chercheur: 'scientist', soignant: 'nurse', soignante: 'nurse', parent: 'parent', mère: 'woman', père: 'man',
    invité: 'customer', touriste: 'tourist', voyageur: 'tourist', pilote: 'pilot', policier: 'police', pompier: 'firefighter', étudiant: 'student', étudiante: 'student',
    professeur: 'teacher', formateur: 'teacher', coureur: 'runner', cycliste: 'cyclist', client: 'customer', cliente: 'customer',
    amis: 'friends', famille: 'family', couple: 'couple',
    chaussure: 'shoe', basket: 'shoe', baskets: 'shoe', botte: 'boot', 'tee shirt': 'shirt', chemise: 'shirt', veste: 'jacket',
    robe: 'dress', sac: 'bag', 'sac à main': 'bag', 'sac à dos': 'backpack', casquette: 'cap', lunettes: 'glasses', bague: 'ring',
    'rouge à lèvres': 'lipstick', flacon: 'lotion', bouteille: 'lotion', savon: 'soap',
    bougie: 'candle', canapé: 'sofa', lit: 'bed', plante: 'plant', fleurs: 'flowers', fleur: 'flowers', bouquet: 'flowers',
    arbre: 'tree', maison: 'house', clé: 'key', cadenas: 'lock', chaise: 'chair', fauteuil: 'chair', livre: 'book', cadeau: 'gift', colis: 'package',
    carton: 'package', boîte: 'package', carte: 'card', 'carte bancaire': 'card', argent: 'money', reçu: 'receipt',
    facture: 'receipt', document: 'document', trophée: 'trophy', enveloppe: 'envelope', guitare: 'guitar', ballon: 'ball',
    robot: 'robot',
    vélo: 'bicycle', bicyclette: 'bicycle', voiture: 'car', taxi: 'taxi', bus: 'bus', camion: 'truck', camionnette: 'truck',
    trottinette: 'scooter', moto: 'motorbike', train: 'train', avion: 'plane', bateau: 'boat', voilier: 'boat', navire: 'ship',
    valise: 'suitcase', tente: 'tent', chien: 'dog', chiot: 'dog', chat: 'cat', oiseau: 'bird', cheval: 'horse', poisson: 'fish',
    ...EATING_WORDS.fr.nouns,
    ...LESSON_WORDS.fr.nouns,
    ...WEDDING_WORDS.fr.nouns,
    ...MARKET_WORDS.fr.nouns,
    ...CAR_WASH_WORDS.fr.nouns,
    ...COURSE_WORDS.fr.nouns,
    ...BEAUTY_WORDS.fr.nouns,
    ...groupHeadNouns(ESPRESSO_CLOSE_WORDS.fr),
    ...DISH_AREA_WORDS.fr.nouns,
    ...CHIP_SHOP_WORDS.fr.nouns,
    ...PLATED_FOOD_WORDS.fr.nouns,
    ...PET_SHOP_WORDS.fr.nouns,
  },
  relations: {
    de: 'of', du: 'of', d: 'of', intérieur: 'in',
    sur: 'on', 'posé sur': 'on', 'posée sur': 'on', 'au dessus de': 'on', dans: 'in', 'à l intérieur de': 'in',
    'appuyé contre': 'leaning', 'appuyée contre': 'leaning', 'appuyé sur': 'leaning', 'appuyée sur': 'leaning', contre: 'leaning',
    'à côté de': 'beside', 'à côté d': 'beside', 'à côté du': 'beside', 'à côté des': 'beside', 'près de': 'beside', auprès: 'beside', avec: 'with', et: 'and', devant: 'in-front-of',
    derrière: 'behind', sous: 'under', 'en dessous de': 'under', tenant: 'holding', tient: 'holding', 'qui tient': 'holding',
    utilisant: 'holding', utilise: 'holding', regardant: 'holding', regarde: 'holding', porte: 'holding', portant: 'holding',
    versant: 'pouring', verse: 'pouring', versé: 'pouring', versée: 'pouring', 'se verse': 'pouring', 'qui coule': 'pouring',
  },
  settings: {
    ...CONSULTATION_WORDS.fr.settings,
    ...PEOPLE_WORDS.fr.settings,
    ...CARE_WORDS.fr.settings,
    ...HOME_MOVE_WORDS.fr.settings,
    ...EVERYDAY_WORDS.fr.settings,
    ...MUSIC_WORDS.fr.settings,
    ...EVENT_WORDS.fr.settings, ...RIDE_WORDS.fr.settings, ...SWIM_WORDS.fr.settings, ...WORK_WORDS.fr.settings,
    ...HOME_ENERGY_WORDS.fr.settings,
    ...WEAR_WORDS.fr.settings,
    ...PRODUCT_PLACES.fr,
    ...PET_WORDS.fr.settings,
    ...CAT_WORDS.fr.settings,
    ...FOOD_TRADE_WORDS.fr.settings, ...DRINK_WORDS.fr.settings,
    ...WINERY_WORDS.fr,
    kiné: 'physio', kinésithérapeute: 'physio', kinésithérapie: 'physio', 'cabinet de kiné': 'physio', 'cabinet de kinésithérapie': 'physio', ostéopathe: 'physio',
    'salle de soins': 'physio', 'table de soins': 'physio', jardinerie: 'garden-centre', pépinière: 'garden-centre', serre: 'garden-centre',
    'cuisine professionnelle': 'pro-kitchen', 'cuisine de restaurant': 'pro-kitchen', 'bar à ramen': 'noodle-bar', 'restaurant de ramen': 'noodle-bar',
    'bar à nouilles': 'noodle-bar', onglerie: 'nail-salon', 'bar à ongles': 'nail-salon', 'institut de beauté': 'nail-salon', manucure: 'nail-salon',
    'maison de retraite': 'care-home', ehpad: 'care-home', 'résidence senior': 'care-home', ferme: 'farm', 'cour de ferme': 'farm', grange: 'farm',
    'station service': 'forecourt', 'station essence': 'forecourt', 'boutique de fleurs': 'florist',
    port: 'harbour', quai: 'harbour', 'bord de mer': 'harbour', jetée: 'harbour', marina: 'harbour', plage: 'beach', mer: 'beach',
    océan: 'beach', côte: 'beach', rue: 'street', trottoir: 'street', quartier: 'street', village: 'street', marché: 'street',
    ville: 'city', centre: 'city', urbain: 'city', parc: 'park', jardin: 'park', forêt: 'park', campagne: 'park', nature: 'park',
    prairie: 'park', montagne: 'mountains', montagnes: 'mountains', lac: 'mountains', bureau: 'office', bureaux: 'office',
    'salle de réunion': 'office', classe: 'classroom', cuisine: 'kitchen', café: 'cafe', bar: 'bar', pub: 'bar', restaurant: 'restaurant', brasserie: 'restaurant',
    bistrot: 'restaurant', bistro: 'restaurant', trattoria: 'restaurant', cantine: 'restaurant', pizzeria: 'pizzeria', 'four à bois': 'pizzeria', hôtel: 'hotel',
    hall: 'hotel', 'réception de l’hôtel': 'hotel', lobby: 'hotel', terrasse: 'terrace', 'terrasse de café': 'terrace', studio: 'studio', 'studio de yoga': 'studio', 'studio de danse': 'studio', 'école de danse': 'studio',
    'salon de coiffure': 'salon', 'salon de beauté': 'nail-salon', barbier: 'salon', pâtisserie: 'bakery', 'magasin de vêtements': 'boutique', école: 'classroom',
    'salle de classe': 'classroom', 'salle de formation': 'classroom', hôpital: 'clinic', 'cabinet médical': 'clinic', 'magasin de fleurs': 'florist',
    gym: 'gym', 'club de sport': 'gym', 'salle de fitness': 'gym',
    boulangerie: 'bakery', fleuriste: 'florist', 'salle de sport': 'gym', coiffeur: 'salon', clinique: 'clinic',
    entrepôt: 'warehouse', vitrine: 'shopfront', devanture: 'shopfront', entrée: 'shopfront', façade: 'shopfront', maison: 'home', salon: 'home', appartement: 'home', 'chez moi': 'home', 'chez nous': 'home', 'chez soi': 'home', 'chez lui': 'home', 'chez elle': 'home', 'chez eux': 'home', 'chez vous': 'home', 'chez toi': 'home', magasin: 'shop', boutique: 'boutique',
    garage: 'garage', 'atelier mécanique': 'garage', mécanicien: 'garage', mécanicienne: 'garage', 'atelier vélo': 'bike-workshop', 'atelier de vélo': 'bike-workshop',
    'magasin de vélos': 'bike-workshop', atelier: 'workshop', menuiserie: 'workshop', menuisier: 'workshop', ébéniste: 'workshop', 'cabinet dentaire': 'dental',
    réceptionniste: 'reception',
    dentiste: 'dental', 'clinique dentaire': 'dental', 'hygiéniste dentaire': 'dental', hygiéniste: 'dental', réception: 'reception', accueil: 'reception', 'salle d’attente': 'reception', pharmacie: 'pharmacy',
    pharmacien: 'pharmacy', pharmacienne: 'pharmacy', supermarché: 'supermarket', boulanger: 'bakery', boulangère: 'bakery', fournil: 'bakery',
    laverie: 'laundrette', 'laverie automatique': 'laundrette', pressing: 'laundrette', vétérinaire: 'vet', 'clinique vétérinaire': 'vet',
    'agence immobilière': 'house', 'agent immobilier': 'house', 'maison neuve': 'house', 'porte d’entrée': 'house', 'jardin de devant': 'house', pavillon: 'house',
    'salon de toilettage': 'grooming', toilettage: 'grooming', 'toilettage canin': 'grooming',
    spa: 'spa', 'centre de bien-être': 'spa', 'centre de bien être': 'spa', 'salle de massage': 'spa', 'institut de massage': 'spa', librairie: 'bookshop', bibliothèque: 'library', médiathèque: 'library', 'salle de lecture': 'library', "chambre d'hôtel": 'hotel-room', 'chambre d hôtel': 'hotel-room', suite: 'hotel-room', crèche: 'nursery', creche: 'nursery', garderie: 'nursery', 'école maternelle': 'nursery', maternelle: 'nursery', "chambre d'hôpital": 'ward', 'chambre d hôpital': 'ward', 'service hospitalier': 'ward', concession: 'showroom', 'concession automobile': 'showroom', concessionnaire: 'showroom', 'salle d exposition': 'showroom', showroom: 'showroom',
    coworking: 'office', 'espace de coworking': 'office',
    chantier: 'construction', 'chantier de construction': 'construction', échafaudage: 'construction',
    ...EATING_WORDS.fr.settings,
    ...LAKE_AND_MARKET_WORDS.fr.settings,
    ...STREAM_WORDS.fr.settings,
    ...WINE_WORDS.fr.settings,
    ...LESSON_WORDS.fr.settings,
    ...WEDDING_WORDS.fr.settings,
    ...KIDS_CLUB_WORDS.fr.settings,
    ...MARKET_WORDS.fr.settings,
    ...CAR_WASH_WORDS.fr.settings,
    ...COURSE_WORDS.fr.settings,
    ...COWORKING_WORDS.fr, ...PREMISES_WORDS.fr,
    esthétique: 'nail-salon', 'institut d esthétique': 'nail-salon',
    ...STAY_WORDS.fr.settings,
    ...CHIP_SHOP_WORDS.fr.settings,
    ...SHOP_TRADE_WORDS.fr.settings,
    ...PET_SHOP_WORDS.fr.settings,
  },
  times: {
    ...EVENT_WORDS.fr.times,
    aube: 'dawn', 'lever du soleil': 'dawn', matin: 'dawn', jour: 'day', journée: 'day',
    midi: 'day', 'après midi': 'day', 'coucher du soleil': 'sunset', crépuscule: 'sunset', soir: 'sunset', soirée: 'sunset',
    nuit: 'night', nocturne: 'night',
  },
  lights: {
    ensoleillé: 'bright', ensoleillée: 'bright', lumineux: 'bright', lumineuse: 'bright', 'baigné de lumière': 'bright', 'baignée de lumière': 'bright',
    'lumière naturelle': 'bright', aéré: 'bright', aérée: 'bright', clair: 'bright', 'plein soleil': 'bright',
    chaleureux: 'dim', chaleureuse: 'dim', 'ambiance chaleureuse': 'dim', cosy: 'dim', douillet: 'dim', douillette: 'dim', 'aux chandelles': 'dim', 'à la bougie': 'dim',
    tamisé: 'dim', tamisée: 'dim', 'lumière tamisée': 'dim', 'lumière chaude': 'dim', sombre: 'dim', intime: 'dim', feutré: 'dim', feutrée: 'dim',
  },
  screens: {
    ...HOME_ENERGY_WORDS.fr.screens,
    ...SOFTWARE_WORDS.fr.screens,
    'mot de passe': 'login', connexion: 'login', identifiant: 'login', compte: 'login', 'tableau de bord': 'dashboard',
    statistiques: 'dashboard', ventes: 'dashboard', rapport: 'dashboard', achat: 'checkout', panier: 'checkout',
    commande: 'checkout', 'boutique en ligne': 'checkout', paiement: 'banking', banque: 'banking', virement: 'banking',
    solde: 'banking', dépenses: 'banking', messagerie: 'chat', message: 'chat', messages: 'chat', mail: 'chat', carte: 'map',
    plan: 'map', livraison: 'map', itinéraire: 'map', réservation: 'calendar', 'rendez vous': 'calendar', agenda: 'calendar',
    calendrier: 'calendar', actualités: 'feed', photos: 'feed', musique: 'feed',
    ...APP_STEP_WORDS.fr,
  },
  shots: { 'gros plan': 'close', 'tres gros plan': 'close', 'plan serre': 'close', 'plan large': 'wide', 'plan d ensemble': 'wide', 'plan general': 'wide', 'plan moyen': 'medium' },
  poses: {
    ...CONSULTATION_WORDS.fr.poses,
    ...PEOPLE_WORDS.fr.poses,
    ...CARE_WORDS.fr.poses,
    ...FOOD_TRUCK_WORDS.fr.poses,
    ...EVERYDAY_WORDS.fr.poses,
    ...FRIDGE_WORDS.fr,
    ...HOUSEKEEPING_WORDS.fr.poses,
    ...MUSIC_WORDS.fr.poses,
    ...EVENT_WORDS.fr.poses, ...RIDE_WORDS.fr.poses, ...CHECK_IN_WORDS.fr.poses, ...HOME_MOVE_WORDS.fr.poses, ...SWIM_WORDS.fr.poses, ...GROOMING_WORDS.fr.poses,
    ...HOME_ENERGY_WORDS.fr.poses,
    ...HOME_LIFE_WORDS.fr.poses,
    ...SOFTWARE_WORDS.fr.poses,
    ...WEAR_WORDS.fr.poses,
    ...STREAM_WORDS.fr.poses,
    ...DEVICE_WORDS.fr,
    ...FITNESS_WORDS.fr.poses, ...PET_WORDS.fr.poses, ...SAFETY_WORDS.fr, ...FOOD_TRADE_WORDS.fr.poses, ...DRINK_WORDS.fr.poses, ...TABLE_SERVICE_WORDS.fr, marchant: 'walking', 'se promenant': 'walking', promenade: 'walking', assis: 'seated', assises: 'seated', 'autour de': 'seated', 'dînant': 'seated', debout: 'standing',
    ...CAT_WORDS.fr.poses,
    ...clauses({
      'making-bed': [['faire', 'faisant', 'fait', 'refaire', 'refaisant', 'refait'], ['le lit', 'les lits']],
      'stripping-bed': [['retire', 'retirant', 'retirer', 'enlève', 'enlevant', 'enlever', 'change', 'changeant', 'changer'], ['les draps', 'le linge', 'les draps sales']],
      welcoming: [['souhaite la bienvenue', 'souhaitant la bienvenue', 'souhaiter la bienvenue'], ['à', 'aux', 'au']],
    }),
    ...TOOTH_BRUSHING_WORDS.fr, ...VET_WORDS.fr, ...GIFT_WORDS.fr, ...HAND_WASHING_WORDS.fr, ...TRADE_WORK_WORDS.fr, appliquant: 'skincare', "s'appliquant": 'skincare', "s'applique": 'skincare', 'sur son visage': 'skincare', 'sur le visage': 'skincare', 'soin du visage': 'skincare', 'routine de soin': 'skincare',
    'depuis son téléphone': 'using-phone', 'depuis son portable': 'using-phone', 'depuis son smartphone': 'using-phone', 'depuis son ordinateur': 'using-laptop', 'depuis son ordinateur portable': 'using-laptop',
    's etirant': 'stretching', etirements: 'stretching', yoga: 'stretching', 'faisant du yoga': 'stretching', 'soulevant des poids': 'lifting',
    musculation: 'lifting', courant: 'running', courent: 'running', 'faisant du jogging': 'running', 'a velo': 'cycling', pedalant: 'cycling', cuisinant: 'cooking',
    tapant: 'typing', 'au telephone': 'phoning', telephonant: 'phoning', presentant: 'presenting', montrant: 'presenting', portant: 'carrying',
    servant: 'serving', 'se serrant la main': 'shaking-hands', 'serrant la main': 'shaking-hands', lisant: 'reading', 'saluant': 'waving',
    discutant: 'chatting', ecoutant: 'chatting', expliquant: 'chatting', remerciant: 'chatting', 's excusant': 'chatting', bavardant: 'chatting', 'parlant avec': 'chatting', 'en conversation': 'chatting', conseillant: 'chatting', accueillant: 'welcoming', accueille: 'welcoming', accueillent: 'welcoming',
    recuperant: 'handing', remettant: 'handing', tendant: 'handing', donnant: 'handing', recevant: 'handing',
    reparant: 'repairing', entretenant: 'repairing', 'travaillant sous': 'repairing',
    examinant: 'examining', auscultant: 'examining',
    soignant: 'treating', soigne: 'treating', traitant: 'treating', traite: 'treating', massant: 'treating', masse: 'treating', bandant: 'treating',
    'développé couché': 'spotting', 'pare la barre': 'spotting', parant: 'spotting',
    'en train de peindre': 'painting', peint: 'painting', peignent: 'painting', peindre: 'painting', dessinant: 'painting', dessine: 'painting', dessinent: 'painting',
    coloriant: 'painting', colorient: 'painting', 'font de la peinture': 'painting', 'faisant de la peinture': 'painting',
    'compose un bouquet': 'arranging', 'composant un bouquet': 'arranging', 'composer un bouquet': 'arranging', 'fait un bouquet': 'arranging',
    'faisant un bouquet': 'arranging', 'emballe un bouquet': 'arranging', 'emballant un bouquet': 'arranging', arrangeant: 'arranging', arrange: 'arranging',
    égouttant: 'draining', égoutte: 'draining', égoutter: 'draining', émincant: 'chopping', émince: 'chopping', hachant: 'chopping', hache: 'chopping',
    'coupant les légumes': 'chopping', 'coupe les légumes': 'chopping', dressant: 'plating', 'dresse l assiette': 'plating', 'dressant l assiette': 'plating',
    enfournant: 'baking', 'sortant du four': 'baking',
    achetant: 'paying', payant: 'paying',
    soulevant: 'lifting-load', soulève: 'lifting-load', soulever: 'lifting-load', saisissant: 'lifting-load', saisit: 'lifting-load',
    'pliant les genoux': 'squatting', 'fléchissant les genoux': 'squatting', 'plie les genoux': 'squatting', accroupi: 'squatting', accroupie: 'squatting', 's accroupissant': 'squatting',
    'pieds écartés': 'bracing', 'les pieds écartés': 'bracing', tournant: 'turning', tourne: 'turning', pivotant: 'turning',
    poussant: 'pushing', pousse: 'pushing', tirant: 'pushing', 'attrapant': 'reaching', 'tendant le bras': 'reaching', vérifiant: 'inspecting', vérifie: 'inspecting',
    inspectant: 'inspecting', contrôlant: 'inspecting', agenouillé: 'kneeling', agenouillée: 'kneeling', 'à genoux': 'kneeling', 'passant la serpillière': 'mopping',
    nettoyant: 'wiping', nettoie: 'wiping', essuyant: 'wiping', 'se lavant les mains': 'washing-hands', 'lavage des mains': 'washing-hands', 'se laver les mains': 'washing-hands',
    séchant: 'drying', sèche: 'drying', brossant: 'brushing', brosse: 'brushing', peignant: 'brushing', toilettant: 'grooming', toilette: 'grooming',
    baignant: 'bathing', lavant: 'bathing', promenant: 'walking', promène: 'walking', nourrissant: 'feeding', nourrit: 'feeding',
    aidant: 'supporting', aide: 'supporting', soutenant: 'supporting', accompagnant: 'supporting',
    'dévoile la roue': 'truing', 'dévoilant la roue': 'truing', 'règle les freins': 'truing', 'réglant les freins': 'truing', répare: 'repairing',
    'défait le lit': 'stripping-bed', 'défaisant le lit': 'stripping-bed', 'change les draps': 'stripping-bed', 'fait le lit': 'making-bed',
    'faisant le lit': 'making-bed', 'faites le lit': 'making-bed', 'retirez le linge': 'stripping-bed', 'bordez le drap': 'making-bed',
    'étendez la couette': 'spreading-duvet', 'disposez les oreillers': 'placing-pillows', 'tapotez les oreillers': 'placing-pillows', 'borde le drap': 'making-bed', 'étend la couette': 'spreading-duvet', 'dispose les oreillers': 'placing-pillows',
    'boucher qui découpe': 'slicing-meat', 'bouchère qui découpe': 'slicing-meat', 'boucher découpe': 'slicing-meat', 'glacier qui sert': 'scooping-gelato',
    'découpe la viande': 'slicing-meat', 'découpant la viande': 'slicing-meat',
    'tranche la viande': 'slicing-meat', 'découpe des steaks': 'slicing-meat', 'sert une glace': 'scooping-gelato', 'servant une glace': 'scooping-gelato',
    'sert un cornet': 'scooping-gelato', 'servant un cornet': 'scooping-gelato',
    'qui conduit': 'driving', conduisant: 'driving', 'conduit une voiture': 'driving', 'conduit sa voiture': 'driving', 'au volant': 'driving',
    'essai routier': 'driving', 'essai de conduite': 'driving',
    'examine les dents': 'dental-exam', 'examinant les dents': 'dental-exam', 'soigne les dents': 'dental-exam', 'nettoie les dents': 'dental-exam', 'nettoyant les dents': 'dental-exam', détartrage: 'dental-exam', 'répare une fuite': 'plumbing',
    'réparant une fuite': 'plumbing', "sous l'évier": 'plumbing', débouche: 'plumbing', 'coupe les cheveux': 'cutting-hair',
    'coupant les cheveux': 'cutting-hair', coiffe: 'cutting-hair', coiffant: 'cutting-hair', 'prépare un café': 'making-coffee',
    'préparant un café': 'making-coffee', 'fait un café': 'making-coffee',
    'dînant aux chandelles': 'dining', 'dînent aux chandelles': 'dining', 'dîne aux chandelles': 'dining',
    arrosant: 'watering', arrose: 'watering', arrosoir: 'watering', choisit: 'choosing', choisissant: 'choosing', choisissent: 'choosing',
    'soulève avec les jambes': 'rising', 'soulevant avec les jambes': 'rising', 'en pliant les jambes': 'rising', empile: 'stacking', empilant: 'stacking', 'range des cartons': 'stacking',
    transpalette: 'pallet-truck', 'déplace une palette': 'pallet-truck',
    'étale la pâte': 'rolling-dough', 'étalant la pâte': 'rolling-dough', 'abaisse la pâte': 'rolling-dough', pétrit: 'rolling-dough',
    'porte des assiettes': 'carrying-plates', 'portant des assiettes': 'carrying-plates', 'apporte les assiettes': 'carrying-plates', 'aux chandelles': 'dining', 'dîner romantique': 'dining',
    'table pour deux': 'dining', 'répond au téléphone': 'phoning-desk', 'répondant au téléphone': 'phoning-desk', 'au téléphone à l’accueil': 'phoning-desk',
    'tension artérielle': 'blood-pressure', 'prend la tension': 'blood-pressure', 'prenant la tension': 'blood-pressure',
    'à la caisse': 'checkout', 'tend un sac': 'checkout', 'tendant un sac': 'checkout', encaisse: 'checkout', 'au tableau': 'teaching',
    'fait cours': 'teaching', 'donne un cours': 'teaching', 'passe l’aspirateur': 'vacuuming', 'passant l’aspirateur': 'vacuuming',
    'tableau électrique': 'wiring', câblant: 'wiring', 'peint le mur': 'rolling',
    'peignant le mur': 'rolling', 'au rouleau': 'rolling', 'livre un colis': 'delivering', 'livrant un colis': 'delivering', 'remet un colis': 'delivering',
    // Workplace trainings' steps (work-words.ts), after the service words they give a call-centre meaning.
    ...WORK_WORDS.fr.poses,
    ...EATING_WORDS.fr.poses,
    ...WAREHOUSE_WORDS.fr, ...PICKING_WORDS.fr, ...EVACUATION_WORDS.fr,
    ...TOOL_WORDS.fr,
    ...LESSON_WORDS.fr.poses,
    ...WEDDING_WORDS.fr.poses,
    ...KIDS_CLUB_WORDS.fr.poses,
    ...MARKET_WORDS.fr.poses,
    ...CAR_WASH_WORDS.fr.poses,
    ...LIFT_WORDS.fr,
    ...FRONT_DESK_WORDS.fr,
    ...COURSE_WORDS.fr.poses,
    ...BEAUTY_WORDS.fr.poses,
    ...ESPRESSO_CLOSE_WORDS.fr,
    ...COMPLAINT_WORDS.fr,
    ...TASTING_WORDS.fr,
    ...DISH_AREA_WORDS.fr.poses,
    ...STOCK_WORK_WORDS.fr,
  },
  ...VERB_NOUN_WORDS.fr,
  young: ['jeune', 'jeunes', 'petit', 'petite'],
  agent: /(?:eur|euse|ier|iere|iste|ien|ienne)$/,
  progressive: /ant$/,
  premises: {
    nouns: { présentoir: 'counter', 'vitrine réfrigérée': 'counter', 'vitrine à gâteaux': 'counter', 'vitrine des pâtisseries': 'counter' },
    settings: { 'porte d’entrée': 'shopfront', "porte d'entrée": 'shopfront', 'porte vitrée': 'shopfront' },
  },
  streets: ['rue', 'avenue', 'boulevard', 'place', 'quai', 'chemin', 'allée'],
  numbers: { deux: 2, trois: 3, plusieurs: 3, '2': 2, '3': 3 },
  function: ['le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'et', 'avec', 'dans', 'sur', 'qui', 'l', 'd', 'au', 'aux', 'son', 'sa', 'ses'],
  forms: (word) => withoutEndings(word, [['aux', 'al'], ['eaux', 'eau'], ['x', ''], ['s', '']]),
  ui: {
    signIn: 'Connexion', email: 'E-mail', password: 'Mot de passe', forgot: 'Mot de passe oublié ?', reset: 'Réinitialiser',
    sent: 'Consultez vos e-mails', newPassword: 'Nouveau mot de passe', done: 'Mot de passe modifié', revenue: 'Chiffre d’affaires',
    checkout: 'Paiement', total: 'Total', pay: 'Payer', balance: 'Solde', arriving: 'Arrivée dans 8 min', book: 'Réserver',
    name: 'Nom complet', code: 'Saisissez le code', card: 'Numéro de carte', expiry: 'MM/AA',
  },
};
