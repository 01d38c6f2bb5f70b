/**
 * A home changing hands, in each language's words (illustrations/keys-hand-over.ts): the keys to a new home got or
 * handed over ("getting the keys to their new flat", "recibe las llaves", "remet les clés", "bekommt die Schlüssel",
 * "consegna le chiavi", "recebe as chaves", "krijgt de sleutels"), and a viewing ("showing a family around", "enseña la
 * casa", "fait visiter", "zeigt das Haus", "mostra la casa", "mostra a casa", "rondleiding"). Handing keys over at a
 * garage stays the garage's (trade-work-words.ts): at a house or home it becomes this (actions.ts).
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';
import { REMOVALS_WORDS } from './removals-words';

const as = <T extends string>(pose: T, words: readonly string[]): Record<string, T> => Object.fromEntries(words.map((w) => [w, pose]));
type Language = keyof typeof REMOVALS_WORDS;
const keysAndViewing = (language: Language, keys: readonly string[], viewing: readonly string[]) => {
  const { carrying, loading, unpacking, sofa, wrapping, movers, vans, inside, outside } = REMOVALS_WORDS[language];
  return {
    poses: { ...as<Pose>('keys-handover', keys), ...as<Pose>('house-viewing', viewing), ...as<Pose>('carrying', carrying), ...as<Pose>('loading-van', loading), ...as<Pose>('unpacking', unpacking),
      ...as<Pose>('carrying-sofa', sofa), ...as<Pose>('wrapping-furniture', wrapping),
    },
    nouns: { ...as<ConceptId>('labourer', movers), ...as<ConceptId>('truck', vans) },
    settings: { ...as<SettingId>('house', outside), ...as<SettingId>('home', inside) },
  };
};

export const HOME_MOVE_WORDS = {
  en: keysAndViewing(
    'en',
    ['getting the keys', 'gets the keys', 'get the keys', 'getting their keys', 'gets their keys', 'receiving the keys', 'receives the keys', 'receive the keys', 'collecting the keys', 'collects the keys', 'picking up the keys', 'picks up the keys', 'holding up their new keys', 'holding up the keys', 'holds up the keys', 'holding their new keys', 'keys to their new', 'keys to the new', 'keys to her new', 'keys to his new', 'key handover', 'keys handover', 'handing over the house keys', 'hands over the house keys'],
    ['showing a family around', 'showing a couple around', 'showing them around', 'showing them round', 'showing a family round', 'showing a couple round', 'shows a family around', 'shows a couple around', 'shows them around', 'showing buyers around', 'showing a young couple around', 'showing a young family around', 'around their future home', 'around their new home', 'round their new home', 'around the property', 'round the property', 'around a property', 'showing visitors around', 'showing around', 'shows around', 'showing round', 'house viewing', 'property viewing', 'viewing a house', 'viewing the house', 'viewing a flat', 'viewing an apartment', 'viewing a home', 'view the house', 'tour of the house', 'tour of the home', 'touring the house', 'touring a home'],
  ),
  es: keysAndViewing(
    'es',
    ['recibe las llaves', 'reciben las llaves', 'recibiendo las llaves', 'recibir las llaves', 'recogen las llaves', 'recoge las llaves', 'entrega las llaves de', 'entregando las llaves de', 'llaves de su nuevo', 'llaves de su nueva', 'llaves de la casa', 'llaves del piso'],
    ['ensena la casa', 'ensenando la casa', 'ensena el piso', 'ensenando el piso', 'muestra la casa', 'mostrando la casa', 'muestra el piso', 'mostrando el piso', 'visita la casa', 'visitan la casa', 'visitando la casa', 'visita el piso', 'visitan el piso'],
  ),
  fr: keysAndViewing(
    'fr',
    ['remet les cles de', 'remettant les cles de', 'recoit les cles', 'recoivent les cles', 'recevant les cles', 'recupere les cles', 'recuperent les cles', 'cles de leur nouvel', 'cles de leur nouvelle', 'cles de la maison', 'cles de l appartement', 'remise des cles'],
    ['fait visiter', 'faisant visiter', 'faire visiter', 'visite la maison', 'visitent la maison', 'visitant la maison', 'visite l appartement', 'visitent l appartement', 'visite de la maison', 'visite d une maison'],
  ),
  de: keysAndViewing(
    'de',
    ['bekommt die schlussel', 'bekommen die schlussel', 'erhalt die schlussel', 'erhalten die schlussel', 'schlussel fur ihr neues', 'schlussel fur ihre neue', 'schlussel zu ihrer neuen', 'schlussel zum neuen', 'schlusselubergabe', 'ubergibt die hausschlussel', 'ubergibt die wohnungsschlussel'],
    ['zeigt das haus', 'zeigt die wohnung', 'zeigen das haus', 'fuhrt durch das haus', 'fuhrt durch die wohnung', 'besichtigt das haus', 'besichtigen das haus', 'besichtigt die wohnung', 'besichtigen die wohnung', 'hausbesichtigung', 'wohnungsbesichtigung'],
  ),
  it: keysAndViewing(
    'it',
    ['consegna le chiavi di casa', 'consegna le chiavi della', 'consegna le chiavi del', 'ricevono le chiavi', 'riceve le chiavi', 'ricevendo le chiavi', 'chiavi della nuova', 'chiavi del nuovo', 'chiavi di casa', 'consegna delle chiavi'],
    ['mostra la casa', 'mostrando la casa', 'mostra l appartamento', 'fa visitare', 'facendo visitare', 'visita la casa', 'visitano la casa', 'visitano l appartamento', 'visita l appartamento'],
  ),
  pt: keysAndViewing(
    'pt',
    ['recebe as chaves', 'recebem as chaves', 'recebendo as chaves', 'a receber as chaves', 'entrega as chaves da', 'entrega as chaves do', 'chaves da nova', 'chaves do novo', 'chaves da casa', 'chaves do apartamento', 'entrega das chaves'],
    ['mostra a casa', 'mostrando a casa', 'a mostrar a casa', 'mostra o apartamento', 'visita a casa', 'visitam a casa', 'visitando a casa', 'visitam o apartamento', 'visita ao imovel'],
  ),
  nl: keysAndViewing(
    'nl',
    ['krijgt de sleutels', 'krijgen de sleutels', 'krijgt de sleutel', 'ontvangt de sleutels', 'ontvangen de sleutels', 'sleutels van hun nieuwe', 'sleutels van haar nieuwe', 'sleutels van zijn nieuwe', 'sleuteloverdracht', 'overhandigt de huissleutels'],
    ['geeft een rondleiding', 'geeft rondleiding', 'rondleiding', 'leidt rond', 'leidt een gezin rond', 'leidt het stel rond', 'laat het huis zien', 'toont het huis', 'bezichtigt het huis', 'bezichtigen het huis', 'huizenbezichtiging'],
  ),
};
