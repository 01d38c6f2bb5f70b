import { describe, expect, it } from 'vitest';
import { planOf } from './plan-of';

/**
 * "Promote our new autumn menu at The Crooked Spoon: pumpkin soup, …": the framing verb goes, its
 * object is what the advert sells. Read as the list's heading, the menu was never said; read as a point
 * with its place, the hook named the place and the point named it again ("Meet The Crooked Spoon. Our new
 * autumn menu at The Crooked Spoon.").
 */
describe('the thing a framing verb promotes is said, its place named once', () => {
  it.each([
    ['Promote our new autumn menu at The Crooked Spoon: pumpkin soup, roast lamb, apple crumble. Book a table at crookedspoon.example.com', 'en', 'The Crooked Spoon', 'our new autumn menu', ['pumpkin soup', 'apple crumble']],
    ['Promote our new autumn menu: pumpkin soup, roast lamb, apple crumble. Book a table at crookedspoon.example.com', 'en', 'The Crooked Spoon', 'our new autumn menu', ['pumpkin soup', 'apple crumble']],
    ['Promociona nuestro nuevo menú de otoño en Casa Lola: crema de calabaza, cordero asado y tarta de manzana. Reserva en casalola.example.es', 'es', 'Casa Lola', 'nuestro nuevo menú de otoño', ['crema de calabaza', 'tarta de manzana']],
    ['Bewirb unsere neue Herbstkarte im Gasthaus Linde: Kürbissuppe, Lammbraten, Apfelstrudel. Reservieren unter linde.example.de', 'de', 'Gasthaus Linde', 'unsere neue herbstkarte', ['kürbissuppe', 'apfelstrudel']],
    ['Faites la promotion de notre nouvelle carte d’automne au Bistrot du Port : velouté de potiron, agneau rôti, tarte aux pommes.', 'fr', 'Bistrot du Port', 'notre nouvelle carte d’automne', ['velouté de potiron', 'tarte aux pommes']],
  ])('%s', (brief, language, name, promoted, items) => {
    const { plan } = planOf({ brief, language, brand_name: name, duration_sec: 20 });
    const said = plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(said.toLowerCase(), said).toContain(promoted);
    for (const item of items) expect(said.toLowerCase(), said).toContain(item);
    const hook = plan.scenes[0]!.script ?? '';
    expect(hook.split(name).length - 1, hook).toBe(1);
  });
});
