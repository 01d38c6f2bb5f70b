import { primaryLanguage } from '../presets';
import type { Occasion } from './brief-occasions';
import { theOccasion } from './phrases';

/**
 * What an advert for an occasion says around the brief's words (issue 23), in the languages whose
 * occasions brief-occasions.ts reads: the viewer is asked to come ("Join Harbour Jazz Night on 14
 * June at Pier 3."), then to book, or welcomed where entry is free. Pure string work.
 */
interface OccasionLines {
  /** "Join the Riverside Food Festival.", "¡Ven al Mercado de Artesanía!" (`occasion` with its article, as the brief writes it). */
  join(occasion: string): string;
  /** After the price: "Book now." */
  book: string;
  /** After free entry: "See you there!" */
  welcome: string;
  /** Said where the brief leaves time: asks no more than to come, and claims nothing of it. */
  spare: readonly string[];
}

/** "a" or "à" before the occasion's article, contracted as each language writes it: "al mercado", "au marché", "zum Sommerfest", "alla degustazione", "à feira". */
const contract = (table: Readonly<Record<string, string>>, bare: string) => (s: string) => {
  const m = /^(\p{L}+['’]?)\s*(.*)$/u.exec(s);
  const to = m && table[m[1]!.toLowerCase()];
  return to ? `${to}${/['’]$/u.test(to) ? '' : ' '}${m[2]}` : `${bare} ${s}`;
};

const LINES: Readonly<Record<string, OccasionLines>> = {
  en: { join: (s) => `Join ${theOccasion(s)}.`, book: 'Book now.', welcome: 'See you there!', spare: ['Save the date.', 'Bring your friends along.', 'Don’t miss it.'] },
  es: { join: (s) => `¡Ven ${contract({ el: 'al', la: 'a la', los: 'a los', las: 'a las' }, 'a')(s)}!`, book: '¡Reserva ya!', welcome: '¡Te esperamos!', spare: ['¡Apunta la fecha!', 'Trae a tus amigos.', '¡No te lo pierdas!'] },
  fr: { join: (s) => `Venez ${contract({ le: 'au', la: 'à la', les: 'aux', "l'": "à l'", 'l’': 'à l’' }, 'à')(s)} !`, book: 'Réservez vite !', welcome: 'On vous attend !', spare: ['Notez la date !', 'Venez entre amis.', 'Ne le manquez pas !'] },
  de: { join: (s) => `Kommen Sie ${contract({ der: 'zum', das: 'zum', den: 'zum', dem: 'zum', die: 'zur' }, 'zu')(s)}!`, book: 'Jetzt buchen!', welcome: 'Wir freuen uns auf Sie!', spare: ['Merken Sie sich den Termin!', 'Bringen Sie Ihre Freunde mit.', 'Nicht verpassen!'] },
  it: { join: (s) => `Vieni ${contract({ il: 'al', lo: 'allo', la: 'alla', "l'": "all'", 'l’': 'all’', i: 'ai', gli: 'agli', le: 'alle' }, 'a')(s)}!`, book: 'Prenota ora!', welcome: 'Ti aspettiamo!', spare: ['Segna la data!', 'Porta i tuoi amici.', 'Non mancare!'] },
  pt: { join: (s) => `Venha ${contract({ o: 'ao', a: 'à', os: 'aos', as: 'às' }, 'a')(s)}!`, book: 'Reserve já!', welcome: 'Esperamos por você!', spare: ['Marque na agenda!', 'Traga os seus amigos.', 'Não perca!'] },
};

/** The lines of an occasion in `language`, or undefined where the planner reads no occasions. */
export function occasionLines(language: string): OccasionLines | undefined {
  return LINES[primaryLanguage(language)];
}

/** The hook: the occasion joined with when and where the brief joins to its name: "Join the Harbour Jazz Night on 14 June at Pier 3.". */
export function joinLine(occasion: Occasion, named: string, language: string): string | undefined {
  // "Quiz night" opening the brief is no name: mid-sentence it is "the quiz night".
  const said = named.replace(/^((?:the|a|an)\s+)?(\p{Lu})(?=\p{Ll}+(?:\s+\p{Ll}+)+$)/u, (_, article: string | undefined, first: string) => `${article ?? ''}${first.toLowerCase()}`);
  return occasionLines(language)?.join(occasion.details ? `${said} ${occasion.details}` : said);
}

/** The close's call after the entry: to book, or where entry is free, a welcome. */
export function occasionCall(occasion: Occasion, language: string): string | undefined {
  const lines = occasionLines(language);
  return lines && (occasion.free ? lines.welcome : lines.book);
}

/** Lines an occasion's scenes may say in time its brief leaves: none in a language without occasion lines. */
export function occasionSpare(language: string): readonly string[] {
  return occasionLines(language)?.spare ?? [];
}
