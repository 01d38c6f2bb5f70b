import { descriptionAfter } from './own-place';

/**
 * A name its brief says is a brand ("Maison Dorée, une marque de soins de la peau", "Casa Verde es
 * una marca de cosmética", "Glow Lab, a skincare brand", "Haus Nordwind, eine Marke für Outdoor-
 * Jacken"): its name's "Maison", "Casa", "Haus" or "Lab" names no premises, and no shot is set
 * inside a house it is not (issue 23). Pure string work; never throws.
 */
const BRAND = /(?<![\p{L}])(?:brand|label|marque|marca|marke|marchio|merk)(?![\p{L}])/iu;

/** Whether the brief's description of `name` (after a comma, a colon or "is") calls it a brand. */
export function saidToBeABrand(name: string, brief: string): boolean {
  const description = descriptionAfter(name, brief);
  return description !== undefined && BRAND.test(description.split(/\s+/u).slice(0, 4).join(' '));
}
