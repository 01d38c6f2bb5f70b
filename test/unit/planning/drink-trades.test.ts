import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

/**
 * Issue 23: a wine bar (an enoteca) and a Japanese tea house are trades of their own, in every language the
 * planner writes: their place shots are set in them, in the brief's words for them ("un’enoteca", "茶房",
 * "un salon de thé"), and their work is the trade's own (a sommelier pouring, a tea master whisking matcha),
 * never a café's barista or a bar's cocktails.
 */

const prompts = (brief: string, language = 'en') => {
  const request = parseRenderRequest({ brief, duration_sec: 20, language, aspects: ['9:16', '16:9'] });
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }))
    .scenes.filter((s) => s.type === 't2v_fast')
    .map((s) => s.prompt!);
};

describe('a wine bar and a tea house are trades with their own place shots', () => {
  it.each([
    ['Spot di 20 secondi per Enoteca Rossi a Firenze. Mostra un sommelier che versa un bicchiere di vino rosso. Oltre 300 etichette.', 'it', /^L’interno di un’enoteca/, /un’enoteca/],
    ['Publicité de 20 secondes pour le Salon de thé Hana à Paris. Montrez le maître de thé qui prépare le matcha. Ouvert tous les jours.', 'fr', /^L’intérieur d’un salon de thé/, /dans un salon de thé/],
    ['20秒の広告：茶房やまもと。抹茶を点てる店主を見せてください。京都の町家で。', 'ja', /^準備の整った茶房/, /茶房/],
  ])('%s', (brief, language, placeShot, setIn) => {
    const shots = prompts(brief, language);
    expect(shots.some((p) => placeShot.test(p)), shots.join('\n')).toBe(true);
    expect(shots[0], shots.join('\n')).toMatch(setIn);
  });

  it('an English wine bar or tea house shows its trade at work and its goods', () => {
    const wine = prompts('20-second ad for Rossi, a wine bar in Bath. Over 300 wines by the glass. Open every evening.').join('\n');
    expect(wine).toMatch(/A sommelier pouring a glass of red wine at the bar inside a wine bar/);
    expect(wine).toMatch(/glasses of red wine/);
    expect(wine).not.toMatch(/cocktail|barista/);
    const tea = prompts('20-second ad for Hana, a Japanese tea house in Kyoto. Seasonal sweets with every bowl. Open every day.').join('\n');
    expect(tea).toMatch(/A tea master whisking matcha at a low table inside a tea house/);
    expect(tea).not.toMatch(/cups of coffee|barista/);
  });
});
