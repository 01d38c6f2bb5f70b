/**
 * A wine bar's tastings said as a bare noun, as briefs and their plans say them ("catas los jueves", "wine tastings on
 * Fridays", "dégustations le samedi"): a host pouring for a small group (table-service-actions.ts `hosting-tasting`).
 * Only words that name nothing else: English "tasting" is also a cook tasting a sauce, Spanish "degustación" a tasting
 * menu. Each language's lexicon spreads its own last into its `poses`.
 */
import type { Pose } from '../scene-graph';

const tasting = (words: readonly string[]): Record<string, Pose> => Object.fromEntries(words.map((w) => [w, 'hosting-tasting' as Pose]));

export const TASTING_WORDS = {
  en: tasting(['wine tastings', 'tastings', 'tasting evening', 'tasting evenings', 'tasting night', 'tasting nights']),
  es: tasting(['cata', 'catas', 'catas de vino', 'catas de vinos', 'noche de catas', 'degustaciones de vino', 'degustaciones de vinos']),
  fr: tasting(['dégustations', 'dégustations de vin', 'dégustations de vins', 'soirée dégustation', 'soirées dégustation']),
  de: tasting(['weinproben', 'verkostungen', 'weinverkostungen', 'probierabend', 'probierabende']),
  it: tasting(['degustazioni', 'degustazioni di vino', 'degustazioni di vini', 'serata di degustazione', 'serate di degustazione']),
  pt: tasting(['provas', 'provas de vinho', 'provas de vinhos', 'degustações', 'degustações de vinho', 'noite de provas']),
  nl: tasting(['proeverijen', 'wijnproeverijen', 'proefavond', 'proefavonden']),
} as const;
