import { primaryLanguage } from '../presets';
import type { Occasion, OccasionScene } from './brief-occasions';
import { kindLines } from './occasion-kind-lines';
import { theOccasion } from './phrases';

/**
 * What an advert for an occasion says around the brief's words (issue 23), in the languages whose
 * occasions brief-occasions.ts reads: the viewer is asked to come ("Join Harbour Jazz Night on 14
 * June at Pier 3."), then to get tickets or book a place, or welcomed where entry is free, and in
 * time the brief leaves, invited to what is done there (occasion-kind-lines.ts). Pure string work.
 */
interface OccasionLines {
  /** "Join the Riverside Food Festival.", "¡Ven al Mercado de Artesanía!" (`occasion` with its article, as the brief writes it). */
  join(occasion: string): string;
  /** After the price of a ticket: "Get your tickets now." (never "Book now.", which a name may make "Book Northfield Book Festival now."). */
  tickets: string;
  /** The same after an entry that names the tickets ("Tickets from £5."): "Get yours now." */
  yours: string;
  /** After the price of a place at a table (a class, a tasting, a quiz): "Book your place now." */
  place: string;
  /** A band to book, met rather than joined: "Meet Gigi's Wedding Band." */
  meet(band: string): string;
  /** A band's close where the brief gives none: "Ask us about your date." */
  date: string;
  /** After free entry: "See you there!" */
  welcome: string;
  /** Said where the brief leaves time: asks no more than to come, and claims nothing of it; the first saves the date. */
  spare: readonly string[];
}

/** "a" or "à" before the occasion's article, contracted as each language writes it: "al mercado", "au marché", "zum Sommerfest", "alla degustazione", "à feira". */
const contract = (table: Readonly<Record<string, string>>, bare: string) => (s: string) => {
  const m = /^(\p{L}+['’]?)\s*(.*)$/u.exec(s);
  const to = m && table[m[1]!.toLowerCase()];
  return to ? `${to}${/['’]$/u.test(to) ? '' : ' '}${m[2]}` : `${bare} ${s}`;
};

const LINES: Readonly<Record<string, OccasionLines>> = {
  en: { join: (s) => `Join ${theOccasion(s)}.`, meet: (s) => `Meet ${s}.`, date: 'Check your date with us.', tickets: 'Get your tickets now.', yours: 'Get yours now.', place: 'Book your place now.', welcome: 'See you there!', spare: ['Save the date.', 'Bring your friends along.', 'Don’t miss it.'] },
  es: { meet: (s) => `¡Conoce a ${s}!`, date: '¡Consulta tu fecha!', join: (s) => `¡Ven ${contract({ el: 'al', la: 'a la', los: 'a los', las: 'a las' }, 'a')(s)}!`, tickets: '¡Consigue tus entradas ya!', yours: '¡Consigue la tuya ya!', place: '¡Reserva tu plaza ya!', welcome: '¡Te esperamos!', spare: ['¡Apunta la fecha!', 'Trae a tus amigos.', '¡No te lo pierdas!'] },
  fr: { meet: (s) => `Découvrez ${s} !`, date: 'Vérifiez votre date !', join: (s) => `Venez ${contract({ le: 'au', la: 'à la', les: 'aux', "l'": "à l'", 'l’': 'à l’' }, 'à')(s)} !`, tickets: 'Prenez vite vos billets !', yours: 'Prenez vite les vôtres !', place: 'Réservez vite votre place !', welcome: 'On vous attend !', spare: ['Notez la date !', 'Venez entre amis.', 'Ne le manquez pas !'] },
  de: { meet: (s) => `Lernen Sie ${s} kennen!`, date: 'Fragen Sie Ihren Termin an!', join: (s) => `Kommen Sie ${contract({ der: 'zum', das: 'zum', den: 'zum', dem: 'zum', die: 'zur' }, 'zu')(s)}!`, tickets: 'Sichern Sie sich jetzt Ihre Tickets!', yours: 'Jetzt sichern!', place: 'Sichern Sie sich jetzt Ihren Platz!', welcome: 'Wir freuen uns auf Sie!', spare: ['Merken Sie sich den Termin!', 'Bringen Sie Ihre Freunde mit.', 'Nicht verpassen!'] },
  it: { meet: (s) => `Scopri ${s}!`, date: 'Verifica la tua data!', join: (s) => `Vieni ${contract({ il: 'al', lo: 'allo', la: 'alla', "l'": "all'", 'l’': 'all’', i: 'ai', gli: 'agli', le: 'alle' }, 'a')(s)}!`, tickets: 'Prendi subito i biglietti!', yours: 'Prendi subito il tuo!', place: 'Prenota subito il tuo posto!', welcome: 'Ti aspettiamo!', spare: ['Segna la data!', 'Porta i tuoi amici.', 'Non mancare!'] },
  pt: { meet: (s) => `Conheça ${s}!`, date: 'Consulte a sua data!', join: (s) => `Venha ${contract({ o: 'ao', a: 'à', os: 'aos', as: 'às' }, 'a')(s)}!`, tickets: 'Garanta já o seu bilhete!', yours: 'Garanta já o seu!', place: 'Reserve já o seu lugar!', welcome: 'Esperamos por você!', spare: ['Marque na agenda!', 'Traga os seus amigos.', 'Não perca!'] },
};

/** The lines of an occasion in `language`, or undefined where the planner reads no occasions. */
export function occasionLines(language: string): OccasionLines | undefined {
  return LINES[primaryLanguage(language)];
}

/** The hook: the occasion joined with when and where the brief joins to its name: "Join the Harbour Jazz Night on 14 June at Pier 3.". */
export function joinLine(occasion: Occasion, named: string, language: string): string | undefined {
  // "Quiz night" opening the brief is no name: mid-sentence it is "the quiz night".
  const said = named.replace(/^((?:the|a|an)\s+)?(\p{Lu})(?=\p{Ll}+(?:\s+\p{Ll}+)+$)/u, (_, article: string | undefined, first: string) => `${article ?? ''}${first.toLowerCase()}`);
  const lines = occasionLines(language);
  if (occasion.scene === 'band') return lines?.meet(named);
  return lines?.join(occasion.details ? `${said} ${occasion.details}` : said);
}

/** An entry that names the tickets, in the six languages. */
const TICKETS = /(?<![\p{L}])(?:tickets?|entradas?|billets?|karten|biglietti?|bilhetes?|ingressos?)(?![\p{L}])/iu;

/** Occasions one books a place at, not a ticket for. */
const PLACES: ReadonlySet<OccasionScene> = new Set(['class', 'tasting', 'quiz']);

/** The close's call after the entry: to get tickets or book a place, or where entry is free or the brief prices nothing (a Saturday market), a welcome. */
export function occasionCall(occasion: Occasion, language: string): string | undefined {
  const lines = occasionLines(language);
  if (!lines) return undefined;
  if (occasion.scene === 'band') return lines.date;
  return occasion.free || (!occasion.entry && !PLACES.has(occasion.scene)) ? lines.welcome : occasion.entry && TICKETS.test(occasion.entry) ? lines.yours : PLACES.has(occasion.scene) ? lines.place : lines.tickets;
}

/**
 * Lines an occasion's scenes may say in time its brief leaves, its kind's first, then its name with
 * when and where once more, as a poster repeats them ("Harbour Jazz Night, on 14 June at Pier 3."):
 * none in a language without occasion lines.
 */
export function occasionSpare(occasion: Occasion, language: string): readonly string[] {
  const lines = occasionLines(language);
  const when = occasion.details ?? occasion.when;
  const recap = when ? [`${occasion.name.replace(/^\p{Ll}/u, (c) => c.toUpperCase())}, ${when.replace(/^[\s,–—-]+/u, '')}.`] : [];
  // A band is booked for the viewer's own day: no date of its own to save, nor friends to bring.
  // One held every week has no one date to save.
  const general = occasion.scene === 'band' ? [] : [...recap, ...lines?.spare.slice(occasion.recurring ? 1 : 0) ?? []];
  return lines ? [...kindLines(occasion.scene, primaryLanguage(language)), ...general] : [];
}
