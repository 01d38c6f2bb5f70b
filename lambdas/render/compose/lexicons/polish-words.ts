/**
 * The colour of nail polish a prompt names, in any of its languages: a colour word next to a word for nails, polish or a
 * manicure ("red gel nails", "uñas rojas", "vernis corail", "rote Nägel", "smalto rosso", "unhas vermelhas", "roze
 * nagellak"). Read from the prompt's normalised text (lower case, without accents: lexicon.ts `normalise`).
 */
import { normalise } from './lexicon';

/** Each polish colour and its words in English, Spanish, French, German, Italian, Portuguese and Dutch, with their forms. */
const COLOURS: Record<string, readonly string[]> = {
  '#d62839': ['red', 'rojo', 'roja', 'rojos', 'rojas', 'rouge', 'rouges', 'rot', 'rote', 'roten', 'roter', 'rosso', 'rossa', 'rossi', 'rosse', 'vermelho', 'vermelha', 'vermelhos', 'vermelhas', 'rood', 'rode'],
  '#ff6fa0': ['pink', 'rosa', 'rosas', 'rose', 'roses', 'rosado', 'rosada', 'rosados', 'rosadas', 'roze'],
  '#e3b59b': ['nude', 'nudes', 'beige', 'nudefarben', 'nudefarbene', 'cipria', 'nudo'],
  '#ff7f66': ['coral', 'corales', 'corail', 'koralle', 'korallrot', 'corallo', 'koraal'],
  '#7b1e3a': ['burgundy', 'bordeaux', 'burdeos', 'granate', 'weinrot', 'weinrote', 'bordo', 'bordeauxrood'],
  '#9b5de5': ['purple', 'lilac', 'violet', 'violette', 'lila', 'morado', 'morada', 'violeta', 'violett', 'viola', 'lilla', 'roxo', 'roxa', 'lilas', 'paars', 'paarse'],
  '#3a6ea5': ['blue', 'azul', 'azules', 'bleu', 'bleue', 'bleus', 'bleues', 'blau', 'blaue', 'blauen', 'blu', 'azzurro', 'azzurra', 'blauw', 'blauwe'],
  '#2a9d6f': ['green', 'verde', 'verdes', 'vert', 'verte', 'verts', 'vertes', 'grun', 'grune', 'grunen', 'verdi', 'groen', 'groene'],
  '#1d1b22': ['black', 'negro', 'negra', 'negros', 'negras', 'noir', 'noire', 'noirs', 'noires', 'schwarz', 'schwarze', 'schwarzen', 'nero', 'nera', 'neri', 'nere', 'preto', 'preta', 'pretos', 'pretas', 'zwart', 'zwarte'],
  '#f4f1ec': ['white', 'blanco', 'blanca', 'blancos', 'blancas', 'blanc', 'blanche', 'weiss', 'weisse', 'weissen', 'bianco', 'bianca', 'bianchi', 'bianche', 'branco', 'branca', 'brancos', 'brancas', 'wit', 'witte'],
  '#d4a537': ['gold', 'golden', 'dorado', 'dorada', 'dorados', 'doradas', 'dore', 'doree', 'dores', 'goldene', 'goldenen', 'oro', 'dorato', 'dorata', 'dourado', 'dourada', 'goud', 'gouden'],
};

/** Words for nails, polish and a manicure (normalised: "uñas" is "unas", "Nägel" "nagel"). */
const NAILS: ReadonlySet<string> = new Set([
  'nails', 'nail', 'polish', 'varnish', 'lacquer', 'manicure', 'manicures', 'gel', 'gels', 'shellac',
  'unas', 'una', 'esmalte', 'esmaltes', 'manicura', 'pedicura',
  'ongles', 'ongle', 'vernis', 'manucure',
  'nagel', 'nagellack', 'nagellacke', 'lack', 'manikure', 'gelnagel',
  'unghie', 'unghia', 'smalto', 'smalti',
  'unhas', 'unha', 'verniz', 'vernizes',
  'nagels', 'nagellak', 'lak', 'gelnagels',
]);

const BY_WORD: ReadonlyMap<string, string> = new Map(Object.entries(COLOURS).flatMap(([hex, words]) => words.map((w) => [normalise(w, 'en'), hex] as const)));
/** How many words apart a colour and the nails it paints may stand ("red gel nails", "Nagellack in Rot"). */
const NEAR = 3;

/** The polish colour `text` (normalised) names for nails, as a hex; undefined when it names none. */
export function polishNamed(text: string): string | undefined {
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  for (const [k, word] of words.entries()) {
    const hex = BY_WORD.get(word);
    if (hex && words.slice(Math.max(0, k - NEAR), k + NEAR + 1).some((w) => NAILS.has(w))) return hex;
  }
  return undefined;
}
