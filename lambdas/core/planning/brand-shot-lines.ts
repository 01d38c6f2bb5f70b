import type { Shot } from './compositions';

/**
 * Lines a place's own shot says when its kind has none (its goods) or its kind's were said over an
 * earlier shot (a 30-s advert shows its inside twice): each carries the brand's name and claims
 * nothing. Spare fillers, said only in time the brief's own points leave, so they never stand in
 * for a fact left unsaid.
 */
const BRAND_LINES: Readonly<Record<string, readonly ((brand: string) => string)[]>> = {
  en: [(b) => `All this at ${b}.`, (b) => `This is ${b}.`, (b) => `${b} is here for you.`, (b) => `Choose ${b}.`, (b) => `It all happens at ${b}.`],
  es: [(b) => `Todo esto en ${b}.`, (b) => `Esto es ${b}.`, (b) => `${b} te espera.`, (b) => `Elige ${b}.`, (b) => `Así es ${b}.`],
  fr: [(b) => `Tout cela chez ${b}.`, (b) => `Voici ${b}.`, (b) => `${b} vous attend.`, (b) => `Choisissez ${b}.`, (b) => `Ça se passe chez ${b}.`],
  de: [(b) => `All das bei ${b}.`, (b) => `Das ist ${b}.`, (b) => `${b} wartet auf Sie.`, (b) => `Wählen Sie ${b}.`, (b) => `So ist es bei ${b}.`],
  it: [(b) => `Tutto questo da ${b}.`, (b) => `Questo è ${b}.`, (b) => `${b} ti aspetta.`, (b) => `Scegli ${b}.`, (b) => `Succede tutto da ${b}.`],
  pt: [(b) => `Tudo isto em ${b}.`, (b) => `Isto é ${b}.`, (b) => `Venha conhecer ${b}.`, (b) => `Escolha ${b}.`, (b) => `É assim em ${b}.`],
  nl: [(b) => `Dit alles bij ${b}.`, (b) => `Dit is ${b}.`, (b) => `${b} wacht op je.`, (b) => `Kies voor ${b}.`, (b) => `Zo gaat het bij ${b}.`],
};

/** Lines that follow a brand's line over a shot that has nothing else to say: an invitation to look, claiming nothing. */
const LOOK_LINES: Readonly<Record<string, readonly string[]>> = {
  en: ['Have a closer look.', 'Take your time.', 'See for yourself.'],
  es: ['Míralo de cerca.', 'Tómate tu tiempo.', 'Compruébalo tú mismo.'],
  fr: ['Regardez de plus près.', 'Prenez votre temps.', 'Voyez par vous-même.'],
  de: ['Schauen Sie genau hin.', 'Nehmen Sie sich Zeit.', 'Überzeugen Sie sich selbst.'],
  it: ['Guarda da vicino.', 'Con tutta calma.', 'Guarda con i tuoi occhi.'],
  pt: ['Veja de perto.', 'Sem pressa.', 'Veja com os seus olhos.'],
  nl: ['Kijk maar eens goed.', 'Neem je tijd.', 'Zie het zelf.'],
};

/**
 * The shots with the brand's lines added, each line to one shot: a shot with no lines, or with the
 * lines of an earlier shot, says one of them and an invitation to look instead; any other shot one
 * after its own, for time its own leave. Unchanged in a language without them.
 */
export function withBrandLines(shots: readonly Shot[], brand: string, language: string): Shot[] {
  const lang = language.toLowerCase().split(/[-_]/u)[0]!;
  const pool = BRAND_LINES[lang]?.map((line) => line(brand)) ?? [];
  const looks = [...(LOOK_LINES[lang] ?? [])];
  const silent = (shot: Shot, i: number) => shot.lines.length === 0 || shots.slice(0, i).some((s) => s.lines[0] === shot.lines[0]);
  // The silent shots take theirs first: a shot that has lines of its own needs them least.
  const order = [...shots.keys()].sort((a, b) => Number(silent(shots[b]!, b)) - Number(silent(shots[a]!, a)) || a - b);
  const lines: string[][] = shots.map(() => []);
  for (const i of order.filter((k) => silent(shots[k]!, k))) lines[i] = [...pool.splice(0, 1), ...looks.splice(0, 1)];
  return shots.map((shot, i) => (silent(shot, i) ? (lines[i]!.length > 0 ? { ...shot, lines: lines[i]! } : shot) : shot));
}
