/** Spanish: the common advert and training subjects. */
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

export const ES: Lexicon = {
  language: 'es',
  spaced: true,
  groundFirst: false,
  compounds: false,
  capitalisedNouns: false,
  nouns: {
    ...PAPER_WORDS.es,
    ...CONSULTATION_WORDS.es.nouns,
    ...OFFICE_STAFF_WORDS.es,
    ...PEOPLE_WORDS.es.nouns,
    ...CARE_WORDS.es.nouns,
    ...HOME_MOVE_WORDS.es.nouns,
    ...FOOD_TRUCK_WORDS.es.nouns,
    ...HOUSEKEEPING_WORDS.es.nouns,
    ...EVERYDAY_WORDS.es.nouns,
    ...KIN_WORDS.es,
    ...WINE_WORDS.es.nouns,
    ...MUSIC_WORDS.es.nouns,
    ...EVENT_WORDS.es.nouns, ...RIDE_WORDS.es.nouns, ...WELCOME_WORDS.es.nouns, ...SWIM_WORDS.es.nouns, ...GROOMING_WORDS.es.nouns, ...WORK_WORDS.es.nouns,
    ...HOME_ENERGY_WORDS.es.nouns,
    ...HOME_LIFE_WORDS.es.nouns,
    ...PET_WORDS.es.nouns,
    ...CAT_WORDS.es.nouns,
    ...PRODUCT_WORDS.es,
    ...FOOD_TRADE_WORDS.es.nouns, ...DRINK_WORDS.es.nouns,
    ...FITNESS_WORDS.es.nouns,
    ...WEAR_WORDS.es.nouns,
    maceta: 'plant', 'planta en maceta': 'plant', plantón: 'plant', arbusto: 'plant',
    'camilla de tratamiento': 'table',
    // Physical work and care (illustrations/bodies.ts): each trade in its work clothes.
    'trabajador de almacén': 'labourer', 'trabajadora de almacén': 'labourer', mozo: 'labourer', 'mozo de almacén': 'labourer', operario: 'labourer', operaria: 'labourer',
    mensajero: 'courier', repartidor: 'courier', repartidora: 'courier', 'peluquero canino': 'groomer', 'peluquera canina': 'groomer', veterinario: 'vet', veterinaria: 'vet',
    'persona mayor': 'elder', anciano: 'elder', anciana: 'elder', 'señora mayor': 'elder', 'señor mayor': 'elder', jubilado: 'elder', jubilada: 'elder',
    café: 'coffee', 'café con leche': 'coffee', cortado: 'coffee', capuchino: 'coffee', té: 'tea', leche: 'milk', batido: 'smoothie',
    zumo: 'juice', jugo: 'juice', agua: 'water', vino: 'wine', cerveza: 'beer', cóctel: 'cocktail', bebida: 'coffee',
    hamburguesa: 'burger', patatas: 'fries', ensalada: 'salad', sopa: 'soup', pasta: 'pasta', tarta: 'cake', pastel: 'cake',
    cruasán: 'croissant', manzana: 'apple', fruta: 'fruit', verdura: 'vegetables', pizza: 'pizza', bocadillo: 'sandwich',
    pan: 'bread', huevo: 'egg', galleta: 'cookie', helado: 'ice-cream', comida: 'meal', plato: 'plate', desayuno: 'pancakes',
    granos: 'beans', chocolate: 'chocolate', queso: 'cheese',
    batidora: 'blender', licuadora: 'blender', hervidor: 'kettle', cafetera: 'coffee-machine', tostadora: 'toaster',
    aspiradora: 'vacuum', jarra: 'jug', tetera: 'teapot', taza: 'cup', vaso: 'glass', cuenco: 'bowl', jarrón: 'vase',
    móvil: 'phone', teléfono: 'phone', celular: 'phone', smartphone: 'phone', aplicación: 'phone', app: 'phone', tableta: 'tablet',
    portátil: 'laptop', ordenador: 'laptop', computadora: 'laptop', web: 'laptop', monitor: 'monitor', pizarra: 'board', gráfico: 'chart', gráfica: 'chart', reloj: 'watch', auriculares: 'headphones', cámara: 'camera', televisor: 'tv',
    muro: 'wall', pared: 'wall', muelle: 'wall', mostrador: 'counter', barra: 'counter', encimera: 'counter', mesa: 'table',
    escritorio: 'desk', estante: 'shelf', estantería: 'shelf', banco: 'bench',
    persona: 'person', hombre: 'man', mujer: 'woman', chica: 'woman', chico: 'child', niño: 'child', niña: 'child', bebé: 'baby',
    trabajador: 'worker', empleado: 'worker', empleada: 'woman-worker', equipo: 'team', compañeros: 'team', desarrollador: 'developer',
    ingeniero: 'developer', diseñadora: 'woman-developer', camarero: 'barista', barista: 'barista', cocinero: 'chef', chef: 'chef', pizzero: 'chef', pizzera: 'chef', pizzaiolo: 'chef',
    horno: 'oven', sartén: 'pan', olla: 'pot',
    médico: 'doctor', médica: 'doctor', doctor: 'doctor', doctora: 'doctor', enfermera: 'nurse', enfermero: 'nurse', dentista: 'dentist',
    paciente: 'patient', conductor: 'driver', conductora: 'driver', 
    mecánico: 'mechanic', mecánica: 'mechanic', electricista: 'electrician', fontanero: 'plumber', plomero: 'plumber',
    albañil: 'builder', obrero: 'builder', carpintero: 'builder', jardinero: 'farmer', jardinera: 'farmer', limpiador: 'cleaner', limpiadora: 'cleaner', 'camarera de piso': 'cleaner', 'camarero de piso': 'cleaner',
    peluquero: 'man', peluquera: 'woman', estilista: 'woman', entrenador: 'coach', entrenadora: 'coach', maestro: 'teacher',
    maestra: 'teacher', alumno: 'student', alumna: 'student', tutor: 'tutor', recepcionista: 'receptionist', cajero: 'staff', cajera: 'staff',
    dependiente: 'staff', dependienta: 'staff', vendedor: 'staff', vendedora: 'staff', panadero: 'baker', panadera: 'baker', pastelero: 'chef',
    cocinera: 'woman-chef', camarera: 'barista', florista: 'florist', fisioterapeuta: 'physio', fisio: 'physio', masajista: 'physio', osteópata: 'physio', farmacéutico: 'pharmacist', farmacéutica: 'pharmacist', óptico: 'pharmacist',
    contable: 'worker', contador: 'worker', abogado: 'worker', abogada: 'worker', científico: 'scientist', científica: 'scientist',
    cuidador: 'carer', cuidadora: 'carer', padre: 'man', madre: 'woman', padres: 'family', huésped: 'customer', turista: 'tourist',
    viajero: 'tourist', piloto: 'pilot', policía: 'police', bombero: 'firefighter', dueño: 'staff', dueña: 'staff', propietario: 'staff', propietaria: 'staff', encargado: 'staff', encargada: 'staff', estudiante: 'student', profesor: 'teacher', profesora: 'teacher', corredor: 'runner',
    ciclista: 'cyclist', cliente: 'customer', clienta: 'woman-customer', socio: 'person', socia: 'person', miembro: 'person', amigos: 'friends', familia: 'family', pareja: 'couple',
    zapato: 'shoe', zapatilla: 'shoe', zapatillas: 'shoe', bota: 'boot', camiseta: 'shirt', chaqueta: 'jacket', vestido: 'dress',
    bolso: 'bag', bolsa: 'bag', mochila: 'backpack', gorra: 'cap', gafas: 'glasses', anillo: 'ring', pintalabios: 'lipstick',
    botella: 'lotion', jabón: 'soap', vela: 'candle', sofá: 'sofa', cama: 'bed', planta: 'plant',
    flores: 'flowers', flor: 'flowers', árbol: 'tree', llave: 'key', candado: 'lock', silla: 'chair', sillón: 'chair', libro: 'book',
    regalo: 'gift', paquete: 'package', caja: 'package', tarjeta: 'card', dinero: 'money', recibo: 'receipt', factura: 'receipt',
    documento: 'document', trofeo: 'trophy', guitarra: 'guitar', pelota: 'ball', balón: 'ball', robot: 'robot',
    bicicleta: 'bicycle', bici: 'bicycle', coche: 'car', carro: 'car', auto: 'car', taxi: 'taxi', autobús: 'bus', camión: 'truck',
    furgoneta: 'truck', patinete: 'scooter', moto: 'motorbike', tren: 'train', avión: 'plane', barco: 'boat', velero: 'boat',
    maleta: 'suitcase', mapa: 'map', perro: 'dog', gato: 'cat', pájaro: 'bird', caballo: 'horse', pez: 'fish',
    ...EATING_WORDS.es.nouns,
    ...LESSON_WORDS.es.nouns,
    ...WEDDING_WORDS.es.nouns,
    ...MARKET_WORDS.es.nouns,
    ...CAR_WASH_WORDS.es.nouns,
    ...COURSE_WORDS.es.nouns,
    ...BEAUTY_WORDS.es.nouns,
    ...groupHeadNouns(ESPRESSO_CLOSE_WORDS.es),
    ...DISH_AREA_WORDS.es.nouns,
    ...CHIP_SHOP_WORDS.es.nouns,
    ...PLATED_FOOD_WORDS.es.nouns,
    ...PET_SHOP_WORDS.es.nouns,
  },
  relations: {
    de: 'of', interior: 'in', del: 'of',
    sobre: 'on', encima: 'on', 'encima de': 'on', en: 'in', dentro: 'in', 'dentro de': 'in', 'apoyada en': 'leaning',
    'apoyado en': 'leaning', 'apoyada contra': 'leaning', 'apoyado contra': 'leaning', contra: 'leaning',
    'junto a': 'beside', 'al lado de': 'beside', 'cerca de': 'beside', con: 'with', y: 'and', e: 'and',
    'delante de': 'in-front-of', 'frente a': 'in-front-of', 'detrás de': 'behind', debajo: 'under', 'debajo de': 'under',
    bajo: 'under', sosteniendo: 'holding', sostiene: 'holding', sujetando: 'holding',
    usando: 'holding', usa: 'holding', mirando: 'holding', lleva: 'holding', llevando: 'holding',
    vertiendo: 'pouring', vierte: 'pouring', vertiéndose: 'pouring', sirviendo: 'pouring', sirve: 'pouring', 'se vierte': 'pouring',
  },
  settings: {
    ...CONSULTATION_WORDS.es.settings,
    ...PEOPLE_WORDS.es.settings,
    ...CARE_WORDS.es.settings,
    ...HOME_MOVE_WORDS.es.settings,
    ...EVERYDAY_WORDS.es.settings,
    ...MUSIC_WORDS.es.settings,
    ...EVENT_WORDS.es.settings, ...RIDE_WORDS.es.settings, ...SWIM_WORDS.es.settings, ...WORK_WORDS.es.settings,
    ...HOME_ENERGY_WORDS.es.settings,
    ...WEAR_WORDS.es.settings,
    ...PRODUCT_PLACES.es,
    ...PET_WORDS.es.settings,
    ...CAT_WORDS.es.settings,
    ...FOOD_TRADE_WORDS.es.settings, ...DRINK_WORDS.es.settings,
    ...WINERY_WORDS.es,
    fisioterapia: 'physio', fisioterapeuta: 'physio', 'clínica de fisioterapia': 'physio', osteópata: 'physio', quiropráctico: 'physio',
    'camilla de tratamiento': 'physio', vivero: 'garden-centre', invernadero: 'garden-centre', 'centro de jardinería': 'garden-centre',
    'cocina profesional': 'pro-kitchen', 'cocina industrial': 'pro-kitchen', 'cocina de restaurante': 'pro-kitchen', 'bar de ramen': 'noodle-bar',
    'restaurante de ramen': 'noodle-bar', 'bar de fideos': 'noodle-bar', 'salón de uñas': 'nail-salon', manicura: 'nail-salon',
    'residencia de ancianos': 'care-home', 'residencia de mayores': 'care-home', 'hogar de ancianos': 'care-home', granja: 'farm', establo: 'farm',
    gasolinera: 'forecourt', 'estación de servicio': 'forecourt',
    puerto: 'harbour', muelle: 'harbour', paseo: 'harbour', playa: 'beach', costa: 'beach', mar: 'beach', océano: 'beach',
    calle: 'street', barrio: 'street', pueblo: 'street', mercado: 'street', ciudad: 'city', urbano: 'city', parque: 'park',
    jardín: 'park', bosque: 'park', campo: 'park', naturaleza: 'park', montaña: 'mountains', montañas: 'mountains', lago: 'mountains',
    oficina: 'office', trabajo: 'office', 'sala de reuniones': 'office', aula: 'classroom', cocina: 'kitchen', cafetería: 'cafe',
    bar: 'bar', taberna: 'bar', 'bar de copas': 'bar', coctelería: 'bar', restaurante: 'restaurant', bistró: 'restaurant', trattoria: 'restaurant',
    comedor: 'restaurant', pizzería: 'pizzeria', 'horno de leña': 'pizzeria', hotel: 'hotel', vestíbulo: 'hotel', 'recepción del hotel': 'hotel', lobby: 'hotel',
    terraza: 'terrace', 'terraza de café': 'terrace', estudio: 'studio', 'estudio de yoga': 'studio', 'estudio de pilates': 'studio', 'estudio de danza': 'studio', 'escuela de danza': 'studio',
    'salón de belleza': 'nail-salon', barbería: 'salon', pastelería: 'bakery', 'tienda de ropa': 'boutique', boutique: 'boutique',
    escuela: 'classroom', 'sala de formación': 'classroom', hospital: 'clinic', consultorio: 'clinic', 'tienda de flores': 'florist', 'sala de estar': 'home', panadería: 'bakery', floristería: 'florist', gimnasio: 'gym', peluquería: 'salon', clínica: 'clinic', almacén: 'warehouse',
    escaparate: 'shopfront', entrada: 'shopfront', fachada: 'shopfront', hogar: 'home', salón: 'home', casa: 'home', apartamento: 'home',
    tienda: 'shop',
    garaje: 'garage', 'taller mecánico': 'garage', 'taller de coches': 'garage', mecánico: 'garage', 'taller de bicicletas': 'bike-workshop',
    'tienda de bicicletas': 'bike-workshop', taller: 'workshop', carpintería: 'workshop', carpintero: 'workshop', ebanistería: 'workshop',
    'clínica dental': 'dental', dentista: 'dental', 'consulta dental': 'dental', recepción: 'reception', 'mostrador de recepción': 'reception',
    recepcionista: 'reception', 'sala de espera': 'reception', farmacia: 'pharmacy', farmacéutico: 'pharmacy', farmacéutica: 'pharmacy',
    supermercado: 'supermarket', panadero: 'bakery', panadera: 'bakery', obrador: 'bakery',
    lavandería: 'laundrette', 'lavandería autoservicio': 'laundrette', tintorería: 'laundrette', veterinario: 'vet', veterinaria: 'vet',
    'clínica veterinaria': 'vet', inmobiliaria: 'house', 'casa nueva': 'house', 'fachada de la casa': 'house', 'puerta de casa': 'house', 'jardín delantero': 'house',
    'peluquería canina': 'grooming', 'peluquería de perros': 'grooming', 'peluquería de mascotas': 'grooming', 'estética canina': 'grooming', 'salón de mascotas': 'grooming',
    spa: 'spa', 'centro de bienestar': 'spa', 'sala de masajes': 'spa', masajes: 'spa', 'centro de masajes': 'spa', librería: 'bookshop', 'tienda de libros': 'bookshop', biblioteca: 'library', 'sala de lectura': 'library', 'habitación de hotel': 'hotel-room', 'habitación del hotel': 'hotel-room', suite: 'hotel-room', guardería: 'nursery', 'escuela infantil': 'nursery', 'jardín de infancia': 'nursery', preescolar: 'nursery', 'habitación de hospital': 'ward', 'planta del hospital': 'ward', 'sala del hospital': 'ward', concesionario: 'showroom', 'concesionario de coches': 'showroom', 'exposición de coches': 'showroom', showroom: 'showroom',
    coworking: 'office', 'espacio de coworking': 'office',
    obra: 'construction', 'obra de construcción': 'construction', 'sitio de construcción': 'construction', andamio: 'construction',
    ...EATING_WORDS.es.settings,
    ...LAKE_AND_MARKET_WORDS.es.settings,
    ...STREAM_WORDS.es.settings,
    ...WINE_WORDS.es.settings,
    ...LESSON_WORDS.es.settings,
    ...WEDDING_WORDS.es.settings,
    ...KIDS_CLUB_WORDS.es.settings,
    ...MARKET_WORDS.es.settings,
    ...CAR_WASH_WORDS.es.settings,
    ...COURSE_WORDS.es.settings,
    ...COWORKING_WORDS.es, ...PREMISES_WORDS.es,
    ...STAY_WORDS.es.settings,
    ...CHIP_SHOP_WORDS.es.settings,
    ...SHOP_TRADE_WORDS.es.settings,
    ...PET_SHOP_WORDS.es.settings,
  },
  times: {
    ...EVENT_WORDS.es.times,
    amanecer: 'dawn', mañana: 'dawn', madrugada: 'dawn', día: 'day', mediodía: 'day', tarde: 'day',
    atardecer: 'sunset', anochecer: 'sunset', 'puesta de sol': 'sunset', noche: 'night', nocturno: 'night', nocturna: 'night',
  },
  lights: {
    soleado: 'bright', soleada: 'bright', luminoso: 'bright', luminosa: 'bright', 'lleno de luz': 'bright', 'llena de luz': 'bright', 'luz natural': 'bright',
    'bañado de sol': 'bright', 'bañada de sol': 'bright', 'bien iluminado': 'bright', 'bien iluminada': 'bright', aireado: 'bright', aireada: 'bright',
    acogedor: 'dim', acogedora: 'dim', 'luz cálida': 'dim', 'luz de velas': 'dim', 'a la luz de las velas': 'dim', oscuro: 'dim', oscura: 'dim', tenue: 'dim',
    'luz tenue': 'dim', íntimo: 'dim', íntima: 'dim', 'poca luz': 'dim',
  },
  screens: {
    ...HOME_ENERGY_WORDS.es.screens,
    ...SOFTWARE_WORDS.es.screens,
    contraseña: 'login', 'iniciar sesión': 'login', sesión: 'login', cuenta: 'login', acceso: 'login', panel: 'dashboard',
    estadísticas: 'dashboard', ventas: 'dashboard', informe: 'dashboard', métricas: 'dashboard', compra: 'checkout',
    carrito: 'checkout', pedido: 'checkout', 'tienda online': 'checkout', pago: 'banking', pagos: 'banking', banca: 'banking',
    transferencia: 'banking', saldo: 'banking', gastos: 'banking', chat: 'chat', mensaje: 'chat',
    mensajes: 'chat', correo: 'chat', mapa: 'map', entrega: 'map', envío: 'map', ruta: 'map', reserva: 'calendar',
    cita: 'calendar', calendario: 'calendar', agenda: 'calendar', noticias: 'feed', fotos: 'feed', música: 'feed',
    ...APP_STEP_WORDS.es,
  },
  shots: { 'primer plano': 'close', 'plano detalle': 'close', 'plano corto': 'close', 'plano general': 'wide', 'plano abierto': 'wide', 'plano medio': 'medium' },
  poses: {
    ...CONSULTATION_WORDS.es.poses,
    ...PEOPLE_WORDS.es.poses,
    ...CARE_WORDS.es.poses,
    ...FOOD_TRUCK_WORDS.es.poses,
    ...EVERYDAY_WORDS.es.poses,
    ...FRIDGE_WORDS.es,
    ...HOUSEKEEPING_WORDS.es.poses,
    ...MUSIC_WORDS.es.poses,
    ...EVENT_WORDS.es.poses, ...RIDE_WORDS.es.poses, ...CHECK_IN_WORDS.es.poses, ...HOME_MOVE_WORDS.es.poses, ...SWIM_WORDS.es.poses, ...GROOMING_WORDS.es.poses,
    ...HOME_ENERGY_WORDS.es.poses,
    ...HOME_LIFE_WORDS.es.poses,
    ...SOFTWARE_WORDS.es.poses,
    ...WEAR_WORDS.es.poses,
    ...STREAM_WORDS.es.poses,
    ...DEVICE_WORDS.es,
    ...FITNESS_WORDS.es.poses, ...PET_WORDS.es.poses, ...SAFETY_WORDS.es, ...FOOD_TRADE_WORDS.es.poses, ...DRINK_WORDS.es.poses, ...TABLE_SERVICE_WORDS.es, caminando: 'walking', paseando: 'walking', sentados: 'seated', sentadas: 'seated', 'alrededor de': 'seated', cenando: 'eating', comiendo: 'eating', almorzando: 'eating', 'de pie': 'standing',
    ...CAT_WORDS.es.poses,
    ...TOOTH_BRUSHING_WORDS.es, ...VET_WORDS.es, ...GIFT_WORDS.es, ...HAND_WASHING_WORDS.es, ...TRADE_WORK_WORDS.es, aplicándose: 'skincare', aplicándolo: 'skincare', aplicándola: 'skincare', aplicándoselo: 'skincare', 'aplicando crema': 'skincare', 'aplicando sérum': 'skincare', 'en la cara': 'skincare', 'en el rostro': 'skincare', 'en su rostro': 'skincare', hidratándose: 'skincare', 'cuidado facial': 'skincare', 'cuidado de la piel': 'skincare',
    'desde su móvil': 'using-phone', 'desde su teléfono': 'using-phone', 'desde el móvil': 'using-phone', 'desde su portátil': 'using-laptop', 'desde el portátil': 'using-laptop',
    'metiendo una pizza en el horno': 'baking', 'mete una pizza en el horno': 'baking', 'sacando una pizza del horno': 'baking',
    estirando: 'stretching', estiramientos: 'stretching', yoga: 'stretching', 'haciendo yoga': 'stretching', 'levantando pesas': 'lifting', pesas: 'lifting',
    entrenando: 'lifting', corriendo: 'running', trotando: 'running', 'en bicicleta': 'cycling', pedaleando: 'cycling', cocinando: 'cooking',
    tecleando: 'typing', escribiendo: 'typing', 'hablando por telefono': 'phoning', 'al telefono': 'phoning', presentando: 'presenting', senalando: 'presenting',
    cargando: 'carrying', llevando: 'carrying', sirviendo: 'serving', 'dandose la mano': 'shaking-hands', 'estrechando la mano': 'shaking-hands',
    leyendo: 'reading', saludando: 'waving', 'da la bienvenida': 'welcoming', 'dando la bienvenida': 'welcoming',
    charlando: 'chatting', escuchando: 'chatting', explicando: 'chatting', agradeciendo: 'chatting', disculpandose: 'chatting', 'pidiendo disculpas': 'chatting', conversando: 'chatting', 'hablando con': 'chatting', platicando: 'chatting', atendiendo: 'chatting',
    recogiendo: 'handing', entregando: 'handing', 'dando': 'handing', recibiendo: 'handing',
    reparando: 'repairing', arreglando: 'repairing', 'revisando el coche': 'repairing', 'trabajando bajo': 'repairing', 'trabajando debajo de': 'repairing',
    examinando: 'examining', 'revisando a': 'examining', 'haciendo una revision': 'examining',
    tratando: 'treating', trata: 'treating', masajeando: 'treating', masajea: 'treating', vendando: 'treating', venda: 'treating',
    'press de banca': 'spotting', 'asistiendo en press de banca': 'spotting',
    pintando: 'painting', pintan: 'painting', pinta: 'painting', dibujando: 'painting', dibujan: 'painting', dibuja: 'painting', coloreando: 'painting', colorean: 'painting',
    'haciendo un ramo': 'arranging', 'hace un ramo': 'arranging', 'preparando un ramo': 'arranging', 'prepara un ramo': 'arranging', 'armando un ramo': 'arranging',
    'envolviendo un ramo': 'arranging', 'arreglando flores': 'arranging', 'arregla flores': 'arranging', 'componiendo un ramo': 'arranging',
    escurriendo: 'draining', escurre: 'draining', colando: 'draining', picando: 'chopping', pica: 'chopping', troceando: 'chopping', trocea: 'chopping',
    'cortando verduras': 'chopping', 'corta verduras': 'chopping', emplatando: 'plating', emplata: 'plating',
    horneando: 'baking', hornea: 'baking',
    comprando: 'paying', compra: 'paying', pagando: 'paying', paga: 'paying',
    levantando: 'lifting-load', levanta: 'lifting-load', levantar: 'lifting-load', agarrando: 'lifting-load', agarra: 'lifting-load', sujetando: 'lifting-load',
    'doblando las rodillas': 'squatting', 'flexionando las rodillas': 'squatting', 'dobla las rodillas': 'squatting', agachado: 'squatting', agachada: 'squatting', agachándose: 'squatting', 'en cuclillas': 'squatting',
    'pies separados': 'bracing', 'con los pies separados': 'bracing', girando: 'turning', gira: 'turning', 'girando los pies': 'turning',
    empujando: 'pushing', empuja: 'pushing', tirando: 'pushing', 'alcanzando': 'reaching', 'estirándose': 'reaching', revisando: 'inspecting', comprobando: 'inspecting',
    inspeccionando: 'inspecting', arrodillado: 'kneeling', arrodillada: 'kneeling', fregando: 'mopping', 'fregando el suelo': 'mopping', limpiando: 'wiping',
    'limpiando la mesa': 'wiping', 'lavándose las manos': 'washing-hands', 'lavado de manos': 'washing-hands', 'lavarse las manos': 'washing-hands',
    secando: 'drying', seca: 'drying', cepillando: 'brushing', cepilla: 'brushing', peinando: 'brushing', recortando: 'grooming',
    bañando: 'bathing', baña: 'bathing', lavando: 'bathing', pasea: 'walking', alimentando: 'feeding',
    'dando de comer': 'feeding', ayudando: 'supporting', ayuda: 'supporting', 'acompañando': 'supporting',
    'centrando la rueda': 'truing', 'centra la rueda': 'truing', 'ajustando los frenos': 'truing', 'inflando la rueda': 'truing',
    'quitando las sabanas': 'stripping-bed', 'quita las sabanas': 'stripping-bed', 'cambiando las sabanas': 'stripping-bed', 'haciendo la cama': 'making-bed',
    'hace la cama': 'making-bed', 'haz la cama': 'making-bed', 'retira la ropa de cama': 'stripping-bed',
    'extiende el edredon': 'spreading-duvet', 'coloca las almohadas': 'placing-pillows', 'ahueca las almohadas': 'placing-pillows', 'estirando la sabana': 'making-bed', 'extendiendo el edredon': 'spreading-duvet', 'colocando las almohadas': 'placing-pillows',
    'carnicero cortando': 'slicing-meat', 'carnicera cortando': 'slicing-meat', 'carnicero corta': 'slicing-meat', 'heladero sirviendo': 'scooping-gelato',
    'heladera sirviendo': 'scooping-gelato', 'heladero sirve': 'scooping-gelato', 'cortando carne': 'slicing-meat', 'corta la carne': 'slicing-meat',
    'cortando filetes': 'slicing-meat', 'sirviendo un helado': 'scooping-gelato', 'sirve un helado': 'scooping-gelato', 'sirviendo un cucurucho': 'scooping-gelato',
    'sirve un cucurucho': 'scooping-gelato',
    conduciendo: 'driving', manejando: 'driving', 'conduce un coche': 'driving', 'conduce su coche': 'driving', 'al volante': 'driving',
    'prueba de manejo': 'driving', 'prueba de conducción': 'driving',
    'revisando los dientes': 'dental-exam', 'revisa los dientes': 'dental-exam', 'limpiando los dientes': 'dental-exam', 'arreglando una fuga': 'plumbing',
    'reparando una fuga': 'plumbing', 'debajo del fregadero': 'plumbing', 'bajo el fregadero': 'plumbing', desatascando: 'plumbing',
    'cortando el pelo': 'cutting-hair', 'corta el pelo': 'cutting-hair', 'cortando el cabello': 'cutting-hair', 'corte de pelo': 'cutting-hair',
    'cenando a la luz de las velas': 'dining', 'cenan a la luz de las velas': 'dining', 'comiendo a la luz de las velas': 'dining',
    regando: 'watering', riega: 'watering', regadera: 'watering', eligiendo: 'choosing', elige: 'choosing', escogiendo: 'choosing', escoge: 'choosing',
    'levantando con las piernas': 'rising', 'levanta con las piernas': 'rising', 'levantar con las piernas': 'rising', apilando: 'stacking', apila: 'stacking',
    'colocando cajas': 'stacking', 'reponiendo estanterías': 'stacking', transpaleta: 'pallet-truck', 'moviendo un palé': 'pallet-truck', 'estirando la masa': 'rolling-dough', 'extendiendo la masa': 'rolling-dough', amasando: 'rolling-dough',
    'llevando platos': 'carrying-plates', 'lleva platos': 'carrying-plates', 'llevando los platos': 'carrying-plates', 'a la luz de las velas': 'dining', 'cena romántica': 'dining',
    'mesa para dos': 'dining', 'contestando el teléfono': 'phoning-desk', 'atiende el teléfono': 'phoning-desk', 'atendiendo el teléfono': 'phoning-desk', 'atendiendo una llamada': 'phoning-desk',
    'tensión arterial': 'blood-pressure', 'presión arterial': 'blood-pressure', 'tomando la tensión': 'blood-pressure', 'toma la tensión': 'blood-pressure',
    'en la caja': 'checkout', 'entregando una bolsa': 'checkout', 'entrega una bolsa': 'checkout', cobrando: 'checkout', enseñando: 'teaching',
    'dando clase': 'teaching', 'en la pizarra': 'teaching', 'explicando en la pizarra': 'teaching', aspirando: 'vacuuming',
    'pasando la aspiradora': 'vacuuming', 'cuadro electrico': 'wiring', cableando: 'wiring', 'pintando la pared': 'rolling',
    'pinta la pared': 'rolling', 'con un rodillo': 'rolling', 'entregando un paquete': 'delivering', 'entrega un paquete': 'delivering',
    'preparando cafe': 'making-coffee', 'preparando un cafe': 'making-coffee', 'haciendo cafe': 'making-coffee', 'haciendo un cafe': 'making-coffee',
    'prepara un cafe': 'making-coffee',
    // Workplace trainings' steps (work-words.ts), after the service words they give a call-centre meaning.
    ...WORK_WORDS.es.poses,
    ...EATING_WORDS.es.poses,
    ...WAREHOUSE_WORDS.es, ...PICKING_WORDS.es, ...EVACUATION_WORDS.es,
    ...TOOL_WORDS.es,
    ...LESSON_WORDS.es.poses,
    ...WEDDING_WORDS.es.poses,
    ...KIDS_CLUB_WORDS.es.poses,
    ...MARKET_WORDS.es.poses,
    ...CAR_WASH_WORDS.es.poses,
    ...LIFT_WORDS.es,
    ...FRONT_DESK_WORDS.es,
    ...COURSE_WORDS.es.poses,
    ...BEAUTY_WORDS.es.poses,
    ...ESPRESSO_CLOSE_WORDS.es,
    ...COMPLAINT_WORDS.es,
    ...TASTING_WORDS.es,
    ...DISH_AREA_WORDS.es.poses,
    ...STOCK_WORK_WORDS.es,
  },
  ...VERB_NOUN_WORDS.es,
  young: ['joven', 'pequeño', 'pequeña'],
  agent: /(?:ero|era|ista|dor|dora|ante|ente)$/,
  progressive: /(?:ando|iendo)$/,
  premises: {
    nouns: { vitrina: 'counter', expositor: 'counter' },
    settings: { puerta: 'shopfront', 'puerta de entrada': 'shopfront', 'puerta principal': 'shopfront', 'puerta de cristal': 'shopfront' },
  },
  streets: ['calle', 'avenida', 'plaza', 'paseo', 'camino'],
  numbers: { dos: 2, tres: 3, varios: 3, varias: 3, '2': 2, '3': 3 },
  function: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'de', 'del', 'y', 'con', 'en', 'sobre', 'que', 'su'],
  forms: (word) => withoutEndings(word, [['ces', 'z'], ['es', ''], ['s', '']]),
  ui: {
    signIn: 'Iniciar sesión', email: 'Correo', password: 'Contraseña', forgot: '¿Olvidaste tu contraseña?', reset: 'Restablecer',
    sent: 'Revisa tu correo', newPassword: 'Nueva contraseña', done: 'Contraseña cambiada', revenue: 'Ingresos', checkout: 'Pago',
    total: 'Total', pay: 'Pagar', balance: 'Saldo', arriving: 'Llega en 8 min', book: 'Reservar',
    name: 'Nombre completo', code: 'Introduce el código', card: 'Número de tarjeta', expiry: 'MM/AA',
  },
};
