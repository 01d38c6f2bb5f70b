/**
 * What a place offers beside its own trade: "plus a café with homemade cakes", "avec un coin café",
 * "además de una cafetería", "mit eigenem Hofcafé". A side offer is a shot of its own, never what the
 * place is: a farm shop with a café is a farm shop. Pure string work in the languages the planner
 * writes (en, es, fr, de, it, pt, nl).
 */

/** The words that add a side offer to what a brief has said the place is, then what it offers, to the sentence's end. */
const SIDE_OFFER = new RegExp(
  `(?<![\\p{L}])(?:${[
    // en
    'plus', 'also', 'as well as', 'along with', 'alongside', 'besides', 'on top of', 'and even', 'with (?:a|an|its|our|their|the|his|her)',
    // es
    'además de', 'además', 'también', 'así como', 'junto (?:con|a)', 'con (?:un|una|su|sus|nuestro|nuestra|nuestros|nuestras)',
    // fr
    'en plus', 'aussi', 'également', 'ainsi que', 'sans oublier', 'et même', 'avec (?:un|une|son|sa|ses|notre|nos|leur)',
    // de
    'außerdem', 'auch', 'sowie', 'dazu', 'zusätzlich', 'neben', 'mit (?:einem|einer|eigenem|eigener|eigenen|unserem|unserer|seinem|seiner|ihrem|ihrer)',
    // it
    'inoltre', 'anche', 'oltre a', 'oltre al', 'oltre alla', 'insieme a', 'con (?:un|una|uno|il|la|lo|il suo|la sua|il nostro|la nostra)',
    // pt
    'além de', 'além do', 'além da', 'também', 'bem como', 'junto com', 'com (?:um|uma|o seu|a sua|o nosso|a nossa)',
    // nl
    'ook', 'daarnaast', 'evenals', 'naast', 'met (?:een|ons|onze|eigen|zijn|haar)',
  ].join('|')})(?![\\p{L}])[^.;!?\\n]*`,
  'giu',
);

/** `text` without the side offers it adds to the place ("… local cheeses, plus a café with homemade cakes." → "… local cheeses, ."). */
export function withoutSideOffers(text: string): string {
  return text.replace(SIDE_OFFER, ' ');
}
