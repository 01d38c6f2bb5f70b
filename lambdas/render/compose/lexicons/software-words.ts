/**
 * A software advert's invoices in each language's words ("send invoices in seconds", "envía
 * facturas", "Rechnungen senden"): the app on screen is an invoice being sent and paid
 * (illustrations/screens.ts `invoice`), not a bank balance; a team around a laptop, seated at a
 * meeting table with it. Spread into each language's screens and poses (English settings too).
 */
import type { Pose, ScreenKind, SettingId } from '../scene-graph';

const invoices = (words: string): Record<string, ScreenKind> => Object.fromEntries(words.split(', ').map((w) => [w, 'invoice' as const]));
/** A team gathered around a laptop: seated at a meeting table with it (actions.ts `team-at-laptop`). */
const around = (words: string): Record<string, Pose> => Object.fromEntries(words.split(', ').map((w) => [w, 'team-at-laptop' as const]));

/** A glass-walled meeting room is the office, its glass no drinking glass the laptop stands in. */
export const SOFTWARE_SETTINGS: Readonly<Record<string, SettingId>> = { 'glass meeting room': 'office', 'glass-walled meeting room': 'office', 'glass walled meeting room': 'office', 'glass office': 'office', 'glass boardroom': 'office' };

export const SOFTWARE_WORDS: Readonly<Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', { screens: Record<string, ScreenKind>; poses: Record<string, Pose> }>> = {
  en: { screens: invoices('invoice, invoices, invoicing, billing, quotes'), poses: around('around a laptop, around the laptop, around a laptop screen, team meeting, at a meeting table, around a meeting table') },
  es: { screens: invoices('factura, facturas, facturación, presupuestos'), poses: around('alrededor de un portátil, alrededor del portátil, reunión de equipo, en una mesa de reuniones') },
  fr: { screens: invoices('facture, factures, facturation, devis'), poses: around("autour d’un ordinateur portable, autour d'un ordinateur portable, autour de l’ordinateur, autour de l'ordinateur, réunion d’équipe, réunion d'équipe") },
  de: { screens: invoices('rechnung, rechnungen, rechnungsstellung, angebote'), poses: around('um einen laptop, um den laptop, teambesprechung, am besprechungstisch') },
  it: { screens: invoices('fattura, fatture, fatturazione, preventivi'), poses: around('intorno a un portatile, intorno al portatile, riunione di squadra, al tavolo riunioni') },
  pt: { screens: invoices('fatura, faturas, faturação, faturamento, orçamentos'), poses: around('à volta de um portátil, em volta de um notebook, reunião de equipa, reunião de equipe') },
  nl: { screens: invoices('factuur, facturen, facturatie, offertes'), poses: around('rond een laptop, rond de laptop, teamoverleg, aan de vergadertafel') },
};
