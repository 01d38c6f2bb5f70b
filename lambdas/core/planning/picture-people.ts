/**
 * Who a picture written in another language shows, as the English compositions name them (issue
 * 23): "un couple qui roule le long des quais" shows a couple, so the shots the plan adds show
 * someone else ("a couple riding bicycles" would be the brief's own picture again). The first
 * person word of es, fr, de, it, pt or nl. Pure string work.
 */

const words = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');

const PEOPLE: readonly [RegExp, string][] = [
  [words('couple|pareja|paar|pärchen|coppia|casal|stel|stelletje'), 'couple'],
  [words('famille|familia|familie|famiglia|família|gezin'), 'family'],
  [words('amis|amies|amigos|amigas|freunde|freundinnen|amici|amiche|vrienden|vriendinnen'), 'friend'],
  [words('enfants?|niños?|niñas?|kinder|kind|bambin[io]|crianças?|kinderen'), 'child'],
  [words('femme|mujer|frau|donna|mulher|vrouw'), 'woman'],
  [words('homme|hombre|mann|uomo|homem|man'), 'man'],
  [words('coureur|coureuse|corredora?|läuferin|läufer|corridore|hardloper'), 'runner'],
  [words('cycliste|ciclista|radfahrerin|radfahrer|fietser'), 'cyclist'],
];

/** The English word for the people a picture in another language shows first, if it names any. */
export function peopleInPicture(text: string): string | undefined {
  let first: [number, string] | undefined;
  for (const [re, who] of PEOPLE) {
    const at = re.exec(text)?.index;
    if (at !== undefined && (first === undefined || at < first[0])) first = [at, who];
  }
  return first?.[1];
}
