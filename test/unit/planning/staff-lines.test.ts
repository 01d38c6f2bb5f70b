import { describe, expect, it } from 'vitest';
import { pictureLine, showsStaffAtWork } from '../../../lambdas/core/planning/brief-actions';
import { staffOpening } from '../../../lambdas/core/planning/staff-lines';
import { viewersOwn } from '../../../lambdas/core/planning/viewer-words';
import { planOf, sentences } from './plan-of';

/**
 * The business's own people at work are said in the brand's voice in every language, whatever
 * word the brief uses for their trade, and a line said to the viewer makes what the picture's
 * person has the viewer's (issue 23).
 */
describe('staff named by any word for a worker', () => {
  it.each([
    ['fr', 'le fromager qui coupe une meule de comté', 'Notre fromager coupe votre meule de comté.'],
    ['fr', 'le réparateur qui règle un vélo', 'Notre réparateur règle votre vélo.'],
    ['fr', 'la chocolatière qui tempère du chocolat', 'Notre chocolatière tempère du chocolat.'],
    ['nl', 'de kaasboer die een kaas snijdt', 'Onze kaasboer snijdt je kaas.'],
    ['nl', 'de slager die vlees snijdt', 'Onze slager snijdt vlees.'],
    ['de', 'der Schreiner, der einen Tisch baut', 'Unser Schreiner baut Ihren Tisch.'],
    ['es', 'el zapatero arreglando un zapato', 'Nuestro zapatero arregla tu zapato.'],
    ['it', 'il salumiere che affetta un prosciutto', 'Il nostro salumiere affetta il tuo prosciutto.'],
    ['pt', 'o sapateiro a arranjar um sapato', 'O nosso sapateiro está a arranjar o seu sapato.'],
    ['ja', '店主がラーメンを作っている', '当店の店主がラーメンを作っています。'],
  ])('%s: "%s" → "%s"', (language, picture, said) => {
    expect(pictureLine(picture, language)).toBe(said);
    expect(showsStaffAtWork(picture, language)).toBe(true);
  });

  it.each([
    ['fr', 'Un visiteur regarde les fromages.'],
    ['es', 'Un ciclista recoge una bici.'],
    ['de', 'Der Besucher kauft Brot.'],
    ['nl', 'De fietser haalt een fiets op.'],
    ['it', 'Un turista mangia un gelato.'],
    ['fr', 'Le vélo est prêt.'],
    ['fr', 'Un chien joue dans le parc.'],
    ['es', 'Una chica lee un libro.'],
    ['de', 'Der Hamster frisst Körner.'],
  ])('%s: "%s" opens on no one of the staff', (language, said) => {
    expect(staffOpening(said, language as 'fr')).toBeNull();
  });
});

describe('what the picture’s person has is the viewer’s', () => {
  it.each([
    ['en', 'Check her balance on her phone in the library.', 'Check your balance on your phone in the library.'],
    ['en', 'Collect their bikes.', 'Collect your bikes.'],
    ['es', 'Recoge su pedido y sus bolsas.', 'Recoge tu pedido y tus bolsas.'],
    ['fr', 'Chez nous, vous récupérez son vélo et ses clés.', 'Chez nous, vous récupérez votre vélo et vos clés.'],
    ['de', 'Bei uns holen Sie seine Jacke und ihren Kaffee ab.', 'Bei uns holen Sie Ihre Jacke und Ihren Kaffee ab.'],
    ['it', 'Da noi prendi la sua bici e i suoi guanti.', 'Da noi prendi la tua bici e i tuoi guanti.'],
    ['nl', 'Kom bij ons zijn fiets ophalen.', 'Kom bij ons je fiets ophalen.'],
  ])('%s: "%s" → "%s"', (language, line, said) => {
    expect(viewersOwn(line, language as 'en')).toBe(said);
  });

  it.each([
    ['fr', 'une cliente qui récupère son vélo', 'Chez nous, vous récupérez votre vélo.'],
    ['fr', 'des clients qui achètent leurs fromages', 'Chez nous, vous achetez vos fromages.'],
    ['es', 'una clienta recogiendo su bici', 'Recoge tu bici.'],
    ['de', 'eine Kundin, die ihr Fahrrad abholt', 'Bei uns holen Sie Ihr Fahrrad ab.'],
    ['de', 'ein Gast, der seinen Kaffee bestellt', 'Bei uns bestellen Sie Ihren Kaffee.'],
    ['de', 'eine Kundin, die Blumen sammelt', 'Bei uns sammeln Sie Blumen.'],
    ['it', 'una cliente che ritira la sua bici', 'Da noi ritiri la tua bici.'],
    ['it', 'dei clienti che ritirano le loro bici', 'Da noi ritiri le tue bici.'],
    ['it', 'un cliente che paga il conto', 'Da noi paghi il conto.'],
    ['pt', 'uma cliente a buscar a sua bicicleta', 'Venha buscar a sua bicicleta.'],
    ['nl', 'klanten die hun fietsen ophalen', 'Kom bij ons je fietsen ophalen.'],
  ])('%s: a customer\'s picture "%s" is said to the viewer as "%s"', (language, picture, said) => {
    const line = pictureLine(picture, language);
    expect(line && viewersOwn(line, language as 'en')).toBe(said);
  });

  it.each([
    ['en', 'Our stylist cuts his hair.'],
    ['en', 'Your kids play in their garden.'],
    ['es', 'Nuestra veterinaria examina a su perro.'],
    ['fr', 'Vos enfants peignent avec leur maîtresse.'],
    ['nl', 'Onze kapper knipt haar haar.'],
  ])('%s: "%s" is about someone else and stays', (language, line) => {
    expect(viewersOwn(line, language as 'en')).toBe(line);
  });

  it.each([
    ['A student checking her balance on her phone in the library', 'Check your balance on your phone in the library.'],
    ['A cyclist collecting her bike', 'Collect your bike.'],
  ])('an advert says "%s" as "%s"', (picture, said) => {
    const { plan } = planOf({ brief: `20-second advert for Campus Cycles in Leeds, a bike shop. Show ${picture}. Call 0113 496 0000.`, duration_sec: 20 });
    expect(sentences(plan)).toContain(said);
    expect(sentences(plan).join(' ')).not.toMatch(/\b(?:her|his|their)\b/);
  });
});

describe('every language says its staff-at-work picture, and its close fits its card', () => {
  it.each([
    ['es', 'Anuncio de 15 segundos para Clínica Veterinaria Patitas en Sevilla. Muestra a la veterinaria examinando a un perro. Llama al 954 000 111.', 15, 'Nuestra veterinaria examina a tu perro.'],
    ['it', 'Spot di 20 secondi per la Pizzeria Da Michele a Napoli. Mostra il pizzaiolo che inforna una pizza nel forno a legna.', 20, 'Il nostro pizzaiolo inforna la tua pizza nel forno a legna.'],
    ['pt', 'Anúncio de 20 segundos para a Padaria Flor de Lis em Lisboa. Mostre o padeiro a tirar o pão do forno.', 20, 'O nosso padeiro está a tirar o pão do forno.'],
    ['ja', '20秒の広告：らーめん太郎。店主がラーメンを作っている様子を見せてください。', 20, '当店の店主がラーメンを作っています。'],
    ['fr', 'Publicité de 20 secondes pour la Fromagerie Martin à Lyon. Montrez le fromager qui coupe une meule de comté.', 20, 'Notre fromager coupe votre meule de comté.'],
  ])('%s: the line is said over the shot that shows it', (language, brief, duration_sec, line) => {
    const { plan } = planOf({ brief, language, duration_sec });
    const scene = plan.scenes.find((s) => s.script?.includes(line));
    expect(scene, sentences(plan).join(' | ')).toBeDefined();
    expect(scene!.type).toBe('t2v_fast');
  });

  it('a hook whose name leaves no time for the picture opens on the place’s entrance, not an inside that may draw the worker again', () => {
    const { plan } = planOf({ brief: 'Anuncio de 15 segundos para Clínica Veterinaria Patitas en Sevilla. Muestra a la veterinaria examinando a un perro. Llama al 954 000 111.', language: 'es', duration_sec: 15 });
    // A vet's own arrival shot (vet-clinic.ts): the owner at its reception, no vet drawn again.
    expect(plan.scenes[0]!.prompt).toMatch(/^(?:La entrada de una clínica veterinaria|Un dueño con un gato en un transportín en el mostrador de recepción de una clínica veterinaria)/);
    expect(plan.scenes[1]!.prompt).toMatch(/^La veterinaria examinando a un perro/);
    expect(plan.scenes[1]!.script).toMatch(/^Nuestra veterinaria examina a tu perro\./);
  });

  it('a long name the close would add is left to the card: "Llama al 954 000 111.", not 7.5 s with the clinic’s name again', () => {
    const { plan } = planOf({ brief: 'Anuncio de 15 segundos para Clínica Veterinaria Patitas en Sevilla. Muestra a la veterinaria examinando a un perro. Llama al 954 000 111.', language: 'es', duration_sec: 15 });
    const close = plan.scenes.at(-1)!;
    expect(close.script).toBe('Llama al 954 000 111.');
    expect(close.duration_sec).toBeLessThan(7.5);
  });

  it('a short name that keeps the card within its length is still said: "Call The Chippy …" where it fits', () => {
    const { plan } = planOf({ brief: '20-second advert for Spokes, a bike repair shop in Leeds. Show our mechanic fixing a puncture. Call 555 0100.', duration_sec: 20 });
    expect(plan.scenes.at(-1)!.script).toBe('Call Spokes on 555 0100.');
  });
});
