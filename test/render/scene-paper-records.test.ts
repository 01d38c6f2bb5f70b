/**
 * Issue 23: a training's allergen chart, cleaning rota or checklist is a sheet on a clipboard checked by hand, never a chart
 * of figures on a screen; a sales chart stays a chart.
 */
import { describe, expect, it } from 'vitest';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

const concepts = (prompt: string) => completeScene(parsePrompt(prompt)).things.map((t) => t.concept);

describe('paper records are sheets on a clipboard', () => {
  it.each([
    'A barista checking the allergen chart and using clean utensils, in a café.',
    'A cook checking the allergen matrix in a restaurant kitchen',
    'Ein Koch prüft die Allergentabelle in der Küche',
    'Un camarero revisa la tabla de alérgenos',
    'Une serveuse consulte le tableau des allergènes',
    'Un cameriere controlla la tabella degli allergeni',
    'Um empregado verifica a tabela de alergénios',
    'Een medewerker controleert de allergenenlijst',
    'A cleaner signing the cleaning rota in a hotel',
  ])('%s', (prompt) => {
    const drawn = concepts(prompt);
    expect(drawn).not.toContain('chart');
    expect(drawn.includes('clipboard') || completeScene(parsePrompt(prompt)).pose === 'inspecting').toBe(true);
  });

  it('a chart of sales is still a chart', () => {
    expect(concepts('A manager reviewing the sales chart on a laptop in an office')).toContain('chart');
  });
});
