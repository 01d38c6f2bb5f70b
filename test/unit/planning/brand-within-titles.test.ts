import { describe, expect, it } from 'vitest';
import { holdsBrand } from '../../../lambdas/core/planning/brand-within';
import { planOf } from './plan-of';

// A brief's fuller name that holds the brand's words is the title alone, never "brand: name".
describe('a title says a name once', () => {
  it.each([
    ['Studio Dentistico Bianchi', 'Studio Bianchi', true], ['Bakkerij Van Dijk', 'Van Dijk', true], ['Crumb & Co', 'Crumb & Co.', true],
    ['Studio Dentistico Rossi', 'Studio Bianchi', false], ['Bianchi Studio', 'Studio Bianchi', false],
  ])('%s holds %s: %s', (subject, brand, held) => expect(holdsBrand(subject, brand)).toBe(held));

  it.each([
    ['it', 'Spot di 20 secondi per lo Studio Dentistico Bianchi a Torino: igiene dentale, sbiancamento, apparecchi invisibili per adulti. Prima visita gratuita.', 'Studio Bianchi', 'Studio Dentistico Bianchi'],
    ['es', 'Anuncio de 20 segundos para la Clínica Dental Ruiz en Sevilla: limpieza dental, blanqueamiento, ortodoncia invisible. Primera visita gratis.', 'Clínica Ruiz', 'Clínica Dental Ruiz'],
  ])('%s: the title is the brief’s fuller name alone', (language, brief, brand_name, title) => {
    expect(planOf({ brief, brand_name, language, duration_sec: 20 }).plan.title).toBe(title);
  });
});
