/**
 * Issue 23 item 3, the places of generated scenes: the usual advert rooms look like themselves
 * (a yoga studio is not a gym, a pizzeria has its oven) in the light the prompt names ("sunny",
 * "cosy") or its time of day; the words for them are read in every lexicon's language.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { LEXICONS } from '../../lambdas/render/compose/lexicons';
import { ROOMS, type Light, type RoomId, type TimeOfDay } from '../../lambdas/render/compose/scene-graph';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { paintPlace, SUNLESS, type Place } from '../../lambdas/render/illustrations/places';
import { productStage } from '../../lambdas/render/scenes/product-stage';
import type { Box } from '../../lambdas/render/draw/layout';

/** Each room as a prompt names it, in each lexicon's language ("a woman smiling in …"). */
const ROOM_WORDS: Record<string, (w: string) => string> = {
  en: (w) => `A woman smiling in a ${w}`,
  de: (w) => `${w} mit einer lächelnden Frau`,
  es: (w) => `${w} con una mujer sonriente`,
  fr: (w) => `${w} avec une femme souriante`,
  it: (w) => `${w} con una donna sorridente`,
  pt: (w) => `${w} com uma mulher sorridente`,
  nl: (w) => `${w} met een lachende vrouw`,
  ar: (w) => `امرأة تبتسم في ${w}`,
  ja: (w) => `${w}で微笑む女性`,
};

/**
 * The butcher's has no word of its own in the lexicons yet: the meat shown makes a shop one (scene-three-jobs.test.ts); a
 * business of no known trade's premises have none by their nature (premises-and-coworking.test.ts).
 */
type NamedRoom = Exclude<RoomId, 'butcher' | 'premises'>;
const NAMED = ROOMS.filter((r): r is NamedRoom => r !== 'butcher' && r !== 'premises');

const ROOM_NAMES: Record<string, Record<NamedRoom, string>> = {
  en: {
    office: 'office', kitchen: 'kitchen', cafe: 'coffee shop', home: 'living room', shop: 'shop', boutique: 'clothing store', salon: 'hair salon',
    gym: 'gym', bakery: 'bakery', florist: 'florist', clinic: 'clinic', warehouse: 'warehouse', classroom: 'classroom', studio: 'yoga studio',
    restaurant: 'restaurant', pizzeria: 'pizzeria', bar: 'cocktail bar', hotel: 'hotel lobby', garage: 'car garage', 'bike-workshop': 'bike shop',
    workshop: 'woodshop', dental: 'dental clinic', reception: 'reception', pharmacy: 'pharmacy', supermarket: 'supermarket', laundrette: 'launderette', vet: 'vets', grooming: 'dog grooming salon',
    spa: 'day spa', bookshop: 'bookshop', library: 'library', 'hotel-room': 'hotel room', nursery: 'daycare', ward: 'hospital ward', showroom: 'car showroom',
    physio: 'physiotherapy clinic', 'garden-centre': 'garden centre', 'pro-kitchen': 'commercial kitchen', 'noodle-bar': 'ramen shop', 'nail-salon': 'nail salon', 'care-home': 'care home',
    'cheese-shop': 'cheese shop', fishmonger: 'fish shop', carriage: 'train carriage', bathroom: 'bathroom', 'wine-bar': 'wine bar', 'tea-room': 'tea house', pool: 'indoor pool', gelateria: 'gelateria', 'wine-cellar': 'wine cellar', 'climbing-gym': 'climbing gym', 'car-wash': 'car wash', 'cookery-school': 'cooking school', coworking: 'coworking space', 'tutoring-centre': 'tutoring centre', 'chip-shop': 'chip shop', optician: 'optician', jeweller: 'jeweller','pet-shop': 'pet shop',
  },
  de: {
    office: 'Büro', kitchen: 'Küche', cafe: 'Café', home: 'Wohnzimmer', shop: 'Laden', boutique: 'Boutique', salon: 'Friseursalon',
    gym: 'Fitnessstudio', bakery: 'Bäckerei', florist: 'Blumenladen', clinic: 'Arztpraxis', warehouse: 'Lagerhalle', classroom: 'Klassenzimmer',
    studio: 'Yogastudio', restaurant: 'Restaurant', pizzeria: 'Pizzeria', bar: 'Kneipe', hotel: 'Hotellobby', garage: 'Autowerkstatt',
    'bike-workshop': 'Fahrradwerkstatt', workshop: 'Tischlerei', dental: 'Zahnarztpraxis', reception: 'Rezeption', pharmacy: 'Apotheke', supermarket: 'Supermarkt',
    laundrette: 'Waschsalon', vet: 'Tierarztpraxis', grooming: 'Hundesalon',
    spa: 'Wellnessbereich', bookshop: 'Buchhandlung', library: 'Bibliothek', 'hotel-room': 'Hotelzimmer', nursery: 'Kita', ward: 'Krankenzimmer', showroom: 'Autohaus',
    physio: 'Physiopraxis', 'garden-centre': 'Gärtnerei', 'pro-kitchen': 'Großküche', 'noodle-bar': 'Ramenbar', 'nail-salon': 'Nagelstudio', 'care-home': 'Pflegeheim',
    'cheese-shop': 'Käseladen', fishmonger: 'Fischgeschäft', carriage: 'Zugabteil', bathroom: 'Badezimmer', 'wine-bar': 'Weinbar', 'tea-room': 'Teehaus', pool: 'Hallenbad', gelateria: 'Eisdiele', 'wine-cellar': 'Weinkeller', 'climbing-gym': 'Kletterhalle', 'car-wash': 'Waschstraße', 'cookery-school': 'Kochschule', coworking: 'Coworking-Space', 'tutoring-centre': 'Nachhilfeinstitut', 'chip-shop': 'Frittenbude', optician: 'Optiker', jeweller: 'Juwelier','pet-shop': 'Zoohandlung',
  },
  es: {
    office: 'Oficina', kitchen: 'Cocina', cafe: 'Cafetería', home: 'Sala de estar', shop: 'Tienda', boutique: 'Boutique', salon: 'Peluquería',
    gym: 'Gimnasio', bakery: 'Panadería', florist: 'Floristería', clinic: 'Clínica', warehouse: 'Almacén', classroom: 'Aula',
    studio: 'Estudio de yoga', restaurant: 'Restaurante', pizzeria: 'Pizzería', bar: 'Bar', hotel: 'Vestíbulo del hotel', garage: 'Taller mecánico',
    'bike-workshop': 'Taller de bicicletas', workshop: 'Carpintería', dental: 'Clínica dental', reception: 'Recepción', pharmacy: 'Farmacia', supermarket: 'Supermercado',
    laundrette: 'Lavandería', vet: 'Clínica veterinaria', grooming: 'Peluquería canina',
    spa: 'Spa', bookshop: 'Librería', library: 'Biblioteca', 'hotel-room': 'Habitación de hotel', nursery: 'Guardería', ward: 'Habitación de hospital', showroom: 'Concesionario',
    physio: 'Clínica de fisioterapia', 'garden-centre': 'Vivero', 'pro-kitchen': 'Cocina profesional', 'noodle-bar': 'Restaurante de ramen', 'nail-salon': 'Salón de uñas', 'care-home': 'Residencia de ancianos',
    'cheese-shop': 'quesería', fishmonger: 'pescadería', carriage: 'vagón', bathroom: 'cuarto de baño', 'wine-bar': 'vinoteca', 'tea-room': 'casa de té', pool: 'piscina', gelateria: 'heladería', 'wine-cellar': 'bodega', 'climbing-gym': 'rocódromo', 'car-wash': 'autolavado', 'cookery-school': 'escuela de cocina', coworking: 'espacio de coworking', 'tutoring-centre': 'academia de refuerzo', 'chip-shop': 'freiduría', optician: 'óptica', jeweller: 'joyería','pet-shop': 'tienda de mascotas',
  },
  fr: {
    office: 'Bureau', kitchen: 'Cuisine', cafe: 'Café', home: 'Appartement', shop: 'Magasin', boutique: 'Boutique', salon: 'Salon de coiffure',
    gym: 'Salle de sport', bakery: 'Boulangerie', florist: 'Fleuriste', clinic: 'Clinique', warehouse: 'Entrepôt', classroom: 'Salle de classe',
    studio: 'Studio de yoga', restaurant: 'Restaurant', pizzeria: 'Pizzeria', bar: 'Bar', hotel: 'Hôtel', garage: 'Garage', 'bike-workshop': 'Atelier vélo',
    workshop: 'Menuiserie', dental: 'Cabinet dentaire', reception: 'Réception', pharmacy: 'Pharmacie', supermarket: 'Supermarché',
    laundrette: 'Laverie', vet: 'Clinique vétérinaire', grooming: 'Salon de toilettage',
    spa: 'Spa', bookshop: 'Librairie', library: 'Bibliothèque', 'hotel-room': 'Chambre d’hôtel', nursery: 'Crèche', ward: 'Chambre d’hôpital', showroom: 'Concession automobile',
    physio: 'Cabinet de kinésithérapie', 'garden-centre': 'Jardinerie', 'pro-kitchen': 'Cuisine professionnelle', 'noodle-bar': 'Bar à ramen', 'nail-salon': 'Onglerie', 'care-home': 'Maison de retraite',
    'cheese-shop': 'fromagerie', fishmonger: 'poissonnerie', carriage: 'wagon', bathroom: 'salle de bain', 'wine-bar': 'bar à vin', 'tea-room': 'salon de thé', pool: 'piscine', gelateria: 'gelateria', 'wine-cellar': 'cave à vin', 'climbing-gym': "salle d'escalade", 'car-wash': 'station de lavage', 'cookery-school': 'école de cuisine', coworking: 'espace de coworking', 'tutoring-centre': 'centre de soutien scolaire', 'chip-shop': 'friterie', optician: 'lunetterie', jeweller: 'bijouterie','pet-shop': 'animalerie',
  },
  it: {
    office: 'Ufficio', kitchen: 'Cucina', cafe: 'Caffetteria', home: 'Soggiorno', shop: 'Negozio', boutique: 'Boutique', salon: 'Parrucchiere',
    gym: 'Palestra', bakery: 'Panificio', florist: 'Fioreria', clinic: 'Clinica', warehouse: 'Magazzino', classroom: 'Aula',
    studio: 'Studio di yoga', restaurant: 'Trattoria', pizzeria: 'Pizzeria', bar: 'Cocktail bar', hotel: 'Albergo', garage: 'Officina meccanica',
    'bike-workshop': 'Ciclofficina', workshop: 'Falegnameria', dental: 'Studio dentistico', reception: 'Reception', pharmacy: 'Farmacia', supermarket: 'Supermercato',
    laundrette: 'Lavanderia', vet: 'Clinica veterinaria', grooming: 'Toelettatura per cani',
    spa: 'Centro benessere', bookshop: 'Libreria', library: 'Biblioteca', 'hotel-room': 'Camera d’albergo', nursery: 'Asilo nido', ward: 'Reparto ospedaliero', showroom: 'Concessionaria',
    physio: 'Studio di fisioterapia', 'garden-centre': 'Vivaio', 'pro-kitchen': 'Cucina professionale', 'noodle-bar': 'Ramen bar', 'nail-salon': 'Centro unghie', 'care-home': 'Casa di riposo',
    'cheese-shop': 'formaggeria', fishmonger: 'pescheria', carriage: 'vagone', bathroom: 'bagno', 'wine-bar': 'enoteca', 'tea-room': 'sala da tè', pool: 'piscina', gelateria: 'gelateria', 'wine-cellar': 'cantina', 'climbing-gym': 'palestra di arrampicata', 'car-wash': 'autolavaggio', 'cookery-school': 'scuola di cucina', coworking: 'spazio di coworking', 'tutoring-centre': 'centro di ripetizioni', 'chip-shop': 'friggitoria', optician: 'ottica', jeweller: 'gioielleria','pet-shop': 'negozio di animali',
  },
  pt: {
    office: 'Escritório', kitchen: 'Cozinha', cafe: 'Cafetaria', home: 'Sala de estar', shop: 'Loja', boutique: 'Boutique', salon: 'Cabeleireiro',
    gym: 'Ginásio', bakery: 'Padaria', florist: 'Floricultura', clinic: 'Clínica', warehouse: 'Armazém', classroom: 'Sala de aula',
    studio: 'Estúdio de yoga', restaurant: 'Restaurante', pizzeria: 'Pizzaria', bar: 'Cervejaria', hotel: 'Pousada', garage: 'Oficina mecânica',
    'bike-workshop': 'Oficina de bicicletas', workshop: 'Carpintaria', dental: 'Clínica dentária', reception: 'Receção', pharmacy: 'Farmácia', supermarket: 'Supermercado',
    laundrette: 'Lavandaria', vet: 'Clínica veterinária', grooming: 'Tosquia',
    spa: 'Spa', bookshop: 'Livraria', library: 'Biblioteca', 'hotel-room': 'Quarto de hotel', nursery: 'Creche', ward: 'Enfermaria', showroom: 'Stand de automóveis',
    physio: 'Clínica de fisioterapia', 'garden-centre': 'Viveiro', 'pro-kitchen': 'Cozinha profissional', 'noodle-bar': 'Casa de ramen', 'nail-salon': 'Salão de unhas', 'care-home': 'Lar de idosos',
    'cheese-shop': 'queijaria', fishmonger: 'peixaria', carriage: 'vagão', bathroom: 'casa de banho', 'wine-bar': 'garrafeira', 'tea-room': 'casa de chá', pool: 'piscina', gelateria: 'gelataria', 'wine-cellar': 'adega', 'climbing-gym': 'ginásio de escalada', 'car-wash': 'lava-rápido', 'cookery-school': 'escola de culinária', coworking: 'espaço de coworking', 'tutoring-centre': 'centro de explicações', 'chip-shop': 'loja de fish and chips', optician: 'ótica', jeweller: 'joalharia','pet-shop': 'loja de animais',
  },
  nl: {
    office: 'Kantoor', kitchen: 'Keuken', cafe: 'Koffiebar', home: 'Woonkamer', shop: 'Winkel', boutique: 'Boetiek', salon: 'Kapsalon',
    gym: 'Sportschool', bakery: 'Bakkerij', florist: 'Bloemenwinkel', clinic: 'Kliniek', warehouse: 'Magazijn', classroom: 'Klaslokaal',
    studio: 'Yogastudio', restaurant: 'Restaurant', pizzeria: 'Pizzeria', bar: 'Kroeg', hotel: 'Hotellobby', garage: 'Autogarage',
    'bike-workshop': 'Fietsenmaker', workshop: 'Timmerwerkplaats', dental: 'Tandartspraktijk', reception: 'Receptie', pharmacy: 'Apotheek', supermarket: 'Supermarkt',
    laundrette: 'Wasserette', vet: 'Dierenartspraktijk', grooming: 'Trimsalon',
    spa: 'Wellness', bookshop: 'Boekhandel', library: 'Bibliotheek', 'hotel-room': 'Hotelkamer', nursery: 'Kinderdagverblijf', ward: 'Ziekenhuiskamer', showroom: 'Showroom',
    physio: 'Fysiotherapiepraktijk', 'garden-centre': 'Tuincentrum', 'pro-kitchen': 'Restaurantkeuken', 'noodle-bar': 'Ramenbar', 'nail-salon': 'Nagelstudio', 'care-home': 'Verzorgingshuis',
    'cheese-shop': 'kaaswinkel', fishmonger: 'viswinkel', carriage: 'coupé', bathroom: 'badkamer', 'wine-bar': 'wijnbar', 'tea-room': 'theehuis', pool: 'zwembad', gelateria: 'ijssalon', 'wine-cellar': 'wijnkelder', 'climbing-gym': 'klimhal', 'car-wash': 'wasstraat', 'cookery-school': 'kookschool', coworking: 'coworkingruimte', 'tutoring-centre': 'bijlesinstituut', 'chip-shop': 'frituur', optician: 'brillenwinkel', jeweller: 'juwelierszaak','pet-shop': 'dierenwinkel',
  },
  ar: {
    office: 'المكتب', kitchen: 'المطبخ', cafe: 'المقهى', home: 'غرفة المعيشة', shop: 'المتجر', boutique: 'بوتيك', salon: 'صالون', gym: 'النادي الرياضي',
    bakery: 'المخبز', florist: 'محل الورد', clinic: 'العيادة', warehouse: 'المستودع', classroom: 'قاعة دراسية', studio: 'استوديو يوغا',
    restaurant: 'المطعم', pizzeria: 'مطعم بيتزا', bar: 'الحانة', hotel: 'الفندق', garage: 'ورشة سيارات', 'bike-workshop': 'محل دراجات',
    workshop: 'ورشة نجارة', dental: 'عيادة أسنان', reception: 'مكتب الاستقبال', pharmacy: 'الصيدلية', supermarket: 'السوبرماركت',
    laundrette: 'مغسلة ملابس', vet: 'عيادة بيطرية', grooming: 'صالون تجميل الكلاب',
    spa: 'مركز سبا', bookshop: 'متجر كتب', library: 'المكتبة', 'hotel-room': 'غرفة فندق', nursery: 'الحضانة', ward: 'غرفة المستشفى', showroom: 'معرض سيارات',
    physio: 'عيادة العلاج الطبيعي', 'garden-centre': 'مشتل', 'pro-kitchen': 'مطبخ تجاري', 'noodle-bar': 'مطعم رامن', 'nail-salon': 'صالون أظافر', 'care-home': 'دار المسنين',
    'cheese-shop': 'محل الأجبان', fishmonger: 'محل السمك', carriage: 'عربة القطار', bathroom: 'حمام', 'wine-bar': 'بار النبيذ', 'tea-room': 'بيت الشاي', pool: 'مسبح', gelateria: 'محل البوظة', 'wine-cellar': 'قبو النبيذ', 'climbing-gym': 'صالة تسلق', 'car-wash': 'مغسلة سيارات', 'cookery-school': 'مدرسة طبخ', coworking: 'مساحة عمل مشتركة', 'tutoring-centre': 'مركز دروس خصوصية', 'chip-shop': 'محل سمك وبطاطا', optician: 'محل نظارات', jeweller: 'محل مجوهرات','pet-shop': 'متجر حيوانات',
  },
  ja: {
    office: 'オフィス', kitchen: 'キッチン', cafe: 'カフェ', home: 'リビング', shop: 'お店', boutique: 'ブティック', salon: '美容院', gym: 'ジム',
    bakery: 'パン屋', florist: '花屋', clinic: 'クリニック', warehouse: '倉庫', classroom: '教室', studio: 'ヨガスタジオ', restaurant: 'レストラン',
    pizzeria: 'ピザ屋', bar: 'バー', hotel: 'ホテルのロビー', garage: '整備工場', 'bike-workshop': '自転車屋', workshop: '木工所', dental: '歯科医院',
    reception: '受付', pharmacy: '薬局', supermarket: 'スーパー', laundrette: 'コインランドリー', vet: '動物病院', grooming: 'トリミングサロン',
    spa: 'エステサロン', bookshop: '本屋', library: '図書館', 'hotel-room': 'ホテルの部屋', nursery: '保育園', ward: '病室', showroom: 'ショールーム',
    physio: '整骨院', 'garden-centre': '園芸店', 'pro-kitchen': '厨房', 'noodle-bar': 'ラーメン店', 'nail-salon': 'ネイルサロン', 'care-home': '老人ホーム',
    'cheese-shop': 'チーズ店', fishmonger: '魚屋', carriage: '電車内', bathroom: '浴室', 'wine-bar': 'ワインバー', 'tea-room': '茶房', pool: 'プール', gelateria: 'ジェラート店', 'wine-cellar': 'ワインセラー', 'climbing-gym': 'クライミングジム', 'car-wash': '洗車場', 'cookery-school': '料理教室', coworking: 'コワーキングスペース', 'tutoring-centre': '学習塾', 'chip-shop': 'フィッシュアンドチップス店', optician: '眼鏡店', jeweller: '宝石店','pet-shop': 'ペットショップ',
  },
};

/** Light words, with the time of day where one is named too: [prompt, light, time]. */
const LIGHTS: [string, Light | null, TimeOfDay | null][] = [
  ['People stretching together on mats in a sunny studio', 'bright', null],
  ['A bright, airy office with plants', 'bright', null],
  ['A light-filled kitchen at sunset', 'bright', 'sunset'],
  ['A cosy candlelit bar at night', 'dim', 'night'],
  ['Friends sharing pizza in a warmly lit restaurant in the evening', 'dim', 'sunset'],
  ['A moody hair salon', 'dim', null],
  ['A bar of dark chocolate on a table', null, null],
  ['Warm croissants on a bakery counter', null, null],
  ['Customers smiling inside a pizzeria in a warm, busy room, midday sun', null, 'day'],
  ['A bakery bathed in warm light in the morning', 'dim', 'dawn'],
  ['Ein sonniges Yogastudio am Morgen', 'bright', 'dawn'],
  ['Eine gemütliche Bar bei Kerzenlicht', 'dim', null],
  ['Un estudio de yoga luminoso por la mañana', 'bright', 'dawn'],
  ['Un restaurante acogedor a la luz de las velas', 'dim', null],
  ['Un studio de yoga lumineux', 'bright', null],
  ['Un bistrot chaleureux le soir', 'dim', 'sunset'],
  ['استوديو يوغا مشمس', 'bright', null],
  ['مطعم دافئ على ضوء الشموع في الليل', 'dim', 'night'],
  ['明るいヨガスタジオ', 'bright', null],
  ['夜の薄暗いバー', 'dim', 'night'],
];

describe('a prompt names its room in every lexicon\'s language', () => {
  it('every lexicon has a word for every room', () => {
    expect(Object.keys(ROOM_NAMES).sort()).toEqual(LEXICONS.map((l) => l.language).sort());
    for (const names of Object.values(ROOM_NAMES)) expect(Object.keys(names).sort()).toEqual([...NAMED].sort());
  });

  const cases = Object.entries(ROOM_NAMES).flatMap(([language, names]) => NAMED.map((room) => [language, room, ROOM_WORDS[language]!(names[room])] as const));
  it.each(cases)('%s %s: %s', (language, room, prompt) => {
    const graph = parsePrompt(prompt);
    expect(graph.language).toBe(language);
    expect(graph.setting).toBe(room);
  });

  it('a co-working space is its own room (never an office of suits), a spa no hair salon, a showroom no shop, a hotel room no lobby, in every lexicon\'s language', () => {
    for (const prompt of ['A co-working space in Leeds', 'Ein Coworking-Space in Berlin', 'Un espacio de coworking en Madrid', 'Un espace de coworking à Lyon', 'Een coworkingruimte in Rotterdam', 'مساحة عمل مشتركة في دبي', '渋谷のコワーキングスペース']) {
      expect(parsePrompt(prompt).setting, prompt).toBe('coworking');
    }
    expect(parsePrompt('A massage in a spa').setting).toBe('spa');
    expect(parsePrompt('A new car in the showroom').setting).toBe('showroom');
    expect(parsePrompt('A suitcase in a hotel room').setting).toBe('hotel-room');
  });

  it('a yoga studio is a studio, a pizza restaurant a pizzeria, a bistro a restaurant: not a gym, a café or an office', () => {
    expect(completeScene(parsePrompt('People stretching together on mats in a sunny studio')).setting).toBe('studio');
    expect(parsePrompt('Pilates class in a pilates studio').setting).toBe('studio');
    expect(parsePrompt('Friends sharing pizza in a wood-fired pizza restaurant').setting).toBe('pizzeria');
    expect(parsePrompt('A couple at dinner in a bistro').setting).toBe('restaurant');
    expect(parsePrompt('A designer at work in a design studio').setting).toBe('office');
    // With no place named, what people do or hold says where they are.
    expect(completeScene(parsePrompt('Three women doing yoga')).setting).toBe('studio');
    expect(completeScene(parsePrompt('A pizza on a table')).setting).toBe('pizzeria');
    expect(completeScene(parsePrompt('Two glasses of wine')).setting).toBe('bar');
  });
});

describe('a trade\'s worker or a front desk hints at a room; a named room wins, or becomes the trade\'s kind of it', () => {
  it.each([
    ['A mechanic working under a car in the garage, morning light', 'garage'],
    ['A mechanic working under a car', 'garage'],
    ['A mechanic fixing a bike in the workshop', 'bike-workshop'],
    ['A carpenter planing timber in the workshop', 'workshop'],
    ['A dentist chatting with a young patient in a bright clinic', 'dental'],
    ['A nurse talking with a patient in a clinic', 'clinic'],
    ['A happy driver collecting her keys at the front desk, midday sun', 'reception'],
    ['A receptionist at the front desk of a hotel', 'hotel'],
    ['Guests checking in at the hotel reception', 'hotel'],
    ['A customer paying at the front desk of the garage', 'garage'],
    ['A florist arranging flowers in a park', 'park'],
    ['Un panadero sacando pan del horno y una clienta comprando croissants en el mostrador', 'bakery'],
    ['Ein Bäcker holt Brot aus dem Ofen und eine Kundin kauft Croissants an der Theke', 'bakery'],
    ['Un boulanger sort le pain du four et une cliente achète des croissants au comptoir', 'bakery'],
    ['خباز يخرج الخبز من الفرن وزبونة تشتري الكرواسون عند المنضدة', 'bakery'],
    ['パン職人がオーブンからパンを取り出し、お客さんがカウンターでクロワッサンを買う', 'bakery'],
    ['Eine Mechanikerin repariert ein Fahrrad in der Werkstatt', 'bike-workshop'],
    ['ميكانيكي يصلح سيارة في الورشة', 'garage'],
    ['整備士が整備工場で車を修理する', 'garage'],
    ['Una dentista habla con un niño en la clínica', 'dental'],
    // A room named after the first that is a kind of it makes it precise.
    ["A physio treating a runner's knee on the treatment table inside a clinic", 'physio'],
    ["The clinic's bright treatment rooms, midday light", 'physio'],
    ['A spa treatment room with candles', 'spa'],
    ['In der Arztpraxis: eine Läuferin auf der Behandlungsliege', 'physio'],
  ])('%s: %s', (prompt, setting) => {
    expect(completeScene(parsePrompt(prompt)).setting).toBe(setting);
  });

  it('a baker opening a German sentence is a person, not a business called "Ein Bäcker"', () => {
    const graph = parsePrompt('Ein Bäcker holt Brot aus dem Ofen');
    expect(graph.business).toBeNull();
    expect(graph.things.map((t) => t.concept)).toContain('baker');
  });
});

describe('what a room shows decides which of its family it is', () => {
  it.each([
    // Any shop selling flowers is a florist's, in every lexicon's language; bread a bakery, books a bookshop.
    ['La boutique pleine de fleurs, dans la lumière du matin', 'florist'],
    ['A shop full of buckets of flowers', 'florist'],
    ['A florist shop with a woman at the counter', 'florist'],
    ['Una tienda llena de flores', 'florist'],
    ['Ein Laden voller Blumen', 'florist'],
    ['La fleuriste dans la boutique', 'florist'],
    ['A baker serving in the shop', 'bakery'],
    ['A shop full of fresh bread', 'bakery'],
    ['A boutique with a red dress on a rail', 'boutique'],
    ['花屋の店内', 'florist'],
    // A nursery of plants with no child is a plant nursery; with children, or named as childcare, a nursery.
    ['A nursery full of potted plants', 'garden-centre'],
    ['A plant nursery in spring', 'garden-centre'],
    ['Plants in pots inside a greenhouse', 'garden-centre'],
    ['Une pépinière au printemps', 'garden-centre'],
    ['A staff member at a nursery greeting a customer beside trays of seedlings at the counter', 'garden-centre'],
    ['Children planting seedlings in the nursery garden', 'nursery'],
    ['Children planting flowers at the nursery', 'nursery'],
    ['Children painting at a table in the nursery', 'nursery'],
    ['Eine Kita mit Kindern', 'nursery'],
    // Children with their teacher, or story time, are at nursery with no place named; children alone play outdoors.
    ['Children painting at a table with their teacher', 'nursery'],
    ['A table with their teacher, story time on the rug', 'nursery'],
    ['Children playing in the park', 'park'],
    // Counter seats and a ramen shop are a noodle bar; a commercial kitchen no home kitchen.
    ['職人が麺を湯切りする様子、カウンター席で食べるお客様', 'noodle-bar'],
    ['A chef cooking in a restaurant kitchen', 'pro-kitchen'],
    ['A couple cooking dinner in the kitchen', 'kitchen'],
    // A counter in a clinic is its front desk.
    ['A staff member at a clinic greeting a customer beside treatment chairs at the counter', 'reception'],
    ['A receptionist greeting a patient at the counter of the physio clinic', 'reception'],
    ['A physio with a patient beside treatment chairs', 'physio'],
  ])('%s: %s', (prompt, setting) => {
    expect(completeScene(parsePrompt(prompt)).setting).toBe(setting);
  });

  it('a pot named among plants is the one they grow in, never a cooking pot on a hob', () => {
    for (const prompt of ['Plants in pots inside a greenhouse', 'Eine Gärtnerei voller Pflanzen in Töpfen', 'A nursery full of plants in pots']) {
      const scene = completeScene(parsePrompt(prompt));
      expect(scene.setting, prompt).toBe('garden-centre');
      expect(scene.things.map((t) => t.concept), prompt).not.toContain('pot');
      expect(scene.things.map((t) => t.concept), prompt).not.toContain('hob');
    }
    expect(completeScene(parsePrompt('A pot of soup on the hob')).setting).toBe('kitchen');
  });

  it('furniture a room draws itself is the room\'s: a treatment table is the physio\'s plinth, treatment chairs at reception its waiting chairs', () => {
    const concepts = (prompt: string) => completeScene(parsePrompt(prompt)).things.map((t) => t.concept);
    expect(concepts("A physio treating a runner's knee on the treatment table inside a clinic")).not.toContain('table');
    expect(concepts('A staff member at a clinic greeting a customer beside treatment chairs at the counter')).not.toContain('chair');
    expect(concepts('Close-up of treatment chairs and equipment inside a clinic')).toEqual(['physio']);
    expect(concepts('A coach spotting a bench press inside a gym')).not.toContain('bench');
    expect(concepts('A staff member at a gym greeting a customer beside racks of dumbbells at the counter')).not.toContain('shelf');
    expect(concepts('A woman sitting on a chair in the living room')).toContain('chair');
  });

  it('an action possible in a room is possible in its kinds: a physio examines in a treatment room, customers eat at a ramen counter', () => {
    expect(completeScene(parsePrompt('A physio examining a patient in a physiotherapy clinic'))).toMatchObject({ setting: 'physio', pose: 'examining' });
    expect(completeScene(parsePrompt('A physio treating a patient in a physiotherapy clinic'))).toMatchObject({ setting: 'physio', pose: 'treating' });
    expect(completeScene(parsePrompt('Customers eating ramen in a noodle bar'))).toMatchObject({ setting: 'noodle-bar', pose: 'eating' });
    // A rehab stretch stays in the clinic it is named in, never a yoga studio.
    expect(completeScene(parsePrompt('A patient stretching with a resistance band inside a clinic'))).toMatchObject({ setting: 'physio', pose: 'stretching' });
    expect(completeScene(parsePrompt('Chefs cooking in a commercial kitchen'))).toMatchObject({ setting: 'pro-kitchen', pose: 'cooking' });
  });
});

describe('an estate agent\'s or a home service\'s prompt is at a house front, in every lexicon\'s language', () => {
  it.each([
    ['A young couple smiling outside their new home', 'en'],
    ['An estate agent handing keys to a family at the front door', 'en'],
    ['Eine Familie vor ihrem Einfamilienhaus', 'de'],
    ['Una pareja delante de su casa nueva', 'es'],
    ['Un couple devant sa maison neuve', 'fr'],
    ['عائلة أمام منزل جديد', 'ar'],
    ['マイホームの前に立つ家族', 'ja'],
  ])('%s', (prompt, language) => {
    const scene = completeScene(parsePrompt(prompt));
    expect(scene.language).toBe(language);
    expect(scene.setting).toBe('house');
  });

  for (const aspect of ['9:16', '16:9'] as const) {
    it(`${aspect}: the house's front door and the agent's board are in the brand's colour, whole in the frame`, () => {
      const [width, height] = SIZES[aspect];
      const unit = Math.min(width, height) / 100;
      const floor = height * 0.8;
      const horizon = floor - height * 0.3;
      const palette = { ...paletteFor(null, 'cinematic'), accent: '#1f6feb' };
      const place = paintPlace('house', 'day', { width, height, floor, ground: floor - (floor - horizon) * 0.3, horizon, surfaceTop: null, unit }, palette, rng(7));
      const ctx = createCanvas(width, height).getContext('2d');
      for (const { picture } of place.layers) ctx.drawImage(picture, 0, 0);
      const { data } = ctx.getImageData(0, 0, width, height);
      const brand = (x0: number, x1: number) => {
        let n = 0;
        for (let y = 0; y < height; y++) for (let x = Math.max(0, Math.floor(x0)); x < Math.min(width, x1); x++) {
          const i = (y * width + x) * 4;
          if (Math.abs(data[i]! - 0x1f) < 12 && Math.abs(data[i + 1]! - 0x6f) < 12 && Math.abs(data[i + 2]! - 0xeb) < 12) n++;
        }
        return n;
      };
      // The door at the middle; the board to its right, its right edge inside the frame.
      expect(brand(width * 0.45, width * 0.55)).toBeGreaterThan(unit * unit * 20);
      expect(brand(width * 0.6, width)).toBeGreaterThan(unit * unit * 60);
      expect(brand(width - 1, width)).toBe(0);
    });
  }
});

describe('tables outside a café are a terrace, in every lexicon\'s language', () => {
  it.each([
    ['Friends having coffee on a café terrace in the afternoon', 'en'],
    ['A couple dining al fresco at sunset', 'en'],
    ['Eine Frau trinkt Kaffee auf der Terrasse eines Straßencafés', 'de'],
    ['Amigos en una terraza al atardecer', 'es'],
    ['Des amis en terrasse le soir', 'fr'],
    ['أصدقاء يشربون القهوة في تراس المقهى', 'ar'],
    ['テラス席でコーヒーを飲む友人たち', 'ja'],
  ])('%s', (prompt, language) => {
    const scene = completeScene(parsePrompt(prompt));
    expect(scene.language).toBe(language);
    expect(scene.setting).toBe('terrace');
  });
});

describe('a prompt names its light, apart from its time of day', () => {
  it.each(LIGHTS)('%s', (prompt, light, time) => {
    const graph = parsePrompt(prompt);
    expect(graph.light).toBe(light);
    expect(graph.time).toBe(time);
  });

  it('a product scene is staged in the light its prompt names, even with no place named', () => {
    expect(productStage('The bottle on a counter in a cosy café')).toMatchObject({ setting: 'cafe', light: 'dim' });
    expect(productStage('The bottle in bright sunlight')?.light).toBe('bright');
  });
});

const SIZES = { '9:16': [216, 384], '16:9': [384, 216] } as const;

/** A room painted as a scene paints it; `margin` widens the layer each side as a scene does (7 units: scenes/subject-scene.ts), for the camera's truck. */
function paint(room: RoomId, aspect: keyof typeof SIZES, time: TimeOfDay, light: Light | null, margin = 0): { place: Place; pixels: Uint8ClampedArray; width: number; height: number; ground: number } {
  const [frame, height] = SIZES[aspect];
  const unit = Math.min(frame, height) / 100;
  const width = frame + 2 * margin * unit;
  const floor = height * 0.8;
  const horizon = floor - height * 0.3;
  const ground = floor - (floor - horizon) * 0.3;
  const place = paintPlace(room, time, { width, height, floor, ground, horizon, surfaceTop: height * 0.62, unit }, paletteFor(null, 'cinematic'), rng(7), null, light);
  const ctx = createCanvas(width, height).getContext('2d');
  for (const { picture } of place.layers) ctx.drawImage(picture, 0, 0);
  return { place, pixels: ctx.getImageData(0, 0, width, height).data, width, height, ground };
}

/** Mean luma (0–255) of the rows from y0 to y1. */
function luma(p: ReturnType<typeof paint>, y0 = 0, y1 = p.height): number {
  let sum = 0;
  for (let i = Math.floor(y0) * p.width * 4; i < Math.floor(y1) * p.width * 4; i += 4) sum += 0.2126 * p.pixels[i]! + 0.7152 * p.pixels[i + 1]! + 0.0722 * p.pixels[i + 2]!;
  return sum / ((Math.floor(y1) - Math.floor(y0)) * p.width);
}

/** The floor's brightest patch: the highest mean luma of a column of floor pixels a tenth of the frame wide. */
function sunlitFloor(p: ReturnType<typeof paint>): number {
  const band = Math.round(p.width / 10);
  let best = 0;
  for (let x0 = 0; x0 + band <= p.width; x0 += band / 2) {
    let sum = 0;
    let n = 0;
    for (let y = Math.ceil(p.ground) + 2; y < p.height; y++) {
      for (let x = x0; x < x0 + band; x++) {
        const i = (y * p.width + x) * 4;
        sum += 0.2126 * p.pixels[i]! + 0.7152 * p.pixels[i + 1]! + 0.0722 * p.pixels[i + 2]!;
        n++;
      }
    }
    best = Math.max(best, sum / n);
  }
  return best;
}

/** Mean colour inside a box. */
function colourIn(p: ReturnType<typeof paint>, box: Box): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.ceil(box.y); y < box.y + box.h; y++) {
    for (let x = Math.ceil(box.x); x < box.x + box.w; x++) {
      const i = (y * p.width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c]! += p.pixels[i + c]!;
      n++;
    }
  }
  return sum.map((s) => s / n) as [number, number, number];
}

/** Pixels as dark as cast iron (a dumbbell's head, a weight plate). */
function ironPixels(p: ReturnType<typeof paint>): number {
  let n = 0;
  for (let i = 0; i < p.pixels.length; i += 4) if (p.pixels[i]! < 40 && p.pixels[i + 1]! < 40 && p.pixels[i + 2]! < 45) n++;
  return n;
}

describe('a room is painted in the light its prompt names', () => {
  const everywhere = (['9:16', '16:9'] as const).flatMap((aspect) => ROOMS.map((room) => [aspect, room] as const));

  it.each(everywhere)('%s %s: sunny is brighter than plain daylight, which is brighter than cosy lamplight or night', (aspect, room) => {
    const sunny = luma(paint(room, aspect, 'day', 'bright'));
    const plain = luma(paint(room, aspect, 'day', null));
    const cosy = luma(paint(room, aspect, 'day', 'dim'));
    const night = luma(paint(room, aspect, 'night', null));
    expect(sunny).toBeGreaterThan(plain + 8);
    expect(cosy).toBeLessThan(plain * 0.88);
    expect(night).toBeLessThan(plain * 0.88);
  });

  const daylit = everywhere.filter(([, room]) => !SUNLESS.has(room));
  it.each(daylit)('%s %s: the sun lays patches of light on a sunny room\'s floor', (aspect, room) => {
    const sunny = paint(room, aspect, 'day', 'bright');
    const plain = paint(room, aspect, 'day', null);
    expect(sunlitFloor(sunny)).toBeGreaterThan(sunlitFloor(plain) + 15);
  });

  const sunless = everywhere.filter(([, room]) => SUNLESS.has(room));
  it.each(sunless)('%s %s: no daylight reaches it: a sunny prompt lays no patch on its floor, and dusk does not tint it', (aspect, room) => {
    expect(sunless.length).toBeGreaterThan(0);
    const sunny = paint(room, aspect, 'day', 'bright');
    expect(sunlitFloor(sunny)).toBeLessThan(luma(sunny, sunny.ground + 2) + 4);
    const day = colourIn(paint(room, aspect, 'day', null), { x: 0, y: 0, w: 40, h: 40 });
    const dusk = colourIn(paint(room, aspect, 'sunset', null), { x: 0, y: 0, w: 40, h: 40 });
    expect(dusk).toEqual(day);
  });

  it.each(everywhere)('%s %s: in lamplight, the lamps are the brightest things on the wall', (aspect, room) => {
    const cosy = paint(room, aspect, 'sunset', 'dim');
    const lampRows = luma(cosy, 0, cosy.ground);
    let brightest = 0;
    for (let i = 0; i < cosy.ground * cosy.width * 4; i += 4) brightest = Math.max(brightest, 0.2126 * cosy.pixels[i]! + 0.7152 * cosy.pixels[i + 1]! + 0.0722 * cosy.pixels[i + 2]!);
    expect(brightest).toBeGreaterThan(Math.max(200, lampRows * 2));
  });
});

describe('each advert room shows what tells it', () => {
  for (const aspect of ['9:16', '16:9'] as const) {
    it(`${aspect}: a yoga studio has its rack of mats and no weights; a gym has its weights`, () => {
      const studio = paint('studio', aspect, 'day', 'bright');
      const gym = paint('gym', aspect, 'day', null);
      expect(studio.place.props.map((p) => p.name)).toEqual(['mats']);
      expect(gym.place.props.map((p) => p.name)).toContain('weights');
      expect(ironPixels(studio)).toBe(0);
      expect(ironPixels(gym)).toBeGreaterThan(studio.width * studio.height * 0.005);
    });

    it(`${aspect}: a pizzeria's oven glows at the back, by day and in lamplight; a restaurant has none`, () => {
      for (const light of [null, 'dim'] as const) {
        const pizzeria = paint('pizzeria', aspect, 'day', light);
        const oven = pizzeria.place.props.find((p) => p.name === 'oven')!;
        expect(oven.box.y + oven.box.h).toBeLessThanOrEqual(pizzeria.height * 0.62 + 1);
        const [r, g, b] = colourIn(pizzeria, oven.box);
        expect(r).toBeGreaterThan(200);
        expect(r - b).toBeGreaterThan(100);
        expect(g).toBeGreaterThan(100);
      }
      expect(paint('restaurant', aspect, 'day', null).place.props.map((p) => p.name)).not.toContain('oven');
    });

    it(`${aspect}: each trade's room has its telling props, whole in the frame`, () => {
      const telling: Partial<Record<RoomId, string[]>> = {
        garage: ['tyres', 'tools', 'lift'], 'bike-workshop': ['wheels', 'tools', 'bike-stand'], workshop: ['timber', 'tools', 'workbench'],
        dental: ['x-ray', 'dental-chair'], clinic: ['couch', 'cabinet'], reception: ['feature-wall', 'waiting-chairs'], pharmacy: ['medicines', 'cross'],
        supermarket: ['shelves', 'chiller'], bakery: ['bread', 'oven'], laundrette: ['machines'], vet: ['pet-food', 'exam-table', 'poster', 'scale'],
        grooming: ['leads', 'towels', 'dryer', 'bath', 'grooming-table'], cafe: ['cups', 'menu', 'cakes', 'espresso'],
        spa: ['massage-bed', 'candles'], bookshop: ['books', 'book-table'], library: ['books', 'reading-table'], 'hotel-room': ['bed', 'window'],
        nursery: ['toys'], ward: ['bed', 'monitor'], showroom: ['banner', 'car'], florist: ['wrapping', 'buckets'], salon: ['backwash', 'products'], classroom: ['desks'], gym: ['weights', 'bench', 'bikes'],
        physio: ['plinth', 'anatomy-chart', 'bands', 'rollers', 'ball'], 'garden-centre': ['benches'], 'pro-kitchen': ['range', 'hood', 'pans', 'pass'],
        'noodle-bar': ['noren', 'pots', 'menu'], 'nail-salon': ['polish', 'manicure-desk', 'reception-desk'], 'care-home': ['armchairs'],
        'cheese-shop': ['cheese-shelves', 'prices'], fishmonger: ['net', 'fish-plaque', 'catch'],
        'wine-bar': ['wine-rack', 'wine-rack', 'wines'], 'tea-room': ['alcove', 'screens'], gelateria: ['flavours', 'cone-sign'],
        carriage: ['line-map', 'seats', 'commuters', 'straps', 'poles'], bathroom: ['bath', 'towels', 'bottles'],
        'pet-shop': ['pet-food', 'scratching-post', 'fish-tanks', 'tins'],
      };
      for (const [room, names] of Object.entries(telling) as [RoomId, string[]][]) {
        const { place, width, height } = paint(room, aspect, 'day', null, 7);
        const margin = (width - SIZES[aspect][0]) / 2;
        expect(place.props.map((p) => p.name), room).toEqual(names);
        for (const { name, box } of place.props) {
          // Runs along the wall (shelving, a rail of wheels) go on past the frame from the layer's end; the rest stand whole inside it.
          if (box.x <= 0 || box.x + box.w >= width) continue;
          expect(box.x, `${room} ${name}`).toBeGreaterThanOrEqual(margin);
          expect(box.y, `${room} ${name}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.w, `${room} ${name}`).toBeLessThanOrEqual(width - margin + 0.5);
          expect(box.y + box.h, `${room} ${name}`).toBeLessThanOrEqual(height);
        }
      }
    });

    it(`${aspect}: furniture standing on the floor keeps out of the middle of the frame, where the people stand`, () => {
      const standing = { garage: ['tyres'], 'bike-workshop': ['bike-stand'], workshop: ['timber'], dental: ['dental-chair'], clinic: ['couch', 'cabinet'], vet: ['exam-table', 'pet-food', 'scale'], grooming: ['dryer', 'bath', 'grooming-table'],
        spa: ['massage-bed'], bookshop: ['book-table'], library: ['reading-table'], nursery: ['toys'], ward: ['bed', 'monitor'], showroom: ['car'],
        salon: ['backwash'], classroom: ['desks'], gym: ['bench', 'bikes'], physio: ['plinth', 'rollers', 'ball'], 'garden-centre': ['benches'], 'nail-salon': ['manicure-desk', 'reception-desk'], 'care-home': ['armchairs'],
        'pet-shop': ['pet-food', 'scratching-post', 'fish-tanks'] } as const;
      for (const [room, names] of Object.entries(standing)) {
        const { place, width } = paint(room as RoomId, aspect, 'day', null, 7);
        const [frame] = SIZES[aspect];
        const left = (width - frame) / 2;
        for (const name of names) {
          const { box } = place.props.find((p) => p.name === name)!;
          expect(box.x + box.w <= left + frame * 0.4 || box.x >= left + frame * 0.6, `${room} ${name}`).toBe(true);
        }
      }
    });

    it(`${aspect}: a café is no bar: its espresso machine, cakes and cups stand on a light back counter; a bar's bottles line a dark wall`, () => {
      const cafe = paint('cafe', aspect, 'day', null);
      const bar = paint('bar', aspect, 'day', null);
      expect(cafe.place.props.map((p) => p.name)).toEqual(expect.arrayContaining(['espresso', 'cakes', 'cups']));
      expect(cafe.place.props.map((p) => p.name)).not.toContain('bottles');
      expect(bar.place.props.map((p) => p.name)).toContain('bottles');
      expect(bar.place.props.map((p) => p.name)).not.toContain('espresso');
      expect(luma(cafe, 0, cafe.ground)).toBeGreaterThan(luma(bar, 0, bar.ground) + 60);
    });

    it(`${aspect}: a bakery's deck oven glows above its counter, by day and in lamplight`, () => {
      for (const light of [null, 'dim'] as const) {
        const bakery = paint('bakery', aspect, 'day', light);
        const oven = bakery.place.props.find((p) => p.name === 'oven')!;
        expect(oven.box.y + oven.box.h).toBeLessThanOrEqual(bakery.height * 0.62);
        const [r, , b] = colourIn(bakery, oven.box);
        expect(r).toBeGreaterThan(180);
        expect(r - b).toBeGreaterThan(80);
      }
    });

    it(`${aspect}: a dental surgery's chair is upholstered in colour; a pharmacy's cross is green; a garage's lift is red`, () => {
      const dental = paint('dental', aspect, 'day', null);
      const [cr, cg, cb] = colourIn(dental, dental.place.props.find((p) => p.name === 'dental-chair')!.box);
      expect(Math.max(cr, cg, cb) - Math.min(cr, cg, cb)).toBeGreaterThan(10);
      const pharmacy = paint('pharmacy', aspect, 'day', null);
      const [pr, pg] = colourIn(pharmacy, pharmacy.place.props.find((p) => p.name === 'cross')!.box);
      expect(pg - pr).toBeGreaterThan(60);
      const garage = paint('garage', aspect, 'day', null);
      const lift = garage.place.props.find((p) => p.name === 'lift')!.box;
      const [lr, lg] = colourIn(garage, { x: lift.x, y: lift.y, w: lift.w * 0.05, h: lift.h });
      expect(lr - lg).toBeGreaterThan(100);
    });
  }
});
