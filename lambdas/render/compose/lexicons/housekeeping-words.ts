/**
 * A hotel housekeeper's rounds in each language's words, as housekeeping trainings phrase their steps (actions.ts):
 * knocking at the room's door and announcing themselves (or not, a "do not disturb" sign on it), checking the minibar, reporting what is missing or damaged,
 * cleaning the bathroom (its mirror and basin, its toilet). The minibar named alone is the room's (a suite "with a minibar"), not the step. The housekeeper's own names are a cleaner, in a tabard.
 */
import type { ConceptId } from '../concepts';
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));
const cleaner = (names: readonly string[]): Record<string, ConceptId> => Object.fromEntries(names.map((n) => [n, 'cleaner' as const]));

export const HOUSEKEEPING_WORDS = {
  en: {
    nouns: cleaner(['room attendant', 'room attendants', 'chambermaid', 'chambermaids', 'housekeeping staff', 'room maid']),
    poses: words({
      'door-not-disturb': ['do not disturb', 'do not disturb sign', 'dnd sign', 'privacy sign', 'please do not disturb'],
      'placing-towels': ['replacing the towels', 'replace the towels', 'replaces the towels', 'fresh towels', 'clean towels', 'folding towels', 'folding the towels', 'fold the towels', 'folds the towels', 'changing the towels', 'change the towels', 'changes the towels', 'laying out towels', 'towel art'],
      'knocking-door': ['knocking', 'knocking on the door', 'knock on the door', 'knocks on the door', 'knocking at the door', 'knock at the door', 'announce themselves', 'announces themselves', 'announcing themselves', 'announce yourself', 'announcing herself', 'announcing himself', 'at the room door', 'at the door of the room', 'housekeeping cart'],
      'checking-minibar': ['at the minibar', 'checking the minibar', 'check the minibar', 'checks the minibar', 'restocking the minibar', 'restock the minibar', 'restocks the minibar'],
      'reporting-room': ['reporting any damage', 'report any damage', 'reports any damage', 'reporting damage', 'report damage', 'reporting the damage', 'reporting maintenance issues', 'report maintenance issues', 'reporting a fault', 'report a fault', 'reporting faults', 'report faults', 'reporting lost property', 'report lost property', 'logging the room', 'log the room'],
      'cleaning-mirror': ['cleaning the bathroom', 'clean the bathroom', 'cleans the bathroom', 'cleaning the mirror', 'clean the mirror', 'cleans the mirror', 'wiping the mirror', 'wipe the mirror', 'wipes the mirror', 'polishing the mirror', 'polish the mirror', 'cleaning the basin', 'clean the basin', 'cleaning the sink', 'clean the sink', 'wiping the basin', 'wipe the basin'],
      'cleaning-toilet': ['cleaning the toilet', 'clean the toilet', 'cleans the toilet', 'scrubbing the toilet', 'scrub the toilet', 'scrubs the toilet', 'toilet brush', 'cleaning the loo', 'clean the loo', 'disinfecting the toilet', 'disinfect the toilet'],
    }),
  },
  es: {
    nouns: cleaner(['camarera de piso', 'camareras de piso', 'camarero de piso', 'camarera de pisos', 'gobernanta', 'mucama']),
    poses: words({
      'door-not-disturb': ['no molestar', 'cartel de no molestar', 'letrero de no molestar'],
      'placing-towels': ['cambia las toallas', 'cambiar las toallas', 'cambiando las toallas', 'repone las toallas', 'reponer las toallas', 'dobla las toallas', 'doblar las toallas', 'doblando las toallas', 'toallas limpias'],
      'knocking-door': ['llama a la puerta', 'llamar a la puerta', 'llamando a la puerta', 'toca a la puerta', 'tocar la puerta', 'tocando la puerta', 'golpea la puerta', 'se anuncia', 'anunciarse', 'anunciándose', 'carrito de limpieza'],
      'checking-minibar': ['revisa el minibar', 'revisar el minibar', 'revisando el minibar', 'comprueba el minibar', 'comprobar el minibar', 'repone el minibar', 'reponer el minibar'],
      'reporting-room': ['informa de los daños', 'informar de los daños', 'informando de los daños', 'reporta los daños', 'reportar los daños', 'reportar daños', 'comunica las averías', 'comunicar las averías', 'informar de averías', 'reporta cualquier daño', 'reportar cualquier daño'],
      'cleaning-mirror': ['limpia el baño', 'limpiar el baño', 'limpiando el baño', 'limpia el espejo', 'limpiar el espejo', 'limpiando el espejo', 'limpia el lavabo', 'limpiar el lavabo', 'limpiando el lavabo'],
      'cleaning-toilet': ['limpia el inodoro', 'limpiar el inodoro', 'limpiando el inodoro', 'limpia el váter', 'limpiar el váter', 'friega el inodoro', 'desinfecta el inodoro', 'desinfectar el inodoro'],
    }),
  },
  fr: {
    nouns: cleaner(['femme de chambre', 'femmes de chambre', 'valet de chambre', 'gouvernante', 'agent d hébergement', 'équipier d étage']),
    poses: words({
      'door-not-disturb': ['ne pas déranger', 'panneau ne pas déranger', 'affichette ne pas déranger'],
      'placing-towels': ['change les serviettes', 'changer les serviettes', 'changez les serviettes', 'plie les serviettes', 'plier les serviettes', 'pliez les serviettes', 'remplace les serviettes', 'remplacer les serviettes', 'serviettes propres'],
      'knocking-door': ['frappe à la porte', 'frapper à la porte', 'frappant à la porte', 'frappez à la porte', 's annonce', 's annoncer', 'annoncez vous', 'chariot de ménage', 'chariot d étage'],
      'checking-minibar': ['vérifie le minibar', 'vérifier le minibar', 'vérifiez le minibar', 'contrôle le minibar', 'contrôler le minibar', 'réapprovisionne le minibar', 'réapprovisionner le minibar'],
      'reporting-room': ['signale les dégâts', 'signaler les dégâts', 'signalez les dégâts', 'signale les dommages', 'signaler les dommages', 'signalez les dommages', 'signaler toute anomalie', 'signalez toute anomalie', 'signale toute anomalie', 'signaler les pannes', 'signalez les pannes'],
      'cleaning-mirror': ['nettoie la salle de bain', 'nettoyer la salle de bain', 'nettoyez la salle de bain', 'nettoyant la salle de bain', 'nettoie le miroir', 'nettoyer le miroir', 'nettoyez le miroir', 'essuie le miroir', 'nettoie le lavabo', 'nettoyer le lavabo', 'nettoyez le lavabo'],
      'cleaning-toilet': ['nettoie les toilettes', 'nettoyer les toilettes', 'nettoyez les toilettes', 'nettoie la cuvette', 'nettoyer la cuvette', 'brosse à toilette', 'désinfecte les toilettes', 'désinfecter les toilettes'],
    }),
  },
  de: {
    nouns: cleaner(['zimmermädchen', 'zimmerfrau', 'zimmermädchens', 'roomboy', 'hausdame', 'zimmerreinigung']),
    poses: words({
      'door-not-disturb': ['bitte nicht stören', 'nicht stören', 'nicht stören schild'],
      'placing-towels': ['wechselt die handtücher', 'handtücher wechseln', 'wechseln sie die handtücher', 'faltet die handtücher', 'handtücher falten', 'legt frische handtücher', 'frische handtücher'],
      'knocking-door': ['klopft an die tür', 'an die tür klopfen', 'klopfen sie an', 'klopft an', 'anklopfen', 'meldet sich an', 'stellt sich vor', 'reinigungswagen', 'zimmerwagen'],
      'checking-minibar': ['prüft die minibar', 'minibar prüfen', 'kontrolliert die minibar', 'minibar kontrollieren', 'füllt die minibar auf', 'minibar auffüllen'],
      'reporting-room': ['meldet schäden', 'schäden melden', 'melden sie schäden', 'meldet alle schäden', 'mängel melden', 'meldet mängel', 'melden sie mängel', 'defekte melden', 'meldet defekte'],
      'cleaning-mirror': ['reinigt das bad', 'das bad reinigen', 'putzt das bad', 'das bad putzen', 'badezimmer reinigen', 'reinigt das badezimmer', 'putzt den spiegel', 'den spiegel putzen', 'reinigt den spiegel', 'spiegel reinigen', 'waschbecken reinigen', 'reinigt das waschbecken', 'putzt das waschbecken'],
      'cleaning-toilet': ['reinigt die toilette', 'die toilette reinigen', 'putzt die toilette', 'die toilette putzen', 'toilette reinigen', 'putzt das wc', 'reinigt das wc', 'wc reinigen', 'klobürste'],
    }),
  },
  it: {
    nouns: cleaner(['cameriera ai piani', 'cameriere ai piani', 'cameriera di piano', 'governante', 'addetta alle camere', 'addetto alle camere']),
    poses: words({
      'door-not-disturb': ['non disturbare', 'cartello non disturbare'],
      'placing-towels': ['cambia gli asciugamani', 'cambiare gli asciugamani', 'cambiando gli asciugamani', 'piega gli asciugamani', 'piegare gli asciugamani', 'sostituisce gli asciugamani', 'sostituire gli asciugamani', 'asciugamani puliti'],
      'stripping-bed': ['disfa il letto', 'disfare il letto', 'disfacendo il letto', 'toglie le lenzuola', 'togliere le lenzuola', 'togliendo le lenzuola', 'cambia le lenzuola', 'cambiare le lenzuola'],
      'knocking-door': ['bussa alla porta', 'bussare alla porta', 'bussando alla porta', 'bussa', 'bussare', 'bussando', 'si annuncia', 'annunciarsi', 'carrello delle pulizie', 'carrello di servizio'],
      'checking-minibar': ['controlla il minibar', 'controllare il minibar', 'controllando il minibar', 'verifica il minibar', 'verificare il minibar', 'rifornisce il minibar', 'rifornire il minibar'],
      'reporting-room': ['segnala i danni', 'segnalare i danni', 'segnalando i danni', 'segnala eventuali danni', 'segnalare eventuali danni', 'segnala i guasti', 'segnala eventuali guasti', 'segnalare i guasti', 'segnalare eventuali guasti'],
      'cleaning-mirror': ['pulisce il bagno', 'pulire il bagno', 'pulendo il bagno', 'pulisci il bagno', 'pulisce lo specchio', 'pulire lo specchio', 'pulendo lo specchio', 'pulisce il lavandino', 'pulire il lavandino', 'pulisce il lavabo', 'pulire il lavabo'],
      'cleaning-toilet': ['pulisce il water', 'pulire il water', 'pulendo il water', 'pulisce il wc', 'pulire il wc', 'igienizza il water', 'igienizzare il water', 'scopino'],
    }),
  },
  pt: {
    nouns: cleaner(['camareira', 'camareiras', 'empregada de andares', 'arrumadeira', 'governanta', 'camareiro']),
    poses: words({
      'door-not-disturb': ['não incomodar', 'não perturbar', 'placa de não perturbe', 'não perturbe'],
      'placing-towels': ['troca as toalhas', 'trocar as toalhas', 'trocando as toalhas', 'a trocar as toalhas', 'dobra as toalhas', 'dobrar as toalhas', 'repõe as toalhas', 'repor as toalhas', 'toalhas limpas'],
      'knocking-door': ['bate à porta', 'bater à porta', 'batendo à porta', 'a bater à porta', 'bate na porta', 'bater na porta', 'batendo na porta', 'se anuncia', 'anuncia se', 'anunciar se', 'carrinho de limpeza', 'carrinho de serviço'],
      'checking-minibar': ['verifica o minibar', 'verificar o minibar', 'verificando o minibar', 'a verificar o minibar', 'confere o frigobar', 'conferir o frigobar', 'repõe o minibar', 'repor o minibar', 'verifica o frigobar', 'verificar o frigobar', 'verificando o frigobar', 'verifique o minibar', 'verifique o frigobar'],
      'reporting-room': ['comunica os danos', 'comunicar os danos', 'comunicar danos', 'reporta os danos', 'reportar os danos', 'reportar danos', 'relata os danos', 'relatar os danos', 'relatar qualquer dano', 'comunicar avarias', 'comunica avarias'],
      'cleaning-mirror': ['limpa a casa de banho', 'limpar a casa de banho', 'a limpar a casa de banho', 'limpa o banheiro', 'limpar o banheiro', 'limpando o banheiro', 'limpa o espelho', 'limpar o espelho', 'limpando o espelho', 'limpa o lavatório', 'limpar o lavatório', 'limpa a pia', 'limpar a pia', 'limpe a casa de banho', 'limpe o banheiro', 'limpe o espelho', 'limpe o lavatório'],
      'cleaning-toilet': ['limpa a sanita', 'limpar a sanita', 'a limpar a sanita', 'limpa o vaso sanitário', 'limpar o vaso sanitário', 'limpando o vaso sanitário', 'limpa a privada', 'limpar a privada', 'escova sanitária', 'limpe a sanita', 'limpe o vaso sanitário', 'limpe a privada'],
    }),
  },
  nl: {
    nouns: cleaner(['kamermeisje', 'kamermeisjes', 'kamermeid', 'roomboy', 'huishoudster', 'housekeeper']),
    poses: words({
      'door-not-disturb': ['niet storen', 'niet storen bordje', 'bordje niet storen'],
      'placing-towels': ['vervangt de handdoeken', 'de handdoeken vervangen', 'vouwt de handdoeken', 'de handdoeken vouwen', 'verschoont de handdoeken', 'schone handdoeken', 'verse handdoeken'],
      'stripping-bed': ['haalt het bed af', 'het bed afhalen', 'haal het bed af', 'trekt het bed af', 'het bed aftrekken', 'verschoont het bed', 'het bed verschonen'],
      'knocking-door': ['klopt aan', 'klopt op de deur', 'op de deur kloppen', 'kloppen op de deur', 'aankloppen', 'kondigt zich aan', 'stelt zich voor', 'schoonmaakkar', 'schoonmaakkarretje'],
      'checking-minibar': ['controleert de minibar', 'de minibar controleren', 'controleer de minibar', 'vult de minibar aan', 'de minibar aanvullen'],
      'reporting-room': ['meldt schade', 'schade melden', 'meld schade', 'meldt de schade', 'meldt eventuele schade', 'eventuele schade melden', 'meldt defecten', 'defecten melden', 'storingen melden'],
      'cleaning-mirror': ['maakt de badkamer schoon', 'de badkamer schoonmaken', 'maak de badkamer schoon', 'poetst de spiegel', 'de spiegel poetsen', 'maakt de spiegel schoon', 'de spiegel schoonmaken', 'maakt de wastafel schoon', 'de wastafel schoonmaken'],
      'cleaning-toilet': ['maakt het toilet schoon', 'het toilet schoonmaken', 'maak het toilet schoon', 'maakt de wc schoon', 'de wc schoonmaken', 'poetst het toilet', 'het toilet poetsen', 'wc borstel'],
    }),
  },
};
