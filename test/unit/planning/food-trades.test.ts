import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

/**
 * Issue 23: a cheese shop and a fishmonger's are trades of their own, in every language the planner
 * writes: their place shots are set in them, in the brief's words for them ("une fromagerie", "una
 * formaggeria", "魚屋"), and their work is the trade's own (a cheesemonger cutting a wheel), not a shop's.
 */

function plan(brief: string, language = 'en'): Plan {
  const request = parseRenderRequest({ brief, duration_sec: 20, language, aspects: ['9:16', '16:9'] });
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
}
const prompts = (brief: string, language = 'en') => plan(brief, language).scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt!);

describe('a cheese shop and a fishmonger’s are trades with their own place shots', () => {
  it.each([
    ['Publicité de 20 secondes pour la Fromagerie Dupont à Lyon. Montrez le fromager qui coupe une meule de comté. Plus de 200 fromages affinés sur place.', 'fr', /^L’intérieur d’une fromagerie/, /dans une fromagerie/],
    ['Spot di 20 secondi per la Formaggeria Rossi a Parma. Mostra il formaggiaio che taglia una forma di parmigiano. Dal 1950.', 'it', /^L’interno di una formaggeria/, /in una formaggeria/],
    ['Anuncio de 20 segundos para Quesería La Vaca en Madrid. Muestra al quesero cortando una rueda de queso. Más de 100 quesos artesanos.', 'es', /^El interior de una quesería/, /en una quesería/],
    ['Publicité de 20 secondes pour la Poissonnerie du Port à Sète. Montrez le poissonnier qui vend du poisson. Arrivage tous les matins.', 'fr', /^L’intérieur d’une poissonnerie/, /dans une poissonnerie/],
    ['20秒の広告：魚屋まるや。新鮮な魚を見せてください。毎朝入荷。', 'ja', /^準備の整った魚屋/, /魚屋/],
  ])('%s', (brief, language, placeShot, setIn) => {
    const shots = prompts(brief, language);
    expect(shots.some((p) => placeShot.test(p)), shots.join('\n')).toBe(true);
    // The brief's own picture (the first that is not the place's entrance a hook may open on) is set in the shop.
    expect(shots.find((p) => !/^(?:L’ingresso|La entrada|L’entrée|The entrance|店の入口|準備の整った)/u.test(p)), shots.join('\n')).toMatch(setIn);
  });

  it('an English cheese shop or fishmonger’s shows its trade at work and its goods, never a shop assistant at a till', () => {
    const cheese = prompts('20-second ad for La Fromagerie, a cheese shop in Bath. Show a cheesemonger cutting a wheel of comté. Over 100 cheeses. Open every day.');
    expect(cheese.join('\n')).toMatch(/A cheesemonger cutting a wheel of cheese at the counter inside a cheese shop/);
    expect(cheese.join('\n')).toMatch(/wheels of cheese on wooden shelves/);
    const fish = prompts('20-second ad for Whitby Fishmongers. Show fresh fish on ice. Landed this morning. Open Tuesday to Saturday.');
    expect(fish.join('\n')).toMatch(/A fishmonger holding up a fish at the fish counter inside a fishmonger/);
    expect(fish.join('\n')).not.toMatch(/shop assistant|a staff member/);
  });
});
