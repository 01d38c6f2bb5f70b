import { describe, expect, it } from 'vitest';
import { coverage, planOf, sentences } from './plan-of';

/**
 * Thin adverts narrated to the planned share (issue 23): software and online services, estate and
 * letting agents, services and goods of a few words, in seven languages, 15 to 30 seconds, 9:16
 * and 16:9. Each narrates at least PLANNED_NARRATION_COVERAGE of its scenes as check:video counts
 * it, says no line twice, opens no line as the one before it opens, and says no figure the brief
 * does not give.
 */

type Brief = readonly [brief: string, duration_sec: number, aspect: string, language: string];

/** Software, platforms and online tools; estate and letting agents. */
const SOFTWARE_AND_AGENTS: readonly Brief[] = [
  ["30-second ad for LedgerLite, accounting software for small businesses. Send invoices in seconds, track expenses on your phone, and get paid faster. 30-day free trial.", 30, "16:9", "en"],
  ["20-second ad for Rosterly, a scheduling platform for restaurants. Build rotas in minutes. Free for 14 days.", 20, "9:16", "en"],
  ["15-second ad for Quillio, an online tool for writing proposals. Try it free.", 15, "16:9", "en"],
  ["30-second ad for StockPilot, inventory software for online shops. Know what's in stock.", 30, "9:16", "en"],
  ["30-second ad for PayRun, a payroll SaaS for startups. Pay your team on time.", 30, "16:9", "en"],
  ["Anuncio de 30 segundos para Citafácil, una plataforma de reservas online para clínicas. Prueba gratis.", 30, "9:16", "es"],
  ["Publicité de 20 secondes pour Comptalib, un logiciel de comptabilité pour indépendants.", 20, "16:9", "fr"],
  ["Werbespot für Planwerk, eine Software für Handwerksbetriebe. Angebote in Minuten.", 30, "9:16", "de"],
  ["Anúncio de 30 segundos para Faturix, um software de faturação para pequenas empresas.", 30, "9:16", "pt"],
  ["Advertentie van 20 seconden voor Roosterapp, een online planningstool voor zorgteams.", 20, "16:9", "nl"],
  ["20-second ad for Harbour Homes, an estate agent in Brighton. Show a couple getting the keys to their new flat. Free valuation this month.", 20, "9:16", "en"],
  ["30-second ad for Keystone Lettings, a letting agent in Leeds. Free rental valuation.", 30, "16:9", "en"],
  ["15-second ad for Oakfield Estates, estate agents in Bath.", 15, "9:16", "en"],
  ["Anuncio de 20 segundos para Inmobiliaria Sol, agencia inmobiliaria en Málaga. Valoración gratuita.", 20, "9:16", "es"],
  ["Publicité de 30 secondes pour Immo Lumière, agence immobilière à Lyon.", 30, "16:9", "fr"],
  ["Werbespot für Nordhaus Immobilien, Immobilienmakler in Hamburg. Kostenlose Bewertung.", 20, "9:16", "de"],
  ["Spot per Casa Mia Immobiliare, agenzia immobiliare a Torino.", 30, "9:16", "it"],
  ["Advertentie voor Van Dijk Makelaars, makelaar in Utrecht. Gratis waardebepaling.", 20, "16:9", "nl"],
  ["Spot per Fatturo, software di fatturazione per piccole imprese. Invia fatture, controlla le spese, incassa prima. 30 giorni gratis.", 20, "9:16", "it"],
  ["20-second ad for Tidybooks, cloud bookkeeping software for freelancers. Free for 30 days.", 20, "9:16", "en"],
  ["30-second ad for ClinicDesk, a CRM for dental practices.", 30, "16:9", "en"],
  ["Anuncio de 15 segundos para Nóminas Pro, un software de nóminas para pymes.", 15, "16:9", "es"],
  ["Publicité de 30 secondes pour Planitou, une plateforme de planning pour les crèches. Essai gratuit.", 30, "9:16", "fr"],
  ["30-second ad for Northgate Lettings, a letting agency in Glasgow. Landlords: free rental valuation.", 30, "9:16", "en"],
  ["Anúncio de 20 segundos para Casa Azul, imobiliária no Porto.", 20, "9:16", "pt"],
  ["Advertentie van 15 seconden voor Huizenhuis, makelaar in Haarlem.", 15, "9:16", "nl"],
];

/** Services and trades that come to the customer or work for them. */
const SERVICES: readonly Brief[] = [
  ["20-second ad for SparkClean, a cleaning service in Bristol. Free quote.", 20, "9:16", "en"],
  ["30-second ad for FixIt Joe, a handyman in Cardiff.", 30, "16:9", "en"],
  ["30-second ad for Pawsome Walks, dog walking in Leeds. First walk free.", 30, "9:16", "en"],
  ["20-second ad for Clear Accounts, an accountancy firm in Manchester. Free first consultation.", 20, "16:9", "en"],
  ["Anuncio de 30 segundos para Limpiezas Rayo, servicio de limpieza en Sevilla.", 30, "16:9", "es"],
  ["Publicité de 20 secondes pour Dépann'Express, un serrurier à Nantes. 7j/7.", 20, "9:16", "fr"],
  ["Werbespot für Malerbetrieb Krüger in Köln. Kostenloses Angebot.", 30, "9:16", "de"],
  ["Spot per Giardini Verdi, manutenzione giardini a Firenze.", 20, "9:16", "it"],
  ["Anúncio para Limpa Tudo, serviço de limpeza em Lisboa. Orçamento grátis.", 20, "16:9", "pt"],
  ["Advertentie van 30 seconden voor Klusbedrijf Jansen, klusjesman in Rotterdam.", 30, "16:9", "nl"],
  ["20-second ad for Ironside Motors, a car repair workshop in Derby. Ask about our MOT.", 20, "9:16", "en"],
  ["20-second ad for Bright Spark Electrical, an electrician in Norwich. Free quotes.", 20, "16:9", "en"],
  ["15-second ad for Swift Removals, a removals firm in York.", 15, "9:16", "en"],
  ["30-second ad for Mia's Tutoring, maths tutoring in Reading. First lesson free.", 30, "16:9", "en"],
  ["Anuncio de 20 segundos para Fontanería Ruiz, fontanero en Valencia. Urgencias 24 horas.", 20, "16:9", "es"],
  ["Publicité de 30 secondes pour Jardins de Léa, entretien de jardins à Rennes. Devis gratuit.", 30, "16:9", "fr"],
  ["Werbespot, 20 Sekunden, für Elektro Wagner, Elektriker in Graz.", 20, "16:9", "de"],
  ["Spot di 30 secondi per Idraulica Rossi, idraulico a Bologna. Preventivo gratuito.", 30, "16:9", "it"],
  ["Anúncio de 15 segundos para Mudanças Rápidas, empresa de mudanças em Braga.", 15, "16:9", "pt"],
  ["Advertentie van 20 seconden voor Schildersbedrijf De Vries in Leiden. Gratis offerte.", 20, "9:16", "nl"],
];

/** Goods with a name, a benefit or two and a price, of kinds with lines and of kinds without. */
const GOODS: readonly Brief[] = [
  ["20-second ad for Lumo, a bedside lamp. Dims with a tap. £39.", 20, "9:16", "en"],
  ["15-second ad for Brewly cold brew coffee. Smooth and never bitter. £4.", 15, "16:9", "en"],
  ["30-second ad for TrailPro hiking boots. Waterproof. £89.", 30, "9:16", "en"],
  ["20-second ad for Glow serum. Brighter skin in a week. €25.", 20, "16:9", "en"],
  ["30-second ad for Nook, a reading chair. £249.", 30, "16:9", "en"],
  ["Publicité de 15 secondes pour Velours, une crème pour les mains. 12 €.", 15, "9:16", "fr"],
  ["Werbespot für Bergquell Mineralwasser. Frisch aus den Alpen. 1,20 €.", 20, "16:9", "de"],
  ["Spot di 30 secondi per Aurora, una lampada da scrivania. 49 euro.", 30, "9:16", "it"],
  ["Anúncio de 20 segundos para Onda, uma mochila impermeável. 59 €.", 20, "16:9", "pt"],
  ["Advertentie voor Wolk, een dekbed van wol. 129 euro.", 30, "9:16", "nl"],
  ["20-second ad for Driftwood candles. Hand-poured soy wax. £18.", 20, "9:16", "en"],
  ["15-second ad for Pebble, a smart speaker. £79.", 15, "16:9", "en"],
  ["30-second ad for Avena Barista oat milk. Froths like dairy.", 30, "16:9", "en"],
  ["Anuncio de 30 segundos para Brisa, un ventilador de techo. 129 €.", 30, "16:9", "es"],
  ["Publicité de 20 secondes pour Lumen, une lampe de chevet. 35 €.", 20, "16:9", "fr"],
  ["Spot di 15 secondi per Gusto, una macchina per la pasta. 89 euro.", 15, "9:16", "it"],
  ["Advertentie van 20 seconden voor Zacht, een badjas van katoen. 49 euro.", 20, "9:16", "nl"],
  ["Anúncio de 30 segundos para Ritmo, uns auscultadores sem fios. 99 €.", 30, "9:16", "pt"],
  ["Werbespot, 30 Sekunden, für Waldduft, eine Duftkerze. 19 €.", 30, "9:16", "de"],
];

/** A line as the plan hears it: case and punctuation aside. */
const heard = (line: string) => line.toLowerCase().replace(/[\p{P}\s]+/gu, ' ').trim();
/** Its first two words. */
const opening = (line: string) => (line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 2).join(' ');

describe.each([
  ['software and agents', SOFTWARE_AND_AGENTS],
  ['services', SERVICES],
  ['goods', GOODS],
] as const)('a thin advert for %s', (_, briefs) => {
  it.each(briefs.map((b) => [b[0].slice(0, 48), ...b] as const))('%s… is narrated in full, each line once, nothing invented', (_, brief, duration_sec, aspect, language) => {
    const planned = planOf({ brief, duration_sec, aspect, language });
    const lines = sentences(planned.plan);
    expect(coverage(planned), lines.join(' | ')).toBeGreaterThanOrEqual(0.75);
    expect(new Set(lines.map(heard)).size, lines.join(' | ')).toBe(lines.length);
    lines.slice(1).forEach((line, i) => expect(opening(line), lines.join(' | ')).not.toBe(opening(lines[i]!)));
    for (const figure of lines.join(' ').match(/\d+/gu) ?? []) expect(brief).toContain(figure);
  });
});

it('covers each group in five languages or more, at 15, 20 and 30 seconds, in both shapes', () => {
  for (const briefs of [SOFTWARE_AND_AGENTS, SERVICES, GOODS]) {
    expect(briefs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(briefs.map((b) => b[3])).size).toBeGreaterThanOrEqual(5);
    expect(new Set(briefs.map((b) => b[1]))).toEqual(new Set([15, 20, 30]));
    expect(new Set(briefs.map((b) => b[2]))).toEqual(new Set(['9:16', '16:9']));
  }
});
