/**
 * Software sold as a service (issue 23): accounting software, a CRM, a booking platform, an online
 * tool. A thin brief about one is narrated in full with lines that invite the viewer to try it at
 * work and claim nothing — no figure, no speed, no "everything in one place" — the one naming the
 * subject last (as subject-kind-lines.ts does). Whom it is made for is the brief's description,
 * said by the hook, a body or the sign-off already: no line says it again. Pure string work; never throws.
 */

/** Whole words, any case. */
const words = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');

/** What the planner's languages call software, a platform or an online tool. */
const SOFTWARE = words(
  [
    'software|\\p{L}+software|saas|platforms?|online (?:tools?|services?|booking|platforms?)|web ?apps?|crm|erp|plug-?ins?',
    'plataformas?|herramientas? (?:online|en línea|digital(?:es)?)|reservas online|aplicación web',
    'logiciels?|plateformes?|outils? en ligne|réservation en ligne|application web',
    'plattform(?:en)?|online-(?:tool|dienst|plattform)s?|\\p{L}+-software',
    'piattaform[ae]|strument[oi] online|gestionale',
    'ferramentas? online|aplicação web',
    'platforms?|online (?:tool|dienst)s?|\\p{L}+tool|onlinetool',
  ].join('|'),
);

/** Whether `words` (a subject and what the brief says it is) name software, a platform or an online tool. */
export function isSoftware(words: string): boolean {
  return SOFTWARE.test(words);
}

/** Per language, the lines in order of use, and the one naming the subject; none opens with the verb a trial's call opens with ("Start your free trial"). */
const SPOKEN: Readonly<Record<string, { lines: readonly string[]; naming: (n: string) => string }>> = {
  en: {
    lines: ['See how it fits the way you work.', 'Sign in and have a look around.', 'Try it on a normal working day.', 'Begin with one task and build from there.', 'Get to know it at your own pace.', 'Questions along the way? Just ask.', 'Have a look at how it works.', 'Give it a go and see what you think.', 'Pick a quiet moment and explore.', 'Now it’s your turn.'],
    naming: (n) => `${n} is ready when you are.`,
  },
  es: {
    lines: ['Mira cómo encaja con tu forma de trabajar.', 'Entra y echa un vistazo.', 'Haz la prueba en un día normal de trabajo.', 'Arranca con una tarea y ve sumando.', 'Aprende a tu ritmo, sin prisas.', '¿Dudas por el camino? Pregúntanos.', 'Descubre cómo funciona.', 'Saca tus propias conclusiones.', 'Busca un rato tranquilo y explora.', 'Ahora te toca a ti.'],
    naming: (n) => `${n} te espera.`,
  },
  fr: {
    lines: ['Voyez comment l’outil s’adapte à votre façon de travailler.', 'Connectez-vous et faites le tour.', 'Faites l’essai sur une vraie journée de travail.', 'Partez d’une tâche, puis allez plus loin.', 'Prenez vos marques à votre rythme.', 'Une question en chemin ? Demandez-nous.', 'Découvrez comment ça marche.', 'Essayez et faites-vous votre avis.', 'Prenez un moment au calme pour explorer.', 'À vous de jouer.'],
    naming: (n) => `${n} vous attend.`,
  },
  de: {
    lines: ['Sehen Sie, wie das zu Ihrer Arbeitsweise passt.', 'Melden Sie sich an und schauen Sie sich um.', 'Probieren Sie es an einem ganz normalen Arbeitstag aus.', 'Fangen Sie mit einer Aufgabe an und bauen Sie darauf auf.', 'Lernen Sie alles in Ihrem eigenen Tempo kennen.', 'Fragen unterwegs? Sprechen Sie uns an.', 'Schauen Sie sich an, wie alles funktioniert.', 'Bilden Sie sich Ihr eigenes Urteil.', 'Nehmen Sie sich einen ruhigen Moment zum Entdecken.', 'Jetzt sind Sie dran.'],
    naming: (n) => `${n} wartet auf Sie.`,
  },
  it: {
    lines: ['Guarda come si adatta al tuo modo di lavorare.', 'Accedi e dai un’occhiata.', 'Fai una prova in una normale giornata di lavoro.', 'Parti da un compito e poi vai avanti.', 'Prendi confidenza con calma, al tuo ritmo.', 'Qualche domanda lungo la strada? Chiedici pure.', 'Scopri come funziona.', 'Prova e giudica tu.', 'Trova un momento tranquillo ed esplora.', 'Ora tocca a te.'],
    naming: (n) => `${n} ti aspetta.`,
  },
  pt: {
    lines: ['Veja como se adapta à sua forma de trabalhar.', 'Entre e dê uma vista de olhos.', 'Faça um teste num dia normal de trabalho.', 'Parta de uma tarefa e avance a partir daí.', 'Aprenda ao seu ritmo, sem pressa.', 'Dúvidas pelo caminho? Pergunte-nos.', 'Descubra como funciona.', 'Experimente e tire as suas conclusões.', 'Escolha um momento calmo e explore.', 'Agora é a sua vez.'],
    naming: (n) => `${n} espera por si.`,
  },
  nl: {
    lines: ['Zie hoe het past bij jouw manier van werken.', 'Log in en kijk rustig rond.', 'Probeer het op een gewone werkdag.', 'Begin met één taak en bouw het verder uit.', 'Leer het kennen in je eigen tempo.', 'Vragen onderweg? Vraag het ons gerust.', 'Ontdek hoe het werkt.', 'Oordeel gerust zelf.', 'Pak een rustig moment en ga op ontdekking.', 'Nu is het jouw beurt.'],
    naming: (n) => `${n} wacht op je.`,
  },
};

/** The lines for software named `name`, in `language`, its name last; none in a language without them. */
export function softwareLines(name: string, language: string): string[] {
  const spoken = SPOKEN[language.slice(0, 2).toLowerCase()];
  return spoken ? [...spoken.lines, spoken.naming(name)] : [];
}
