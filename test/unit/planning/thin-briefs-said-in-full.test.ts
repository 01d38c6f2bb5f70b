import { describe, expect, it } from 'vitest';
import { findFigures } from '../../../lambdas/core/planning/brief-facts';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { isShortOffer, isSaving, offerCall } from '../../../lambdas/core/planning/offer-calls';
import { productShot } from '../../../lambdas/core/planning/product-shots';
import { spokenPoint } from '../../../lambdas/core/planning/spoken-points';
import { subjectKind, subjectKindLines } from '../../../lambdas/core/planning/subject-kind-lines';
import { coverage, planOf, sentences } from './plan-of';

/**
 * Thin product, app, rental and service briefs said in full (issue 23): a "show it <where>"
 * direction is the product's picture, never said; a short free offer is the call; a saving is a
 * point; every figure and price is said; and every scene narrates, the brief's own facts first,
 * then lines for the subject's kind that claim nothing.
 */

describe('productShot', () => {
  it.each([
    ['Show it on a kitchen counter in the morning.', 'a cordless electric kettle', 'en', 'A cordless electric kettle on a kitchen counter in the morning'],
    ['Show them on a desk next to a laptop.', 'wireless headphones', 'en', 'Wireless headphones on a desk next to a laptop'],
    ['Montrez-le sur une table de salon.', 'une enceinte connectée', 'fr', 'Une enceinte connectée sur une table de salon'],
    ['Zeige ihn in einer modernen Küche am Abend.', 'einen Kühlschrank', 'de', 'Ein Kühlschrank in einer modernen Küche am Abend'],
    ['Muéstralo en una mesa de terraza.', 'un altavoz', 'es', 'Un altavoz en una mesa de terraza'],
    ['Mostralo su una scrivania.', 'una lampada', 'it', 'Una lampada su una scrivania'],
    ['Mostre-o numa bancada de cozinha.', 'uma chaleira', 'pt', 'Uma chaleira numa bancada de cozinha'],
    ['Toon het op een bureau.', 'een lamp', 'nl', 'Een lamp op een bureau'],
  ])('%s → the product there', (direction, product, language, picture) => {
    expect(productShot(direction, product, language)).toBe(picture);
  });

  it.each(['Show it at the till for 10% off.', 'Show them to staff.', 'Show an installer on a roof.', 'Show it grinding beans.'])('leaves what is no "show the product <where>" to other readers: %s', (sentence) => {
    expect(productShot(sentence, 'the kettle', 'en')).toBeUndefined();
  });
});

describe('offers', () => {
  it.each([
    ['Free survey.', 'SolarPeak', 'en', 'Book your free survey'],
    ['Free quote.', 'BrightClean', 'en', 'Get your free quote'],
    ['Free delivery.', 'PureAir', 'en', 'Order PureAir today with free delivery'],
    ['First day free.', 'Wheelz', 'en', 'Try Wheelz with your first day free'],
    ['Presupuesto gratis.', 'LimpiaYa', 'es', 'Pide tu presupuesto gratis'],
    ['Devis gratuit.', 'Toitures Martin', 'fr', 'Demandez votre devis gratuit'],
    ['Kostenlose Lieferung.', 'FrostBox', 'de', 'Jetzt kostenlose Lieferung sichern'],
    ['Consulenza gratuita.', 'CasaSole', 'it', 'Prenota la tua consulenza gratuita'],
    ['Orçamento grátis.', 'TelhaNova', 'pt', 'Peça já o seu orçamento grátis'],
    ['Gratis offerte.', 'DakDokter', 'nl', 'Vraag je gratis offerte aan'],
    ['Prima corsa gratis.', 'ScootGo', 'it', 'Prova ScootGo: prima corsa gratis'],
  ])('%s is the call: %s', (offer, name, language, call) => {
    expect(isShortOffer(offer)).toBe(true);
    expect(offerCall(offer, name, language)).toBe(call);
  });

  it.each(['Free wifi.', 'Free parking.', 'Vegan and fragrance-free.', 'Free for students.', 'No contract.'])('is no free offer to take up: %s', (line) => {
    expect(isShortOffer(line)).toBe(false);
  });

  it('a saving is a point the product makes, never the call, in every language', () => {
    for (const line of ['Save up to 60% on bills.', 'Ahorra hasta un 30 % en la factura.', 'Sparen Sie 20 % Strom.']) expect(isSaving(line)).toBe(true);
    const facts = readBrief('20-second ad for SolarPeak, home solar panels. Save up to 60% on bills. Free survey.');
    expect(facts.cta).toBeUndefined();
    expect(facts.offer).toBe('Free survey.');
    expect(facts.points).toContain('Save up to 60% on bills.');
  });

  it('"<Name> is <offer>" is never said', () => {
    expect(spokenPoint('Free cancellation.', 'DriveAway')).toBeUndefined();
    expect(spokenPoint('Free survey.', 'SolarPeak')).toBeUndefined();
    expect(spokenPoint('Free for students.', 'Tally')).toBe('Tally is free for students.');
  });

  it('a verb in -s before a figure is the product\'s: "It filters 99% of dust."', () => {
    expect(spokenPoint('Filters 99% of dust.', 'PureAir')).toBe('It filters 99% of dust.');
  });
});

describe('subjectKind', () => {
  it.each([
    ['Mindful, a meditation app', 'app'],
    ['Vélo Libre location de vélos à Bordeaux', 'rental'],
    ['SolarPeak home solar panels', 'home'],
    ['BrightClean an office cleaning service in Leeds', 'service'],
    ['Kettle & Co a cordless electric kettle', 'appliance'],
    ['Aero wireless headphones', 'device'],
    ['Oak & Ember a pizza restaurant', undefined],
  ])('%s is %s', (words, kind) => {
    expect(subjectKind(words)).toBe(kind);
  });

  it('has lines for every kind in every language it writes, none with a figure', () => {
    for (const language of ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl']) {
      for (const words of ['an app', 'a bike rental', 'solar panels', 'a cleaning service', 'a kettle', 'headphones']) {
        const lines = subjectKindLines(words, 'Nova', language);
        expect(lines.length, `${language} ${words}`).toBeGreaterThanOrEqual(4);
        expect(lines.some((l) => /\d/u.test(l))).toBe(false);
      }
    }
  });
});

/** Thin briefs nobody wrote for the planner: a product, an app, a rental, a service, in seven languages. */
const THIN = [
  { brief: '15-second ad for Kettle & Co, a cordless electric kettle. Boils in 90 seconds, keeps water hot for an hour. £39.99. Show it on a kitchen counter in the morning.', duration_sec: 15 },
  { brief: '20-second ad for SolarPeak, home solar panels. Show an installer fitting panels on a roof and a family checking their energy savings on a tablet. Save up to 60% on bills. Free survey.', duration_sec: 20 },
  { brief: 'Publicité de 20 secondes pour Vélo Libre, location de vélos à Bordeaux. Montrez un couple qui roule le long des quais au coucher du soleil. À partir de 12 € la journée.', duration_sec: 20, language: 'fr' },
  { brief: '20-second ad for Mindful, a meditation app. Show a woman meditating on her bed in the morning and a man using the app on a park bench. 7-day free trial.', duration_sec: 20 },
  { brief: '20-second ad for Pocketwise, a budgeting app. Set goals, get alerts. £3.99 a month.', duration_sec: 20 },
  { brief: 'Anuncio de 20 segundos para LimpiaYa, servicio de limpieza a domicilio en Madrid. Muestra a una limpiadora pasando la aspiradora en un salón. Desde 15 € la hora. Presupuesto gratis.', duration_sec: 20, language: 'es' },
  { brief: 'Werbespot, 20 Sekunden, für FrostBox, einen Kühlschrank mit Eiswürfelspender. Zeige ihn in einer modernen Küche am Abend. 499 €. Kostenlose Lieferung.', duration_sec: 20, language: 'de' },
  { brief: 'Spot di 20 secondi per ScootGo, noleggio di monopattini a Milano. Mostra una ragazza che attraversa il centro al tramonto. Prima corsa gratis.', duration_sec: 20, language: 'it' },
  { brief: 'Anúncio de 20 segundos para TelhaNova, reparação de telhados em Lisboa. Mostre um técnico a trabalhar num telhado. Orçamento grátis.', duration_sec: 20, language: 'pt' },
  { brief: 'Advertentie van 20 seconden voor Fietsje, fietsverhuur in Utrecht. Toon twee vrienden die langs de gracht fietsen. Vanaf € 10 per dag. Geen contract.', duration_sec: 20, language: 'nl' },
  { brief: '20-second ad for BrightClean, an office cleaning service in Leeds. Free quote. No contract.', duration_sec: 20 },
  { brief: '20-second ad for Cadence, a running app. Show a runner checking her pace on a phone in a park. First month free.', duration_sec: 20 },
  { brief: '15-second ad for PureAir, an air purifier. Filters 99% of dust. £149. Free delivery.', duration_sec: 15 },
  { brief: '20-second ad for Aero, wireless headphones. 30-hour battery. £129. Show them on a desk next to a laptop.', duration_sec: 20 },
  { brief: 'Anuncio de 15 segundos para Ahorrín, una app de ahorro. Muestra a una mujer revisando sus gastos en el móvil en el metro. 2,99 € al mes.', duration_sec: 15, language: 'es' },
  { brief: 'Werbespot, 20 Sekunden, für SonnenDach, Solaranlagen für Ihr Haus. Zeige einen Monteur auf einem Dach. Kostenlose Beratung.', duration_sec: 20, language: 'de' },
  { brief: '20-second ad for DriveAway, car hire at Manchester Airport. Show a couple loading bags into a car. From £25 a day. Free cancellation.', duration_sec: 20 },
] as const;

/** A direction to the film-maker said aloud ("Show it …", "Montrez-le …", "Zeige ihn …"). */
const DIRECTION_SAID = /(?<![\p{L}])(?:show (?:it|them)|montrez|zeigen? (?:sie )?(?:ihn|es)|muéstr|mostr[ae]|toon)(?![\p{L}])/iu;

describe('thin briefs said in full', () => {
  const planned = THIN.map((body) => ({ body, planned: planOf(body) }));

  it.each(planned.map(({ body, planned: p }) => [body.brief.slice(0, 48), p] as const))('%s…: narrated over 70%, every scene said, every figure kept, no direction said, no "is <offer>"', (_, p) => {
    const said = sentences(p.plan);
    const script = said.join(' ');
    expect(coverage(p), script).toBeGreaterThanOrEqual(0.7);
    expect(p.plan.scenes.every((s) => s.script !== undefined && s.script.length > 0), script).toBe(true);
    for (const figure of findFigures(p.input.brief)) expect(script, figure).toContain(figure.replace(/^[£$€]\s?/u, ''));
    expect(script).not.toMatch(DIRECTION_SAID);
    expect(script).not.toMatch(/\b(?:is|es|est|ist|è|é) (?:free|gratis|gratuit|kostenlos)\p{L}* \p{L}+\./iu);
  });

  it('pictures the product where the brief says to show it, and says its price as one', () => {
    const kettle = planned[0]!.planned.plan;
    expect(kettle.scenes[0]!.prompt).toMatch(/^A cordless electric kettle on a kitchen counter in the morning/u);
    expect(sentences(kettle)).toContain('Just £39.99.');
  });

  it('takes up a short free offer as the call, and says the saving as a point', () => {
    const solar = planned[1]!.planned.plan;
    expect(solar.scenes.at(-1)!.script).toMatch(/^Book your free survey\./u);
    expect(sentences(solar).join(' ')).toMatch(/save up to 60% on bills/iu);
    expect(sentences(planned[6]!.planned.plan)).toContain('Jetzt kostenlose Lieferung sichern.');
  });

  it('lines of its kind cost none of the brief\'s words: a device\'s description is still said with its name', () => {
    const lamp = planOf({ brief: 'Werbespot, 15 Sekunden, für Nordlicht, eine smarte Leselampe. Zeigen Sie einen Mann, der abends im Sessel liest. Warmes Licht. Per App steuerbar. Jetzt auf nordlicht.example', duration_sec: 15, language: 'de' });
    expect(sentences(lamp.plan)).toContain('Nordlicht, Ihre smarte Leselampe.');
  });

  it('a brief whose own words say enough adds no line of its kind', () => {
    const full = planOf({ brief: '15-second ad for Tally, a budgeting app. Split bills with flatmates in one tap, track every pound you spend and see where your money goes each month. Free for students. Download at tally.example', duration_sec: 15 });
    expect(sentences(full.plan).join(' ')).not.toMatch(/Open the app|right there on your phone|part of your day/u);
  });
});
