/**
 * Estate and letting agents (issue 23): a thin brief about one is narrated in full with lines about
 * the viewer's move that claim nothing — no sales, no valuations, no homes the brief does not
 * offer — the one naming the agent last (as subject-kind-lines.ts does). Its pictures are its
 * trade's (compositions.ts). Pure string work; never throws.
 */

/** What the planner's languages call an estate or letting agent. */
const AGENCY = new RegExp(
  `(?<![\\p{L}])(?:${[
    'estate agents?|estate agency|letting agents?|letting agency|lettings|realtors?|real estate(?: agents?| agency)?|property agents?',
    'inmobiliarias?|agencias? inmobiliarias?|agentes? inmobiliarios?',
    'agences? immobilières?|agents? immobiliers?|immobilier',
    'immobilien|immobilienmakler(?:in)?|makler(?:in|büro)?|immobilienbüro|hausverwaltung',
    'agenzi[ae] immobiliar[ei]|immobiliare|agenti immobiliari',
    'imobiliárias?|agências? imobiliárias?|mediadora imobiliária',
    'makelaars?|makelaardij|makelaarskantoor|verhuurmakelaar',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

/** Whether `words` (a subject and what the brief says it is) name an estate or letting agent. */
export function isAgency(words: string): boolean {
  return AGENCY.test(words);
}

/** Per language, the lines in order of use, and the one naming the agent. */
const SPOKEN: Readonly<Record<string, { lines: readonly string[]; naming: (n: string) => string }>> = {
  en: {
    lines: ['Tell us what you’re looking for.', 'Find a home that fits your life.', 'Talk to us about your move.', 'Start with a conversation.', 'Picture your next chapter.', 'Take your time, there’s no rush.', 'Name the area you have in mind.', 'Bring your questions along.', 'See what’s out there.', 'Let’s talk it through.', 'Now it’s your turn.'],
    naming: (n) => `${n} is ready when you are.`,
  },
  es: {
    lines: ['Cuéntanos qué estás buscando.', 'Encuentra un hogar que encaje con tu vida.', 'Háblanos de tu mudanza.', 'Empieza con una conversación.', 'Imagina tu próximo capítulo.', 'Tómate tu tiempo, sin prisas.', 'Dinos la zona que tienes en mente.', 'Trae todas tus preguntas.', 'Mira lo que hay.', 'Hablémoslo con calma.', 'Ahora te toca a ti.'],
    naming: (n) => `${n} te espera.`,
  },
  fr: {
    lines: ['Dites-nous ce que vous cherchez.', 'Trouvez un logement qui vous ressemble.', 'Parlez-nous de votre projet.', 'Tout commence par une conversation.', 'Imaginez la suite.', 'Prenez votre temps, rien ne presse.', 'Quel quartier vous fait envie ?', 'Venez avec toutes vos questions.', 'Voyez ce qui se présente.', 'Prenons le temps d’en parler.', 'À vous de jouer.'],
    naming: (n) => `${n} vous attend.`,
  },
  de: {
    lines: ['Erzählen Sie uns, was Sie suchen.', 'Finden Sie ein Zuhause, das zu Ihrem Leben passt.', 'Sprechen Sie mit uns über Ihren Umzug.', 'Alles beginnt mit einem Gespräch.', 'Stellen Sie sich Ihr nächstes Kapitel vor.', 'Nehmen Sie sich Zeit, ganz ohne Eile.', 'Welche Gegend haben Sie im Sinn?', 'Bringen Sie all Ihre Fragen mit.', 'Sehen Sie, was es gibt.', 'Lassen Sie uns in Ruhe darüber sprechen.', 'Jetzt sind Sie dran.'],
    naming: (n) => `${n} wartet auf Sie.`,
  },
  it: {
    lines: ['Raccontaci cosa stai cercando.', 'Trova una casa che si adatti alla tua vita.', 'Parlaci del tuo trasloco.', 'Tutto inizia da una conversazione.', 'Immagina il tuo prossimo capitolo.', 'Prenditi il tuo tempo, senza fretta.', 'Quale zona hai in mente?', 'Porta con te tutte le tue domande.', 'Guarda cosa c’è in giro.', 'Parliamone con calma.', 'Ora tocca a te.'],
    naming: (n) => `${n} ti aspetta.`,
  },
  pt: {
    lines: ['Diga-nos o que procura.', 'Encontre uma casa à medida da sua vida.', 'Fale-nos da sua mudança.', 'Tudo começa com uma conversa.', 'Imagine o seu próximo capítulo.', 'Leve o seu tempo, sem pressa.', 'Que zona tem em mente?', 'Traga todas as suas perguntas.', 'Veja o que há por aí.', 'Falemos com calma.', 'Agora é a sua vez.'],
    naming: (n) => `${n} espera por si.`,
  },
  nl: {
    lines: ['Vertel ons wat je zoekt.', 'Vind een huis dat bij je leven past.', 'Praat met ons over je verhuizing.', 'Alles begint met een gesprek.', 'Stel je je volgende hoofdstuk voor.', 'Neem je tijd, zonder haast.', 'Welke buurt heb je in gedachten?', 'Neem al je vragen mee.', 'Kijk wat er te vinden is.', 'Laten we er rustig over praten.', 'Nu is het jouw beurt.'],
    naming: (n) => `${n} wacht op je.`,
  },
};

/** The lines for an agent named `name`, in `language`; none in a language without them. */
export function agencyLines(name: string, language: string): string[] {
  const spoken = SPOKEN[language.slice(0, 2).toLowerCase()];
  return spoken ? [...spoken.lines, spoken.naming(name)] : [];
}
