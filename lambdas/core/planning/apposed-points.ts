import { withoutStop } from './plan-context';

/**
 * A point the brief sets right after the product's name with a comma ("LedgerLite, accounting
 * software for small businesses."): what the product is, said with its name ("LedgerLite is
 * accounting software for small businesses."), never as something it has. The point's words, or
 * undefined. Pure string work.
 */
export function apposedWords(brief: string, name: string, point: string): string | undefined {
  const words = withoutStop(point).trim();
  if (!words) return undefined;
  return brief.toLowerCase().includes(`${name}, ${words}`.toLowerCase()) ? words.charAt(0).toLowerCase() + words.slice(1) : undefined;
}
