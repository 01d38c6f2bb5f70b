import type { PlaceShot } from './trade-lines';

/**
 * A food truck's own shots and lines (issue 23): it has no inside to step into and no entrance on a
 * street. Its shots are the truck parked with its serving hatch open under its awning and a queue, the
 * cook at the grill seen through the hatch, food handed out through it, a customer at its menu board; its lines say
 * where to find it and that the food is fresh off the grill, in the languages the planner writes
 * lines in. Pure string work.
 */

/** The trade's word in compositions.ts TRADES: a food van, a burger van, a street-food stand are one. */
export const STREET_FOOD_TRADE = 'food truck';

type TruckLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl';
type TruckShot = Extract<PlaceShot, 'entrance' | 'work' | 'welcome' | 'goods'>;

export interface StreetFoodShot {
  shot: TruckShot;
  picture: string;
}

/** Each shot's picture in a language, given where the truck stands in it ("on a beach"). */
interface TruckWords {
  /** Where a truck stands when the brief says nowhere. */
  street: string;
  pictures: Readonly<Record<TruckShot, (where: string) => string>>;
  lines: Readonly<Record<TruckShot, readonly string[]>>;
}

const WORDS: Readonly<Record<TruckLanguage, TruckWords>> = {
  en: {
    street: 'on a sunny street',
    pictures: {
      entrance: (w) => `A food truck parked ${w} with its serving hatch open under a striped awning, customers queuing at the hatch`,
      work: () => 'A cook grilling at the hot grill inside a food truck, seen through its open serving hatch',
      welcome: (w) => `A cook handing food through the serving hatch of a food truck to a smiling customer ${w}`,
      goods: (w) => `A customer looking at the menu board beside the serving hatch of a food truck ${w}`,
    },
    lines: {
      entrance: ['Find us at the hatch.', 'Just follow the queue.', 'Come hungry.'],
      work: ['Fresh off the grill.', 'Cooked to order while you wait.', 'Hot, fresh and made by hand.'],
      welcome: ['Handed to you hot through the hatch.', 'Grab it and dig in.', 'Street food at its best.'],
      goods: ['Pick your favourite from the board.', 'Something for every appetite.', 'Come back and try them all.'],
    },
  },
  es: {
    street: 'en una calle soleada',
    pictures: {
      entrance: (w) => `Un food truck aparcado ${w} con la ventanilla abierta bajo un toldo, clientes haciendo cola`,
      work: () => 'Un cocinero asando en la plancha dentro de un food truck, visto por la ventanilla abierta',
      welcome: (w) => `Un cocinero entregando comida por la ventanilla de un food truck a una clienta sonriente ${w}`,
      goods: (w) => `Una clienta mirando la pizarra del menú junto a la ventanilla de un food truck ${w}`,
    },
    lines: {
      entrance: ['Búscanos en la ventanilla.', 'Sigue la cola.', 'Ven con hambre.'],
      work: ['Recién salido de la plancha.', 'Cocinado al momento.', 'Caliente y hecho a mano.'],
      welcome: ['De nuestra ventanilla a tus manos.', 'Cógelo y a disfrutar.', 'Comida callejera de verdad.'],
      goods: ['Elige tu favorito en la pizarra.', 'Hay algo para cada antojo.', 'Vuelve y pruébalos todos.'],
    },
  },
  fr: {
    street: 'dans une rue ensoleillée',
    pictures: {
      entrance: (w) => `Un food truck garé ${w}, son comptoir ouvert sous un auvent, des clients qui font la queue`,
      work: () => 'Un cuisinier au grill dans un food truck, vu par le comptoir ouvert',
      welcome: (w) => `Un cuisinier qui tend à manger par le comptoir d’un food truck à une cliente souriante ${w}`,
      goods: (w) => `Une cliente qui regarde l’ardoise du menu à côté du comptoir d’un food truck ${w}`,
    },
    lines: {
      entrance: ['Retrouvez-nous au comptoir du camion.', 'Suivez la file.', 'Venez avec l’appétit.'],
      work: ['Tout juste sorti du grill.', 'Cuisiné à la minute.', 'Chaud, frais et fait maison.'],
      welcome: ['Servi tout chaud au comptoir.', 'Attrapez-le et régalez-vous.', 'La cuisine de rue comme on l’aime.'],
      goods: ['Choisissez votre préféré sur l’ardoise.', 'Il y en a pour toutes les envies.', 'Revenez tous les goûter.'],
    },
  },
  de: {
    street: 'an einer sonnigen Straße',
    pictures: {
      entrance: (w) => `Ein Foodtruck ${w} mit offener Verkaufsluke unter einer Markise, Kunden stehen Schlange`,
      work: () => 'Ein Koch am heißen Grill in einem Foodtruck, durch die offene Luke gesehen',
      welcome: (w) => `Ein Koch, der durch die Luke eines Foodtrucks einer lächelnden Kundin Essen reicht, ${w}`,
      goods: (w) => `Eine Kundin schaut auf die Menütafel neben der Luke eines Foodtrucks, ${w}`,
    },
    lines: {
      entrance: ['Sie finden uns an der Luke.', 'Folgen Sie einfach der Schlange.', 'Kommen Sie hungrig.'],
      work: ['Frisch vom Grill.', 'Frisch zubereitet, während Sie warten.', 'Heiß, frisch und von Hand gemacht.'],
      welcome: ['Heiß durch die Luke gereicht.', 'Zugreifen und genießen.', 'Streetfood, wie es sein soll.'],
      goods: ['Wählen Sie Ihren Favoriten an der Tafel.', 'Für jeden Hunger etwas dabei.', 'Kommen Sie wieder und probieren Sie alles.'],
    },
  },
  it: {
    street: 'su una strada soleggiata',
    pictures: {
      entrance: (w) => `Un food truck parcheggiato ${w} con lo sportello aperto sotto una tenda, clienti in fila`,
      work: () => 'Un cuoco alla griglia dentro un food truck, visto dallo sportello aperto',
      welcome: (w) => `Un cuoco che porge il cibo dallo sportello di un food truck a una cliente sorridente ${w}`,
      goods: (w) => `Una cliente che guarda la lavagna del menù accanto allo sportello di un food truck ${w}`,
    },
    lines: {
      entrance: ['Ci trovi allo sportello.', 'Segui la fila.', 'Vieni con tanta fame.'],
      work: ['Appena tolto dalla griglia.', 'Cucinato al momento.', 'Caldo, fresco e fatto a mano.'],
      welcome: ['Dal nostro sportello alle tue mani.', 'Prendilo e gustalo.', 'Cibo di strada come si deve.'],
      goods: ['Scegli il tuo preferito sulla lavagna.', 'C’è qualcosa per ogni fame.', 'Torna e assaggiali tutti.'],
    },
  },
  pt: {
    street: 'numa rua ensolarada',
    pictures: {
      entrance: (w) => `Uma carrinha de comida estacionada ${w} com a janela aberta sob um toldo, clientes na fila`,
      work: () => 'Um cozinheiro a grelhar dentro de uma carrinha de comida, visto pela janela aberta',
      welcome: (w) => `Um cozinheiro a entregar comida pela janela de uma carrinha de comida a uma cliente sorridente ${w}`,
      goods: (w) => `Uma cliente a olhar para o quadro do menu ao lado da janela de uma carrinha de comida ${w}`,
    },
    lines: {
      entrance: ['Encontra-nos à janela da carrinha.', 'Segue a fila.', 'Vem com fome.'],
      work: ['Acabado de sair da grelha.', 'Feito na hora.', 'Quente, fresco e feito à mão.'],
      welcome: ['Da nossa janela para as tuas mãos.', 'Pega e saboreia.', 'Comida de rua como deve ser.'],
      goods: ['Escolhe o teu favorito no quadro.', 'Há algo para cada fome.', 'Volta e prova todos.'],
    },
  },
  nl: {
    street: 'in een zonnige straat',
    pictures: {
      entrance: (w) => `Een foodtruck geparkeerd ${w} met het luik open onder een luifel, klanten in de rij`,
      work: () => 'Een kok aan de hete grill in een foodtruck, gezien door het open luik',
      welcome: (w) => `Een kok die een lachende klant door het luik van een foodtruck eten aangeeft, ${w}`,
      goods: (w) => `Een klant die naar het menubord naast het luik van een foodtruck kijkt, ${w}`,
    },
    lines: {
      entrance: ['Je vindt ons bij het luik.', 'Volg gewoon de rij.', 'Kom met honger.'],
      work: ['Vers van de grill.', 'Bereid terwijl je wacht.', 'Heet, vers en met de hand gemaakt.'],
      welcome: ['Warm door het luik aangereikt.', 'Pak aan en smullen maar.', 'Streetfood zoals het hoort.'],
      goods: ['Kies je favoriet op het menubord.', 'Voor elke trek wat wils.', 'Kom terug en proef ze allemaal.'],
    },
  },
};

const truckLanguage = (lang: string): TruckLanguage => (lang in WORDS ? (lang as TruckLanguage) : 'en');

/** The order a truck is shown in: parked with its queue first, the cook, food handed out, the menu. */
const ORDER: readonly TruckShot[] = ['entrance', 'work', 'welcome', 'goods'];

/**
 * A food truck's shots in `lang` (English where the planner has none of its own), standing where the
 * brief puts it (`where`, an English phrase: "on a beach", said only in an English plan).
 */
export function streetFoodShots(lang: string, where?: string): StreetFoodShot[] {
  const words = WORDS[truckLanguage(lang)];
  const at = lang === 'en' && where ? where : words.street;
  return ORDER.map((shot) => ({ shot, picture: words.pictures[shot](at) }));
}

/** The lines said over a food truck's shot in `lang`; a shot of the place itself is the truck from its queue. None in a language without them. */
export function streetFoodLines(shot: PlaceShot, lang: string): string[] {
  const words = lang in WORDS ? WORDS[lang as TruckLanguage] : undefined;
  const own: TruckShot = shot === 'inside' ? 'entrance' : shot;
  return words ? [...words.lines[own]] : [];
}
