/**
 * People who work in an office, a bank, an insurer, an estate or letting agency, a professional office (an accountant, a
 * solicitor, a notary, an architect, an adviser), or in sales, in each language's words:
 * each is an office worker (concepts.ts `worker`, a suit; `woman-worker` for a word that names a woman), drawn in office
 * clothes whatever they do there (compose/layout.ts): a bank clerk had been a shop assistant in a polo shirt, an estate
 * agent handing over keys in a T-shirt. Spread at the start of a lexicon's nouns, so its own words stay as they are.
 */
import type { ConceptId } from '../concepts';

const staff = (men: readonly string[], women: readonly string[] = []): Record<string, ConceptId> =>
  Object.fromEntries([...men.map((w) => [w, 'worker'] as const), ...women.map((w) => [w, 'woman-worker'] as const)]);

export const OFFICE_STAFF_WORDS = {
  en: staff([
    'bank clerk', 'bank teller', 'bank adviser', 'bank advisor', 'bank manager', 'bank staff', 'banker', 'insurance agent', 'insurance broker',
    'insurance adviser', 'insurance advisor', 'mortgage adviser', 'mortgage advisor', 'mortgage broker', 'financial adviser', 'financial advisor',
    'sales rep', 'sales representative', 'salesperson', 'account manager', 'letting agent', 'lettings agent', 'property agent', 'real estate agent',
    'estate agent', 'realtor', 'office manager', 'office staff', 'office worker', 'recruiter', 'broker',
    'tax adviser', 'tax advisor', 'bookkeeper', 'notary', 'architect', 'management consultant', 'business adviser',
  ]),
  es: staff(
    ['agente inmobiliario', 'asesor financiero', 'asesor hipotecario', 'empleado de banco', 'empleado bancario', 'banquero', 'agente de seguros', 'corredor de seguros', 'asesor de seguros', 'gestor', 'comercial de ventas', 'asesor', 'asesor fiscal', 'notario', 'arquitecto', 'consultor'],
    ['agente inmobiliaria', 'asesora financiera', 'asesora hipotecaria', 'empleada de banco', 'empleada bancaria', 'banquera', 'corredora de seguros', 'asesora de seguros', 'gestora', 'asesora', 'asesora fiscal', 'notaria', 'arquitecta', 'consultora', 'contadora'],
  ),
  fr: staff(
    ['agent immobilier', 'conseiller bancaire', 'conseiller financier', 'employé de banque', 'banquier', 'agent d’assurance', "agent d'assurance", 'assureur', 'courtier', 'conseiller en assurance', 'avocat d’affaires', "avocat d'affaires", 'avocat fiscaliste', 'expert-comptable', 'comptable', 'notaire', 'architecte', 'consultant', 'conseiller'],
    ['agente immobilière', 'conseillère bancaire', 'conseillère financière', 'employée de banque', 'banquière', 'courtière', 'avocate', 'consultante', 'conseillère'],
  ),
  de: staff(
    ['immobilienmakler', 'bankangestellter', 'bankberater', 'bankkaufmann', 'versicherungsberater', 'versicherungsmakler', 'versicherungsvertreter', 'finanzberater', 'büroangestellter', 'vertriebsmitarbeiter', 'makler', 'steuerberater', 'rechtsanwalt', 'anwalt', 'notar', 'architekt', 'buchhalter', 'berater', 'unternehmensberater'],
    ['immobilienmaklerin', 'bankangestellte', 'bankberaterin', 'bankkauffrau', 'versicherungsberaterin', 'finanzberaterin', 'büroangestellte', 'vertriebsmitarbeiterin', 'maklerin', 'steuerberaterin', 'rechtsanwältin', 'anwältin', 'notarin', 'architektin', 'buchhalterin', 'beraterin'],
  ),
  it: staff(
    ['impiegato di banca', 'bancario', 'assicuratore', 'agente assicurativo', 'avvocato', 'commercialista', 'notaio', 'architetto', 'consulente', 'contabile'],
    ['impiegata di banca', 'bancaria', 'assicuratrice', 'avvocata', 'architetta'],
  ),
  pt: staff(
    ['corretor de imóveis', 'agente imobiliário', 'consultor financeiro', 'bancário', 'gerente do banco', 'corretor de seguros', 'consultor de seguros', 'advogado', 'contabilista', 'contador', 'notário', 'arquiteto', 'consultor'],
    ['corretora de imóveis', 'agente imobiliária', 'consultora financeira', 'bancária', 'gerente de banco', 'corretora de seguros', 'advogada', 'notária', 'arquiteta', 'consultora', 'contadora'],
  ),
  nl: staff(
    ['makelaar', 'bankmedewerker', 'financieel adviseur', 'hypotheekadviseur', 'verzekeringsadviseur', 'kantoormedewerker', 'verkoopmedewerker', 'bankier', 'advocaat', 'notaris', 'boekhouder', 'accountant', 'architect', 'adviseur', 'belastingadviseur', 'consultant'],
    ['makelaarster', 'bankmedewerkster', 'kantoormedewerkster'],
  ),
} satisfies Record<string, Record<string, ConceptId>>;
