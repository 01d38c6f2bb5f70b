/**
 * An espresso machine's close-down in each language's words (../espresso-close-actions.ts): the group head purged or
 * flushed, the portafilter soaked or cleaned in detergent, the machine backflushed with a blind basket, the steam wand
 * wiped or purged, the drip tray emptied. The parts' names alone say the step ("la lanceta de vapor", "die Tropfschale"):
 * a café's training names the part it is about. Like the warehouse's words, the Latin-script steps are listed for the
 * English lexicon too: a training's step is often kept in its language after the planner's English gloss.
 */
import type { ConceptId } from '../concepts';
import type { Pose } from '../scene-graph';
import type { EspressoClosePose } from '../espresso-close-actions';

const words = (steps: Record<EspressoClosePose, readonly string[]>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list.map((w) => [w, pose as Pose])));

/** Every verb before every object: "purge the group head", "wipe the steam wand". */
const each = (verbs: readonly string[], objects: readonly string[]): string[] => verbs.flatMap((v) => objects.map((o) => `${v} ${o}`));

const EN_GROUP = ['the group head', 'the group heads', 'the grouphead', 'the group', 'the brew group', 'the brew head'];
const EN_WAND = ['the steam wand', 'the steam wands', 'the steam arm', 'the milk wand', 'the steam nozzle'];

export const ESPRESSO_CLOSE_WORDS = {
  en: words({
    'purging-group': [...each(['purge', 'purges', 'purging', 'flush', 'flushes', 'flushing', 'rinse', 'rinses', 'rinsing'], EN_GROUP), 'group head', 'group heads', 'grouphead', 'brew group', 'shower screen', 'the shower screen'],
    'soaking-portafilter': [
      ...each(['soak', 'soaks', 'soaking', 'clean', 'cleans', 'cleaning', 'wash', 'washes', 'washing', 'scrub', 'scrubs', 'scrubbing', 'rinse', 'rinses', 'rinsing'], ['the portafilter', 'the portafilters', 'the portafilter baskets', 'the baskets', 'the filter baskets', 'the handle']),
      'portafilter', 'portafilters', 'portafilter in detergent', 'portafilters in detergent',
    ],
    backflushing: ['backflush', 'backflushes', 'backflushing', 'back flush', 'back flushing', 'back-flush', 'back-flushing', 'blind basket', 'blind filter', 'blank basket', 'cleaning tablet', 'cleaning tablets', 'espresso machine cleaner', 'cleaning cycle', 'cleaning programme', 'cleaning program'],
    'wiping-wand': [...each(['wipe', 'wipes', 'wiping', 'clean', 'cleans', 'cleaning', 'purge', 'purges', 'purging', 'wipe down', 'wiping down'], EN_WAND), 'steam wand', 'steam wands', 'milk wand'],
    'emptying-drip-tray': [...each(['empty', 'empties', 'emptying', 'clean', 'cleans', 'cleaning', 'rinse', 'rinses', 'rinsing', 'wash', 'washing'], ['the drip tray', 'the drip trays', 'the drain tray', 'the drip grate']), 'drip tray', 'drip trays'],
  }),
  es: words({
    'purging-group': ['purga el grupo', 'purgar el grupo', 'purga los grupos', 'purgar los grupos', 'purgando el grupo', 'enjuaga el grupo', 'enjuagar el grupo', 'limpia el grupo', 'limpiar el grupo', 'cabezal del grupo', 'grupo de café', 'ducha del grupo'],
    'soaking-portafilter': ['portafiltro', 'portafiltros', 'el portafiltros', 'los portafiltros', 'limpia el portafiltros', 'limpiar el portafiltros', 'remoja el portafiltros', 'remojar el portafiltros', 'portafiltros con detergente', 'cacillo', 'los cacillos'],
    backflushing: ['retrolavado', 'contralavado', 'lavado a contracorriente', 'filtro ciego', 'cacillo ciego', 'pastilla de limpieza', 'pastillas de limpieza', 'ciclo de limpieza'],
    'wiping-wand': ['lanceta', 'la lanceta', 'lanceta de vapor', 'la lanceta de vapor', 'vaporizador', 'el vaporizador', 'tubo de vapor', 'limpia la lanceta', 'limpiar la lanceta', 'purga la lanceta'],
    'emptying-drip-tray': ['bandeja de goteo', 'la bandeja de goteo', 'bandeja recogegotas', 'vacía la bandeja', 'vaciar la bandeja', 'vacía la bandeja de goteo', 'vaciar la bandeja de goteo', 'rejilla de goteo'],
  }),
  fr: words({
    'purging-group': ['purger le groupe', 'purgez le groupe', 'purge le groupe', 'rincer le groupe', 'rincez le groupe', 'nettoyer le groupe', 'nettoyez le groupe', 'tête de groupe', 'groupe de percolation', 'douchette du groupe'],
    'soaking-portafilter': ['porte-filtre', 'porte-filtres', 'le porte-filtre', 'les porte-filtres', 'porte filtre', 'nettoyer le porte-filtre', 'nettoyez le porte-filtre', 'faire tremper le porte-filtre', 'faites tremper le porte-filtre'],
    backflushing: ['rétrolavage', 'backflush', 'filtre aveugle', 'filtre borgne', 'pastille de nettoyage', 'pastilles de nettoyage', 'cycle de nettoyage'],
    'wiping-wand': ['buse vapeur', 'la buse vapeur', 'buse à vapeur', 'buse de vapeur', 'lance vapeur', 'lance à vapeur', 'essuyer la buse', 'essuyez la buse', 'nettoyer la buse', 'nettoyez la buse'],
    'emptying-drip-tray': ["bac d'égouttage", "le bac d'égouttage", 'bac récolteur', "grille d'égouttage", 'vider le bac', 'videz le bac', "vider le bac d'égouttage", "videz le bac d'égouttage"],
  }),
  de: words({
    'purging-group': ['brühgruppe', 'die brühgruppe', 'brühgruppe spülen', 'spülen sie die brühgruppe', 'brühgruppe durchspülen', 'brühgruppe reinigen', 'gruppe spülen', 'gruppe durchspülen', 'gruppenkopf', 'duschsieb'],
    'soaking-portafilter': ['siebträger', 'den siebträger', 'die siebträger', 'siebträger reinigen', 'siebträger einweichen', 'siebträger einlegen', 'reinigen sie den siebträger', 'siebe reinigen'],
    backflushing: ['rückspülen', 'rückspülung', 'blindsieb', 'mit dem blindsieb', 'reinigungstablette', 'reinigungstabletten', 'reinigungsprogramm', 'backflush'],
    'wiping-wand': ['dampflanze', 'die dampflanze', 'dampflanze abwischen', 'dampflanze reinigen', 'milchlanze', 'die milchlanze', 'dampfdüse', 'dampfrohr'],
    'emptying-drip-tray': ['tropfschale', 'die tropfschale', 'abtropfschale', 'auffangschale', 'tropfschale leeren', 'tropfschale ausleeren', 'leeren sie die tropfschale', 'tropfgitter'],
  }),
  it: words({
    'purging-group': ['gruppo erogatore', 'il gruppo erogatore', 'spurgare il gruppo', 'spurga il gruppo', 'spurgate il gruppo', 'sciacquare il gruppo', 'sciacqua il gruppo', 'pulire il gruppo', 'pulisci il gruppo', 'doccetta del gruppo'],
    'soaking-portafilter': ['portafiltro', 'portafiltri', 'il portafiltro', 'i portafiltri', 'pulire il portafiltro', 'pulisci il portafiltro', 'metti in ammollo il portafiltro', 'lasciare in ammollo il portafiltro'],
    backflushing: ['controlavaggio', 'filtro cieco', 'pastiglia detergente', 'pastiglie detergenti', 'ciclo di lavaggio', 'backflush'],
    'wiping-wand': ['lancia vapore', 'la lancia vapore', 'lancia del vapore', 'lancia a vapore', 'pulire la lancia', 'pulisci la lancia', 'spurgare la lancia', 'lancetta del vapore'],
    'emptying-drip-tray': ['vaschetta raccogligocce', 'la vaschetta raccogligocce', 'vaschetta di gocciolamento', 'svuotare la vaschetta', 'svuota la vaschetta', 'griglia raccogligocce'],
  }),
  pt: words({
    'purging-group': ['purgar o grupo', 'purgue o grupo', 'purga o grupo', 'enxaguar o grupo', 'enxague o grupo', 'limpar o grupo', 'limpe o grupo', 'cabeça do grupo', 'grupo de extração', 'chuveiro do grupo'],
    'soaking-portafilter': ['porta-filtro', 'porta-filtros', 'o porta-filtro', 'os porta-filtros', 'porta filtro', 'limpar o porta-filtro', 'limpe o porta-filtro', 'deixar o porta-filtro de molho', 'deixe o porta-filtro de molho'],
    backflushing: ['retrolavagem', 'contralavagem', 'filtro cego', 'pastilha de limpeza', 'pastilhas de limpeza', 'ciclo de limpeza', 'backflush'],
    'wiping-wand': ['bico de vapor', 'o bico de vapor', 'vaporizador', 'o vaporizador', 'lança de vapor', 'limpar o bico de vapor', 'limpe o bico de vapor', 'purgar o bico de vapor'],
    'emptying-drip-tray': ['bandeja de gotejamento', 'a bandeja de gotejamento', 'tabuleiro de gotas', 'esvaziar a bandeja', 'esvazie a bandeja', 'esvaziar o tabuleiro', 'esvazie o tabuleiro', 'grelha de gotejamento'],
  }),
  nl: words({
    'purging-group': ['zetgroep', 'de zetgroep', 'zetgroep doorspoelen', 'spoel de zetgroep', 'spoel de zetgroep door', 'zetgroep reinigen', 'reinig de zetgroep', 'zetkop', 'douchezeefje'],
    'soaking-portafilter': ['filterhouder', 'de filterhouder', 'filterhouders', 'portafilter', 'de portafilter', 'filterhouder reinigen', 'reinig de filterhouder', 'filterhouder laten weken', 'laat de filterhouder weken'],
    backflushing: ['terugspoelen', 'terugspoeling', 'blindfilter', 'blinde filter', 'reinigingstablet', 'reinigingstabletten', 'reinigingsprogramma', 'backflush'],
    'wiping-wand': ['stoompijp', 'de stoompijp', 'stoomlans', 'de stoomlans', 'stoompijpje', 'stoompijp afvegen', 'veeg de stoompijp af', 'stoompijp reinigen', 'melkopschuimer'],
    'emptying-drip-tray': ['lekbak', 'de lekbak', 'druppelbak', 'de druppelbak', 'opvangbak', 'lekbak legen', 'leeg de lekbak', 'druppelbak legen', 'leeg de druppelbak', 'lekrooster'],
  }),
};

/** The Latin-script steps of every other language, for the English lexicon. */
export const ESPRESSO_CLOSE_STEPS_KEPT_IN_THEIR_LANGUAGE: Record<string, Pose> = {
  ...ESPRESSO_CLOSE_WORDS.es, ...ESPRESSO_CLOSE_WORDS.fr, ...ESPRESSO_CLOSE_WORDS.de, ...ESPRESSO_CLOSE_WORDS.it, ...ESPRESSO_CLOSE_WORDS.pt, ...ESPRESSO_CLOSE_WORDS.nl,
};

/**
 * The group head's phrases name the machine, not a group of people ("purge the group head", "purga el grupo"): read as
 * its noun, which the barista's picture shows, so no friends are drawn beside them. For each lexicon's nouns.
 */
export const groupHeadNouns = (poses: Record<string, Pose>): Record<string, ConceptId> =>
  Object.fromEntries(Object.entries(poses).flatMap(([phrase, pose]) => (pose === 'purging-group' ? [[phrase, 'coffee-machine']] : [])));
