/**
 * A bride's bouquet is a bouquet (lexicons/wedding-words.ts): "Ramos de novia" in a florist's shot is the florist's work,
 * never a bride in her dress among the staff.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';

describe('bridal bouquets are flowers, not a bride', () => {
  it.each([
    'El equipo trabajando en una floristería, con luz de mediodía por las ventanas. Focus: Ramos de novia.',
    'Bridal bouquets in a florist',
    'Des bouquets de mariée chez le fleuriste',
    'Brautsträuße im Blumenladen',
    'Bouquet da sposa dal fioraio',
    'Ramos de noiva na florista',
    'Bruidsboeketten bij de bloemist',
  ])('%s', (prompt) => {
    const { scene } = composeScene(prompt);
    const things = scene.things.map((t) => t.concept);
    expect(things).not.toContain('bride');
    // The bouquets drawn, or the florist at work on them.
    expect(things.includes('flowers') || scene.pose === 'arranging').toBe(true);
  });
});
