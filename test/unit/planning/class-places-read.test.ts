import { describe, expect, it } from 'vitest';
import { productKind } from '../../../lambdas/core/planning/product-kind-lines';
import { planOf } from './plan-of';

const plan = (brief: string, brand_name: string, language: string) => planOf({ brief, brand_name, language, duration_sec: 20 }).plan;

// Classes at a retreat are held there: no online course watched on a laptop, no course's fillers.
describe('classes at a place are no course to watch', () => {
  it.each([
    ['pt', 'Anúncio de 20 segundos para o retiro de ioga Mar Calmo na Ericeira: aulas ao nascer do sol, comida vegetariana, quartos com vista para o mar. Reservas em marcalmo.example.pt', 'Mar Calmo'],
    ['es', 'Anuncio de 20 segundos para el retiro de yoga Mar Sereno en Tarifa: clases al amanecer, comida vegetariana, habitaciones con vistas al mar. Reservas en marsereno.example.es', 'Mar Sereno'],
    ['en', '20-second ad for the Still Water yoga retreat in Cornwall: classes at sunrise, vegetarian food, rooms with a sea view. Book at stillwater.example.com', 'Still Water'],
  ])('%s: the retreat is a place, never a course', (language, brief, brand) => {
    const made = plan(brief, brand, language);
    const prompts = made.scenes.map((s) => s.prompt ?? '').join('\n');
    expect(prompts).not.toMatch(/laptop|tablet|student|lesson/i);
    expect(made.scenes.map((s) => s.script ?? '').join(' ')).not.toMatch(/Veja de perto|Veja por si|Echa un vistazo de cerca|Take a closer look/);
  });
  it.each(['retiro de ioga', 'retraite de yoga', 'Yoga-Retreat', 'ritiro di yoga', 'yoga retreat'])('"%s, aulas/classes" names no course', (place) => {
    expect(productKind(`${place} Mar: aulas, classes, cours, Kurse, corsi`)).toBeUndefined();
  });
  it('an online course is still a course', () => expect(productKind('Curso online de ioga: aulas em vídeo')).toBe('course'));
});
