/**
 * Professional offices (accountants, bookkeepers, tax advisers, solicitors, notaries, financial advisers,
 * insurance brokers, architects, consultancies): a place of business whose work is a conversation across
 * a desk. Its shots are that consultation, papers gone through together, work at a laptop among the
 * documents and a handshake at the office door (never a banking app, a shop or a bakery its name's words
 * suggest: "Baker Lane Solicitors"), and its lines invite the viewer to sit down and talk, saying the
 * brief's own offers (a free first consultation, fixed fees) and claiming nothing else. Pure string work.
 */
import type { PictureLanguage, TradeName } from './picture-words';

/** Whole words, any case, in any of the planner's languages. */
const words = (alternatives: readonly string[]) => new RegExp(`(?<![\\p{L}])(?:${alternatives.join('|')})(?![\\p{L}])`, 'iu');

/** A trade row as compositions.ts keeps them: its English name, its words, its goods, its names by language, its work. */
type OfficeTrade = [trade: string, words: RegExp, goods: string, names: Readonly<Partial<Record<PictureLanguage, TradeName>>>, work: string];

/** Each office: its trade row, and who works there (the one a picture shows at the desk). */
const OFFICES: readonly (readonly [OfficeTrade, string])[] = [
  [['accountancy firm', words([
    'accountants?|accountancy(?: firm| practice)?|accounting (?:firm|practice)|chartered accountants?|bookkeepers?|bookkeeping(?: services?)?|tax advis[eo]rs?|tax consultants?|tax accountants?|tax preparers?',
    'gestorías?|asesorías?(?: fiscal| contable)?|asesor(?:es|as?)? fiscal(?:es)?|despachos? contables?',
    'experts?-comptables?|cabinets? comptables?|cabinets? d[’\']expertise comptable',
    'steuerberater(?:in|innen)?|steuerberatung(?:skanzlei)?|steuerkanzlei|steuerbüro|buchhalter(?:in)?|buchhaltungsbüro',
    'commercialist[ai]|studio commerciale|contabilist[ai]s?|gabinetes? de contabilidade',
    'boekhouders?|boekhoudkantoor|administratiekantoor|belastingadviseurs?|accountantskantoor',
  ]), 'folders of accounts on a tidy desk', { es: ['asesoría', 'f'], fr: ['cabinet comptable', 'm'], de: ['Steuerkanzlei', 'f'], it: ['studio commercialista', 'm'], pt: ['gabinete de contabilidade', 'm'], nl: ['accountantskantoor', 'n'] }, 'an accountant going through papers with a client across a desk'], 'an accountant'],
  [['law firm', words([
    'solicitors?|lawyers?|law (?:firm|practice|office)s?|attorneys?(?: at law)?|barristers?|legal practice',
    'abogad[oa]s?|bufetes?(?: de abogados)?|despachos? de abogados',
    // "Avocat" is an avocado too ("toast à l’avocat"): a lawyer only where the words say so.
    'avocates?|avocats? (?:à|au|aux|en|d[’\']affaires|fiscalistes?|associée?s?|spécialisée?s?)|cabinets? d[’\']avocats?',
    'rechtsanw[aä]lt(?:in|innen|e)?|anwaltskanzlei|fachanw[aä]lt(?:in|e)?',
    'avvocat[oaie]|studio legale|studi legali',
    'advogad[oa]s?|escritórios? de advoga(?:dos|cia)|sociedade de advogados',
    'advocaat|advocaten|advocatenkantoor',
  ]), 'files and law books on a tidy desk', { es: ['despacho de abogados', 'm'], fr: ['cabinet d’avocats', 'm'], de: ['Anwaltskanzlei', 'f'], it: ['studio legale', 'm'], pt: ['escritório de advogados', 'm'], nl: ['advocatenkantoor', 'n'] }, 'a solicitor talking with a client across a desk'], 'a solicitor'],
  [['notary', words([
    'notar(?:y|ies)(?: public)?|notaires?|étude notariale|notari[oa]s?|notaría|notariat|notarkanzlei|notaio|notai|studio notarile|notários?|cartório notarial|notaris(?:sen|kantoor)?',
  ]), 'signed contracts on a tidy desk', { es: ['notaría', 'f'], fr: ['étude notariale', 'f'], de: ['Notariat', 'n'], it: ['studio notarile', 'm'], pt: ['cartório notarial', 'm'], nl: ['notariskantoor', 'n'] }, 'a notary going through a contract with a couple across a desk'], 'a notary'],
  [['financial adviser', words([
    'financial (?:advis[eo]rs?|advice|planners?|planning)|wealth (?:managers?|management)|mortgage (?:advis[eo]rs?|brokers?)',
    'asesor(?:es|as?)? (?:financier|hipotecari)[oa]s?',
    'conseill(?:er|ère)s? (?:financi(?:er|ère)s?|en patrimoine)|conseil en gestion de patrimoine|courtiers? en (?:prêts?|crédit)',
    'finanzberater(?:in)?|vermögensberater(?:in)?|baufinanzierungsberater(?:in)?',
    'consulent[ei] (?:finanziari[oa]?|patrimonial[ei])',
    'consultor(?:es|as?)? financeir[oa]s?',
    'financi(?:eel|ële) (?:adviseurs?|planners?)|hypotheekadviseurs?',
  ]), 'papers and a calculator on a tidy desk', { es: ['asesor financiero', 'm'], fr: ['conseiller financier', 'm'], de: ['Finanzberatung', 'f'], it: ['consulente finanziario', 'm'], pt: ['consultor financeiro', 'm'], nl: ['financieel adviseur', 'm'] }, 'a financial adviser talking with a couple across a desk'], 'a financial adviser'],
  [['insurance broker', words([
    'insurance (?:brokers?|brokerage|agents?|agency)',
    'corredor(?:es|as?)? de seguros|correduría de seguros|agentes? de seguros',
    'courtiers? en assurances?|agences? d[’\']assurances?',
    'versicherungsmakler(?:in)?|versicherungsagentur|versicherungsbüro',
    'broker assicurativ[oi]|agenzia assicurativa|agenti assicurativi',
    'mediador(?:es|as?)? de seguros|corretor(?:es|as?)? de seguros',
    'verzekeringsadviseurs?|assurantiekantoor|verzekeringskantoor',
  ]), 'insurance papers on a tidy desk', { es: ['correduría de seguros', 'f'], fr: ['cabinet de courtage', 'm'], de: ['Versicherungsbüro', 'n'], it: ['agenzia assicurativa', 'f'], pt: ['mediadora de seguros', 'f'], nl: ['verzekeringskantoor', 'n'] }, 'an insurance broker talking with a client across a desk'], 'an insurance broker'],
  [['architecture practice', words([
    'architects?|architecture (?:firm|practice|studio)|architectural practice',
    'arquitect[oa]s?|estudio de arquitectura',
    'architectes?|cabinets? d[’\']architectes?|agences? d[’\']architecture',
    'architekt(?:in|en)?|architekturbüro',
    'architett[oi]|studio di architettura',
    'arquitet[oa]s?|gabinete de arquitetura',
    'architecten|architectenbureau',
  ]), 'drawings and plans on a tidy desk', { es: ['estudio de arquitectura', 'm'], fr: ['agence d’architecture', 'f'], de: ['Architekturbüro', 'n'], it: ['studio di architettura', 'm'], pt: ['gabinete de arquitetura', 'm'], nl: ['architectenbureau', 'n'] }, 'an architect going through plans with a couple across a desk'], 'an architect'],
  [['consultancy', words([
    'consultanc(?:y|ies)|consulting firm|(?:management|business|hr) consultants?|business advis[eo]rs?',
    'consultoría|consultoras? de empresas',
    'cabinets? de conseil|conseil en management',
    'unternehmensberat(?:ung|er|erin)|beratungsfirma',
    'società di consulenza|consulenza aziendale',
    'consultoria|consultora de gestão',
    'adviesbureau|organisatieadviseurs?|bedrijfsadviseurs?',
  ]), 'reports and folders on a tidy desk', { es: ['consultoría', 'f'], fr: ['cabinet de conseil', 'm'], de: ['Unternehmensberatung', 'f'], it: ['società di consulenza', 'f'], pt: ['consultoria', 'f'], nl: ['adviesbureau', 'n'] }, 'a consultant talking with a client across a desk'], 'a consultant'],
];

/** The offices as compositions.ts's trades: set before the shops, whose words a firm's name may hold ("Baker Lane Solicitors"). */
export const OFFICE_TRADES: readonly OfficeTrade[] = OFFICES.map(([row]) => row);

/** Whether `words` (a subject and what the brief says it is) name a professional office. */
export function isProfessionalOffice(words: string): boolean {
  return OFFICES.some(([[, pattern]]) => pattern.test(words));
}

type Time = 'morning' | 'midday' | 'afternoon' | 'golden hour';

/**
 * The own shots of a professional office (`place` as a picture names it: "an accountancy firm"): the
 * consultation across the desk, papers gone through together, work at a laptop among the documents,
 * a handshake at the office door; undefined for any other place.
 */
export function officeShots(place: string): { action: () => string; place: string; time: Time }[] | undefined {
  const who = OFFICES.find(([[trade]]) => place.endsWith(trade))?.[1];
  if (!who) return undefined;
  const shots: [string, string, Time][] = [
    [`${who} talking with a client across a desk covered with papers`, 'in a bright office', 'morning'],
    [`${who} and a couple going through papers together at a desk`, 'in a quiet meeting room', 'midday'],
    [`${who} typing on a laptop beside a pile of papers and a calculator`, 'at a desk in a calm office', 'afternoon'],
    [`${who} shaking hands with a client at the office door`, '', 'golden hour'],
  ];
  return shots.map(([action, at, time]) => ({ action: () => action, place: at, time }));
}

/** An offer a brief may make, per language: its words, and the line that says it. */
interface Offer {
  said: RegExp;
  line: string;
}

/** Per language, the offers an office's brief may make (a free first consultation, fixed fees), the lines in order of use, and the one naming it. */
const SPOKEN: Readonly<Record<string, { offers: readonly Offer[]; lines: readonly string[]; naming: (n: string) => string }>> = {
  en: {
    offers: [
      { said: /free (?:first |initial )?(?:consultation|meeting|appointment)|(?:first|initial) (?:consultation|meeting|appointment)(?: is)? (?:free|on us)/iu, line: 'Your first consultation is free.' },
      { said: /fixed(?:-| )(?:fees?|prices?)|flat(?:-| )fees?/iu, line: 'You know the fee before we start.' },
    ],
    lines: ['Tell us where things stand.', 'Bring your paperwork along.', 'Sit down and talk it through.', 'Ask the questions on your mind.', 'Get things in order.', 'Take a weight off your shoulders.', 'Start with a conversation.', 'Book a time that suits you.', 'Now it’s your turn.'],
    naming: (n) => `${n} is ready when you are.`,
  },
  es: {
    offers: [
      { said: /primera (?:consulta|reunión|cita|visita) (?:es )?(?:gratis|gratuita|sin coste)|consulta (?:inicial )?(?:gratis|gratuita)/iu, line: 'La primera consulta es gratis.' },
      { said: /tarifas? fijas?|precios? cerrados?|honorarios fijos/iu, line: 'Sabes el precio antes de empezar.' },
    ],
    lines: ['Cuéntanos en qué punto estás.', 'Trae tus papeles.', 'Siéntate y lo hablamos.', 'Pregunta todo lo que te preocupe.', 'Pon tus cuentas en orden.', 'Quítate un peso de encima.', 'Empieza con una conversación.', 'Reserva la hora que te venga bien.', 'Ahora te toca a ti.'],
    naming: (n) => `${n} te espera.`,
  },
  fr: {
    offers: [
      { said: /premi(?:er|ère) (?:rendez-vous|consultation|entretien|échange) (?:est )?(?:gratuit|offert)e?|(?:consultation|rendez-vous|entretien) (?:gratuit|offert)e?/iu, line: 'Le premier rendez-vous est offert.' },
      { said: /forfaits?|honoraires fixes|prix fixes?/iu, line: 'Vous connaissez le tarif avant de commencer.' },
    ],
    lines: ['Dites-nous où vous en êtes.', 'Apportez vos papiers.', 'Asseyez-vous, parlons-en.', 'Posez toutes vos questions.', 'Mettez de l’ordre dans vos dossiers.', 'Libérez-vous d’un poids.', 'Tout commence par une conversation.', 'Choisissez l’heure qui vous convient.', 'À vous de jouer.'],
    naming: (n) => `${n} vous attend.`,
  },
  de: {
    offers: [
      { said: /(?:kostenlose|gratis) (?:erstberatung|erstgespräch|beratung)|(?:erstberatung|erstgespräch) (?:ist )?(?:kostenlos|gratis|kostenfrei)/iu, line: 'Das Erstgespräch ist kostenlos.' },
      { said: /festpreis\p{L}*|pauschal(?:preis|honorar)\p{L}*/iu, line: 'Sie kennen den Preis, bevor wir anfangen.' },
    ],
    lines: ['Erzählen Sie uns, wo Sie stehen.', 'Bringen Sie Ihre Unterlagen mit.', 'Setzen Sie sich, wir sprechen darüber.', 'Stellen Sie alle Ihre Fragen.', 'Schaffen Sie Ordnung in Ihren Papieren.', 'Nehmen Sie sich eine Last von den Schultern.', 'Alles beginnt mit einem Gespräch.', 'Wählen Sie einen Termin, der Ihnen passt.', 'Jetzt sind Sie dran.'],
    naming: (n) => `${n} ist für Sie da.`,
  },
  it: {
    offers: [
      { said: /prim[ao] (?:consulenza|incontro|colloquio|appuntamento) (?:è )?(?:gratuit[ao]|gratis|omaggio)|consulenza (?:iniziale )?(?:gratuita|gratis)/iu, line: 'La prima consulenza è gratuita.' },
      { said: /prezz[oi] fiss[oi]|tariff[ae] fiss[ae]|compenso fisso/iu, line: 'Conosci il prezzo prima di iniziare.' },
    ],
    lines: ['Raccontaci a che punto sei.', 'Porta con te i tuoi documenti.', 'Siediti e parliamone.', 'Chiedi tutto quello che ti preme.', 'Metti in ordine le tue carte.', 'Togliti un peso.', 'Tutto inizia da una conversazione.', 'Scegli l’orario che ti va bene.', 'Ora tocca a te.'],
    naming: (n) => `${n} ti aspetta.`,
  },
  pt: {
    offers: [
      { said: /primeira (?:consulta|reunião) (?:é )?(?:grátis|gratuita)|consulta (?:inicial )?(?:grátis|gratuita)/iu, line: 'A primeira consulta é gratuita.' },
      { said: /preços? fixos?|honorários fixos|valor fixo/iu, line: 'Sabe o preço antes de começarmos.' },
    ],
    lines: ['Conte-nos em que ponto está.', 'Traga os seus papéis.', 'Sente-se e falamos sobre isso.', 'Faça todas as perguntas que tiver.', 'Ponha as contas em ordem.', 'Tire um peso dos ombros.', 'Tudo começa com uma conversa.', 'Marque a hora que lhe der jeito.', 'Agora é a sua vez.'],
    naming: (n) => `${n} espera por si.`,
  },
  nl: {
    offers: [
      { said: /gratis (?:eerste )?(?:kennismakingsgesprek|gesprek|consult|adviesgesprek|intake(?:gesprek)?)|eerste (?:gesprek|consult|afspraak) (?:is )?gratis/iu, line: 'Het eerste gesprek is gratis.' },
      { said: /vaste (?:prijs|prijzen|tarieven)|vast tarief/iu, line: 'Je weet de prijs vooraf.' },
    ],
    lines: ['Vertel ons waar je staat.', 'Neem je papieren mee.', 'Ga zitten, we praten het door.', 'Stel al je vragen.', 'Breng je zaken op orde.', 'Haal een last van je schouders.', 'Alles begint met een gesprek.', 'Kies een moment dat jou past.', 'Nu is het jouw beurt.'],
    naming: (n) => `${n} wacht op je.`,
  },
};

/**
 * The lines for an office named `name`, in `language`: the brief's own offers first (`brief` says
 * them: "free first consultation"), then lines that invite and claim nothing, its name last; none
 * in a language without them.
 */
export function professionalLines(name: string, language: string, brief = ''): string[] {
  const spoken = SPOKEN[language.slice(0, 2).toLowerCase()];
  if (!spoken) return [];
  const offered = spoken.offers.filter((o) => o.said.test(brief)).map((o) => o.line);
  return [...offered, ...spoken.lines, spoken.naming(name)];
}
