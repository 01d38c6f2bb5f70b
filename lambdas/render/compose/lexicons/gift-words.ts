/**
 * A present given to someone, in each language's words ("offers her a bouquet", "l'offre à sa mère", "schenkt
 * seiner Mutter", "le regala", "oferece", "geeft een cadeau"): the two turned to each other, the bouquet or the
 * wrapped present passing between their hands (compose/actions.ts `gifting`). Only phrases that are the verb: a
 * bare "offre" is as often an offer (une offre spéciale). Spread into each lexicon's poses.
 */
import type { Pose } from '../scene-graph';

const gifting = (...phrases: string[]): Record<string, Pose> => Object.fromEntries(phrases.map((p) => [p, 'gifting' as const]));

export const GIFT_WORDS = {
  en: gifting('gives a gift', 'giving a gift', 'gives a present', 'giving a present', 'gives her a gift', 'gives him a gift', 'offers', 'offering', 'gifts', 'gifting', 'presents a bouquet', 'presenting a bouquet', 'surprises', 'surprising'),
  fr: gifting('l offre', 'lui offre', 'leur offre', 'qui offre', 'offre à', 'offre un', 'offre une', 'offre des', 'offrant', 'offrir', 'offert à', 'fait un cadeau', 'faisant un cadeau'),
  de: gifting('schenkt', 'schenken', 'verschenkt', 'verschenken', 'beschenkt', 'überreicht ein geschenk', 'ein geschenk überreicht'),
  es: gifting('regala', 'regalan', 'regalando', 'le regala', 'se lo regala', 'obsequia', 'ofrece un regalo'),
  it: gifting('regala', 'regalano', 'regalando', 'le regala', 'gli regala', 'fa un regalo', 'offre un regalo'),
  pt: gifting('oferece', 'oferecem', 'oferecendo', 'a oferecer', 'lhe oferece', 'dá um presente', 'dá de presente', 'dá flores', 'dá um ramo'),
  nl: gifting('schenkt', 'cadeau geeft', 'geeft een cadeau', 'een cadeau geeft', 'geeft bloemen', 'bloemen geeft', 'verrast'),
  ja: gifting('プレゼントする', 'プレゼントを渡す', '贈る', '贈って', '花束を渡す'),
};
