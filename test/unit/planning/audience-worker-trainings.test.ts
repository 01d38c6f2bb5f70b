import { describe, expect, it } from 'vitest';
import { audienceWorker } from '../../../lambdas/core/planning/audience-workers';
import { findFigures } from '../../../lambdas/core/planning/brief-facts';
import { stepGloss } from '../../../lambdas/core/planning/step-glosses';
import { isScreenStep, stepPicture, stepScene } from '../../../lambdas/core/planning/step-pictures';
import { trainingHeading } from '../../../lambdas/core/planning/training-headings';
import { coverage, planOf } from './plan-of';

/**
 * Trainings headed in every usual shape and language (issue 23): the heading gives the title (its
 * audience and steps, or its topic), never its length; the audience names who does every step
 * and where ("camareros nuevos" are waiters in a restaurant, never shop assistants because a step
 * greets "clientes"); a step in another language is glossed as the renderer reads it.
 */
const TRAININGS = [
  { brief: 'Vídeo de formación de 30 segundos para camareros nuevos: 1. Saluda a los clientes al llegar. 2. Toma nota del pedido. 3. Sirve las bebidas por la derecha. 4. Lleva la cuenta cuando la pidan.', language: 'es', aspect: '16:9', title: '4 pasos para camareros nuevos', who: 'waiter', place: 'in a restaurant' },
  { brief: 'Onboarding video for new servers: 1. Greet guests at the door. 2. Take the order at the table. 3. Serve drinks from the right. 4. Bring the bill when asked.', language: 'en', aspect: '9:16', title: '4 steps for new servers', who: 'waiter', place: 'in a restaurant' },
  { brief: "Formation de 30 secondes pour les nouveaux serveurs : 1. Accueillez les clients à l'entrée. 2. Prenez la commande. 3. Servez les boissons par la droite. 4. Apportez l'addition.", language: 'fr', aspect: '9:16', title: '4 étapes pour les nouveaux serveurs', who: 'waiter', place: 'in a restaurant' },
  { brief: 'Schulung für neue Kellner: 1. Begrüßen Sie die Gäste am Eingang. 2. Nehmen Sie die Bestellung auf. 3. Servieren Sie die Getränke von rechts. 4. Bringen Sie die Rechnung.', language: 'de', aspect: '16:9', title: '4 Schritte für neue Kellner', who: 'waiter', place: 'in a restaurant' },
  { brief: "Video di formazione per camerieri: 1. Accogli i clienti all'ingresso. 2. Prendi l'ordinazione. 3. Servi le bevande da destra. 4. Porta il conto.", language: 'it', aspect: '9:16', title: '4 passaggi per camerieri', who: 'waiter', place: 'in a restaurant' },
  { brief: 'Formação para empregados de mesa: 1. Cumprimente os clientes à entrada. 2. Anote o pedido. 3. Sirva as bebidas pela direita. 4. Leve a conta à mesa.', language: 'pt', aspect: '9:16', title: '4 passos para empregados de mesa', who: 'waiter', place: 'in a restaurant' },
  { brief: 'Training voor nieuwe obers: 1. Begroet de gasten bij de deur. 2. Neem de bestelling op. 3. Serveer de drankjes van rechts. 4. Breng de rekening.', language: 'nl', aspect: '16:9', title: '4 stappen voor nieuwe obers', who: 'waiter', place: 'in a restaurant' },
  { brief: '45-second food hygiene training for kitchen staff: 1. Wash your hands before handling food. 2. Keep raw meat below cooked food. 3. Clean as you go. 4. Check fridge temperatures twice a day.', language: 'en', aspect: '9:16', title: 'Food hygiene: step by step', who: 'cook', place: 'in a restaurant kitchen' },
  { brief: 'Formación para cocineros nuevos: 1. Lávate las manos antes de empezar. 2. Separa la carne cruda de la cocinada. 3. Limpia la encimera después de cada uso. 4. Etiqueta cada recipiente con la fecha.', language: 'es', aspect: '16:9', title: '4 pasos para cocineros nuevos', who: 'cook', place: 'in a restaurant kitchen' },
  { brief: 'Schulung für Küchenpersonal: 1. Hände gründlich waschen. 2. Rohes Fleisch getrennt lagern. 3. Arbeitsflächen nach jedem Gebrauch reinigen. 4. Kühlschranktemperatur täglich prüfen.', language: 'de', aspect: '16:9', title: '4 Schritte für Küchenpersonal', who: 'cook', place: 'in a restaurant kitchen' },
  { brief: "Training for new nurses: 1. Check the patient's wristband. 2. Clean your hands before and after contact. 3. Explain what you are about to do. 4. Record the observations straight away.", language: 'en', aspect: '9:16', title: '4 steps for new nurses', who: 'nurse', place: 'on a hospital ward' },
  { brief: 'Formation pour les infirmiers : 1. Vérifiez le bracelet du patient. 2. Désinfectez vos mains. 3. Expliquez le soin au patient. 4. Notez les observations.', language: 'fr', aspect: '9:16', title: '4 étapes pour les infirmiers', who: 'nurse', place: 'on a hospital ward' },
  { brief: 'Training for care workers: 1. Knock before you enter the room. 2. Ask how the resident is feeling. 3. Help them stand slowly. 4. Offer a drink of water.', language: 'en', aspect: '9:16', title: '4 steps for care workers', who: 'carer', place: 'in a care home' },
  { brief: 'Schulung für neue Reinigungskräfte: 1. Von oben nach unten wischen. 2. Alle Mülleimer leeren. 3. Den Boden zuletzt saugen.', language: 'de', aspect: '16:9', title: '3 Schritte für neue Reinigungskräfte', who: 'cleaner', place: 'in an office' },
  { brief: 'Training for new cleaners: 1. Wipe surfaces from top to bottom. 2. Empty every bin. 3. Mop the floor last.', language: 'en', aspect: '9:16', title: '3 steps for new cleaners', who: 'cleaner', place: 'in an office' },
  { brief: '30-second training for delivery drivers: 1. Walk around the van before you set off. 2. Check the mirrors. 3. Load the heaviest parcels first. 4. Get a signature at the door.', language: 'en', aspect: '9:16', title: '4 steps for delivery drivers', who: 'delivery driver', place: 'beside a delivery van' },
  { brief: 'Formazione di 30 secondi per i nuovi cassieri: 1. Saluta il cliente. 2. Passa ogni articolo allo scanner. 3. Dai il resto contando ad alta voce. 4. Consegna lo scontrino.', language: 'it', aspect: '9:16', title: '4 passaggi per i nuovi cassieri', who: 'cashier', place: 'at the till in a supermarket' },
  { brief: 'Training for new cashiers: 1. Greet each customer. 2. Scan every item. 3. Count the change back. 4. Hand over the receipt.', language: 'en', aspect: '9:16', title: '4 steps for new cashiers', who: 'cashier', place: 'at the till in a supermarket' },
  { brief: 'Onboarding video for new baristas: 1. Grind the beans fresh. 2. Tamp the coffee evenly. 3. Pull the shot for 25 seconds. 4. Steam the milk until glossy.', language: 'en', aspect: '9:16', title: '4 steps for new baristas', who: 'barista', place: 'at the counter of a café' },
  { brief: 'Formação para baristas: 1. Moa o café na hora. 2. Calque o café com firmeza. 3. Extraia o expresso. 4. Aqueça o leite.', language: 'pt', aspect: '9:16', title: '4 passos para baristas', who: 'barista', place: 'at the counter of a café' },
  { brief: 'Training for new receptionists: 1. Greet every visitor with a smile. 2. Ask for their name. 3. Print a visitor badge. 4. Call their host.', language: 'en', aspect: '9:16', title: '4 steps for new receptionists', who: 'receptionist', place: 'at a reception desk' },
  { brief: 'Formación para el personal de almacén: 1. Revisa el palé antes de moverlo. 2. Dobla las rodillas al levantar. 3. Mantén la espalda recta. 4. Apila las cajas con cuidado.', language: 'es', aspect: '16:9', title: '4 pasos para el personal de almacén', who: 'warehouse worker', place: 'in a warehouse' },
  { brief: 'Training voor magazijnmedewerkers: 1. Controleer de pallet. 2. Buig door je knieën. 3. Houd je rug recht. 4. Stapel de dozen zorgvuldig.', language: 'nl', aspect: '16:9', title: '4 stappen voor magazijnmedewerkers', who: 'warehouse worker', place: 'in a warehouse' },
  { brief: 'Training for housekeeping staff: 1. Strip the bed. 2. Put on fresh sheets. 3. Place the pillows. 4. Wipe the bathroom mirror.', language: 'en', aspect: '9:16', title: '4 steps for housekeeping staff', who: 'housekeeper', place: 'in a hotel room' },
  { brief: 'Formación para camareras de pisos: 1. Quita las sábanas usadas. 2. Haz la cama con sábanas limpias. 3. Coloca las almohadas. 4. Limpia el espejo del baño.', language: 'es', aspect: '16:9', title: '4 pasos para camareras de pisos', who: 'housekeeper', place: 'in a hotel room' },
  { brief: 'Training for new sales staff: 1. Greet customers within a minute. 2. Ask what they are looking for. 3. Show them two options. 4. Thank them at the till.', language: 'en', aspect: '9:16', title: '4 steps for new sales staff', who: 'shop assistant', place: 'in a shop' },
  { brief: "Formation pour les vendeurs : 1. Saluez chaque client. 2. Demandez ce qu'il cherche. 3. Montrez deux articles. 4. Remerciez-le à la caisse.", language: 'fr', aspect: '9:16', title: '4 étapes pour les vendeurs', who: 'shop assistant', place: 'in a shop' },
  { brief: 'Training for call centre agents: 1. Greet the caller by name. 2. Listen without interrupting. 3. Repeat the problem back. 4. Log the call before you hang up.', language: 'en', aspect: '9:16', title: '4 steps for call centre agents', who: 'call centre agent', place: 'in a call centre' },
  { brief: 'Schulung für neue Lehrer: 1. Begrüßen Sie die Klasse an der Tür. 2. Schreiben Sie das Ziel an die Tafel. 3. Stellen Sie offene Fragen. 4. Fassen Sie am Ende zusammen.', language: 'de', aspect: '16:9', title: '4 Schritte für neue Lehrer', who: 'teacher', place: 'in a classroom' },
  { brief: 'Training for new teachers: 1. Greet the class at the door. 2. Write the goal on the board. 3. Ask open questions. 4. Sum up at the end.', language: 'en', aspect: '9:16', title: '4 steps for new teachers', who: 'teacher', place: 'in a classroom' },
  { brief: 'Vídeo de formação de 30 segundos para os novos rececionistas: 1. Cumprimente o hóspede. 2. Peça o documento de identificação. 3. Entregue o cartão do quarto. 4. Explique o horário do pequeno-almoço.', language: 'pt', aspect: '9:16', title: '4 passos para os novos rececionistas', who: 'receptionist', place: 'at a reception desk' },
  { brief: 'Instructievideo van 30 seconden voor nieuwe schoonmakers: 1. Veeg de bureaus af. 2. Leeg alle prullenbakken. 3. Dweil de vloer als laatste.', language: 'nl', aspect: '16:9', title: '3 stappen voor nieuwe schoonmakers', who: 'cleaner', place: 'in an office' },
  { brief: 'Video de capacitación para meseros nuevos: 1. Saluda a los comensales en la puerta. 2. Toma el pedido en la mesa. 3. Sirve los platos por la izquierda. 4. Trae la cuenta cuando la pidan.', language: 'es', aspect: '9:16', title: '4 pasos para meseros nuevos', who: 'waiter', place: 'in a restaurant' },
  { brief: 'Einarbeitung für neue Kassierer: 1. Begrüßen Sie jeden Kunden. 2. Scannen Sie jeden Artikel. 3. Geben Sie das Wechselgeld zurück. 4. Überreichen Sie den Kassenbon.', language: 'de', aspect: '9:16', title: '4 Schritte für neue Kassierer', who: 'cashier', place: 'at the till in a supermarket' },
  { brief: 'Video di addestramento per magazzinieri: 1. Controlla il bancale. 2. Piega le ginocchia. 3. Tieni la schiena dritta. 4. Impila le scatole con cura.', language: 'it', aspect: '9:16', title: '4 passaggi per magazzinieri', who: 'warehouse worker', place: 'in a warehouse' },
  { brief: "Vidéo d'intégration pour les nouveaux agents d'entretien : 1. Essuyez les bureaux. 2. Videz les poubelles. 3. Passez l'aspirateur. 4. Lavez le sol.", language: 'fr', aspect: '9:16', title: "4 étapes pour les nouveaux agents d'entretien", who: 'cleaner', place: 'in an office' },
  { brief: 'Training for new staff at our restaurant: 1. Greet guests at the door. 2. Take the order at the table. 3. Serve drinks from the right.', language: 'en', aspect: '16:9', title: '3 steps for new staff at our restaurant', who: 'waiter', place: 'in a restaurant' },
  { brief: 'Formación para el personal nuevo del restaurante: 1. Saluda a los clientes. 2. Toma nota del pedido. 3. Sirve las bebidas.', language: 'es', aspect: '16:9', title: '3 pasos para el personal nuevo del restaurante', who: 'waiter', place: 'in a restaurant' },
  { brief: 'Quick guide for new bar staff: 1. Check ID. 2. Pour the pint at an angle. 3. Wipe the bar.', language: 'en', aspect: '16:9', title: '3 steps for new bar staff', who: 'bartender', place: 'behind a bar' },
  { brief: 'Schulung für das Servicepersonal: 1. Gäste begrüßen. 2. Bestellung aufnehmen. 3. Getränke servieren.', language: 'de', aspect: '16:9', title: '3 Schritte für das Servicepersonal', who: 'waiter', place: 'in a restaurant' },
  { brief: 'Formation pour le personnel de salle : 1. Accueillir les clients. 2. Prendre la commande. 3. Servir les plats.', language: 'fr', aspect: '16:9', title: '3 étapes pour le personnel de salle', who: 'waiter', place: 'in a restaurant' },
  { brief: 'Training for bus drivers: 1. Check the mirrors. 2. Greet each passenger. 3. Pull away slowly.', language: 'en', aspect: '16:9', title: '3 steps for bus drivers', who: 'bus driver', place: 'at the wheel of a bus' },
  { brief: 'Formação para cuidadores: 1. Bata à porta. 2. Pergunte como a pessoa se sente. 3. Ajude-a a levantar-se devagar.', language: 'pt', aspect: '16:9', title: '3 passos para cuidadores', who: 'carer', place: 'in a care home' },
  { brief: 'Formación para socorristas: 1. Vigila la piscina sin distraerte. 2. Revisa el material de rescate. 3. Ayuda al bañista a salir del agua.', language: 'es', aspect: '9:16', title: '3 pasos para socorristas', who: 'lifeguard', place: 'beside a swimming pool' },
  { brief: 'Training for new mechanics: 1. Check the tyre pressure. 2. Look under the bonnet. 3. Hand the keys back to the customer.', language: 'en', aspect: '9:16', title: '3 steps for new mechanics', who: 'mechanic', place: 'in a garage' },
  { brief: 'Formazione per i nuovi parrucchieri: 1. Accogli il cliente. 2. Lava i capelli con acqua tiepida. 3. Chiedi che taglio desidera.', language: 'it', aspect: '9:16', title: '3 passaggi per i nuovi parrucchieri', who: 'hairdresser', place: 'in a hair salon' },
  { brief: 'Schulung für neue Fitnesstrainer: 1. Begrüßen Sie jedes Mitglied. 2. Prüfen Sie die Geräte. 3. Reinigen Sie die Bank nach jeder Nutzung.', language: 'de', aspect: '9:16', title: '3 Schritte für neue Fitnesstrainer', who: 'gym instructor', place: 'in a gym' },
];

describe('a training pictures its audience at work, in every language', () => {
  it('covers at least 24 trainings, 6 languages and 10 audiences', () => {
    expect(TRAININGS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(TRAININGS.map((t) => t.language)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(TRAININGS.map((t) => t.who)).size).toBeGreaterThanOrEqual(10);
  });

  // Every training at 30 s; every fourth at 45 s too, where steps gain their cards.
  const RUNS = [...TRAININGS.map((t) => ({ ...t, seconds: 30 })), ...TRAININGS.filter((_, i) => i % 4 === 0).map((t) => ({ ...t, seconds: 45 }))];

  it.each(RUNS)('$language $aspect $seconds s: $brief', ({ brief, language, aspect, title, who, place, seconds }) => {
    const planned = planOf({ brief, duration_sec: seconds, language, aspect, kind: 'training' });
    const { plan } = planned;
    expect(plan.title).toBe(title);
    const pictures = plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt);
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    for (const picture of pictures) expect(picture).toMatch(new RegExp(`^An? ${who}\\b.*, ${place}\\.`, 'u'));
    expect(coverage(planned)).toBeGreaterThanOrEqual(0.72);
    expect(plan.notes.join(' ')).not.toMatch(/Not in the plan/u);
  });
});

describe('training headings of every usual shape', () => {
  it.each([
    ['Vídeo de formación de 30 segundos para camareros nuevos', 'es', { audience: 'camareros nuevos' }],
    ['Una formación para camareros', 'es', { audience: 'camareros' }],
    ['Training voor nieuwe obers', 'nl', { audience: 'nieuwe obers' }],
    ['Een trainingsvideo van 45 seconden over handhygiëne voor keukenpersoneel', 'nl', { topic: 'handhygiëne', audience: 'keukenpersoneel' }],
    ['Een instructievideo voor nieuwe schoonmakers', 'nl', { audience: 'nieuwe schoonmakers' }],
    ['Onboarding video for new baristas', 'en', { audience: 'new baristas' }],
    ['Safety training video for warehouse staff', 'en', { topic: 'Safety', audience: 'warehouse staff' }],
    ['New starter training for housekeeping staff', 'en', { audience: 'housekeeping staff' }],
    ['Quick guide for new bar staff', 'en', { audience: 'new bar staff' }],
    ['Video de capacitación para meseros nuevos', 'es', { audience: 'meseros nuevos' }],
    ['Vídeo de onboarding para nuevos cajeros', 'es', { audience: 'nuevos cajeros' }],
    ["Vidéo d'intégration pour les nouveaux caissiers", 'fr', { audience: 'les nouveaux caissiers' }],
    ['Onboarding-Video für neue Lagermitarbeiter', 'de', { audience: 'neue Lagermitarbeiter' }],
    ['Video di addestramento per magazzinieri', 'it', { audience: 'magazzinieri' }],
    ['Vídeo de capacitação para caixas', 'pt', { audience: 'caixas' }],
  ] as const)('%s', (heading, language, read) => {
    expect(trainingHeading(heading, language)).toEqual(read);
  });

  it('a how-to inside a step is that step’s words, not the title', () => {
    const { plan } = planOf({ brief: 'Formação para cuidadores: 1. Bata à porta. 2. Pergunte como a pessoa se sente. 3. Ajude-a a levantar-se devagar.', duration_sec: 30, language: 'pt', kind: 'training' });
    expect(plan.title).toBe('3 passos para cuidadores');
  });

  it('the length heading a training is no fact; a length in a step still is', () => {
    expect(findFigures('45-second food hygiene training for kitchen staff: 1. Wash your hands. 2. Clean as you go.')).toEqual([]);
    expect(findFigures('A 2-minute onboarding course for new drivers.')).toEqual([]);
    expect(findFigures('Training: hold a 30-second plank, then rest.')).toEqual(['30']);
  });
});

describe('the worker an audience names', () => {
  it.each([
    ['camareros nuevos', 'a waiter', 'in a restaurant'],
    ['les nouveaux serveurs', 'a waiter', 'in a restaurant'],
    ['camareras de pisos', 'a housekeeper', 'in a hotel room'],
    ['cameriere ai piani', 'a housekeeper', 'in a hotel room'],
    ['forklift drivers', 'a warehouse worker', 'in a warehouse'],
    ['neue Pflegekräfte', 'a nurse', 'on a hospital ward'],
    ['operatori socio-sanitari', 'a carer', 'in a care home'],
    ['nieuwe kassamedewerkers', 'a cashier', 'at the till in a supermarket'],
    ['customer service advisors', 'a call centre agent', 'in a call centre'],
    ['bus drivers', 'a bus driver', 'at the wheel of a bus'],
    ['neue Fitnesstrainer', 'a gym instructor', 'in a gym'],
    ['i nuovi parrucchieri', 'a hairdresser', 'in a hair salon'],
    ['los socorristas', 'a lifeguard', 'beside a swimming pool'],
    ['nieuwe automonteurs', 'a mechanic', 'in a garage'],
    ['delivery drivers', 'a delivery driver', 'beside a delivery van'],
  ])('%s: %s %s', (audience, who, place) => {
    expect(audienceWorker(audience)).toEqual({ who, place });
  });

  it('finds whom the opening is for when no heading names it, never a trade’s word elsewhere', () => {
    expect(stepScene('How to welcome guests, for new waiters: 1. Smile. 2. Greet them at the door.', ['Smile', 'Greet them at the door'], undefined)).toEqual({ who: 'a waiter', place: 'in a restaurant' });
    expect(stepScene('Training for office staff: 1. Lock your screen. 2. Report anything odd about the servers.', ['Lock your screen', 'Report anything odd about the servers'], 'office staff').who).not.toBe('a waiter');
  });

  it('names no worker for an audience of no trade', () => {
    expect(audienceWorker('new starters')).toBeUndefined();
    expect(audienceWorker(undefined)).toBeUndefined();
  });
});

describe('a step glossed as the renderer reads it', () => {
  it.each([
    ['Sirve las bebidas por la derecha', 'es', 'serving at a table'],
    ['Toma nota del pedido', 'es', 'serving at a table, taking the order'],
    ["Prendi l'ordinazione", 'it', 'serving at a table, taking the order'],
    ['Bringen Sie die Rechnung', 'de', 'serving at a table, bringing the bill'],
    ['Hände gründlich waschen', 'de', 'washing their hands'],
    ['Leeg alle prullenbakken', 'nl', 'emptying the bins'],
    ['Quita las sábanas usadas', 'es', 'stripping the bed'],
    ['Notez les observations', 'fr', 'writing notes on a clipboard'],
    ['Lavez le sol', 'fr', 'mopping the floor'],
    ['Bestellung aufnehmen', 'de', 'serving at a table, taking the order'],
    ['Levanta la caja con las piernas', 'es', 'lifting a box with bent knees'],
    ['Ajude-a a levantar-se devagar', 'pt', 'supporting them as they stand'],
    ['Anote o pedido', 'pt', 'serving at a table, taking the order'],
  ])('%s (%s): %s', (step, language, gloss) => {
    expect(stepGloss(step, language)).toBe(gloss);
  });

  it('the action the step names first is its gloss', () => {
    expect(stepGloss('Comprueba el peso antes de levantar', 'es')).toBe('checking it carefully');
    expect(stepGloss('Hören Sie dem Gast zu, dann servieren', 'de')).toBe('listening to them');
  });

  it('a step done with the training’s tool is said in English word by word, never glossed as another action', () => {
    const scene = { who: 'a warehouse worker', place: 'in a warehouse' };
    expect(stepPicture('Pompa il timone per sollevare', scene, 'it', undefined, { picture: 'the transpallet', object: 'il transpallet' })).toBe('A warehouse worker with the transpallet pumping the handle to lift (Pompa il timone per sollevare), in a warehouse');
    expect(stepPicture('Solleva la scatola con le ginocchia piegate', scene, 'it')).toBe('A warehouse worker lifting a box with bent knees (Solleva la scatola con le ginocchia piegate), in a warehouse');
  });

  it('glosses no English step (it is pictured as said) and no step it does not know', () => {
    expect(stepGloss('Serve drinks from the right', 'en')).toBeUndefined();
    expect(stepGloss('Etiqueta cada recipiente con la fecha', 'es')).toBeUndefined();
  });

  it("a restaurant's bill is no account on a screen", () => {
    expect(isScreenStep('Lleva la cuenta cuando la pidan')).toBe(false);
    expect(isScreenStep('Leve a conta à mesa')).toBe(false);
    expect(isScreenStep('Crea una cuenta en la app')).toBe(true);
  });
});
