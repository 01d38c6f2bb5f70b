/**
 * A short offer of something free ("Free survey.", "Free quote.", "Free delivery.", "First day
 * free.", "Presupuesto gratis.", "Kostenlose Lieferung.", "Prima corsa gratis.", "Gratis offerte.")
 * is an offer, never a quality of the product ("SolarPeak is free survey."), and where the brief
 * asks nothing of the viewer it is the call: "Book your free survey.", "Get your free quote.",
 * "Pide tu presupuesto gratis.", "Jetzt kostenlose Lieferung sichern." (issue 23). The brief's own
 * words for the offer are kept whole. Pure string work; never throws.
 */

/** Free, in the languages the planner writes. */
const FREE = /(?<![\p{L}-])(?:free|gratis|gratuit[oae]?s?|offert[es]?|kostenlos\p{L}*|gratuit[oa]s?|grátis)(?![\p{L}])/iu;
/** The most words a short offer has: more, it is a sentence of its own. */
const OFFER_WORDS = 4;
/** Words a short offer does not have: a person, a verb, a price, an address. */
const NOT_SHORT = /[$€£¥@]|\.\p{L}|(?<![\p{L}])(?:for|to|with|of|you|your|our|we|is|are|para|pour|für|per|voor|con|avec|mit|met|com|es|est|ist|è|é|is)(?![\p{L}])/iu;
/** "First day free", "Primer mes gratis", "Premier cours offert", "Erster Monat gratis", "Prima corsa gratis", "Primeira aula grátis", "Eerste les gratis". */
const FIRST = /^(?:first|primer|primera|premier|première|erste[rns]?|prim[oa]|primeir[oa]|eerste)(?![\p{L}])/iu;

type Kind = 'book' | 'get' | 'order';

/** What is offered free, by what the viewer does to have it: book a visit, ask for a quote, order with free delivery. */
const KINDS: Readonly<Record<Kind, RegExp>> = {
  book: /(?<![\p{L}])(?:survey|consultation|assessment|check-?up|inspection|demo|lesson|class|session|visit|fitting|test (?:drive|ride)|eye test|visita|consulta|clase|sesión|revisión|evaluación|diagnóstico|consultation|séance|cours|bilan|diagnostic|essai|beratung|probestunde|probefahrt|termin|besichtigung|analyse|consulenza|lezione|sessione|sopralluogo|aula|sessão|avaliação|vistoria|inspeção|proefles|les|afspraak|consult|adviesgesprek|inspectie|bezoek)(?![\p{L}])/iu,
  get: /(?<![\p{L}])(?:quote|estimate|quotation|sample|valuation|guide|presupuesto|muestra|cotización|estudio|devis|estimation|échantillon|étude|angebot|kostenvoranschlag|probe|muster|preventivo|campione|orçamento|amostra|estudo|offerte|proefmonster|monster|advies)(?![\p{L}])/iu,
  order: /(?<![\p{L}])(?:delivery|shipping|returns|installation|envío|entrega|instalación|livraison|installation|lieferung|versand|installation|spedizione|consegna|installazione|envio|portes|instalação|bezorging|verzending|levering|installatie)(?![\p{L}])/iu,
};

/**
 * Whether `sentence` is a short offer of something free to take up ("Free survey.", "Orçamento
 * grátis.", "First day free."); "Free wifi." and "Free parking." are what a place has, points.
 */
export function isShortOffer(sentence: string): boolean {
  const text = sentence.trim().replace(/[.!]+$/u, '');
  const words = text.split(/\s+/u);
  const takenUp = FIRST.test(text) || Object.values(KINDS).some((kind) => kind.test(text));
  return words.length >= 2 && words.length <= OFFER_WORDS && FREE.test(text) && !NOT_SHORT.test(text) && takenUp;
}

/** A feminine noun's ending in Italian and Portuguese, for the possessive before it ("la tua consulenza", "o seu orçamento"). */
const FEMININE = /(?:a|ione|ção|são|ade|agem)$/iu;

/** How each language asks for each kind of free thing, its words (`o`) kept; `n` is the product's name. */
const CALLS: Readonly<Record<string, (kind: Kind, o: string, n: string, first: boolean) => string>> = {
  en: (k, o, n, first) => (first ? `Try ${n} with your ${o}` : k === 'book' ? `Book your ${o}` : k === 'get' ? `Get your ${o}` : `Order ${n} today with ${o}`),
  es: (k, o, n, first) => (first ? `Prueba ${n}: ${o}` : k === 'book' ? `Reserva tu ${o}` : k === 'get' ? `Pide tu ${o}` : `Pide hoy con ${o}`),
  fr: (k, o, n, first) => (first ? `Essayez ${n} : ${o}` : k === 'book' ? `Réservez votre ${o}` : k === 'get' ? `Demandez votre ${o}` : `Commandez dès aujourd’hui, ${o}`),
  de: (_k, o, n, first) => (first ? `Testen Sie ${n}: ${o}` : `Jetzt ${o} sichern`),
  it: (k, o, n, first) => {
    const yours = FEMININE.test(o.split(/\s+/u).find((w) => !FREE.test(w)) ?? '') ? 'la tua' : 'il tuo';
    return first ? `Prova ${n}: ${o}` : k === 'book' ? `Prenota ${yours} ${o}` : k === 'get' ? `Richiedi ${yours} ${o}` : `Ordina oggi con ${o}`;
  },
  pt: (k, o, n, first) => {
    const yours = FEMININE.test(o.split(/\s+/u).find((w) => !FREE.test(w)) ?? '') ? 'a sua' : 'o seu';
    return first ? `Experimente ${n}: ${o}` : k === 'book' ? `Marque já ${yours} ${o}` : k === 'get' ? `Peça já ${yours} ${o}` : `Encomende hoje com ${o}`;
  },
  nl: (k, o, n, first) => (first ? `Probeer ${n}: ${o}` : k === 'book' ? `Boek je ${o}` : k === 'get' ? `Vraag je ${o} aan` : `Bestel vandaag met ${o}`),
};

/**
 * The call to take up the short free offer `offer` of `name`, in `language` ("Book your free
 * survey", "Try Cadence with your first month free"); undefined when it is no short free offer.
 */
export function offerCall(offer: string, name: string, language: string): string | undefined {
  const lang = language.slice(0, 2).toLowerCase();
  const call = CALLS[lang];
  // "Landlords: free rental valuation.": whom the offer is for is said to them, before the call ("Landlords, get your free rental valuation"), never inside it.
  const [, audience, rest = offer] = /^(\p{L}[\p{L}\s-]*?)\s*:\s+(.+)$/u.exec(offer.trim()) ?? [];
  if (audience) {
    const asked = offerCall(rest, name, language);
    // "Harbour Lettings: free valuation." names the business, no one to speak to.
    const named = name.toLowerCase().startsWith(audience.toLowerCase()) || audience.toLowerCase().startsWith(name.toLowerCase());
    return asked && (named ? asked : `${audience}, ${asked.charAt(0).toLowerCase()}${asked.slice(1)}`);
  }
  const text = offer.trim().replace(/[.!]+$/u, '');
  if (!call || !isShortOffer(text)) return undefined;
  const first = FIRST.test(text);
  const kind = (Object.keys(KINDS) as Kind[]).find((k) => KINDS[k].test(text));
  // A German noun keeps its capital ("Lieferung kostenlos"); an adjective before it does not ("kostenlose Lieferung").
  const lowered = lang === 'de' && !FREE.test(text.split(/\s+/u)[0]!) && !first;
  const words = lowered ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return call(kind ?? 'book', words, name, first);
}

/** "Save up to 60% on bills", "Ahorra hasta un 30 %", "Sparen Sie 20 %": a saving with its figure is what the product does for the viewer, a point, never the call. */
const SAVING = /^(?:save|saves|ahorra|ahorre|économisez|sparen sie|spare|spart|risparmia|economize|poupe|bespaar)(?![\p{L}])[^.!?]*\d/iu;

export const isSaving = (sentence: string): boolean => SAVING.test(sentence.trim());
