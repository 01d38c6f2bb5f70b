/**
 * A fire drill's steps in each language's words (illustrations/evacuation.ts): the alarm heard, work left at once, the
 * stairs taken and not the lift, the report at the assembly point. Only phrases that say the drill: a bare "stairs" or a
 * "meeting point" in an advert is no evacuation. Like the warehouse's words, the Latin-script steps are listed for the
 * English lexicon too: a training's step is often kept in its language after the planner's English lead.
 */
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

/** Every verb before every object: "hear the alarm", "take the stairs". */
const each = (verbs: readonly string[], objects: readonly string[]): string[] => verbs.flatMap((v) => objects.map((o) => `${v} ${o}`));

export const EVACUATION_WORDS = {
  en: words({
    'hearing-alarm': [
      ...each(['hear', 'hears', 'hearing', 'heard', 'listen for', 'listening for'], ['the alarm', 'the fire alarm', 'the alarm bell', 'the evacuation alarm', 'an alarm']),
      'fire alarm', 'fire alarms', 'the alarm sounds', 'alarm sounds', 'the alarm goes off', 'alarm goes off', 'when the alarm rings', 'alarm ringing', 'alarm bell',
    ],
    'leaving-desk': [
      ...each(['stop', 'stops', 'stopping'], ['work', 'working', 'work at once', 'work immediately', 'what you are doing', 'what they are doing']),
      ...each(['leave', 'leaves', 'leaving'], ['your desk', 'their desk', 'the desk', 'your workstation', 'their workstation', 'the building', 'the office', 'everything behind']),
      'evacuate', 'evacuates', 'evacuating', 'evacuation', 'head for the nearest exit', 'heading for the nearest exit', 'walk to the nearest exit', 'walking to the nearest exit', 'nearest fire exit', 'fire exit',
    ],
    'taking-stairs': [
      ...each(['take', 'takes', 'taking', 'use', 'uses', 'using', 'walk down', 'walks down', 'walking down', 'go down', 'goes down', 'going down'], ['the stairs', 'the stairwell', 'the staircase', 'the fire stairs', 'the emergency stairs']),
      'not the lift', 'not the lifts', 'not the elevator', 'never the lift', 'never the elevator', 'instead of the lift', 'instead of the elevator', 'do not use the lift', 'do not use the lifts', "don't use the lift", "don't use the lifts",
      'do not use the elevator', "don't use the elevator", 'avoid the lift', 'avoid the lifts', 'avoid the elevator', 'stairs instead of the lift', 'stairs, not the lift',
    ],
    'assembly-point': [
      ...each(['go to', 'goes to', 'going to', 'gather at', 'gathers at', 'gathering at', 'meet at', 'report at', 'reports at', 'reporting at', 'report to', 'reporting to', 'wait at', 'waiting at'], ['the assembly point', 'the muster point', 'the fire assembly point', 'the fire warden']),
      'assembly point', 'muster point', 'roll call', 'fire warden', 'fire marshal', 'headcount',
    ],
  }),
  es: words({
    'hearing-alarm': [...each(['oír', 'oye', 'oyes', 'escuchar', 'escucha', 'escuchas', 'al oír', 'al escuchar'], ['la alarma', 'la alarma de incendio', 'la alarma contra incendios']), 'alarma de incendio', 'alarma contra incendios', 'suena la alarma', 'la alarma suena'],
    'leaving-desk': [
      ...each(['deja', 'dejar', 'abandona', 'abandonar', 'sal de', 'salir de'], ['tu puesto', 'el puesto', 'el puesto de trabajo', 'el edificio', 'la oficina']),
      'detén el trabajo', 'detener el trabajo', 'deja de trabajar', 'dejar de trabajar', 'interrumpe el trabajo', 'interrumpir el trabajo', 'evacúa', 'evacuar', 'evacuación', 'salida de emergencia',
    ],
    'taking-stairs': [...each(['usa', 'usar', 'utiliza', 'utilizar', 'toma', 'tomar', 'baja por', 'bajar por'], ['las escaleras', 'la escalera']), 'no uses el ascensor', 'no utilices el ascensor', 'no usar el ascensor', 'nunca el ascensor', 'en lugar del ascensor', 'escaleras en lugar del ascensor'],
    'assembly-point': [...each(['ve al', 'ir al', 'dirígete al', 'dirigirse al', 'acude al', 'acudir al', 'preséntate en el', 'presentarse en el', 'espera en el', 'reúnete en el'], ['punto de encuentro', 'punto de reunión']), 'punto de encuentro de evacuación', 'punto de reunión de evacuación'],
  }),
  fr: words({
    'hearing-alarm': [...each(['entendre', 'entendez', 'entend', 'entendant'], ["l'alarme", "l'alarme incendie", 'la sirène']), 'alarme incendie', "l'alarme retentit", "quand l'alarme retentit", "l'alarme sonne"],
    'leaving-desk': [
      ...each(['arrêter', 'arrêtez', 'arrête', 'interrompre', 'interrompez', 'interrompt'], ['le travail', 'votre travail', 'son travail', 'immédiatement le travail']),
      ...each(['quitter', 'quittez', 'quitte'], ['son poste', 'votre poste', 'le poste', 'le bâtiment', 'les locaux']),
      'évacuer', 'évacuez', 'évacuation', 'sortie de secours',
    ],
    'taking-stairs': [...each(['prendre', 'prenez', 'prend', 'emprunter', 'empruntez', 'emprunte', 'descendre', 'descendez'], ["l'escalier", 'les escaliers']), "pas l'ascenseur", "n'utilisez pas l'ascenseur", "ne pas utiliser l'ascenseur", "jamais l'ascenseur", "au lieu de l'ascenseur", "l'escalier plutôt que l'ascenseur"],
    'assembly-point': ['point de rassemblement', 'au point de rassemblement', 'rejoindre le point de rassemblement', 'rejoignez le point de rassemblement', 'se présenter au point de rassemblement', 'présentez-vous au point de rassemblement', "guide-file", 'serre-file'],
  }),
  de: words({
    'hearing-alarm': ['alarm hören', 'den alarm hören', 'hören sie den alarm', 'hört den alarm', 'alarm ertönt', 'der alarm ertönt', 'feueralarm', 'brandalarm', 'alarmsignal', 'alarm auslösen'],
    'leaving-desk': [
      'arbeit unterbrechen', 'arbeit sofort unterbrechen', 'unterbrechen sie die arbeit', 'unterbricht die arbeit', 'arbeit niederlegen', 'arbeit sofort niederlegen', 'arbeit einstellen',
      'arbeitsplatz verlassen', 'verlassen sie den arbeitsplatz', 'verlässt den arbeitsplatz', 'gebäude verlassen', 'verlassen sie das gebäude', 'verlässt das gebäude', 'evakuieren', 'evakuierung', 'notausgang',
    ],
    'taking-stairs': ['treppe statt aufzug', 'treppe statt aufzug nehmen', 'treppe nehmen', 'die treppe nehmen', 'nehmen sie die treppe', 'nimmt die treppe', 'treppenhaus', 'aufzug nicht benutzen', 'keinen aufzug benutzen', 'nicht den aufzug', 'kein aufzug', 'fluchttreppe'],
    'assembly-point': ['sammelplatz', 'am sammelplatz', 'am sammelplatz melden', 'zum sammelplatz', 'sammelstelle', 'an der sammelstelle', 'brandschutzhelfer', 'vollzähligkeit'],
  }),
  it: words({
    'hearing-alarm': [...each(['sentire', 'senti', 'sente', 'al suono del'], ["l'allarme", "l'allarme antincendio", 'la sirena']), 'allarme antincendio', "suona l'allarme", "quando suona l'allarme"],
    'leaving-desk': [
      ...each(['interrompi', 'interrompere', 'interrompe', 'sospendi', 'sospendere'], ['il lavoro', 'subito il lavoro', 'le attività']),
      ...each(['lascia', 'lasciare', 'abbandona', 'abbandonare'], ['la postazione', 'la propria postazione', "l'edificio", "l'ufficio"]),
      'evacuare', 'evacua', 'evacuazione', 'uscita di emergenza', 'uscita di sicurezza',
    ],
    'taking-stairs': [...each(['usa', 'usare', 'utilizza', 'utilizzare', 'prendi', 'prendere', 'scendi', 'scendere'], ['le scale', 'la scala']), "non usare l'ascensore", "non utilizzare l'ascensore", "mai l'ascensore", "invece dell'ascensore", "scale invece dell'ascensore"],
    'assembly-point': ['punto di raccolta', 'al punto di raccolta', 'raggiungi il punto di raccolta', 'raggiungere il punto di raccolta', 'recati al punto di raccolta', 'recarsi al punto di raccolta', 'luogo sicuro'],
  }),
  pt: words({
    'hearing-alarm': [...each(['ouvir', 'ouça', 'ouve', 'ao ouvir'], ['o alarme', 'o alarme de incêndio', 'a sirene']), 'alarme de incêndio', 'o alarme tocar', 'quando o alarme tocar', 'o alarme soa'],
    'leaving-desk': [
      ...each(['pare', 'parar', 'para', 'interrompa', 'interromper', 'interrompe'], ['o trabalho', 'imediatamente o trabalho', 'de trabalhar']),
      ...each(['deixe', 'deixar', 'abandone', 'abandonar', 'saia do', 'sair do'], ['o posto', 'o posto de trabalho', 'o edifício', 'o escritório', 'posto de trabalho', 'edifício', 'escritório']),
      'evacuar', 'evacue', 'evacuação', 'saída de emergência',
    ],
    'taking-stairs': [...each(['use', 'usar', 'utilize', 'utilizar', 'desça pelas', 'descer pelas', 'vá pelas', 'ir pelas'], ['as escadas', 'escadas']), 'não use o elevador', 'não utilize o elevador', 'não usar o elevador', 'nunca o elevador', 'em vez do elevador', 'escadas em vez do elevador'],
    'assembly-point': [...each(['vá para o', 'ir para o', 'dirija-se ao', 'dirigir-se ao', 'apresente-se no', 'apresentar-se no', 'aguarde no', 'reúna-se no'], ['ponto de encontro', 'ponto de reunião']), 'ponto de encontro de evacuação', 'ponto de reunião de evacuação'],
  }),
  nl: words({
    'hearing-alarm': ['het alarm horen', 'hoor het alarm', 'hoort het alarm', 'brandalarm', 'het alarm gaat af', 'alarm gaat af', 'ontruimingsalarm', 'ontruimingssignaal'],
    'leaving-desk': ['stop met werken', 'stop je werk', 'stop direct met werken', 'werk neerleggen', 'leg je werk neer', 'verlaat je werkplek', 'werkplek verlaten', 'verlaat het gebouw', 'het gebouw verlaten', 'ontruimen', 'ontruiming', 'evacueer', 'evacueren', 'nooduitgang'],
    'taking-stairs': ['neem de trap', 'neemt de trap', 'nemen de trap', 'de trap nemen', 'loopt de trap af', 'loop de trap af', 'ga de trap af', 'gebruik de trap', 'de trap gebruiken', 'trap in plaats van de lift', 'niet de lift', 'geen lift', 'gebruik de lift niet', 'nooit de lift'],
    'assembly-point': ['verzamelplaats', 'naar de verzamelplaats', 'meld je bij de verzamelplaats', 'melden bij de verzamelplaats', 'bij de verzamelplaats', 'verzamelpunt', 'bhv', "bhv'er"],
  }),
};

/** The Latin-script steps of every other language, for the English lexicon. */
export const EVACUATION_STEPS_KEPT_IN_THEIR_LANGUAGE: Record<string, Pose> = {
  ...EVACUATION_WORDS.es, ...EVACUATION_WORDS.fr, ...EVACUATION_WORDS.de, ...EVACUATION_WORDS.it, ...EVACUATION_WORDS.pt, ...EVACUATION_WORDS.nl,
};
