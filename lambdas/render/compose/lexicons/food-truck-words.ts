/**
 * A food truck and its queue, in each language's words: the truck (a food van, a burger or coffee van, a taco truck,
 * "camión de comida", "Imbisswagen", "carrinha de comida", "キッチンカー") is the food truck drawn with its hatch, awning
 * and menu board (illustrations/food-truck.ts); people queuing at it are its queue. Queuing anywhere else is standing
 * (actions.ts: the queue needs a truck named). The bare "hatch" or "ventanilla" names no truck: a window has them too.
 */
import type { ConceptId } from '../concepts';
import type { Pose } from '../scene-graph';

const truck = (words: readonly string[]): Record<string, ConceptId> => Object.fromEntries(words.map((w) => [w, 'food-truck' as const]));
const queue = (words: readonly string[]): Record<string, Pose> => Object.fromEntries(words.map((w) => [w, 'truck-queue' as const]));
/** Food handed over, in the words the lexicon has no verb for: through a truck's hatch, else a plain hand-over (actions.ts). */
const handed = (words: readonly string[]): Record<string, Pose> => Object.fromEntries(words.map((w) => [w, 'truck-handing' as const]));

export const FOOD_TRUCK_WORDS = {
  en: {
    nouns: truck(['food truck', 'food trucks', 'foodtruck', 'food van', 'food vans', 'taco truck', 'burger van', 'burger truck', 'coffee van', 'coffee truck', 'ice cream van', 'ice cream truck', 'street food van', 'street food truck', 'serving hatch']),
    poses: queue(['queuing', 'queueing', 'queue', 'queues', 'lining up', 'line up', 'lined up', 'waiting in line', 'in line']),
  },
  es: {
    nouns: truck(['food truck', 'food trucks', 'foodtruck', 'camión de comida', 'camion de comida', 'furgoneta de comida', 'camioneta de comida']),
    poses: queue(['haciendo cola', 'hacen cola', 'hace cola', 'en la cola', 'en fila', 'hacen fila', 'haciendo fila']),
  },
  fr: {
    nouns: truck(['food truck', 'food trucks', 'foodtruck', 'camion restaurant', 'camion-restaurant', 'camion à pizza', 'camion de cuisine de rue']),
    poses: { ...handed(['tend à manger', 'tendant à manger']), ...queue(['font la queue', 'faisant la queue', 'fait la queue', 'qui font la queue', 'en file', 'file d’attente']) },
  },
  de: {
    nouns: truck(['foodtruck', 'foodtrucks', 'food truck', 'imbisswagen', 'verkaufswagen', 'burgerwagen', 'kaffeewagen', 'eiswagen']),
    poses: { ...handed(['essen reicht', 'essen reichen', 'essen überreicht']), ...queue(['stehen schlange', 'steht schlange', 'schlange stehen', 'schlange stehend', 'in der schlange', 'warteschlange']) },
  },
  it: {
    // Italian had no word for its customers: "clienti in fila" were no one.
    nouns: { ...truck(['food truck', 'food trucks', 'foodtruck', 'furgone dello street food', 'camioncino dello street food', 'furgoncino dei gelati']), cliente: 'customer', clienti: 'customer', clienta: 'woman-customer' },
    poses: queue(['in fila', 'fanno la fila', 'fa la fila', 'in coda', 'fanno la coda']),
  },
  pt: {
    nouns: truck(['food truck', 'food trucks', 'foodtruck', 'carrinha de comida', 'carrinhas de comida', 'caminhão de comida', 'roulotte', 'rulote']),
    poses: queue(['na fila', 'em fila', 'fazem fila', 'fazendo fila', 'a fazer fila']),
  },
  nl: {
    nouns: truck(['foodtruck', 'foodtrucks', 'food truck', 'snackwagen', 'friettruck', 'koffiewagen', 'ijswagen']),
    poses: { ...handed(['eten aangeeft', 'eten aanreikt', 'eten geeft']), ...queue(['in de rij', 'staan in de rij', 'in de wachtrij', 'wachtrij', 'aanschuiven']) },
  },
  ja: { nouns: truck(['キッチンカー', 'フードトラック', '移動販売車']), poses: queue(['行列', '並ぶ', '並んで', '並んでいる']) },
  ar: { nouns: truck(['شاحنة طعام', 'شاحنة الطعام', 'عربة طعام']), poses: queue(['طابور', 'يصطفون', 'في الطابور']) },
} as const;
