/**
 * Wave 80: "El equipo trabajando en una floristería … Focus: Ramos de novia" drew the team idle in a row beside a bride:
 * "novia" was read as the bride, so the team was no team at work. A bride's bouquet, in each language, is flowers: the
 * florist's team at work arranging them. A bride named alone is still the bride.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';

const concepts = (prompt: string) => composeScene(prompt).scene.things.map((t) => t.concept);

describe('a bride’s bouquet is flowers, never the bride', () => {
  it.each([
    'El equipo trabajando en una floristería, con luz de mediodía por las ventanas. Focus: Ramos de novia.',
    'The team at work inside a florist. Focus: bridal bouquets.',
    'Das Team bei der Arbeit in einem Blumenladen. Focus: Brautsträuße.',
    'Il team al lavoro in un negozio di fiori. Focus: bouquet da sposa.',
    'Het team aan het werk in een bloemenwinkel. Focus: bruidsboeketten.',
  ])('%s: the florist arranging', (prompt) => {
    const { scene } = composeScene(prompt);
    expect(scene.pose).toBe('arranging');
    expect(concepts(prompt)).not.toContain('bride');
  });

  it.each(['Ramos de noiva numa florista', 'Bouquets de mariée chez un fleuriste', 'Ramos de novia en una floristería', 'Wedding bouquets at the florist'])('%s: flowers', (prompt) => {
    expect(concepts(prompt)).toContain('flowers');
    expect(concepts(prompt)).not.toContain('bride');
  });

  it.each(['La novia camina hacia el altar', 'The bride walking down the aisle', 'A noiva com o seu ramo'])('%s: the bride', (prompt) => {
    expect(concepts(prompt)).toContain('bride');
  });
});
