/**
 * Briefs in eight languages planned right (issue 23), one table: no request to show is ever said
 * aloud ("Laat zien hoe …", "Zeigen Sie, wie …", "Muestra cómo …"); a business named by its trade
 * word ("Forno Rossi", "Taller Ruiz", "Werkstatt Maier") is pictured as that trade, and a name its
 * brief calls a brand ("Maison Dorée, une marque de …") as no house; a product is pictured by its
 * whole noun phrase ("vitamin C serum"); a non-English point never follows an English picture as
 * its `Focus:`; and a plan the offline voice cannot say says why.
 */
import { describe, expect, it } from 'vitest';
import { planOf, sentences } from './plan-of';

interface Row {
  language: string;
  brief: string;
  /** The plan's title: the business's or product's name. */
  name?: string;
  /** The trade's word, in the brief's language, some picture is set in. */
  trade?: string;
  /** Who the brief asks to see, in some picture. */
  shown?: string;
  /** The product's noun phrase, in the English a product's picture is drawn from. */
  product?: string;
  /** A word of the name that is no premises: no picture nor line names it but the name. */
  notPlace?: string;
  /** What no picture shows: a workshop open "de lunes a sábado" is no class in a classroom. */
  never?: string;
  /** Arabic without its vowel marks: the offline voice cannot say it, and the plan says so. */
  unvoiced?: boolean;
}

const ROWS: readonly Row[] = [
  { language: "es", brief: "Anuncio para Panadería Lucía en Sevilla. Muestra cómo la panadera saca el pan del horno. Pan recién hecho cada mañana.", name: "Panadería Lucía", trade: "panadería", shown: "panadera" },
  { language: "es", brief: "Taller Ruiz: reparamos bicicletas en Valencia desde 1990. Muestra a un mecánico ajustando los frenos. Reserva tu cita online.", name: "Taller Ruiz", trade: "tienda de bicicletas", shown: "mecánico" },
  { language: "es", brief: "Vídeo para Taller Gómez en Bilbao. Cambiamos el aceite y los neumáticos de tu coche en una hora. Muéstranos un mecánico revisando un coche.", name: "Taller Gómez", trade: "taller mecánico", shown: "mecánico" },
  { language: "es", brief: "Anuncio para Peluquería Lola en Madrid. Enseña cómo la peluquera corta el pelo a una clienta. Sin cita previa, todos los días.", name: "Peluquería Lola", trade: "peluquería", shown: "peluquera" },
  { language: "es", brief: "Anuncio de Glow Lab, un sérum de vitamina C. Muestra a una mujer aplicándose el sérum por la mañana. Piel más luminosa en dos semanas.", name: "Glow Lab", product: "vitamin C serum" },
  { language: "es", brief: "Casa Verde es una marca de cosmética natural. Muestra a una mujer oliendo una crema. Ingredientes de nuestro huerto.", name: "Casa Verde", notPlace: "casa" },
  { language: "fr", brief: "Publicité pour Boulangerie Martin à Lyon. Montrez comment le boulanger sort les croissants du four. Du pain frais chaque matin.", name: "Boulangerie Martin", trade: "boulangerie", shown: "boulanger" },
  { language: "fr", brief: "Publicité pour Garage Dupont à Lille. Montrez-nous un mécanicien qui répare une voiture. Devis gratuit en dix minutes.", name: "Garage Dupont", trade: "garage", shown: "mécanicien" },
  { language: "fr", brief: "Atelier Lumière à Nantes : nous réparons les vélos en une journée. Montrez un mécanicien qui règle un vélo.", name: "Atelier Lumière", trade: "magasin de vélos", shown: "mécanicien" },
  { language: "fr", brief: "Publicité pour Salon Clara à Bordeaux. Montrez une coiffeuse qui coiffe une cliente. Coupes et couleurs sans rendez-vous.", name: "Salon Clara", trade: "salon", shown: "coiffeuse" },
  { language: "fr", brief: "Publicité pour Maison Dorée, une marque de soins de la peau. Montrez une femme qui applique un sérum. Un sérum à la vitamine C pour une peau éclatante.", name: "Maison Dorée", notPlace: "maison" },
  { language: "fr", brief: "Publicité pour Glow Lab, un sérum à la vitamine C. Une peau plus lumineuse en deux semaines.", name: "Glow Lab", product: "vitamin C serum" },
  { language: "de", brief: "Werbespot für Bäckerei Sonnenkorn in Freiburg. Zeigen Sie, wie der Bäcker Brezeln aus dem Ofen holt. Frisches Brot jeden Morgen.", name: "Bäckerei Sonnenkorn", trade: "Bäckerei", shown: "Bäcker" },
  { language: "de", brief: "Werbung für Friseur Schnittig in Köln. Zeig uns eine Friseurin, die einer Kundin die Haare schneidet. Haarschnitte ohne Termin.", name: "Friseur Schnittig", trade: "Friseursalon", shown: "Friseurin" },
  { language: "de", brief: "Werbespot für Werkstatt Maier in Graz. Wir reparieren Fahrräder aller Marken. Zeigen Sie, wie ein Mechaniker ein Fahrrad repariert.", name: "Werkstatt Maier", trade: "Fahrradladen", shown: "Mechaniker" },
  { language: "de", brief: "Werbung für Glow Lab, ein Vitamin-C-Serum. Zeigen Sie eine Frau, die das Serum morgens aufträgt. Strahlende Haut in zwei Wochen.", name: "Glow Lab", product: "vitamin C serum" },
  { language: "de", brief: "Haus Nordwind, eine Marke für Regenjacken aus Hamburg. Zeigen Sie eine Frau, die im Regen spazieren geht. Wasserdicht und leicht.", name: "Haus Nordwind", notPlace: "Haus" },
  { language: "de", brief: "Bitte zeige, wie die Konditorin eine Torte verziert. Konditorei Süß in Bonn, jeden Tag frische Kuchen.", trade: "Bäckerei", shown: "Konditorin" },
  { language: "it", brief: "Pubblicità per Forno Rossi, Bologna. Pane e focaccia appena sfornati ogni mattina. Vieni a trovarci in via Roma 12.", name: "Forno Rossi", trade: "panificio" },
  { language: "it", brief: "Forno Bianchi: pane, pizza al taglio e focacce dal 1962. Mostra come il fornaio inforna il pane.", name: "Forno Bianchi", trade: "panificio", shown: "fornaio" },
  { language: "it", brief: "Spot per Officina Bruno a Torino. Mostraci un meccanico che cambia le gomme di un'auto. Tagliando in giornata.", name: "Officina Bruno", trade: "officina", shown: "meccanico" },
  { language: "it", brief: "Spot per Salone Giulia a Napoli. Mostra una parrucchiera che taglia i capelli a una cliente. Aperti anche il lunedì.", name: "Salone Giulia", trade: "parrucchiere", shown: "parrucchiera" },
  { language: "it", brief: "Pubblicità per Glow Lab, un siero alla vitamina C. Mostra una donna che applica il siero. Pelle luminosa in due settimane.", name: "Glow Lab", product: "vitamin C serum" },
  { language: "pt", brief: "Anúncio para Padaria Estrela em Lisboa. Mostre como o padeiro tira o pão do forno. Pão quente todas as manhãs.", name: "Padaria Estrela", trade: "padaria", shown: "padeiro" },
  { language: "pt", brief: "Anúncio para Oficina Costa no Porto. Mostre-nos um mecânico a trocar os pneus de um carro. Revisão completa num dia.", name: "Oficina Costa", trade: "oficina mecânica", shown: "mecânico" },
  { language: "pt", brief: "Anúncio para Salão Bela em Coimbra. Mostre uma cabeleireira a cortar o cabelo de uma cliente. Marque já a sua hora.", name: "Salão Bela", trade: "cabeleireiro", shown: "cabeleireira" },
  { language: "pt", brief: "Anúncio da Glow Lab, um sérum de vitamina C. Mostre uma mulher a aplicar o sérum de manhã. Pele mais luminosa em duas semanas.", name: "Glow Lab", product: "vitamin C serum" },
  { language: "nl", brief: "Advertentie voor Bakkerij De Korenbloem in Utrecht. Laat zien hoe de bakker om zes uur brood uit de oven haalt. Vers brood elke ochtend, ook op zondag.", name: "Bakkerij De Korenbloem", trade: "bakkerij", shown: "bakker" },
  { language: "nl", brief: "Reclame voor Kapsalon Knip in Amsterdam. Toon hoe een kapper een klant knipt. Knippen zonder afspraak, elke dag open.", name: "Kapsalon Knip", trade: "kapsalon", shown: "kapper" },
  { language: "nl", brief: "Laat ons zien hoe onze monteur een fiets repareert. Fietsenwinkel De Spaak in Leiden, reparatie terwijl u wacht.", trade: "fietsenwinkel", shown: "monteur" },
  { language: "nl", brief: "Reclame voor Café De Zon in Haarlem. Laat de barista zien die koffie zet. Elke dag open vanaf acht uur.", name: "Café De Zon", shown: "barista" },
  { language: "nl", brief: "Reclame voor Glow Lab, een vitamine C-serum. Toon een vrouw die het serum aanbrengt. Stralende huid in twee weken.", name: "Glow Lab", product: "vitamin C serum" },
  { language: "nl", brief: "Reclame voor Garage Jansen in Tilburg. Toon ons een monteur die een auto repareert. APK en onderhoud voor alle merken.", name: "Garage Jansen", trade: "autogarage", shown: "monteur" },
  { language: "en", brief: "Ad for Glow Lab, a vitamin C serum. Show a woman applying it in the morning. Brighter skin in two weeks.", name: "Glow Lab", product: "vitamin C serum" },
  { language: "en", brief: "Advert for Harbour Bikes in Bristol. Show us a mechanic fixing a bike. Same-day repairs, every day of the week.", name: "Harbour Bikes", shown: "mechanic" },
  { language: "en", brief: "Ad for Northgate Bakery in Leeds. Show a baker taking bread out of the oven. Fresh sourdough every morning.", name: "Northgate Bakery", trade: "bakery", shown: "baker" },
  { language: "en", brief: "Show how the baker takes bread out of the oven. Northgate Bakery, Leeds. Fresh sourdough every morning.", name: "Northgate Bakery", trade: "bakery", shown: "baker" },
  { language: "de", brief: "Studio Bloom, eine Marke für Naturkosmetik. Zeigen Sie, wie eine Frau eine Creme aufträgt. Ohne Parfüm, vegan.", name: "Studio Bloom", product: "face cream", notPlace: "Studio" },
  { language: "en", brief: "Ad for Brew Buddy, a compact coffee grinder. Show a man grinding beans in his kitchen. Fresh coffee in seconds.", name: "Brew Buddy", product: "compact coffee grinder" },
  { language: "ar", brief: "إعلان لمخبز النخيل في دبي. خبز طازج كل صباح. تعال وزرنا اليوم.", name: "مخبز النخيل", trade: "مخبز", unvoiced: true },
  { language: "ar", brief: "إعلان لصالون ليلى في عمّان. أظهر مصففة شعر تقص شعر زبونة. قصات جديدة كل أسبوع.", trade: "صالون", shown: "مصففة", unvoiced: true },
  { language: "ar", brief: "إعلان لمقهى الياسمين في القاهرة. أظهر باريستا يحضّر القهوة. قهوة مختصة كل يوم.", trade: "مقهى", unvoiced: true },
  { language: "es", brief: "Anuncio para Panadería Sol en Sevilla. Muestra cómo nuestra panadera amasa el pan. Pan recién hecho cada mañana.", name: "Panadería Sol", trade: "panadería", shown: "panadera" },
  { language: "fr", brief: "Publicité pour Boulangerie Martin à Lyon. Montrez comment notre boulanger façonne les baguettes. Du pain frais chaque matin.", name: "Boulangerie Martin", trade: "boulangerie", shown: "boulanger" },
  { language: "de", brief: "Die Werkstatt Maier in Graz repariert Fahrräder aller Marken. Zeigen Sie einen Mechaniker, der einen Reifen wechselt. Termine auch am Samstag.", name: "Werkstatt Maier", trade: "Fahrradladen", shown: "Mechaniker" },
  { language: "es", brief: "Horno San Onofre, en Madrid desde 1972. Muestra cómo el pastelero decora una tarta. Tartas por encargo.", name: "Horno San Onofre", trade: "panadería", shown: "pastelero" },
  { language: "it", brief: "Vieni da Forno Rossi a Bologna: pane caldo ogni mattina. Mostra come la fornaia impasta la focaccia.", name: "Forno Rossi", trade: "panificio", shown: "fornaia" },
  { language: "es", brief: "Anuncio para Taller Ruiz en Granada. Reparamos bicicletas de lunes a sábado. Muestra a un mecánico cambiando una cadena.", name: "Taller Ruiz", trade: "tienda de bicicletas", shown: "mecánico", never: "aula" },
  { language: "fr", brief: "Publicité pour Atelier Lumière à Nantes. Réparation de vélos du lundi au samedi. Montrez un mécanicien qui règle un vélo.", name: "Atelier Lumière", trade: "magasin de vélos", shown: "mécanicien", never: "classe" },
  { language: "es", brief: "Anuncio para Forno Pizzería en Málaga. Muestra cómo el pizzero mete una pizza en el horno de leña. Pizzas artesanas cada noche.", shown: "pizzero" },
  { language: "fr", brief: "Publicité pour Boulangerie Paul à Lille. S'il vous plaît, montrez comment la boulangère façonne une baguette. Baguettes tradition toute la journée.", name: "Boulangerie Paul", trade: "boulangerie", shown: "boulangère" },
];

/** A request to show, opening a sentence, in every language of the table (and "how" after it). */
const DIRECTION =
  /^(?:(?:show|muestr|muéstr|enseñ|montr|filmez|zeig|bitte|mostr|toon|laat|s['’]il vous plaît|أظهر|اعرض)(?![\p{L}])|(?:cómo|comment|wie|hoe|come|como)\s+(?:el|la|le|l['’]|der|die|das|de|het|een|il|o|a|un|una|une|ein|eine)\s)/iu;
/** Words only an English picture holds. */
const ENGLISH = /(?<![\p{L}])(?:the|with|beside|and|light)(?![\p{L}])/iu;

const planned = ROWS.map((row) => ({ row, ...planOf({ brief: row.brief, duration_sec: 20, language: row.language }) }));
const label = (row: Row) => `${row.language}: ${row.brief.slice(0, 50)}`;
const pictures = (p: (typeof planned)[number]) => p.plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt);

/** Each row's failures of one check, by brief: the whole table is read before a test fails. */
const failures = (check: (p: (typeof planned)[number]) => string | undefined) => planned.map((p) => check(p) && `${label(p.row)} → ${check(p)}`).filter(Boolean);

describe('briefs in eight languages', () => {
  it('the table holds at least 40 briefs in 8 languages', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ROWS.map((r) => r.language)).size).toBe(8);
  });

  it('no request to show is ever said, and every plan says something', () => {
    expect(failures(({ plan }) => (sentences(plan).length === 0 ? 'says nothing' : sentences(plan).find((line) => DIRECTION.test(line))))).toEqual([]);
  });

  it('the business or product is named by its name, and whom the brief shows is pictured', () => {
    expect(failures(({ row, plan }) => (row.name && plan.title !== row.name ? `title ${plan.title}` : undefined))).toEqual([]);
    expect(failures((p) => (p.row.shown && !pictures(p).join(' | ').includes(p.row.shown) ? pictures(p).join(' | ') : undefined))).toEqual([]);
  });

  it('the brand says, in its own voice, what its people are shown doing when the brief asks how they do it', () => {
    const how = /(?:cómo|comment|come|como|wie|hoe|show how)\s/iu;
    expect(failures(({ row, plan }) => (how.test(row.brief) && row.shown && !sentences(plan).some((line) => line.toLowerCase().includes(row.shown!.toLowerCase().replace(/^the /, ''))) ? sentences(plan).join(' ') : undefined))).toEqual([]);
  });

  it('a business is pictured in its trade, in the brief’s language', () => {
    expect(failures((p) => (p.row.trade && !pictures(p).join(' | ').toLowerCase().includes(p.row.trade.toLowerCase()) ? pictures(p).join(' | ') : undefined))).toEqual([]);
  });

  it('a workshop open on weekdays is no class: nothing is pictured in a classroom', () => {
    expect(failures((p) => (p.row.never && pictures(p).some((t) => t.includes(p.row.never!)) ? pictures(p).join(' | ') : undefined))).toEqual([]);
  });

  it('a product is pictured by its whole noun phrase', () => {
    expect(failures((p) => (p.row.product && !pictures(p).join(' | ').includes(p.row.product) ? pictures(p).join(' | ') : undefined))).toEqual([]);
  });

  it('a brand’s name is no premises: neither a picture nor a line sets anything in it', () => {
    expect(
      failures((p) => {
        if (!p.row.notPlace) return undefined;
        const word = new RegExp(`(?<![\\p{L}])${p.row.notPlace}(?![\\p{L}])`, 'iu');
        return [...pictures(p), ...sentences(p.plan)].map((t) => t.split(p.row.name!).join(' ')).find((t) => word.test(t));
      }),
    ).toEqual([]);
  });

  it('a point in the brief’s language follows only a picture in that language as its Focus', () => {
    // A picture in the brief's own language keeps its point: "Het interieur van een bakkerij … Focus: Vers brood elke ochtend, ook op zondag."
    const dutch = planned.find((p) => p.row.brief.includes('Bakkerij De Korenbloem'))!;
    expect(dutch.plan.scenes.map((s) => s.prompt).join(' ')).toMatch(/bakkerij[^.]*\. Focus: Vers brood elke ochtend/u);
    expect(failures(({ row, plan }) => (row.language === 'en' ? undefined : plan.scenes.map((s) => s.prompt).find((t) => t.includes('Focus:') && ENGLISH.test(t.split('Focus:')[0]!))))).toEqual([]);
  });

  it('a plan the offline voice will not say says why; every other plan is said', () => {
    expect(
      failures(({ row, plan }) => {
        const note = plan.notes.find((n) => n.startsWith('The offline voice will not say'));
        return row.unvoiced ? (note?.includes('vowel marks') ? undefined : 'no note') : note;
      }),
    ).toEqual([]);
  });
});
