/**
 * A business named by a trade word of its language then its own name, where the word alone says
 * too little to be a trade anywhere else in a brief: "Forno Rossi" is a bakery (a "forno" elsewhere
 * is an oven), "Taller Ruiz", "Atelier Lumière", "Werkstatt Maier", "Officina Bianchi" a workshop,
 * which is a bike shop when its brief names bicycles and a car garage when it names cars (issue 23:
 * never a class, a product or an app). Pure string work; never throws.
 */

/** A workshop's word, first in its name; what it repairs says which trade it is. */
const WORKSHOP = /^(?:taller|atelier|werkstatt|werkplaats|officina|oficina|bottega)$/iu;

/** The first word of a name that is a trade by itself there: the English trade (compositions.ts TRADES). */
const OPENING_TRADES: readonly (readonly [trade: string, first: RegExp])[] = [['bakery', /^(?:forno|fornaio|horno|obrador)$/iu]];

/** What a workshop's brief says it works on, first bicycles, then cars and motorbikes. */
const WORKED_ON: readonly (readonly [trade: string, words: RegExp])[] = [
  ['bike shop', /(?<![\p{L}])(?:bikes?|bicycles?|bicis?|bicicletas?|biciclette|vélos?|fahrr[aä]d\p{L}*|r[aä]der|fiets\p{L}*|e-bikes?)(?![\p{L}])/iu],
  [
    'car garage',
    /(?<![\p{L}])(?:cars?|coches?|autos?|voitures?|carros?|macchin[ae]|wagens?|motos?|motorräder|motorbikes?|neumáticos|pneus|reifen|banden|gomme|frenos|freins|bremsen|remmen|freni|travões|freios|aceite|vidange|ölwechsel|tagliando|revisão|itv|apk|tüv)(?![\p{L}])/iu,
  ],
];

/** Whether `word` is a trade word that opens a business's name ("Forno", "Taller", "Werkstatt"). */
export const opensName = (word: string): boolean => WORKSHOP.test(word) || OPENING_TRADES.some(([, re]) => re.test(word));

/** The trade a name's first word gives it ("Forno Rossi" → "bakery", "Taller Ruiz" of a brief fixing bikes → "bike shop"), or undefined. */
export function nameTrade(name: string, brief: string): string | undefined {
  const [first, ...rest] = name.trim().split(/\s+/u);
  if (!first || rest.length === 0 || !/^\p{Lu}/u.test(rest[0]!)) return undefined;
  const opening = OPENING_TRADES.find(([, re]) => re.test(first))?.[0];
  if (opening) return opening;
  return WORKSHOP.test(first) ? WORKED_ON.find(([, re]) => re.test(brief))?.[0] : undefined;
}
