/**
 * A stockroom's and a shop floor's training steps in each language's words (../stock-work-actions.ts): parcels packed,
 * heavy boxes put on the bottom shelf, a step ladder used, the shelves tidied, use-by dates checked. As the planner
 * glosses such steps in English ("packing a parcel into a box", "putting heavy boxes on the bottom shelf"), the English
 * words are the ones it writes and those of English steps; packing boxes alone is a home move's, not this.
 */
import type { Pose } from '../scene-graph';
import type { StockWorkPose } from '../stock-work-actions';

const words = (steps: Record<StockWorkPose, readonly string[]>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list.map((w) => [w, pose as Pose])));

/** Every verb before every object: "pack the parcels", "tidy the shelves". */
const each = (verbs: readonly string[], objects: readonly string[]): string[] => verbs.flatMap((v) => objects.map((o) => `${v} ${o}`));

const EN_HEAVY = ['heavy boxes', 'a heavy box', 'the heavy box', 'heavy items', 'heavy loads', 'heavier boxes', 'heaviest boxes', 'heavy stock'];
const EN_LOW = ['on the bottom shelf', 'on the lowest shelf', 'on the bottom shelves', 'on low shelves', 'on a low shelf', 'on the lower shelves', 'low down', 'at the bottom of the shelves'];

export const STOCK_WORK_WORDS = {
  en: words({
    'packing-box': [
      ...each(['pack', 'packs', 'packing'], ['a parcel', 'parcels', 'the parcel', 'the parcels', 'an order', 'orders', 'the order', 'the orders', 'items', 'the items', 'goods', 'the goods', 'a box for', 'the parcels properly', 'parcels properly']),
      'packing a parcel into a box', 'packing bench', 'packing station', 'packing table', 'parcel packing', 'order packing',
    ],
    // Said with the shelf it goes on: the heaviest boxes at the bottom of a pallet are its stacking (warehouse-words.ts).
    'shelving-heavy-box': EN_HEAVY.flatMap((h) => EN_LOW.map((l) => `${h} ${l}`)),
    'climbing-ladder': [
      ...each(['climbing', 'climb', 'climbs', 'using', 'use', 'uses', 'on', 'up', 'standing on', 'stand on', 'going up', 'go up'], ['a step ladder', 'the step ladder', 'a stepladder', 'the stepladder', 'a ladder', 'the ladder', 'the kick step', 'a kick step', 'the steps']),
      'step ladder', 'step ladders', 'stepladder', 'stepladders', 'ladder safely', 'ladder safety',
    ],
    'tidying-shelf': each(['tidying', 'tidy', 'tidies', 'straightening', 'straighten', 'straightens', 'facing up', 'face up', 'faces up', 'fronting', 'front', 'organising', 'organise', 'organizing', 'organize', 'arranging', 'arrange', 'sorting', 'sort', 'restocking', 'restock', 'restocks', 'filling', 'fill'], ['the shelves', 'the shelf', 'shelves', 'the displays', 'the display', 'the aisles', 'the aisle']),
    'checking-date': [
      ...each(['checking', 'check', 'checks', 'reading', 'read', 'reads', 'looking at', 'look at'], ['the dates', 'the date', 'the date labels', 'the date label', 'the labels', 'dates', 'the expiry dates', 'the use by dates', 'the best before dates']),
      'use by date', 'use by dates', 'best before date', 'best before dates', 'sell by date', 'sell by dates', 'expiry date', 'expiry dates', 'date label', 'date labels', 'date codes',
    ],
  }),
  es: words({
    'packing-box': ['empaqueta los paquetes', 'empaquetar los paquetes', 'empaquetar pedidos', 'empaqueta los pedidos', 'embala los paquetes', 'embalar los paquetes', 'embalar pedidos', 'embala los pedidos', 'empaquetando pedidos', 'embalando paquetes'],
    'shelving-heavy-box': ['cajas pesadas abajo', 'las cajas pesadas abajo', 'cajas pesadas en los estantes de abajo', 'cajas pesadas en el estante inferior', 'cajas pesadas en la parte baja'],
    'climbing-ladder': ['escalera de mano', 'la escalera de mano', 'escalera de tijera', 'escalerilla', 'sube a la escalera', 'subir a la escalera'],
    'tidying-shelf': ['ordena las estanterias', 'ordenar las estanterias', 'ordena los estantes', 'ordenar los estantes', 'ordenando los estantes', 'reponer los estantes', 'repone los estantes', 'arregla los lineales', 'ordena los lineales'],
    'checking-date': [...each(['revisa', 'revisar', 'revisando', 'comprueba', 'comprobar', 'comprobando', 'controla', 'controlar', 'mira', 'mirar'], ['las fechas de caducidad', 'la fecha de caducidad', 'las fechas']), 'fechas de caducidad', 'fecha de caducidad', 'la fecha de caducidad', 'las fechas de caducidad', 'fecha de consumo preferente', 'fechas de vencimiento'],
  }),
  fr: words({
    'packing-box': ['emballer les colis', 'emballez les colis', 'emballe les colis', 'emballer les commandes', 'emballez les commandes', 'emballe les commandes', 'préparer les colis', 'emballant les colis'],
    'shelving-heavy-box': ['cartons lourds en bas', 'les cartons lourds en bas', 'colis lourds en bas', 'charges lourdes en bas', 'cartons lourds sur l étagère du bas'],
    'climbing-ladder': ['escabeau', 'l escabeau', 'un escabeau', 'marchepied', 'le marchepied', 'monter sur l escabeau', 'montez sur l escabeau', 'échelle', 'l échelle'],
    'tidying-shelf': ['ranger les rayons', 'rangez les rayons', 'range les rayons', 'ranger les étagères', 'rangez les étagères', 'range les étagères', 'faire le facing', 'remettre en ordre les rayons', 'réassort des rayons'],
    'checking-date': [...each(['vérifie', 'vérifier', 'vérifiez', 'vérifiant', 'contrôle', 'contrôler', 'contrôlez', 'regarde', 'regarder'], ['les dates de péremption', 'la date de péremption', 'les dates', 'les dlc', 'la dlc']), 'dates de péremption', 'date de péremption', 'la date de péremption', 'les dates de péremption', 'dates limites', 'date limite de consommation', 'les dlc', 'dlc'],
  }),
  de: words({
    'packing-box': ['pakete packen', 'pakete richtig packen', 'packt pakete', 'packt die pakete', 'packen die pakete', 'packen sie die pakete', 'bestellungen packen', 'bestellungen verpacken', 'pakete verpacken', 'verpackt die pakete', 'waren verpacken'],
    'shelving-heavy-box': ['schwere kartons unten', 'schwere kartons unten ins regal', 'schwere kisten unten', 'schwere lasten unten', 'schwere kartons ins untere regal', 'schwere pakete unten'],
    'climbing-ladder': ['leiter', 'die leiter', 'trittleiter', 'die trittleiter', 'stehleiter', 'die stehleiter', 'auf die leiter', 'steigt auf die leiter', 'leiter benutzen'],
    'tidying-shelf': ['regale aufräumen', 'die regale aufräumen', 'räumt die regale auf', 'räumen die regale auf', 'regale ordnen', 'die regale ordnen', 'regale auffüllen', 'die regale auffüllen', 'füllt die regale auf'],
    'checking-date': [...each(['prüft', 'prüfen', 'prüfe', 'prüfen sie', 'kontrolliert', 'kontrollieren', 'kontrollieren sie', 'überprüft', 'überprüfen', 'checkt'], ['das mindesthaltbarkeitsdatum', 'das haltbarkeitsdatum', 'das verfallsdatum', 'das ablaufdatum', 'das mhd', 'die mindesthaltbarkeitsdaten', 'die daten']), 'mindesthaltbarkeitsdatum', 'das mindesthaltbarkeitsdatum', 'haltbarkeitsdatum', 'das haltbarkeitsdatum', 'verfallsdatum', 'ablaufdatum', 'mhd', 'das mhd'],
  }),
  it: words({
    'packing-box': ['imballare i pacchi', 'imballa i pacchi', 'imballate i pacchi', 'imballare gli ordini', 'imballa gli ordini', 'confezionare i pacchi', 'confeziona i pacchi', 'impacchettare gli ordini'],
    'shelving-heavy-box': ['scatole pesanti in basso', 'le scatole pesanti in basso', 'scatoloni pesanti in basso', 'carichi pesanti in basso', 'scatole pesanti sui ripiani bassi'],
    'climbing-ladder': ['scala a pioli', 'la scala a pioli', 'scaletta', 'la scaletta', 'sgabello scala', 'sale sulla scaletta', 'salire sulla scaletta'],
    'tidying-shelf': ['sistemare gli scaffali', 'sistema gli scaffali', 'sistemate gli scaffali', 'riordinare gli scaffali', 'riordina gli scaffali', 'rifornire gli scaffali', 'rifornisce gli scaffali', 'sistemando gli scaffali'],
    'checking-date': [...each(['controlla', 'controllare', 'controllate', 'controllando', 'verifica', 'verificare', 'verificando', 'guarda', 'guardare'], ['le date di scadenza', 'la data di scadenza', 'le scadenze']), 'date di scadenza', 'data di scadenza', 'la data di scadenza', 'le date di scadenza', 'le scadenze', 'scadenze'],
  }),
  pt: words({
    'packing-box': ['embalar as encomendas', 'embale as encomendas', 'embala as encomendas', 'embalar os pacotes', 'embale os pacotes', 'empacotar as encomendas', 'empacote as encomendas', 'embalando encomendas'],
    'shelving-heavy-box': ['caixas pesadas em baixo', 'as caixas pesadas em baixo', 'caixas pesadas embaixo', 'caixas pesadas nas prateleiras de baixo', 'caixas pesadas na prateleira de baixo'],
    'climbing-ladder': ['escadote', 'o escadote', 'escada de mão', 'a escada de mão', 'subir ao escadote', 'suba ao escadote'],
    'tidying-shelf': ['arrumar as prateleiras', 'arrume as prateleiras', 'arruma as prateleiras', 'organizar as prateleiras', 'organize as prateleiras', 'repor as prateleiras', 'reponha as prateleiras', 'arrumando as prateleiras'],
    'checking-date': [...each(['verifica', 'verificar', 'verifique', 'verificando', 'confere', 'conferir', 'confira', 'controla', 'controlar'], ['os prazos de validade', 'o prazo de validade', 'as datas de validade', 'a data de validade', 'a validade']), 'prazos de validade', 'prazo de validade', 'o prazo de validade', 'datas de validade', 'data de validade', 'a data de validade'],
  }),
  nl: words({
    'packing-box': ['pakketten inpakken', 'de pakketten inpakken', 'pak de pakketten in', 'bestellingen inpakken', 'de bestellingen inpakken', 'pakt pakketten in', 'pakketten verpakken', 'pakjes inpakken'],
    'shelving-heavy-box': ['zware dozen onderaan', 'zware dozen onderin', 'de zware dozen onderaan', 'zware dozen op de onderste plank', 'zware dozen in het onderste schap'],
    'climbing-ladder': ['ladder', 'de ladder', 'trapje', 'het trapje', 'keukentrapje', 'op de ladder', 'op het trapje'],
    'tidying-shelf': ['schappen opruimen', 'de schappen opruimen', 'ruim de schappen op', 'schappen bijvullen', 'de schappen bijvullen', 'vul de schappen bij', 'schappen ordenen', 'de schappen netjes maken'],
    'checking-date': [...each(['controleert', 'controleer', 'controleren', 'checkt', 'check', 'checken', 'bekijkt', 'bekijk'], ['de houdbaarheidsdatum', 'de houdbaarheidsdata', 'de tht datum', 'de vervaldatum', 'de datum']), 'houdbaarheidsdatum', 'de houdbaarheidsdatum', 'houdbaarheidsdata', 'tht datum', 'de tht datum', 'vervaldatum', 'de vervaldatum'],
  }),
};

/** Customers served or helped at the till are served at the checkout, never at a table: for the English lexicon. */
export const SERVED_AT_THE_TILL: Record<string, Pose> = Object.fromEntries(
  each(['serving', 'serve', 'serves', 'helping', 'help', 'helps', 'assisting', 'assist', 'assists'], ['customers at the till', 'a customer at the till', 'the customer at the till', 'customers at the checkout', 'a customer at the checkout', 'the customer at the checkout', 'customers at the tills']).map((w) => [w, 'checkout' as Pose]),
);
