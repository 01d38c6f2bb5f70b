/**
 * Portuguese, European and Brazilian: the common advert and training subjects. A picture names its
 * action with a gerund ("um padeiro tirando pão"), "a" and the infinitive ("o padeiro a tirar o
 * pão") or a relative clause ("uma senhora que compra pastéis"): each form of a verb is listed.
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

export const PT: Lexicon = {
  language: 'pt',
  spaced: true,
  groundFirst: false,
  compounds: false,
  capitalisedNouns: false,
  nouns: {
    ...PAPER_WORDS.pt,
    ...CONSULTATION_WORDS.pt.nouns,
    ...OFFICE_STAFF_WORDS.pt,
    ...PEOPLE_WORDS.pt.nouns,
    ...CARE_WORDS.pt.nouns,
    ...HOME_MOVE_WORDS.pt.nouns,
    ...FOOD_TRUCK_WORDS.pt.nouns,
    ...HOUSEKEEPING_WORDS.pt.nouns,
    ...EVERYDAY_WORDS.pt.nouns,
    ...KIN_WORDS.pt,
    ...WINE_WORDS.pt.nouns,
    ...MUSIC_WORDS.pt.nouns,
    ...RIDE_WORDS.pt.nouns, ...WELCOME_WORDS.pt.nouns, ...SWIM_WORDS.pt.nouns, ...GROOMING_WORDS.pt.nouns,
    ...HOME_ENERGY_WORDS.pt.nouns,
    ...HOME_LIFE_WORDS.pt.nouns,
    ...PET_WORDS.pt.nouns,
    ...CAT_WORDS.pt.nouns,
    ...PRODUCT_WORDS.pt,
    ...FOOD_TRADE_WORDS.pt.nouns, ...DRINK_WORDS.pt.nouns,
    ...FITNESS_WORDS.pt.nouns,
    ...WEAR_WORDS.pt.nouns,
    'planta em vaso': 'plant', vaso: 'plant', arbusto: 'plant', 'marquesa de tratamento': 'table', 'maca de tratamento': 'table',
    'operário de armazém': 'labourer', operário: 'labourer', operária: 'labourer', estafeta: 'courier', entregador: 'courier', entregadora: 'courier',
    'tosador': 'groomer', tosadora: 'groomer', veterinário: 'vet', veterinária: 'vet', idoso: 'elder', idosa: 'elder', avô: 'elder', avó: 'elder', reformado: 'elder',
    reformada: 'elder', aposentado: 'elder', aposentada: 'elder',
    café: 'coffee', bica: 'coffee', galão: 'coffee', cafezinho: 'coffee', chá: 'tea', leite: 'milk', batido: 'smoothie', vitamina: 'smoothie',
    sumo: 'juice', suco: 'juice', água: 'water', vinho: 'wine', cerveja: 'beer', imperial: 'beer', chope: 'beer', cocktail: 'cocktail', coquetel: 'cocktail', bebida: 'coffee',
    hambúrguer: 'burger', batatas: 'fries', 'batatas fritas': 'fries', salada: 'salad', sopa: 'soup', massa: 'pasta', macarrão: 'pasta', bolo: 'cake', 'pastel de nata': 'croissant',
    pastel: 'croissant', 'pastéis de nata': 'croissant', croissant: 'croissant', maçã: 'apple', fruta: 'fruit', legumes: 'vegetables', verduras: 'vegetables', pizza: 'pizza',
    sanduíche: 'sandwich', sande: 'sandwich', tosta: 'sandwich', pão: 'bread', pães: 'bread', broa: 'bread', ovo: 'egg', bolacha: 'cookie', biscoito: 'cookie', gelado: 'ice-cream',
    sorvete: 'ice-cream', refeição: 'meal', comida: 'meal', jantar: 'meal', almoço: 'meal', prato: 'plate', 'pequeno almoço': 'pancakes', 'café da manhã': 'pancakes',
    grãos: 'beans', chocolate: 'chocolate', queijo: 'cheese',
    liquidificador: 'blender', batedeira: 'blender', chaleira: 'kettle', 'máquina de café': 'coffee-machine', cafeteira: 'coffee-machine', torradeira: 'toaster',
    aspirador: 'vacuum', jarro: 'jug', bule: 'teapot', chávena: 'cup', xícara: 'cup', caneca: 'cup', copo: 'glass', taça: 'glass', tigela: 'bowl', jarra: 'vase',
    telemóvel: 'phone', celular: 'phone', telefone: 'phone', smartphone: 'phone', app: 'phone', aplicação: 'phone', aplicativo: 'phone', tablet: 'tablet',
    portátil: 'laptop', computador: 'laptop', notebook: 'laptop', site: 'laptop', monitor: 'monitor', quadro: 'board', gráfico: 'chart', relógio: 'watch',
    auscultadores: 'headphones', fones: 'headphones', câmara: 'camera', câmera: 'camera', televisão: 'tv', tv: 'tv',
    muro: 'wall', parede: 'wall', cais: 'wall', balcão: 'counter', bancada: 'counter', mesa: 'table', secretária: 'desk', escrivaninha: 'desk',
    prateleira: 'shelf', estante: 'shelf', banco: 'bench',
    pessoa: 'person', homem: 'man', senhor: 'man', mulher: 'woman', senhora: 'woman', rapariga: 'woman', moça: 'woman', menino: 'child', menina: 'child', criança: 'child',
    miúdo: 'child', miúda: 'child', rapaz: 'child', bebé: 'baby', bebê: 'baby',
    trabalhador: 'worker', funcionário: 'worker', funcionária: 'woman-worker', equipa: 'team', equipe: 'team', 'membro da equipa': 'staff', 'membro da equipe': 'staff', colegas: 'team', programador: 'developer',
    engenheiro: 'developer', designer: 'woman-developer', empregado: 'barista', empregada: 'barista', garçom: 'barista', garçonete: 'barista', barista: 'barista',
    cozinheiro: 'chef', cozinheira: 'woman-chef', chef: 'chef', pizzaiolo: 'chef', forno: 'oven', 'forno a lenha': 'oven', frigideira: 'pan', panela: 'pot', tacho: 'pot',
    médico: 'doctor', médica: 'doctor', doutor: 'doctor', doutora: 'doctor', enfermeira: 'nurse', enfermeiro: 'nurse', dentista: 'dentist',
    paciente: 'patient', utente: 'patient', motorista: 'driver', condutor: 'driver', condutora: 'driver', mecânico: 'mechanic', mecânica: 'mechanic',
    eletricista: 'electrician', electricista: 'electrician', canalizador: 'plumber', encanador: 'plumber', pedreiro: 'builder', carpinteiro: 'builder', marceneiro: 'builder',
    jardineiro: 'farmer', jardineira: 'farmer', agricultor: 'farmer', 'empregada de limpeza': 'cleaner', faxineira: 'cleaner', camareira: 'cleaner',
    cabeleireiro: 'man', cabeleireira: 'woman', esteticista: 'woman', treinador: 'coach', treinadora: 'coach', 'personal trainer': 'coach', instrutor: 'coach',
    instrutora: 'coach', professor: 'teacher', professora: 'teacher', aluno: 'student', aluna: 'student', explicador: 'tutor', explicadora: 'tutor', tutor: 'tutor',
    rececionista: 'receptionist', recepcionista: 'receptionist', operador: 'staff', vendedor: 'staff', vendedora: 'staff', lojista: 'staff',
    padeiro: 'baker', padeira: 'baker', pasteleiro: 'chef', pasteleira: 'woman-chef', confeiteiro: 'chef', florista: 'florist',
    fisioterapeuta: 'physio', fisio: 'physio', massagista: 'physio', osteopata: 'physio', farmacêutico: 'pharmacist', farmacêutica: 'pharmacist', óptico: 'pharmacist',
    contabilista: 'worker', contador: 'worker', advogado: 'worker', advogada: 'worker', cientista: 'scientist', investigador: 'scientist', investigadora: 'scientist',
    cuidador: 'carer', cuidadora: 'carer', pai: 'man', mãe: 'woman', pais: 'family', hóspede: 'customer', turista: 'tourist',
    viajante: 'tourist', piloto: 'pilot', polícia: 'police', policial: 'police', bombeiro: 'firefighter', dono: 'staff', dona: 'staff', estudante: 'student', corredor: 'runner',
    ciclista: 'cyclist', cliente: 'customer', sócio: 'person', sócia: 'person', membro: 'person', amigos: 'friends', amigas: 'friends', família: 'family', casal: 'couple', grupo: 'friends',
    sapato: 'shoe', sapatilha: 'shoe', ténis: 'shoe', tênis: 'shoe', bota: 'boot', 't shirt': 'shirt', camisola: 'shirt', camisa: 'shirt', casaco: 'jacket', jaqueta: 'jacket',
    vestido: 'dress', mala: 'bag', bolsa: 'bag', saco: 'bag', mochila: 'backpack', boné: 'cap', óculos: 'glasses', anel: 'ring', batom: 'lipstick',
    garrafa: 'lotion', sabonete: 'soap', vela: 'candle', sofá: 'sofa', cama: 'bed', planta: 'plant',
    flores: 'flowers', flor: 'flowers', ramo: 'flowers', buquê: 'flowers', árvore: 'tree', chave: 'key', cadeado: 'lock', cadeira: 'chair', livro: 'book',
    presente: 'gift', prenda: 'gift', pacote: 'package', encomenda: 'package', caixa: 'package', cartão: 'card', dinheiro: 'money', recibo: 'receipt', fatura: 'receipt',
    documento: 'document', troféu: 'trophy', guitarra: 'guitar', violão: 'guitar', bola: 'ball', robô: 'robot', robot: 'robot',
    bicicleta: 'bicycle', bike: 'bicycle', carro: 'car', automóvel: 'car', táxi: 'taxi', autocarro: 'bus', ônibus: 'bus', camião: 'truck', caminhão: 'truck',
    carrinha: 'truck', van: 'truck', trotinete: 'scooter', patinete: 'scooter', mota: 'motorbike', moto: 'motorbike', comboio: 'train', trem: 'train', avião: 'plane',
    barco: 'boat', veleiro: 'boat', 'mala de viagem': 'suitcase', mapa: 'map', cão: 'dog', cachorro: 'dog', gato: 'cat', pássaro: 'bird',
    cavalo: 'horse', peixe: 'fish',
    ...EATING_WORDS.pt.nouns,
    ...LESSON_WORDS.pt.nouns,
    ...WEDDING_WORDS.pt.nouns,
    ...MARKET_WORDS.pt.nouns,
    ...CAR_WASH_WORDS.pt.nouns,
    ...COURSE_WORDS.pt.nouns,
    ...BEAUTY_WORDS.pt.nouns,
    ...groupHeadNouns(ESPRESSO_CLOSE_WORDS.pt),
    ...DISH_AREA_WORDS.pt.nouns,
    ...CHIP_SHOP_WORDS.pt.nouns,
    ...PLATED_FOOD_WORDS.pt.nouns,
    ...PET_SHOP_WORDS.pt.nouns,
  },
  relations: {
    de: 'of', interior: 'in', do: 'of', da: 'of', dos: 'of', das: 'of',
    sobre: 'on', 'em cima de': 'on', 'em cima do': 'on', 'em cima da': 'on', em: 'in', no: 'in', na: 'in', num: 'in', numa: 'in', dentro: 'in', 'dentro de': 'in', 'dentro do': 'in', 'dentro da': 'in',
    'encostada a': 'leaning', 'encostado a': 'leaning', 'encostada ao': 'leaning', 'encostado ao': 'leaning', 'encostada na': 'leaning', 'encostado na': 'leaning', contra: 'leaning',
    'ao lado de': 'beside', 'ao lado do': 'beside', 'ao lado da': 'beside', 'junto a': 'beside', 'junto ao': 'beside', 'perto de': 'beside', com: 'with', e: 'and',
    'em frente a': 'in-front-of', 'em frente ao': 'in-front-of', 'em frente da': 'in-front-of', 'diante de': 'in-front-of', 'atrás de': 'behind', 'atrás do': 'behind', 'atrás da': 'behind',
    debaixo: 'under', 'debaixo de': 'under', 'debaixo do': 'under', 'debaixo da': 'under', sob: 'under',
    segurando: 'holding', segura: 'holding', 'a segurar': 'holding', usando: 'holding', usa: 'holding', 'a usar': 'holding', leva: 'holding', levando: 'holding',
    servindo: 'pouring', 'a servir': 'pouring', serve: 'pouring', despejando: 'pouring', 'a deitar': 'pouring', deita: 'pouring',
  },
  settings: {
    ...CONSULTATION_WORDS.pt.settings,
    ...PEOPLE_WORDS.pt.settings,
    ...CARE_WORDS.pt.settings,
    ...HOME_MOVE_WORDS.pt.settings,
    ...EVERYDAY_WORDS.pt.settings,
    // A festival's field before its stage (on the stage itself is a music venue's: music-words.ts).
    festival: 'festival', 'festival de musica': 'festival', 'em frente ao palco': 'festival', 'frente ao palco': 'festival', 'palco do festival': 'festival', concerto: 'festival',
    ...MUSIC_WORDS.pt.settings,
    ...RIDE_WORDS.pt.settings, ...SWIM_WORDS.pt.settings,
    ...HOME_ENERGY_WORDS.pt.settings,
    ...WEAR_WORDS.pt.settings,
    ...PRODUCT_PLACES.pt,
    ...PET_WORDS.pt.settings,
    ...CAT_WORDS.pt.settings,
    ...FOOD_TRADE_WORDS.pt.settings, ...DRINK_WORDS.pt.settings,
    ...WINERY_WORDS.pt,
    fisioterapia: 'physio', 'clínica de fisioterapia': 'physio', osteopata: 'physio', 'marquesa de tratamento': 'physio', 'maca de tratamento': 'physio',
    viveiro: 'garden-centre', estufa: 'garden-centre', 'centro de jardinagem': 'garden-centre', 'cozinha profissional': 'pro-kitchen', 'cozinha do restaurante': 'pro-kitchen',
    'casa de ramen': 'noodle-bar', 'salão de unhas': 'nail-salon', manicure: 'nail-salon', manicura: 'nail-salon', 'lar de idosos': 'care-home', 'casa de repouso': 'care-home',
    quinta: 'farm', fazenda: 'farm', sítio: 'farm', 'bomba de gasolina': 'forecourt', 'posto de gasolina': 'forecourt', 'posto de combustível': 'forecourt',
    porto: 'harbour', cais: 'harbour', marina: 'harbour', passeio: 'harbour', praia: 'beach', costa: 'beach', mar: 'beach', oceano: 'beach',
    rua: 'street', bairro: 'street', aldeia: 'street', vila: 'street', mercado: 'street', feira: 'street', praça: 'street', cidade: 'city', centro: 'city', parque: 'park',
    jardim: 'park', bosque: 'park', floresta: 'park', campo: 'park', natureza: 'park', montanha: 'mountains', montanhas: 'mountains', serra: 'mountains', lago: 'mountains',
    escritório: 'office', 'sala de reuniões': 'office', coworking: 'office', 'sala de aula': 'classroom', escola: 'classroom', 'sala de formação': 'classroom', cozinha: 'kitchen',
    café: 'cafe', cafetaria: 'cafe', cafeteria: 'cafe', gelataria: 'cafe', sorveteria: 'cafe', bar: 'bar', taberna: 'bar', tasca: 'restaurant', cervejaria: 'bar', boteco: 'bar',
    restaurante: 'restaurant', churrascaria: 'restaurant', marisqueira: 'restaurant', 'sala de jantar': 'restaurant', pizzaria: 'pizzeria', 'forno a lenha': 'pizzeria',
    hotel: 'hotel', pousada: 'hotel', 'receção do hotel': 'hotel', 'recepção do hotel': 'hotel', esplanada: 'terrace', terraço: 'terrace', varanda: 'terrace',
    estúdio: 'studio', 'estúdio de yoga': 'studio', 'estúdio de pilates': 'studio', 'escola de dança': 'studio', 'salão de beleza': 'nail-salon', 'centro de estética': 'nail-salon',
    barbearia: 'salon', 'loja de roupa': 'boutique', 'loja de roupas': 'boutique', boutique: 'boutique', hospital: 'clinic', consultório: 'clinic', clínica: 'clinic',
    'centro de saúde': 'clinic', 'loja de flores': 'florist', floricultura: 'florist', 'sala de estar': 'home', sala: 'home', casa: 'home', lar: 'home', apartamento: 'home',
    padaria: 'bakery', pastelaria: 'bakery', confeitaria: 'bakery', panificadora: 'bakery', ginásio: 'gym', academia: 'gym', cabeleireiro: 'salon', cabeleireira: 'salon',
    'salão de cabeleireiro': 'salon', salão: 'salon', armazém: 'warehouse', montra: 'shopfront', vitrine: 'shopfront', entrada: 'shopfront', fachada: 'shopfront', loja: 'shop',
    oficina: 'garage', 'oficina mecânica': 'garage', 'oficina de automóveis': 'garage', garagem: 'garage', 'oficina de bicicletas': 'bike-workshop', 'loja de bicicletas': 'bike-workshop',
    'bicicletaria': 'bike-workshop', carpintaria: 'workshop', marcenaria: 'workshop', atelier: 'workshop', ateliê: 'workshop', 'clínica dentária': 'dental', 'clínica dentária familiar': 'dental',
    rececionista: 'reception', recepcionista: 'reception',
    'clínica odontológica': 'dental', 'consultório dentário': 'dental', dentista: 'dental', receção: 'reception', recepção: 'reception', 'sala de espera': 'reception',
    farmácia: 'pharmacy', farmacêutico: 'pharmacy', supermercado: 'supermarket', mercearia: 'supermarket', lavandaria: 'laundrette', lavanderia: 'laundrette',
    'clínica veterinária': 'vet', veterinário: 'vet', imobiliária: 'house', moradia: 'house', vivenda: 'house', 'casa nova': 'house', 'banho e tosquia': 'grooming',
    tosquia: 'grooming', 'pet shop': 'grooming', spa: 'spa', 'centro de bem estar': 'spa', massagens: 'spa', livraria: 'bookshop', biblioteca: 'library',
    'quarto de hotel': 'hotel-room', suíte: 'hotel-room', creche: 'nursery', 'jardim de infância': 'nursery', infantário: 'nursery', enfermaria: 'ward',
    'quarto de hospital': 'ward', stand: 'showroom', concessionária: 'showroom', 'stand de automóveis': 'showroom', obra: 'construction', 'obras': 'construction', andaime: 'construction',
    ...EATING_WORDS.pt.settings,
    ...LAKE_AND_MARKET_WORDS.pt.settings,
    ...STREAM_WORDS.pt.settings,
    ...WINE_WORDS.pt.settings,
    ...LESSON_WORDS.pt.settings,
    ...WEDDING_WORDS.pt.settings,
    ...KIDS_CLUB_WORDS.pt.settings,
    ...MARKET_WORDS.pt.settings,
    ...CAR_WASH_WORDS.pt.settings,
    ...COURSE_WORDS.pt.settings,
    ...COWORKING_WORDS.pt, ...PREMISES_WORDS.pt,
    ...STAY_WORDS.pt.settings,
    ...CHIP_SHOP_WORDS.pt.settings,
    ...SHOP_TRADE_WORDS.pt.settings,
    ...PET_SHOP_WORDS.pt.settings,
  },
  times: {
    amanhecer: 'dawn', 'nascer do sol': 'dawn', madrugada: 'dawn', manhã: 'dawn', dia: 'day', 'meio dia': 'day', tarde: 'day',
    entardecer: 'sunset', anoitecer: 'sunset', 'pôr do sol': 'sunset', crepúsculo: 'sunset', noite: 'night', noturno: 'night', noturna: 'night', 'meia noite': 'night',
  },
  lights: {
    ensolarado: 'bright', ensolarada: 'bright', soalheiro: 'bright', soalheira: 'bright', luminoso: 'bright', luminosa: 'bright', 'cheio de luz': 'bright', 'cheia de luz': 'bright',
    'luz natural': 'bright', acolhedor: 'dim', acolhedora: 'dim', aconchegante: 'dim', 'luz quente': 'dim', 'luz de velas': 'dim', 'à luz das velas': 'dim',
    'luz suave': 'dim', íntimo: 'dim', íntima: 'dim', escuro: 'dim', escura: 'dim', 'meia luz': 'dim',
  },
  screens: {
    ...HOME_ENERGY_WORDS.pt.screens,
    ...SOFTWARE_WORDS.pt.screens,
    'palavra passe': 'login', senha: 'login', 'iniciar sessão': 'login', entrar: 'login', conta: 'login', login: 'login', painel: 'dashboard', estatísticas: 'dashboard',
    vendas: 'dashboard', relatório: 'dashboard', métricas: 'dashboard', carrinho: 'checkout', compra: 'checkout', pedido: 'checkout', 'loja online': 'checkout',
    pagamento: 'banking', pagamentos: 'banking', transferência: 'banking', saldo: 'banking', despesas: 'banking', chat: 'chat', mensagem: 'chat', mensagens: 'chat',
    email: 'chat', entrega: 'map', envio: 'map', rota: 'map', reserva: 'calendar', marcação: 'calendar', consulta: 'calendar', agendamento: 'calendar', calendário: 'calendar',
    agenda: 'calendar', notícias: 'feed', fotos: 'feed', música: 'feed',
    ...APP_STEP_WORDS.pt,
  },
  shots: { 'grande plano': 'close', 'primeiro plano': 'close', 'close up': 'close', pormenor: 'close', 'plano geral': 'wide', 'plano aberto': 'wide', 'plano médio': 'medium' },
  poses: {
    ...CONSULTATION_WORDS.pt.poses,
    ...PEOPLE_WORDS.pt.poses,
    ...CARE_WORDS.pt.poses,
    ...FOOD_TRUCK_WORDS.pt.poses,
    ...EVERYDAY_WORDS.pt.poses,
    ...FRIDGE_WORDS.pt,
    ...HOUSEKEEPING_WORDS.pt.poses,
    ...MUSIC_WORDS.pt.poses,
    ...RIDE_WORDS.pt.poses, ...CHECK_IN_WORDS.pt.poses, ...HOME_MOVE_WORDS.pt.poses, ...SWIM_WORDS.pt.poses, ...GROOMING_WORDS.pt.poses,
    ...HOME_ENERGY_WORDS.pt.poses,
    ...HOME_LIFE_WORDS.pt.poses,
    ...SOFTWARE_WORDS.pt.poses,
    ...WEAR_WORDS.pt.poses,
    ...STREAM_WORDS.pt.poses,
    ...DEVICE_WORDS.pt,
    ...PET_WORDS.pt.poses,
    ...CAT_WORDS.pt.poses,
    ...SAFETY_WORDS.pt,
    ...FOOD_TRADE_WORDS.pt.poses, ...DRINK_WORDS.pt.poses, ...TABLE_SERVICE_WORDS.pt,
    ...FITNESS_WORDS.pt.poses,
    ...TOOTH_BRUSHING_WORDS.pt, ...VET_WORDS.pt, ...GIFT_WORDS.pt, ...HAND_WASHING_WORDS.pt, ...TRADE_WORK_WORDS.pt,
    ...clauses({
      'making-bed': [['a fazer', 'fazendo', 'faz', 'a arrumar', 'arrumando', 'arruma', 'a preparar', 'preparando'], ['a cama', 'as camas']],
      'stripping-bed': [['a mudar', 'mudando', 'muda', 'a tirar', 'tirando', 'tira'], ['os lençóis', 'a roupa de cama']],
      'spreading-duvet': [['a estender', 'estendendo', 'estende'], ['o edredão', 'o edredom', 'a colcha']],
      'placing-pillows': [['a colocar', 'colocando', 'coloca', 'a ajeitar', 'ajeitando', 'ajeita'], ['as almofadas', 'os travesseiros', 'a almofada']],
      // Receiving a guest is welcoming them, not a thing handed over.
      welcoming: [['a receber', 'recebendo', 'recebe', 'a dar as boas-vindas a', 'dando as boas-vindas a', 'dá as boas-vindas a'], ['um hóspede', 'uma hóspede', 'o hóspede', 'os hóspedes', 'um cliente', 'uma cliente', 'o cliente', 'os clientes', 'um paciente', 'os visitantes']],
    }),
    caminhando: 'walking', 'a caminhar': 'walking', caminha: 'walking', caminham: 'walking', passeando: 'walking', 'a passear': 'walking', passeia: 'walking', passeiam: 'walking',
    andando: 'walking', 'a andar': 'walking', sentados: 'seated', sentadas: 'seated', sentado: 'seated', sentada: 'seated', 'à volta de': 'seated', 'em volta de': 'seated',
    jantando: 'eating', 'a jantar': 'eating', janta: 'eating', jantam: 'eating', comendo: 'eating', 'a comer': 'eating', come: 'eating', comem: 'eating', almoçando: 'eating',
    'a almoçar': 'eating', almoça: 'eating', almoçam: 'eating', 'à mesa': 'eating', 'toma o pequeno almoço': 'eating', 'tomam o pequeno almoço': 'eating', 'toma café da manhã': 'eating', 'de pé': 'standing', 'em pé': 'standing',
    'tirar o pão do forno': 'baking', 'tira o pão do forno': 'baking', 'tirando o pão do forno': 'baking', 'põe a pizza no forno': 'baking', 'a tirar o pão do forno': 'baking',
    alongando: 'stretching', 'a alongar': 'stretching', alongamentos: 'stretching', ioga: 'stretching', yoga: 'stretching', 'fazendo yoga': 'stretching', 'a fazer yoga': 'stretching',
    'levantando pesos': 'lifting', 'a levantar pesos': 'lifting', 'levanta pesos': 'lifting', 'levantar pesos': 'lifting', pesos: 'lifting', treinando: 'lifting', 'a treinar': 'lifting', treina: 'lifting',
    correndo: 'running', 'a correr': 'running', corre: 'running', correm: 'running', 'de bicicleta': 'cycling', pedalando: 'cycling', 'a pedalar': 'cycling', pedala: 'cycling',
    cozinhando: 'cooking', 'a cozinhar': 'cooking', 'que cozinha': 'cooking', 'ao fogão': 'cooking', amassando: 'baking', 'a amassar': 'baking', amassa: 'baking',
    digitando: 'typing', 'a escrever': 'typing', escrevendo: 'typing', 'ao telefone': 'phoning', 'ao telemóvel': 'phoning', apresentando: 'presenting', 'a apresentar': 'presenting',
    apresenta: 'presenting', carregando: 'carrying', 'a carregar': 'carrying', carrega: 'carrying', atendendo: 'chatting', 'a atender': 'chatting', atende: 'chatting',
    'apertando a mão': 'shaking-hands', 'apertam a mão': 'shaking-hands', lendo: 'reading', 'a ler': 'reading', lê: 'reading', acenando: 'waving', 'a acenar': 'waving',
    acolhe: 'welcoming', 'a acolher': 'welcoming', acolhendo: 'welcoming', conversando: 'chatting', 'a conversar': 'chatting', conversa: 'chatting', conversam: 'chatting', falando: 'chatting', 'a falar': 'chatting', rindo: 'chatting', 'a rir': 'chatting',
    riem: 'chatting', sorrindo: 'chatting', explicando: 'chatting', 'a explicar': 'chatting', entregando: 'handing', 'a entregar': 'handing', recebendo: 'handing', 'a receber': 'handing', recebe: 'handing', recebem: 'handing', 'vem buscar': 'handing', 'a levantar as chaves': 'handing',
    reparando: 'repairing', 'a reparar': 'repairing', repara: 'repairing', consertando: 'repairing', 'a consertar': 'repairing', conserta: 'repairing', arranjando: 'repairing', 'a arranjar': 'repairing',
    examinando: 'examining', 'a examinar': 'examining', examina: 'examining', tratando: 'treating', 'a tratar': 'treating', trata: 'treating', massajando: 'treating', massageando: 'treating',
    pintando: 'painting', 'a pintar': 'painting', pinta: 'painting', desenhando: 'painting', 'a desenhar': 'painting', desenha: 'painting',
    'fazendo um ramo': 'arranging', 'a fazer um ramo': 'arranging', 'faz um ramo': 'arranging', 'arranjando flores': 'arranging', 'a arranjar flores': 'arranging',
    escorrendo: 'draining', 'a escorrer': 'draining', picando: 'chopping', 'a picar': 'chopping', pica: 'chopping', 'cortando legumes': 'chopping', 'a cortar legumes': 'chopping',
    empratando: 'plating', 'a empratar': 'plating', assando: 'baking', 'a assar': 'baking', 'a cozer pão': 'baking', 'cozendo pão': 'baking', 'coze o pão': 'baking',
    comprando: 'paying', 'a comprar': 'paying', compra: 'paying', compram: 'paying', pagando: 'paying', 'a pagar': 'paying', paga: 'paying',
    levantando: 'lifting-load', 'a levantar': 'lifting-load', levanta: 'lifting-load', agachado: 'squatting', agachada: 'squatting', 'dobrando os joelhos': 'squatting',
    empurrando: 'pushing', 'a empurrar': 'pushing', empurra: 'pushing', verificando: 'inspecting', 'a verificar': 'inspecting', verifica: 'inspecting', inspecionando: 'inspecting',
    ajoelhado: 'kneeling', ajoelhada: 'kneeling', 'limpando o chão': 'mopping', 'a limpar o chão': 'mopping', limpando: 'wiping', 'a limpar': 'wiping', limpa: 'wiping',
    'lavando as mãos': 'washing-hands', 'a lavar as mãos': 'washing-hands', secando: 'drying', 'a secar': 'drying', seca: 'drying', escovando: 'brushing', 'a escovar': 'brushing',
    penteando: 'brushing', tosquiando: 'grooming', 'a tosquiar': 'grooming', 'dando banho': 'bathing', 'a dar banho': 'bathing', lavando: 'bathing', 'a lavar': 'bathing',
    alimentando: 'feeding', 'a alimentar': 'feeding', 'dando de comer': 'feeding', ajudando: 'supporting', 'a ajudar': 'supporting', ajuda: 'supporting', ajudam: 'supporting',
    'centrando a roda': 'truing', 'a centrar a roda': 'truing', 'afinando os travões': 'truing', 'a afinar os travões': 'truing', 'enchendo o pneu': 'truing', 'a encher o pneu': 'truing',
    'talhante a cortar': 'slicing-meat', 'talhante corta': 'slicing-meat', 'açougueiro cortando': 'slicing-meat', 'a cortar carne': 'slicing-meat',
    'cortando carne': 'slicing-meat', 'corta a carne': 'slicing-meat', 'serve um gelado': 'scooping-gelato', 'a servir um gelado': 'scooping-gelato',
    'servindo um sorvete': 'scooping-gelato', 'serve um sorvete': 'scooping-gelato', 'serve um cone': 'scooping-gelato', 'a servir um cone': 'scooping-gelato',
    dirigindo: 'driving', 'a conduzir': 'driving', conduzindo: 'driving', 'ao volante': 'driving', 'test drive': 'driving', 'dirige o carro': 'driving',
    'repara uma bicicleta': 'truing', 'a reparar uma bicicleta': 'truing', 'reparando uma bicicleta': 'truing', 'conserta uma bicicleta': 'truing',
    'examinando os dentes': 'dental-exam', 'a examinar os dentes': 'dental-exam', 'examina os dentes': 'dental-exam', 'limpando os dentes': 'dental-exam', 'verifica os dentes': 'dental-exam',
    'reparando uma fuga': 'plumbing', 'debaixo do lava loiça': 'plumbing', 'debaixo da pia': 'plumbing', desentupindo: 'plumbing',
    'cortando o cabelo': 'cutting-hair', 'a cortar o cabelo': 'cutting-hair', 'corta o cabelo': 'cutting-hair', 'corte de cabelo': 'cutting-hair', 'penteado': 'cutting-hair',
    'na caixa': 'checkout', cobrando: 'checkout', 'a cobrar': 'checkout', ensinando: 'teaching', 'a ensinar': 'teaching', ensina: 'teaching', 'dando aula': 'teaching',
    'a dar aula': 'teaching', 'no quadro': 'teaching', aspirando: 'vacuuming', 'a aspirar': 'vacuuming', 'quadro elétrico': 'wiring', 'pintando a parede': 'rolling',
    'a pintar a parede': 'rolling', 'com um rolo': 'rolling', 'entregando uma encomenda': 'delivering', 'a entregar uma encomenda': 'delivering', 'entrega uma encomenda': 'delivering',
    'preparando um café': 'making-coffee', 'a preparar um café': 'making-coffee', 'tirando um café': 'making-coffee', 'a tirar um café': 'making-coffee', 'tira um café': 'making-coffee',
    'fazendo café': 'making-coffee', 'a fazer café': 'making-coffee',
    ...EATING_WORDS.pt.poses,
    ...WAREHOUSE_WORDS.pt, ...PICKING_WORDS.pt, ...EVACUATION_WORDS.pt,
    ...TOOL_WORDS.pt,
    ...LESSON_WORDS.pt.poses,
    ...WEDDING_WORDS.pt.poses,
    ...KIDS_CLUB_WORDS.pt.poses,
    ...MARKET_WORDS.pt.poses,
    ...CAR_WASH_WORDS.pt.poses,
    ...LIFT_WORDS.pt,
    ...FRONT_DESK_WORDS.pt,
    ...COURSE_WORDS.pt.poses,
    ...BEAUTY_WORDS.pt.poses,
    ...ESPRESSO_CLOSE_WORDS.pt,
    ...COMPLAINT_WORDS.pt,
    ...TASTING_WORDS.pt,
    ...DISH_AREA_WORDS.pt.poses,
    ...STOCK_WORK_WORDS.pt,
  },
  ...VERB_NOUN_WORDS.pt,
  young: ['jovem', 'pequeno', 'pequena'],
  agent: /(?:eiro|eira|ista|dor|dora)$/,
  progressive: /(?:ando|endo|indo)$/,
  streets: ['rua', 'avenida', 'praça', 'largo', 'travessa', 'estrada', 'alameda'],
  numbers: { dois: 2, duas: 2, três: 3, vários: 3, várias: 3, '2': 2, '3': 3 },
  function: ['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'de', 'do', 'da', 'dos', 'das', 'e', 'com', 'em', 'no', 'na', 'nos', 'nas', 'num', 'numa', 'que', 'ao', 'pelo', 'pela'],
  // "pães", "cães", "balcões" → "pão", "cão", "balcão" (short as they are); then the regular endings.
  forms: (word) => {
    const forms = withoutEndings(word, [['ns', 'm'], ['is', 'l'], ['es', ''], ['s', '']]);
    return /[ao]es$/.test(word) ? [word, word.replace(/[ao]es$/, 'ao'), ...forms.slice(1)] : forms;
  },
  ui: {
    signIn: 'Entrar', email: 'Email', password: 'Palavra-passe', forgot: 'Esqueceu a palavra-passe?', reset: 'Repor',
    sent: 'Verifique o seu email', newPassword: 'Nova palavra-passe', done: 'Palavra-passe alterada', revenue: 'Receitas', checkout: 'Pagamento',
    total: 'Total', pay: 'Pagar', balance: 'Saldo', arriving: 'Chega em 8 min', book: 'Reservar',
    name: 'Nome completo', code: 'Introduza o código', card: 'Número do cartão', expiry: 'MM/AA',
  },
};
