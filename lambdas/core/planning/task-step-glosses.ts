/**
 * Steps of three common workplace trainings in Spanish, French, German, Italian, Portuguese or
 * Dutch, glossed in English as the action to picture: a fire drill (the alarm heard, work stopped,
 * the stairs taken, colleagues gathered at the assembly point outside), closing down an espresso
 * machine (its group head, portafilter, steam wand and drip tray) and handling a complaint. Each
 * matches from the step's first word, so it is found where a general gloss ("wiping the surfaces",
 * "emptying the bins") is, and is the more particular (step-glosses.ts lists these first). A step
 * that forbids the lift ("Aufzug nicht benutzen") is pictured as what is done instead: the stairs.
 */

/** An elided article before a word: "l'escalier", "all'uscita". */
const ELIDED = "(?:\\p{L}{1,4}['’])?";
/** Up to five words from the step's start, then `things`: the step is about them, whatever its verb. */
const about = (things: string) => `^(?:\\S+\\s+){0,5}?${ELIDED}(?:${things})`;
/** `verbs`, up to three words, then `things`; or, as German and Dutch infinitives end a step, `things` then `verbs`. */
const done = (verbs: string, things: string) => `(?:${verbs})(?:\\s+\\S+){0,3}?\\s+${ELIDED}(?:${things})|${ELIDED}(?:${things})(?:\\s+\\S+){0,2}?\\s+(?:${verbs})`;

const ALARM = 'alarma|alarme|alarm|feueralarm|brandalarm|allarme|sirena|sirène|sirene';
const HEAR = 'o[iíy]\\p{L}*|escuch\\p{L}*|entend\\p{L}*|écout\\p{L}*|hör\\p{L}*|sent\\p{L}*|ascolt\\p{L}*|ouv\\p{L}*|ouç\\p{L}*|escut\\p{L}*|hoor|hoort|horen|luister\\p{L}*';
const STAIRS = 'escaleras?|escaliers?|treppen?|treppenhaus|scale|scala|escadas?|trap|trappen|trappenhuis';
const LIFT = 'ascensor(?:es)?|ascenseurs?|aufz(?:u|ü)ge?s?|fahrstuhl|lift|ascensor[ei]|elevadore?s?|liften';
const NOT = 'no|nunca|jamás|ne|pas|jamais|nicht|nie|niemals|kein\\p{L}*|non|mai|não|nunca|niet|nooit|geen';
const STOP = 'dej\\p{L}*|interrump\\p{L}*|par[ae]\\p{L}*|deten\\p{L}*|det[eé]n|arrêt\\p{L}*|interromp\\p{L}*|cess\\p{L}*|unterbrech\\p{L}*|unterbrich\\p{L}*|stopp\\p{L}*|beend\\p{L}*|einstell\\p{L}*|smett\\p{L}*|ferm[ai]\\p{L}*|stop\\p{L}*|onderbre\\p{L}*|sta[ak]\\p{L}*|leg\\p{L}*';
const WORK = 'trabajo|tarea|actividad|travail|tâches?|activités?|arbeit|tätigkeit|lavoro|attività|trabalho|tarefa|werk|werkzaamheden';
const DESK = 'puesto|mesa de trabajo|poste|bureau|arbeitsplatz|schreibtisch|postazione|scrivania|posto de trabalho|secretária|werkplek';
const LEAVE = 'sal\\p{L}*|abandon\\p{L}*|quitt\\p{L}*|sort\\p{L}*|verlass\\p{L}*|lasci\\p{L}*|usc\\p{L}*|esc[ia]\\p{L}*|sa[ií]\\p{L}*|deix\\p{L}*|verla\\p{L}*';
const DOOR = 'puertas?|portes?|türe?n?|porta|porte|portas?|deur(?:en)?';
const SHUT = 'cierr\\p{L}*|cerr\\p{L}*|ferm\\p{L}*|schließ\\p{L}*|schliess\\p{L}*|zumach\\p{L}*|chiud\\p{L}*|fech\\p{L}*|sluit\\p{L}*|dicht\\p{L}*';

/** Verbs that name purging a machine whatever follows; rinsing names it only with the group head. */
const PURGE = 'purg\\p{L}*|spurg\\p{L}*|durchspül\\p{L}*|doorspoel\\p{L}*';
const RINSE = 'spül\\p{L}*|spoel\\p{L}*|enjuag\\p{L}*|rinc\\p{L}*|sciacqu\\p{L}*|enxagu\\p{L}*';
const CLEAN = 'limpi\\p{L}*|limp[ae]\\p{L}*|nettoy\\p{L}*|reinig\\p{L}*|putz\\p{L}*|pulisc\\p{L}*|pulire|schoonma\\p{L}*|maak';

export const TASK_STEP_GLOSSES: [gloss: string, words: string][] = [
  ['hearing the fire alarm', done(HEAR, ALARM)],
  ['stopping work and leaving their desk', `${done(STOP, WORK)}|${done(LEAVE, DESK)}`],
  // The stairs taken, or the lift forbidden: either way the picture is the way down that is used.
  ['walking down the stairs with colleagues', `${about(STAIRS)}|${done(NOT, LIFT)}`],
  ['gathering with colleagues at the assembly point outside the building', about('punto de (?:reunión|encuentro)|point de rassemblement|sammelplatz|sammelstelle|sammelpunkt|punto di (?:raccolta|ritrovo)|ponto de (?:encontro|reunião)|verzamelplaats|verzamelpunt')],
  ['leaving the building by the emergency exit', about('salidas? de emergencia|sorties? de secours|notausg(?:a|ä)nge?s?|uscit[ae] di (?:emergenza|sicurezza)|saídas? de emergência|nooduitgang(?:en)?')],
  ['closing the door behind them', done(SHUT, DOOR)],
  ['purging the group head of the espresso machine', `^(?:${PURGE})|${done(`${PURGE}|${RINSE}|${CLEAN}`, 'grupos?|groupes?|brühgruppe|gruppo|gruppi|zetgroep')}`],
  ['cleaning the portafilter', about('portafiltros?|porte-filtres?|siebträger\\p{L}*|porta-?filtros?|portafilter')],
  ['cleaning the steam wand of the espresso machine', about('lanceta|vaporizador|buse (?:à |de )?vapeur|lance (?:à |de )?vapeur|dampflanze|milchlanze|dampfdüse|lancia (?:del |a |di )?vapore|lancetta|bico de vapor|stoompijp\\p{L}*|stoomlans|melkopschuimer')],
  ['emptying the drip tray', about('bandeja (?:de goteo|recogegotas|de gotejamento)|bac (?:d[\'’]égouttage|récolteur)|grille d[\'’]égouttage|(?:ab)?tropfschale|auffangschale|vaschetta (?:raccogligocce|di gocciolamento)|griglia|tabuleiro (?:de gotas|de gotejamento)|lekbak|druppelbak|opvangbak')],
  ['offering the customer a solution', about('soluci[oó]n|solutions?|lösung|soluzione|solução|oplossing')],
  ['apologising to the customer', about('disc[uú]lp\\p{L}*|perd[oó]n|excus\\p{L}*|entschuldig\\p{L}*|scus\\p{L}*|desculp\\p{L}*|verontschuldig\\p{L}*|sorry')],
  ['calling the customer back', `${about('seguimiento|suivi|relanc\\p{L}*|rappel\\p{L}*|nachfass\\p{L}*|nachhak\\p{L}*|zurückruf\\p{L}*|ricontatt\\p{L}*|richiam\\p{L}*|acompanhamento|follow[- ]?up|opvolg\\p{L}*|terugbel\\p{L}*')}|^(?:fass|hak)\\p{L}*\\s(?:\\S+\\s+){0,6}?nach$|^bel\\p{L}*\\s(?:\\S+\\s+){0,6}?terug$`],
  // The machine backflushed: its words, or the blind basket (filter) it is done with, anywhere in the step.
  ['backflushing the espresso machine with a blind basket', `(?:${about('retrolavado|contralavado|rétrolavage|rückspül\\p{L}*|controlavaggio|retrolavagem|contralavagem|terugspoel\\p{L}*|backflush\\p{L}*')})|filtro ciego|cacillo ciego|filtre (?:aveugle|borgne)|blindsieb|filtro cieco|filtro cego|blind(?:e )?filter`],
];
