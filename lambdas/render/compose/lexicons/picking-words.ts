/**
 * An order picked in a warehouse, in each language's words (illustrations/order-picking.ts): the shelf's location label
 * scanned, the item taken off the shelf, the item put into the picking tote. Spread after the warehouse's words
 * (warehouse-words.ts) into each lexicon: the longer phrase wins at its place ("scanning the shelf label" over "scanning
 * the label", a carton's). Like the warehouse's words, the Latin-script steps are listed for the English lexicon too.
 */
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

/** Every verb before every object: "scan the shelf label", "picking the item". */
const each = (verbs: readonly string[], objects: readonly string[]): string[] => verbs.flatMap((v) => objects.map((o) => `${v} ${o}`));

/**
 * Every verb, with or without each object, before every place: "put the item into the tote". Never the place alone: a word the
 * lexicon does not know right before an action would be read as someone doing it ("l'articolo nella cassetta").
 */
const into = (verbs: readonly string[], objects: readonly string[], places: readonly string[]): string[] =>
  each(verbs, [...places, ...each(objects, places)]);

export const PICKING_WORDS = {
  en: words({
    'shelf-scanning': [
      ...each(['scanning', 'scan', 'scans'], ['the shelf label', 'the shelf labels', 'the shelf barcode', 'the shelf', 'the location label', 'the location barcode', 'the location', 'the bin label', 'the bin location']),
      'shelf label', 'location label', 'bin label',
    ],
    'shelf-picking': [
      ...each(['picking', 'pick', 'picks', 'taking', 'take', 'takes', 'grabbing', 'grab', 'grabs'], ['the item', 'an item', 'the items', 'the product', 'the goods', 'the item from the shelf', 'the item off the shelf', 'it from the shelf', 'it off the shelf']),
      'order picking', 'picking orders', 'picking the order', 'pick the order', 'picks the order',
    ],
    'tote-placing': [
      ...into(['placing', 'place', 'places', 'putting', 'put', 'puts', 'dropping', 'drop', 'drops'], ['it', 'them', 'the item', 'the items', 'the product', 'the goods'], ['in the tote', 'into the tote', 'in the crate', 'into the crate', 'in the picking tote', 'into the picking tote']),
      'picking tote', 'picking trolley', 'picking cart', 'tote box',
    ],
  }),
  es: words({
    'shelf-scanning': [
      ...each(['escanea', 'escanear', 'escaneando'], ['la etiqueta de la estantería', 'la etiqueta del estante', 'la ubicación', 'la etiqueta de ubicación']),
      'etiqueta de la estantería', 'etiqueta de ubicación',
    ],
    'shelf-picking': [
      ...each(['coge', 'coger', 'cogiendo', 'recoge', 'recoger', 'recogiendo', 'toma', 'tomar', 'tomando', 'saca', 'sacar', 'sacando'], ['el artículo', 'los artículos', 'el producto', 'el artículo de la estantería']),
      'preparación de pedidos', 'prepara el pedido', 'preparar el pedido', 'preparando el pedido',
    ],
    'tote-placing': [
      ...into(['coloca', 'colocar', 'colocando', 'pon', 'poner', 'poniendo', 'mete', 'meter', 'metiendo', 'deja', 'dejar', 'dejando'], ['el artículo', 'los artículos', 'el producto'], ['en la cubeta', 'en la caja de picking']),
      'colócalo en la cubeta', 'ponlo en la cubeta', 'mételo en la cubeta', 'carro de picking', 'caja de picking',
    ],
  }),
  fr: words({
    'shelf-scanning': [
      ...each(['scanner', 'scannez', 'scanne', 'scannant'], ["l'étiquette de l'emplacement", "l'étiquette du rayonnage", "l'étiquette de l'étagère", "l'emplacement"]),
      "étiquette de l'emplacement", 'étiquette du rayonnage',
    ],
    'shelf-picking': [
      ...each(['prélever', 'prélevez', 'prélève', 'prélevant', 'prendre', 'prenez', 'prend', 'prenant'], ["l'article", 'les articles', 'le produit', "l'article dans le rayonnage"]),
      'préparation de commandes', 'préparer la commande', 'préparez la commande', 'prépare la commande',
    ],
    'tote-placing': [
      ...into(['déposer', 'déposez', 'dépose', 'déposant', 'placer', 'placez', 'place', 'plaçant', 'mettre', 'mettez', 'met', 'mettant'], ["l'article", 'les articles', 'le produit'], ['dans le bac', 'dans le bac de préparation']),
      'déposez-le dans le bac', 'placez-le dans le bac', 'mettez-le dans le bac', 'bac de préparation', 'chariot de préparation',
    ],
  }),
  de: words({
    'shelf-scanning': [
      'regaletikett scannen', 'scannt das regaletikett', 'scannen sie das regaletikett', 'scanne das regaletikett', 'lagerplatz scannen', 'scannt den lagerplatz',
      'scannen sie den lagerplatz', 'lagerplatzetikett', 'regaletikett',
    ],
    'shelf-picking': [
      'artikel entnehmen', 'entnimmt den artikel', 'entnehmen sie den artikel', 'nimmt den artikel', 'nehmen sie den artikel', 'artikel aus dem regal', 'kommissionieren',
      'kommissioniert', 'kommissionierung',
    ],
    'tote-placing': [
      ...into(['legt', 'legen sie', 'lege', 'legen', 'gibt', 'geben sie'], ['ihn', 'sie', 'es', 'den artikel', 'die ware'], ['in die kiste', 'in die kommissionierkiste', 'in den behälter', 'in die box']),
      'kommissionierkiste', 'kommissionierwagen',
    ],
  }),
  it: words({
    'shelf-scanning': [
      ...each(['scansiona', 'scansionare', 'scansionando'], ["l'etichetta dello scaffale", "l'ubicazione", "l'etichetta dell'ubicazione"]),
      'etichetta dello scaffale',
    ],
    'shelf-picking': [
      ...each(['preleva', 'prelevare', 'prelevando', 'prendi', 'prende', 'prendere', 'prendendo'], ["l'articolo", 'gli articoli', 'il prodotto', "l'articolo dallo scaffale"]),
      'preparazione degli ordini', "prepara l'ordine", "preparare l'ordine",
    ],
    'tote-placing': [
      ...into(['mette', 'metti', 'mettere', 'mettendo', 'posa', 'posare', 'posando', 'ripone', 'riporre'], ["l'articolo", 'gli articoli', 'il prodotto'], ['nella cassetta', 'nel contenitore', 'nella cassetta di prelievo']),
      'mettilo nella cassetta', 'carrello di prelievo', 'cassetta di prelievo',
    ],
  }),
  pt: words({
    'shelf-scanning': [
      ...each(['digitaliza', 'digitalize', 'digitalizar', 'leia', 'ler', 'lê', 'escaneia', 'escanear'], ['a etiqueta da prateleira', 'a etiqueta da localização', 'a localização']),
      'etiqueta da prateleira', 'etiqueta da localização',
    ],
    'shelf-picking': [
      ...each(['retire', 'retirar', 'retira', 'pegue', 'pegar', 'pega', 'recolha', 'recolher', 'recolhe'], ['o artigo', 'os artigos', 'o produto', 'o artigo da prateleira']),
      'preparação de encomendas', 'separação de pedidos', 'separar o pedido', 'separe o pedido',
    ],
    'tote-placing': [
      ...into(['coloque', 'colocar', 'coloca', 'ponha', 'pôr', 'põe', 'deposite', 'depositar'], ['o artigo', 'os artigos', 'o produto'], ['na caixa', 'na caixa de picking', 'no contentor']),
      'coloque-o na caixa', 'coloca-o na caixa', 'carrinho de picking', 'caixa de picking',
    ],
  }),
  nl: words({
    'shelf-scanning': ['scan het schaplabel', 'scant het schaplabel', 'schaplabel scannen', 'scan de locatie', 'scant de locatie', 'locatielabel', 'schaplabel'],
    'shelf-picking': ['pak het artikel', 'pakt het artikel', 'artikel pakken', 'haal het artikel uit het schap', 'haalt het artikel uit het schap', 'orderpicken', 'orderpicking'],
    'tote-placing': [
      ...into(['leg', 'legt', 'leggen', 'stop', 'stopt', 'stoppen', 'doe', 'doet'], ['het', 'het artikel', 'de artikelen'], ['in de bak', 'in de krat', 'in de orderbak']),
      'orderbak', 'orderkar',
    ],
  }),
};

/** The Latin-script steps of every other language, for the English lexicon. */
export const PICKING_STEPS_KEPT_IN_THEIR_LANGUAGE: Record<string, Pose> = {
  ...PICKING_WORDS.es, ...PICKING_WORDS.fr, ...PICKING_WORDS.de, ...PICKING_WORDS.it, ...PICKING_WORDS.pt, ...PICKING_WORDS.nl,
};
