import { businessPlace, inBusiness, lightWords, withLight, type PictureLanguage, type TimeWord, type TradeName } from './picture-words';
import { withoutRepeats } from './distinct-shots';

/**
 * A place's listed services as shots of their own: "Ölwechsel ab 49 €, Inspektion und
 * Reifenwechsel" is a mechanic changing the oil, one inspecting a car on the lift and one changing
 * a tyre, never an empty room, an entrance and "the team at work" with the offers as captions. Each
 * service the brief names is shown being done in the place, in the brief's language, in words the
 * renderer draws (its lexicons read a worker doing the trade's work: lambdas/render/compose). A
 * scene that says a service shows it; services no scene says take the place's other shots, then the
 * shots that repeat another (distinct-shots.ts repeatsShot). Pure string work.
 */

export type ServiceLanguage = Extract<PictureLanguage, 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl'>;

const LANGUAGES: readonly ServiceLanguage[] = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'];

/** A service's picture in each language, given where it happens ("inside a garage", "in einer Autowerkstatt"; empty when unknown). */
type Pictures = Readonly<Record<ServiceLanguage, string>>;

export interface ServiceRow {
  /** Its words in any of the languages. */
  words: RegExp;
  /** The places it is theirs at, by their English trade ("a car garage"): a "service" at a garage is a car's, at a bike shop a bike's. */
  at?: RegExp;
  pictures: Pictures;
  /** Its picture when the brief offers it to children ("knippen, ook voor kinderen"). */
  child?: Pictures;
  /** It happens out of doors, in a place its picture names: never inside the business. */
  outdoors?: true;
}

/** `alternatives` as a whole word in any script: "art" is not "state-of-the-art" nor "artisan". */
const words = (alternatives: string) => new RegExp(`(?<![\\p{L}-])(?:${alternatives})(?![\\p{L}-])`, 'iu');

const CARS = /garage|car wash/;
const BIKES = /bike/;
const HAIR = /hair|barber/;
const BAKES = /bakery|café|tea|pastry|sweet/;
const VETS = /vet|dog|pet/;
const TEETH = /dental|dentist/;
const HAIRCUTS = words('haircuts?|cuts?|cutting|trims?|(?:skin )?fades?|haarschnitte?|schneiden|coupes?|coupe de cheveux|cortes?|corte de pelo|corte de cabelo|tagli|taglio|taglio di capelli|knippen|knipbeurt');

/** Services by their words; a row of a trade (`at`) before one of any place. */
export const SERVICES: readonly ServiceRow[] = [
  {
    words: words('oil changes?|oil and filter|ölwechsel|vidanges?|cambios? de aceite|cambio (?:dell[’\'])?olio|troca de óleo|mudança de óleo|olie verversen|olieverversing'),
    pictures: {
      en: 'A mechanic changing the oil of a car', es: 'Un mecánico cambiando el aceite de un coche', fr: 'Un mécanicien qui fait la vidange d’une voiture',
      de: 'Ein Mechaniker beim Ölwechsel', it: 'Un meccanico che cambia l’olio di un’auto', pt: 'Um mecânico a mudar o óleo de um carro', nl: 'Een monteur die de olie van een auto ververst',
    },
  },
  {
    words: words('tyres?|tires?|tyre changes?|wheel alignment|reifen|reifenwechsel|reifenservice|pneus?|neumáticos?|cambio de ruedas|gomme|pneumatici|banden|bandenwissel'),
    at: CARS,
    pictures: {
      en: 'A mechanic changing a tyre', es: 'Un mecánico cambiando una rueda', fr: 'Un mécanicien qui change une roue',
      de: 'Ein Mechaniker beim Reifenwechsel', it: 'Un meccanico che cambia una gomma', pt: 'Um mecânico a trocar um pneu', nl: 'Een monteur die een band verwisselt',
    },
  },
  {
    words: words('brakes?|brake pads|bremsen|bremsbeläge|freins?|frenos?|freni|travões|freios|remmen'),
    at: CARS,
    pictures: {
      en: 'A mechanic repairing the brakes of a car', es: 'Un mecánico reparando los frenos de un coche', fr: 'Un mécanicien qui répare les freins d’une voiture',
      de: 'Ein Mechaniker, der die Bremsen eines Autos repariert', it: 'Un meccanico che ripara i freni di un’auto', pt: 'Um mecânico a reparar os travões de um carro', nl: 'Een monteur die de remmen van een auto repareert',
    },
  },
  {
    words: words('inspections?|mots?|services?|servicing|check-?ups?|inspektion|inspektionen|hauptuntersuchung|tüv|wartung|révisions?|contrôle technique|revisión|revisiones|itv|revisione|tagliando|revisão|revisões|inspeção|apk|onderhoudsbeurt|onderhoud'),
    at: CARS,
    pictures: {
      en: 'A mechanic inspecting a car on the lift', es: 'Un mecánico revisando un coche en el elevador', fr: 'Un mécanicien qui inspecte une voiture',
      de: 'Ein Mechaniker, der ein Auto auf der Hebebühne prüft', it: 'Un meccanico che controlla un’auto', pt: 'Um mecânico a inspecionar um carro', nl: 'Een monteur die een auto op de brug inspecteert',
    },
  },
  {
    words: words('repairs?|reparaturen|reparatur|réparations?|reparaciones|reparación|riparazion[ei]|reparações|reparação|reparaties|reparatie'),
    at: CARS,
    pictures: {
      en: 'A mechanic repairing a car', es: 'Un mecánico reparando un coche', fr: 'Un mécanicien qui répare une voiture',
      de: 'Ein Mechaniker, der ein Auto repariert', it: 'Un meccanico che ripara un’auto', pt: 'Um mecânico a reparar um carro', nl: 'Een monteur die een auto repareert',
    },
  },
  {
    words: words('inspections?|services?|servicing|tune-?ups?|check-?ups?|inspektion|inspektionen|wartung|révisions?|entretien|revisión|revisiones|puesta a punto|revisione|tagliando|revisão|revisões|manutenção|onderhoudsbeurt|onderhoud'),
    at: BIKES,
    pictures: {
      en: 'A mechanic servicing a bicycle in the repair stand', es: 'Un mecánico revisando una bicicleta', fr: 'Un mécanicien qui révise un vélo',
      de: 'Ein Mechaniker, der ein Fahrrad prüft', it: 'Un meccanico che controlla una bicicletta', pt: 'Um mecânico a rever uma bicicleta', nl: 'Een monteur die een fiets controleert',
    },
  },
  {
    words: words('repairs?|punctures?|reparaturen|reparatur|réparations?|crevaisons?|reparaciones|reparación|pinchazos?|riparazion[ei]|forature|reparações|reparação|furos?|reparaties|reparatie|lekke banden?'),
    at: BIKES,
    pictures: {
      en: 'A mechanic repairing a bicycle', es: 'Un mecánico reparando una bicicleta', fr: 'Un mécanicien qui répare un vélo',
      de: 'Ein Mechaniker, der ein Fahrrad repariert', it: 'Un meccanico che ripara una bicicletta', pt: 'Um mecânico a reparar uma bicicleta', nl: 'Een monteur die een fiets repareert',
    },
  },
  // A barber's cut is a fade with clippers at the barber chair.
  {
    words: HAIRCUTS,
    at: /barber/,
    pictures: {
      en: 'A barber giving a skin fade with clippers', es: 'Un barbero haciendo un degradado a un hombre con la máquina', fr: 'Un barbier qui fait un dégradé à la tondeuse à un homme',
      de: 'Ein Barbier, der einem Mann einen Fade mit der Haarschneidemaschine schneidet', it: 'Un barbiere che fa una sfumatura a un uomo', pt: 'Um barbeiro a fazer um degradê a um homem com a máquina', nl: 'Een barbier die een man een fade knipt met de tondeuse',
    },
    child: {
      en: 'A barber cutting a boy’s hair', es: 'Un barbero cortando el pelo a un niño', fr: 'Un barbier qui coupe les cheveux d’un garçon',
      de: 'Ein Barbier, der einem Jungen die Haare schneidet', it: 'Un barbiere che taglia i capelli a un bambino', pt: 'Um barbeiro a cortar o cabelo de um menino', nl: 'Een barbier die het haar van een jongen knipt',
    },
  },
  {
    words: HAIRCUTS,
    at: HAIR,
    pictures: {
      en: 'A hairdresser cutting a client’s hair', es: 'Una peluquera cortando el pelo a una clienta', fr: 'Une coiffeuse qui coupe les cheveux d’une cliente',
      de: 'Eine Friseurin, die einer Kundin die Haare schneidet', it: 'Una parrucchiera che taglia i capelli a una cliente', pt: 'Uma cabeleireira a cortar o cabelo de uma cliente', nl: 'Een kapper die het haar van een klant knipt',
    },
    child: {
      en: 'A hairdresser cutting a child’s hair', es: 'Una peluquera cortando el pelo a un niño', fr: 'Une coiffeuse qui coupe les cheveux d’un enfant',
      de: 'Eine Friseurin, die einem Kind die Haare schneidet', it: 'Una parrucchiera che taglia i capelli a un bambino', pt: 'Uma cabeleireira a cortar o cabelo de uma criança', nl: 'Een kapper die het haar van een kind knipt',
    },
  },
  {
    words: words('colou?rs?|colou?ring|highlights|balayage|färben|färbungen|strähnchen|colorations?|mèches|tintes?|mechas|colore|colorazione|colpi di sole|coloração|madeixas|kleuren|verven'),
    at: HAIR,
    pictures: {
      en: 'A hairdresser colouring a client’s hair', es: 'Una peluquera secando el pelo teñido de una clienta', fr: 'Une coiffeuse qui sèche les cheveux colorés d’une cliente',
      de: 'Eine Friseurin, die einer Kundin die frisch gefärbten Haare schneidet', it: 'Una parrucchiera che asciuga i capelli colorati di una cliente', pt: 'Uma cabeleireira a secar o cabelo pintado de uma cliente', nl: 'Een kapper die het gekleurde haar van een klant föhnt',
    },
  },
  {
    words: words('beards?|beard trims?|bart|bartpflege|bartschnitt|barbe|taille de barbe|barba|arreglo de barba|baard|baard trimmen'),
    at: HAIR,
    pictures: {
      en: 'A barber trimming a man’s beard', es: 'Un barbero arreglando la barba a un hombre', fr: 'Un barbier qui taille la barbe d’un homme',
      de: 'Ein Barbier, der einem Mann den Bart schneidet', it: 'Un barbiere che regola la barba a un uomo', pt: 'Um barbeiro a aparar a barba de um homem', nl: 'Een barbier trimt de baard van een man',
    },
  },
  {
    words: words('shaves?|wet shaves?|rasur|nassrasur|rasage|afeitados?|rasatura|barbear|barba à navalha|scheren|scheerbeurt|natscheren'),
    at: HAIR,
    pictures: {
      en: 'A barber shaving a man with a razor', es: 'Un barbero afeitando a un cliente con navaja', fr: 'Un barbier qui rase un client',
      de: 'Ein Barbier rasiert einen Kunden mit dem Rasiermesser', it: 'Un barbiere che fa la barba a un cliente con il rasoio', pt: 'Um barbeiro a barbear um cliente com a navalha', nl: 'Een barbier scheert een klant met een scheermes',
    },
  },
  {
    words: words('manicures?|nails|maniküre|nägel|manucures?|ongles|manicuras?|uñas|unghie|unhas|nagels'),
    pictures: {
      en: 'A manicurist doing a client’s nails', es: 'Una manicurista haciendo la manicura a una clienta', fr: 'Une prothésiste ongulaire qui vernit les ongles d’une cliente',
      de: 'Eine Nageldesignerin, die einer Kundin die Nägel lackiert', it: 'Un’estetista che fa la manicure a una cliente', pt: 'Uma manicure a fazer as unhas de uma cliente', nl: 'Een nagelstyliste die de nagels van een klant lakt',
    },
  },
  {
    words: words('massages?|massagen|masajes?|massaggi|massaggio|massagens?'),
    pictures: {
      en: 'A therapist massaging a client’s back', es: 'Una terapeuta masajeando la espalda a una clienta', fr: 'Une masseuse massant le dos d’une cliente',
      de: 'Eine Therapeutin massiert den Rücken einer Kundin', it: 'Una terapista massaggia la schiena a una cliente', pt: 'Uma terapeuta massajando as costas de uma cliente', nl: 'Een therapeut masseert de rug van een klant',
    },
  },
  {
    words: words('pilates|reformer pilates|reformers?'),
    pictures: {
      en: 'A pilates class on reformers', es: 'Una clase de pilates en reformers', fr: 'Un cours de pilates sur reformers',
      de: 'Ein Pilateskurs an Reformern', it: 'Un corso di pilates sui reformer', pt: 'Uma aula de pilates em reformers', nl: 'Een pilatesles op reformers',
    },
  },
  {
    words: words('yoga'),
    pictures: {
      en: 'A yoga class on mats', es: 'Una clase de yoga en esterillas', fr: 'Un cours de yoga sur des tapis',
      de: 'Ein Yogakurs auf Matten', it: 'Una lezione di yoga sui tappetini', pt: 'Uma aula de ioga em tapetes', nl: 'Een yogales op matten',
    },
  },
  {
    words: words('spin|spinning|spin classes|indoor cycling|ciclismo indoor|ciclo indoor|vélo indoor'),
    pictures: {
      en: 'A spin class on bikes', es: 'Una clase de spinning en bicicletas', fr: 'Un cours de spinning sur des vélos',
      de: 'Ein Spinningkurs auf Rädern', it: 'Una lezione di spinning sulle bici', pt: 'Uma aula de spinning em bicicletas', nl: 'Een spinningles op fietsen',
    },
  },
  {
    words: words('weights|weight room|free weights|weightlifting|strength training|gym floor|gewichte|hanteln|krafttraining|kraftraum|musculation|poids|pesas|sala de musculación|sala pesi|pesi|musculação|pesos|gewichten|krachttraining'),
    pictures: {
      en: 'A member lifting weights beside a trainer', es: 'Una socia levantando pesas junto a un entrenador', fr: 'Une adhérente qui soulève des haltères à côté d’un coach',
      de: 'Ein Mitglied, das neben einem Trainer Gewichte hebt', it: 'Un’iscritta che solleva pesi accanto a un istruttore', pt: 'Uma sócia a levantar pesos ao lado de um treinador', nl: 'Een lid dat gewichten tilt naast een trainer',
    },
  },
  {
    words: words('personal training|personal trainers?|entrenadores? personal(?:es)?|coaching|coach sportif|personal trainer|allenamento personalizzado|treino personalizado|personal training'),
    pictures: {
      en: 'A personal trainer spotting a member on the bench', es: 'Un entrenador personal ayudando a un socio en el banco', fr: 'Un coach qui pare la barre d’un adhérent au développé couché',
      de: 'Ein Personal Trainer, der ein Mitglied auf der Bank sichert', it: 'Un personal trainer che assiste un iscritto sulla panca', pt: 'Um personal trainer a ajudar um sócio no banco', nl: 'Een personal trainer die een lid op de bank begeleidt',
    },
  },
  {
    words: words('swimming lessons?|swim lessons?|swimming classes|schwimmkurse?|schwimmunterricht|cours de natation|clases de natación|cursos de natación|lezioni di nuoto|corsi di nuoto|aulas de natação|zwemles(?:sen)?'),
    pictures: {
      en: 'Children at a swimming lesson in a pool', es: 'Niños en una clase de natación en una piscina', fr: 'Des enfants à un cours de natation dans une piscine',
      de: 'Kinder beim Schwimmkurs in einem Schwimmbad', it: 'Bambini a una lezione di nuoto in piscina', pt: 'Crianças numa aula de natação numa piscina', nl: 'Kinderen bij zwemles in een zwembad',
    },
    outdoors: true,
  },
  {
    words: words('bread|breads|sourdough|loaves|brot|brote|brötchen|sauerteig|pain|pains|levain|baguettes?|pan|panes|masa madre|pane|lievito madre|pão|pães|massa mãe|brood|broden|zuurdesem'),
    at: BAKES,
    pictures: {
      en: 'A baker taking fresh bread out of the oven', es: 'Un panadero sacando pan recién hecho del horno', fr: 'Un boulanger qui sort du pain frais du four',
      de: 'Ein Bäcker, der frisches Brot aus dem Ofen holt', it: 'Un fornaio che sforna il pane fresco', pt: 'Um padeiro a tirar pão fresco do forno', nl: 'Een bakker die vers brood uit de oven haalt',
    },
  },
  {
    words: words('croissants?|pastr(?:y|ies)|viennoiseries?|pains? au chocolat|gebäck|plundergebäck|bollería|cornetti|brioches?|pastéis|gebak|koffiebroodjes'),
    pictures: {
      en: 'Fresh croissants and pastries in the display', es: 'Croissants recién hechos en el mostrador', fr: 'Des croissants tout frais au comptoir',
      de: 'Frische Croissants in der Auslage', it: 'Cornetti appena sfornati al bancone', pt: 'Croissants acabados de fazer no balcão', nl: 'Verse croissants in de vitrine',
    },
  },
  {
    words: words('cakes?|birthday cakes|kuchen|torten?|gâteaux|gâteau|tartas?|pasteles?|torte|dolci|bolos?|taarten?'),
    at: BAKES,
    pictures: {
      en: 'A baker decorating a cake at the counter', es: 'Una pastelera decorando una tarta en el mostrador', fr: 'Une pâtissière qui décore un gâteau au comptoir',
      de: 'Eine Konditorin, die an der Theke eine Torte verziert', it: 'Una pasticciera che decora una torta al bancone', pt: 'Uma pasteleira a decorar um bolo ao balcão', nl: 'Een bakker die een taart versiert aan de toonbank',
    },
  },
  {
    words: words('coffee|coffees|espresso|cappuccinos?|flat whites?|lattes?|kaffee|caffè|cafés de especialidad|café de especialidad|cafés? de especialidade|koffie'),
    at: BAKES,
    pictures: {
      en: 'A barista making coffee behind the counter', es: 'Un barista preparando café detrás de la barra', fr: 'Un barista qui prépare un café derrière le comptoir',
      de: 'Ein Barista, der hinter der Theke Kaffee zubereitet', it: 'Un barista che prepara un caffè dietro al bancone', pt: 'Um barista a preparar café atrás do balcão', nl: 'Een barista die koffie zet achter de toonbank',
    },
  },
  {
    words: words('vaccinations?|vaccines?|jabs?|impfungen|impfung|vaccins?|vaccinations?|vacunas?|vacunación|vaccini|vaccinazioni|vacinas?|vacinação|vaccinaties?|inentingen'),
    at: VETS,
    pictures: {
      en: 'A vet vaccinating a dog on the table', es: 'Una veterinaria vacunando a un perro en la mesa', fr: 'Une vétérinaire qui vaccine un chien sur la table',
      de: 'Eine Tierärztin, die einen Hund auf dem Tisch impft', it: 'Una veterinaria che vaccina un cane sul tavolo', pt: 'Uma veterinária a vacinar um cão na mesa', nl: 'Een dierenarts die een hond op de tafel vaccineert',
    },
  },
  {
    words: words('dental(?: checks?| care| cleaning)?|teeth|zahnkontrolle|zahnpflege|zähne|soins dentaires|dents|detartrage|détartrage|dientes|limpieza dental|denti|pulizia dei denti|dentes|limpeza dentária|gebitscontrole|tanden|gebit'),
    at: VETS,
    pictures: {
      // In the vet's own words (vet-clinic.ts), which the renderer draws as the teeth checked, not a general examination.
      en: "A vet checking a dog's teeth on the exam table", es: 'Una veterinaria revisando los dientes de un perro en la mesa', fr: 'Une vétérinaire qui examine les dents d’un chien sur la table',
      de: 'Eine Tierärztin kontrolliert die Zähne von einem Hund auf dem Tisch', it: 'Una veterinaria che controlla i denti di un cane sul tavolo', pt: 'Uma veterinária a ver os dentes de um cão na mesa', nl: 'Een dierenarts die het gebit van een hond op de tafel controleert',
    },
  },
  {
    words: words('check-?ups?|health checks?|consultations?|untersuchungen|untersuchung|vorsorge|vorsorgeuntersuchungen?|gesundheitschecks?|bilans? de santé|consultas?|revisiones|chequeos?|visite|controlli|consultas?|check-?ups?|controles?|consulten?'),
    at: VETS,
    pictures: {
      en: 'A vet examining a dog on the table', es: 'Una veterinaria examinando a un perro en la mesa', fr: 'Une vétérinaire qui examine un chien sur la table',
      de: 'Eine Tierärztin, die einen Hund auf dem Tisch untersucht', it: 'Una veterinaria che visita un cane sul tavolo', pt: 'Uma veterinária a examinar um cão na mesa', nl: 'Een dierenarts die een hond op de tafel onderzoekt',
    },
  },
  {
    words: words('check-?ups?|cleanings?|hygienist|whitening|kontrolluntersuchungen|kontrolle|zahnreinigung|bleaching|contrôles?|détartrage|blanchiment|revisiones|limpiezas?|blanqueamiento|controlli|pulizia|sbiancamento|consultas?|limpezas?|branqueamento|controles?|gebitsreiniging|bleken'),
    at: TEETH,
    pictures: {
      en: 'A dentist examining a patient’s teeth in the chair', es: 'Una dentista revisando los dientes de un paciente en el sillón', fr: 'Une dentiste qui examine les dents d’un patient dans le fauteuil',
      de: 'Eine Zahnärztin, die die Zähne eines Patienten auf dem Stuhl untersucht', it: 'Una dentista che controlla i denti di un paziente sulla poltrona', pt: 'Uma dentista a examinar os dentes de um paciente na cadeira', nl: 'Een tandarts die de tanden van een patiënt in de stoel controleert',
    },
    child: {
      en: 'A dentist examining a child’s teeth in the chair', es: 'Una dentista revisando los dientes de un niño en el sillón', fr: 'Une dentiste qui examine les dents d’un enfant dans le fauteuil',
      de: 'Eine Zahnärztin, die einem Kind auf dem Stuhl die Zähne untersucht', it: 'Una dentista che controlla i denti di un bambino sulla poltrona', pt: 'Uma dentista a examinar os dentes de uma criança na cadeira', nl: 'Een tandarts die de tanden van een kind in de stoel controleert',
    },
  },
  {
    words: words('homework(?: help| club)?|hausaufgaben(?:hilfe|betreuung)?|aide aux devoirs|devoirs|ayuda con los deberes|deberes|tareas|aiuto compiti|compiti|apoio ao estudo|trabalhos de casa|huiswerk(?:begeleiding)?'),
    pictures: {
      en: 'Children doing their homework with a helper', es: 'Niños haciendo los deberes con un tutor', fr: 'Des enfants qui font leurs devoirs avec un tuteur',
      de: 'Kinder bei den Hausaufgaben mit einem Nachhilfelehrer', it: 'Bambini che fanno i compiti con un tutor', pt: 'Crianças a fazer os trabalhos de casa com uma explicadora', nl: 'Kinderen die huiswerk maken met een bijlesdocent',
    },
  },
  {
    words: words('football|soccer|fußball|fussball|foot|fútbol|futbol|calcio|futebol|voetbal'),
    pictures: {
      en: 'Children playing football in a park', es: 'Niños jugando al fútbol en un parque', fr: 'Des enfants qui jouent au football dans un parc',
      de: 'Kinder beim Fußballspielen in einem Park', it: 'Bambini che giocano a calcio in un parco', pt: 'Crianças a jogar futebol num parque', nl: 'Kinderen die voetballen in een park',
    },
    outdoors: true,
  },
  {
    words: words('art|arts and crafts|crafts|painting|drawing|basteln|malen|kunst|arts plastiques|bricolage|dessin|peinture|manualidades|pintura|dibujo|arte|pittura|disegno|trabalhos manuais|knutselen|tekenen|schilderen'),
    pictures: {
      en: 'Children painting at a table', es: 'Niños pintando en una mesa', fr: 'Des enfants qui peignent à une table',
      de: 'Kinder, die an einem Tisch malen', it: 'Bambini che dipingono a un tavolo', pt: 'Crianças a pintar numa mesa', nl: 'Kinderen die schilderen aan een tafel',
    },
  },
  {
    words: words('live music|live bands?|bands|concerts?|livemusik|live-musik|konzerte?|musique live|concerts?|música en directo|música en vivo|conciertos?|musica dal vivo|concerti|música ao vivo|concertos?|livemuziek|optredens'),
    pictures: {
      en: 'A band playing live music on a stage', es: 'Un grupo tocando música en directo en un escenario', fr: 'Un groupe de musique qui joue en live sur une scène',
      de: 'Eine Band, die auf einer Bühne live spielt', it: 'Una band che suona dal vivo su un palco', pt: 'Uma banda a tocar música ao vivo num palco', nl: 'Een band die live speelt op een podium',
    },
    outdoors: true,
  },
  {
    words: words('food stalls?|street food|essensstände|imbissstände|streetfood|stands de nourriture|stands gourmands|puestos de comida|comida callejera|stand gastronomici|bancarelle gastronomiche|cibo di strada|barracas de comida|bancas de comida|comida de rua|eetkraampjes|foodstands?'),
    pictures: {
      en: 'People eating at the food stalls of a market', es: 'Gente comiendo en los puestos de comida del mercado', fr: 'Des gens qui mangent aux stands de nourriture d’un marché',
      de: 'Leute, die an den Essensständen auf dem Markt essen', it: 'Persone che mangiano alle bancarelle di un mercato', pt: 'Pessoas a comer nas bancas de comida de um mercado', nl: 'Mensen die eten bij de kraampjes op de markt',
    },
    outdoors: true,
  },
  {
    words: words('rides|fairground rides|funfair|carousels?|merry-go-rounds?|karussells?|fahrgeschäfte|manèges?|atracciones|tiovivos?|giostre|diversões|carrosséis|carrossel|draaimolens?|kermisattracties'),
    pictures: {
      en: 'Children riding a carousel at a funfair', es: 'Niños montando en un tiovivo en una feria', fr: 'Des enfants sur un manège à une fête foraine',
      de: 'Kinder auf einem Karussell auf einem Jahrmarkt', it: 'Bambini sulla giostra a un luna park', pt: 'Crianças num carrossel numa feira', nl: 'Kinderen in een draaimolen op een kermis',
    },
    outdoors: true,
  },
  // A beauty salon's treatments (the renderer draws each as the treatment: lambdas/render/compose/beauty-actions.ts).
  {
    words: words('nail art|nail-art|nail designs?|gel nails|gel polish|shellac|nageldesign|nagelkunst|gelnägel|nail-design|ongles en gel|vernis semi-permanent|arte de uñas|uñas decoradas|diseño de uñas|uñas de gel|esmaltado semipermanente|unghie decorate|decorazioni unghie|unghie (?:in )?gel|smalto semipermanente|arte nas unhas|unhas decoradas|unhas de gel|verniz gel|gelnagels|gellak'),
    pictures: {
      en: 'Close-up of a client’s hand with freshly painted nails', es: 'Primer plano de la mano de una clienta con las uñas recién pintadas', fr: 'Gros plan sur la main d’une cliente aux ongles fraîchement vernis',
      de: 'Nahaufnahme der Hand einer Kundin mit frisch lackierten Nägeln', it: 'Primo piano della mano di una cliente con le unghie appena smaltate', pt: 'Grande plano da mão de uma cliente com as unhas acabadas de pintar', nl: 'Pas gelakte nagels op de hand van een klant, close-up',
    },
  },
  {
    words: words('pedicures?|pediküre|pédicures?|pedicuras?'),
    pictures: {
      en: 'A beautician giving a client a pedicure', es: 'Una esteticista haciendo la pedicura a una clienta', fr: 'Une esthéticienne qui fait une pédicure à une cliente',
      de: 'Eine Kosmetikerin bei der Pediküre einer Kundin', it: 'Un’estetista che fa la pedicure a una cliente', pt: 'Uma esteticista a fazer a pedicure a uma cliente', nl: 'Een schoonheidsspecialiste die een klant een pedicure geeft',
    },
  },
  {
    words: words('facials?|facial treatments?|face masks?|gesichtsbehandlung(?:en)?|kosmetikbehandlung(?:en)?|soins? du visage|soins? visage|tratamientos? facial(?:es)?|limpiezas? facial(?:es)?|limpieza de cutis|trattament[io] viso|pulizia del viso|tratamentos faciais|tratamento facial|limpezas? de pele|gezichtsbehandeling(?:en)?'),
    pictures: {
      en: 'A beautician applying a face mask to a client', es: 'Una esteticista aplicando una mascarilla facial a una clienta', fr: 'Une esthéticienne qui applique un masque sur le visage d’une cliente',
      de: 'Eine Kosmetikerin, die einer Kundin eine Gesichtsmaske aufträgt', it: 'Un’estetista che applica una maschera viso a una cliente', pt: 'Uma esteticista a aplicar uma máscara facial a uma cliente', nl: 'Een schoonheidsspecialiste die een gezichtsmasker aanbrengt bij een klant',
    },
  },
  {
    words: words('lash(?:es| extensions?| lifts?)|eyelash(?:es| extensions?)|brows?|brow (?:lamination|shaping|tinting)|eyebrows?|wimpern|wimpernverlängerung(?:en)?|wimpernlifting|augenbrauen|extensions? de cils|rehaussement de cils|cils|sourcils|pestañas|extensiones de pestañas|lifting de pestañas|cejas|ciglia|extension ciglia|laminazione ciglia|sopracciglia|pestanas|extensões de pestanas|sobrancelhas|wimpers|wimperextensions|wimperlifting|wenkbrauwen'),
    pictures: {
      en: 'A beautician applying lash extensions to a client', es: 'Una esteticista poniendo extensiones de pestañas a una clienta', fr: 'Une esthéticienne qui pose des extensions de cils à une cliente',
      de: 'Eine Kosmetikerin, die einer Kundin Wimpern verlängert', it: 'Un’estetista che applica le extension ciglia a una cliente', pt: 'Uma esteticista a aplicar extensões de pestanas a uma cliente', nl: 'Een schoonheidsspecialiste die wimperextensions zet bij een klant',
    },
  },
  {
    words: words('hot towel(?: shaves?)?|heißtuchrasur(?:en)?|heisstuchrasur(?:en)?|rasages? à la serviette chaude|serviette chaude|afeitados? con toalla caliente|toalla caliente|rasatur[ae] con (?:il )?panno caldo|panno caldo|barbear com toalha quente|toalha quente|warme handdoek|hete handdoek'),
    at: HAIR,
    pictures: {
      en: 'A barber laying a hot towel on a man’s face', es: 'Un barbero poniendo una toalla caliente en la cara de un hombre', fr: 'Un barbier qui pose une serviette chaude sur le visage d’un homme',
      de: 'Ein Barbier legt einem Mann ein heißes Tuch aufs Gesicht', it: 'Un barbiere che mette un panno caldo sul viso di un uomo', pt: 'Um barbeiro a pôr uma toalha quente no rosto de um homem', nl: 'Een barbier legt een warme handdoek op het gezicht van een man',
    },
  },
  // A car's care at a car wash or a garage: washed outside in the open, cleaned inside, its wheels.
  {
    words: words('exterior (?:wash|clean(?:ing)?)|outside wash|hand wash|foam wash|snow foam|lavado exterior|lavado a mano|lavage extérieur|lavage à la main|außenwäsche|aussenwäsche|handwäsche|lavaggio esterno|lavaggio a mano|lavagem exterior|lavagem à mão|buitenwas|handwas'),
    at: CARS,
    pictures: {
      en: 'A car covered in foam being washed by hand', es: 'Un coche cubierto de espuma lavado a mano', fr: 'Une voiture couverte de mousse lavée à la main',
      de: 'Ein Auto voller Schaum, das von Hand gewaschen wird', it: 'Un’auto coperta di schiuma lavata a mano', pt: 'Um carro coberto de espuma a ser lavado à mão', nl: 'Een auto vol schuim die met de hand wordt gewassen',
    },
    outdoors: true,
  },
  {
    words: words('interior(?: clean(?:ing)?| valet(?:ing)?)?|full valet|valet(?:ing)?|limpieza interior|nettoyage intérieur|innenreinigung|innenraumreinigung|pulizia (?:interna|interni|degli interni)|limpeza interior|binnenreiniging|interieurreiniging'),
    at: CARS,
    pictures: {
      en: 'A valeter vacuuming the seats of a car', es: 'Un operario aspirando los asientos de un coche', fr: 'Un laveur qui aspire les sièges d’une voiture',
      de: 'Ein Mitarbeiter, der die Sitze eines Autos aussaugt', it: 'Un addetto che aspira i sedili di un’auto', pt: 'Um funcionário a aspirar os bancos de um carro', nl: 'Een medewerker die de stoelen van een auto stofzuigt',
    },
  },
  {
    words: words('wheel clean(?:ing)?|alloys?|rims?|llantas|jantes|felgen|felgenpflege|felgenreinigung|cerchi|cerchioni|velgen'),
    at: CARS,
    pictures: {
      en: 'A valeter cleaning the wheel of a car with a brush', es: 'Un operario limpiando la llanta de un coche con un cepillo', fr: 'Un laveur qui nettoie la jante d’une voiture avec une brosse',
      de: 'Ein Mitarbeiter, der die Felge eines Autos mit einer Bürste reinigt', it: 'Un addetto che pulisce il cerchio di un’auto con una spazzola', pt: 'Um funcionário a limpar a jante de um carro com uma escova', nl: 'Een medewerker die de velg van een auto met een borstel schoonmaakt',
    },
  },
];

/** "ook voor kinderen", "for kids too", "auch für Kinder": the service before it is offered to children. */
const FOR_CHILDREN = /(?<![\p{L}])(?:for (?:kids|children)|kids['’]? (?:cuts?|haircuts?|check-?ups?)|children['’]s (?:cuts?|haircuts?|check-?ups?)|für kinder|kinderhaarschnitt\w*|pour (?:les )?enfants|para (?:los |as )?(?:niños|niñas|crianças|miúdos)|infantil(?:es)?|per (?:i )?bambini|voor kinderen|kinderknip\w*)(?![\p{L}])/iu;

/** A service the brief lists: the line that says it, and its picture in a language at a place. */
export interface ListedService {
  point: string;
  picture: string;
  outdoors: boolean;
  /** Shown done for a child. */
  child: boolean;
}

export function serviceLanguage(lang: PictureLanguage | undefined): ServiceLanguage | undefined {
  return LANGUAGES.find((l) => l === lang);
}

/** What parts a list's items: a sentence's end, a comma or semicolon, or "and" in any of the languages ("Inspektion und Reifenwechsel"). */
const ITEMS = /[.!?]\s+|\s*[,;:]\s*|\s+(?:and|or|y|e|ed|o|ou|et|und|oder|en|of)\s+/iu;

/**
 * The services `points` name, in their order, each once, as pictures in `lang` at the place
 * (`trade`: its English word, "a car garage"; `name`: its word in `lang`, none when the brief's
 * language has none for it). `names` (the brand's) are no service's words: "Pastelaria Doce" sells
 * no pastries by its name alone. An item that offers a service to children ("corte infantil"), or
 * that offers the service before it to them ("Knippen vanaf €25, ook voor kinderen"), shows it done
 * for a child where the renderer draws that.
 */
export function listedServices(points: readonly string[], trade: string, name: TradeName | undefined, lang: ServiceLanguage, names: readonly string[] = []): ListedService[] {
  const place = name ? businessPlace(name, lang) : undefined;
  const rows = SERVICES.filter((row) => !row.at || row.at.test(trade));
  const listed: ListedService[] = [];
  const add = (point: string, row: ServiceRow, pictures: Pictures) => {
    const picture = row.outdoors || !place ? pictures[lang] : inBusiness(pictures[lang], place, lang);
    if (!listed.some((s) => s.picture === picture)) listed.push({ point, picture, outdoors: row.outdoors === true, child: pictures === row.child });
  };
  const unnamed = (text: string) => names.reduce((t, n) => (n.trim() ? t.split(n).join(' ') : t), text);
  // Lines that only offer to children ("Ook voor kinderen."): a child's service found anywhere is shown over the first.
  const forChildren: string[] = [];
  for (const point of points) {
    let last: ServiceRow | undefined;
    if (FOR_CHILDREN.test(point) && !rows.some((row) => row.words.test(unnamed(point)))) forChildren.push(point);
    for (const item of unnamed(point).split(ITEMS)) {
      const hits = rows.flatMap((row) => {
        const hit = row.words.exec(item);
        return hit ? [{ row, at: hit.index, end: hit.index + hit[0].length }] : [];
      });
      // One row for each word of the item (a garage's "Inspektion" is not its "service" twice), the longest
      // words that hold it winning: "nail art" is no children's "art", "uñas de gel" no plain "uñas".
      const holds = (o: (typeof hits)[number], h: (typeof hits)[number]) => o.at <= h.at && o.end >= h.end;
      const found = hits.filter((h, i) => !hits.some((o, j) => j !== i && holds(o, h) && (o.end - o.at > h.end - h.at || j < i))).sort((a, b) => a.at - b.at);
      const kids = FOR_CHILDREN.test(item);
      if (found.length === 0 && kids && last?.child) add(point, last, last.child);
      for (const { row } of found) add(point, row, kids && row.child ? row.child : row.pictures);
      last = found.at(-1)?.row ?? last;
    }
  }
  const child = listed.findIndex((s) => s.child);
  return child < 0 || forChildren.length === 0 ? listed : listed.map((s, i) => (i === child ? { ...s, point: forChildren[0]! } : s));
}

/** The articles a service's picture opens with. */
const ARTICLES = /^(?:(?:a|an|the|un|una|une|uno|des|ein|eine|een|de|het|um|uma|il|lo|la|el|los|las|le|les|o|os|as|der|die|das)\s+|un[’'])/iu;

/** Who or what a service's picture shows first, its doer or its goods: "A mechanic changing a tyre" → "mechanic". */
function doerOf(picture: string): string {
  return (picture.replace(ARTICLES, '').split(/[\s,]+/u)[0] ?? '').toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** A generated shot of the plan: its picture, the lines said over it, and whether it is the brief's own picture (never replaced). */
export interface PlannedShot {
  picture: string;
  lines: string[];
  /** The lines of the brief the scene says over it (a service among them is shown). */
  says: readonly string[];
  own: boolean;
}

const TIMES: readonly TimeWord[] = ['morning', 'midday', 'afternoon', 'golden hour'];

/** A service's picture lit for the `i`-th shot. */
export function litService(service: ListedService, i: number, lang: ServiceLanguage): string {
  return withLight(service.picture, lightWords(TIMES[i % TIMES.length]!, lang, !service.outdoors), lang);
}

/**
 * The plan's shots with its services shown: a shot whose scene says a service shows it; the services
 * no scene says replace the place's own shots with none, the opening shot last; then a shot that
 * repeats an earlier one in another light shows one of the place's shots the services took the place
 * of, else another of its `kinds` (distinct-shots.ts withoutRepeats). Each keeps the lines said over it.
 */
export function servicePictures(shots: readonly PlannedShot[], listed: readonly ListedService[], kinds: readonly { picture: string; lines: string[] }[], lang: ServiceLanguage): { picture: string; lines: string[] }[] {
  const out = shots.map(({ picture, lines }) => ({ picture, lines }));
  // Who the brief's own pictures show at it ("a mechanic fixing a bike") is not shown at it again.
  const own = shots.filter((s) => s.own).map((s) => s.picture.toLowerCase());
  const shownBy = (doer: string) => doer !== '' && own.some((p) => new RegExp(`(?<![\\p{L}])${doer}`, 'iu').test(p));
  const services = listed.filter((s) => !shownBy(doerOf(s.picture)));
  const shown = new Set<ListedService>();
  const show = (i: number, service: ListedService) => {
    out[i] = { picture: litService(service, i, lang), lines: shots[i]!.lines };
    shown.add(service);
  };
  shots.forEach((shot, i) => {
    const service = shot.own ? undefined : services.find((s) => !shown.has(s) && shot.says.includes(s.point));
    if (service) show(i, service);
  });
  const free = shots.flatMap((s, i) => (s.own || out[i]!.picture !== s.picture ? [] : [i]));
  for (const i of [...free.filter((i) => i > 0), ...free.filter((i) => i === 0)]) {
    const service = services.find((s) => !shown.has(s));
    if (!service) break;
    show(i, service);
  }
  const displaced = shots.filter((s, i) => out[i]!.picture !== s.picture).map(({ picture, lines }) => ({ picture, lines }));
  // What is said over each shot stays as the plan fitted it: only what is shown changes.
  return withoutRepeats(out, [...displaced, ...kinds], shots.map((s) => s.own), lang).map((shot, i) => ({ picture: shot.picture, lines: out[i]!.lines }));
}
