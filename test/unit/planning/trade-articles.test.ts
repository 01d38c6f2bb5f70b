import { describe, expect, it } from 'vitest';
import { withTradeArticle } from '../../../lambdas/core/planning/trade-articles';
import { planOf } from './plan-of';

describe('a trade’s noun and a name are introduced with their article', () => {
  it.each([
    ['Panadería Sol en Sevilla', 'es', 'la Panadería Sol en Sevilla'],
    ['Taller Ruiz', 'es', 'el Taller Ruiz'],
    ['Boulangerie Martin', 'fr', 'la Boulangerie Martin'],
    ['Atelier Lumière', 'fr', 'l’Atelier Lumière'],
    ['Pasticceria Dolce Vita', 'it', 'la Pasticceria Dolce Vita'],
    ['Studio Zeta', 'it', 'lo Studio Zeta'],
    ['Padaria Estrela', 'pt', 'a Padaria Estrela'],
    ['Fahrradwerkstatt Speiche', 'de', 'die Fahrradwerkstatt Speiche'],
    ['Friseursalon Schnittig', 'de', 'den Friseursalon Schnittig'],
    ['Gasthaus Linde', 'de', 'das Gasthaus Linde'],
  ])('%s (%s)', (subject, language, said) => {
    expect(withTradeArticle(subject, language)).toBe(said);
  });

  it.each([
    ['Casa Lola', 'es'],
    ['Maison Kayser', 'fr'],
    ['la boulangerie Martin', 'fr'],
    ['Sparkle Car Wash', 'es'],
    ['Bakkerij De Molen', 'nl'],
    ['Panadería', 'es'],
  ])('leaves %s (%s) as it is', (subject, language) => {
    expect(withTradeArticle(subject, language)).toBe(subject);
  });

  it.each([
    ['Eine 20-Sekunden-Werbung für die Fahrradwerkstatt Speiche in Leipzig: Reparaturen am selben Tag, E-Bike-Service, gebrauchte Räder.', 'de', 'Entdecken Sie die Fahrradwerkstatt Speiche'],
    ['Werbespot für Bäckerei Sonnenkorn in Bremen: Sauerteigbrot, Franzbrötchen, Kuchen auf Bestellung.', 'de', 'Entdecken Sie die Bäckerei Sonnenkorn'],
    ['Werbespot für Gasthaus Linde in Celle: regionale Küche, großer Biergarten, Zimmer mit Frühstück.', 'de', 'Entdecken Sie das Gasthaus Linde'],
    ['Anuncio para Panadería Sol en Sevilla: pan de masa madre, croissants, tartas por encargo.', 'es', 'Descubre la Panadería Sol'],
    ['Publicité pour Boulangerie Martin à Nantes : pain au levain, croissants, gâteaux sur commande.', 'fr', 'Découvrez la Boulangerie Martin'],
    ['Spot per Pasticceria Dolce Vita a Napoli: sfogliatelle, babà, torte su ordinazione.', 'it', 'Scopri la Pasticceria Dolce Vita'],
    ['Anúncio para Padaria Estrela no Porto: pão de fermentação natural, pastéis de nata, bolos por encomenda.', 'pt', 'Conheça a Padaria Estrela'],
    ['Anuncio de 20 segundos para Casa Lola en Málaga: tapas caseras, vino de la casa, terraza con vistas.', 'es', 'Descubre Casa Lola'],
  ])('the hook of %s', (brief, language, hook) => {
    const { plan } = planOf({ brief, language, duration_sec: 20 });
    expect(plan.scenes[0]!.script ?? '').toContain(hook);
  });
});
