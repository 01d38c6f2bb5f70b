import { boundedMemo } from '../bounded-memo';
/**
 * Businesses that sell no product (issue 23): a vehicle dealer, a school or university, a charity.
 * A thin brief about one is narrated in full with lines that claim nothing, its name last (as
 * subject-kind-lines.ts does), and its spare shots are its own pictures — cars on a forecourt, a
 * campus, volunteers at work — never "the product" held in a street. Pure string work; never throws.
 */

export type InstitutionKind = 'dealer' | 'school' | 'charity';

const word = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');

/** Words that say a business is one of these kinds, in the languages the planner writes; the first kind found wins. */
const KIND_WORDS: readonly (readonly [InstitutionKind, RegExp])[] = [
  ['dealer', word('(?:car|van|motorbike|motorcycle|bike|vehicle)s? dealers?(?:ship)?|dealerships?|car sales|used cars?|concesionarios?|compraventa de coches|coches de segunda mano|concessionnaires?|voitures d[\'’]occasion|autohaus|autohändler|gebrauchtwagen\\p{L}*|concessionari[ao]|autosalone|auto usate|stand de (?:automóveis|carros)|concessionária|carros usados|autobedrijf|autodealer|occasions')],
  ['school', word('university|college|(?:primary|secondary|high|grammar|sixth[- ]form) school|sixth form|universidad|colegio|facultad|université|lycée|collège|faculté|grande école|universität|hochschule|fachhochschule|grundschule|gesamtschule|realschule|università|ateneo|liceo|universidade|faculdade|colégio|escola secundária|universiteit|hogeschool|basisschool|middelbare school')],
  ['charity', word('charity|charities|non-?profit|rescue|animal shelter|food bank|hospice|ong|fundación|asociación benéfica|protectora|refugio de animales|sin ánimo de lucro|association caritative|refuge pour (?:animaux|chats|chiens)|banque alimentaire|stiftung|tierheim|hilfsorganisation|gemeinnützige?r?|onlus|fondazione|canile|rifugio per animali|beneficenza|instituição de caridade|fundação|canil|stichting|goed doel|dierenasiel|asiel|voedselbank')],
];

/** The kind `words` (the subject and what the brief says it is) name; undefined for any other business or product. */
export const institutionKind = boundedMemo((words: string): InstitutionKind | undefined => {
  return KIND_WORDS.find(([, pattern]) => pattern.test(words))?.[0];
});

/** Per language and kind, lines in order of use, the one naming the subject last; `n` is the subject's name. */
const LINES: Readonly<Record<string, Readonly<Record<InstitutionKind, (n: string) => string[]>>>> = {
  en: {
    dealer: (n) => ['Take a look around.', 'Find the one that fits your life.', 'Sit in and take your time.', 'Walk around it and look inside.', 'Picture it on your drive.', 'We’re here to talk it through.', 'Ask us anything.', 'See it for yourself.', 'Now it’s your turn.', `${n} is ready when you are.`],
    school: (n) => ['Take a look around.', 'Walk the halls and ask your questions.', 'Find where you fit.', 'Picture yourself here.', 'Meet the people you’ll learn with.', 'We’re here to talk it through.', 'Ask us anything.', 'See it for yourself.', 'Now it’s your turn.', `${n} is waiting for you.`],
    charity: (n) => ['See the work up close.', 'Meet the people behind it.', 'Find out how you can help.', 'See who your help reaches.', 'Come and meet us.', 'Say hello any time.', 'Ask us anything.', 'Be part of it.', 'Now it’s your turn.', `This is ${n}.`],
  },
  es: {
    dealer: (n) => ['Echa un vistazo.', 'Encuentra el que encaja con tu vida.', 'Súbete y tómate tu tiempo.', 'Dale una vuelta y mira dentro.', 'Imagínalo en tu puerta.', 'Lo hablamos con calma.', 'Pregúntanos lo que quieras.', 'Compruébalo tú mismo.', 'Ahora te toca a ti.', `${n} te espera.`],
    school: (n) => ['Echa un vistazo.', 'Recorre sus pasillos y pregunta lo que quieras.', 'Encuentra tu sitio.', 'Imagínate aquí.', 'Conoce a quienes aprenderán contigo.', 'Lo hablamos con calma.', 'Pregúntanos lo que quieras.', 'Compruébalo tú mismo.', 'Ahora te toca a ti.', `${n} te espera.`],
    charity: (n) => ['Mira el trabajo de cerca.', 'Conoce a las personas que lo hacen posible.', 'Descubre cómo puedes ayudar.', 'Mira a quién llega tu ayuda.', 'Ven a conocernos.', 'Pásate a saludar cuando quieras.', 'Pregúntanos lo que quieras.', 'Forma parte de ello.', 'Ahora te toca a ti.', `Esto es ${n}.`],
  },
  fr: {
    dealer: (n) => ['Faites le tour.', 'Trouvez celle qui vous ressemble.', 'Installez-vous, prenez votre temps.', 'Faites-en le tour, regardez à l’intérieur.', 'Imaginez-la devant chez vous.', 'Parlons-en tranquillement.', 'Posez-nous vos questions.', 'Jugez par vous-même.', 'À vous de jouer.', `${n} vous attend.`],
    school: (n) => ['Faites le tour.', 'Parcourez les couloirs, posez vos questions.', 'Trouvez votre place.', 'Imaginez-vous ici.', 'Rencontrez ceux avec qui vous apprendrez.', 'Parlons-en tranquillement.', 'Posez-nous vos questions.', 'Jugez par vous-même.', 'À vous de jouer.', `${n} vous attend.`],
    charity: (n) => ['Voyez le travail de près.', 'Rencontrez celles et ceux qui le font.', 'Découvrez comment aider.', 'Voyez qui votre aide touche.', 'Venez nous rencontrer.', 'Passez nous dire bonjour.', 'Posez-nous vos questions.', 'Rejoignez le mouvement.', 'À vous de jouer.', `Voici ${n}.`],
  },
  de: {
    dealer: (n) => ['Schauen Sie sich um.', 'Finden Sie den, der zu Ihnen passt.', 'Einsteigen und Zeit lassen.', 'Gehen Sie drum herum und schauen Sie hinein.', 'Stellen Sie ihn sich vor Ihrer Tür vor.', 'Wir sprechen in Ruhe darüber.', 'Fragen Sie uns einfach.', 'Überzeugen Sie sich selbst.', 'Jetzt sind Sie dran.', `${n} wartet auf Sie.`],
    school: (n) => ['Schauen Sie sich um.', 'Gehen Sie durch die Gänge und stellen Sie Ihre Fragen.', 'Finden Sie Ihren Platz.', 'Stellen Sie sich vor, hier zu sein.', 'Lernen Sie die kennen, mit denen Sie lernen.', 'Wir sprechen in Ruhe darüber.', 'Fragen Sie uns einfach.', 'Überzeugen Sie sich selbst.', 'Jetzt sind Sie dran.', `${n} wartet auf Sie.`],
    charity: (n) => ['Sehen Sie die Arbeit aus der Nähe.', 'Lernen Sie die Menschen dahinter kennen.', 'Erfahren Sie, wie Sie helfen können.', 'Sehen Sie, wen Ihre Hilfe erreicht.', 'Kommen Sie vorbei und lernen Sie uns kennen.', 'Schauen Sie jederzeit vorbei.', 'Fragen Sie uns einfach.', 'Machen Sie mit.', 'Jetzt sind Sie dran.', `Das ist ${n}.`],
  },
  it: {
    dealer: (n) => ['Dai un’occhiata.', 'Trova quella giusta per la tua vita.', 'Sali a bordo e prenditi il tuo tempo.', 'Girale intorno e guarda dentro.', 'Immaginala sotto casa tua.', 'Ne parliamo con calma.', 'Chiedici quello che vuoi.', 'Provalo tu stesso.', 'Ora tocca a te.', `${n} ti aspetta.`],
    school: (n) => ['Dai un’occhiata.', 'Percorri i corridoi e fai le tue domande.', 'Trova il tuo posto.', 'Immaginati qui.', 'Conosci chi imparerà con te.', 'Ne parliamo con calma.', 'Chiedici quello che vuoi.', 'Scoprilo tu stesso.', 'Ora tocca a te.', `${n} ti aspetta.`],
    charity: (n) => ['Guarda il lavoro da vicino.', 'Conosci le persone che lo rendono possibile.', 'Scopri come puoi aiutare.', 'Guarda chi raggiunge il tuo aiuto.', 'Vieni a conoscerci.', 'Passa a salutarci quando vuoi.', 'Chiedici quello che vuoi.', 'Fanne parte anche tu.', 'Ora tocca a te.', `Ecco ${n}.`],
  },
  pt: {
    dealer: (n) => ['Dê uma vista de olhos.', 'Encontre o que combina com a sua vida.', 'Entre e leve o seu tempo.', 'Dê a volta e espreite lá dentro.', 'Imagine-o à sua porta.', 'Falamos com calma.', 'Pergunte-nos o que quiser.', 'Comprove por si.', 'Agora é a sua vez.', `${n} espera por si.`],
    school: (n) => ['Dê uma vista de olhos.', 'Percorra os corredores e faça as suas perguntas.', 'Encontre o seu lugar.', 'Imagine-se aqui.', 'Conheça quem vai aprender consigo.', 'Falamos com calma.', 'Pergunte-nos o que quiser.', 'Comprove por si.', 'Agora é a sua vez.', `${n} espera por si.`],
    charity: (n) => ['Veja o trabalho de perto.', 'Conheça as pessoas que o tornam possível.', 'Descubra como pode ajudar.', 'Veja a quem chega a sua ajuda.', 'Venha conhecer-nos.', 'Passe para dizer olá.', 'Pergunte-nos o que quiser.', 'Faça parte disto.', 'Agora é a sua vez.', `Conheça ${n}.`],
  },
  nl: {
    dealer: (n) => ['Kijk gerust rond.', 'Vind er een die bij je leven past.', 'Stap in en neem je tijd.', 'Loop eromheen en kijk binnen.', 'Zie hem al voor je deur staan.', 'We praten er rustig over.', 'Vraag ons gerust alles.', 'Overtuig jezelf.', 'Nu is het jouw beurt.', `${n} wacht op je.`],
    school: (n) => ['Kijk gerust rond.', 'Loop door de gangen en stel je vragen.', 'Vind je plek.', 'Zie jezelf hier al.', 'Ontmoet de mensen met wie je leert.', 'We praten er rustig over.', 'Vraag ons gerust alles.', 'Overtuig jezelf.', 'Nu is het jouw beurt.', `${n} wacht op je.`],
    charity: (n) => ['Zie het werk van dichtbij.', 'Maak kennis met de mensen erachter.', 'Ontdek hoe je kunt helpen.', 'Zie wie jouw hulp bereikt.', 'Kom kennismaken.', 'Kom gerust even langs.', 'Vraag ons gerust alles.', 'Doe mee.', 'Nu is het jouw beurt.', `Dit is ${n}.`],
  },
};

/** The lines for the kind `words` name, the subject called `name`, in `language`; none for another kind or language. */
export function institutionLines(words: string, name: string, language: string): string[] {
  const kind = institutionKind(words);
  const lines = LINES[language.slice(0, 2).toLowerCase()];
  return kind && lines ? lines[kind](name) : [];
}

/** What a dealer sells, by the brief's words for it: a van or a motorbike, else a car. */
const VEHICLES: readonly (readonly [string, RegExp])[] = [
  ['van', word('vans?|furgonetas?|camionnettes?|utilitaires?|transporter|lieferwagen|furgon[ei]|carrinhas?|bestelwagens?|bestelbus')],
  ['motorbike', word('motorbikes?|motorcycles?|motos?|motocicletas?|motorräder|motorrad|motociclett[ae]|motorfiets(?:en)?')],
];

/** Schools whose students are grown: a campus and its lecture halls, where a school has classrooms. */
const UNIVERSITY = word('university|college|universidad|facultad|université|faculté|grande école|universität|hochschule|fachhochschule|università|ateneo|universidade|faculdade|universiteit|hogeschool');

/** Who a charity helps, by the brief's words for them: dogs, cats or other animals; else people. */
const ANIMALS: readonly (readonly [string, RegExp])[] = [
  ['dog', word('dogs?|pupp(?:y|ies)|perros?|cachorros?|chiens?|chiots?|hunde?|welpen|can[ei]|cucciol[io]|cães|cão|honden?')],
  ['cat', word('cats?|kittens?|gat[oa]s?|chats?|chatons?|katzen?|gatt[io]|katten?|kat')],
];

/** A kind's own pictures (English, the compositions' language), each an action with its place and time; `brief` says which vehicle or animal. */
export function institutionPictures(kind: InstitutionKind, brief: string): readonly (readonly [string, string, 'morning' | 'midday' | 'afternoon' | 'golden hour'])[] {
  if (kind === 'dealer') {
    const v = VEHICLES.find(([, re]) => re.test(brief))?.[0] ?? 'car';
    return [
      [`a row of gleaming ${v}s parked`, 'on a dealership forecourt', 'morning'],
      [`a salesperson handing ${v} keys to a smiling customer`, 'in a bright showroom', 'midday'],
      [`a driver taking a ${v} for a test drive`, 'along a quiet country road', 'afternoon'],
      [`close-up of a ${v}'s headlight`, 'on a dealership forecourt', 'golden hour'],
    ];
  }
  if (kind === 'school') {
    return UNIVERSITY.test(brief.split(/(?<=[.!?])\s+/u)[0] ?? '')
      ? [
          ['students walking together', 'across a sunny campus', 'morning'],
          ['a lecturer speaking to students', 'in a lecture hall', 'midday'],
          ['a quiet university library lined with books', '', 'afternoon'],
          ['students chatting on the steps', 'outside a university building', 'golden hour'],
        ]
      : [
          ['a teacher speaking to a class', 'in a bright classroom', 'morning'],
          ['students studying together', 'in a quiet library', 'midday'],
          ['rows of books on the shelves of a school library', '', 'afternoon'],
          ['students chatting together', 'in a school corridor', 'golden hour'],
        ];
  }
  const animal = ANIMALS.find(([, re]) => re.test(brief))?.[0];
  return animal
    ? [
        animal === 'dog' ? ['a volunteer walking a rescue dog', 'in a green park', 'morning'] : [`a volunteer feeding a rescue ${animal}`, 'in an animal shelter', 'morning'],
        [`a rescue ${animal} resting in a clean kennel`, 'in an animal shelter', 'midday'],
        [`a family playing with a rescue ${animal}`, 'in a shelter yard', 'afternoon'],
        [`a volunteer brushing a rescue ${animal}`, 'in an animal shelter', 'golden hour'],
      ]
    : [
        ['volunteers sorting donations into boxes', 'in a community hall', 'morning'],
        ['donated food parcels stacked on a long table', 'in a community hall', 'midday'],
        ['a volunteer chatting with an older woman over tea', 'in a community centre', 'afternoon'],
        ['a community hall set with tables for a shared meal', '', 'golden hour'],
      ];
}

/** The own shots of a brief whose opening sentence (where it says what its subject is) names one of these kinds; undefined for any other. */
export const institutionShots = boundedMemo((brief: string): { action: () => string; place: string; time: 'morning' | 'midday' | 'afternoon' | 'golden hour' }[] | undefined => {
  const kind = institutionKind(brief.split(/(?<=[.!?])\s+/u)[0] ?? '');
  return kind && institutionPictures(kind, brief).map(([action, place, time]) => ({ action: () => action, place, time }));
});

/** Words for an open day, per language; what follows them up to the sentence's end may say when ("on 14 March", "el 14 de marzo"). */
const OPEN_DAY: Readonly<Record<string, RegExp>> = {
  en: /open (?:day|evening)s?/iu,
  es: /jornadas? de puertas abiertas/iu,
  fr: /journées? portes? ouvertes?/iu,
  de: /tag(?:e)? der offenen tür/iu,
  it: /(?:giornat[ae] (?:a|di) porte aperte|open day)/iu,
  pt: /(?:dias? abertos?|open day)/iu,
  nl: /open dag(?:en)?/iu,
};

/** A date after the open-day words, as the brief writes it: a phrase with a figure in it, to the sentence's end (a German day's dot is no end: "am 12. April"). */
const WHEN = /^\s+((?:on|el|le|du|am|il|em|no|a|op|dia|el día)\s+(?:[^.;:!?\n]|(?<=\d)\.(?=\s))*?\d(?:[^.;:!?\n,]|(?<=\d)\.(?=\s))*)/iu;

/** Per language, the call by kind: `n` the name, `when` the open day's date as the brief says it (with its leading space), if any. */
const CALLS: Readonly<Record<string, { dealer: (n: string) => string; openDay: (when: string) => string; school: (n: string) => string; charity: (n: string) => string }>> = {
  en: { dealer: (n) => `Book a test drive at ${n}.`, openDay: (w) => `Come to our open day${w}.`, school: (n) => `Book a visit to ${n}.`, charity: (n) => `Support ${n} today.` },
  es: { dealer: (n) => `Reserva tu prueba de conducción en ${n}.`, openDay: (w) => `Ven a la jornada de puertas abiertas${w}.`, school: (n) => `Reserva tu visita a ${n}.`, charity: (n) => `Apoya a ${n} hoy.` },
  fr: { dealer: (n) => `Réservez votre essai chez ${n}.`, openDay: (w) => `Venez à la journée portes ouvertes${w}.`, school: (n) => `Réservez votre visite : ${n}.`, charity: (n) => `Soutenez ${n} dès aujourd’hui.` },
  de: { dealer: (n) => `Vereinbaren Sie eine Probefahrt bei ${n}.`, openDay: (w) => `Kommen Sie zum Tag der offenen Tür${w}.`, school: (n) => `Vereinbaren Sie einen Besuch: ${n}.`, charity: (n) => `Unterstützen Sie ${n} noch heute.` },
  it: { dealer: (n) => `Prenota un test drive da ${n}.`, openDay: (w) => `Vieni alla giornata a porte aperte${w}.`, school: (n) => `Prenota una visita: ${n}.`, charity: (n) => `Sostieni ${n} oggi.` },
  pt: { dealer: (n) => `Marque o seu test drive: ${n}.`, openDay: (w) => `Venha ao dia aberto${w}.`, school: (n) => `Marque a sua visita: ${n}.`, charity: (n) => `Apoie ${n} hoje.` },
  nl: { dealer: (n) => `Plan een proefrit bij ${n}.`, openDay: (w) => `Kom naar de open dag${w}.`, school: (n) => `Plan een bezoek aan ${n}.`, charity: (n) => `Steun ${n} vandaag nog.` },
};

/**
 * The call to action for a brief of one of these kinds that gives none of its own, in `language`:
 * a dealer's test drive, a school's open day (with its date as the brief gives it) or visit, a
 * charity's support — never "Try a university today". Undefined for any other brief or language.
 */
export function institutionCall(brief: string, name: string, language: string): string | undefined {
  const lang = language.slice(0, 2).toLowerCase();
  const kind = institutionKind(brief.split(/(?<=[.!?])\s+/u)[0] ?? '');
  const calls = CALLS[lang];
  if (!kind || !calls) return undefined;
  const openDay = kind === 'school' ? OPEN_DAY[lang]!.exec(brief) : null;
  if (!openDay) return calls[kind](name);
  const when = WHEN.exec(brief.slice(openDay.index + openDay[0].length))?.[1];
  return calls.openDay(when ? ` ${when.trim()}` : '');
}
