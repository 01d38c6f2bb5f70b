/** English: the words adverts and training videos use for what a scene shows. */
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
import { SOFTWARE_SETTINGS, SOFTWARE_WORDS } from './software-words';
import { EVENT_WORDS } from './event-words';
import { GROOMING_WORDS } from './grooming-words';
import { FOOD_TRADE_WORDS } from './food-trade-words';
import { DRINK_WORDS } from './drink-words';
import { WINERY_WORDS } from './winery-words';
import { BIKE_PARTS, TRADE_WORK_WORDS } from './trade-work-words';
import { HAND_WASHING_WORDS, STEPS_KEPT_IN_THEIR_LANGUAGE } from './hand-washing-words';
import { TOOTH_BRUSHING_WORDS } from './tooth-brushing-words';
import { VET_WORDS } from './vet-words';
import { GIFT_WORDS } from './gift-words';
import { WORK_WORDS } from './work-words';
import { TABLE_SERVICE_WORDS } from './table-service-words';
import { SAFETY_STEPS_KEPT_IN_THEIR_LANGUAGE, SAFETY_WORDS } from './safety-words';
import { WAREHOUSE_STEPS_KEPT_IN_THEIR_LANGUAGE, WAREHOUSE_WORDS } from './warehouse-words';
import { PICKING_STEPS_KEPT_IN_THEIR_LANGUAGE, PICKING_WORDS } from './picking-words';
import { EVACUATION_STEPS_KEPT_IN_THEIR_LANGUAGE, EVACUATION_WORDS } from './evacuation-words';
import { TOOL_STEPS_KEPT_IN_THEIR_LANGUAGE, TOOL_WORDS } from './tool-words';
import { FITNESS_WORDS } from './fitness-words';
import { WEAR_WORDS } from './wear-words';
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
import { ESPRESSO_CLOSE_STEPS_KEPT_IN_THEIR_LANGUAGE, ESPRESSO_CLOSE_WORDS, groupHeadNouns } from './espresso-close-words';
import { COMPLAINT_STEPS_KEPT_IN_THEIR_LANGUAGE, COMPLAINT_WORDS } from './complaint-words';
import { PLATED_FOOD_WORDS } from './plated-food-words';
import { DISH_AREA_STEP_NOUNS, DISH_AREA_STEPS_KEPT_IN_THEIR_LANGUAGE, DISH_AREA_WORDS } from './dish-area-words';
import { SERVED_AT_THE_TILL, STOCK_WORK_WORDS } from './stock-work-words';

/** Plurals no ending rule finds. */
const IRREGULAR: Record<string, string> = { women: 'woman', men: 'man', businesswomen: 'businesswoman', businessmen: 'businessman', children: 'child' };

export const EN: Lexicon = {
  language: 'en',
  spaced: true,
  groundFirst: false,
  compounds: false,
  capitalisedNouns: false,
  nouns: {
    ...PAPER_WORDS.en,
    ...CONSULTATION_WORDS.en.nouns,
    ...OFFICE_STAFF_WORDS.en,
    ...PEOPLE_WORDS.en.nouns,
    ...CARE_WORDS.en.nouns,
    ...HOME_MOVE_WORDS.en.nouns,
    ...FOOD_TRUCK_WORDS.en.nouns,
    ...HOUSEKEEPING_WORDS.en.nouns,
    ...KIN_WORDS.en,
    ...WINE_WORDS.en.nouns,
    ...MUSIC_WORDS.en.nouns,
    ...EVENT_WORDS.en.nouns, ...RIDE_WORDS.en.nouns, ...WELCOME_WORDS.en.nouns, ...SWIM_WORDS.en.nouns, ...GROOMING_WORDS.en.nouns, ...WORK_WORDS.en.nouns,
    ...HOME_ENERGY_WORDS.en.nouns,
    ...HOME_LIFE_WORDS.en.nouns,
    ...PET_WORDS.en.nouns, ...GENDERED_NOUNS.en,
    ...CAT_WORDS.en.nouns,
    ...PRODUCT_WORDS.en,
    ...FOOD_TRADE_WORDS.en.nouns, ...DRINK_WORDS.en.nouns, ...BIKE_PARTS.en,
    ...FITNESS_WORDS.en.nouns,
    ...WEAR_WORDS.en.nouns,
    seedling: 'plant', sapling: 'plant', shrub: 'plant', succulent: 'plant', 'potted plant': 'plant', 'bedding plants': 'plant', herbs: 'plant', cactus: 'plant',
    'plant pot': 'plant', 'plant pots': 'plant', 'flower pot': 'plant', 'flower pots': 'plant',
    'treatment table': 'table', 'treatment couch': 'table', 'treatment chair': 'chair', 'treatment chairs': 'chair',
    // What an action is done to, named by the action ("a test drive", "a tyre change"): the car.
    'test drive': 'car', 'tyre change': 'car', 'tire change': 'car', 'oil change': 'car', 'changing a tyre': 'car',
    'changing a tire': 'car', 'changing the tyres': 'car', 'changing the tires': 'car', 'changing tyres': 'car', 'changing tires': 'car',
    // Drinks
    coffee: 'coffee', latte: 'coffee', cappuccino: 'coffee', espresso: 'coffee', americano: 'coffee', mocha: 'coffee',
    'flat white': 'coffee', 'hot chocolate': 'coffee', cocoa: 'coffee', tea: 'tea', matcha: 'tea', 'bubble tea': 'bubble-tea',
    boba: 'bubble-tea', milk: 'milk', 'oat milk': 'milk', smoothie: 'smoothie', shake: 'smoothie', juice: 'juice', water: 'water',
    wine: 'wine', beer: 'beer', cocktail: 'cocktail', champagne: 'champagne', drink: 'coffee',
    // Food
    burger: 'burger', cheeseburger: 'burger', hamburger: 'burger', fries: 'fries', chips: 'fries', salad: 'salad', ramen: 'ramen',
    noodles: 'ramen', soup: 'soup', pasta: 'pasta', spaghetti: 'pasta', cake: 'cake', dessert: 'cake', croissant: 'croissant',
    pastry: 'croissant', donut: 'donut', doughnut: 'donut', apple: 'apple', fruit: 'fruit', vegetable: 'vegetables',
    vegetables: 'vegetables', veggies: 'vegetables', pizza: 'pizza', sandwich: 'sandwich', steak: 'steak', chicken: 'chicken',
    egg: 'egg', bread: 'bread', loaf: 'bread', cookie: 'cookie', biscuit: 'cookie', 'ice cream': 'ice-cream', sushi: 'sushi',
    taco: 'taco', burrito: 'taco', quesadilla: 'taco', nachos: 'meal', 'meal kit': 'product', 'meal kits': 'product', 'recipe box': 'product', 'recipe boxes': 'product', 'veg box': 'product', 'meal box': 'product', fajitas: 'meal', enchiladas: 'meal', pancake: 'pancakes', breakfast: 'pancakes', meal: 'meal', dinner: 'meal', lunch: 'meal', food: 'meal',
    dish: 'meal', bean: 'beans', 'coffee beans': 'beans', chocolate: 'chocolate', cheese: 'cheese', honey: 'honey',
    // Appliances and vessels
    blender: 'blender', mixer: 'blender', kettle: 'kettle', 'coffee machine': 'coffee-machine', 'espresso machine': 'coffee-machine',
    'coffee maker': 'coffee-machine', toaster: 'toaster', vacuum: 'vacuum', 'vacuum cleaner': 'vacuum', hoover: 'vacuum',
    jug: 'jug', pitcher: 'jug', 'coffee pot': 'jug', teapot: 'teapot', cup: 'cup', mug: 'cup', glass: 'glass', bowl: 'bowl',
    plate: 'plate', vase: 'vase',
    // Devices
    phone: 'phone', smartphone: 'phone', mobile: 'phone', iphone: 'phone', app: 'phone', 'mobile app': 'phone', tablet: 'tablet',
    ipad: 'tablet', laptop: 'laptop', notebook: 'laptop', computer: 'laptop', website: 'laptop', software: 'laptop',
    monitor: 'monitor', desktop: 'monitor', display: 'monitor', whiteboard: 'board', presentation: 'board',
    chart: 'chart', graph: 'chart', watch: 'watch', smartwatch: 'watch', headphones: 'headphones', earbuds: 'headphones',
    camera: 'camera', tv: 'tv', television: 'tv', console: 'game-console',
    // Surfaces
    wall: 'wall', 'sea wall': 'wall', quay: 'wall', railing: 'wall', ledge: 'wall', counter: 'counter', countertop: 'counter',
    worktop: 'counter', bar: 'counter', table: 'table', 'coffee table': 'table', desk: 'desk', workstation: 'desk',
    shelf: 'shelf', shelves: 'shelf', bench: 'bench',
    // People
    hand: 'hand', person: 'person', man: 'man', guy: 'man', woman: 'woman', girl: 'woman', lady: 'woman', boy: 'child', child: 'child', kid: 'child', baby: 'baby', worker: 'worker', employee: 'worker', manager: 'worker', colleague: 'worker',
    colleagues: 'team', staff: 'team', team: 'team', businessman: 'worker', businesswoman: 'woman-worker', developer: 'developer',
    engineer: 'developer', programmer: 'developer', coder: 'developer', designer: 'woman-developer', barista: 'barista',
    waiter: 'barista', waitress: 'barista', bartender: 'barista', barman: 'barista', barmaid: 'barista', mixologist: 'barista',
    receptionist: 'receptionist', dentist: 'dentist', 'dental nurse': 'nurse', hygienist: 'nurse', vet: 'vet', veterinarian: 'vet', 'veterinary nurse': 'vet', 'vet nurse': 'vet', surgeon: 'doctor',
    physio: 'physio', physiotherapist: 'physio', therapist: 'physio', 'massage therapist': 'physio', masseuse: 'physio', osteopath: 'physio', chiropractor: 'physio', 'sports therapist': 'physio', paramedic: 'doctor', carer: 'carer', caregiver: 'carer', 'care worker': 'carer', 'care assistant': 'carer', 'support worker': 'carer', patient: 'patient',
    driver: 'driver', motorist: 'driver', courier: 'courier', 'delivery driver': 'driver', 'delivery rider': 'cyclist', technician: 'mechanic',
    electrician: 'electrician', plumber: 'plumber', carpenter: 'builder', joiner: 'builder', roofer: 'builder', decorator: 'builder', tradesman: 'builder',
    gardener: 'farmer', landscaper: 'farmer', cleaner: 'cleaner', housekeeper: 'cleaner', janitor: 'cleaner', caretaker: 'cleaner', hairdresser: 'woman', pupil: 'student',
    schoolchild: 'student', apprentice: 'student', trainee: 'student', intern: 'student', tutor: 'tutor', lecturer: 'teacher', professor: 'teacher',
    cashier: 'staff', 'shop assistant': 'staff', 'sales assistant': 'staff', assistant: 'staff', shopkeeper: 'staff', clerk: 'staff', teller: 'staff',
    butcher: 'chef', pharmacist: 'pharmacist', chemist: 'pharmacist', optician: 'pharmacist', optometrist: 'pharmacist', accountant: 'worker',
    lawyer: 'worker', solicitor: 'worker', attorney: 'worker', adviser: 'worker', advisor: 'worker', consultant: 'worker', 'estate agent': 'worker',
    realtor: 'worker', banker: 'worker', architect: 'worker', researcher: 'scientist', parent: 'parent', mum: 'woman', mom: 'woman', mother: 'woman',
    dad: 'man', father: 'man', tourist: 'tourist', traveller: 'tourist', traveler: 'tourist', visitor: 'tourist', passenger: 'tourist',
    pilot: 'pilot', 'police officer': 'police', policeman: 'police', policewoman: 'police', firefighter: 'firefighter', 'security guard': 'guard',
    judge: 'judge', artist: 'artist', painter: 'artist', singer: 'singer', musician: 'singer', 'factory worker': 'factory-worker', 'warehouse worker': 'labourer', 'warehouse operative': 'labourer', 'warehouse staff': 'labourer', labourer: 'labourer', laborer: 'labourer', porter: 'labourer', mover: 'labourer', 'removal man': 'labourer', removals: 'labourer', packer: 'labourer', picker: 'labourer', 'stock handler': 'labourer', stocker: 'labourer', 'construction worker': 'builder', 'site worker': 'builder', groomer: 'groomer', 'dog groomer': 'groomer', 'pet groomer': 'groomer', 'dog walker': 'person', spaniel: 'dog', terrier: 'dog', labrador: 'dog', retriever: 'dog', spaniels: 'dog', poodle: 'poodle', pets: 'dog', 'grooming table': 'table', 'grooming tables': 'table', 'older person': 'elder', 'older woman': 'elder', 'older man': 'elder', 'elderly person': 'elder', 'elderly woman': 'elder', 'elderly man': 'elder', elderly: 'elder', pensioner: 'elder', 'care home resident': 'elder', volunteer: 'person',
    nanny: 'person', homeowner: 'person', resident: 'person', neighbour: 'person', neighbor: 'person', owner: 'staff', concierge: 'worker', guest: 'customer', 'hotel guest': 'customer', diners: 'friends', pizzaiolo: 'chef', 'pizza chef': 'chef',
    instructor: 'teacher', 'yoga teacher': 'teacher', chef: 'chef', cook: 'chef', baker: 'baker', doctor: 'doctor', nurse: 'nurse', student: 'student',
    teacher: 'teacher', trainer: 'teacher', 'personal trainer': 'coach', coach: 'coach', 'gym instructor': 'coach', 'fitness instructor': 'coach', stylist: 'woman', hairstylist: 'woman', florist: 'florist', mechanic: 'mechanic', farmer: 'farmer', scientist: 'scientist', builder: 'builder',
    runner: 'runner', jogger: 'runner', athlete: 'athlete', walker: 'walker', hiker: 'walker', cyclist: 'cyclist', rider: 'cyclist',
    swimmer: 'swimmer', surfer: 'surfer', customer: 'customer', client: 'customer', shopper: 'customer', user: 'person',
    member: 'person', 'gym member': 'athlete', 'staff member': 'staff', 'member of staff': 'staff', 'member of the team': 'staff', 'team member': 'worker', weightlifter: 'athlete', friends: 'friends', family: 'family', people: 'friends', group: 'friends', couple: 'couple',
    'forklift driver': 'forklift', forklift: 'forklift', 'fork lift': 'forklift', 'pallet truck': 'forklift', pallet: 'package',
    pallets: 'package', racking: 'shelf', rack: 'shelf', pan: 'pan', 'frying pan': 'pan', skillet: 'pan', wok: 'pan',
    saucepan: 'pot', pot: 'pot', stew: 'soup', sauce: 'soup', stove: 'hob', hob: 'hob', oven: 'oven', 'pizza oven': 'oven', 'wood oven': 'oven', 'stone oven': 'oven', 'bread oven': 'oven', mat: 'mat', 'yoga mat': 'mat', 'exercise mat': 'mat', cooker: 'hob', cooktop: 'hob', stovetop: 'hob',
    // Clothes, beauty, home
    shoe: 'shoe', sneaker: 'shoe', trainers: 'shoe', 'running shoe': 'shoe', boot: 'boot', heels: 'heels', sandal: 'sandal',
    shirt: 'shirt', 't shirt': 'shirt', tee: 'shirt', hoodie: 'jacket', jacket: 'jacket', coat: 'jacket', dress: 'dress',
    jeans: 'jeans', bag: 'bag', handbag: 'bag', purse: 'bag', tote: 'bag', backpack: 'backpack', rucksack: 'backpack', cap: 'cap',
    hat: 'cap', glasses: 'glasses', sunglasses: 'sunglasses', ring: 'ring', jewellery: 'ring', jewelry: 'ring', lipstick: 'lipstick',
    makeup: 'lipstick', skincare: 'lotion', lotion: 'lotion', shampoo: 'lotion',
    bottle: 'lotion', soap: 'soap', candle: 'candle', sofa: 'sofa', couch: 'sofa', bed: 'bed', mattress: 'bed', plant: 'plant',
    houseplant: 'plant', flower: 'flowers', flowers: 'flowers', bouquet: 'flowers', tree: 'tree', 'palm tree': 'palm-tree',
    house: 'house', key: 'key', padlock: 'lock', lock: 'lock', chair: 'chair', book: 'book', books: 'books', gift: 'gift',
    present: 'gift', parcel: 'package', package: 'package', box: 'package', crate: 'package', carton: 'package', sack: 'package', load: 'package', delivery: 'package', card: 'card', 'credit card': 'card',
    money: 'money', savings: 'money', cash: 'cash', receipt: 'receipt', invoice: 'receipt', document: 'document', form: 'document',
    contract: 'document', report: 'clipboard', checklist: 'clipboard', clipboard: 'clipboard', calendar: 'calendar',
    clock: 'clock', idea: 'lightbulb', lightbulb: 'lightbulb', trophy: 'trophy', award: 'trophy', medal: 'medal',
    envelope: 'envelope', letter: 'envelope', shield: 'shield', gear: 'gear', tools: 'tools', toolbox: 'tools',
    microphone: 'microphone', podcast: 'microphone', guitar: 'guitar', ball: 'ball', football: 'ball', soccer: 'ball',
    basketball: 'basketball', robot: 'robot', rocket: 'rocket', pill: 'pill', vitamins: 'pill', medicine: 'pill',
    stethoscope: 'stethoscope', 'shopping bag': 'shopping-bags', 'shopping bags': 'shopping-bags', trolley: 'cart', cart: 'cart',
    // Vehicles and travel
    bicycle: 'bicycle', bike: 'bicycle', 'e bike': 'bicycle', car: 'car', taxi: 'taxi', cab: 'taxi', bus: 'bus', van: 'truck',
    truck: 'truck', lorry: 'truck', scooter: 'scooter', motorbike: 'motorbike', motorcycle: 'motorbike', train: 'train',
    plane: 'plane', airplane: 'plane', aeroplane: 'plane', flight: 'plane', boat: 'boat', sailboat: 'boat', yacht: 'boat',
    ship: 'ship', ferry: 'ship', suitcase: 'suitcase', luggage: 'suitcase', tent: 'tent', map: 'map',
    // Animals
    dog: 'dog', puppy: 'dog', cat: 'cat', kitten: 'cat', pet: 'dog', bird: 'bird', horse: 'horse', fish: 'fish',
    ...EATING_WORDS.en.nouns,
    ...LESSON_WORDS.en.nouns,
    ...WEDDING_WORDS.en.nouns,
    ...MARKET_WORDS.en.nouns,
    ...CAR_WASH_WORDS.en.nouns,
    ...COURSE_WORDS.en.nouns,
    ...BEAUTY_WORDS.en.nouns,
    ...groupHeadNouns({ ...ESPRESSO_CLOSE_STEPS_KEPT_IN_THEIR_LANGUAGE, ...ESPRESSO_CLOSE_WORDS.en }),
    ...DISH_AREA_WORDS.en.nouns, ...DISH_AREA_STEP_NOUNS,
    ...CHIP_SHOP_WORDS.en.nouns,
    ...PLATED_FOOD_WORDS.en.nouns,
    ...PET_SHOP_WORDS.en.nouns,
  },
  relations: {
    of: 'of',
    on: 'on', onto: 'on', 'on top of': 'on', atop: 'on', upon: 'on', 'sitting on': 'on', 'standing on': 'on', 'resting on': 'on',
    'placed on': 'on', 'parked on': 'on', 'lying on': 'on', 'perched on': 'on', 'set on': 'on',
    'leaning on': 'leaning', 'leaning against': 'leaning', 'leans on': 'leaning', 'leans against': 'leaning', against: 'leaning',
    'propped against': 'leaning', 'propped up against': 'leaning', 'parked against': 'leaning',
    in: 'in', inside: 'in', into: 'in', within: 'in',
    beside: 'beside', 'next to': 'beside', by: 'beside', alongside: 'beside', near: 'beside', 'close to': 'beside',
    // Choosing among goods is standing by them, not being handed them; what is tried on is in hand.
    'trying on': 'holding', 'tries on': 'holding',
    choosing: 'beside', chooses: 'beside', 'picking out': 'beside', 'picks out': 'beside',
    with: 'with', and: 'and', '&': 'and', plus: 'and',
    'in front of': 'in-front-of', behind: 'behind', 'at the back of': 'behind', 'in the back of': 'behind',
    under: 'under', beneath: 'under', below: 'under', underneath: 'under',
    at: 'at', around: 'at', 'gathered around': 'at', 'sitting around': 'at', 'sitting at': 'at', 'standing at': 'at', 'working at': 'at', 'working on': 'holding',
    holding: 'holding', holds: 'holding', hold: 'holding', 'holding up': 'holding', carrying: 'holding', carries: 'holding',
    gripping: 'holding', using: 'holding', uses: 'holding', scrolling: 'holding', tapping: 'holding', 'typing on': 'holding',
    'looking at': 'holding', checking: 'holding', reading: 'holding', 'in hand': 'holding',
    pouring: 'pouring', pours: 'pouring', poured: 'pouring', pour: 'pouring', 'being poured': 'pouring',
  },
  settings: {
    ...CONSULTATION_WORDS.en.settings,
    ...PEOPLE_WORDS.en.settings,
    ...CARE_WORDS.en.settings,
    ...HOME_MOVE_WORDS.en.settings,
    ...MUSIC_WORDS.en.settings,
    ...EVENT_WORDS.en.settings, ...RIDE_WORDS.en.settings, ...SWIM_WORDS.en.settings, ...WORK_WORDS.en.settings,
    ...SOFTWARE_SETTINGS,
    ...HOME_ENERGY_WORDS.en.settings,
    ...WEAR_WORDS.en.settings,
    ...PRODUCT_PLACES.en,
    ...PET_WORDS.en.settings,
    ...CAT_WORDS.en.settings,
    ...FOOD_TRADE_WORDS.en.settings, ...DRINK_WORDS.en.settings,
    ...WINERY_WORDS.en,
    // Rooms of trades; words around a nursery decide which (../rooms.ts): a plant nursery, a nursery of potted plants.
    physio: 'physio', physiotherapist: 'physio', physiotherapy: 'physio', 'physio clinic': 'physio', 'physiotherapy clinic': 'physio', 'sports clinic': 'physio', 'sports injury clinic': 'physio',
    'sports physio': 'physio', osteopath: 'physio', osteopathy: 'physio', chiropractor: 'physio', chiropractic: 'physio', rehab: 'physio',
    rehabilitation: 'physio', 'treatment table': 'physio', 'treatment couch': 'physio', 'treatment chair': 'physio', 'treatment chairs': 'physio',
    'treatment room': 'physio', 'resistance band': 'physio', 'foam roller': 'physio', 'spa treatment room': 'spa', 'beauty treatment room': 'spa',
    'garden centre': 'garden-centre', 'garden center': 'garden-centre', 'plant nursery': 'garden-centre', 'garden nursery': 'garden-centre',
    'tree nursery': 'garden-centre', greenhouse: 'garden-centre', glasshouse: 'garden-centre', 'plant shop': 'garden-centre', 'plant store': 'garden-centre',
    'commercial kitchen': 'pro-kitchen', 'restaurant kitchen': 'pro-kitchen', 'professional kitchen': 'pro-kitchen', 'industrial kitchen': 'pro-kitchen',
    'hotel kitchen': 'pro-kitchen', 'catering kitchen': 'pro-kitchen', 'kitchen pass': 'pro-kitchen', 'back of house': 'pro-kitchen',
    'ramen shop': 'noodle-bar', 'ramen bar': 'noodle-bar', 'ramen restaurant': 'noodle-bar', 'ramen counter': 'noodle-bar', 'noodle bar': 'noodle-bar',
    'noodle shop': 'noodle-bar', 'noodle house': 'noodle-bar', 'sushi bar': 'noodle-bar', 'sushi counter': 'noodle-bar', izakaya: 'noodle-bar',
    'nail salon': 'nail-salon', 'nail technician': 'nail-salon', manicurist: 'nail-salon', 'nail art': 'nail-salon', 'nail bar': 'nail-salon', 'nail studio': 'nail-salon', manicure: 'nail-salon', 'beauty salon': 'nail-salon',
    'beauty parlour': 'nail-salon', 'beauty parlor': 'nail-salon', beautician: 'nail-salon', 'care home': 'care-home', 'nursing home': 'care-home',
    'retirement home': 'care-home', 'residential home': 'care-home', 'assisted living': 'care-home', 'care facility': 'care-home', 'senior living': 'care-home',
    'story time': 'nursery', storytime: 'nursery', 'circle time': 'nursery', playroom: 'nursery', farm: 'farm', farmyard: 'farm', barn: 'farm', ranch: 'farm', paddock: 'farm', pasture: 'farm', 'petrol station': 'forecourt', 'gas station': 'forecourt',
    'filling station': 'forecourt', 'fuel station': 'forecourt', forecourt: 'forecourt', 'petrol pump': 'forecourt', 'gas pump': 'forecourt',
    harbour: 'harbour', harbor: 'harbour', port: 'harbour', marina: 'harbour', pier: 'harbour', dock: 'harbour', docks: 'harbour',
    seaside: 'harbour', waterfront: 'harbour', promenade: 'harbour', 'fishing village': 'harbour',
    beach: 'beach', coast: 'beach', shore: 'beach', seashore: 'beach', sand: 'beach', ocean: 'beach', sea: 'beach', surf: 'beach',
    island: 'beach', waves: 'beach',
    street: 'street', road: 'street', sidewalk: 'street', pavement: 'street', crossing: 'street', neighbourhood: 'street',
    neighborhood: 'street', town: 'street', village: 'street', market: 'street', alley: 'street',
    city: 'city', downtown: 'city', skyline: 'city', urban: 'city', rooftop: 'city', skyscrapers: 'city',
    park: 'park', garden: 'park', meadow: 'park', field: 'park', forest: 'park', woods: 'park', countryside: 'park',
    nature: 'park', outdoors: 'park', lawn: 'park', trail: 'park', track: 'park',
    mountain: 'mountains', mountains: 'mountains', hills: 'mountains', valley: 'mountains', alps: 'mountains', lake: 'mountains',
    hike: 'mountains', hiking: 'mountains',
    office: 'office', workplace: 'office', coworking: 'office', 'meeting room': 'office', boardroom: 'office', meeting: 'office',
    classroom: 'classroom', school: 'classroom', 'training room': 'classroom', lecture: 'classroom', lesson: 'classroom',
    terrace: 'terrace', 'cafe terrace': 'terrace', 'outdoor cafe': 'terrace', 'sidewalk cafe': 'terrace', 'pavement cafe': 'terrace',
    'outdoor seating': 'terrace', patio: 'terrace',
    'beer garden': 'terrace', 'al fresco': 'terrace', alfresco: 'terrace', 'outdoor terrace': 'terrace', 'restaurant terrace': 'terrace',
    studio: 'studio', 'design studio': 'office', 'photo studio': 'office', 'recording studio': 'office', 'art studio': 'office',
    kitchen: 'kitchen', recipe: 'kitchen', cooking: 'kitchen', cafe: 'cafe',
    'coffee shop': 'cafe', coffeehouse: 'cafe', roasters: 'cafe', 'coffee bar': 'cafe', restaurant: 'restaurant', diner: 'restaurant', bistro: 'restaurant',
    brasserie: 'restaurant', trattoria: 'restaurant', eatery: 'restaurant', steakhouse: 'restaurant', canteen: 'restaurant', 'dining room': 'restaurant',
    pizzeria: 'pizzeria', 'pizza restaurant': 'pizzeria', 'pizza place': 'pizzeria', 'pizza shop': 'pizzeria', 'pizza parlour': 'pizzeria',
    'pizza parlor': 'pizzeria', 'pizza oven': 'pizzeria', 'wood fired oven': 'pizzeria', bar: 'bar', pub: 'bar', 'cocktail bar': 'bar',
    tavern: 'bar', taproom: 'bar', brewpub: 'bar', hotel: 'hotel', lobby: 'hotel', 'hotel lobby': 'hotel', 'check in': 'hotel', 'hotel reception': 'hotel',
    // The places to stay and the studios a brief's trade names (planning/compositions.ts), in the room each is drawn as.
    hostel: 'hotel', guesthouse: 'hotel', 'guest house': 'hotel', 'bed and breakfast': 'hotel', inn: 'hotel',
    'spin studio': 'gym', 'cycling studio': 'gym', 'climbing centre': 'gym', 'climbing center': 'gym', 'climbing wall': 'gym', 'bouldering gym': 'gym', 'reformer studio': 'studio',
    roastery: 'cafe', bakery: 'bakery', bakehouse: 'bakery', patisserie: 'bakery', home: 'home', 'living room': 'home',
    apartment: 'home', flat: 'home', bedroom: 'home', lounge: 'home', indoors: 'home', shop: 'shop',
    store: 'shop', showroom: 'showroom', mall: 'shop', bookshop: 'bookshop', bookstore: 'bookshop',
    boutique: 'boutique', 'clothing store': 'boutique', 'clothes shop': 'boutique', 'fashion store': 'boutique', salon: 'salon',
    hairdresser: 'salon', hairdressers: 'salon', stylist: 'salon', hairstylist: 'salon', barber: 'salon', barbers: 'salon', 'barber shop': 'salon', spa: 'spa',
    gym: 'gym', fitness: 'gym', 'fitness studio': 'gym', 'yoga studio': 'studio', 'pilates studio': 'studio', 'dance studio': 'studio', 'barre studio': 'studio', 'health club': 'gym', workout: 'gym', florist: 'florist',
    'flower shop': 'florist', florists: 'florist', clinic: 'clinic', surgery: 'clinic', hospital: 'clinic', 'medical centre': 'clinic', 'medical center': 'clinic', gp: 'clinic', 'consulting room': 'clinic', 'exam room': 'clinic',
    'doctor office': 'clinic', warehouse: 'warehouse', 'distribution centre': 'warehouse', depot: 'warehouse',
    'loading bay': 'warehouse', stockroom: 'warehouse', entrance: 'shopfront', shopfront: 'shopfront', storefront: 'shopfront',
    'shop front': 'shopfront', 'store front': 'shopfront', facade: 'shopfront', doorway: 'shopfront', 'shop window': 'shopfront', 'window display': 'shopfront',
    // A trade's worker or a front desk only hints at its room (../rooms.ts).
    garage: 'garage', 'car garage': 'garage', 'auto repair': 'garage', 'auto shop': 'garage', 'body shop': 'garage', 'service bay': 'garage',
    'service centre': 'garage', 'service center': 'garage', mot: 'garage', 'tyre shop': 'garage', 'tire shop': 'garage', 'car service': 'garage', mechanic: 'garage',
    'bike shop': 'bike-workshop', 'bike workshop': 'bike-workshop', 'bicycle shop': 'bike-workshop', 'bike repair': 'bike-workshop', 'cycle shop': 'bike-workshop',
    workshop: 'workshop', 'repair shop': 'workshop', woodshop: 'workshop', joinery: 'workshop', carpentry: 'workshop', carpenter: 'workshop', joiner: 'workshop',
    woodworker: 'workshop', makerspace: 'workshop', 'maker space': 'workshop', dentist: 'dental', dentists: 'dental', 'dental clinic': 'dental',
    'dental surgery': 'dental', 'dental practice': 'dental', 'dental office': 'dental', orthodontist: 'dental', hygienist: 'dental',
    reception: 'reception', 'front desk': 'reception', 'reception desk': 'reception', receptionist: 'reception', 'waiting room': 'reception',
    'waiting area': 'reception', pharmacy: 'pharmacy', chemist: 'pharmacy', chemists: 'pharmacy', drugstore: 'pharmacy', pharmacist: 'pharmacy',
    supermarket: 'supermarket', 'grocery store': 'supermarket', grocery: 'supermarket', grocer: 'supermarket', 'supermarket aisle': 'supermarket',
    baker: 'bakery', bakers: 'bakery', laundrette: 'laundrette', launderette: 'laundrette', laundromat: 'laundrette', 'coin laundry': 'laundrette',
    // A grooming salon is a room of its own: "grooming" there is no one's action.
    'pet salon': 'grooming', 'dry cleaner': 'laundrette', 'dry cleaners': 'laundrette', vet: 'vet', vets: 'vet', veterinarian: 'vet', veterinary: 'vet', 'vet clinic': 'vet',
    'veterinary clinic': 'vet', 'veterinary practice': 'vet', 'animal hospital': 'vet', 'house front': 'house', 'front garden': 'house', 'front door': 'house',
    'new home': 'house', 'dream home': 'house', 'estate agent': 'house', 'estate agency': 'house', 'estate agents': 'house', realtor: 'house', 'real estate': 'house', driveway: 'house',
    'for sale sign': 'house', porch: 'house', doorstep: 'house',
    'dog grooming salon': 'grooming', 'grooming salon': 'grooming', 'dog grooming': 'grooming', 'pet grooming': 'grooming',
    'dog groomers': 'grooming', groomers: 'grooming', 'grooming parlour': 'grooming', 'dog salon': 'grooming', 'dog spa': 'grooming',
    'day spa': 'spa', 'beauty spa': 'spa', 'hotel spa': 'spa', wellness: 'spa', 'wellness centre': 'spa', 'wellness center': 'spa', 'massage room': 'spa', 'massage studio': 'spa', 'massage parlour': 'spa', 'book shop': 'bookshop', 'book store': 'bookshop', bookseller: 'bookshop', booksellers: 'bookshop', library: 'library', 'public library': 'library', 'reading room': 'library', 'hotel room': 'hotel-room', 'hotel suite': 'hotel-room', 'hotel bedroom': 'hotel-room', 'guest room': 'hotel-room', suite: 'hotel-room', nursery: 'nursery', yard: 'park', daycare: 'nursery', 'day care': 'nursery', 'day nursery': 'nursery', kindergarten: 'nursery', preschool: 'nursery', 'pre school': 'nursery', creche: 'nursery', 'childcare centre': 'nursery', 'childcare center': 'nursery', playgroup: 'nursery', 'hospital ward': 'ward', ward: 'ward', 'hospital room': 'ward', 'hospital bed': 'ward', 'patient room': 'ward', 'car showroom': 'showroom', 'car dealership': 'showroom', dealership: 'showroom', 'car dealer': 'showroom', 'car dealers': 'showroom', 'motor dealer': 'showroom',
    'co working': 'office', 'co working space': 'office', 'coworking space': 'office', 'shared office': 'office', 'hot desk': 'office',
    'test drive': 'street', 'test driving': 'street',
    'construction site': 'construction', 'building site': 'construction', 'construction project': 'construction', 'job site': 'construction', jobsite: 'construction', scaffolding: 'construction', 'new build': 'construction',
    ...EATING_WORDS.en.settings,
    ...LAKE_AND_MARKET_WORDS.en.settings,
    ...STREAM_WORDS.en.settings,
    ...WINE_WORDS.en.settings,
    ...LESSON_WORDS.en.settings,
    ...WEDDING_WORDS.en.settings,
    ...KIDS_CLUB_WORDS.en.settings,
    ...MARKET_WORDS.en.settings,
    ...CAR_WASH_WORDS.en.settings,
    ...COURSE_WORDS.en.settings,
    ...COWORKING_WORDS.en, ...PREMISES_WORDS.en,
    ...STAY_WORDS.en.settings,
    ...CHIP_SHOP_WORDS.en.settings,
    ...SHOP_TRADE_WORDS.en.settings,
    ...PET_SHOP_WORDS.en.settings,
  },
  times: {
    ...EVENT_WORDS.en.times,
    dawn: 'dawn', sunrise: 'dawn', morning: 'dawn', 'early morning': 'dawn', daybreak: 'dawn',
    day: 'day', daytime: 'day', noon: 'day', midday: 'day', afternoon: 'day', daylight: 'day',
    sunset: 'sunset', dusk: 'sunset', 'golden hour': 'sunset', evening: 'sunset', twilight: 'sunset',
    night: 'night', midnight: 'night', nighttime: 'night', 'at night': 'night', neon: 'night', moonlight: 'night',
    moonlit: 'night', starry: 'night', 'after dark': 'night',
  },
  // A bare "warm" says a welcome as often as a light ("a warm, busy room, midday sun"): only warm light, glow or lighting is lamplight.
  lights: {
    sunny: 'bright', bright: 'bright', airy: 'bright', 'light filled': 'bright', sunlit: 'bright', 'sun drenched': 'bright', 'sun filled': 'bright',
    'sun soaked': 'bright', 'well lit': 'bright', 'flooded with light': 'bright', 'natural light': 'bright', sunlight: 'bright', sunshine: 'bright',
    cosy: 'dim', cozy: 'dim', 'warm light': 'dim', 'warm lighting': 'dim', 'warmly lit': 'dim', 'warm glow': 'dim', candlelit: 'dim',
    'candle lit': 'dim', candlelight: 'dim', moody: 'dim', dark: 'dim', dim: 'dim', 'dimly lit': 'dim', 'low light': 'dim',
    lamplit: 'dim', 'lamp lit': 'dim', intimate: 'dim', atmospheric: 'dim',
  },
  screens: {
    ...HOME_ENERGY_WORDS.en.screens,
    ...SOFTWARE_WORDS.en.screens,
    password: 'login', 'password reset': 'login', login: 'login', 'log in': 'login', 'sign in': 'login', 'sign up': 'login',
    account: 'login', 'two factor': 'login', 'forgot password': 'login', 'email address': 'login', username: 'login',
    dashboard: 'dashboard', analytics: 'dashboard', metrics: 'dashboard', kpi: 'dashboard', kpis: 'dashboard', stats: 'dashboard',
    statistics: 'dashboard', reports: 'dashboard', sales: 'dashboard', revenue: 'dashboard', growth: 'dashboard',
    checkout: 'checkout', cart: 'checkout', basket: 'checkout', order: 'checkout', ordering: 'checkout', shop: 'checkout',
    store: 'checkout', 'online store': 'checkout', ecommerce: 'checkout', buy: 'checkout', purchase: 'checkout',
    bank: 'banking', banking: 'banking', payment: 'banking', payments: 'banking', wallet: 'banking', transfer: 'banking',
    balance: 'banking', budget: 'banking', expenses: 'banking', expense: 'banking', savings: 'banking',
    chat: 'chat', message: 'chat', messages: 'chat', messaging: 'chat', support: 'chat', inbox: 'chat', email: 'chat',
    map: 'map', delivery: 'map', ride: 'map', route: 'map', directions: 'map', navigation: 'map', tracking: 'map',
    calendar: 'calendar', booking: 'calendar', appointment: 'calendar', schedule: 'calendar', reservation: 'calendar',
    feed: 'feed', social: 'feed', news: 'feed', photos: 'feed', playlist: 'feed', music: 'feed', video: 'feed',
    ...APP_STEP_WORDS.en,
  },
  shots: {
    'close up': 'close', closeup: 'close', 'extreme close up': 'close', 'close shot': 'close', 'detail shot': 'close', macro: 'close',
    'wide shot': 'wide', 'establishing shot': 'wide', 'wide angle': 'wide', 'long shot': 'wide', 'medium shot': 'medium', 'mid shot': 'medium',
  },
  poses: {
    ...CONSULTATION_WORDS.en.poses,
    ...PEOPLE_WORDS.en.poses,
    ...CARE_WORDS.en.poses,
    ...FOOD_TRUCK_WORDS.en.poses,
    ...FRIDGE_WORDS.en,
    ...HOUSEKEEPING_WORDS.en.poses,
    ...MUSIC_WORDS.en.poses,
    ...EVENT_WORDS.en.poses, ...RIDE_WORDS.en.poses, ...CHECK_IN_WORDS.en.poses, ...HOME_MOVE_WORDS.en.poses, ...SWIM_WORDS.en.poses, ...GROOMING_WORDS.en.poses,
    ...HOME_ENERGY_WORDS.en.poses,
    ...HOME_LIFE_WORDS.en.poses,
    ...SOFTWARE_WORDS.en.poses,
    ...WEAR_WORDS.en.poses,
    ...STREAM_WORDS.en.poses,
    ...DEVICE_WORDS.en,
    ...PET_WORDS.en.poses,
    ...CAT_WORDS.en.poses,
    ...SAFETY_WORDS.en, ...SAFETY_STEPS_KEPT_IN_THEIR_LANGUAGE,
    ...FOOD_TRADE_WORDS.en.poses, ...DRINK_WORDS.en.poses,
    ...FITNESS_WORDS.en.poses,
    ...TABLE_SERVICE_WORDS.en,
    // Hand-washing steps, in English and as a training's steps kept in their language after an English lead; skincare at the mirror; someone at a table with their own phone or laptop.
    ...TOOTH_BRUSHING_WORDS.en, ...VET_WORDS.en, ...GIFT_WORDS.en, ...HAND_WASHING_WORDS.en, ...TRADE_WORK_WORDS.en, ...STEPS_KEPT_IN_THEIR_LANGUAGE,
    // A planner's "close-up of hands doing this step: …" hands nothing over: the step says what they do.
    'hands doing': 'standing',
    // Applying for something is no skincare: it names nothing drawn.
    applying: 'skincare', applies: 'skincare', 'applying for': 'standing', 'applies for': 'standing', 'applying it': 'skincare', 'applying serum': 'skincare', 'applying cream': 'skincare', 'applying moisturiser': 'skincare', 'applying moisturizer': 'skincare',
    moisturising: 'skincare', moisturizing: 'skincare', 'to her face': 'skincare', 'to his face': 'skincare', 'to their face': 'skincare', 'skincare routine': 'skincare', 'skin care routine': 'skincare',
    'from her phone': 'using-phone', 'from his phone': 'using-phone', 'from their phone': 'using-phone', 'from a phone': 'using-phone', 'from my phone': 'using-phone',
    // Not "on her phone", "on a laptop": an app on it is a screen, shown large (complete-scene.ts).
    texting: 'using-phone', 'sending a text': 'using-phone', 'from her laptop': 'using-laptop', 'from his laptop': 'using-laptop', 'from their laptop': 'using-laptop', 'from a laptop': 'using-laptop',
    walking: 'walking', walk: 'walking', walks: 'walking', strolling: 'walking', stroll: 'walking', 'walking side by side': 'walking',
    sitting: 'seated', seated: 'seated', 'sitting around': 'seated', around: 'seated', dining: 'eating', dinner: 'eating', lunch: 'eating',
    eating: 'eating', eat: 'eating', eats: 'eating', 'sharing a meal': 'eating', 'having dinner': 'eating', 'having lunch': 'eating', brunch: 'eating',
    baking: 'baking', bakes: 'baking', bake: 'baking', 'paying by card': 'paying', 'pays by card': 'paying', 'paying at the till': 'paying',
    'paying at the counter': 'paying', 'tapping to pay': 'paying', 'taps to pay': 'paying', meeting: 'seated', standing: 'standing', posing: 'standing', 'standing together': 'standing',
    stretching: 'stretching', stretch: 'stretching', stretches: 'stretching', yoga: 'stretching', 'doing yoga': 'stretching', pilates: 'stretching',
    'warming up': 'stretching', 'yoga class': 'class-warrior', lifting: 'lifting-load', 'lifting weights': 'lifting', 'lifting a barbell': 'lifting', 'lifting dumbbells': 'lifting', 'lifting a dumbbell': 'lifting', 'lifts a barbell': 'lifting', 'lift weights': 'lifting', 'lifts weights': 'lifting',
    weightlifting: 'lifting', 'working out': 'lifting', 'work out': 'lifting', workout: 'lifting', dumbbells: 'lifting', dumbbell: 'lifting', barbell: 'lifting',
    running: 'running', run: 'running', runs: 'running', jogging: 'running', jog: 'running', jogs: 'running', sprinting: 'running',
    cycling: 'cycling', cycle: 'cycling', cycles: 'cycling', biking: 'cycling', 'riding a bike': 'cycling', 'riding bikes': 'cycling', 'riding a bicycle': 'cycling',
    'on a bike': 'cycling', 'on bikes': 'cycling', cooking: 'cooking', cooks: 'cooking', frying: 'cooking', stirring: 'cooking', 'making dinner': 'cooking',
    typing: 'typing', types: 'typing', 'typing on': 'typing', 'on the phone': 'phoning', 'talking on the phone': 'phoning',
    'on a call': 'phoning', calling: 'phoning', 'making a call': 'phoning', 'phone call': 'phoning', presenting: 'presenting', presents: 'presenting',
    presentation: 'presenting', 'giving a presentation': 'presenting', 'pointing at': 'presenting', pointing: 'presenting', carrying: 'carrying', carries: 'carrying',
    carry: 'carrying', serving: 'serving', serves: 'serving', serve: 'serving', 'handing over': 'handing', handing: 'handing', hands: 'handing', 'shaking hands': 'shaking-hands',
    'shake hands': 'shaking-hands', 'shakes hands': 'shaking-hands', handshake: 'shaking-hands', reading: 'reading', reads: 'reading', read: 'reading',
    waving: 'waving', waves: 'waving', wave: 'waving', 'waving hello': 'waving',
    // Someone looking on stands by ("while the homeowner watches"): no wristwatch.
    watches: 'standing', watching: 'standing', 'looks on': 'standing', 'looking on': 'standing',
    'playing in the garden': 'playing-outdoors', 'playing outside': 'playing-outdoors', 'playing in the park': 'playing-outdoors', 'playing tag': 'running',
    chatting: 'chatting', chats: 'chatting', 'talking with': 'chatting', 'talking to': 'chatting', talking: 'chatting', talks: 'chatting',
    'speaking with': 'chatting', 'speaking to': 'chatting', 'in conversation': 'chatting', conversation: 'chatting', discussing: 'chatting',
    consulting: 'chatting', advising: 'chatting', greeting: 'welcoming', greets: 'welcoming', welcoming: 'welcoming', welcomes: 'welcoming',
    // Service words of a conversation (a customer-care training's steps): two people turned to each other.
    listening: 'chatting', listens: 'chatting', apologising: 'chatting', apologizing: 'chatting', apologises: 'chatting', apologizes: 'chatting',
    thanking: 'chatting', explaining: 'chatting', explains: 'chatting', reassuring: 'chatting', asking: 'chatting', asks: 'chatting',
    collecting: 'handing', collects: 'handing', 'picking up': 'handing', 'picks up': 'handing', giving: 'handing', gives: 'handing',
    receiving: 'handing', receives: 'handing', passing: 'handing', 'checking in': 'handing', 'checking out': 'handing', returning: 'handing',
    repairing: 'repairing', repairs: 'repairing', repair: 'repairing', fixing: 'repairing', fixes: 'repairing', fix: 'repairing',
    servicing: 'repairing', 'working under': 'repairing', mending: 'repairing', tuning: 'repairing',
    examining: 'examining', examines: 'examining', examine: 'examining', examined: 'examining', 'being examined': 'examining', 'check up': 'examining',
    // A practitioner's hands on the patient lying on the table.
    treating: 'treating', treated: 'treating', 'being treated': 'treating', massaging: 'treating', massages: 'treating', bandaging: 'treating', bandages: 'treating',
    strapping: 'treating', taping: 'treating', mobilising: 'treating', mobilizing: 'treating', manipulating: 'treating',
    painting: 'painting', drawing: 'painting', draws: 'painting', colouring: 'painting', coloring: 'painting',
    sketching: 'painting', 'doing crafts': 'painting', crafting: 'painting', 'finger painting': 'painting',
    arranging: 'arranging', arranges: 'arranging', 'making a bouquet': 'arranging', 'makes a bouquet': 'arranging', 'making bouquets': 'arranging',
    'wrapping a bouquet': 'arranging', 'wraps a bouquet': 'arranging', 'putting together a bouquet': 'arranging', 'tying a bouquet': 'arranging',
    spotting: 'spotting', spots: 'spotting', 'bench press': 'spotting', 'bench pressing': 'spotting', 'bench presses': 'spotting',
    draining: 'draining', drains: 'draining', straining: 'draining', strains: 'draining', chopping: 'chopping', chops: 'chopping', chop: 'chopping',
    slicing: 'chopping', slices: 'chopping', dicing: 'chopping', 'prepping vegetables': 'chopping', plating: 'plating', 'plating up': 'plating',
    'plates up': 'plating', garnishing: 'plating', garnishes: 'plating',
    checkup: 'examining', 'cleaning teeth': 'examining', 'looking after': 'examining', 'caring for': 'examining',
    // Handling loads: "lifting" with no weights is lifting the load (complete-scene.ts: in a gym with nothing to lift, weights).
    lift: 'lifting-load', lifts: 'lifting-load', gripping: 'lifting-load', grip: 'lifting-load', grips: 'lifting-load',
    bending: 'squatting', bend: 'squatting', bends: 'squatting', 'bending their knees': 'squatting', 'bend your knees': 'squatting', 'bending down': 'squatting',
    squatting: 'squatting', squat: 'squatting', squats: 'squatting', crouching: 'squatting', crouch: 'squatting', crouches: 'squatting',
    'feet apart': 'bracing', 'standing close': 'bracing', 'stand close': 'bracing', 'stands close': 'bracing', 'feet shoulder width apart': 'bracing',
    turning: 'turning', turn: 'turning', turns: 'turning', pivoting: 'turning', pivot: 'turning', 'turning their feet': 'turning', 'turn your feet': 'turning',
    pushing: 'pushing', push: 'pushing', pushes: 'pushing', pulling: 'pushing', pull: 'pushing', pulls: 'pushing', wheeling: 'pushing',
    reaching: 'reaching', reach: 'reaching', reaches: 'reaching', 'reaching up': 'reaching',
    'reaching for': 'reaching', checking: 'inspecting', checks: 'inspecting', check: 'inspecting', inspecting: 'inspecting', inspects: 'inspecting',
    inspect: 'inspecting', assessing: 'inspecting', 'carrying out a check': 'inspecting', kneeling: 'kneeling', kneels: 'kneeling', kneel: 'kneeling',
    mopping: 'mopping', mops: 'mopping', mop: 'mopping', 'cleaning the floor': 'mopping', 'cleaning floors': 'mopping', cleaning: 'wiping',
    cleans: 'wiping', wiping: 'wiping', wipes: 'wiping', wipe: 'wiping', 'wiping down': 'wiping', sanitising: 'wiping', sanitizing: 'wiping', disinfecting: 'wiping',
    'washing hands': 'washing-hands', 'washing their hands': 'washing-hands', 'washing her hands': 'washing-hands', 'washing his hands': 'washing-hands',
    'wash your hands': 'washing-hands', 'wash hands': 'washing-hands', handwashing: 'washing-hands', 'hand washing': 'washing-hands',
    // Care of animals (with none named, no such care: complete-scene.ts).
    drying: 'drying', dries: 'drying', dry: 'drying', 'towel drying': 'drying', brushing: 'brushing', brushes: 'brushing', combing: 'brushing',
    grooming: 'grooming', grooms: 'grooming', groom: 'grooming', trimming: 'grooming', clipping: 'grooming', 'blow drying': 'grooming',
    bathing: 'bathing', bathes: 'bathing', washing: 'bathing', washes: 'bathing', shampooing: 'bathing',
    feeding: 'feeding', feeds: 'feeding', feed: 'feeding', helping: 'supporting', helps: 'supporting', supporting: 'supporting',
    supports: 'supporting', assisting: 'supporting', assists: 'supporting',
    buying: 'paying', buys: 'paying', purchasing: 'paying', 'paying for': 'paying', paying: 'paying', pays: 'paying',
    // Trades at the job's equipment: "adjusting" or "servicing" a bike is done in its repair stand (actions.ts `becomes`).
    truing: 'truing', trues: 'truing', 'truing a wheel': 'truing', 'adjusting the brakes': 'truing', 'adjusting brakes': 'truing',
    // A hotel bed made step by step, a butcher at the meat counter, gelato scooped into a cone.
    'stripping the bed': 'stripping-bed', 'strips the bed': 'stripping-bed', 'stripping the old linen': 'stripping-bed', 'stripping the linen': 'stripping-bed',
    'stripping the sheets': 'stripping-bed', 'changing the sheets': 'stripping-bed', 'changing the bed': 'stripping-bed', 'making the bed': 'making-bed',
    'makes the bed': 'making-bed', 'making a bed': 'making-bed', 'making up the bed': 'making-bed', 'fitting the bottom sheet': 'making-bed',
    'fitting the sheet': 'making-bed', 'fits the sheet': 'making-bed', 'tucking the sheet': 'making-bed', 'tucking in the sheet': 'making-bed',
    'hospital corners': 'making-bed', 'laying the duvet': 'spreading-duvet', 'spreading the duvet': 'spreading-duvet', 'shaking out the duvet': 'spreading-duvet',
    'folding the top back': 'spreading-duvet', 'laying the bedspread': 'spreading-duvet', 'plump and place the pillows': 'placing-pillows',
    'plumping the pillows': 'placing-pillows', 'plumps the pillows': 'placing-pillows', 'placing the pillows': 'placing-pillows', 'arranging the pillows': 'placing-pillows',
    'strip the bed': 'stripping-bed', 'strip the old linen': 'stripping-bed', 'strip the linen': 'stripping-bed', 'strip the sheets': 'stripping-bed',
    'remove the old linen': 'stripping-bed', 'removing the old linen': 'stripping-bed', 'change the sheets': 'stripping-bed', 'make the bed': 'making-bed',
    'fit the bottom sheet': 'making-bed', 'fit the sheet': 'making-bed', 'tuck in the sheet': 'making-bed', 'tuck the sheet': 'making-bed',
    'lay the duvet': 'spreading-duvet', 'spread the duvet': 'spreading-duvet', 'fold the top back': 'spreading-duvet', 'plump the pillows': 'placing-pillows',
    'place the pillows': 'placing-pillows', 'arrange the pillows': 'placing-pillows',
    'slicing steaks': 'slicing-meat', 'slicing steak': 'slicing-meat', 'slicing meat': 'slicing-meat', 'slicing the meat': 'slicing-meat',
    'cutting steaks': 'slicing-meat', 'cutting meat': 'slicing-meat', 'carving meat': 'slicing-meat', 'trimming the meat': 'slicing-meat',
    'at the meat counter': 'slicing-meat', 'behind the meat counter': 'slicing-meat',
    'scooping gelato': 'scooping-gelato', 'scoops gelato': 'scooping-gelato', 'scooping ice cream': 'scooping-gelato', 'scoops ice cream': 'scooping-gelato',
    'serving gelato': 'scooping-gelato', 'serving ice cream': 'scooping-gelato', 'serving a cone': 'scooping-gelato', 'serves a cone': 'scooping-gelato',
    'filling a cone': 'scooping-gelato',
    // Behind the wheel: said with the car, the road or the wheel, since 'driving growth' drives no car.
    'driving a car': 'driving', 'driving the car': 'driving', 'driving his car': 'driving', 'driving her car': 'driving', 'driving their car': 'driving',
    'driving through': 'driving', 'driving along': 'driving', 'driving down': 'driving', 'drives a car': 'driving', 'drives the car': 'driving',
    'behind the wheel': 'driving', 'at the wheel': 'driving', 'test drive': 'driving', 'test driving': 'driving', 'test-driving': 'driving', 'road trip': 'driving',
    'pumping up a tyre': 'truing', 'pumping a tyre': 'truing', 'pumping a tire': 'truing', 'tuning up': 'repairing',
    // A tyre changed is a wheel changed at the car's hub (trade-work-words.ts).
    'checking teeth': 'dental-exam', 'checking her teeth': 'dental-exam', 'checking his teeth': 'dental-exam', 'examining teeth': 'dental-exam',
    'dental check up': 'dental-exam', 'dental checkup': 'dental-exam', 'fixing a leak': 'plumbing', 'fixing the leak': 'plumbing',
    'repairing a leak': 'plumbing', 'under the sink': 'plumbing', 'fixing the sink': 'plumbing', 'fixing a sink': 'plumbing', unblocking: 'plumbing',
    unclogging: 'plumbing', 'cutting hair': 'cutting-hair', 'cuts hair': 'cutting-hair', 'cutting the hair': 'cutting-hair', 'cutting her hair': 'cutting-hair',
    'cutting his hair': 'cutting-hair', 'cuts her hair': 'cutting-hair', haircut: 'cutting-hair', 'giving a haircut': 'cutting-hair',
    'gives a haircut': 'cutting-hair', 'trimming hair': 'cutting-hair', 'styling hair': 'cutting-hair', 'washing hair': 'cutting-hair',
    'colouring hair': 'cutting-hair', 'coloring hair': 'cutting-hair', 'blow drying hair': 'cutting-hair',
    'making coffee': 'making-coffee', 'makes coffee': 'making-coffee', 'making a coffee': 'making-coffee', 'making a latte': 'making-coffee',
    'making espresso': 'making-coffee', 'pulling a shot': 'making-coffee', 'pulling shots': 'making-coffee', 'brewing coffee': 'making-coffee',
    'frothing milk': 'making-coffee', 'steaming milk': 'making-coffee',
    vacuuming: 'vacuuming', vacuums: 'vacuuming', hoovering: 'vacuuming', hoovers: 'vacuuming', wiring: 'wiring', rewiring: 'wiring',
    'fuse box': 'wiring', 'consumer unit': 'wiring', 'fitting a socket': 'wiring', 'installing a socket': 'wiring',
    'painting the wall': 'rolling', 'painting a wall': 'rolling', 'painting the walls': 'rolling', 'rolling paint': 'rolling', 'with a paint roller': 'rolling',
    delivering: 'delivering', delivers: 'delivering', 'handing over a parcel': 'delivering', 'handing a parcel': 'delivering',
    'hands over a parcel': 'delivering', 'dropping off a parcel': 'delivering',
    teaching: 'teaching', teaches: 'teaching', 'giving a lesson': 'teaching', 'at the whiteboard': 'teaching', 'at the board': 'teaching',
    'at the till': 'checkout', 'scanning each item': 'checkout', 'scan each item': 'checkout', 'scans each item': 'checkout', 'scanning the items': 'checkout', 'scanning items': 'checkout', 'scanning the shopping': 'checkout', 'at the checkout': 'checkout', 'handing a bag': 'checkout', 'hands a bag': 'checkout', 'handing over a bag': 'checkout',
    'handing the bag': 'checkout', 'handing her bag': 'checkout', 'handing the shopping': 'checkout', 'ringing up': 'checkout',
    'keeping the load close': 'carrying', 'keep the load close': 'carrying', 'keeps the load close': 'carrying', 'keeping the box close': 'carrying',
    'keep the box close': 'carrying', 'dinner by candlelight': 'dining', 'having dinner by candlelight': 'dining', 'eating by candlelight': 'dining',
    watering: 'watering', 'watering can': 'watering',
    choosing: 'choosing', chooses: 'choosing', browsing: 'choosing', browses: 'choosing', 'picking out': 'choosing', 'picks out': 'choosing', selecting: 'choosing', 'shopping for': 'choosing',
    'lifting with their legs': 'rising', 'lifting with your legs': 'rising', 'lift with your legs': 'rising', 'lifts with their legs': 'rising', 'lifting with his legs': 'rising',
    'lifting with her legs': 'rising', 'gripping the box': 'rising', 'grip the box': 'rising', 'grips the box': 'rising', 'lifting it with their legs': 'rising',
    stacking: 'stacking', stacks: 'stacking', 'stocking shelves': 'stacking', 'stacking shelves': 'stacking', 'putting away': 'stacking',
    'pushing a pallet truck': 'pallet-truck', 'pulling a pallet truck': 'pallet-truck', 'with a pallet truck': 'pallet-truck', 'on a pallet truck': 'pallet-truck',
    'pallet jack': 'pallet-truck', 'pushing a pallet': 'pallet-truck', 'pulling a pallet': 'pallet-truck',
    'rolling out': 'rolling-dough', 'rolls out': 'rolling-dough', 'rolling pasta': 'rolling-dough', 'rolling dough': 'rolling-dough', 'rolling pin': 'rolling-dough', kneading: 'rolling-dough', kneads: 'rolling-dough',
    'carrying plates': 'carrying-plates', 'carries plates': 'carrying-plates', 'carrying dishes': 'carrying-plates', 'bringing plates': 'carrying-plates', 'bringing out plates': 'carrying-plates',
    'carrying the plates': 'carrying-plates', 'serving plates': 'carrying-plates',
    'dining by candlelight': 'dining', 'candlelit dinner': 'dining', 'candlelit meal': 'dining', 'dinner for two': 'dining', 'table for two': 'dining',
    'romantic dinner': 'dining', 'dinner date': 'dining', 'on a date': 'dining', 'dining together': 'dining',
    'answering the phone': 'phoning-desk', 'answers the phone': 'phoning-desk',
    'on the phone at the desk': 'phoning-desk', 'on the phone at the front desk': 'phoning-desk', 'on the phone at reception': 'phoning-desk',
    'blood pressure': 'blood-pressure', 'taking blood pressure': 'blood-pressure', 'checking blood pressure': 'blood-pressure',
    'pointing at the whiteboard': 'teaching', 'pointing at the board': 'teaching', 'writing on the whiteboard': 'teaching', 'writing on the board': 'teaching',
    // Workplace trainings' steps (work-words.ts), after the service words they give a call-centre meaning.
    ...WORK_WORDS.en.poses,
    ...EATING_WORDS.en.poses,
    ...WAREHOUSE_STEPS_KEPT_IN_THEIR_LANGUAGE, ...WAREHOUSE_WORDS.en, ...PICKING_STEPS_KEPT_IN_THEIR_LANGUAGE, ...PICKING_WORDS.en, ...EVACUATION_STEPS_KEPT_IN_THEIR_LANGUAGE, ...EVACUATION_WORDS.en,
    ...TOOL_STEPS_KEPT_IN_THEIR_LANGUAGE, ...TOOL_WORDS.en,
    ...LESSON_WORDS.en.poses,
    ...WEDDING_WORDS.en.poses,
    ...KIDS_CLUB_WORDS.en.poses,
    ...MARKET_WORDS.en.poses,
    ...CAR_WASH_WORDS.en.poses,
    ...LIFT_WORDS.en,
    ...FRONT_DESK_WORDS.en,
    ...COURSE_WORDS.en.poses,
    ...BEAUTY_WORDS.en.poses,
    ...ESPRESSO_CLOSE_STEPS_KEPT_IN_THEIR_LANGUAGE, ...ESPRESSO_CLOSE_WORDS.en,
    ...COMPLAINT_STEPS_KEPT_IN_THEIR_LANGUAGE, ...COMPLAINT_WORDS.en,
    ...TASTING_WORDS.en,
    ...DISH_AREA_STEPS_KEPT_IN_THEIR_LANGUAGE, ...DISH_AREA_WORDS.en.poses,
    ...STOCK_WORK_WORDS.en, ...SERVED_AT_THE_TILL,
  },
  ...VERB_NOUN_WORDS.en,
  young: ['young', 'little', 'junior'],
  agent: /(?:er|or|ist|ian|ant|ent)$/,
  progressive: /ing$/,
  premises: {
    nouns: { display: 'counter', 'display case': 'counter', 'display cabinet': 'counter', 'display counter': 'counter', showcase: 'counter', 'glass case': 'counter' },
    settings: { 'front door': 'shopfront', door: 'shopfront', 'glass door': 'shopfront', 'entrance door': 'shopfront', 'shop door': 'shopfront', doorstep: 'shopfront' },
  },
  streets: ['lane', 'street', 'road', 'avenue', 'way', 'square', 'row', 'hill', 'boulevard', 'drive', 'terrace', 'crescent', 'quay', 'parade'],
  numbers: { two: 2, three: 3, pair: 2, couple: 2, several: 3, group: 3, '2': 2, '3': 3 },
  function: ['the', 'a', 'an', 'of', 'is', 'are', 'with', 'and', 'on', 'in', 'at', 'its', 'their', 'showing', 'them', 'they', 'your', 'while', 'before', 'instead'],
  forms: (word) => (IRREGULAR[word] ? [word, IRREGULAR[word]] : withoutEndings(word, [['ies', 'y'], ['ves', 'f'], ['es', ''], ['s', '']])),
  ui: {
    signIn: 'Sign in', email: 'Email', password: 'Password', forgot: 'Forgot password?', reset: 'Reset password',
    sent: 'Check your email', newPassword: 'New password', done: 'Password changed', revenue: 'Revenue', checkout: 'Checkout',
    total: 'Total', pay: 'Pay now', balance: 'Balance', arriving: 'Arriving in 8 min', book: 'Book',
    name: 'Full name', code: 'Enter the code', card: 'Card number', expiry: 'MM/YY',
  },
};
