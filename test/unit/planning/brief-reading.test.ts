import { describe, expect, it } from 'vitest';
import { pictureLine } from '../../../lambdas/core/planning/brief-actions';
import { findAddresses, findFigures } from '../../../lambdas/core/planning/brief-facts';
import { findSteps } from '../../../lambdas/core/planning/brief-steps';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { listedShots } from '../../../lambdas/core/planning/shot-lists';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { isContactLine } from '../../../lambdas/core/planning/contact-lines';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { ownedByViewer } from '../../../lambdas/core/planning/viewer-words';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

/**
 * Issue 23: briefs read right in every language the planner reads: steps that end in a figure,
 * a customer's things said as the viewer's, calls to action said without an imperative, a
 * brand's name kept whole apart from its town, and a street address said with the call to action.
 */

const planOf = (body: Record<string, unknown>): Plan => {
  const request = parseRenderRequest({ duration_sec: 20, aspect: '9:16', ...body });
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
};

describe('a step that ends in a figure keeps it', () => {
  it('reads the figure closing a sentence as the step’s, the next number as the next label', () => {
    expect(findSteps('How to mix concrete. 1. Put on gloves. 2. Mix at a ratio of 1 to 3. 3. Stir for 2 minutes. 4. Pour and level.')).toEqual([
      'Put on gloves',
      'Mix at a ratio of 1 to 3',
      'Stir for 2 minutes',
      'Pour and level',
    ]);
    expect(findSteps('Pasos: 1. Mezcla 200 g de harina con 2. 2. Añade 3 huevos. 3. Hornea a 180 grados durante 25.')).toEqual([
      'Mezcla 200 g de harina con 2',
      'Añade 3 huevos',
      'Hornea a 180 grados durante 25',
    ]);
    expect(findSteps('1) Öffnen Sie die App. 2) Tippen Sie auf Konto 3. 3) Wählen Sie Sicherheit.')).toEqual([
      'Öffnen Sie die App',
      'Tippen Sie auf Konto 3',
      'Wählen Sie Sicherheit',
    ]);
  });

  it('titles a Japanese how-to by its verb stem with 方, its inline steps after it', () => {
    const plan = planOf({ brief: 'コーヒーの淹れ方。1. お湯を92度に沸かす。2. 豆を15g挽く。3. 30秒蒸らす。', language: 'ja', kind: 'training' });
    expect(plan.title).toBe('コーヒーの淹れ方');
    expect(plan.scenes.filter((s) => s.role === 'step').map((s) => s.script)).toEqual(['お湯を92度に沸かす。', '豆を15g挽く。', '30秒蒸らす。']);
    expect(readBrief('この方が店長です。', 'ja').howTo).toBeUndefined();
  });

  it('counts the figure as the brief’s and the labels as no figures', () => {
    expect(findFigures('How to mix concrete. 1. Put on gloves. 2. Mix at a ratio of 1 to 3. 3. Stir for 2 minutes. 4. Pour and level.')).toEqual(['1', '3', '2']);
    expect(findFigures('(1) Weigh 250 g (2) Add 3 eggs')).toEqual(['250', '3']);
  });

  it('still reads every other notation', () => {
    expect(findSteps('1. Open the app 2. Tap Settings 3. Choose Security')).toEqual(['Open the app', 'Tap Settings', 'Choose Security']);
    expect(findSteps('Step 1: Fill the kettle to 1. Step 2: Boil for 3. Step 3: Pour.')).toEqual(['Fill the kettle to 1', 'Boil for 3', 'Pour']);
    expect(findSteps('First, preheat the oven to 200. Then bake for 25. Finally, rest for 5.')).toEqual(['Preheat the oven to 200', 'Bake for 25', 'Rest for 5']);
    expect(findSteps('Recette :\n1. Mélangez 250 g de farine et 2.\n2. Ajoutez 3 œufs.\n3. Cuisez 20 minutes.')).toEqual([
      'Mélangez 250 g de farine et 2',
      'Ajoutez 3 œufs',
      'Cuisez 20 minutes',
    ]);
    expect(findSteps('コーヒーの淹れ方。1. お湯を92度に沸かす。2. 豆を15g挽く。3. 30秒蒸らす。')).toEqual(['お湯を92度に沸かす', '豆を15g挽く', '30秒蒸らす']);
    expect(findSteps('咖啡做法：1. 烧水到92度。2. 磨豆15克。3. 闷蒸30秒。')).toEqual(['烧水到92度', '磨豆15克', '闷蒸30秒']);
    expect(findSteps('Packing list:\n- Tent\n- Sleeping bag\n- Stove')).toEqual(['Tent', 'Sleeping bag', 'Stove']);
  });
});

describe('a customer’s things are the viewer’s, never “you’s”', () => {
  it('says an English customer’s possessive as “your”, whatever describes them or however it is written', () => {
    const lines = [
      ['A nurse checking a patient´s blood pressure', 'Our nurse checks your blood pressure.'],
      ['A nurse checking a patient‘s blood pressure', 'Our nurse checks your blood pressure.'],
      ['A nurse checking an elderly patient’s blood pressure', 'Our nurse checks your blood pressure.'],
      ['A dentist checking a nervous patient\'s teeth', 'Our dentist checks your teeth.'],
      ['A nurse checking patients\' blood pressure', 'Our nurse checks your blood pressure.'],
      ['A nurse checking the blood pressure of a patient', 'Our nurse checks your blood pressure.'],
      ['A physio massaging a client\'s sore shoulder', 'Our physio massages your sore shoulder.'],
    ] as const;
    for (const [picture, line] of lines) expect(pictureLine(picture, 'en'), picture).toBe(line);
    for (const [, line] of lines) expect(line).not.toMatch(/you['’´`]s|\b(?:an?|the) (?:\S+ )?your\b/);
  });

  it('keeps a child or a pet as the viewer’s own, and a member of staff’s things as theirs', () => {
    expect(pictureLine('A doctor listening to a child\'s chest', 'en')).toBe('Our doctor listens to your child\'s chest.');
    expect(pictureLine('A vet checking a dog\'s ears', 'en')).toBe('Our vet checks your dog\'s ears.');
    expect(ownedByViewer('sharpening a chef\'s knife', 'en')).toBe('sharpening a chef\'s knife');
    expect(pictureLine('A vet checking a farmer\'s cow', 'en')).toBe('Our vet checks a farmer\'s cow.');
    expect(pictureLine('A mechanic checking a driver’s tyres', 'en')).toBe('Our mechanic checks your tyres.');
  });

  it('says a customer’s thing of several words as the viewer’s in Spanish and French', () => {
    expect(ownedByViewer('tomando la presión arterial de una paciente', 'es')).toBe('tomando tu presión arterial');
    expect(ownedByViewer('qui prend la tension artérielle d’un patient', 'fr')).toBe('qui prend votre tension artérielle');
    expect(ownedByViewer('qui coupe les cheveux d\'une cliente', 'fr')).toBe('qui coupe vos cheveux');
    expect(ownedByViewer('die den Blutdruck eines Patienten misst', 'de')).toBe('die Ihren Blutdruck misst');
    expect(ownedByViewer('tomando la tensión de un paciente mayor', 'es')).toBe('tomando tu tensión');
    expect(ownedByViewer('qui prend la tension d’une patiente âgée', 'fr')).toBe('qui prend votre tension');
    expect(ownedByViewer('die den Blutdruck eines älteren Patienten misst', 'de')).toBe('die Ihren Blutdruck misst');
  });
});

describe('a call to action said without an imperative is the call to action', () => {
  const contacts = [
    ['en', 'Bookings: 0161 496 0321.'],
    ['en', 'Tickets at bluedoor.example for our bread class.'],
    ['de', 'Termine unter 089 123456.'],
    ['de', 'Reservierung: 0331 123456.'],
    ['es', 'Reservas en www.cafeluna.example.'],
    ['es', 'Pedidos al 91 123 4567.'],
    ['fr', 'Réservation au 04 78 12 34 56.'],
    ['fr', 'Infos sur fleursdelila.example.'],
    ['ar', 'للحجز: 04 123 4567.'],
    ['en', 'To book, ring 0161 496 0321.'],
    ['en', 'More info at harbourphysio.example.'],
    ['es', 'Más información en www.cafeluna.example.'],
    ['fr', 'Pour réserver : 04 78 12 34 56.'],
    ['fr', 'Plus d’infos sur fleursdelila.example.'],
    ['de', 'Reservieren unter 0331 123456.'],
    ['ja', 'お問い合わせ：03-1234-5678'],
    ['zh', '订座电话：021-1234 5678'],
    ['ko', '예약 문의 02-123-4567'],
    ['he', 'להזמנות: 03-123-4567'],
    ['en', '☎ 0161 496 0321'],
  ] as const;

  it('reads a sentence whose point is a phone number or web address after a booking word as one', () => {
    for (const [, sentence] of contacts) expect(isContactLine(sentence), sentence).toBe(true);
    for (const sentence of ['Open 7:30am to 6pm.', 'Bookings are up 20% this year.', 'Over 3,000 patients seen last year.', 'glowbar.example.com', 'Reservas en Calle Real 7.'])
      expect(isContactLine(sentence), sentence).toBe(false);
  });

  it('keeps its phone number whole, a long last group or one glued to Japanese words', () => {
    expect(findAddresses('Termine unter 089 123456.')).toEqual([{ kind: 'phone', text: '089 123456' }]);
    expect(findAddresses('Reservierung: 0331 1234567.')).toEqual([{ kind: 'phone', text: '0331 1234567' }]);
    expect(findAddresses('ご予約は03-1234-5678まで。')).toEqual([{ kind: 'phone', text: '03-1234-5678' }]);
  });

  it('closes the plan with the brief’s own words, not a generic “Try X today”', () => {
    const briefs = {
      en: 'Advert for Cedar Clinic. Show a nurse checking a patient’s blood pressure. Over 3,000 patients seen last year. Bookings: 0161 496 0321.',
      de: 'Werbung für Praxis Sonnenberg. Zeigen Sie das helle Wartezimmer. Seit 1987 für Sie da. Termine unter 089 1234567.',
      es: 'Anuncio para Café Luna. Muestra la terraza al sol. Desde 1998 en el barrio. Reservas en www.cafeluna.example.',
      fr: 'Publicité pour Le Petit Four. Montrez la boutique pleine de gâteaux. Depuis 1962 au cœur du quartier. Réservation au 04 78 12 34 56.',
    } as const;
    for (const [language, brief] of Object.entries(briefs)) {
      const cta = readBrief(brief, language).cta;
      expect(cta, language).toBe(brief.split('. ').at(-1)!.replace(/\.$/, ''));
      const plan = planOf({ brief, language });
      expect(plan.notes.join(' '), language).not.toMatch(/No call to action/);
      expect(plan.scenes.at(-1)!.script, language).toContain(cta);
    }
  });
});

describe('a brand’s name is kept whole, apart from its town', () => {
  const briefs = [
    ['es', 'Anuncio de 20 segundos para Café Luna en Sevilla. Muestra la terraza al sol. Desde 1998. Reservas en www.cafeluna.example.', 'Café Luna', 'en Sevilla'],
    ['en', '20-second advert for Blue Door Bakery in Leeds. Show the baker pulling sourdough from the oven. Baked fresh since 1990.', 'Blue Door Bakery', 'in Leeds'],
    ['de', 'Werbung für Haus am See in Potsdam, 20 Sekunden. Zeigen Sie die Terrasse am Wasser. Seit 1987.', 'Haus am See', 'in Potsdam'],
    ['fr', 'Publicité de 20 secondes pour Le Petit Four à Lyon. Montrez la boutique pleine de gâteaux. Depuis 1962.', 'Le Petit Four', 'à Lyon'],
    ['de', 'Werbespot, 20 Sekunden, für Physiopraxis Beweglich in Köln. Zeigen Sie das helle Behandlungszimmer. Seit 2005 für Sie da.', 'Physiopraxis Beweglich', 'in Köln'],
    ['it', 'Spot di 20 secondi per Trattoria Da Nino a Bologna. Mostra la sala piena di gente. Dal 1972 in centro.', 'Trattoria Da Nino', 'a Bologna'],
    ['ar', 'إعلان مدته 20 ثانية لمقهى النخيل في دبي. منذ عام 1995 نقدم القهوة العربية.', 'مقهى النخيل', 'في دبي'],
  ] as const;

  it('reads the name and the town it is in, the Arabic advert-for pattern with its length too', () => {
    for (const [language, brief, name, location] of briefs) {
      const facts = readBrief(brief, language);
      expect(facts.product, language).toBe(name);
      expect(facts.location, language).toBe(location);
    }
    expect(readBrief('An advert for Haus am See.', 'en').location).toBeUndefined();
    expect(readBrief('कैफ़े हरियाली का 20 सेकंड का विज्ञापन। ताज़ी कॉफ़ी और गरम समोसे।', 'hi').product).toBe('कैफ़े हरियाली');
    expect(readBrief('Anuncio para Casa en el Árbol, un hostal rural.', 'es').product).toBe('Casa en el Árbol');
  });

  it('titles the plan with the name and says the town once, in the hook', () => {
    for (const [language, brief, name, location] of briefs) {
      const plan = planOf({ brief, language });
      expect(plan.title, language).toBe(name);
      expect(plan.scenes[0]!.script, language).toContain(`${name} ${location}`);
      expect(plan.scenes.at(-1)!.script ?? '', language).not.toContain(location);
    }
  });
});

describe('a bare street address goes with the call to action, never a proof card', () => {
  it('finds Spanish and Arabic street addresses; a street is said in the closing scene only, beside a call to action that gives a phone or web address', () => {
    expect(findAddresses('Calle Real 7.')).toEqual([{ kind: 'street', text: 'Calle Real 7' }]);
    expect(findAddresses('شارع الشيخ زايد 14.')).toEqual([{ kind: 'street', text: 'شارع الشيخ زايد 14' }]);
    expect(findAddresses('Find us at 221B Baker Street.')).toEqual([{ kind: 'street', text: '221B Baker Street' }]);
    expect(findAddresses('Address: 12 High Street, Leeds.')).toEqual([{ kind: 'street', text: '12 High Street, Leeds' }]);
    for (const street of ['Eppendorfer Weg 5', 'Lange Reihe 9', 'Am Markt 3', 'Grindelhof 12']) expect(findAddresses(`${street}.`)).toEqual([{ kind: 'street', text: street }]);
    const briefs = [
      ['es', 'Anuncio para Café Luna en Sevilla. Muestra al barista preparando un café con leche y la terraza al sol. Desde 1998. Calle Real 7. Reservas en www.cafeluna.example.', 'Calle Real 7'],
      ['ar', 'إعلان مدته 20 ثانية لمقهى النخيل في دبي. أظهر النادل وهو يحضر القهوة العربية. منذ عام 1995. شارع الشيخ زايد 14. للحجز اتصل على 04 123 4567.', 'شارع الشيخ زايد 14'],
      ['de', 'Werbung für Haus am See in Potsdam. Zeigen Sie die Terrasse am Wasser, den Koch beim Anrichten und Gäste beim Abendessen. Regionale Küche mit Fisch aus dem Templiner See. Seit 1987 ein Familienbetrieb mit 120 Plätzen. Hauptstraße 12. Reservierung: 0331 123456.', 'Hauptstraße 12'],
      ['de', 'Werbespot, 20 Sekunden, für Blumen Klee in Hamburg. Zeigen Sie eine Floristin, die einen Strauß bindet, und einen Kunden, der Tulpen kauft. Lieferung am selben Tag. Eppendorfer Weg 5.', 'Eppendorfer Weg 5'],
      ['en', '30-second advert for Harbour Physio in Bristol. Show a physio treating a runner’s knee on the treatment table and a patient stretching with a resistance band. Over 2,500 patients back to running since 2015. Find us at 12 Quay Street. Tickets for our running clinic at harbourphysio.example.', '12 Quay Street'],
    ] as const;
    for (const [language, brief, street] of briefs) {
      const plan = planOf({ brief, language });
      const closing = plan.scenes.at(-1)!;
      expect(closing.role, language).toBe('cta');
      expect(closing.prompt, language).toContain(street);
      // Said there, or (a close of AD_CARD_SEC with no time for it) shown there and named in the notes.
      expect(closing.script!.includes(street) || plan.notes.some((n) => n.includes(street)), language).toBe(true);
      for (const scene of plan.scenes.slice(0, -1)) expect(`${scene.script ?? ''} ${scene.prompt ?? ''}`, language).not.toContain(street);
    }
  });
});

describe('opening hours are never a street number', () => {
  it('reads "9-6, Otley Road" as hours and a street, not as number 6 of Otley Road', () => {
    expect(findAddresses('Open daily 9-6, Otley Road.')).toEqual([]);
    expect(findAddresses('Mon–Fri 8–6, 14 Quay Street.')).toEqual([{ kind: 'street', text: '14 Quay Street' }]);
    expect(findAddresses('Open 9 to 5, 12 High Street, Leeds.')).toEqual([{ kind: 'street', text: '12 High Street, Leeds' }]);
    const plan = planOf({ brief: '20-second ad for Green Thumb Garden Centre in Harrogate. Show a gardener watering seedlings in the greenhouse. Open daily 9-6, Otley Road.' });
    expect(plan.scenes.map((s) => `${s.prompt} ${s.script ?? ''}`).join(' ')).not.toMatch(/(?<!9-)6, Otley Road/);
  });
});

describe('an Arabic shot list is one picture per item', () => {
  it('parts items at "،" when each after the first is a noun with its article, not at a clause ("، وهو يحضر")', () => {
    expect(listedShots('النادل وهو يحضر القهوة العربية، والتمر على الطاولة، والزبائن يضحكون في الشرفة', 'ar')).toEqual([
      'النادل وهو يحضر القهوة العربية',
      'التمر على الطاولة',
      'الزبائن يضحكون في الشرفة',
    ]);
    expect(listedShots('النادل، وهو يحضر القهوة العربية', 'ar')).toBeUndefined();
    const facts = readBrief('إعلان لمقهى النخيل. أظهر النادل وهو يحضر القهوة العربية، والتمر على الطاولة، والزبائن يضحكون في الشرفة.', 'ar');
    expect(facts.pictures).toHaveLength(3);
  });
});

describe('a Japanese florist brief: its booking line closes, its owner works in the shop', () => {
  const brief = '20秒の広告：花屋「はなみずき」（京都）。店主がブーケを作る様子と、花を選ぶお客様を見せてください。季節の花を毎朝仕入れています。母の日のご予約は075-123-4567まで。';
  it('"母の日のご予約は…まで" is the call to action, said and shown at the close (had closed on "今すぐ…をお試しください")', () => {
    const plan = planOf({ brief, language: 'ja' });
    const close = plan.scenes.at(-1)!;
    expect(close.script).toContain('母の日のご予約は075-123-4567まで');
    expect(close.prompt).not.toContain('お試しください');
    // The brief's own fact has time for it.
    expect(plan.scenes.map((s) => s.script ?? '').join('')).toContain('季節の花を毎朝仕入れています');
  });
  it('店主 (the owner) is a person, not a shop: the picture is set in the florist', () => {
    expect(planOf({ brief, language: 'ja' }).scenes.map((s) => s.prompt)).toContainEqual(expect.stringMatching(/^花屋の店内で店主がブーケを作る/));
  });
});

describe('training steps are done by the trade the brief trains, where it works', () => {
  it('housekeepers make the bed in a hotel room, never a receptionist "in a grand oak hotel" (the name is no setting)', () => {
    const plan = planOf({ brief: '30-second training video for new housekeepers at The Grand Oak Hotel: making a bed to standard. 1. Strip the old linen. 2. Fit the bottom sheet tightly. 3. Lay the duvet and fold the top back. 4. Plump and place the pillows.', kind: 'training', duration_sec: 30 });
    const shown = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt ?? '');
    expect(shown.length).toBeGreaterThan(0);
    for (const p of shown) expect(p).toMatch(/^A housekeeper .*, in a hotel room/);
  });
});

describe('a brief that ends on a price and where to buy it', () => {
  it('"£49 at brewbuddy.example" is the call to action; a fact that only names a site is not', () => {
    expect(readBrief('20-second ad for Brew Buddy, a compact coffee grinder. 40 grind settings. £49 at brewbuddy.example').cta).toBe('£49 at brewbuddy.example');
    expect(readBrief('Ad for Trailhead socks. Merino wool, made in Wales. Now only €12.99 on trailhead.example.').cta).toBe('Now only €12.99 on trailhead.example');
    expect(readBrief('Ad for Trailhead socks. Merino wool. Available at trailhead.example.').cta).toBe('Available at trailhead.example');
    expect(readBrief('Ad for Trailhead socks. Merino wool. Rated 4.9 stars on trailhead.example.').cta).toBeUndefined();
  });
});

describe('a name on a card is the name, not the sentence’s article before it', () => {
  it('"per la Pizzeria Da Gino" titles "Pizzeria Da Gino" and its lines still say "la"; a name’s own article stays', () => {
    const title = (brief: string, language: string) => planOf({ brief, language, duration_sec: 20 }).title;
    const pizzeria = planOf({ brief: 'Spot di 20 secondi per la Pizzeria Da Gino a Napoli. Mostra il pizzaiolo che inforna una pizza. Dal 1968.', language: 'it', duration_sec: 20 });
    expect(pizzeria.title).toBe('Pizzeria Da Gino');
    expect(pizzeria.scenes[0]!.script).toMatch(/^Scopri la Pizzeria Da Gino/);
    expect(title('Publicité de 20 secondes pour la Fromagerie Martin à Lyon. Plus de 200 fromages.', 'fr')).toBe('Fromagerie Martin');
    expect(title("Publicité pour l'Atelier Rose à Paris. Fleurs fraîches.", 'fr')).toBe('Atelier Rose');
    expect(title('Publicité de 20 secondes pour Le Petit Four à Lyon. Plus de 200 gâteaux.', 'fr')).toBe('Le Petit Four');
    expect(title('20-second ad for The Chippy in Leeds. Fresh fish daily.', 'en')).toBe('The Chippy');
  });
});

describe('a two-word fact a business sells on is a point', () => {
  it('"Breakfast included.", "Free wifi.", "Dogs welcome.", "Open Sundays." are kept; the video’s mood and music are not', () => {
    expect(readBrief('20-second ad for Harbour Hotel in Whitby. Show a receptionist welcoming a couple at the front desk. Breakfast included. Book at harbourhotel.example').points).toEqual(['Breakfast included.']);
    expect(readBrief('Ad for Bean There café. Upbeat music. Free wifi. Dogs welcome. Open Sundays. Warm tone.').points).toEqual(['Free wifi.', 'Dogs welcome.', 'Open Sundays.']);
    // In the other languages briefs come in: "Frühstück inklusive.", "Petit-déjeuner compris.", "Desayuno incluido."
    const hotel = readBrief('Anzeige, 15 Sekunden, für Hotel Seeblick am Tegernsee. Zeigen Sie eine Rezeptionistin, die Gäste begrüßt. Frühstück inklusive. Buchen unter seeblick.example', 'de');
    expect(hotel.points).toEqual(['Frühstück inklusive.']);
    expect(readBrief('Publicité pour l’Hôtel du Port à Sète. Petit-déjeuner compris. Réservez sur hotelduport.example', 'fr').points).toEqual(['Petit-déjeuner compris.']);
    expect(readBrief('Anuncio para Hotel Sol en Málaga. Desayuno incluido. Reserva en hotelsol.example', 'es').points).toEqual(['Desayuno incluido.']);
  });

  it('a German call that opens on its infinitive and where ("Buchen unter seeblick.example") is the call to action', () => {
    expect(readBrief('Anzeige für Hotel Seeblick am Tegernsee. Frühstück inklusive. Buchen unter seeblick.example', 'de').cta).toBe('Buchen unter seeblick.example');
    expect(readBrief('Anzeige für Café Mohn in Wien. Reservieren bei uns unter 01 234 567.', 'de').cta).toBe('Reservieren bei uns unter 01 234 567');
    // A sentence about booking is no call: "Buchen ist einfach." has no where.
    expect(readBrief('Anzeige für Hotel Seeblick. Buchen ist einfach. Frühstück inklusive.', 'de').cta).toBeUndefined();
  });
});
