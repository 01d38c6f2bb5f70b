import type { Occasion, OccasionScene, Outdoors } from './brief-occasions';
import type { Shot } from './compositions';
import { lightWords, withLight, type PictureLanguage, type TimeWord } from './picture-words';

/**
 * The shots a plan adds of an occasion (issue 23), set where such an occasion is held and in the
 * brief's language, in words the render engine's picture parser reads (lambdas/render/compose/lexicons):
 * a night's crowd before the stage and its dancers on the pier it is held on, a book festival's author reading in a library, a wedding band playing, a market's stalls, a tasting at a wine bar, a workshop's
 * table, a match's fans, never another shot's subject nor a product still life. Lit for the
 * evening when it is held after dark. Their lines are none: what an occasion offers is the brief's to say.
 */
type OccasionLanguage = Extract<PictureLanguage, 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt'>;

/** Where each scene is held, and two of its people there: the occasion in full swing, then its people close by. */
interface SceneWords {
  at: string;
  people: readonly [string, string];
}

const SHOTS: Readonly<Record<OccasionLanguage, Readonly<Record<OccasionScene, SceneWords>>>> = {
  en: {
    band: { at: 'at a wedding reception', people: ['A band playing', 'Guests dancing'] },
    reading: { at: 'in a library', people: ['An author reading to a crowd', 'Friends browsing books together'] },
    stage: { at: 'in front of the lit stage', people: ['A crowd cheering', 'Friends dancing together'] },
    party: { at: 'on a terrace under festoon lights', people: ['Friends dancing together', 'Friends laughing together'] },
    stalls: { at: 'at the market stalls', people: ['People browsing', 'A stallholder serving a customer'] },
    tasting: { at: 'at a wine bar', people: ['Friends tasting wine together', 'A host pouring wine for guests'] },
    quiz: { at: 'around a table in a pub', people: ['Friends writing their answers', 'Friends laughing together'] },
    class: { at: 'around a table in a workshop', people: ['People learning together', 'A teacher showing a student how it is done'] },
    exhibition: { at: 'in a bright hall', people: ['Visitors walking through', 'Friends looking around together'] },
    talk: { at: 'in a meeting room', people: ['A speaker presenting to an audience', 'An audience listening'] },
    match: { at: 'beside the field', people: ['Fans cheering', 'A crowd of supporters cheering'] },
    race: { at: 'at the finish line', people: ['Runners racing', 'A crowd cheering'] },
  },
  es: {
    band: { at: 'en una boda', people: ['Una banda tocando', 'Invitados bailando'] },
    reading: { at: 'en una biblioteca', people: ['Una autora leyendo ante el público', 'Gente hojeando libros'] },
    stage: { at: 'frente al escenario del concierto', people: ['El público animando', 'El público bailando'] },
    party: { at: 'en una terraza', people: ['Amigos bailando juntos', 'Amigos riendo juntos'] },
    stalls: { at: 'entre los puestos del mercado', people: ['Gente paseando', 'Un vendedor atendiendo a una clienta'] },
    tasting: { at: 'en una vinoteca', people: ['Amigos catando vino juntos', 'Un anfitrión sirviendo vino a los invitados'] },
    quiz: { at: 'alrededor de una mesa en un bar', people: ['Amigos escribiendo sus respuestas', 'Amigos riendo juntos'] },
    class: { at: 'alrededor de una mesa en un aula', people: ['Gente aprendiendo junta', 'Una profesora enseñando a un alumno'] },
    exhibition: { at: 'en una sala luminosa', people: ['Amigos mirando juntos', 'Amigos charlando juntos'] },
    talk: { at: 'en una sala de reuniones', people: ['Una ponente presentando ante el público', 'El público escuchando'] },
    match: { at: 'junto al campo', people: ['Aficionados animando', 'La afición animando'] },
    race: { at: 'en la meta', people: ['Corredores en plena carrera', 'El público animando'] },
  },
  fr: {
    band: { at: 'à un mariage', people: ['Un groupe qui joue', 'Des invités qui dansent'] },
    reading: { at: 'dans une bibliothèque', people: ['Une autrice lisant un livre devant le public', 'Des amis qui regardent des livres'] },
    stage: { at: 'devant la scène', people: ['La foule qui applaudit', 'Des amis qui dansent'] },
    party: { at: 'sur une terrasse', people: ['Des amis qui dansent ensemble', 'Des amis qui rient ensemble'] },
    stalls: { at: 'entre les stands du marché', people: ['Des gens qui flânent', 'Un commerçant qui sert une cliente'] },
    tasting: { at: 'dans un bar à vin', people: ['Des amis qui dégustent du vin', 'Un hôte qui sert du vin aux invités'] },
    quiz: { at: 'autour d’une table dans un bar', people: ['Des amis qui écrivent leurs réponses', 'Des amis qui rient ensemble'] },
    class: { at: 'autour d’une table dans une salle de classe', people: ['Des gens qui apprennent ensemble', 'Une formatrice qui montre le geste à un élève'] },
    exhibition: { at: 'dans une salle lumineuse', people: ['Des visiteurs qui se promènent', 'Des amis qui regardent ensemble'] },
    talk: { at: 'dans une salle de réunion', people: ['Une intervenante qui présente devant le public', 'Le public qui écoute'] },
    match: { at: 'au bord du terrain, dans le parc', people: ['Des supporters qui applaudissent', 'La foule qui encourage'] },
    race: { at: 'à l’arrivée', people: ['Des coureurs en pleine course', 'La foule qui applaudit'] },
  },
  de: {
    band: { at: 'auf einer Hochzeit', people: ['Eine Band spielt', 'Gäste tanzen'] },
    reading: { at: 'in einer Bibliothek', people: ['Eine Autorin liest vor Publikum', 'Menschen stöbern in Büchern'] },
    stage: { at: 'vor der Bühne', people: ['Das Publikum jubelt', 'Freunde tanzen'] },
    party: { at: 'auf einer Terrasse', people: ['Freunde tanzen zusammen', 'Freunde lachen zusammen'] },
    stalls: { at: 'an den Marktständen', people: ['Menschen schlendern', 'Eine Händlerin bedient eine Kundin'] },
    tasting: { at: 'in einer Weinbar', people: ['Freunde probieren zusammen Wein', 'Ein Gastgeber schenkt den Gästen Wein ein'] },
    quiz: { at: 'an einem Tisch in einer Kneipe', people: ['Freunde schreiben ihre Antworten', 'Freunde lachen zusammen'] },
    class: { at: 'an einem Tisch in einem Schulungsraum', people: ['Menschen lernen zusammen', 'Eine Lehrerin zeigt einem Schüler den Handgriff'] },
    exhibition: { at: 'in einem hellen Saal', people: ['Besucher schlendern', 'Freunde sehen sich zusammen um'] },
    talk: { at: 'in einem Besprechungsraum', people: ['Eine Rednerin präsentiert vor Publikum', 'Das Publikum hört zu'] },
    match: { at: 'am Spielfeld im Park', people: ['Fans jubeln', 'Die Zuschauer feuern an'] },
    race: { at: 'im Ziel', people: ['Läufer im Rennen', 'Die Zuschauer jubeln'] },
  },
  it: {
    band: { at: 'a un matrimonio', people: ['Una band che suona', 'Ospiti che ballano'] },
    reading: { at: 'in una biblioteca', people: ['Un’autrice che legge un libro al pubblico', 'Persone che sfogliano libri'] },
    stage: { at: 'davanti al palco', people: ['Il pubblico che applaude', 'Amici che ballano'] },
    party: { at: 'su una terrazza', people: ['Amici che ballano insieme', 'Amici che ridono insieme'] },
    stalls: { at: 'tra le bancarelle del mercatino', people: ['Persone che passeggiano', 'Una venditrice che serve una cliente'] },
    tasting: { at: 'in un’enoteca', people: ['Amici che degustano vino insieme', 'Un oste che versa il vino agli ospiti'] },
    quiz: { at: 'attorno a un tavolo in un pub', people: ['Amici che scrivono le risposte', 'Amici che ridono insieme'] },
    class: { at: 'attorno a un tavolo in un’aula', people: ['Persone che imparano insieme', 'Un’insegnante che mostra il gesto a un allievo'] },
    exhibition: { at: 'in una sala luminosa', people: ['Visitatori che passeggiano', 'Amici che guardano insieme'] },
    talk: { at: 'in una sala riunioni', people: ['Una relatrice che presenta al pubblico', 'Il pubblico che ascolta'] },
    match: { at: 'a bordo campo nel parco', people: ['Tifosi che esultano', 'La folla di tifosi che tifa'] },
    race: { at: 'al traguardo', people: ['Corridori in gara', 'La folla che applaude'] },
  },
  pt: {
    band: { at: 'num casamento', people: ['Uma banda a tocar', 'Convidados a dançar'] },
    reading: { at: 'numa biblioteca', people: ['Uma autora a ler um livro ao público', 'Pessoas a folhear livros'] },
    stage: { at: 'em frente ao palco do festival', people: ['Amigos a aplaudir', 'Amigos a dançar'] },
    party: { at: 'num terraço', people: ['Amigos a dançar juntos', 'Amigos a rir juntos'] },
    stalls: { at: 'entre as bancas da feira', people: ['Pessoas a passear', 'Uma vendedora a atender uma cliente'] },
    tasting: { at: 'num bar de vinhos', people: ['Amigos a provar vinho juntos', 'Um anfitrião a servir vinho aos convidados'] },
    quiz: { at: 'à volta de uma mesa num bar', people: ['Amigos a escrever as respostas', 'Amigos a rir juntos'] },
    class: { at: 'à volta de uma mesa numa sala de aula', people: ['Pessoas a aprender juntas', 'Uma professora a mostrar o gesto a um aluno'] },
    exhibition: { at: 'numa sala luminosa', people: ['Visitantes a passear', 'Amigos a descobrir juntos'] },
    talk: { at: 'numa sala de reuniões', people: ['Uma oradora a apresentar ao público', 'O público a ouvir'] },
    match: { at: 'junto ao campo no parque', people: ['Amigos a aplaudir', 'Amigos a festejar'] },
    race: { at: 'junto à meta no parque', people: ['Corredores em plena corrida', 'Amigos a aplaudir'] },
  },
};

/** The open air a night or a party may be held in, where its people are shown close by. */
const OUTDOORS: Readonly<Record<OccasionLanguage, Readonly<Record<Outdoors, string>>>> = {
  en: { harbour: 'by the harbour', beach: 'on the beach', park: 'in the park' },
  es: { harbour: 'en el muelle', beach: 'en la playa', park: 'en el parque' },
  fr: { harbour: 'sur le quai', beach: 'sur la plage', park: 'dans le parc' },
  de: { harbour: 'am Hafen', beach: 'am Strand', park: 'im Park' },
  it: { harbour: 'sul molo', beach: 'in spiaggia', park: 'nel parco' },
  pt: { harbour: 'no cais', beach: 'na praia', park: 'no parque' },
};
const OPEN_AIR: ReadonlySet<OccasionScene> = new Set(['stage', 'party']);

/** A picture that says where it is: a preposition before a place ("on stage", "en la terraza", "im Biergarten"). */
const PLACED: Readonly<Record<OccasionLanguage, RegExp>> = {
  en: /\s(?:on|in|at|by|beside|near|along|under|inside|outside|behind|before|in front of|around)\s/iu,
  es: /\s(?:en|junto a|junto al|frente a|frente al|al lado de|sobre|bajo|dentro de|entre|alrededor de)\s/iu,
  fr: /\s(?:dans|sur|au|aux|à|devant|près de|sous|entre|autour de)\s/iu,
  de: /\s(?:in|im|auf|am|an|vor|bei|beim|unter|hinter|zwischen)\s/iu,
  it: /\s(?:in|nel|nella|sul|sulla|al|alla|a|davanti|tra|fra|presso|sotto|attorno)\s/iu,
  pt: /\s(?:em|no|na|num|numa|ao|à|junto|sobre|sob|entre)\s/iu,
};

const languageOf = (language: string) => language.toLowerCase().split(/[-_]/)[0] as OccasionLanguage;

/** Where an occasion's people are shown close by: the open air it is held in, else where its scene is. */
function closeBy(occasion: Occasion, lang: OccasionLanguage): string | undefined {
  const outdoors = occasion.outdoors && OPEN_AIR.has(occasion.scene) ? OUTDOORS[lang][occasion.outdoors] : undefined;
  return outdoors ?? SHOTS[lang]?.[occasion.scene]?.at;
}

/** The brief's own picture set at the occasion where it says no place: "Couples dancing" → "Couples dancing by the harbour" (at Pier 3), "… in front of the lit stage". */
export function atOccasion(picture: string, occasion: Occasion, language: string): string {
  const lang = languageOf(language);
  const at = SHOTS[lang] && closeBy(occasion, lang);
  return !at || PLACED[lang].test(picture) ? picture : `${picture} ${at}`;
}

const INDOORS: ReadonlySet<OccasionScene> = new Set(['tasting', 'quiz', 'reading', 'class', 'exhibition', 'talk', 'band']);
const DAY: readonly TimeWord[] = ['morning', 'midday', 'afternoon', 'golden hour'];
const AFTER_DARK: readonly TimeWord[] = ['evening', 'night'];

/** `count` shots of the occasion in `language`, or undefined in a language it has none in. */
export function occasionShots(occasion: Occasion, language: string, count: number): Shot[] | undefined {
  const lang = languageOf(language);
  const words = SHOTS[lang]?.[occasion.scene];
  if (!words) return undefined;
  const times = occasion.evening ? AFTER_DARK : DAY;
  // A night on the pier shows its crowd before the stage, its dancers there ("Friends dancing together by the harbour").
  return Array.from({ length: count }, (_, i) => {
    const k = i % words.people.length;
    const at = k === 1 ? closeBy(occasion, lang)! : words.at;
    return { picture: withLight(`${words.people[k]!} ${at}`, lightWords(times[i % times.length]!, lang, INDOORS.has(occasion.scene)), lang), lines: [] };
  });
}
