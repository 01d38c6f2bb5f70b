/**
 * A complaint handled in each language's words (../complaint-actions.ts), as a customer-service training's steps and
 * the planner's glosses say them: listening to the customer without interrupting, apologising to them, offering a
 * solution (a refund, a replacement, an exchange), following up or calling them back. Only phrases that say the
 * customer's complaint: a bare "listening" or "apologising" stays two people talking. Like the warehouse's words, the
 * Latin-script steps are listed for the English lexicon too (a step kept in its language after the English gloss).
 */
import type { Pose } from '../scene-graph';
import type { ComplaintPose } from '../complaint-actions';

const words = (steps: Record<ComplaintPose, readonly string[]>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list.map((w) => [w, pose as Pose])));

/** Every verb before every object: "listen to the customer", "offer a refund". */
const each = (verbs: readonly string[], objects: readonly string[]): string[] => verbs.flatMap((v) => objects.map((o) => `${v} ${o}`));

/** Whom an apology is made to. */
const EN_CUSTOMER = ['the customer', 'a customer', 'an upset customer', 'an angry customer', 'the upset customer', 'the angry customer', 'customers', 'the guest', 'a guest', 'the complaint', 'a complaint', 'their complaint', 'them'];
/** Who is listened to as a complaint: a customer upset, or the complaint itself ("a barista listening to a customer" takes an order). */
const EN_COMPLAINT = ['an upset customer', 'an angry customer', 'the upset customer', 'the angry customer', 'an unhappy customer', 'the complaint', 'a complaint', 'the complaints', 'their complaint', 'the problem', 'them'];

export const COMPLAINT_WORDS = {
  en: words({
    'complaint-listening': [
      ...each(['listen to', 'listens to', 'listening to', 'hear out', 'hears out', 'hearing out'], EN_COMPLAINT),
      'listen without interrupting', 'listens without interrupting', 'listening without interrupting', 'listening carefully without interrupting', 'listen carefully without interrupting', 'listening actively', 'active listening',
    ],
    'complaint-apologising': [
      ...each(['apologise to', 'apologises to', 'apologising to', 'apologize to', 'apologizes to', 'apologizing to', 'say sorry to', 'says sorry to', 'saying sorry to'], EN_CUSTOMER),
      ...each(['apologise', 'apologises', 'apologising', 'apologize', 'apologizes', 'apologizing'], ['sincerely', 'genuinely', 'for the problem', 'for the inconvenience', 'for the mistake', 'for the trouble']),
      'sincere apology', 'a sincere apology', 'offering an apology', 'offer an apology', 'apologising', 'apologizing', 'apologises', 'apologizes', 'apologise', 'apologize',
    ],
    'complaint-solving': [
      ...each(['offer', 'offers', 'offering', 'propose', 'proposes', 'proposing', 'suggest', 'suggests', 'suggesting', 'find', 'finds', 'finding', 'agree', 'agreeing'], ['a solution', 'the solution', 'solutions', 'a fix', 'a refund', 'a replacement', 'an exchange', 'a voucher', 'a remedy']),
      ...each(['offer', 'offers', 'offering'], ['the customer a solution', 'the customer a refund', 'the customer a replacement', 'them a solution', 'them a refund']),
      'resolve the complaint', 'resolves the complaint', 'resolving the complaint', 'resolve the issue', 'resolving the issue', 'solve the problem', 'solving the problem',
    ],
    'complaint-following-up': [
      'follow up', 'follows up', 'following up', 'follow-up', 'follow up with the customer', 'following up with the customer', 'follow up by email', 'following up by email', 'follow up by phone', 'following up by phone',
      ...each(['call', 'calls', 'calling', 'ring', 'rings', 'ringing', 'phone', 'phones', 'phoning'], ['the customer back', 'them back', 'back the customer']),
      ...each(['email', 'emails', 'emailing', 'e-mail', 'e-mailing', 'write to', 'writing to'], ['the customer', 'them afterwards', 'the customer afterwards']),
      'check back with the customer', 'checking back with the customer', 'check in with the customer', 'checking in with the customer',
    ],
  }),
  es: words({
    'complaint-listening': ['escucha al cliente', 'escuchar al cliente', 'escuchando al cliente', 'escucha la queja', 'escuchar la queja', 'escucha la reclamación', 'escucha sin interrumpir', 'escuchar sin interrumpir', 'escuchando sin interrumpir'],
    'complaint-apologising': ['pide disculpas', 'pedir disculpas', 'pidiendo disculpas', 'discúlpate', 'disculparse', 'se disculpa', 'disculpándose', 'pide perdón', 'pedir perdón', 'disculpas sinceras'],
    'complaint-solving': ['ofrece una solución', 'ofrecer una solución', 'ofreciendo una solución', 'propón una solución', 'proponer una solución', 'ofrece un reembolso', 'ofrece un cambio', 'busca una solución', 'buscar una solución'],
    'complaint-following-up': ['haz un seguimiento', 'hacer un seguimiento', 'haz seguimiento', 'hacer seguimiento', 'dar seguimiento', 'seguimiento', 'vuelve a llamar al cliente', 'llama al cliente', 'volver a llamar'],
  }),
  fr: words({
    'complaint-listening': ['écoutez le client', 'écouter le client', 'écoute le client', 'écoutez la réclamation', 'écouter la réclamation', 'écoutez sans interrompre', 'écouter sans interrompre', 'écoute sans interrompre'],
    'complaint-apologising': ['excusez-vous', "s'excuser", 's’excuser', "s'excuse", 's’excuse', 'présentez vos excuses', 'présenter ses excuses', 'présente ses excuses', 'excuses sincères'],
    'complaint-solving': ['proposez une solution', 'proposer une solution', 'propose une solution', 'offrez une solution', 'offrir une solution', 'proposez un remboursement', 'proposez un échange', 'trouvez une solution', 'trouver une solution'],
    'complaint-following-up': ['assurez le suivi', 'assurer le suivi', 'faites un suivi', 'faire un suivi', 'suivi', 'relancez le client', 'relancer le client', 'rappelez le client', 'rappeler le client'],
  }),
  de: words({
    'complaint-listening': ['hören sie dem kunden zu', 'dem kunden zuhören', 'hört dem kunden zu', 'der kundin zuhören', 'ohne zu unterbrechen zuhören', 'zuhören ohne zu unterbrechen', 'beschwerde anhören', 'die beschwerde anhören'],
    'complaint-apologising': ['entschuldigen sie sich', 'sich entschuldigen', 'entschuldigt sich', 'aufrichtig entschuldigen', 'sich aufrichtig entschuldigen', 'entschuldigung aussprechen', 'um entschuldigung bitten'],
    'complaint-solving': ['eine lösung anbieten', 'lösung anbieten', 'bieten sie eine lösung an', 'bietet eine lösung an', 'lösung vorschlagen', 'eine lösung vorschlagen', 'erstattung anbieten', 'umtausch anbieten', 'ersatz anbieten'],
    'complaint-following-up': ['nachfassen', 'fassen sie nach', 'nachhaken', 'zurückrufen', 'rufen sie den kunden zurück', 'den kunden zurückrufen', 'innerhalb von 24 stunden nachfassen', 'sich melden', 'melden sie sich beim kunden'],
  }),
  it: words({
    'complaint-listening': ['ascolta il cliente', 'ascoltare il cliente', 'ascoltate il cliente', 'ascolta senza interrompere', 'ascoltare senza interrompere', 'ascolta il reclamo', 'ascoltare il reclamo'],
    'complaint-apologising': ['scusati', 'scusarsi', 'si scusa', 'chiedi scusa', 'chiedere scusa', 'porgi le tue scuse', 'porgere le scuse', 'scuse sincere'],
    'complaint-solving': ['offri una soluzione', 'offrire una soluzione', 'proponi una soluzione', 'proporre una soluzione', 'offri un rimborso', 'offri una sostituzione', 'trova una soluzione', 'trovare una soluzione'],
    'complaint-following-up': ['ricontatta il cliente', 'ricontattare il cliente', 'richiama il cliente', 'richiamare il cliente', 'fai un follow-up', 'fare un follow-up', 'follow-up entro 24 ore'],
  }),
  pt: words({
    'complaint-listening': ['ouça o cliente', 'ouvir o cliente', 'escute o cliente', 'escutar o cliente', 'ouça sem interromper', 'ouvir sem interromper', 'escute sem interromper', 'ouça a reclamação'],
    'complaint-apologising': ['peça desculpa', 'pedir desculpa', 'peça desculpas', 'pedir desculpas', 'desculpe-se', 'desculpar-se', 'pede desculpa', 'desculpas sinceras'],
    'complaint-solving': ['ofereça uma solução', 'oferecer uma solução', 'proponha uma solução', 'propor uma solução', 'ofereça um reembolso', 'ofereça uma troca', 'encontre uma solução', 'encontrar uma solução'],
    'complaint-following-up': ['faça o acompanhamento', 'fazer o acompanhamento', 'acompanhamento', 'volte a contactar o cliente', 'volte a ligar ao cliente', 'ligue de volta', 'retorne a ligação', 'retornar a ligação'],
  }),
  nl: words({
    'complaint-listening': ['luister naar de klant', 'luisteren naar de klant', 'luistert naar de klant', 'luister zonder te onderbreken', 'luisteren zonder te onderbreken', 'luister naar de klacht', 'de klacht aanhoren'],
    'complaint-apologising': ['bied je excuses aan', 'excuses aanbieden', 'biedt excuses aan', 'bied oprecht je excuses aan', 'verontschuldig je', 'zich verontschuldigen', 'oprechte excuses'],
    'complaint-solving': ['bied een oplossing', 'bied een oplossing aan', 'een oplossing aanbieden', 'stel een oplossing voor', 'een oplossing voorstellen', 'bied een terugbetaling aan', 'bied een vervanging aan', 'zoek een oplossing'],
    'complaint-following-up': ['volg op', 'opvolgen', 'volg het op', 'bel de klant terug', 'de klant terugbellen', 'terugbellen', 'neem contact op met de klant', 'binnen 24 uur opvolgen'],
  }),
};

/** The Latin-script steps of every other language, for the English lexicon. */
export const COMPLAINT_STEPS_KEPT_IN_THEIR_LANGUAGE: Record<string, Pose> = {
  ...COMPLAINT_WORDS.es, ...COMPLAINT_WORDS.fr, ...COMPLAINT_WORDS.de, ...COMPLAINT_WORDS.it, ...COMPLAINT_WORDS.pt, ...COMPLAINT_WORDS.nl,
};
