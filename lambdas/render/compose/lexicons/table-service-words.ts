/**
 * A waiter's and a bartender's work in each language (compose/table-service-actions.ts): the order taken at the table, drinks
 * carried on a tray, the bill or the card machine brought, a table cleared or set, water or wine poured at the table, a
 * cocktail mixed, a tasting hosted. The bill is said with its verb ("brings the bill", "porta il conto"): alone the word is
 * also an energy bill, a bank account ("la cuenta", "il conto", "de rekening") or an invoice ("die Rechnung"). What is
 * served from the guest's right or left stays the serving at the table (the etiquette of it, no step of its own).
 */
import type { Pose } from '../scene-graph';
import { clauses } from './clause-phrases';

/** Each pose's phrases, listed under it. */
const phrases = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

export const TABLE_SERVICE_WORDS = {
  en: {
    ...clauses({
      'taking-order': [
        ['taking', 'takes', 'take', 'taking down', 'takes down', 'writing down', 'writes down', 'jotting down', 'jots down'],
        ['the order', 'an order', 'orders', 'their order', 'their orders', 'the orders', 'the order at the table', 'the order at a table', 'an order at a table', 'orders at the table'],
      ],
      'presenting-bill': [
        ['presenting', 'presents', 'present', 'bringing', 'brings', 'bring', 'handing', 'hands', 'hand over', 'offering', 'offers', 'holding out', 'holds out'],
        ['the bill', 'the check', 'the card machine', 'the card reader', 'the payment terminal', 'the bill and the card machine'],
      ],
      'clearing-table': [['clearing', 'clears', 'clear', 'clearing away', 'clears away'], ['the table', 'a table', 'tables', 'the tables', 'the plates', 'the dishes']],
      'setting-table': [['setting', 'sets', 'set', 'laying', 'lays', 'lay', 'setting up'], ['the table', 'a table', 'the tables', 'tables', 'the cutlery', 'the places']],
      'mixing-cocktail': [['mixing', 'mixes', 'mix', 'shaking', 'shakes', 'shake', 'making', 'makes', 'stirring', 'stirs', 'pouring', 'pours'], ['a cocktail', 'cocktails', 'the cocktail', 'the cocktails', 'a martini', 'a margarita', 'a mojito', 'a negroni']],
      'serving-plates': [
        ['serving', 'serves', 'serve', 'bringing', 'brings', 'bring', 'setting down', 'sets down', 'placing', 'places'],
        ['plates to', 'the plates to', 'the food to', 'food to', 'dinner to', 'lunch to', 'the dishes', 'dishes to', 'the main course', 'the food to the table', 'the plates to the table', 'a plate in front of'],
      ],
      'hosting-tasting': [['hosting', 'hosts', 'host', 'leading', 'leads', 'lead', 'running', 'runs', 'guiding', 'guides'], ['a tasting', 'the tasting', 'a tasting for']],
    }),
    ...phrases({
      'carrying-tray': ['carry the drinks', 'carry drinks', 'bring the drinks', 'on a tray', 'on the tray', 'a tray of drinks', 'tray of drinks', 'carrying a tray', 'carries a tray', 'carrying the tray', 'with a tray', 'holding a tray', 'balancing a tray', 'bringing drinks', 'brings drinks', 'bringing the drinks', 'brings the drinks', 'carrying drinks', 'carries drinks', 'carrying the drinks', 'drinks tray'],
      'presenting-bill': ['card machine', 'card reader', 'payment terminal', 'settling the bill', 'settle the bill'],
      'pouring-at-table': [
        'pouring water for', 'pours water for', 'pouring water at the table', 'pouring water into', 'topping up the glasses', 'tops up the glasses', 'refilling the glasses', 'refills the glasses',
        'refilling glasses', 'pouring wine at the table', 'pours wine at the table', 'pouring the wine at the table', 'serving wine at the table', 'serves wine at the table',
        // Wine served to someone is poured into their glass.
        'serving wine to', 'serves wine to', 'serving the wine to', 'serves the wine to',
      ],
      'hosting-tasting': ['wine tasting', 'pouring samples', 'pours samples', 'tasting wine', 'taste the wine', 'tasting the wine', 'tasting wines'],
    }),
    // Served from one side of the guest: the etiquette of table service.
    ...Object.fromEntries(
      ['serving', 'serving drinks', 'serving the drinks', 'serving food', 'serving the food', 'serving plates', 'serving the plates', 'serving dishes', 'serving the dishes']
        .flatMap((served) => [`${served} from the right`, `${served} from the left`])
        .map((words): [string, Pose] => [words, 'serving-table']),
    ),
    'bringing the menu': 'serving-table', 'handing out menus': 'serving-table',
  },
  es: {
    ...clauses({
      'taking-order': [['toma', 'tomando', 'anota', 'anotando', 'apunta', 'apuntando', 'toma nota de', 'tomando nota de', 'toma nota del', 'tomando nota del'], ['el pedido', 'la comanda', 'los pedidos', 'la orden', 'pedido']],
      'presenting-bill': [['presenta', 'presentando', 'lleva', 'llevando', 'trae', 'trayendo', 'entrega', 'entregando', 'cobra', 'cobrando', 'pagan', 'paga', 'pagando'], ['la cuenta', 'el datáfono']],
      'mixing-cocktail': [['prepara', 'preparando', 'agita', 'agitando', 'mezcla', 'mezclando', 'hace', 'haciendo'], ['un cóctel', 'cócteles', 'un coctel', 'cocteles', 'un mojito', 'un margarita']],
    }),
    ...phrases({
      'carrying-tray': ['bandeja', 'una bandeja', 'la bandeja', 'lleva las bebidas', 'llevando las bebidas', 'trae las bebidas', 'trayendo las bebidas'],
      'presenting-bill': ['datáfono', 'terminal de pago'],
      'clearing-table': ['recoge la mesa', 'recogiendo la mesa', 'retira los platos', 'retirando los platos', 'recoge los platos', 'recogiendo los platos', 'levanta la mesa', 'quita la mesa'],
      'setting-table': ['pone la mesa', 'poniendo la mesa', 'monta la mesa', 'montando la mesa', 'prepara la mesa', 'preparando la mesa', 'coloca los cubiertos', 'colocando los cubiertos'],
      'serving-plates': ['sirve los platos', 'sirviendo los platos', 'sirve la comida', 'sirviendo la comida', 'lleva los platos a la mesa', 'trae los platos', 'trayendo los platos', 'sirve la cena'],
      'pouring-at-table': ['sirve el agua', 'sirve agua', 'sirviendo agua', 'rellena las copas', 'rellenando las copas', 'sirve el vino en la mesa', 'sirviendo el vino en la mesa'],
      'mixing-cocktail': ['coctelera', 'la coctelera'],
      'hosting-tasting': ['cata de vinos', 'una cata', 'dirige una cata', 'dirigiendo una cata', 'guía una cata', 'catan el vino', 'prueban el vino', 'probando el vino'],
    }),
  },
  fr: {
    ...clauses({
      'taking-order': [['prend', 'prenant', 'prendre', 'prenez', 'note', 'notant'], ['la commande', 'les commandes', 'la commande à table']],
      'presenting-bill': [['apporte', 'apportant', 'apportez', 'présente', 'présentant', 'tend', 'tendant', 'règle', 'réglant', 'paie', 'paient'], ["l'addition", 'le terminal de paiement', 'le tpe']],
      'mixing-cocktail': [['prépare', 'préparant', 'secoue', 'secouant', 'mélange', 'mélangeant'], ['un cocktail', 'des cocktails', 'le cocktail']],
    }),
    ...phrases({
      'carrying-tray': ['un plateau', 'plateau', 'sur un plateau', 'porte un plateau', 'portant un plateau', 'apporte les boissons', 'apportant les boissons', 'un plateau de boissons'],
      'presenting-bill': ["l'addition", 'terminal de paiement', 'machine à carte'],
      'clearing-table': ['débarrasse la table', 'débarrassant la table', 'débarrasser la table', 'débarrasse les assiettes', 'débarrasse', 'débarrasser'],
      'setting-table': ['met la table', 'mettant la table', 'mettre la table', 'dresse la table', 'dressant la table', 'dresser la table', 'dispose les couverts'],
      'serving-plates': ['sert les plats', 'servant les plats', 'apporte les plats', 'apportant les plats', 'apporte les assiettes', 'sert le repas', 'sert le dîner'],
      'pouring-at-table': ["sert l'eau", "verse de l'eau", "verse l'eau", 'remplit les verres', 'ressert du vin', 'verse le vin à table', 'sert le vin à table'],
      'mixing-cocktail': ['shaker', 'le shaker'],
      'hosting-tasting': ['dégustation de vins', 'une dégustation', 'anime une dégustation', 'animant une dégustation', 'dégustent le vin', 'goûtent le vin'],
    }),
  },
  de: {
    ...clauses(
      {
        'presenting-bill': [['bringt', 'bringen sie', 'präsentiert', 'zahlt', 'zahlen', 'bezahlt', 'bezahlen'], ['die rechnung', 'das kartenterminal']],
        'mixing-cocktail': [['mixt', 'shakt', 'schüttelt', 'bereitet', 'macht'], ['einen cocktail', 'cocktails', 'den cocktail']],
      },
      true,
    ),
    ...phrases({
      'taking-order': ['nimmt die bestellung auf', 'nimmt die bestellung', 'bestellung aufnehmen', 'die bestellung aufnimmt', 'die bestellung auf', 'nimmt bestellungen auf', 'notiert die bestellung'],
      'carrying-tray': ['tablett', 'ein tablett', 'einem tablett', 'das tablett', 'serviertablett', 'bringt die getränke', 'trägt die getränke'],
      'presenting-bill': ['kartenterminal', 'kartenlesegerät', 'ec-gerät'],
      'clearing-table': ['räumt den tisch ab', 'den tisch abräumen', 'den tisch abräumt', 'räumt ab', 'abräumen', 'räumt die teller ab'],
      'setting-table': ['deckt den tisch', 'den tisch decken', 'den tisch deckt', 'deckt die tische', 'tisch eindecken', 'legt das besteck'],
      'serving-plates': ['serviert das essen', 'das essen serviert', 'bringt das essen', 'serviert die teller', 'bringt die teller', 'serviert die speisen', 'trägt das essen auf'],
      'pouring-at-table': ['schenkt wasser ein', 'schenkt wasser nach', 'schenkt nach', 'füllt die gläser', 'wasser einschenken', 'schenkt am tisch ein'],
      'mixing-cocktail': ['cocktailshaker', 'shaker'],
      'hosting-tasting': ['weinprobe', 'eine weinprobe', 'leitet eine weinprobe', 'weinverkostung', 'verkostung'],
    }),
  },
  it: {
    ...clauses({
      'taking-order': [['prende', 'prendendo', 'prendere', 'prendi', 'che prende', 'annota', 'annotando'], ["l'ordinazione", 'le ordinazioni', "l'ordine", 'la comanda', 'le comande']],
      'presenting-bill': [['porta', 'portando', 'presenta', 'presentando', 'pagano', 'paga', 'pagando', 'chiedono', 'chiede'], ['il conto', 'il pos']],
      'mixing-cocktail': [['prepara', 'preparando', 'shakera', 'shakerando', 'agita', 'agitando', 'miscela', 'miscelando'], ['un cocktail', 'i cocktail', 'cocktail', 'uno spritz', 'un negroni']],
    }),
    ...phrases({
      'carrying-tray': ['vassoio', 'un vassoio', 'il vassoio', 'porta le bevande', 'portando le bevande'],
      'presenting-bill': ['terminale pos'],
      'clearing-table': ['sparecchia', 'sparecchia la tavola', 'sparecchia il tavolo', 'sparecchiando', 'sparecchiare', 'porta via i piatti'],
      'setting-table': ['apparecchia', 'apparecchia la tavola', 'apparecchia il tavolo', 'apparecchiando', 'apparecchiare'],
      'serving-plates': ['serve i piatti', 'servendo i piatti', 'porta i piatti', 'portando i piatti', 'serve la cena', 'serve il pranzo'],
      'pouring-at-table': ["versa l'acqua", 'versa acqua', 'versando acqua', "versando l'acqua", 'riempie i bicchieri', 'serve il vino al tavolo', 'versa il vino al tavolo'],
      'mixing-cocktail': ['shaker', 'lo shaker'],
      'hosting-tasting': ['degustazione di vini', 'una degustazione', 'guida una degustazione', 'conduce una degustazione', 'degustazione'],
    }),
  },
  pt: {
    ...clauses({
      'taking-order': [['anota', 'anotando', 'a anotar', 'anote', 'anotar', 'tira', 'tirando', 'a tirar', 'toma nota do', 'recebe'], ['o pedido', 'os pedidos', 'pedido']],
      'presenting-bill': [['leva', 'levando', 'leve', 'a levar', 'traz', 'trazendo', 'a trazer', 'apresenta', 'entrega', 'paga', 'pagam', 'pagando'], ['a conta', 'a máquina de cartão', 'o terminal de pagamento']],
      'mixing-cocktail': [['prepara', 'preparando', 'a preparar', 'agita', 'agitando', 'a agitar', 'mistura', 'misturando'], ['um cocktail', 'cocktails', 'um coquetel', 'coquetéis', 'uma caipirinha', 'um drink']],
    }),
    ...phrases({
      'carrying-tray': ['tabuleiro', 'um tabuleiro', 'o tabuleiro', 'bandeja', 'uma bandeja', 'a bandeja', 'leva as bebidas', 'levando as bebidas', 'a levar as bebidas'],
      'presenting-bill': ['máquina de cartão', 'maquininha', 'terminal de pagamento'],
      'clearing-table': ['levanta a mesa', 'levantando a mesa', 'a levantar a mesa', 'tira os pratos', 'retira os pratos', 'recolhe os pratos'],
      'setting-table': ['põe a mesa', 'pondo a mesa', 'a pôr a mesa', 'monta a mesa', 'arruma a mesa', 'arrumando a mesa', 'prepara a mesa'],
      'serving-plates': ['serve os pratos', 'servindo os pratos', 'a servir os pratos', 'leva os pratos', 'traz os pratos', 'serve o jantar', 'serve o almoço'],
      'pouring-at-table': ['serve a água', 'serve água', 'servindo água', 'enche os copos', 'a encher os copos', 'serve o vinho à mesa'],
      'mixing-cocktail': ['coqueteleira', 'a coqueteleira'],
      'hosting-tasting': ['prova de vinhos', 'degustação de vinhos', 'uma prova', 'conduz uma prova', 'uma degustação', 'degustação'],
    }),
  },
  nl: {
    ...clauses(
      {
        'presenting-bill': [['brengt', 'breng', 'betaalt', 'betalen'], ['de rekening', 'het pinapparaat']],
        'mixing-cocktail': [['maakt', 'mixt', 'shaket', 'schudt'], ['een cocktail', 'cocktails', 'de cocktail']],
      },
      true,
    ),
    ...phrases({
      'taking-order': ['neemt de bestelling op', 'neem de bestelling op', 'de bestelling opneemt', 'de bestelling op', 'noteert de bestelling', 'bestelling opnemen', 'neemt bestellingen op'],
      'carrying-tray': ['dienblad', 'een dienblad', 'het dienblad', 'brengt de drankjes', 'draagt de drankjes'],
      'presenting-bill': ['pinautomaat', 'pinapparaat'],
      'clearing-table': ['ruimt de tafel af', 'de tafel afruimen', 'de tafel afruimt', 'ruimt af', 'afruimen', 'ruimt de borden af'],
      'setting-table': ['dekt de tafel', 'de tafel dekken', 'de tafel dekt', 'dekt de tafels', 'tafel dekken', 'legt het bestek'],
      'serving-plates': ['serveert het eten', 'het eten serveert', 'brengt het eten', 'serveert de borden', 'brengt de borden', 'serveert het diner'],
      'pouring-at-table': ['schenkt water in', 'schenkt water', 'vult de glazen', 'schenkt bij', 'water inschenken'],
      'mixing-cocktail': ['cocktailshaker', 'shaker'],
      'hosting-tasting': ['wijnproeverij', 'een wijnproeverij', 'leidt een proeverij', 'proeverij', 'proeven de wijn', 'de wijn proeven'],
    }),
  },
} satisfies Record<string, Record<string, Pose>>;
