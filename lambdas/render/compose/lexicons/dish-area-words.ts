/**
 * A kitchen porter's dish area in each language's words (../dish-area-actions.ts): plates scraped into the food waste bin,
 * the dishwasher's rack loaded, its wash or rinse temperature read, clean plates stacked on the shelf; and the porter
 * named by their trade, a cook's whites on. Like the espresso machine's words, the Latin-script steps are listed for the
 * English lexicon too: a training's step is often kept in its language after the planner's English gloss.
 */
import type { ConceptId } from '../concepts';
import type { Pose } from '../scene-graph';
import type { DishAreaPose } from '../dish-area-actions';

const words = (steps: Record<DishAreaPose, readonly string[]>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list.map((w) => [w, pose as Pose])));

/** Every verb before every object: "scrape the plates", "stack clean plates". */
const each = (verbs: readonly string[], objects: readonly string[]): string[] => verbs.flatMap((v) => objects.map((o) => `${v} ${o}`));

const EN_TEMPERATURE = ['the water temperature', 'the wash temperature', 'the rinse temperature', 'the final rinse temperature', 'the dishwasher temperature', 'the dishwasher s temperature', 'the temperature gauge', 'the dishwasher gauge', 'the wash gauge', 'the gauge', 'the gauges'];

const POSES = {
  en: words({
    'scraping-plate': [
      ...each(['scrape', 'scrapes', 'scraping', 'scrape off', 'scraping off'], ['plates', 'the plates', 'a plate', 'the plate', 'each plate', 'dirty plates', 'the dirty plates', 'the leftovers', 'leftovers', 'food scraps', 'the food scraps']),
      'food bin', 'food waste bin', 'food waste bins', 'the food waste', 'scraps bin', 'slops bin',
    ],
    'loading-dish-rack': [
      ...each(['load', 'loads', 'loading', 'fill', 'fills', 'filling'], ['the dishwasher', 'the dish machine', 'the dishwasher rack', 'the dish rack', 'the rack', 'the racks', 'the glasswasher', 'a rack']),
      'dishwasher rack', 'dishwasher racks', 'dish rack', 'dish racks', 'racking the plates', 'rack the plates', 'racks the plates', 'racking up the plates',
    ],
    'reading-wash-gauge': [
      ...each(['check', 'checks', 'checking', 'read', 'reads', 'reading', 'monitor', 'monitors', 'monitoring', 'watch', 'watching'], EN_TEMPERATURE),
      'wash temperature', 'rinse temperature', 'final rinse temperature', 'dishwasher temperature', 'temperature gauge', 'dishwasher gauge',
    ],
    'stacking-plates-shelf': [
      ...each(['stack', 'stacks', 'stacking', 'put away', 'puts away', 'putting away', 'store', 'stores', 'storing', 'shelve', 'shelving'], ['clean plates', 'the clean plates', 'clean dishes', 'the clean dishes', 'the clean crockery', 'clean crockery', 'the plates on the shelf', 'plates on the shelf']),
      'clean plates on the shelf', 'plate shelf', 'plate shelves',
    ],
  }),
  es: words({
    'scraping-plate': ['raspa los platos', 'raspar los platos', 'raspando los platos', 'rasca los platos', 'rascar los platos', 'restos de comida', 'cubo de restos', 'cubo de los restos', 'contenedor de restos', 'cubo de basura organica'],
    'loading-dish-rack': ['carga la cesta', 'cargar la cesta', 'cargando la cesta', 'cesta del lavavajillas', 'rejilla del lavavajillas', 'carga el lavavajillas', 'cargar el lavavajillas', 'cargando el lavavajillas', 'llena el lavavajillas', 'llenar el lavavajillas'],
    'reading-wash-gauge': [...each(['comprueba', 'comprobar', 'comprobando', 'revisa', 'revisar', 'revisando', 'controla', 'controlar', 'mira', 'mirar'], ['la temperatura del agua', 'la temperatura de lavado', 'la temperatura del aclarado']), 'temperatura del agua', 'temperatura de lavado', 'temperatura del lavado', 'temperatura de aclarado', 'temperatura del aclarado', 'temperatura del lavavajillas', 'termometro del lavavajillas'],
    'stacking-plates-shelf': ['apila los platos limpios', 'apilar los platos limpios', 'apilando los platos limpios', 'platos limpios', 'vajilla limpia', 'guarda los platos limpios', 'guardar los platos limpios', 'coloca los platos limpios', 'colocar los platos limpios'],
  }),
  fr: words({
    'scraping-plate': ['racler les assiettes', 'raclez les assiettes', 'racle les assiettes', 'gratter les assiettes', 'grattez les assiettes', 'gratte les assiettes', 'déchets alimentaires', 'restes alimentaires', 'bac à déchets', 'poubelle à déchets', 'poubelle des restes'],
    'loading-dish-rack': ['charger le panier', 'chargez le panier', 'charge le panier', 'panier du lave-vaisselle', 'casier du lave-vaisselle', 'charger le lave-vaisselle', 'chargez le lave-vaisselle', 'charge le lave-vaisselle', 'remplir le lave-vaisselle', 'remplissez le lave-vaisselle'],
    'reading-wash-gauge': [...each(['vérifier', 'vérifiez', 'vérifie', 'contrôler', 'contrôlez', 'contrôle', 'relever', 'relevez'], ['la température de l eau', 'la température de lavage', 'la température de rinçage']), 'température de l eau', 'température de lavage', 'température du lavage', 'température de rinçage', 'température du rinçage', 'température du lave-vaisselle', 'thermomètre du lave-vaisselle'],
    'stacking-plates-shelf': ['empiler les assiettes propres', 'empilez les assiettes propres', 'empile les assiettes propres', 'assiettes propres', 'vaisselle propre', 'ranger les assiettes propres', 'rangez les assiettes propres', 'range les assiettes propres'],
  }),
  de: words({
    'scraping-plate': ['abkratzen', 'abkratzt', 'kratzt ab', 'teller abkratzen', 'die teller abkratzen', 'kratzen sie die teller ab', 'kratzt die teller ab', 'teller abschaben', 'essensreste', 'speisereste', 'biomüll', 'in den biomüll', 'reste in die tonne', 'abfalleimer für essensreste'],
    'loading-dish-rack': ['korb beladen', 'den korb beladen', 'spülkorb', 'den spülkorb', 'spülkorb beladen', 'den spülkorb beladen', 'geschirrkorb', 'spülmaschine beladen', 'die spülmaschine beladen', 'spülmaschine einräumen', 'die spülmaschine einräumen', 'geschirrspüler beladen', 'den geschirrspüler beladen', 'geschirrspüler einräumen'],
    'reading-wash-gauge': [...each(['prüfen', 'prüfen sie', 'prüft', 'kontrollieren', 'kontrollieren sie', 'kontrolliert', 'überprüfen'], ['die wassertemperatur', 'die spültemperatur', 'die temperatur der spülmaschine']), 'wassertemperatur', 'die wassertemperatur', 'spültemperatur', 'die spültemperatur', 'waschtemperatur', 'nachspültemperatur', 'temperatur der spülmaschine', 'temperatur des geschirrspülers'],
    'stacking-plates-shelf': ['saubere teller stapeln', 'die sauberen teller stapeln', 'stapeln sie die sauberen teller', 'saubere teller', 'die sauberen teller', 'sauberes geschirr', 'das saubere geschirr', 'teller ins regal'],
  }),
  it: words({
    'scraping-plate': ['raschiare i piatti', 'raschia i piatti', 'raschiate i piatti', 'raschiando i piatti', 'avanzi di cibo', 'residui di cibo', 'bidone dell umido', 'bidone degli avanzi', 'bidone dei rifiuti alimentari'],
    'loading-dish-rack': ['caricare il cestello', 'carica il cestello', 'caricate il cestello', 'cestello della lavastoviglie', 'caricare la lavastoviglie', 'carica la lavastoviglie', 'caricate la lavastoviglie', 'riempire la lavastoviglie'],
    'reading-wash-gauge': [...each(['controllare', 'controlla', 'controllate', 'verificare', 'verifica', 'verificate'], ['la temperatura dell acqua', 'la temperatura di lavaggio', 'la temperatura del risciacquo', 'la temperatura della lavastoviglie']), 'temperatura dell acqua', 'temperatura di lavaggio', 'temperatura del lavaggio', 'temperatura di risciacquo', 'temperatura del risciacquo', 'temperatura della lavastoviglie', 'termometro della lavastoviglie'],
    'stacking-plates-shelf': ['impilare i piatti puliti', 'impila i piatti puliti', 'impilate i piatti puliti', 'piatti puliti', 'stoviglie pulite', 'riporre i piatti puliti', 'riponi i piatti puliti', 'sistemare i piatti puliti'],
  }),
  pt: words({
    'scraping-plate': ['raspar os pratos', 'raspe os pratos', 'raspa os pratos', 'rapar os pratos', 'rape os pratos', 'restos de comida', 'balde dos restos', 'caixote dos restos', 'lixo orgânico'],
    'loading-dish-rack': ['carregar o cesto', 'carregue o cesto', 'carrega o cesto', 'cesto da máquina', 'cesto da máquina de lavar loiça', 'cesto da lava-louças', 'carregar a máquina de lavar loiça', 'carregue a máquina de lavar loiça', 'carregar a máquina de lavar louça', 'carregar a lava-louças', 'carregue a lava-louças'],
    'reading-wash-gauge': [...each(['verificar', 'verifique', 'verifica', 'controlar', 'controle', 'confirmar', 'confirme'], ['a temperatura da água', 'a temperatura de lavagem', 'a temperatura do enxaguamento']), 'temperatura da água', 'temperatura de lavagem', 'temperatura da lavagem', 'temperatura do enxaguamento', 'temperatura de enxaguamento', 'temperatura da máquina de lavar loiça', 'temperatura da lava-louças'],
    'stacking-plates-shelf': ['empilhar os pratos limpos', 'empilhe os pratos limpos', 'empilha os pratos limpos', 'pratos limpos', 'loiça limpa', 'louça limpa', 'arrumar os pratos limpos', 'arrume os pratos limpos', 'guardar os pratos limpos'],
  }),
  nl: words({
    'scraping-plate': ['borden afschrapen', 'de borden afschrapen', 'schraap de borden', 'schraap de borden af', 'schrapen de borden af', 'etensresten', 'voedselresten', 'gft bak', 'de gft bak', 'afvalbak voor etensresten'],
    'loading-dish-rack': ['rek inladen', 'het rek inladen', 'vaatwasrek', 'het vaatwasrek', 'vaatwaskorf', 'de vaatwaskorf', 'vaatwasser inladen', 'de vaatwasser inladen', 'laad de vaatwasser', 'laad de vaatwasser in', 'vaatwasser vullen', 'de vaatwasser vullen', 'vul de vaatwasser'],
    'reading-wash-gauge': [...each(['controleer', 'controleren', 'check', 'checken'], ['de watertemperatuur', 'de wastemperatuur', 'de spoeltemperatuur', 'de temperatuur van de vaatwasser']), 'watertemperatuur', 'de watertemperatuur', 'wastemperatuur', 'de wastemperatuur', 'spoeltemperatuur', 'de spoeltemperatuur', 'temperatuur van de vaatwasser'],
    'stacking-plates-shelf': ['schone borden stapelen', 'de schone borden stapelen', 'stapel de schone borden', 'schone borden', 'de schone borden', 'schoon servies', 'het schone servies', 'borden in het rek zetten'],
  }),
};

/** The dish area's worker by their trade: a cook's whites and apron on. */
const NOUNS: Record<keyof typeof POSES, Record<string, ConceptId>> = {
  en: { 'kitchen porter': 'chef', 'kitchen porters': 'chef', 'dish washer': 'chef', 'pot washer': 'chef', 'pot washers': 'chef', 'kitchen assistant': 'chef', 'kitchen assistants': 'chef' },
  es: { lavaplatos: 'chef', friegaplatos: 'chef', 'ayudante de cocina': 'chef', 'ayudantes de cocina': 'chef', 'mozo de cocina': 'chef' },
  fr: { 'commis de cuisine': 'chef', 'commis de plonge': 'chef', 'agent de plonge': 'chef' },
  de: { spülkraft: 'chef', spülkräfte: 'chef', spüler: 'chef', tellerwäscher: 'chef', küchenhilfe: 'chef', küchenhilfen: 'chef' },
  it: { lavapiatti: 'chef', 'aiuto cuoco': 'chef', 'aiuto cucina': 'chef' },
  pt: { copeiro: 'chef', copeira: 'chef', copeiros: 'chef', 'lavador de pratos': 'chef', 'ajudante de cozinha': 'chef' },
  nl: { afwasser: 'chef', afwassers: 'chef', bordenwasser: 'chef', 'keukenhulp': 'chef', 'keukenhulpen': 'chef' },
};

export const DISH_AREA_WORDS = Object.fromEntries(Object.entries(POSES).map(([lang, poses]) => [lang, { poses, nouns: NOUNS[lang as keyof typeof POSES] }])) as Record<
  keyof typeof POSES,
  { poses: Record<string, Pose>; nouns: Record<string, ConceptId> }
>;

/** The Latin-script steps of every other language, for the English lexicon. */
export const DISH_AREA_STEPS_KEPT_IN_THEIR_LANGUAGE: Record<string, Pose> = { ...POSES.es, ...POSES.fr, ...POSES.de, ...POSES.it, ...POSES.pt, ...POSES.nl };

/**
 * Those steps read as the plates the porter's picture shows, for the English lexicon's nouns: their words are no English
 * ones ("Saubere Teller stapeln" has no bank teller in it), so nobody is drawn beside the porter for them.
 */
export const DISH_AREA_STEP_NOUNS: Record<string, ConceptId> = Object.fromEntries(Object.keys(DISH_AREA_STEPS_KEPT_IN_THEIR_LANGUAGE).map((phrase) => [phrase, 'plate']));
