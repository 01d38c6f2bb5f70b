/**
 * A software advert's invoices in each language's words ("send invoices in seconds", "envía
 * facturas", "Rechnungen senden"): the app on screen is an invoice being sent and paid
 * (illustrations/screens.ts `invoice`), not a bank balance. Spread into each language's screens.
 */
import type { ScreenKind } from '../scene-graph';

const invoices = (words: string): Record<string, ScreenKind> => Object.fromEntries(words.split(', ').map((w) => [w, 'invoice' as const]));

export const SOFTWARE_WORDS: Readonly<Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', { screens: Record<string, ScreenKind> }>> = {
  en: { screens: invoices('invoice, invoices, invoicing, billing, quotes') },
  es: { screens: invoices('factura, facturas, facturación, presupuestos') },
  fr: { screens: invoices('facture, factures, facturation, devis') },
  de: { screens: invoices('rechnung, rechnungen, rechnungsstellung, angebote') },
  it: { screens: invoices('fattura, fatture, fatturazione, preventivi') },
  pt: { screens: invoices('fatura, faturas, faturação, faturamento, orçamentos') },
  nl: { screens: invoices('factuur, facturen, facturatie, offertes') },
};
