/**
 * Phrases composed of one part from each of several lists and then a name, every combination a phrase ("teaching" +
 * " her class" + " into" + " downward dog": fitness-words.ts). A language's combinations run to tens of thousands:
 * listed, they were most of what its index held and built on a render's first prompt, so they are matched by their
 * parts instead, each phrase read as it would have been listed.
 */

/** Phrases of every combination of parts, as a lexicon's table lists its keys (not yet normalised). */
export interface ComposedPhrases<R> {
  /** Each list of parts in turn ('' where a part may be left out); each part after the first opens with its space. */
  parts: readonly (readonly string[])[];
  /** What comes between the parts and the name: a space, or nothing where the language writes none (Japanese). */
  joint: string;
  /** The names and their roles, in the order listed: where one phrase is composed two ways, the later name's roles are its. */
  names: readonly (readonly [name: string, roles: R])[];
}

interface Compiled<R> {
  parts: string[][];
  joint: string;
  /** How its phrases open (their first few characters): most phrases looked up open otherwise, and are passed over at once. */
  openings: Set<string>;
  /** Each name, its roles and where it was last listed. */
  names: Map<string, { roles: R; order: number }>;
}

/** Composed phrases matched as the prompt's words are (`phraseOf`: normalised, hyphens and apostrophes spaces). */
export class ComposedMatcher<R> {
  private readonly families: Compiled<R>[];

  constructor(families: readonly ComposedPhrases<R>[], phraseOf: (key: string) => string) {
    this.families = families.map(({ parts, joint, names }) => {
      const compiled = new Map<string, { roles: R; order: number }>();
      names.forEach(([name, roles], order) => {
        // Listed again, a name counts where it was listed last, as a table's last value for a key is its value.
        compiled.set(phraseOf(name), { roles, order });
      });
      const family = { parts: parts.map((list) => list.map(phraseOf)), joint, names: compiled, openings: new Set<string>() };
      walk(family, (prefix) => prefix.length >= OPENING, (prefix) => family.openings.add(prefix.slice(0, OPENING)));
      return family;
    });
  }

  /** The roles of a composed phrase: the latest family that composes it, and in it the latest name. */
  match(phrase: string): R | undefined {
    const opening = phrase.slice(0, OPENING);
    for (let f = this.families.length - 1; f >= 0; f--) {
      const family = this.families[f]!;
      const found = family.openings.has(opening) ? latest(family, phrase, 0) : undefined;
      if (found) return found.roles;
    }
    return undefined;
  }

  /** The longest composed phrase: in words (`spaced`) or characters. */
  longest(spaced: boolean): number {
    const size = (text: string) => (spaced ? spaces(text) : text.length);
    const most = (list: Iterable<string>) => Math.max(0, ...[...list].map(size));
    // Every combination is a phrase, so the longest takes the longest of each list.
    const total = (family: Compiled<R>) => family.parts.reduce((sum, list) => sum + most(list), size(family.joint) + most(family.names.keys()));
    return Math.max(0, ...this.families.map((family) => total(family) + (spaced ? 1 : 0)));
  }

  /** The first words of the composed phrases that have more than one word. */
  firstWords(): Set<string> {
    const words = new Set<string>();
    const firstWord = (prefix: string) => prefix.includes(' ') && words.add(prefix.slice(0, prefix.indexOf(' ')));
    for (const family of this.families) walk(family, (prefix) => prefix.includes(' '), firstWord);
    return words;
  }
}

/** The characters a phrase's opening is told by. */
const OPENING = 3;

/**
 * Each combination's start, as far as `enough` or to the combination's end, handed to `visit`: a walk that stops early
 * visits a few of the combinations, not all.
 */
function walk<R>(family: Compiled<R>, enough: (prefix: string) => boolean, visit: (prefix: string) => void, prefix = '', k = 0): void {
  if (enough(prefix) || k > family.parts.length) visit(prefix);
  else if (k < family.parts.length) for (const part of new Set(family.parts[k])) walk(family, enough, visit, prefix + part, k + 1);
  else for (const name of family.names.keys()) walk(family, enough, visit, prefix + family.joint + name, k + 1);
}

function spaces(text: string): number {
  let count = 0;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) count++;
  return count;
}

/** The name, latest listed, that ends `rest` after one part from each list from the `k`th on. */
function latest<R>(family: Compiled<R>, rest: string, k: number): { roles: R; order: number } | undefined {
  if (k === family.parts.length) return rest.startsWith(family.joint) ? family.names.get(rest.slice(family.joint.length)) : undefined;
  let found: { roles: R; order: number } | undefined;
  for (const part of family.parts[k]!) {
    if (!rest.startsWith(part)) continue;
    const next = latest(family, rest.slice(part.length), k + 1);
    if (next && (!found || next.order > found.order)) found = next;
  }
  return found;
}
