/**
 * Issue 23: a wedding venue's brief is shown by the day it hosts, as venues post it. Named in any of seven languages, its
 * premises are the venue ("finca de bodas", "Hochzeitslocation", "trouwlocatie") and its pictures, in the brief's
 * language, are the couple's first dance, their cake cut and the guests' toast at its reception: each one the render
 * engine reads as that wedding picture.
 */
import { describe, expect, it } from 'vitest';
import { premisesIn } from '../../../lambdas/core/planning/own-place';
import { kindPictures } from '../../../lambdas/core/planning/place-kinds';
import { composeScene } from '../../../lambdas/render/compose/clauses';

const VENUES: [lang: string, brief: string, premises: string][] = [
  ['en', 'Hollow Barn, a wedding venue near Bath', 'wedding venue'],
  ['es', 'Finca Los Olivos, finca de bodas en Sevilla', 'finca de bodas'],
  ['fr', 'Le Clos des Roses, domaine de mariage en Provence', 'domaine de mariage'],
  ['de', 'Hochzeitslocation Gut Lindenhof bei Hamburg', 'Hochzeitslocation'],
  ['it', 'Villa Aurora, location per matrimoni sul Lago di Como', 'location per matrimoni'],
  ['pt', 'Quinta do Vale, quinta de casamentos em Sintra', 'quinta de casamentos'],
  ['nl', 'Trouwlocatie De Hoeve in Utrecht', 'trouwlocatie'],
];

describe('a wedding venue is shown by its weddings', () => {
  it.each(VENUES)('%s: %s', (lang, brief, premises) => {
    const found = premisesIn(brief, lang)!;
    const noun = typeof found === 'string' ? found : found[0];
    expect(noun).toBe(premises);
    const pictures = kindPictures(noun, lang)!;
    const poses = pictures.map((picture) => composeScene(picture(`${noun}`)).scene);
    expect(poses.map((s) => s.pose)).toEqual(['first-dance', 'cake-cutting', 'wedding-toast']);
    for (const s of poses) expect(s.setting).toBe('wedding');
  });

  it('a band that plays at weddings is no venue', () => expect(premisesIn('Silver Strings, a string quartet for weddings', 'en')).not.toBe('wedding venue'));
});
