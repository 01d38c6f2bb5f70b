import type { Occasion, OccasionScene } from './brief-occasions';
import type { Shot } from './compositions';
import { lightWords, withLight, type PictureLanguage, type TimeWord } from './picture-words';

/**
 * The shots a plan adds of an occasion (issue 23), set where such an occasion is held and in the
 * brief's language, in words the render engine's picture parser reads (lambdas/render/compose/lexicons):
 * a night's crowd before the stage, a market's stalls, a tasting at a wine bar, a workshop's
 * table, a match's fans, never another shot's subject nor a product still life. Lit for the
 * evening when it is held after dark. Their lines are none: what an occasion offers is the brief's to say.
 */
type OccasionLanguage = Extract<PictureLanguage, 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt'>;

/** Two shots per scene: the occasion in full swing, then its people close by. */
const SHOTS: Readonly<Record<OccasionLanguage, Readonly<Record<OccasionScene, readonly [string, string]>>>> = {
  en: {
    stage: ['A crowd cheering in front of the lit stage at a concert', 'Friends dancing together in front of the stage'],
    party: ['Friends dancing together on a terrace under festoon lights', 'Friends laughing together on a terrace'],
    stalls: ['People browsing the market stalls', 'A stallholder serving a customer at a market stall'],
    tasting: ['Friends tasting wine together at a wine bar', 'A host pouring wine for guests at a wine bar'],
    quiz: ['Friends writing their answers around a table in a pub', 'Friends cheering around a table in a pub'],
    class: ['People learning together around a table in a workshop', 'A teacher showing a student how it is done in a workshop'],
    exhibition: ['Visitors walking through a bright showroom', 'Friends looking around a bright showroom together'],
    talk: ['A speaker presenting to an audience in a meeting room', 'An audience listening in a meeting room'],
    match: ['Fans cheering beside the field', 'A crowd of supporters cheering beside the field'],
    race: ['Runners racing towards the finish line', 'A crowd cheering at the finish line'],
  },
  es: {
    stage: ['El público animando frente al escenario de un concierto', 'Amigos bailando frente al escenario'],
    party: ['Amigos bailando juntos en una terraza', 'Amigos riendo juntos en una terraza'],
    stalls: ['Gente paseando entre los puestos del mercado', 'Un vendedor atendiendo a una clienta en los puestos del mercado'],
    tasting: ['Amigos catando vino juntos en una vinoteca', 'Un anfitrión sirviendo vino a los invitados en una vinoteca'],
    quiz: ['Amigos escribiendo sus respuestas alrededor de una mesa en un bar', 'Amigos animando alrededor de una mesa en un bar'],
    class: ['Gente aprendiendo junta alrededor de una mesa en un taller', 'Una profesora enseñando a un alumno en un taller'],
    exhibition: ['Visitantes paseando por una sala luminosa', 'Amigos mirando juntos una sala luminosa'],
    talk: ['Una ponente presentando ante el público en una sala de reuniones', 'El público escuchando en una sala de reuniones'],
    match: ['Aficionados animando junto al campo', 'La afición animando junto al campo'],
    race: ['Corredores en plena carrera hacia la meta', 'El público animando en la meta'],
  },
  fr: {
    stage: ['La foule qui applaudit devant la scène d’un concert', 'Des amis qui dansent devant la scène'],
    party: ['Des amis qui dansent ensemble sur une terrasse', 'Des amis qui rient ensemble sur une terrasse'],
    stalls: ['Des gens qui flânent entre les stands du marché', 'Un commerçant qui sert une cliente aux stands du marché'],
    tasting: ['Des amis qui dégustent du vin dans un bar à vin', 'Un hôte qui sert du vin aux invités dans un bar à vin'],
    quiz: ['Des amis qui écrivent leurs réponses autour d’une table dans un bar', 'Des amis qui applaudissent autour d’une table dans un bar'],
    class: ['Des gens qui apprennent ensemble autour d’une table dans un atelier', 'Une formatrice qui montre le geste à un élève dans un atelier'],
    exhibition: ['Des visiteurs qui se promènent dans une salle lumineuse', 'Des amis qui découvrent ensemble une salle lumineuse'],
    talk: ['Une intervenante qui présente devant le public dans une salle de réunion', 'Le public qui écoute dans une salle de réunion'],
    match: ['Des supporters qui applaudissent au bord du terrain', 'La foule qui encourage au bord du terrain'],
    race: ['Des coureurs en pleine course vers l’arrivée', 'La foule qui applaudit à l’arrivée'],
  },
  de: {
    stage: ['Das Publikum jubelt vor der Bühne eines Konzerts', 'Freunde tanzen vor der Bühne'],
    party: ['Freunde tanzen zusammen auf einer Terrasse', 'Freunde lachen zusammen auf einer Terrasse'],
    stalls: ['Menschen schlendern an den Marktständen vorbei', 'Eine Händlerin bedient eine Kundin an den Marktständen'],
    tasting: ['Freunde probieren zusammen Wein in einer Weinbar', 'Ein Gastgeber schenkt den Gästen Wein in einer Weinbar ein'],
    quiz: ['Freunde schreiben ihre Antworten an einem Tisch in einer Kneipe', 'Freunde jubeln an einem Tisch in einer Kneipe'],
    class: ['Menschen lernen zusammen an einem Tisch in einer Werkstatt', 'Eine Lehrerin zeigt einem Schüler den Handgriff in einer Werkstatt'],
    exhibition: ['Besucher gehen durch einen hellen Saal', 'Freunde sehen sich zusammen in einem hellen Saal um'],
    talk: ['Eine Rednerin präsentiert vor Publikum in einem Besprechungsraum', 'Das Publikum hört in einem Besprechungsraum zu'],
    match: ['Fans jubeln am Spielfeldrand', 'Die Zuschauer feuern am Spielfeldrand an'],
    race: ['Läufer im Rennen auf dem Weg ins Ziel', 'Die Zuschauer jubeln im Ziel'],
  },
  it: {
    stage: ['Il pubblico che applaude davanti al palco di un concerto', 'Amici che ballano davanti al palco'],
    party: ['Amici che ballano insieme su una terrazza', 'Amici che ridono insieme su una terrazza'],
    stalls: ['Persone che passeggiano tra le bancarelle del mercatino', 'Una venditrice che serve una cliente tra le bancarelle'],
    tasting: ['Amici che degustano vino insieme in un’enoteca', 'Un oste che versa il vino agli ospiti in un’enoteca'],
    quiz: ['Amici che scrivono le risposte attorno a un tavolo in un pub', 'Amici che esultano attorno a un tavolo in un pub'],
    class: ['Persone che imparano insieme attorno a un tavolo in un laboratorio', 'Un’insegnante che mostra il gesto a un allievo in un laboratorio'],
    exhibition: ['Visitatori che passeggiano in una sala luminosa', 'Amici che guardano insieme una sala luminosa'],
    talk: ['Una relatrice che presenta al pubblico in una sala riunioni', 'Il pubblico che ascolta in una sala riunioni'],
    match: ['Tifosi che esultano a bordo campo', 'La folla di tifosi che tifa a bordo campo'],
    race: ['Corridori in gara verso il traguardo', 'La folla che applaude al traguardo'],
  },
  pt: {
    stage: ['O público a aplaudir em frente ao palco de um concerto', 'Amigos a dançar em frente ao palco'],
    party: ['Amigos a dançar juntos num terraço', 'Amigos a rir juntos num terraço'],
    stalls: ['Pessoas a passear entre as bancas da feira', 'Uma vendedora a atender uma cliente nas bancas da feira'],
    tasting: ['Amigos a provar vinho juntos num bar de vinhos', 'Um anfitrião a servir vinho aos convidados num bar de vinhos'],
    quiz: ['Amigos a escrever as respostas à volta de uma mesa num bar', 'Amigos a festejar à volta de uma mesa num bar'],
    class: ['Pessoas a aprender juntas à volta de uma mesa numa oficina', 'Uma professora a mostrar o gesto a um aluno numa oficina'],
    exhibition: ['Visitantes a passear por uma sala luminosa', 'Amigos a descobrir juntos uma sala luminosa'],
    talk: ['Uma oradora a apresentar ao público numa sala de reuniões', 'O público a ouvir numa sala de reuniões'],
    match: ['Adeptos a aplaudir junto ao campo', 'A multidão de adeptos a festejar junto ao campo'],
    race: ['Corredores em plena corrida rumo à meta', 'O público a aplaudir na meta'],
  },
};

const INDOORS: ReadonlySet<OccasionScene> = new Set(['tasting', 'quiz', 'class', 'exhibition', 'talk']);
const DAY: readonly TimeWord[] = ['morning', 'midday', 'afternoon', 'golden hour'];
const AFTER_DARK: readonly TimeWord[] = ['evening', 'night'];

/** `count` shots of the occasion in `language`, or undefined in a language it has none in. */
export function occasionShots(occasion: Occasion, language: string, count: number): Shot[] | undefined {
  const lang = language.toLowerCase().split(/[-_]/)[0] as OccasionLanguage;
  const shots = SHOTS[lang]?.[occasion.scene];
  if (!shots) return undefined;
  const times = occasion.evening ? AFTER_DARK : DAY;
  return Array.from({ length: count }, (_, i) => ({
    picture: withLight(shots[i % shots.length]!, lightWords(times[i % times.length]!, lang, INDOORS.has(occasion.scene)), lang),
    lines: [],
  }));
}
