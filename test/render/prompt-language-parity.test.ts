/**
 * Issue 23: "A prompt in another language is matched in that language". The everyday pictures of adverts and
 * trainings, said in the seven planner languages, compose as their English words do: the same place and the same
 * action. In French, Portuguese or Dutch a barista making coffee had stood idle, cream applied at the mirror had
 * been a woman in a park beside a jar, a surf lesson a classroom; in German "in einem Café Kaffee macht" had read
 * "Café Kaffee" as a business's name. Where a language draws an equal picture another way (paying at the till is
 * the till's checkout in German), the row lists both.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';

interface Row {
  /** The [setting, pose] pictures the prompt may compose to, the English one first. */
  pictures: [string, string | null][];
  prompts: Record<'en' | 'fr' | 'es' | 'de' | 'it' | 'pt' | 'nl', string>;
}

const ROWS: Row[] = [
  {
    pictures: [['cafe', 'making-coffee']],
    prompts: {
      en: 'a barista making coffee in a café',
      fr: 'un barista qui prépare un café dans un café',
      es: 'un barista preparando café en una cafetería',
      de: 'ein Barista, der in einem Café Kaffee macht',
      it: 'un barista che prepara il caffè in un bar',
      pt: 'um barista a preparar café num café',
      nl: 'een barista die koffie zet in een café',
    },
  },
  {
    pictures: [['bathroom', 'skincare']],
    prompts: {
      en: 'a woman applying cream to her face in front of a mirror',
      fr: 'une femme qui applique de la crème sur son visage devant un miroir',
      es: 'una mujer aplicándose crema en la cara frente a un espejo',
      de: 'eine Frau, die sich vor dem Spiegel Creme ins Gesicht aufträgt',
      it: 'una donna che si applica la crema sul viso davanti allo specchio',
      pt: 'uma mulher a aplicar creme no rosto em frente ao espelho',
      nl: 'een vrouw die crème op haar gezicht smeert voor de spiegel',
    },
  },
  {
    pictures: [['beach', 'surf-lesson']],
    prompts: {
      en: 'an instructor teaching a student to surf on the beach',
      fr: 'un moniteur qui apprend à une élève à surfer sur la plage',
      es: 'un monitor enseñando a una alumna a surfear en la playa',
      de: 'ein Lehrer, der einer Schülerin am Strand das Surfen beibringt',
      it: 'un istruttore che insegna a un\'allieva a fare surf sulla spiaggia',
      pt: 'um instrutor a ensinar uma aluna a surfar na praia',
      nl: 'een instructeur die een leerling leert surfen op het strand',
    },
  },
  {
    pictures: [['shop', 'paying'], ['shop', 'checkout']],
    prompts: {
      en: 'a customer paying at the till',
      fr: 'un client qui paie à la caisse',
      es: 'un cliente pagando en la caja',
      de: 'ein Kunde, der an der Kasse bezahlt',
      it: 'un cliente che paga alla cassa',
      pt: 'um cliente a pagar na caixa',
      nl: 'een klant die betaalt bij de kassa',
    },
  },
  {
    pictures: [['pro-kitchen', 'cooking']],
    prompts: {
      en: 'a chef cooking in a restaurant kitchen',
      fr: 'un chef qui cuisine dans la cuisine d\'un restaurant',
      es: 'un chef cocinando en la cocina de un restaurante',
      de: 'ein Koch, der in einer Restaurantküche kocht',
      it: 'uno chef che cucina nella cucina di un ristorante',
      pt: 'um chef a cozinhar na cozinha de um restaurante',
      nl: 'een chef die kookt in een restaurantkeuken',
    },
  },
  {
    pictures: [['restaurant', 'serving-table']],
    prompts: {
      en: 'a waiter serving drinks at a table in a restaurant',
      fr: 'un serveur qui sert des boissons à une table dans un restaurant',
      es: 'un camarero sirviendo bebidas en una mesa de un restaurante',
      de: 'ein Kellner, der in einem Restaurant Getränke an einen Tisch bringt',
      it: 'un cameriere che serve le bevande a un tavolo di un ristorante',
      pt: 'um empregado de mesa a servir bebidas numa mesa de um restaurante',
      nl: 'een ober die drankjes serveert aan een tafel in een restaurant',
    },
  },
  {
    pictures: [['home', 'eating']],
    prompts: {
      en: 'a family eating dinner at home',
      fr: 'une famille qui dîne à la maison',
      es: 'una familia cenando en casa',
      de: 'eine Familie beim Abendessen zu Hause',
      it: 'una famiglia che cena a casa',
      pt: 'uma família a jantar em casa',
      nl: 'een gezin dat thuis aan het avondeten zit',
    },
  },
  {
    pictures: [['riverside', 'cycling']],
    prompts: {
      en: 'a man cycling along the river',
      fr: 'un homme qui fait du vélo le long de la rivière',
      es: 'un hombre montando en bicicleta junto al río',
      de: 'ein Mann, der am Fluss entlang Rad fährt',
      it: 'un uomo che va in bicicletta lungo il fiume',
      pt: 'um homem a andar de bicicleta ao longo do rio',
      nl: 'een man die langs de rivier fietst',
    },
  },
  {
    pictures: [['park', 'running']],
    prompts: {
      en: 'a woman running in the park',
      fr: 'une femme qui court dans le parc',
      es: 'una mujer corriendo en el parque',
      de: 'eine Frau, die im Park joggt',
      it: 'una donna che corre nel parco',
      pt: 'uma mulher a correr no parque',
      nl: 'een vrouw die hardloopt in het park',
    },
  },
  {
    pictures: [['beach', 'walking']],
    prompts: {
      en: 'a couple walking on the beach at sunset',
      fr: 'un couple qui se promène sur la plage au coucher du soleil',
      es: 'una pareja paseando por la playa al atardecer',
      de: 'ein Paar, das bei Sonnenuntergang am Strand spazieren geht',
      it: 'una coppia che passeggia sulla spiaggia al tramonto',
      pt: 'um casal a passear na praia ao pôr do sol',
      nl: 'een stel dat bij zonsondergang over het strand wandelt',
    },
  },
  {
    pictures: [['garage', 'changing-wheel']],
    prompts: {
      en: 'a mechanic changing a wheel in a garage',
      fr: 'un mécanicien qui change une roue dans un garage',
      es: 'un mecánico cambiando una rueda en un taller',
      de: 'ein Mechaniker, der in einer Werkstatt einen Reifen wechselt',
      it: 'un meccanico che cambia una ruota in un\'officina',
      pt: 'um mecânico a trocar uma roda numa oficina',
      nl: 'een monteur die een wiel verwisselt in een garage',
    },
  },
  {
    pictures: [['clinic', 'chatting']],
    prompts: {
      en: 'a nurse talking to a patient in a hospital',
      fr: 'une infirmière qui parle à un patient à l\'hôpital',
      es: 'una enfermera hablando con un paciente en el hospital',
      de: 'eine Krankenschwester, die im Krankenhaus mit einem Patienten spricht',
      it: 'un\'infermiera che parla con un paziente in ospedale',
      pt: 'uma enfermeira a falar com um paciente no hospital',
      nl: 'een verpleegster die met een patiënt praat in het ziekenhuis',
    },
  },
  {
    pictures: [['nursery', 'reading']],
    prompts: {
      en: 'a teacher reading a story to children',
      fr: 'une maîtresse qui lit une histoire aux enfants',
      es: 'una maestra leyendo un cuento a los niños',
      de: 'eine Lehrerin, die den Kindern eine Geschichte vorliest',
      it: 'una maestra che legge una storia ai bambini',
      pt: 'uma professora a ler uma história às crianças',
      nl: 'een juf die de kinderen een verhaal voorleest',
    },
  },
  {
    pictures: [['salon', 'cutting-hair'], ['home', 'cutting-hair']],
    prompts: {
      en: 'a hairdresser cutting a woman\'s hair in a salon',
      fr: 'une coiffeuse qui coupe les cheveux d\'une femme dans un salon',
      es: 'una peluquera cortando el pelo a una mujer en una peluquería',
      de: 'eine Friseurin, die einer Frau im Salon die Haare schneidet',
      it: 'una parrucchiera che taglia i capelli a una donna in un salone',
      pt: 'uma cabeleireira a cortar o cabelo de uma mulher num salão',
      nl: 'een kapster die het haar van een vrouw knipt in een kapsalon',
    },
  },
  {
    pictures: [['home', 'stretching']],
    prompts: {
      en: 'a woman doing yoga on a mat at home',
      fr: 'une femme qui fait du yoga sur un tapis à la maison',
      es: 'una mujer haciendo yoga en una esterilla en casa',
      de: 'eine Frau, die zu Hause auf einer Matte Yoga macht',
      it: 'una donna che fa yoga su un tappetino a casa',
      pt: 'uma mulher a fazer ioga num tapete em casa',
      nl: 'een vrouw die thuis yoga doet op een mat',
    },
  },
  {
    pictures: [['gym', 'lifting']],
    prompts: {
      en: 'a man lifting weights in a gym',
      fr: 'un homme qui soulève des poids à la salle de sport',
      es: 'un hombre levantando pesas en el gimnasio',
      de: 'ein Mann, der im Fitnessstudio Gewichte hebt',
      it: 'un uomo che solleva pesi in palestra',
      pt: 'um homem a levantar pesos no ginásio',
      nl: 'een man die gewichten tilt in de sportschool',
    },
  },
  {
    pictures: [['house', 'delivering'], ['house', 'handing']],
    prompts: {
      en: 'a delivery driver handing a parcel to a customer at the door',
      fr: 'un livreur qui remet un colis à un client à la porte',
      es: 'un repartidor entregando un paquete a un cliente en la puerta',
      de: 'ein Paketbote, der einem Kunden an der Tür ein Paket übergibt',
      it: 'un corriere che consegna un pacco a un cliente alla porta',
      pt: 'um estafeta a entregar uma encomenda a um cliente à porta',
      nl: 'een bezorger die een pakket aan een klant overhandigt aan de deur',
    },
  },
  {
    pictures: [['hotel', 'welcoming-hotel']],
    prompts: {
      en: 'a receptionist welcoming a guest at the hotel desk',
      fr: 'une réceptionniste qui accueille un client à la réception de l\'hôtel',
      es: 'una recepcionista dando la bienvenida a un huésped en la recepción del hotel',
      de: 'eine Rezeptionistin, die einen Gast an der Hotelrezeption begrüßt',
      it: 'una receptionist che accoglie un ospite alla reception dell\'hotel',
      pt: 'uma rececionista a receber um hóspede na receção do hotel',
      nl: 'een receptioniste die een gast verwelkomt bij de hotelreceptie',
    },
  },
  {
    pictures: [['home', 'reading-sofa']],
    prompts: {
      en: 'a woman reading a book on the sofa',
      fr: 'une femme qui lit un livre sur le canapé',
      es: 'una mujer leyendo un libro en el sofá',
      de: 'eine Frau, die auf dem Sofa ein Buch liest',
      it: 'una donna che legge un libro sul divano',
      pt: 'uma mulher a ler um livro no sofá',
      nl: 'een vrouw die een boek leest op de bank',
    },
  },
  {
    pictures: [['kitchen', 'washing-hands']],
    prompts: {
      en: 'a man washing his hands at the sink',
      fr: 'un homme qui se lave les mains à l\'évier',
      es: 'un hombre lavándose las manos en el fregadero',
      de: 'ein Mann, der sich am Waschbecken die Hände wäscht',
      it: 'un uomo che si lava le mani al lavandino',
      pt: 'um homem a lavar as mãos no lava-loiça',
      nl: 'een man die zijn handen wast bij de gootsteen',
    },
  },
  {
    pictures: [['office', 'mopping']],
    prompts: {
      en: 'a cleaner mopping the floor in an office',
      fr: 'un agent d\'entretien qui passe la serpillière dans un bureau',
      es: 'un limpiador fregando el suelo en una oficina',
      de: 'eine Reinigungskraft, die in einem Büro den Boden wischt',
      it: 'un addetto alle pulizie che lava il pavimento in un ufficio',
      pt: 'um empregado de limpeza a lavar o chão num escritório',
      nl: 'een schoonmaker die de vloer dweilt in een kantoor',
    },
  },
  {
    pictures: [['bar', 'toasting'], ['cafe', 'toasting']],
    prompts: {
      en: 'friends toasting with glasses of wine in a bar',
      fr: 'des amis qui trinquent avec des verres de vin dans un bar',
      es: 'amigos brindando con copas de vino en un bar',
      de: 'Freunde, die in einer Bar mit Weingläsern anstoßen',
      it: 'amici che brindano con bicchieri di vino in un bar',
      pt: 'amigos a brindar com copos de vinho num bar',
      nl: 'vrienden die proosten met glazen wijn in een bar',
    },
  },
  {
    pictures: [['bakery', 'drawing-bread']],
    prompts: {
      en: 'a baker taking bread out of the oven',
      fr: 'un boulanger qui sort le pain du four',
      es: 'un panadero sacando el pan del horno',
      de: 'ein Bäcker, der Brot aus dem Ofen holt',
      it: 'un panettiere che tira fuori il pane dal forno',
      pt: 'um padeiro a tirar o pão do forno',
      nl: 'een bakker die brood uit de oven haalt',
    },
  },
  {
    pictures: [['office', null], ['office', 'using-laptop']],
    prompts: {
      en: 'a woman working on a laptop in an office',
      fr: 'une femme qui travaille sur un ordinateur portable au bureau',
      es: 'una mujer trabajando con un portátil en la oficina',
      de: 'eine Frau, die im Büro am Laptop arbeitet',
      it: 'una donna che lavora al portatile in ufficio',
      pt: 'uma mulher a trabalhar num portátil no escritório',
      nl: 'een vrouw die op een laptop werkt op kantoor',
    },
  },
  {
    pictures: [['bathroom', 'brushing-teeth-child']],
    prompts: {
      en: 'a child brushing his teeth in the bathroom',
      fr: 'un enfant qui se brosse les dents dans la salle de bain',
      es: 'un niño lavándose los dientes en el baño',
      de: 'ein Kind, das sich im Badezimmer die Zähne putzt',
      it: 'un bambino che si lava i denti in bagno',
      pt: 'uma criança a escovar os dentes na casa de banho',
      nl: 'een kind dat zijn tanden poetst in de badkamer',
    },
  },
  {
    pictures: [['beach', 'playing-outdoors']],
    prompts: {
      en: 'a dog running on the beach',
      fr: 'un chien qui court sur la plage',
      es: 'un perro corriendo en la playa',
      de: 'ein Hund, der am Strand rennt',
      it: 'un cane che corre sulla spiaggia',
      pt: 'um cão a correr na praia',
      nl: 'een hond die over het strand rent',
    },
  },
  {
    pictures: [['pool', 'swimming']],
    prompts: {
      en: 'a family swimming in the pool',
      fr: 'une famille qui nage dans la piscine',
      es: 'una familia nadando en la piscina',
      de: 'eine Familie, die im Pool schwimmt',
      it: 'una famiglia che nuota in piscina',
      pt: 'uma família a nadar na piscina',
      nl: 'een gezin dat zwemt in het zwembad',
    },
  },
  {
    pictures: [['park', 'watering']],
    prompts: {
      en: 'a gardener watering plants in the garden',
      fr: 'un jardinier qui arrose les plantes dans le jardin',
      es: 'un jardinero regando las plantas en el jardín',
      de: 'ein Gärtner, der im Garten die Pflanzen gießt',
      it: 'un giardiniere che innaffia le piante in giardino',
      pt: 'um jardineiro a regar as plantas no jardim',
      nl: 'een tuinman die de planten water geeft in de tuin',
    },
  },
  {
    pictures: [['dental', 'dental-exam']],
    prompts: {
      en: 'a dentist checking a patient\'s teeth',
      fr: 'un dentiste qui examine les dents d\'un patient',
      es: 'un dentista revisando los dientes de un paciente',
      de: 'ein Zahnarzt, der die Zähne eines Patienten untersucht',
      it: 'un dentista che controlla i denti di un paziente',
      pt: 'um dentista a examinar os dentes de um paciente',
      nl: 'een tandarts die de tanden van een patiënt controleert',
    },
  },
  {
    pictures: [['market', 'stall-serving']],
    prompts: {
      en: 'a woman buying vegetables at the market',
      fr: 'une femme qui achète des légumes au marché',
      es: 'una mujer comprando verduras en el mercado',
      de: 'eine Frau, die auf dem Markt Gemüse kauft',
      it: 'una donna che compra verdure al mercato',
      pt: 'uma mulher a comprar legumes no mercado',
      nl: 'een vrouw die groenten koopt op de markt',
    },
  },
  {
    pictures: [['mountains', 'walking']],
    prompts: {
      en: 'a man walking in the mountains',
      fr: 'un homme qui marche en montagne',
      es: 'un hombre caminando por la montaña',
      de: 'ein Mann, der in den Bergen wandert',
      it: 'un uomo che cammina in montagna',
      pt: 'um homem a caminhar nas montanhas',
      nl: 'een man die wandelt in de bergen',
    },
  },
  {
    pictures: [['kitchen', 'cooking']],
    prompts: {
      en: 'a couple cooking together in the kitchen',
      fr: 'un couple qui cuisine ensemble dans la cuisine',
      es: 'una pareja cocinando juntos en la cocina',
      de: 'ein Paar, das zusammen in der Küche kocht',
      it: 'una coppia che cucina insieme in cucina',
      pt: 'um casal a cozinhar juntos na cozinha',
      nl: 'een stel dat samen kookt in de keuken',
    },
  },
  {
    pictures: [['warehouse', 'stacking']],
    prompts: {
      en: 'a worker stacking boxes in a warehouse',
      fr: 'un ouvrier qui empile des cartons dans un entrepôt',
      es: 'un trabajador apilando cajas en un almacén',
      de: 'ein Arbeiter, der in einem Lager Kisten stapelt',
      it: 'un operaio che impila scatole in un magazzino',
      pt: 'um trabalhador a empilhar caixas num armazém',
      nl: 'een magazijnmedewerker die dozen stapelt in een magazijn',
    },
  },
  {
    pictures: [['cafe', 'phoning']],
    prompts: {
      en: 'a woman talking on the phone in a café',
      fr: 'une femme qui téléphone dans un café',
      es: 'una mujer hablando por teléfono en una cafetería',
      de: 'eine Frau, die in einem Café telefoniert',
      it: 'una donna che parla al telefono in un bar',
      pt: 'uma mulher a falar ao telefone num café',
      nl: 'een vrouw die belt in een café',
    },
  },
  {
    pictures: [['office', 'seated'], ['office', 'team-at-laptop']],
    prompts: {
      en: 'a team meeting in an office',
      fr: 'une équipe en réunion au bureau',
      es: 'un equipo reunido en la oficina',
      de: 'ein Team bei einer Besprechung im Büro',
      it: 'una squadra in riunione in ufficio',
      pt: 'uma equipa em reunião no escritório',
      nl: 'een team in vergadering op kantoor',
    },
  },
  {
    pictures: [['home', 'rolling']],
    prompts: {
      en: 'a man painting a wall',
      fr: 'un homme qui peint un mur',
      es: 'un hombre pintando una pared',
      de: 'ein Mann, der eine Wand streicht',
      it: 'un uomo che dipinge una parete',
      pt: 'um homem a pintar uma parede',
      nl: 'een man die een muur schildert',
    },
  },
  {
    pictures: [['florist', 'arranging']],
    prompts: {
      en: 'a florist making a bouquet in a flower shop',
      fr: 'une fleuriste qui compose un bouquet dans une boutique de fleurs',
      es: 'una florista haciendo un ramo en una floristería',
      de: 'eine Floristin, die in einem Blumenladen einen Strauß bindet',
      it: 'una fiorista che compone un mazzo di fiori in un negozio di fiori',
      pt: 'uma florista a fazer um ramo numa florista',
      nl: 'een bloemist die een boeket maakt in een bloemenwinkel',
    },
  },
  {
    pictures: [['city', null]],
    prompts: {
      en: 'a woman taking a photo in the city',
      fr: 'une femme qui prend une photo en ville',
      es: 'una mujer haciendo una foto en la ciudad',
      de: 'eine Frau, die in der Stadt ein Foto macht',
      it: 'una donna che scatta una foto in città',
      pt: 'uma mulher a tirar uma fotografia na cidade',
      nl: 'een vrouw die een foto maakt in de stad',
    },
  },
  {
    pictures: [['home', null]],
    prompts: {
      en: 'a man sleeping in bed',
      fr: 'un homme qui dort dans son lit',
      es: 'un hombre durmiendo en la cama',
      de: 'ein Mann, der im Bett schläft',
      it: 'un uomo che dorme nel letto',
      pt: 'um homem a dormir na cama',
      nl: 'een man die slaapt in bed',
    },
  },

];

describe('an everyday picture composes alike in every planner language', () => {
  const cases = ROWS.flatMap((row) => Object.entries(row.prompts).map(([language, prompt]) => ({ language, prompt, pictures: row.pictures })));
  it.each(cases)('$language: $prompt', ({ prompt, pictures }) => {
    const { scene } = composeScene(prompt);
    expect(pictures.map(String)).toContain(String([scene.setting, scene.pose]));
  });
});

describe('French "à côté d’…" is beside, not the coast (côte)', () => {
  it.each([
    ["une crème à côté d'une plante", 'plant'],
    ['une crème à côté d’une plante', 'plant'],
    ['une tasse à côté du livre', 'book'],
  ])('%s', (prompt, beside) => {
    const { scene } = composeScene(prompt);
    expect(scene.setting).not.toBe('beach');
    expect(scene.things.map((t) => t.concept)).toContain(beside);
  });
});
