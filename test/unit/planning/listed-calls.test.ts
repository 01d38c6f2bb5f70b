import { describe, expect, it } from 'vitest';
import { listedCall } from '../../../lambdas/core/planning/listed-calls';
import type { BriefFacts } from '../../../lambdas/core/planning/brief-text';
import { coverage, planOf } from './plan-of';

const facts = (points: string[], url: string, cta?: string) => ({ points, cta, addresses: [{ kind: 'url', text: url }], pictures: [], steps: [] }) as unknown as BriefFacts;

describe('a list of goods whose last item says where to order', () => {
  it('is the goods, a point, and the call', () => {
    const out = listedCall(facts(['Macarons, éclairs, tartes aux fruits, commandes en ligne sur eclat.example.fr'], 'eclat.example.fr'));
    expect(out.points).toEqual(['Macarons, éclairs, tartes aux fruits.']);
    expect(out.cta).toBe('Commandes en ligne sur eclat.example.fr');
  });

  it.each([
    ['a brief with its own call', ['Macarons, éclairs, tartes, commandes sur eclat.example.fr'], 'Order now'],
    ['a list of two, the address one of them', ['Macarons, commandes sur eclat.example.fr'], undefined],
    ['an address inside the goods', ['Macarons at eclat.example.fr, éclairs, tartes'], undefined],
  ])('leaves %s as it is', (_, points, cta) => {
    const given = facts(points, 'eclat.example.fr', cta);
    expect(listedCall(given)).toBe(given);
  });

  // Read as one point, the list was said on the closing card behind "Come and see us.", a body scene silent.
  it.each([
    ['Publicité de 20 secondes pour la pâtisserie Éclat à Lyon : macarons, éclairs, tartes aux fruits, commandes en ligne sur eclat.example.fr', 'fr', 'Commandes en ligne sur eclat.example.fr', ['macarons', 'tartes aux fruits']],
    ['A 20-second ad for Crumbs bakery in York: macarons, eclairs, fruit tarts, online orders at crumbs.example.com', 'en', 'Online orders at crumbs.example.com', ['macarons', 'fruit tarts']],
    ['Anuncio de 20 segundos para la pastelería Dulce en Bilbao: macarons, éclairs, tartas, pedidos online en dulce.example.es', 'es', 'Pedidos online en dulce.example.es', ['macarons', 'tartas']],
    ['Spot di 20 secondi per la pasticceria Dolce a Napoli: sfogliatelle, babà, torte, ordini online su dolce.example.it', 'it', 'Ordini online su dolce.example.it', ['sfogliatelle', 'torte']],
  ])('%s', (brief, language, call, goods) => {
    const made = planOf({ brief, language, duration_sec: 20 });
    const { scenes } = made.plan;
    const close = scenes.at(-1)!.script ?? '';
    expect(close.startsWith(call), close).toBe(true);
    const body = scenes.slice(0, -1).map((s) => s.script ?? '').join(' ').toLowerCase();
    for (const item of goods) expect(body, body).toContain(item);
    expect(scenes.every((s) => (s.script ?? '').length > 0)).toBe(true);
    expect(coverage(made)).toBeGreaterThanOrEqual(0.7);
  });
});
