/**
 * Lines a thin brief's advert may say over its own shots when the brief's facts leave a scene with
 * time to spare (issue 23: "Every scene of a narrated advert has narration"), by the kind of thing
 * it sells: an app, a device, a household appliance, a rental, a service, an improvement to the
 * home, and the goods of product-kind-lines.ts. Each invites the viewer to look or to ask and claims nothing of its own: no figure, no
 * quality, no promise the brief did not make. Pure string work; never throws.
 */
import { agencyLines, isAgency } from './agency-lines';
import { institutionKind, institutionLines } from './institution-kinds';
import { isSoftware, softwareLines } from './software-kind-lines';
import { isProfessionalOffice, professionalLines } from './professional-offices';

import { goodsLines, productKind, productKindLines, type ProductKind } from './product-kind-lines';
import { framedAlike } from './narration-fit';
import type { SubjectKind as PictureKind } from './compositions';
import { withoutAlwaysOpen } from './always-open-idioms';

/** The kinds this file has lines for; the goods' are product-kind-lines.ts's. */
const OWN_KINDS = ['app', 'rental', 'home', 'service', 'appliance', 'device'] as const;
type OwnKind = (typeof OWN_KINDS)[number];

/** Kinds whose words and lines have files of their own: software (software-kind-lines.ts), estate and letting agents (agency-lines.ts), professional offices (professional-offices.ts). */
type FiledKind = 'software' | 'agency' | 'professional';

export type SubjectKind = OwnKind | ProductKind | FiledKind;

const isOwnKind = (kind: SubjectKind): kind is OwnKind => (OWN_KINDS as readonly string[]).includes(kind);

/** Kinds named before all others: "accounting software for shops" sells no goods, "an estate agent's app" no app. */
const FILED_KINDS: readonly (readonly [FiledKind, (words: string) => boolean])[] = [
  ['software', isSoftware],
  ['agency', isAgency],
  ['professional', isProfessionalOffice],
];

/** Words of the kinds that come before any goods' (a clothing app is an app, shoe hire a rental), in the languages the planner writes. */
const FIRST_KIND_WORDS: readonly (readonly [OwnKind, RegExp])[] = [
  ['app', /(?<![\p{L}])(?:apps?|application|appli|aplicación|aplicativo|aplicação|applicazione|anwendung)(?![\p{L}])/iu],
  ['rental', /(?<![\p{L}])(?:rental|rentals|hire|location d[eu]s?|alquiler|noleggio|aluguer|aluguel|verleih|vermietung|verhuur|\p{L}+verhuur|\p{L}+verleih)(?![\p{L}])/iu],
];

/** Words of the other kinds: a home improvement or a service comes after the goods (product-kind-lines.ts: a meal-kit delivery service is a box), a machine or a gadget before them. */
const LATER_KIND_WORDS: readonly (readonly [OwnKind, RegExp])[] = [
  ['home', /(?<![\p{L}])(?:solar|roof(?:ing|s)?|windows|glazing|insulation|boilers?|heat pumps?|loft|kitchen fitting|extensions?|panneaux solaires|toitures?|toits?|fenêtres|isolation|placas solares|paneles solares|tejados?|ventanas|aislamiento|solaranlagen?|photovoltaik|dach|dächer|fenster|dämmung|wärmepumpen?|pannelli solari|tetti|tetto|finestre|painéis solares|telhados?|janelas|zonnepanelen|daken|dak|kozijnen|isolatie|warmtepompen?)(?![\p{L}])/iu],
  ['service', /(?<![\p{L}])(?:service|services|cleaning|cleaners?|repairs?|plumb\p{L}*|electricians?|removals?|gardening|tutoring|servicio|limpieza|reparaci[óo]n|reparaciones|nettoyage|ménage|réparation|dépannage|reinigung|reparatur|dienst|hausmeister\p{L}*|pulizi[ae]|riparazion[ei]|limpeza|reparação|reparações|schoonmaak|reparatie|dienstverlening)(?![\p{L}])/iu],
  // Trades and firms that serve rather than sell, by the word for the one who does the work.
  ['service', /(?<![\p{L}])(?:handym[ae]n|locksmiths?|decorators?|painters?|carpenters?|joiners?|builders?|gardeners?|landscap\p{L}*|(?:garden|property|home) maintenance|accountan\p{L}*|bookkeep\p{L}*|solicitors?|lawyers?|tutors?|movers|fontaner[oa]s?|electricistas?|cerrajer[oa]s?|pintor(?:es|as?)?|carpinter[oa]s?|jardiner[oa]s?|jardinería|mantenimiento|contables?|asesoría|gestoría|abogad[oa]s?|mudanzas|manitas|plombiers?|électriciens?|serruriers?|peintres?|menuisiers?|jardiniers?|jardinage|entretien|(?:expert-)?comptables?|avocats?|déménag\p{L}*|bricoleurs?|klempner|elektriker|schlüsseldienst|maler\p{L}*|tischler\p{L}*|schreiner\p{L}*|gärtner\p{L}*|gartenpflege|garten- und landschaftsbau|steuerberat\p{L}*|anwält\p{L}*|rechtsanw\p{L}*|umzug\p{L}*|handwerker|idraulic[io]|elettricist[ai]|fabbr[io]|imbianchin[io]|falegnam[ei]|giardinier[ei]|giardinaggio|manutenzione|commercialist[ai]|avvocat[io]|traslochi|tuttofare|canalizador(?:es)?|encanador(?:es)?|eletricistas?|serralheir[oa]s?|jardinagem|manutenção|contabilistas?|contabilidade|advogad[oa]s?|mudanças|faz-tudo|loodgieters?|elektriciens?|slotenmakers?|schilders?|schildersbedrijf|timmerm[ae]n|hoveniers?|tuinonderhoud|onderhoud|boekhouders?|accountants?|advocaten|advocaat|verhuizers?|verhuisbedrijf|klusjesm[ae]n|klusbedrijf)(?![\p{L}])/iu],
  ['appliance', /(?<![\p{L}])(?:kettle|fridge|refrigerator|freezer|oven|microwave|toaster|blender|mixer|purifier|humidifier|dehumidifier|vacuum|washing machine|dishwasher|dryer|coffee machine|espresso machine|air fryer|heater|bouilloire|réfrigérateur|frigo|four|aspirateur|purificateur|lave-linge|lave-vaisselle|cafetière|hervidor|nevera|frigorífico|horno|aspiradora|purificador|lavadora|lavavajillas|cafetera|wasserkocher|kühlschrank|backofen|staubsauger|luftreiniger|waschmaschine|spülmaschine|kaffeemaschine|bollitore|frigorifero|forno|aspirapolvere|purificatore|lavatrice|lavastoviglie|chaleira|geladeira|aspirador|máquina de lavar|waterkoker|koelkast|stofzuiger|luchtreiniger|wasmachine|vaatwasser|koffiemachine)(?![\p{L}])/iu],
  ['device', /(?<![\p{L}])(?:headphones|earbuds|speaker|smartwatch|watch|tracker|camera|phone|tablet|laptop|lamp|charger|e-bike|drone|console|keyboard|casque|écouteurs|enceinte|montre|caméra|lampe|chargeur|auriculares|altavoz|reloj|cámara|lámpara|cargador|kopfhörer|lautsprecher|uhr|kamera|lampe|leselampe|ladegerät|cuffie|auricolari|orologio|fotocamera|lampada|fones|auscultadores|coluna|relógio|câmara|candeeiro|koptelefoon|oordopjes|horloge|lamp|oplader)(?![\p{L}])/iu],
];

/** The kind of thing `words` (the brief's first sentence, its description of what it sells) say is sold; undefined when none. */
export function subjectKind(said: string): SubjectKind | undefined {
  // "Notdienst rund um die Uhr" sells no watch.
  const words = withoutAlwaysOpen(said);
  const found = (kinds: readonly (readonly [OwnKind, RegExp])[]) => kinds.find(([, pattern]) => pattern.test(words))?.[0];
  const later = found(LATER_KIND_WORDS);
  // A machine or a gadget is what it is, whatever it is for ("a desk lamp", "a coffee machine").
  return FILED_KINDS.find(([, names]) => names(words))?.[0] ?? found(FIRST_KIND_WORDS) ?? (later === 'appliance' || later === 'device' ? later : (productKind(words) ?? later));
}

/** Per language and kind, lines in order of use, the one naming the subject last (the hook has named it); `n` is the subject's name. */
const LINES: Readonly<Record<string, Readonly<Record<OwnKind, (n: string) => string[]>>>> = {
  en: {
    app: (n) => ['Open the app and get started.', 'Wherever you are, take it with you.', 'Make it part of your day.', 'See how it works for you.', 'Find out what it can do.', 'Now it’s your turn.', `${n} is right there on your phone.`],
    device: (n) => ['Take a closer look.', 'Every detail, up close.', 'Ready when you are.', 'See it for yourself.', 'Find out what it can do.', 'Now it’s your turn.', `This is ${n}.`],
    appliance: (n) => ['Take a closer look.', 'See how it fits your home.', 'Every detail, up close.', 'See it for yourself.', 'Find out what it can do.', 'Now it’s your turn.', `This is ${n}.`],
    rental: (n) => ['Pick one up and go.', 'Go at your own pace.', 'See the place your way.', 'Choose yours and set off.', 'Find out where it takes you.', 'Now it’s your turn.', `${n} is ready when you are.`],
    service: (n) => ['Tell us what you need.', 'We take it from there.', 'Leave it to us.', 'Ask us anything.', 'Find out what we can do for you.', 'Now it’s your turn.', `${n} is here to help.`],
    home: (n) => ['Tell us about your home.', 'We look at what suits it.', 'Leave the rest to us.', 'Ask us anything.', 'Find out what we can do for your home.', 'Now it’s your turn.', `${n} is here to help.`],
  },
  es: {
    app: (n) => ['Abre la app y empieza.', 'Estés donde estés, llévala contigo.', 'Hazla parte de tu día.', 'Mira cómo funciona.', 'Descubre lo que puede hacer.', 'Ahora te toca a ti.', `${n}, siempre a mano en tu móvil.`],
    device: (n) => ['Echa un vistazo de cerca.', 'Cada detalle, de cerca.', 'A punto cuando tú lo estés.', 'Compruébalo tú mismo.', 'Descubre lo que puede hacer.', 'Ahora te toca a ti.', `Esto es ${n}.`],
    appliance: (n) => ['Echa un vistazo de cerca.', 'Mira cómo queda en tu casa.', 'Cada detalle, de cerca.', 'Compruébalo tú mismo.', 'Descubre lo que puede hacer.', 'Ahora te toca a ti.', `Esto es ${n}.`],
    rental: (n) => ['Recógelo y sal.', 'A tu ritmo.', 'Descubre la ciudad a tu manera.', 'Elige el tuyo y en marcha.', 'Descubre adónde te lleva.', 'Ahora te toca a ti.', `${n} te espera.`],
    service: (n) => ['Cuéntanos qué necesitas.', 'Nosotros nos encargamos.', 'Déjalo en nuestras manos.', 'Pregúntanos lo que quieras.', 'Descubre lo que podemos hacer por ti.', 'Ahora te toca a ti.', `${n} está para ayudarte.`],
    home: (n) => ['Cuéntanos cómo es tu casa.', 'Vemos qué le conviene.', 'Déjanos el resto a nosotros.', 'Pregúntanos lo que quieras.', 'Descubre lo que podemos hacer por tu casa.', 'Ahora te toca a ti.', `${n} está para ayudarte.`],
  },
  fr: {
    app: (n) => ['Ouvrez l’app et lancez-vous.', 'Où que vous soyez, emportez-la.', 'Faites-en une habitude.', 'Voyez comment elle fonctionne.', 'Découvrez tout ce qu’on peut en faire.', 'À vous de jouer.', `${n}, toujours à portée de main sur votre téléphone.`],
    device: (n) => ['Regardez de plus près.', 'Chaque détail, de près.', 'Prêt quand vous l’êtes.', 'Jugez par vous-même.', 'Découvrez tout ce qu’on peut en faire.', 'À vous de jouer.', `Voici ${n}.`],
    appliance: (n) => ['Regardez de plus près.', 'Chez vous, au quotidien.', 'Chaque détail, de près.', 'Jugez par vous-même.', 'Découvrez tout ce qu’on peut en faire.', 'À vous de jouer.', `Voici ${n}.`],
    rental: (n) => ['Prenez-en un et partez.', 'À votre rythme.', 'Découvrez la ville à votre façon.', 'Choisissez le vôtre et c’est parti.', 'Découvrez où cela vous mène.', 'À vous de jouer.', `${n} vous attend.`],
    service: (n) => ['Dites-nous ce dont vous avez besoin.', 'Nous nous occupons du reste.', 'Confiez-le-nous.', 'Posez-nous vos questions.', 'Découvrez ce que nous pouvons faire pour vous.', 'À vous de jouer.', `${n} est là pour vous aider.`],
    home: (n) => ['Parlez-nous de votre maison.', 'Nous voyons ce qui lui convient.', 'Laissez-nous le reste.', 'Posez-nous vos questions.', 'Découvrez ce que nous pouvons faire pour votre maison.', 'À vous de jouer.', `${n} est là pour vous aider.`],
  },
  de: {
    app: (n) => ['App öffnen und loslegen.', 'Wo immer Sie sind, nehmen Sie sie mit.', 'Machen Sie sie zu einem Teil Ihres Tages.', 'Sehen Sie selbst, wie sie funktioniert.', 'Entdecken Sie, was alles möglich ist.', 'Jetzt sind Sie dran.', `${n}, immer griffbereit auf Ihrem Handy.`],
    device: (n) => ['Schauen Sie genauer hin.', 'Jedes Detail, ganz nah.', 'Bereit, wenn Sie es sind.', 'Überzeugen Sie sich selbst.', 'Entdecken Sie, was alles möglich ist.', 'Jetzt sind Sie dran.', `Das ist ${n}.`],
    appliance: (n) => ['Schauen Sie genauer hin.', 'Bei Ihnen zu Hause.', 'Jedes Detail, ganz nah.', 'Überzeugen Sie sich selbst.', 'Entdecken Sie, was alles möglich ist.', 'Jetzt sind Sie dran.', `Das ist ${n}.`],
    rental: (n) => ['Abholen und losfahren.', 'In Ihrem eigenen Tempo.', 'Entdecken Sie die Stadt auf Ihre Art.', 'Aussuchen und los geht’s.', 'Sehen Sie, wohin es Sie führt.', 'Jetzt sind Sie dran.', `${n} wartet auf Sie.`],
    service: (n) => ['Sagen Sie uns, was Sie brauchen.', 'Den Rest übernehmen wir.', 'Überlassen Sie es uns.', 'Fragen Sie uns einfach.', 'Erfahren Sie, was wir für Sie tun können.', 'Jetzt sind Sie dran.', `${n} ist für Sie da.`],
    home: (n) => ['Erzählen Sie uns von Ihrem Zuhause.', 'Wir schauen, was dazu passt.', 'Den Rest übernehmen wir.', 'Fragen Sie uns einfach.', 'Erfahren Sie, was wir für Ihr Zuhause tun können.', 'Jetzt sind Sie dran.', `${n} ist für Sie da.`],
  },
  it: {
    app: (n) => ['Apri l’app e inizia.', 'Ovunque tu sia, portala con te.', 'Rendila parte della tua giornata.', 'Guarda come funziona.', 'Scopri cosa può fare.', 'Ora tocca a te.', `${n}, sempre a portata di mano sul tuo telefono.`],
    device: (n) => ['Guarda da vicino.', 'Ogni dettaglio, da vicino.', 'Pronto quando lo sei tu.', 'Provalo tu stesso.', 'Scopri cosa può fare.', 'Ora tocca a te.', `Ecco ${n}.`],
    appliance: (n) => ['Guarda da vicino.', 'A casa tua, ogni giorno.', 'Ogni dettaglio, da vicino.', 'Provalo tu stesso.', 'Scopri cosa può fare.', 'Ora tocca a te.', `Ecco ${n}.`],
    rental: (n) => ['Prendilo e parti.', 'Al tuo ritmo.', 'Scopri la città a modo tuo.', 'Scegli il tuo e via.', 'Scopri dove ti porta.', 'Ora tocca a te.', `${n} ti aspetta.`],
    service: (n) => ['Dicci di cosa hai bisogno.', 'Al resto pensiamo noi.', 'Lascia fare a noi.', 'Chiedici quello che vuoi.', 'Scopri cosa possiamo fare per te.', 'Ora tocca a te.', `${n} è qui per aiutarti.`],
    home: (n) => ['Raccontaci la tua casa.', 'Vediamo cosa fa per lei.', 'Al resto pensiamo noi.', 'Chiedici quello che vuoi.', 'Scopri cosa possiamo fare per la tua casa.', 'Ora tocca a te.', `${n} è qui per aiutarti.`],
  },
  pt: {
    app: (n) => ['Abra a app e comece.', 'Onde quer que esteja, leve-a consigo.', 'Faça dela parte do seu dia.', 'Veja como funciona.', 'Descubra o que pode fazer.', 'Agora é a sua vez.', `${n}, sempre à mão no seu telefone.`],
    device: (n) => ['Veja de perto.', 'Cada detalhe, de perto.', 'Pronto quando você estiver.', 'Comprove por si.', 'Descubra o que pode fazer.', 'Agora é a sua vez.', `Conheça ${n}.`],
    appliance: (n) => ['Veja de perto.', 'Em sua casa, todos os dias.', 'Cada detalhe, de perto.', 'Comprove por si.', 'Descubra o que pode fazer.', 'Agora é a sua vez.', `Conheça ${n}.`],
    rental: (n) => ['Pegue e vá.', 'Ao seu ritmo.', 'Descubra a cidade à sua maneira.', 'Escolha o seu e vá.', 'Descubra onde o leva.', 'Agora é a sua vez.', `${n} espera por si.`],
    service: (n) => ['Diga-nos do que precisa.', 'Nós tratamos do resto.', 'Deixe connosco.', 'Pergunte-nos o que quiser.', 'Descubra o que podemos fazer por si.', 'Agora é a sua vez.', `${n} está aqui para ajudar.`],
    home: (n) => ['Fale-nos da sua casa.', 'Vemos o que lhe convém.', 'Nós tratamos do resto.', 'Pergunte-nos o que quiser.', 'Descubra o que podemos fazer pela sua casa.', 'Agora é a sua vez.', `${n} está aqui para ajudar.`],
  },
  nl: {
    app: (n) => ['Open de app en ga aan de slag.', 'Waar je ook bent, neem hem mee.', 'Maak hem deel van je dag.', 'Zie hoe hij werkt.', 'Ontdek wat er allemaal kan.', 'Nu is het jouw beurt.', `${n}, altijd bij de hand op je telefoon.`],
    device: (n) => ['Kijk eens van dichtbij.', 'Elk detail, van dichtbij.', 'Klaar wanneer jij dat bent.', 'Overtuig jezelf.', 'Ontdek wat er allemaal kan.', 'Nu is het jouw beurt.', `Dit is ${n}.`],
    appliance: (n) => ['Kijk eens van dichtbij.', 'Gewoon bij jou thuis.', 'Elk detail, van dichtbij.', 'Overtuig jezelf.', 'Ontdek wat er allemaal kan.', 'Nu is het jouw beurt.', `Dit is ${n}.`],
    rental: (n) => ['Ophalen en gaan.', 'In je eigen tempo.', 'Ontdek de stad op jouw manier.', 'Kies de jouwe en ga.', 'Ontdek waar het je brengt.', 'Nu is het jouw beurt.', `${n} wacht op je.`],
    service: (n) => ['Vertel ons wat je nodig hebt.', 'Wij regelen de rest.', 'Laat het aan ons over.', 'Vraag ons gerust alles.', 'Ontdek wat wij voor je kunnen doen.', 'Nu is het jouw beurt.', `${n} helpt je graag.`],
    home: (n) => ['Vertel ons over je huis.', 'Wij kijken wat erbij past.', 'Wij regelen de rest.', 'Vraag ons gerust alles.', 'Ontdek wat wij voor je huis kunnen doen.', 'Nu is het jouw beurt.', `${n} helpt je graag.`],
  },
};

/** Per language, lines any thing sold may end on before the last ones, and lines any service may: said only where a long advert has time. */
const TAILS: Readonly<Record<string, { it: readonly string[]; us: readonly string[] }>> = {
  en: { it: ['Give it a try and see what you think.', 'Take your time, there’s no rush.', 'Pick the moment that suits you.', 'Go on, have a look.', 'Choose the one that feels right to you.', 'Yours to discover.'], us: ['Talk it through with us first.', 'Every job starts with a conversation.', 'Get in touch when you’re ready.', 'Say hello any time.', 'Drop us a line and tell us more.', 'Let’s get started.'] },
  es: { it: ['Haz la prueba y saca tus conclusiones.', 'Tómate tu tiempo, sin prisas.', 'Busca el momento que mejor te venga.', 'Anda, echa un ojo.', 'Quédate con el que más te guste.', 'Hazlo tuyo.'], us: ['Háblalo antes con nosotros.', 'Cada trabajo empieza con una conversación.', 'Escríbenos cuando quieras.', 'Saluda cuando te apetezca.', 'Mándanos un mensaje y cuéntanos más.', 'Manos a la obra.'] },
  fr: { it: ['Faites l’essai et faites-vous votre avis.', 'Prenez votre temps, rien ne presse.', 'Trouvez le moment qui vous convient.', 'Allez, jetez un œil.', 'Gardez celui qui vous ressemble.', 'Faites-le vôtre.'], us: ['Parlons-en d’abord ensemble.', 'Chaque projet commence par une conversation.', 'Contactez-nous quand vous êtes prêt.', 'Un petit bonjour, quand vous voulez.', 'Écrivez-nous et racontez-nous tout.', 'On s’y met ?'] },
  de: { it: ['Probieren Sie es aus und bilden Sie sich Ihr Urteil.', 'Nehmen Sie sich Zeit, ganz ohne Eile.', 'Finden Sie den Moment, der Ihnen passt.', 'Na los, werfen Sie einen Blick darauf.', 'Wählen Sie das, was sich richtig anfühlt.', 'Ihre Wahl, Ihr Tempo.'], us: ['Sprechen Sie vorher mit uns.', 'Jeder Auftrag beginnt mit einem Gespräch.', 'Melden Sie sich, wenn Sie so weit sind.', 'Einfach mal Hallo sagen.', 'Schreiben Sie uns und erzählen Sie mehr.', 'Packen wir es an.'] },
  it: { it: ['Fai una prova e giudica tu.', 'Prenditi il tuo tempo, senza fretta.', 'Trova il momento che fa per te.', 'Dai, dacci un’occhiata.', 'Tieni quello che ti piace di più.', 'Fallo tuo.'], us: ['Parliamone prima insieme.', 'Ogni lavoro inizia da una conversazione.', 'Contattaci quando sei pronto.', 'Passa a salutarci quando vuoi.', 'Scrivici e raccontaci di più.', 'Mettiamoci al lavoro.'] },
  pt: { it: ['Experimente e tire as suas conclusões.', 'Leve o seu tempo, sem pressa.', 'Encontre o momento que lhe convém.', 'Vá, espreite.', 'Fique com o que mais lhe agradar.', 'Faça-o seu.'], us: ['Fale connosco primeiro.', 'Cada trabalho começa com uma conversa.', 'Contacte-nos quando estiver pronto.', 'Diga olá quando quiser.', 'Escreva-nos e conte-nos mais.', 'Mãos à obra.'] },
  nl: { it: ['Probeer het en oordeel zelf.', 'Neem je tijd, zonder haast.', 'Kies het moment dat jou past.', 'Kom op, neem een kijkje.', 'Neem wat bij je past.', 'Maak het van jou.'], us: ['Bespreek het eerst met ons.', 'Elke klus begint met een gesprek.', 'Neem contact op wanneer je er klaar voor bent.', 'Zeg gerust even hallo.', 'Stuur ons een bericht en vertel meer.', 'Aan de slag.'] },
};

/** A kind of this file's lines in `lang`, a service's or a thing's tail before the last two ("Now it's your turn.", the one naming it). */
function ownLines(kind: OwnKind, lang: string, name: string): string[] {
  const lines = LINES[lang]?.[kind](name) ?? [];
  const tail = TAILS[lang]?.[kind === 'service' || kind === 'home' ? 'us' : 'it'] ?? [];
  return [...lines.slice(0, -2), ...tail, ...lines.slice(-2)];
}

/** The picture kinds (compositions.ts) of goods: a thing held, worn, drunk or used, never a place of business, a workplace or money. */
const GOODS: ReadonlySet<PictureKind> = new Set(['drink', 'food', 'device', 'home', 'appliance', 'fashion', 'beauty', 'fitness', 'bike', 'mobility', 'pet', 'delivery-box', 'generic']);

/**
 * Lines for goods of a kind no list here names (oat milk, a ceiling fan, a bathrobe): any goods'
 * lines, then a thing's tail, each opening unlike every line before it, the one naming it last.
 */
function anyGoodsLines(lang: string, name: string): string[] {
  const goods = goodsLines(lang, name);
  const lines = [...goods.slice(0, -1), ...(TAILS[lang]?.it ?? [])];
  return [...lines.filter((line, i) => !lines.slice(0, i).some((before) => framedAlike(before, line))), ...goods.slice(-1)];
}

/**
 * The lines for the kind of thing `words` say is sold, named `name`, in `language`; none for a
 * language or kind without them. Goods with a proper name ("Brisa") whose kind no list names
 * (`pictured`: their picture kind says they are goods) have any goods' lines; goods called by what
 * they are ("the oat-milk latte", the spec's example) none. A subject with no name to say ("TrailPro waterproof hiking boots", the brief's own
 * opening words) has them all but the one naming it. A professional office's say the offers its `brief` makes.
 */
export function subjectKindLines(words: string, name: string | undefined, language: string, pictured?: PictureKind, brief = ''): string[] {
  const kind = subjectKind(words);
  const lang = language.slice(0, 2).toLowerCase();
  const n = name ?? '';
  const all = institutionKind(words)
    ? institutionLines(words, n, language)
    : !kind ? (/\p{Lu}/u.test(n) && pictured && GOODS.has(pictured) ? anyGoodsLines(lang, n) : []) : kind === 'software' ? softwareLines(n, language) : kind === 'agency' ? agencyLines(n, language) : kind === 'professional' ? professionalLines(n, language, brief) : isOwnKind(kind) ? ownLines(kind, lang, n) : productKindLines(kind, lang, n);
  return name === undefined ? all.slice(0, -1) : all;
}
