/**
 * Whether a customer-service training's customers are served by phone: "customer service staff", "atención al
 * cliente", "Kundenservice" name no channel, and most such staff serve customers in person, at a shop's counter or a
 * front desk; only a brief that says the phone (a call or contact centre, a helpline, calls, callers) is a call
 * centre's. Read outside the steps: "Follow up by phone" is one step's channel, not the job's. Words in en, es, fr,
 * de, it, pt, nl. Pure string work.
 */

/** Customer service named without a channel, in the seven languages. */
const CUSTOMER_SERVICE =
  /(?<![\p{L}])(?:customer (?:service|care|support|experience)|client services?|atenci[oó]n al cliente|servicio al cliente|service (?:client|à la clientèle)|relation client|kundenservice\p{L}*|kundendienst\p{L}*|kundenbetreuung|servizio clienti|assistenza clienti|customer care|atendimento (?:ao|a) cliente|servi[cç]o (?:ao|de atendimento ao) cliente|klantenservice\p{L}*|klantenzorg|klantcontact)(?![\p{L}])/iu;

/** Serving customers by phone, in the seven languages. */
const BY_PHONE =
  /(?<![\p{L}])(?:phones?|telephones?|(?:phone|telephone) calls?|calls|callers?|call[- ]?cent(?:re|er)s?|contact[- ]?cent(?:re|er)s?|help ?lines?|hotlines?|headsets?|on the line|tel[eé]fono|llamadas?|centros? de (?:llamadas|contacto)|l[ií]nea de atenci[oó]n|t[eé]l[eé]phon\p{L}*|appels?|centres? d['’](?:appels?|contact)|telefon\p{L}*|anruf\p{L}*|callcenter\p{L}*|telefono|telefonate|chiamate|telefone|chamadas|liga[cç](?:ão|ões)|central de atendimento|telefoon\p{L}*|bellers?|gesprekken aan de telefoon)(?![\p{L}])/iu;

/**
 * Whether the brief's customer service is in person: it names customer service and, outside its steps (`outside`),
 * never the phone.
 */
export const servedInPerson = (outside: string, audience: string | undefined): boolean =>
  [audience ?? '', outside].some((text) => CUSTOMER_SERVICE.test(text)) && ![audience ?? '', outside].some((text) => BY_PHONE.test(text));
