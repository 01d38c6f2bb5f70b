/**
 * Whether a brief's name for its subject holds the brand's words in order ("Studio Dentistico Bianchi" holds
 * the brand "Studio Bianchi", "Bakkerij Van Dijk" holds "Van Dijk"): the brief's fuller name, which a title
 * says alone, never after the brand ("Studio Bianchi: Studio Dentistico Bianchi"). Pure string work.
 */
export function holdsBrand(subject: string, brand: string): boolean {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const own = words(brand);
  let at = 0;
  for (const word of words(subject)) if (word === own[at]) at++;
  return own.length > 0 && at === own.length;
}
