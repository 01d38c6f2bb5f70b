/**
 * Brushing teeth in each language's words, said whole ("brushing his teeth", "se brosse les dents", "putzt sich
 * die Zähne", "歯を磨く"): the brushing pose at the bathroom mirror (compose/tooth-brushing-actions.ts), never a
 * dog's grooming brush. Spread into each lexicon's poses.
 */
import type { Pose } from '../scene-graph';

const brushing = (...phrases: string[]): Record<string, Pose> => Object.fromEntries(phrases.map((p) => [p, 'brushing-teeth' as const]));
/** Every English way to say whose teeth: "brushing his teeth", "brush your teeth". */
const OWNERS = ['', 'his ', 'her ', 'their ', 'your ', 'my ', 'our ', 'the '];

export const TOOTH_BRUSHING_WORDS = {
  en: brushing(
    ...['brushing', 'brushes', 'brush', 'brushed', 'cleaning', 'cleans'].flatMap((verb) => OWNERS.map((owner) => `${verb} ${owner}teeth`)),
    'tooth brushing', 'teeth brushing', 'toothbrushing', 'brushing time',
  ),
  fr: brushing('se brosse les dents', 'se brossent les dents', 'se brosser les dents', 'se brossant les dents', 'brosse ses dents', 'brossent leurs dents', 'brossez vous les dents', 'brossage des dents', 'brossage de dents'),
  de: brushing('putzt sich die zähne', 'putzen sich die zähne', 'sich die zähne putzt', 'sich die zähne putzen', 'zähne putzen', 'die zähne putzt', 'zähne putzt', 'zähneputzen', 'putzt seine zähne', 'putzt ihre zähne', 'beim zähneputzen'),
  es: brushing('se cepilla los dientes', 'se cepillan los dientes', 'cepillándose los dientes', 'cepillarse los dientes', 'lavándose los dientes', 'se lava los dientes', 'cepilla sus dientes', 'cepillado de dientes'),
  it: brushing('si lava i denti', 'si lavano i denti', 'lavarsi i denti', 'lavandosi i denti', 'si spazzola i denti', 'spazzolando i denti', 'lavare i denti'),
  pt: brushing('escova os dentes', 'escovam os dentes', 'escovando os dentes', 'a escovar os dentes', 'escovar os dentes', 'lava os dentes'),
  nl: brushing('poetst zijn tanden', 'poetst haar tanden', 'poetsen hun tanden', 'tanden poetsen', 'tandenpoetsen', 'poetst de tanden', 'zijn tanden poetst', 'haar tanden poetst'),
  ja: brushing('歯を磨く', '歯を磨いて', '歯を磨いている', '歯磨き', '歯みがき', 'はみがき'),
};
