/**
 * Issue 23 item 3, from a fresh-eyes review of two untuned briefs (a yoga studio, a pizza
 * restaurant): people fill the picture whatever they do (seated on mats, at a table, at a desk),
 * in every aspect and framing, never cut at the head and never with a face in the caption band;
 * nothing held or set on a table covers a face; a prompt naming two groups doing two things shows
 * both, each with its telling things; the same prompt twice in one video is recast, not just reframed.
 */
import { describe, expect, it } from 'vitest';
import { clausesOf, composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { concept } from '../../lambdas/render/compose/concepts';
import type { Layout, Placed } from '../../lambdas/render/compose/layout';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { POSES, type SceneGraph } from '../../lambdas/render/compose/scene-graph';
import { videoCompositions } from '../../lambdas/render/compose/variety';
import type { Box } from '../../lambdas/render/draw/layout';
import type { Aspect } from '../../lambdas/render/spec';
import { ASPECTS } from '../../lambdas/core/render/vocabulary';
import { bottom, composeScene, eachAspectAndFraming, EVERYWHERE, expectFramed, FRAMINGS, isPerson, right } from '../support/scene-compose';

/** One prompt for every pose a scene can show, and the ways people sit: at a table, at a desk, on a sofa. */
const POSED = {
  walking: 'a couple walking in the park',
  seated: 'friends laughing around a table',
  standing: 'two women standing together in the street',
  stretching: 'People stretching together on mats in a sunny studio',
  lifting: 'two friends lifting weights',
  running: 'a couple jogging by the beach at sunrise',
  cycling: 'a woman riding a bike through the city',
  cooking: 'a chef cooking at the stove',
  baking: 'A chef sliding a pizza into the oven',
  eating: 'friends sharing pizza around a table',
  typing: 'an accountant typing on a laptop at her desk',
  phoning: 'a man talking on the phone in the street',
  presenting: 'a manager presenting the quarterly chart to the team',
  carrying: 'a courier carrying a box to the door',
  serving: 'a waiter serving dinner in the café',
  paying: 'a customer paying by card at the counter',
  'shaking-hands': 'two colleagues shaking hands across a desk in the office',
  reading: 'a student reading a book in the park',
  waving: 'a woman waving at the camera',
  chatting: 'A dentist chatting with a young patient in a bright clinic',
  handing: 'A happy driver collecting her keys at the front desk',
  repairing: 'A mechanic working on a motorbike in the garage',
  examining: 'A doctor examining a patient',
  squatting: 'A warehouse worker bending their knees and keeping their back straight, a heavy box in front of them, in a warehouse',
  'lifting-load': 'A warehouse worker lifting a heavy box',
  bracing: 'A mover standing close to the box with their feet apart',
  turning: 'A porter turning their feet instead of twisting while carrying a box',
  pushing: 'A courier pushing a trolley of parcels',
  reaching: 'A shop assistant reaching up for a box on the top shelf',
  inspecting: 'A factory worker checking the load before moving it',
  kneeling: 'A builder kneeling beside a box of tiles',
  mopping: 'A cleaner mopping the floor of the office',
  wiping: 'A cleaner wiping down the kitchen worktop',
  'washing-hands': 'A chef washing their hands before service',
  drying: 'A groomer drying a happy spaniel with a towel',
  brushing: 'A woman brushing her cat at home',
  grooming: 'A dog groomer trimming a poodle in the salon',
  bathing: 'A groomer bathing a muddy dog',
  'vet-examining': 'A vet examining a puppy on the table',
  'walking-dog': 'A dog walker walking a dog through the park',
  feeding: 'A girl feeding her cat in the kitchen',
  supporting: 'A carer helping an older man walk at home',
  treating: "A physio treating a runner's knee on the treatment table",
  spotting: 'A coach spotting a client on the bench press in the gym',
  painting: 'Children painting at a table with their teacher',
  arranging: 'La fleuriste qui compose un bouquet de pivoines',
  draining: '職人が麺を湯切りする',
  chopping: 'A chef chopping vegetables for the lunch service',
  plating: 'Una cocinera emplatando el postre',
  truing: 'a mechanic truing a wheel in the workshop',
  'dental-exam': 'a dentist examining a patient',
  'dental-exam-child': 'la dentista revisando los dientes de un niño',
  plumbing: 'a plumber fixing a leak under the sink',
  'cutting-hair': "Une coiffeuse coupe les cheveux d'une cliente",
  'cutting-hair-child': 'Una peluquera cortando el pelo a un niño',
  'making-coffee': 'バリスタがコーヒーを淹れる',
  vacuuming: 'a cleaner vacuuming the living room',
  wiring: 'Ein Elektriker verkabelt den Sicherungskasten',
  rolling: 'a decorator painting a wall with a roller',
  delivering: 'Un livreur remet un colis à une cliente',
  teaching: 'a teacher pointing at the whiteboard',
  checkout: 'a cashier handing a bag to a customer at the till',
  watering: 'a gardener watering seedlings in the greenhouse',
  choosing: 'a family choosing tomato plants',
  browsing: 'Una familia eligiendo tomates en el supermercado',
  'pallet-truck': 'a worker pushing a pallet truck',
  rising: 'A warehouse worker gripping the box firmly and lifting with their legs',
  stacking: 'a warehouse worker stacking boxes on a shelf',
  'rolling-dough': 'a cook rolling out pasta dough by hand',
  'carrying-plates': 'a waiter carrying plates to a table',
  dining: 'a couple dining by candlelight',
  'phoning-desk': 'a receptionist on the phone at the desk',
  'blood-pressure': "a nurse taking a patient's blood pressure",
  'walking-two-dogs': 'a woman walking two dogs in the park',
  'walking-three-dogs': 'a walker strolling through the park with three happy dogs',
  'wetting-hands': 'A cook doing this step: Moja tus manos con agua tibia, in a restaurant kitchen',
  lathering: 'Apply soap and lather for 20 seconds',
  rinsing: 'Rincez-vous les mains',
  'drying-hands': 'Hände mit Papiertuch abtrocknen',
  skincare: 'a woman applying serum to her face',
  'using-phone': 'A designer sending an invoice from her phone in a café',
  'using-laptop': 'a man sending an email from his laptop at home',
  'phone-on-sofa': 'a woman on a sofa texting at home',
  'stripping-bed': 'A housekeeper stripping the old linen, in a hotel room',
  'making-bed': 'La femme de chambre fait le lit',
  'spreading-duvet': 'A housekeeper laying the duvet and folding the top back, in a hotel room',
  'placing-pillows': 'A housekeeper doing this step: Plump and place the pillows, in a hotel room',
  'slicing-meat': 'Der Metzger schneidet Fleisch',
  'scooping-gelato': 'Il gelataio che serve un cono',
  'patching-tyre': 'Een monteur die een band plakt in een fietsenwinkel',
  'drawing-bread': 'Um padeiro a tirar pão do forno numa padaria',
  grilling: 'A chef grilling tacos inside a restaurant',
  'fitting-panel': 'An installer fitting panels on a roof, midday sun',
  'carrying-panel': 'Der Dachdecker trägt ein Solarmodul auf dem Dach',
  'tablet-together': 'a couple looking at a tablet on the sofa',
  'tablet-family': 'A family checking their energy savings on a tablet, morning light',
  'fitting-heat-pump': 'Le chauffagiste installe une pompe à chaleur',
  'charging-car': 'A woman charging her electric car at home',
  driving: 'a person driving a car through a lit city street at night',
  'hugging-pet': 'Una mujer abrazando a su gato en una clínica veterinaria',
  'hugging-pet-child': 'Un niño abrazando a su gato en una clínica veterinaria',
  'holding-pet': 'a girl holding a rabbit',
  'stroking-cat': 'a woman stroking a cat on the sofa',
  'playing-with-cat': 'a girl playing with her kitten',
  'cat-tree': 'a cat on a scratching post',
  hugging: 'two friends hugging',
  'pulling-pin': 'A cook pulling the pin, in a restaurant kitchen',
  'aiming-nozzle': 'A cook aiming the nozzle at the base of the fire, in a restaurant kitchen',
  'squeezing-handle': 'Il cuoco preme la leva dell’estintore',
  'sweeping-spray': 'A cook doing this step: Sweep from side to side until the fire is out, in a restaurant kitchen',
  'chest-compressions': 'A first aider giving chest compressions to a colleague on the office floor',
  'recovery-position': 'Ein Mann bringt die Frau in die stabile Seitenlage',
  'calling-help': 'A man calling for help on his phone',
  'checking-breathing': 'Check they are breathing',
  welcoming: 'a smiling member of staff welcoming customers inside a bookshop',
  'handing-bike': 'a cyclist collecting her bike inside a bike shop',
  'handing-case': 'a guest collecting a suitcase from the receptionist in the hotel',
  'cutting-cheese': 'A cheesemonger cutting a wheel of cheese at the counter inside a cheese shop',
  'tasting-cheese': 'Une cliente qui goûte un fromage',
  'selling-fish': 'A fishmonger holding up a fish at the fish counter',
  'ladling-noodles': 'ラーメン屋の店内で店主がラーメンを作っている',
  'pouring-wine': 'Un sommelier che versa un bicchiere di vino rosso',
  'pouring-tea': 'A waitress pouring a cup of tea in a café',
  'pouring-beer': 'Der Wirt zapft ein Bier',
  toasting: 'Degli amici che brindano',
  'whisking-matcha': '抹茶を点てる店主',
  'drinking-tea': '縁側でお茶を楽しむ二人',
  'downward-dog': 'a woman in downward dog on her mat',
  plank: 'a woman holding a plank',
  warrior: 'a man in warrior two',
  'forward-fold': 'a woman in a seated forward fold',
  'child-pose': "a man resting in child's pose",
  'class-downward-dog': 'an instructor guiding a class in downward dog',
  'class-plank': 'a yoga teacher leading her class in plank',
  'class-warrior': 'an instructor leading a yoga class',
  'class-forward-fold': 'a pilates instructor guiding a class in a forward fold',
  'class-child-pose': "an instructor guiding a class in child's pose",
  'rolling-mat': 'a student rolling up her mat after class',
  'carrying-mat': 'a woman carrying her yoga mat',
  coaching: 'a personal trainer coaching a client',
  'spraying-bench': 'Spray the bench with disinfectant',
  'wiping-bench': 'Wipe it down with a clean cloth',
  wearing: 'a woman wearing a scarf',
  'wearing-headphones': 'a commuter wearing headphones on a busy train',
  'wearing-earbuds': 'a runner with wireless earbuds',
  'wearing-watch': 'a woman wearing a smartwatch',
  'wearing-backpack': 'a student wearing a backpack',
  'wearing-sunglasses': 'a man wearing sunglasses',
  'wearing-cap': 'a man in a baseball cap',
  'riding-scooter': 'a commuter riding an e-scooter along the river',
  skateboarding: 'a teenager on a skateboard in the park',
  'carrying-scooter': 'a woman carrying her folded scooter',
  surfing: 'a surfer catching a wave',
  'surf-lesson': 'a surf instructor teaching children on the beach',
  swimming: 'a swimmer doing lengths in the pool',
  'swim-lesson': 'a swimming coach teaching children in the pool',
  'trimming-beard': 'A barber trimming a beard inside a barber shop',
  shaving: 'El barbero afeita al cliente',
  'clipper-cut': 'Der Barbier schneidet einen Fade',
  'forklift-driving': 'A forklift driver wearing their seatbelt, in a warehouse',
  'forklift-horn': 'A forklift driver sounding the horn at every blind corner, in a warehouse',
  'forklift-check': 'A warehouse worker checking the forks and tyres before their shift, in a warehouse',
  'call-listening': 'A call centre agent listening without interrupting, in a call centre',
  'call-speaking': 'A call centre agent offering two options, in a call centre',
  'call-typing': 'A call centre agent confirming the next step, in a call centre',
  shredding: 'An office worker shredding printed customer records, in an office',
  'locking-screen': 'An office worker locking their screen when they leave their desk, in an office',
  'reporting-loss': 'An office worker reporting a lost laptop at once, in an office',
  racing: 'Runners crossing the bridge at sunrise',
  cheering: 'A crowd cheering at the finish line',
  'eating-ice-cream': 'Two children eating ice cream in the square',
  'eating-slice': 'A man eating a slice of pizza in the street',
  'eating-sandwich': 'A woman eating a sandwich in the park',
  'eating-crepe': 'A girl eating a crepe at the market',
  'eating-ice-cream-bench': 'A boy eating an ice cream on a bench',
  'eating-slice-bench': 'A man eating a slice of pizza on a bench',
  'eating-sandwich-bench': 'A woman eating a sandwich on a park bench',
  'eating-crepe-bench': 'Friends eating crepes on a bench',
  'serving-table': 'A waiter serving coffee on the terrace',
  'playing-sax': 'A saxophonist playing on stage under warm lights',
  'playing-trumpet': 'A trumpet player on the pier at sunset',
  'playing-guitar': 'A guitarist playing in a bar',
  'playing-violin': 'A violinist at a jazz night',
  'playing-bass': 'A double bass player in a jazz club',
  'playing-cello': 'A cellist playing at a wedding reception',
  'playing-piano': 'A pianist playing in the hotel lounge',
  'playing-keys': 'A keyboard player on stage',
  drumming: 'A drummer on stage',
  singing: 'A singer at the microphone in a small jazz club',
  djing: 'A DJ playing to a crowd',
  band: 'A jazz band playing on the bandstand',
  dancing: 'A couple dancing on the terrace under string lights',
  'dancing-couples': 'Couples dancing to a jazz band at night',
  'sun-salutation': 'A woman doing a sun salutation on her mat', tree: 'A man in tree pose', meditating: 'A woman meditating in the studio', savasana: 'A woman lying in corpse pose', 'class-sun-salutation': 'An instructor guiding a class through a sun salutation inside a yoga studio', 'class-tree': 'A yoga teacher leading the class in tree pose', 'class-meditating': 'Students meditating on their mats', 'class-savasana': 'Students resting at the end of class inside a yoga studio', 'welcoming-desk': 'A smiling member of staff welcoming customers inside a gym', rowing: 'A woman on a rowing machine', treadmill: 'A man running on a treadmill in the gym', 'spin-bike': 'A woman on a spin bike',
  'phone-at-breakfast': 'Someone checking their spending on their phone over breakfast',
  'laptop-on-sofa': 'A man on his laptop on the sofa',
  'laptop-at-breakfast': 'Someone checking their emails on a laptop over breakfast',
  'phone-walking': 'A woman walking down the street looking at her phone',
  'phone-commuting': 'A man scrolling on his phone on the train',
  'welcoming-hotel': 'A receptionist greeting guests at the hotel', 'welcoming-open': 'A host welcoming guests at the wedding venue', 'checking-in': 'A receptionist checking guests in at the hotel', 'cycling-pair': 'A couple riding bikes along the river', 'meditating-bed': 'A woman meditating on her bed', 'reading-bed': 'A woman reading a book in bed', 'phone-bed': 'A woman scrolling her phone in bed', 'reading-sofa': 'A man reading on the sofa', 'reading-bench': 'A man reading on a park bench', 'phone-bench': 'A man using the app on a park bench', 'laptop-bed': 'A woman using a laptop in bed', 'meditating-sofa': 'A woman meditating on the sofa', 'meditating-bench': 'A man meditating on a park bench',
  'jack-check': 'A warehouse worker checking the forks are lowered, in a warehouse', 'jack-sliding': 'Le magasinier glisse les fourches sous la palette', 'jack-pumping': 'Ein Lagerarbeiter pumpt mit der Deichsel', 'jack-pulling': 'Un magazziniere che tira il transpallet', 'jack-parking': 'Een magazijnmedewerker parkeert de palletwagen', 'pallet-stacking': 'A warehouse worker stacking boxes on a pallet', 'pallet-wrapping': 'Un operario envolviendo el palé con film estirable', 'scanning-box': 'Um operador a ler o código de barras de uma caixa no armazém', 'aisle-walking': 'A warehouse worker walking in the marked aisle, in a warehouse',
  'shelf-scanning': 'A warehouse worker scanning the shelf label, in a warehouse', 'shelf-picking': 'Le préparateur prélève l’article dans le rayonnage', 'tote-placing': 'Ein Lagerarbeiter legt ihn in die Kommissionierkiste',
  'dogs-playing': 'A dog walker playing tug with two dogs', 'throwing-ball': 'A girl throwing a ball', 'throwing-for-dog': 'A man throwing a ball for his dog', fetching: 'A puppy fetching a ball', 'playing-outdoors': 'Dogs playing in the park',
  'changing-wheel': 'Un mecánico cambiando una rueda en un taller mecánico', 'checking-tyres': 'Der Mechaniker prüft den Reifendruck', 'checking-engine': 'A mechanic under the bonnet of a car in the garage', 'handing-keys': 'A customer picking up her car at the garage', 'drawing-pretzels': 'Ein Bäcker, der Brezeln aus dem Ofen holt', 'drawing-rolls': 'El panadero saca los panecillos del horno', 'drawing-croissants': 'Le boulanger sort les croissants du four', 'buying-bread': 'Eine Kundin, die Brötchen kauft, in einer Bäckerei', 'selling-bread': 'La panadera vende pan a un cliente',
  'slicer-slicing': 'A cook using the meat slicer, slicing the ham, in a deli', 'slicer-cleaning': 'Un cuoco pulisce la lama dell’affettatrice', 'scrubber-driving': 'A cleaner driving a floor scrubber in a supermarket', 'scrubber-emptying': 'Vacía el depósito de agua sucia de la fregadora', 'scrubber-filling': 'Die Reinigungskraft befüllt den Frischwassertank',
  'fryer-lowering': 'A cook lowering the basket into the deep fryer', 'fryer-lifting': 'Sortez le panier de la friteuse', 'fryer-draining': 'Der Koch wechselt das Frittieröl',
  'slicer-using': 'A chef using a meat slicer in a deli', 'scrubber-using': 'Una limpiadora con la fregadora de suelos en el supermercado', 'fryer-using': 'Een kok met de frituurpan in de keuken',
  'wearing-boots': 'A hiker in hiking boots crossing a stream', 'wearing-trainers': 'A runner in running shoes', 'wearing-heels': 'Eine Frau mit High Heels in der Stadt', 'wearing-sandals': 'Una mujer con sandalias en la playa', 'wearing-jacket': 'A woman wearing a rain jacket in the city', 'wearing-dress': 'Une femme en robe dans la rue', 'wearing-top': 'Un uomo con una maglietta', 'wearing-jeans': 'Een man in een spijkerbroek', 'feet-boots': 'Close-up of hiking boots on her feet', 'feet-trainers': "Close-up of running shoes on a runner's feet", 'feet-heels': 'Saltos altos nos pés de uma mulher', 'feet-sandals': 'Sandals on her feet on the beach',
  'brushing-teeth': 'A woman brushing her teeth in the bathroom', 'brushing-teeth-child': 'A mum and her child brushing their teeth at the bathroom mirror', gifting: 'A man offers a bouquet to his mother in a florist',
  'keys-handover': 'An estate agent handing the keys to a couple at the front door of their new home', 'house-viewing': 'An estate agent showing a family around a living room', 'team-at-laptop': 'A team meeting around a laptop in the office',
  'back-treatment': "A chiropractor adjusting a patient's back", 'assisted-stretch': "A physio stretching a patient's hamstring", 'band-exercise': 'A patient doing exercises with a resistance band', 'band-guiding': 'A physiotherapist guiding a patient through resistance band exercises', 'ball-exercise': 'Una mujer sobre una pelota de ejercicio', 'ball-guiding': 'Een vrouw op een fitnessbal bij de fysiotherapeut', 'balance-board': 'A patient doing balance exercises on a wobble board', 'balance-guiding': 'Een fysiotherapeut met een patiënt op een balansbord', 'stethoscope-check': 'Un médecin ausculte un patient avec son stéthoscope', 'stethoscope-child': "A doctor listening to a child's chest with a stethoscope",
  'fridge-storing': 'Store raw meat on the bottom shelf', 'fridge-stocking': 'Keep dairy on the top shelf of the fridge', 'fridge-checking': 'Check the fridge is below 5°C', 'sanitising-worktop': 'Un cocinero desinfecta la encimera',
  'taking-order': 'A waiter taking the order at the table', 'carrying-tray': 'A waitress carrying drinks on a tray', 'presenting-bill': 'A waiter bringing the bill to a couple', 'clearing-table': 'A waiter clearing the table', 'setting-table': 'Una camarera pone la mesa', 'serving-plates': 'Le serveur sert les plats', 'pouring-at-table': 'A waiter pouring wine at the table', 'mixing-cocktail': 'A bartender shaking a cocktail', 'hosting-tasting': 'A host pouring wine for guests in the cellar',
  'spin-class': 'A spin instructor leading a cycling class', 'climbing-lesson': 'A climbing instructor belaying a climber', 'driving-lesson': 'A driving instructor with a learner driver', 'piano-lesson': 'A piano teacher with a pupil', 'guitar-lesson': 'A guitar teacher with a pupil',
  'cake-cutting': 'A bride and groom cutting the cake', 'first-dance': 'A bride and groom sharing their first dance', vows: 'A couple exchanging vows under an arch in a garden', 'aisle-walk': 'A bride walking down the aisle', 'wedding-toast': 'Guests raising a toast at a wedding reception',
  'knocking-door': 'A housekeeper knocks on the door and announces herself', 'checking-minibar': 'Una camarera de piso revisa el minibar', 'reporting-room': 'Die Hausdame meldet Schäden', 'cleaning-mirror': 'La femme de chambre nettoie la salle de bain', 'cleaning-toilet': 'Maak het toilet schoon', 'placing-towels': 'La cameriera ai piani cambia gli asciugamani', 'door-not-disturb': 'A housekeeper sees the do not disturb sign on the door', 'knocking-room': 'A carer knocking on the door, in a care home',
  'sofa-together': 'a couple sitting on the sofa', 'sofa-family': 'a family with two kids on the couch', 'tv-together': 'friends watching a film on the couch', 'tv-family': 'a family watching TV together on the sofa', 'cosy-together': 'a couple cuddled under a blanket on the sofa in winter', 'cosy-family': 'A family warm at home in winter', 'cosy-tv-together': 'a couple snuggled under a blanket watching TV', 'cosy-tv-family': 'a family under a blanket watching a film in winter', 'adjusting-thermostat': 'a man adjusting the thermostat on the living room wall',
  'homework-help': 'Children doing their homework with a helper at an after-school club', 'snack-time': 'Kids having a healthy snack at the holiday club', 'kids-football': 'Children playing football with a coach', 'building-blocks': 'Toddlers building a tower with toy blocks at nursery', 'pick-up': 'A mum collecting her child at pick-up time', 'kids-art': 'Art time at the kids club',
  'loading-van': 'movers loading boxes into a van outside a house', unpacking: 'a couple unpacking boxes in their new living room', 'carrying-sofa': 'two movers carrying a sofa', 'wrapping-furniture': 'movers wrapping a sofa in a living room', 'truck-grilling': 'a cook grilling at a food truck', 'truck-handing': 'a cook handing tacos through the hatch of a food truck', 'truck-queue': 'customers queuing at a food truck', 'truck-eating': 'customers eating tacos at a food truck',
  'desk-paperwork': 'An accountant typing on a laptop beside a pile of papers', consulting: 'An accountant talking with a client across a desk', 'consulting-couple': 'A financial adviser talking with a couple across a desk', 'reviewing-papers': 'A solicitor going through the papers with a client', 'reviewing-couple': 'Een notaris neemt de papieren door met een stel', 'office-handshake': 'A lawyer shaking hands with a client at the office door', 'welcoming-office': 'A bank adviser welcoming a client',
  'vet-vaccinating': 'A vet vaccinating a cat on the exam table', 'vet-teeth': "A vet checking a dog's teeth", 'carrier-at-desk': 'An owner with a cat carrier at the reception desk of a vet clinic',
  'stall-serving': 'a stallholder serving a customer at the farmers market', 'stall-cheese': 'a stallholder selling cheese to a customer at the market', 'stall-bread': 'a vendor selling bread at the market stalls', 'stall-flowers': 'a stallholder handing flowers to a customer at the flower market', 'stall-fish': 'a market trader selling fish at the market', 'stall-food': 'a stallholder serving food to a customer at the summer fair', 'market-browsing': 'shoppers browsing the stalls at the market', 'fair-ride': 'children on the carousel at the funfair', 'fair-band': 'a band playing live music at the fair', 'fair-food': 'people at the food stalls at the fair',
  'hearing-alarm': 'An office worker hearing the fire alarm, in an office', 'leaving-desk': 'Arbeit sofort unterbrechen und den Arbeitsplatz verlassen', 'taking-stairs': 'Prenez l’escalier, pas l’ascenseur', 'assembly-point': 'Staff gathering at the assembly point',
  'drying-car': 'A valeter drying a car by hand at the car wash', 'vacuuming-car': 'Innenreinigung in der Waschstraße', 'cleaning-rims': 'Un laveur nettoie les jantes à la station de lavage', 'pre-washing': 'Un empleado lavando un coche en el autolavado',
  'draining-oil': 'A mechanic doing an oil change', 'inspecting-car': 'Ein Mechaniker, der ein Auto auf der Hebebühne prüft', 'repairing-car': 'Un mecánico reparando un coche', 'pouring-oil': 'Un mécanicien remet de l’huile dans le moteur',
  'handing-car': 'Ein Verkäufer übergibt einer Kundin im Autohaus die Schlüssel ihres neuen Autos',
  'cooking-class': 'A chef-instructor teaching a cooking class to students making fresh pasta',
  'hot-desking': 'Members working on laptops at a shared table in a coworking space', 'coffee-chat': 'Het team aan het werk in een coworkingruimte, in het avondlicht', 'counter-work': 'The team at work inside a locksmith', 'counter-order': 'The inside of a locksmith, ready for the day',
  manicure: 'A manicurist doing a client’s nails inside a beauty salon', pedicure: 'Una esteticista haciendo la pedicura a una clienta', facial: 'Eine Kosmetikerin, die einer Kundin eine Gesichtsmaske aufträgt', 'lash-extensions': 'Une esthéticienne qui pose des extensions de cils à une cliente', massage: 'Una terapista massaggia la schiena a una cliente in un centro estetico', 'hot-towel': 'Een barbier legt een warme handdoek op het gezicht van een man',
  tutoring: 'A tutor and a child working through a maths worksheet at the kitchen table', 'online-tutoring': 'A child in an online tutoring lesson on a laptop at home',
  'tennis-lesson': 'A tennis coach with a pupil on the court', 'golf-lesson': 'A golf pro giving a lesson on the driving range',
  'purging-group': 'A barista purging the group head of the espresso machine', 'soaking-portafilter': 'Soak the portafilter in detergent', backflushing: 'A barista backflushing the espresso machine with a blind basket', 'wiping-wand': 'A barista wiping the steam wand', 'emptying-drip-tray': 'A barista emptying the drip tray',
  'complaint-listening': 'A shop assistant listening to an upset customer', 'complaint-apologising': 'A receptionist apologising to the guest', 'complaint-solving': 'A shop assistant offering the customer a refund', 'complaint-following-up': 'A shop assistant following up by email',
  'checking-id': 'A receptionist checking their ID, at a reception desk', 'handing-key-card': 'Le réceptionniste remet la carte-clé au client à l’hôtel', 'checking-out': 'A guest checking out at the hotel front desk',
  'explaining-times': 'Die Rezeptionistin erklärt die Frühstückszeiten im Hotel', 'explaining-way': 'La receptionist spiega la strada per la camera', 'explaining-wifi': 'De receptioniste legt de wifi uit aan een gast in het hotel',
  'scraping-plate': 'A kitchen porter scraping plates into the food waste bin', 'loading-dish-rack': 'Un lavaplatos cargando la cesta del lavavajillas', 'reading-wash-gauge': 'Die Spülkraft prüft die Spültemperatur', 'stacking-plates-shelf': 'Stapel de schone borden op de plank',
  'packing-box': 'A warehouse worker packing a parcel into a box', 'shelving-heavy-box': 'Put heavy boxes on the bottom shelf', 'climbing-ladder': 'Un magasinier monte sur l’escabeau', 'tidying-shelf': 'Una commessa sistema gli scaffali', 'checking-date': 'Die Verkäuferin prüft das Mindesthaltbarkeitsdatum',
} as const;
const SITTING = ['a woman sitting on a sofa', 'a team at a meeting', 'family at dinner'];
const PROMPTS = [...Object.values(POSED), ...SITTING];
/**
 * Laid out in every aspect with every framing: people walking, standing, on mats, at a table, at a
 * desk, across a desk, lying down, and on a sofa. Every other prompt meets each aspect and each framing
 * once (eachAspectAndFraming): what a pose brings to a layout, its picture's shape and its things, meets
 * every frame shape and shot, and the frames' own pairs meet across the rows.
 */
const EVERY_WAY: ReadonlySet<string> = new Set([POSED.walking, POSED.standing, POSED.stretching, POSED.seated, POSED.eating, POSED.typing, POSED['shaking-hands'], POSED.savasana, ...SITTING]);
const waysOf = (prompt: string, i: number) => (EVERY_WAY.has(prompt) ? EVERYWHERE : eachAspectAndFraming(i));
/**
 * Left out of the least-height rule, known short of it: the set's only sofa picture carries a tall
 * floor lamp that the framing keeps whole, so a woman on it fills 32–37% of a landscape frame; a
 * breathing check is a casualty lying full length before the first aider bent low over their face,
 * a picture 3.3 times as wide as tall, which fills 23–27% of a tall frame and 34–39% of a square one.
 */
const SHORT_OF_FILL: ReadonlySet<string> = new Set(['a woman sitting on a sofa', 'Check they are breathing', 'a swimmer doing lengths in the pool', 'A woman lying in corpse pose']);

const TALL: ReadonlySet<Aspect> = new Set(['9:16', '4:5', '3:4']);
/**
 * The least share of the content area's height the people fill (heads to the lowest part of them
 * that shows): a tall frame is narrow for a group side by side, so less. Before this wave three
 * friends at a table filled 21% of a 9:16 frame's and 31% of a 16:9 frame's.
 */
const LEAST_HEIGHT = { tall: 0.28, wide: 0.4 };

const peopleOf = (scene: Pick<SceneGraph, 'things'>, layout: Layout) => layout.placed.filter((p) => isPerson(scene, p));
const overlaps = (a: Box, b: Box) => a.x < right(b) - 0.5 && b.x < right(a) - 0.5 && a.y < bottom(b) - 0.5 && b.y < bottom(a) - 0.5;
const union = (boxes: Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map(right)) - x, h: Math.max(...boxes.map(bottom)) - y };
};

describe('people fill the picture in every pose, seated, at a table and at a desk included', () => {
  it('every pose has a prompt here', () => {
    expect(Object.keys(POSED).sort()).toEqual([...POSES].sort());
    for (const [pose, prompt] of Object.entries(POSED)) expect(readScene(prompt).scene.pose, prompt).toBe(pose);
  });

  it('every prompt is laid out in every aspect and every framing, and every aspect with every framing', () => {
    const ways = PROMPTS.map(waysOf);
    for (const laid of ways) {
      expect(new Set(laid.map(([, aspect]) => aspect)).size).toBe(ASPECTS.length);
      expect(new Set(laid.map(([, , framing]) => framing)).size).toBe(FRAMINGS.length);
    }
    expect(new Set(ways.flat().map(([label]) => label)).size).toBe(EVERYWHERE.length);
  });

  it.each(PROMPTS.flatMap((prompt, i) => waysOf(prompt, i).map(([label, aspect, framing]) => [`${prompt}, ${label}`, prompt, aspect, framing] as const)))(
    '%s',
    async (_, prompt, aspect, framing) => {
      const { scene, layout, content, height } = await composeScene(prompt, aspect, framing);
      // Framed full length in a tall frame, feet and mats may stand down in the caption band; faces never.
      expectFramed(scene, layout, content, height);
      const people = peopleOf(scene, layout);
      expect(people.length).toBeGreaterThan(0);
      // Every face is inside the content area: never cut by its top, never down in the caption band.
      for (const p of people) {
        expect(p.face!.y).toBeGreaterThanOrEqual(content.y - 0.5);
        expect(bottom(p.face!)).toBeLessThanOrEqual(bottom(content) + 0.5);
      }
      const top = Math.min(...people.map((p) => p.box.y));
      const low = Math.min(bottom(content), Math.max(...people.map((p) => Math.min(bottom(p.box), p.clipBottom ?? Infinity))));
      if (!SHORT_OF_FILL.has(prompt)) expect((low - top) / content.h).toBeGreaterThanOrEqual(LEAST_HEIGHT[TALL.has(aspect) ? 'tall' : 'wide']);
    },
  );

  it.each(['9:16', '3:4'] as Aspect[])('three at a table in a %s frame sit in depth, the one across the table set back, and the table is shown to its feet', async (aspect) => {
    for (const framing of FRAMINGS) {
      const { scene, layout, content, height } = await composeScene('friends sharing pizza around a table', aspect, framing);
      const people = peopleOf(scene, layout);
      expect(people).toHaveLength(3);
      const [across, ...near] = [...people].sort((a, b) => a.z - b.z);
      expect(across!.box.h).toBeLessThan(Math.min(...near.map((p) => p.box.h)));
      expect(across!.box.y).toBeLessThan(Math.min(...near.map((p) => p.box.y)));
      // Narrower than three side by side: the near two overlap the one across.
      expect(union(people.map((p) => p.box)).w).toBeLessThan(people.reduce((w, p) => w + p.box.w, 0) * 0.75);
      const table = layout.placed.find((p) => p.role === 'surface')!;
      expect(bottom(table.box)).toBeGreaterThan(bottom(content));
      expect(bottom(table.box)).toBeLessThanOrEqual(height);
    }
  });
});

/** Everything a person holds or has on the table or desk in front of them. */
const PROPS: readonly string[] = [
  ...Object.values(POSED),
  'a man holding a coffee cup in the office',
  'A barista behind the counter holding a latte',
  'a woman eating a burger at the table',
  'family at dinner',
  'friends having brunch with pancakes and coffee around a table',
  'a man holding a pizza slice',
];

describe('nothing held or set in front of someone covers their face', () => {
  it.each(PROPS.flatMap((prompt, i) => waysOf(prompt, i).map(([label, aspect, framing]) => [`${prompt}, ${label}`, prompt, aspect, framing] as const)))(
    '%s',
    async (_, prompt, aspect, framing) => {
      const { scene, layout } = await composeScene(prompt, aspect, framing);
      const faces = peopleOf(scene, layout).map((p) => ({ face: p.face!, z: p.z }));
      const props = layout.placed.filter((p) => p.role === 'subject' && !isPerson(scene, p) && !p.span && concept(scene.things[p.thing]!.concept).kind !== 'surface');
      // What two people hold between them (a handshake) is their hands, at chest height; a board behind the audience is behind their heads.
      for (const prop of props.filter((p) => p.picture !== 'handshake')) {
        // A seat's front drawn again over its sitter's lap shows only below its cushion (clipTop).
        const shown = prop.clipTop === undefined ? prop.box : { ...prop.box, y: Math.max(prop.box.y, prop.clipTop), h: bottom(prop.box) - Math.max(prop.box.y, prop.clipTop) };
        for (const { face, z } of faces) if (prop.z > z) expect(overlaps(shown, face), `${prop.picture} over a face`).toBe(false);
      }
    },
  );

  it('a dish on a table people sit at lies flat below their chins', async () => {
    const { scene, layout } = await composeScene('friends sharing pizza around a table', '16:9', FRAMINGS[0]!);
    const pizza = layout.placed.find((p) => p.picture === 'pizza')!;
    expect(pizza.box.h / pizza.box.w).toBeLessThan(0.6);
    const chins = peopleOf(scene, layout).map((p) => bottom(p.face!));
    expect(pizza.box.y).toBeGreaterThanOrEqual(Math.min(...chins) - 0.5);
  });
});

const TWO = 'A chef sliding a pizza into the oven and friends sharing pizza around a table';

describe('a prompt naming two groups doing two things shows both', () => {
  it.each([
    [TWO, ['A chef sliding a pizza into the oven', 'friends sharing pizza around a table']],
    ['A barista pouring a latte while a customer reads a book', ['A barista pouring a latte', 'a customer reads a book']],
    ['Two friends lifting weights, a woman stretching on her mat', ['Two friends lifting weights', 'a woman stretching on her mat']],
    ['a man and a woman walking in the park', ['a man and a woman walking in the park']],
    ['a man holding a coffee cup and a croissant', ['a man holding a coffee cup and a croissant']],
    ['Golden hour, a couple walking on the beach', ['Golden hour, a couple walking on the beach']],
    ['Oak & Ember: friends sharing pizza around a table', ['Oak & Ember: friends sharing pizza around a table']],
  ])('%s', (prompt, clauses) => {
    expect(clausesOf(prompt)).toEqual(clauses);
  });

  it('each group has its telling things, in one place where both can be: the chef an oven with the pizza going in, the friends a table with pizza on it', () => {
    const { scene, groups } = readScene(TWO);
    expect(groups.map((g) => g.pose)).toEqual(['baking', 'eating']);
    expect(new Set(groups.map((g) => g.setting)).size).toBe(1);
    expect(scene.setting).toBe('cafe');
    const [chef, friends] = groups as [(typeof groups)[0], (typeof groups)[0]];
    const oven = chef.things.findIndex((t) => t.concept === 'oven');
    expect(oven).toBeGreaterThanOrEqual(0);
    expect(chef.relations).toContainEqual({ kind: 'in', figure: chef.things.findIndex((t) => t.concept === 'pizza'), ground: oven });
    const table = friends.things.findIndex((t) => t.concept === 'table');
    expect(friends.relations).toContainEqual({ kind: 'on', figure: friends.things.findIndex((t) => t.concept === 'pizza'), ground: table });
    expect(friends.things.find((t) => t.concept === 'friends')?.count).toBe(3);
  });

  const groupBoxes = (layout: Layout, first: number) => {
    const of = (p: Placed) => (p.thing < first ? 0 : 1);
    return [0, 1].map((g) => layout.placed.filter((p) => of(p) === g && p.role === 'subject'));
  };

  it.each(EVERYWHERE)('both groups are in the picture, each with its people and its things (%s)', async (_, aspect, framing) => {
    const { scene, groups, layout, content } = await composeScene(TWO, aspect, framing);
    expectFramed(scene, layout, content, bottom(content));
    const [chef, friends] = groupBoxes(layout, groups[0]!.things.length);
    expect(chef!.some((p) => p.picture === 'oven')).toBe(true);
    expect(chef!.some((p) => p.picture === 'pizza')).toBe(true);
    expect(chef!.filter((p) => isPerson(scene, p))).toHaveLength(1);
    expect(friends!.filter((p) => isPerson(scene, p))).toHaveLength(3);
    const chefPeople = union(chef!.filter((p) => isPerson(scene, p)).map((p) => p.box));
    const friendPeople = union(friends!.filter((p) => isPerson(scene, p)).map((p) => p.box));
    if (content.w > content.h * 1.6) {
      // Side by side, the first named on the left (on the right when mirrored).
      expect(framing.mirror ? chefPeople.x >= right(friendPeople) - 0.5 : right(chefPeople) <= friendPeople.x + 0.5).toBe(true);
    } else {
      // In depth: the chef (one person) behind the three friends, smaller than the two at the near side of their table, higher up, drawn first.
      expect(chefPeople.y).toBeLessThan(friendPeople.y);
      expect(Math.max(...chef!.filter((p) => isPerson(scene, p)).map((p) => p.box.h))).toBeLessThan(Math.max(...friends!.filter((p) => isPerson(scene, p)).map((p) => p.box.h)));
      expect(Math.max(...chef!.map((p) => p.z))).toBeLessThan(Math.min(...friends!.map((p) => p.z)));
    }
    // No face of either group hidden by the other's things.
    const faces = layout.placed.filter((p) => isPerson(scene, p)).map((p) => ({ face: p.face!, z: p.z }));
    for (const p of layout.placed.filter((q) => q.role === 'subject' && !isPerson(scene, q) && q.picture !== 'handshake')) {
      for (const { face, z } of faces) if (p.z > z) expect(overlaps(p.box, face), `${p.picture} over a face`).toBe(false);
    }
  });
});

describe('the same people doing the same thing twice in one video are recast, not just reframed', () => {
  it.each(['People stretching together on mats in a sunny studio', 'friends sharing pizza around a table', 'a woman typing on a laptop at her desk', 'two colleagues shaking hands in the office'])(
    '%s, twice',
    async (prompt) => {
      const compositions = videoCompositions([prompt, prompt].map((p) => ({ type: 't2v_fast' as const, prompt: p })));
      for (const aspect of ['9:16', '16:9'] as Aspect[]) {
        const [a, b] = await Promise.all(compositions.map((c) => composeScene(prompt, aspect, c!.framing)));
        const cast = (s: typeof a) => peopleOf(s!.scene, s!.layout).map((p) => p.picture).join(',');
        // Another number of people, or other figures in another order: not the same picture at another size.
        expect(cast(a)).not.toBe(cast(b));
      }
    },
  );

  it('the parser reads the new actions', () => {
    expect(parsePrompt('a baker baking bread in the bakery').pose).toBe('baking');
    expect(parsePrompt('a family eating dinner at home').pose).toBe('eating');
    expect(parsePrompt('a customer paying by card at the till').pose).toBe('paying');
  });

  it('an oven tells cooks to bake, not guests: friends at a table by the oven eat', () => {
    expect(readScene('a pizzaiolo next to a wood-fired oven').scene.pose).toBe('baking');
    expect(readScene('friends around a table with pizza in a pizzeria, the oven behind them').scene.pose).toBe('eating');
  });
});
