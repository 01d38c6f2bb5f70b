/**
 * Trades at their everyday work in each language's words (actions.ts: patching-tyre, drawing-bread, grilling): a
 * puncture mended, a tube changed or a chain fixed at the bike stand; bread taken out of the oven; food on the grill.
 * Spread into each language's poses.
 */
import type { ConceptId } from '../concepts';
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

export const TRADE_WORK_WORDS = {
  en: words({
    'patching-tyre': [
      'patching a tyre', 'patching a tire', 'patching the tyre', 'patching the tire', 'patches a tyre', 'patches a tire', 'mending a puncture', 'mends a puncture',
      'mending a tyre', 'mending a tire', 'fixing a puncture', 'fixes a puncture', 'repairing a puncture', 'fixing a flat', 'fixes a flat', 'changing a tube',
      'changing the tube', 'changing an inner tube', 'changing the inner tube', 'changes the inner tube', 'replacing the inner tube', 'fixing a chain', 'fixing the chain', 'fixes the chain',
      'fixing a bike chain', 'repairing the chain', 'repairing a chain', 'oiling the chain', 'puncture repair',
    ],
    'drawing-bread': [
      'taking bread out of the oven', 'taking bread from the oven', 'takes bread out of the oven', 'taking the bread out', 'taking loaves out', 'taking the loaves out',
      'pulling bread from the oven', 'pulling loaves', 'drawing loaves', 'loaves out of the oven', 'bread out of the oven', 'bread from the oven', 'deck oven',
    ],
    grilling: ['grilling', 'grills', 'at the grill', 'on the grill', 'at the griddle', 'on the griddle', 'barbecuing', 'flipping burgers', 'a la plancha', 'à la plancha'],
  }),
  es: words({
    'patching-tyre': [
      'reparar un pinchazo', 'reparando un pinchazo', 'repara un pinchazo', 'arreglando un pinchazo', 'arregla un pinchazo', 'parchea', 'parcheando', 'parchear',
      'reparando una rueda', 'cambiando la cámara', 'cambia la cámara', 'reparando la cadena', 'arreglando la cadena', 'repara la cadena', 'arregla la cadena',
    ],
    'drawing-bread': ['sacando pan del horno', 'saca el pan del horno', 'sacando el pan del horno', 'saca pan del horno', 'sacar el pan del horno'],
    grilling: ['a la parrilla', 'en la parrilla', 'a la plancha', 'en la plancha', 'asando', 'haciendo una parrillada', 'en la barbacoa'],
  }),
  fr: words({
    'patching-tyre': [
      'répare un pneu', 'réparer un pneu', 'réparant un pneu', 'répare le pneu', 'répare une crevaison', 'réparer une crevaison', 'réparant une crevaison',
      'répare la chambre à air', 'change la chambre à air', 'changer la chambre à air', 'répare une chaîne', 'réparer une chaîne', 'réparant la chaîne', 'répare la chaîne',
    ],
    'drawing-bread': ['sort le pain du four', 'sortant le pain du four', 'sortir le pain du four', 'sort les pains du four', 'sort les baguettes du four', 'défourne', 'défournant', 'défourner', 'cuit le pain', 'cuisant le pain'],
    grilling: ['à la plancha', 'au grill', 'sur le grill', 'au barbecue', 'grillant', 'fait griller', 'faisant griller', 'fait des grillades'],
  }),
  de: words({
    'patching-tyre': [
      'reifen flicken', 'flickt den reifen', 'flickt einen reifen', 'reifen flickt', 'den reifen flickt', 'einen reifen flickt', 'schlauch wechselt', 'wechselt den schlauch',
      'schlauch wechseln', 'kette repariert', 'repariert die kette', 'kette reparieren', 'platten flicken', 'flickt',
    ],
    'drawing-bread': ['brot aus dem ofen', 'holt brot aus dem ofen', 'holt das brot aus dem ofen', 'brote aus dem ofen'],
    grilling: ['am grill', 'auf dem grill', 'grillt', 'grillen', 'grillend'],
  }),
  it: words({
    'patching-tyre': [
      'riparare una gomma', 'ripara una gomma', 'riparando una gomma', 'ripara la gomma', 'ripara una foratura', 'riparare una foratura', "cambia la camera d'aria",
      'ripara la catena', 'riparando la catena', 'riparare la catena', 'aggiusta la catena',
    ],
    'drawing-bread': ['sforna il pane', 'sfornando il pane', 'sfornare il pane', 'tira fuori il pane dal forno', 'toglie il pane dal forno', 'pane dal forno'],
    grilling: ['alla griglia', 'sulla griglia', 'grigliando', 'griglia', 'alla piastra'],
  }),
  pt: words({
    'patching-tyre': [
      'remendar um pneu', 'remenda um pneu', 'a remendar um pneu', 'remendando um pneu', 'remenda o pneu', 'a remendar o pneu', 'arranjar um furo', 'a arranjar um furo',
      'conserta um pneu', 'consertando um pneu', 'troca a câmara de ar', 'repara a corrente', 'a reparar a corrente', 'consertando a corrente',
    ],
    'drawing-bread': ['tirar pão do forno', 'a tirar pão do forno', 'tira o pão do forno', 'tirando o pão do forno', 'tirar o pão do forno', 'tirando pão do forno', 'a tirar o pão'],
    grilling: ['a grelhar', 'grelhando', 'grelhar', 'na grelha', 'grelha', 'na chapa'],
  }),
  nl: words({
    'patching-tyre': [
      'band plakt', 'band plakken', 'plakt een band', 'plakt de band', 'binnenband vervangt', 'vervangt de binnenband', 'ketting repareert', 'repareert de ketting',
      'ketting maakt', 'lekke band',
    ],
    'drawing-bread': ['brood uit de oven', 'haalt brood uit de oven', 'haalt het brood uit de oven', 'broden uit de oven'],
    grilling: ['grilt', 'grillen', 'aan de grill', 'op de grill', 'barbecuet'],
  }),
  ja: words({
    'patching-tyre': ['パンク修理', 'パンクを直', 'タイヤを修理', 'チューブを交換', 'チェーンを直', 'チェーンを修理'],
    'drawing-bread': ['パンを窯から', 'パンをオーブンから', 'パンを取り出', 'パンを焼'],
    grilling: ['焼く', '焼いて', 'グリルで', '鉄板で', 'を焼い'],
  }),
};

/**
 * Things of the bike's read whole, as the bike: an inner tube is not a tube of cream, and a puncture in Japanese
 * (パンク) begins with bread's word (パン), not a loaf beside the mechanic.
 */
export const BIKE_PARTS: { en: Record<string, ConceptId>; ja: Record<string, ConceptId> } = { en: { 'inner tube': 'bicycle' }, ja: { パンク: 'bicycle' } };
