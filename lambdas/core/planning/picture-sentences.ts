/**
 * A sentence that only describes a picture of people doing something, in the languages whose
 * grammar marks it (issue 23): a gerund with no verb before it ("Una barista sirviendo un café con
 * leche.", "Clientes charlando en la terraza."), or someone and a relative clause ("Un mécanicien
 * qui règle des freins.", "Ein Bäcker, der Brezeln formt.", "Uno chef che tira la sfoglia.", "Een
 * barista die melk opschuimt."). Said aloud it is a fragment; it is a picture to show. English is
 * read in brief-actions.ts (isActionShot). Pure string work; never throws.
 */

/** Up to three words naming who acts, an article or a count first where the language has one. */
const WHO = String.raw`[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}`;

const PICTURE: Readonly<Record<string, RegExp>> = {
  // A gerund after who acts; a first word that is a verb ("Llevamos 40 años horneando") makes it a statement.
  es: new RegExp(String.raw`^(?!(?:est|segu|llev|sig|vamos|van|va|somos|son)\p{L}*\s)${WHO}\s+\p{L}+(?:ando|iendo|yendo)(?![\p{L}])`, 'iu'),
  pt: new RegExp(String.raw`^(?!(?:est|continu|segu|fic|vamos|somos|são)\p{L}*\s)${WHO}\s+\p{L}+(?:ando|endo|indo)(?![\p{L}])`, 'iu'),
  it: new RegExp(String.raw`^(?:un|uno|una|un['’]|due|tre|dei|delle|degli)\s*${WHO}\s+che\s+\p{L}+`, 'iu'),
  fr: new RegExp(String.raw`^(?:un|une|des|deux|trois)\s+${WHO}\s+qui\s+\p{L}+`, 'iu'),
  de: new RegExp(String.raw`^(?:ein|eine|zwei|drei)\s+${WHO},\s+(?:der|die|das)\s+`, 'iu'),
  nl: new RegExp(String.raw`^(?:een|twee|drie)\s+${WHO}\s+die\s+\p{L}+`, 'iu'),
};

/** Words that speak to the viewer or for the business: a claim ("Une équipe qui vous accueille"), not a picture. */
const ADDRESSED = /(?<![\p{L}])(?:vous|votre|vos|nous|nos|notre|sie|ihr|ihre|ihren|ihrem|wir|unser|unsere|unseren|tu|tus|te|os|vosotros|nuestr[oa]s?|você|vocês|seu|sua|nosso|nossa|voi|vostr[oaei]|noi|nostr[oaei]|ti|vi|ci|u|uw|jij|je|jouw|wij|we|ons|onze)(?![\p{L}])/iu;

/** Whether the sentence only describes a picture of people acting, in `lang` (its primary tag). */
export function isPictureSentence(sentence: string, lang: string): boolean {
  const text = sentence.trim().replace(/[.!。]+$/u, '');
  const words = text.split(/\s+/u).length;
  return (PICTURE[lang]?.test(text) ?? false) && words <= 16 && !/\p{N}/u.test(text) && !ADDRESSED.test(text);
}
