/**
 * English kind words that are everyday words of another language: Dutch and German "van" (of, from, in
 * "Optiek Van Dam"), Spanish "van" (they go), French "car" (because), "pub" (an advert), "chair" (flesh) and
 * "Tours" (a city), German "hat" (has), Italian "camera" (a room). In a brief in that language they say
 * nothing of what the subject is. Pure string work.
 */
const FALSE_FRIENDS: Readonly<Record<string, RegExp>> = {
  nl: /(?<![\p{L}])van(?![\p{L}])/giu,
  de: /(?<![\p{L}])(?:van|hat)(?![\p{L}])/giu,
  es: /(?<![\p{L}])van(?![\p{L}])/giu,
  fr: /(?<![\p{L}])(?:car|pub|chair|tours|van)(?![\p{L}])/giu,
  it: /(?<![\p{L}])(?:camera|van)(?![\p{L}])/giu,
};

/** A surname's "van" in any language ("Van Dam Opticians", "Ludwig van Beethoven", "van der Berg"). */
const NAME_VAN = new RegExp(
  [
    String.raw`(?<![\p{L}])[Vv]an(?=\s+(?:der|den|de|het|ter|ten)\s)`,
    String.raw`(?<=\p{Lu}\p{L}*\s+)van(?=\s+\p{Lu})`,
    // "Van Dam", but not the vehicle a business hires out or sells ("Ace Van Hire").
    String.raw`(?<![\p{L}])Van(?!\s+(?:[Hh]ire|[Rr]ental|[Ss]ales|[Ll]ines|[Ss]ervices?|[Ll]easing|[Cc]onversions?)(?![\p{L}]))(?=\s+\p{Lu}\p{Ll}+(?![\p{L}]))`,
  ].join('|'),
  'gu',
);

/** `text` without the words that, in `language`, are no English kind word. */
export function withoutFalseFriends(text: string, language: string): string {
  const own = FALSE_FRIENDS[language.slice(0, 2).toLowerCase()];
  const bare = text.replace(NAME_VAN, ' ');
  return own ? bare.replace(own, ' ') : bare;
}
