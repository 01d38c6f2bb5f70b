import type { OccasionScene } from './brief-occasions';

/**
 * Lines an occasion of each kind may say where its brief leaves time (issue 23): an invitation to
 * do what is done there ("Come and hear the authors read.", "Come and browse the stalls."), never
 * a claim of what it offers, and never another kind's (no dancing at a book festival); a band
 * booked for the viewer's own day asks about it ("Ask us about your date."). In the six
 * languages brief-occasions.ts reads occasions in.
 */
type KindLines = Readonly<Record<OccasionScene, readonly string[]>>;

const KIND_LINES: Readonly<Record<string, KindLines>> = {
  en: {
    band: ['Tell us about your day.', 'Ask us about your date.', 'Let’s plan your music together.'],
    reading: ['Come and hear the authors read.', 'Bring the book lovers you know.'],
    talk: ['Come and hear the speakers.', 'Bring your questions.'],
    stalls: ['Come and browse the stalls.', 'Bring a bag for your finds.'],
    tasting: ['Come and taste with us.', 'Come curious.'],
    stage: ['Come and hear it live.', 'Come early for a good spot.'],
    party: ['Come and celebrate with us.', 'Bring your dancing shoes.'],
    quiz: ['Get your team together.', 'Bring your sharpest friends.'],
    match: ['Come and cheer them on.', 'Bring your loudest voice.'],
    race: ['Come and cheer the runners on.', 'Bring the whole family.'],
    class: ['Come and learn with us.', 'Bring a friend to learn with.'],
    exhibition: ['Come and take a look around.', 'Come curious.'],
  },
  es: {
    band: ['Cuéntanos cómo será tu día.', 'Pregúntanos por tu fecha.', 'Preparemos juntos tu música.'],
    reading: ['Ven a escuchar a los autores.', 'Trae a quien ame los libros.'],
    talk: ['Ven a escuchar a los ponentes.', 'Trae tus preguntas.'],
    stalls: ['Ven a recorrer los puestos.', 'Trae una bolsa para tus hallazgos.'],
    tasting: ['Ven a catar con nosotros.', 'Ven con curiosidad.'],
    stage: ['Ven a vivirlo en directo.', 'Llega pronto para coger buen sitio.'],
    party: ['Ven a celebrarlo con nosotros.', '¡Prepárate para bailar!'],
    quiz: ['Reúne a tu equipo.', 'Trae a tus amigos más listos.'],
    match: ['Ven a animar al equipo.', '¡Ven con tu mejor grito!'],
    race: ['Ven a animar a los corredores.', 'Trae a toda la familia.'],
    class: ['Ven a aprender con nosotros.', 'Trae a un amigo para aprender juntos.'],
    exhibition: ['Ven a echar un vistazo.', 'Ven con curiosidad.'],
  },
  fr: {
    band: ['Parlez-nous de votre fête.', 'Demandez-nous votre date.', 'Préparons ensemble votre musique.'],
    reading: ['Venez écouter les auteurs.', 'Venez avec les amoureux des livres.'],
    talk: ['Venez écouter les intervenants.', 'Apportez vos questions.'],
    stalls: ['Venez flâner entre les stands.', 'Prévoyez un sac pour vos trouvailles.'],
    tasting: ['Venez déguster avec nous.', 'Venez curieux.'],
    stage: ['Venez l’écouter en live.', 'Arrivez tôt pour être bien placé.'],
    party: ['Venez faire la fête avec nous.', 'Préparez-vous à danser !'],
    quiz: ['Formez votre équipe.', 'Venez avec vos amis les plus malins.'],
    match: ['Venez encourager l’équipe.', 'Venez donner de la voix !'],
    race: ['Venez encourager les coureurs.', 'Venez en famille.'],
    class: ['Venez apprendre avec nous.', 'Venez avec un ami.'],
    exhibition: ['Venez jeter un œil.', 'Venez curieux.'],
  },
  de: {
    band: ['Erzählen Sie uns von Ihrem Fest.', 'Fragen Sie Ihren Termin an.', 'Planen wir gemeinsam Ihre Musik.'],
    reading: ['Hören Sie die Autoren live.', 'Bringen Sie alle Bücherfreunde mit.'],
    talk: ['Hören Sie die Vortragenden live.', 'Bringen Sie Ihre Fragen mit.'],
    stalls: ['Bummeln Sie über die Stände.', 'Bringen Sie eine Tasche für Ihre Funde mit.'],
    tasting: ['Probieren Sie mit uns.', 'Kommen Sie neugierig vorbei.'],
    stage: ['Erleben Sie es live.', 'Kommen Sie früh für einen guten Platz.'],
    party: ['Feiern Sie mit uns.', 'Bringen Sie Ihre Tanzschuhe mit.'],
    quiz: ['Stellen Sie Ihr Team zusammen.', 'Bringen Sie Ihre klügsten Freunde mit.'],
    match: ['Feuern Sie die Mannschaft an.', 'Bringen Sie Ihre Stimme mit.'],
    race: ['Feuern Sie die Läufer an.', 'Bringen Sie die ganze Familie mit.'],
    class: ['Lernen Sie mit uns.', 'Bringen Sie jemanden zum Mitlernen mit.'],
    exhibition: ['Schauen Sie sich um.', 'Kommen Sie neugierig vorbei.'],
  },
  it: {
    band: ['Raccontaci la tua festa.', 'Chiedici della tua data.', 'Prepariamo insieme la tua musica.'],
    reading: ['Vieni ad ascoltare gli autori.', 'Porta chi ama i libri.'],
    talk: ['Vieni ad ascoltare i relatori.', 'Porta le tue domande.'],
    stalls: ['Vieni a curiosare tra le bancarelle.', 'Porta una borsa per i tuoi acquisti.'],
    tasting: ['Vieni a degustare con noi.', 'Vieni con curiosità.'],
    stage: ['Vieni ad ascoltarla dal vivo.', 'Arriva presto per un buon posto.'],
    party: ['Vieni a festeggiare con noi.', 'Preparati a ballare!'],
    quiz: ['Forma la tua squadra.', 'Porta gli amici più svegli.'],
    match: ['Vieni a tifare per la squadra.', 'Porta tutta la tua voce!'],
    race: ['Vieni a tifare per i corridori.', 'Porta tutta la famiglia.'],
    class: ['Vieni a imparare con noi.', 'Porta un amico con cui imparare.'],
    exhibition: ['Vieni a dare un’occhiata.', 'Vieni con curiosità.'],
  },
  pt: {
    band: ['Fale-nos da sua festa.', 'Pergunte-nos pela sua data.', 'Vamos preparar juntos a sua música.'],
    reading: ['Venha ouvir os autores.', 'Traga quem adora livros.'],
    talk: ['Venha ouvir os oradores.', 'Traga as suas perguntas.'],
    stalls: ['Venha passear pelas bancas.', 'Traga um saco para os seus achados.'],
    tasting: ['Venha provar connosco.', 'Venha com curiosidade.'],
    stage: ['Venha ouvir ao vivo.', 'Chegue cedo para ter um bom lugar.'],
    party: ['Venha festejar connosco.', 'Prepare-se para dançar!'],
    quiz: ['Junte a sua equipa.', 'Traga os seus amigos mais espertos.'],
    match: ['Venha apoiar a equipa.', 'Traga a sua melhor voz!'],
    race: ['Venha apoiar os corredores.', 'Traga toda a família.'],
    class: ['Venha aprender connosco.', 'Traga um amigo para aprender consigo.'],
    exhibition: ['Venha ver de perto.', 'Venha com curiosidade.'],
  },
};

/** The lines of an occasion of kind `scene` in `lang` (a primary language), none in a language without them. */
export function kindLines(scene: OccasionScene, lang: string): readonly string[] {
  return KIND_LINES[lang]?.[scene] ?? [];
}
