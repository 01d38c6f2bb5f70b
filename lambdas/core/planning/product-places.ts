/**
 * Where everyday goods are used, so that a product's shots are set there (issue 23): a toothbrush on
 * a bathroom shelf, a pram in a park, a toaster on a kitchen worktop, a pet bed in a living room,
 * never a stock still life on a street step or a boutique shelf, nor a worn product's walk for a
 * thing nobody wears. The noun is read in the brief's opening in any language the planner reads (en,
 * es, fr, de, it, pt, nl); the shots are English, as the other compositions are, each room's lines
 * (claiming nothing of the product) in the plan's language. Pure data and string work.
 */

import type { UseShot, UseTime } from './product-uses';

type Room = 'bathroom' | 'kitchen' | 'nursery' | 'park' | 'living room' | 'bedroom' | 'garden' | 'desk' | 'outdoors' | 'commute' | 'car';
type Language = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl';

/** A still of the product in the room: its picture, where it is, and when. */
type Still = readonly [(k: string) => string, string, UseTime];

/** A room's shots of `k` (the product as the picture calls it) beside the noun's own use, and where it is. */
interface RoomShots {
  stills: readonly [Still, Still];
  place: string;
  time: UseTime;
  lines: Readonly<Record<Language, readonly [string, string, string]>>;
}

const ROOMS: Readonly<Record<Room, RoomShots>> = {
  bathroom: {
    stills: [[(k) => `close-up of ${k} on a bathroom shelf beside a folded towel`, 'in a bright bathroom', 'morning'], [(k) => `${k} in a cup beside the basin`, 'in a clean white bathroom', 'evening']],
    place: 'in a bright family bathroom',
    time: 'morning',
    lines: {
      en: ['Right there by the sink, every morning and every night.', 'A small daily habit that the whole family can share.', 'Bright mornings, calm evenings and a routine that everyone looks forward to.'],
      es: ['Ahí, junto al lavabo, cada mañana y cada noche.', 'Un pequeño hábito diario que toda la familia puede compartir.', 'Mañanas alegres, noches tranquilas y una rutina que a todos les gusta.'],
      fr: ['Juste là, près du lavabo, chaque matin et chaque soir.', 'Une petite habitude quotidienne à partager en famille.', 'Des matins joyeux, des soirées calmes et une routine que chacun attend.'],
      de: ['Direkt am Waschbecken, jeden Morgen und jeden Abend.', 'Eine kleine tägliche Gewohnheit für die ganze Familie.', 'Fröhliche Morgen, ruhige Abende und eine Routine, auf die sich alle freuen.'],
      it: ['Lì, vicino al lavandino, ogni mattina e ogni sera.', 'Una piccola abitudine quotidiana da condividere in famiglia.', 'Mattine allegre, sere tranquille e una routine che piace a tutti.'],
      pt: ['Ali, junto ao lavatório, todas as manhãs e todas as noites.', 'Um pequeno hábito diário para toda a família partilhar.', 'Manhãs alegres, noites calmas e uma rotina de que todos gostam.'],
      nl: ['Gewoon naast de wastafel, elke ochtend en elke avond.', 'Een kleine dagelijkse gewoonte voor het hele gezin.', 'Vrolijke ochtenden, rustige avonden en een routine waar iedereen naar uitkijkt.'],
    },
  },
  kitchen: {
    stills: [[(k) => `close-up of ${k} on a kitchen worktop beside fresh fruit`, 'in a bright kitchen', 'morning'], [(k) => `${k} on a wooden worktop beside a window`, 'in a calm kitchen', 'evening']],
    place: 'in a warm family kitchen',
    time: 'afternoon',
    lines: {
      en: ['Ready on the kitchen worktop, whenever you are.', 'Good food, busy mornings and family dinners around the table.', 'Busy weekdays and slow Sunday mornings, all in the heart of the home.'],
      es: ['Listo en la encimera, cuando tú lo estés.', 'Buena comida, mañanas ajetreadas y cenas en familia alrededor de la mesa.', 'Días de diario ajetreados y domingos sin prisa, en el corazón de la casa.'],
      fr: ['Prêt sur le plan de travail, quand vous l’êtes.', 'De bons petits plats, des matins pressés et des dîners en famille.', 'Les semaines chargées et les dimanches tranquilles, au cœur de la maison.'],
      de: ['Bereit auf der Arbeitsplatte, wann immer Sie es sind.', 'Gutes Essen, volle Morgen und Abendessen mit der Familie am Tisch.', 'Volle Wochentage und ruhige Sonntagmorgen, mitten im Herzen des Zuhauses.'],
      it: ['Pronto sul piano della cucina, quando lo sei tu.', 'Buon cibo, mattine di corsa e cene in famiglia intorno alla tavola.', 'Giorni feriali di corsa e domeniche lente, nel cuore della casa.'],
      pt: ['Pronto na bancada da cozinha, quando estiver.', 'Boa comida, manhãs apressadas e jantares em família à volta da mesa.', 'Dias de semana apressados e domingos calmos, no coração da casa.'],
      nl: ['Klaar op het aanrecht, wanneer jij dat bent.', 'Lekker eten, drukke ochtenden en etentjes met het gezin aan tafel.', 'Drukke doordeweekse dagen en rustige zondagochtenden, in het hart van je huis.'],
    },
  },
  nursery: {
    stills: [[(k) => `close-up of ${k} beside a soft toy`, 'in a calm nursery', 'morning'], [(k) => `${k} beside a cot`, 'in a softly lit nursery', 'evening']],
    place: 'in a bright nursery',
    time: 'afternoon',
    lines: {
      en: ['Little moments at home, from the first feed to bedtime.', 'Made for the busy, happy days of family life with a little one.', 'Soft light, quiet naps and all the little firsts along the way.'],
      es: ['Pequeños momentos en casa, de la primera toma a dormir.', 'Pensado para los días ajetreados y felices con un bebé en casa.', 'Luz suave, siestas tranquilas y todas las pequeñas primeras veces.'],
      fr: ['De petits moments à la maison, du biberon au coucher.', 'Pensé pour les journées chargées et heureuses avec un tout-petit.', 'Une lumière douce, des siestes paisibles et toutes les petites premières fois.'],
      de: ['Kleine Momente zu Hause, vom Fläschchen bis zum Schlafengehen.', 'Gemacht für die vollen, glücklichen Tage mit einem kleinen Kind.', 'Sanftes Licht, ruhige Nickerchen und all die kleinen ersten Male.'],
      it: ['Piccoli momenti a casa, dalla poppata alla nanna.', 'Pensato per le giornate piene e felici con un bimbo piccolo.', 'Luce soffice, pisolini tranquilli e tutte le piccole prime volte.'],
      pt: ['Pequenos momentos em casa, da mamada à hora de dormir.', 'Pensado para os dias cheios e felizes com um bebé em casa.', 'Luz suave, sestas tranquilas e todas as pequenas primeiras vezes.'],
      nl: ['Kleine momenten thuis, van de eerste fles tot bedtijd.', 'Gemaakt voor de drukke, fijne dagen met een kleintje in huis.', 'Zacht licht, rustige dutjes en alle kleine eerste keren onderweg.'],
    },
  },
  park: {
    stills: [[(k) => `${k} on a path beside a park bench`, 'in a green park', 'morning'], [(k) => `close-up of ${k} on the grass`, 'in a sunny park', 'afternoon']],
    place: 'along a path in a green park',
    time: 'golden hour',
    lines: {
      en: ['Out the door and into the park, whatever the weather.', 'Long walks, fresh air and plenty of time together outside.', 'Sunny mornings, muddy puddles and new paths to explore together.'],
      es: ['Sal por la puerta y al parque, haga el tiempo que haga.', 'Paseos largos, aire fresco y mucho tiempo juntos fuera de casa.', 'Mañanas de sol, charcos de barro y nuevos caminos por descubrir juntos.'],
      fr: ['Direction le parc, quel que soit le temps.', 'De longues balades, du grand air et du temps ensemble dehors.', 'Des matins ensoleillés, des flaques de boue et de nouveaux chemins à explorer.'],
      de: ['Ab in den Park, bei jedem Wetter.', 'Lange Spaziergänge, frische Luft und viel gemeinsame Zeit draußen.', 'Sonnige Morgen, matschige Pfützen und neue Wege, die man gemeinsam entdeckt.'],
      it: ['Dritti al parco, con qualsiasi tempo.', 'Lunghe passeggiate, aria aperta e tanto tempo insieme fuori.', 'Mattine di sole, pozzanghere e nuovi sentieri da esplorare insieme.'],
      pt: ['Direto ao parque, faça o tempo que fizer.', 'Passeios longos, ar livre e muito tempo juntos lá fora.', 'Manhãs de sol, poças de lama e novos caminhos para explorar juntos.'],
      nl: ['Het park in, wat voor weer het ook is.', 'Lange wandelingen, frisse lucht en veel tijd samen buiten.', 'Zonnige ochtenden, modderige plassen en nieuwe paden om samen te ontdekken.'],
    },
  },
  'living room': {
    stills: [[(k) => `${k} on a rug beside a sofa`, 'in a bright living room', 'morning'], [(k) => `close-up of ${k} by a sunny window`, 'in a cosy living room', 'afternoon']],
    place: 'in a cosy living room',
    time: 'evening',
    lines: {
      en: ['A cosy corner of home, for quiet evenings in.', 'Slow evenings in, with the people you share your home with.', 'Lazy Sunday afternoons and quiet nights in, just the way you like them.'],
      es: ['Un rincón acogedor de casa, para tardes tranquilas.', 'Tardes tranquilas en casa, con quienes compartes tu hogar.', 'Domingos perezosos y noches tranquilas en casa, justo como te gustan.'],
      fr: ['Un coin douillet de la maison, pour les soirées calmes.', 'Des soirées tranquilles à la maison, avec ceux qui la partagent.', 'Des dimanches paresseux et des soirées tranquilles, comme vous les aimez.'],
      de: ['Eine gemütliche Ecke zu Hause, für ruhige Abende.', 'Ruhige Abende daheim, mit denen, die Ihr Zuhause teilen.', 'Faule Sonntagnachmittage und ruhige Abende zu Hause, ganz wie Sie es mögen.'],
      it: ['Un angolo accogliente di casa, per serate tranquille.', 'Serate tranquille in casa, con chi condivide la tua casa.', 'Domeniche pigre e serate tranquille in casa, proprio come piacciono a te.'],
      pt: ['Um canto acolhedor da casa, para serões tranquilos.', 'Serões tranquilos em casa, com quem partilha a sua casa.', 'Domingos preguiçosos e noites calmas em casa, tal como gosta.'],
      nl: ['Een knus hoekje in huis, voor rustige avonden.', 'Rustige avonden thuis, met de mensen met wie je je huis deelt.', 'Luie zondagmiddagen en rustige avonden thuis, precies zoals jij ze graag hebt.'],
    },
  },
  bedroom: {
    stills: [[(k) => `close-up of ${k} on a bedside table`, 'in a calm bedroom', 'evening'], [(k) => `${k} beside a neatly made bed`, 'in a sunlit bedroom', 'morning']],
    place: 'in a cosy bedroom',
    time: 'night',
    lines: {
      en: ['Quiet nights and slow mornings, just for you.', 'Wind down at the end of the day and wake up ready for the next.', 'Soft light, fresh sheets and a calm end to every busy day.'],
      es: ['Noches tranquilas y mañanas sin prisa, solo para ti.', 'Relájate al final del día y despierta listo para el siguiente.', 'Luz suave, sábanas limpias y un final tranquilo para cada día ajetreado.'],
      fr: ['Des nuits calmes et des matins tranquilles, rien que pour vous.', 'Décompressez le soir et réveillez-vous prêt pour le lendemain.', 'Une lumière douce, des draps frais et une fin calme à chaque journée chargée.'],
      de: ['Ruhige Nächte und entspannte Morgen, nur für Sie.', 'Am Abend abschalten und am Morgen bereit für den neuen Tag aufwachen.', 'Sanftes Licht, frische Laken und ein ruhiges Ende für jeden vollen Tag.'],
      it: ['Notti tranquille e mattine lente, solo per te.', 'Rilassati a fine giornata e svegliati pronto per quella dopo.', 'Luce soffusa, lenzuola fresche e una fine tranquilla per ogni giornata piena.'],
      pt: ['Noites tranquilas e manhãs calmas, só para si.', 'Descontraia ao fim do dia e acorde pronto para o seguinte.', 'Luz suave, lençóis lavados e um fim calmo para cada dia cheio.'],
      nl: ['Rustige nachten en trage ochtenden, alleen voor jou.', 'Kom tot rust aan het eind van de dag en word wakker klaar voor de volgende.', 'Zacht licht, frisse lakens en een rustig einde van elke drukke dag.'],
    },
  },
  garden: {
    stills: [[(k) => `${k} on a sunny patio`, 'in a green back garden', 'afternoon'], [(k) => `close-up of ${k} on the lawn`, 'in a tidy garden', 'golden hour']],
    place: 'in a sunny back garden',
    time: 'afternoon',
    lines: {
      en: ['Long sunny afternoons, out in the garden.', 'Make the most of every bright day, right outside your back door.', 'Warm evenings, green grass and friends round for the afternoon.'],
      es: ['Largas tardes de sol, en el jardín.', 'Aprovecha cada día de sol, justo al salir por la puerta de atrás.', 'Tardes cálidas, césped verde y amigos en casa toda la tarde.'],
      fr: ['De longs après-midi ensoleillés, au jardin.', 'Profitez de chaque beau jour, juste derrière la maison.', 'Des soirées douces, de l’herbe verte et des amis pour l’après-midi.'],
      de: ['Lange, sonnige Nachmittage im Garten.', 'Genießen Sie jeden hellen Tag, direkt vor Ihrer Hintertür.', 'Warme Abende, grünes Gras und Freunde zu Besuch am Nachmittag.'],
      it: ['Lunghi pomeriggi di sole, in giardino.', 'Goditi ogni giornata di sole, appena fuori dalla porta di casa.', 'Sere calde, prato verde e amici in giardino per tutto il pomeriggio.'],
      pt: ['Longas tardes de sol, no jardim.', 'Aproveite cada dia de sol, mesmo à porta de casa.', 'Fins de tarde quentes, relva verde e amigos em casa a tarde toda.'],
      nl: ['Lange zonnige middagen, buiten in de tuin.', 'Haal alles uit elke mooie dag, vlak achter je huis.', 'Warme avonden, groen gras en vrienden die de hele middag langskomen.'],
    },
  },
  desk: {
    stills: [[(k) => `close-up of ${k} on a tidy desk beside a notebook`, 'in a bright home office', 'morning'], [(k) => `${k} on a wooden desk beside a plant`, 'in a calm study', 'afternoon']],
    place: 'at a desk in a bright home office',
    time: 'midday',
    lines: {
      en: ['A tidy desk and a clear head for the day.', 'Work, study or play, from the first coffee to the last message.', 'Early starts, late ideas and everything you need within reach.'],
      es: ['Un escritorio ordenado y la mente clara para el día.', 'Trabajo, estudio o juego, del primer café al último mensaje.', 'Madrugones, ideas de última hora y todo lo que necesitas a mano.'],
      fr: ['Un bureau rangé et l’esprit clair pour la journée.', 'Travail, études ou loisirs, du premier café au dernier message.', 'Des débuts matinaux, des idées tardives et tout ce qu’il faut à portée de main.'],
      de: ['Ein aufgeräumter Schreibtisch und ein klarer Kopf für den Tag.', 'Arbeit, Lernen oder Spiel, vom ersten Kaffee bis zur letzten Nachricht.', 'Früher Start, späte Ideen und alles, was Sie brauchen, griffbereit.'],
      it: ['Una scrivania in ordine e la mente lucida per la giornata.', 'Lavoro, studio o svago, dal primo caffè all’ultimo messaggio.', 'Partenze presto, idee tardive e tutto ciò che serve a portata di mano.'],
      pt: ['Uma secretária arrumada e a cabeça limpa para o dia.', 'Trabalho, estudo ou lazer, do primeiro café à última mensagem.', 'Começos cedo, ideias tardias e tudo o que precisa ao alcance da mão.'],
      nl: ['Een opgeruimd bureau en een helder hoofd voor de dag.', 'Werken, studeren of spelen, van de eerste koffie tot het laatste bericht.', 'Vroeg beginnen, late ideeën en alles wat je nodig hebt binnen handbereik.'],
    },
  },
  outdoors: {
    stills: [[(k) => `${k} on a rock beside a mountain lake`, 'in the hills', 'morning'], [(k) => `close-up of ${k} on the grass at a campsite`, 'beside a forest', 'golden hour']],
    place: 'on a trail in the hills',
    time: 'morning',
    lines: {
      en: ['Fresh air and open trails, far from the city.', 'Pack light, head out early and see where the path takes you.', 'Campfires, starry skies and early mornings by the water.'],
      es: ['Aire fresco y senderos abiertos, lejos de la ciudad.', 'Viaja ligero, sal temprano y mira adónde te lleva el camino.', 'Hogueras, cielos estrellados y mañanas tempranas junto al agua.'],
      fr: ['Du grand air et des sentiers ouverts, loin de la ville.', 'Voyagez léger, partez tôt et voyez où mène le chemin.', 'Des feux de camp, des ciels étoilés et des petits matins au bord de l’eau.'],
      de: ['Frische Luft und offene Wege, weit weg von der Stadt.', 'Leicht packen, früh los und sehen, wohin der Weg führt.', 'Lagerfeuer, Sternenhimmel und frühe Morgen am Wasser.'],
      it: ['Aria fresca e sentieri aperti, lontano dalla città.', 'Viaggia leggero, parti presto e scopri dove ti porta il sentiero.', 'Falò, cieli stellati e mattine presto in riva all’acqua.'],
      pt: ['Ar puro e trilhos abertos, longe da cidade.', 'Leve pouca coisa, saia cedo e veja onde o caminho o leva.', 'Fogueiras, céus estrelados e manhãs cedo junto à água.'],
      nl: ['Frisse lucht en open paden, ver van de stad.', 'Licht inpakken, vroeg op pad en zien waar het pad je brengt.', 'Kampvuren, sterrenhemels en vroege ochtenden aan het water.'],
    },
  },
  commute: {
    stills: [[(k) => `close-up of ${k} on a café table beside a coffee cup`, 'on a city street', 'morning'], [(k) => `${k} on a park bench beside a phone`, 'in a city park', 'evening']],
    place: 'on a busy city street',
    time: 'morning',
    lines: {
      en: ['From the morning commute to the walk home.', 'City streets, busy days and a little something just for you.', 'Crowded trains, quiet parks and every moment of the day in between.'],
      es: ['Del trayecto de la mañana al camino de vuelta.', 'Calles de ciudad, días ajetreados y algo solo para ti.', 'Trenes llenos, parques tranquilos y cada momento del día entre medias.'],
      fr: ['Du trajet du matin au retour du soir.', 'Les rues de la ville, des journées chargées et un petit plaisir rien qu’à vous.', 'Des trains bondés, des parcs calmes et chaque instant de la journée entre les deux.'],
      de: ['Vom Weg zur Arbeit bis zum Heimweg.', 'Straßen der Stadt, volle Tage und etwas nur für Sie.', 'Volle Züge, ruhige Parks und jeder Moment des Tages dazwischen.'],
      it: ['Dal tragitto del mattino alla strada di casa.', 'Strade di città, giornate piene e qualcosa solo per te.', 'Treni affollati, parchi tranquilli e ogni momento della giornata nel mezzo.'],
      pt: ['Do caminho da manhã ao regresso a casa.', 'Ruas da cidade, dias cheios e algo só para si.', 'Comboios cheios, parques calmos e cada momento do dia pelo meio.'],
      nl: ['Van de ochtendrit tot de weg naar huis.', 'Drukke straten, volle dagen en iets alleen voor jou.', 'Volle treinen, rustige parken en elk moment van de dag daartussen.'],
    },
  },
  car: {
    stills: [[(k) => `close-up of ${k} inside a clean family car`, 'on a quiet driveway', 'morning'], [(k) => `${k} in the back seat of a car`, 'on a country road', 'golden hour']],
    place: 'in a family car on a country road',
    time: 'afternoon',
    lines: {
      en: ['School runs, weekend trips and every journey between.', 'Buckle up, turn the music on and enjoy the road together.', 'Sing-alongs, snack stops and happy faces in the back seat.'],
      es: ['Idas al cole, escapadas y cada viaje entre medias.', 'Abróchate el cinturón, pon música y disfrutad juntos del camino.', 'Canciones a coro, paradas para merendar y caras felices en el asiento de atrás.'],
      fr: ['L’école, les week-ends et chaque trajet entre les deux.', 'Bouclez votre ceinture, mettez la musique et profitez de la route ensemble.', 'Des chansons en chœur, des pauses goûter et des sourires à l’arrière.'],
      de: ['Schulwege, Ausflüge und jede Fahrt dazwischen.', 'Anschnallen, Musik an und gemeinsam die Fahrt genießen.', 'Mitsingen, Snackpausen und fröhliche Gesichter auf der Rückbank.'],
      it: ['La scuola, le gite e ogni viaggio nel mezzo.', 'Allaccia la cintura, accendi la musica e godetevi la strada insieme.', 'Canzoni in coro, soste per la merenda e facce felici sul sedile dietro.'],
      pt: ['Idas à escola, passeios e cada viagem pelo meio.', 'Aperte o cinto, ligue a música e aproveitem a estrada juntos.', 'Cantorias, paragens para o lanche e caras felizes no banco de trás.'],
      nl: ['Schoolritjes, uitjes en elke rit daartussen.', 'Gordel om, muziek aan en samen genieten van de weg.', 'Meezingen, snackstops en blije gezichten op de achterbank.'],
    },
  },
};

/** One everyday product: its words in seven languages, what a picture calls it, its room and someone using it there. */
type Goods = readonly [words: string, thing: string, room: Room, use: (k: string) => string];

const GOODS: readonly Goods[] = [
  ['(?:electric\\s+)?toothbrush(?:es)?|cepillos? de dientes|brosses? à dents|zahnbürsten?|spazzolin[oi]|escovas? de dentes|tandenborstels?', 'a toothbrush', 'bathroom', (k) => `a child brushing their teeth with ${k} at the sink`],
  ['water flossers?|oral irrigators?|irrigadores? (?:dentales?|bucales?|orais?)|hydropulseurs?|munddusche|idropulsori?|monddouche', 'a water flosser', 'bathroom', (k) => `a man using ${k} at the basin`],
  ['shower heads?|alcachofas? de ducha|pommeaux? de douche|duschköpfe?|duschkopf|soffion[ei] (?:doccia|per doccia)|chuveiros?|douchekop(?:pen)?', 'a shower head', 'bathroom', (k) => `a woman rinsing her hair under ${k}`],
  ['toothpaste|pasta de dientes|dentifrice|zahnpasta|dentifricio|pasta de dentes|tandpasta', 'toothpaste', 'bathroom', (k) => `a parent squeezing ${k} onto a child’s toothbrush at the sink`],
  ['hair ?dryers?|secadores? de pelo|sèche-cheveux|haartrockner|föhn|asciugacapelli|secadores? de cabelo|föhns?', 'a hairdryer', 'bathroom', (k) => `a woman drying her hair with ${k} in front of a mirror`],
  ['shavers?|razors?|maquinillas?|afeitadoras?|rasoirs?|rasierer|rasoi|máquinas? de barbear|scheerapparaat|scheermes', 'a shaver', 'bathroom', (k) => `a man shaving with ${k} in front of a mirror`],
  ['bath towels?|towels?|toallas?|serviettes? de bain|handtücher|handtuch|asciugamani|asciugamano|toalhas?|handdoeken|handdoek', 'a bath towel', 'bathroom', (k) => `a child wrapped in ${k} after a bath`],
  ['bathroom scales?|báscula de baño|pèse-personne|personenwaage|bilancia pesapersone|balança de casa de banho|personenweegschaal', 'a bathroom scale', 'bathroom', (k) => `a person stepping onto ${k}`],
  ['toasters?|tostadoras?|grille-pain|toaster|tostapane|torradeiras?|broodrooster', 'a toaster', 'kitchen', (k) => `a person taking golden toast out of ${k}`],
  ['frying pans?|saucepans?|pans?|sartenes|sartén|poêles?|casseroles?|pfannen?|kochtöpfe?|padell[ae]|pentol[ae]|frigideiras?|panelas?|koekenpannen?|pannen', 'a frying pan', 'kitchen', (k) => `a person cooking vegetables in ${k} on the hob`],
  ['knife sets?|knives|cuchillos|couteaux|messer(?:set|block)?|coltelli|facas|messen', 'a set of kitchen knives', 'kitchen', (k) => `a person chopping vegetables on a board with ${k}`],
  ['lunch ?box(?:es)?|fiambreras?|tarteras?|boîtes? à lunch|lunchbox(?:en)?|brotdosen?|porta ?pranzo|lancheiras?|broodtrommels?', 'a lunch box', 'kitchen', (k) => `a parent packing ${k} for school`],
  ['stand mixers?|food processors?|mixers?|batidoras?|robots? de cocina|robots? culinaires?|küchenmaschinen?|planetari[ae]|robots? de cozinha|keukenmachines?', 'a food mixer', 'kitchen', (k) => `a person baking with ${k}`],
  ['microwaves?|microondas|micro-ondes|mikrowellen?|microonde|magnetrons?', 'a microwave', 'kitchen', (k) => `a person taking a warm bowl out of ${k}`],
  ['fridges?|refrigerators?|fridge-freezers?|frigoríficos?|neveras?|réfrigérateurs?|frigos?|kühlschr[aä]nke?|frigorifer[oi]|frigo|koelkasts?|koelkasten', 'a fridge', 'kitchen', (k) => `a person taking fresh food out of ${k}`],
  ['dishwashers?|lavavajillas|lave-vaisselle|geschirrspüler|spülmaschinen?|lavastoviglie|máquinas? de lavar loiça|vaatwassers?', 'a dishwasher', 'kitchen', (k) => `a person loading plates into ${k}`],
  ['slow cookers?|pressure cookers?|ollas? lentas?|mijoteuses?|schongarer|slowcooker|pentola a cottura lenta|panelas? de pressão', 'a slow cooker', 'kitchen', (k) => `a person lifting the lid of ${k}`],
  ['juicers?|licuadoras?|exprimidores?|centrifugeuses?|entsafter|saftpressen?|centrifughe|estrattori?|espremedores?|sapcentrifuges?|slowjuicers?', 'a juicer', 'kitchen', (k) => `a person pouring fresh juice made with ${k}`],
  ['baby monitors?|vigilabebés|intercomunicadores? para bebés|babyphones?|écoutes?-bébé|babyfon|baby monitor|intercomunicadores? de bebé|babyfoons?', 'a baby monitor', 'nursery', (k) => `a parent checking ${k} beside a sleeping baby’s cot`],
  ['high ?chairs?|tronas?|chaises? hautes?|hochstühle?|hochstuhl|seggiolon[ei]|cadeiras? de papa|kinderstoel(?:en)?', 'a high chair', 'kitchen', (k) => `a baby eating breakfast in ${k}`],
  ['baby bottles?|biberones|biberón|biberons?|babyfläschchen|fläschchen|biberon|biberões|mamadeiras?|zuigflessen|zuigfles', 'a baby bottle', 'nursery', (k) => `a parent feeding a baby with ${k}`],
  ['cots?|cribs?|cunas?|lits? bébé|babybett(?:en)?|kinderbett(?:en)?|culle|culla|lettin[oi]|berços?|ledikant(?:en)?|wiegjes?', 'a cot', 'nursery', (k) => `a parent laying a sleeping baby in ${k}`],
  ['nappies|diapers?|pañales|couches|windeln|pannolini|fraldas|luiers', 'nappies', 'nursery', (k) => `a parent changing a smiling baby with ${k}`],
  ['prams?|pushchairs?|strollers?|buggies|buggy|cochecitos?|carritos? de bebé|sillas? de paseo|poussettes?|kinderwagen|buggys?|passeggin[oi]|carrozzin[ae]|carrinhos? de bebé|kinderwagens?', 'a pram', 'park', (k) => `a parent walking with a baby in ${k}`],
  ['balance bikes?|kids[’\']? scooters?|kick scooters?|bicis? sin pedales|draisiennes?|laufräder?|laufrad|bici senza pedali|bicicletas? sem pedais|loopfiets(?:en)?', 'a balance bike', 'park', (k) => `a child riding ${k} along a path`],
  ['kites?|cometas?|cerfs?-volants?|drachen|aquilon[ei]|papagaios?|vliegers?', 'a kite', 'park', (k) => `a child flying ${k}`],
  ['dog beds?|pet beds?|cat beds?|camas? para (?:perros?|gatos?|mascotas?)|paniers? pour (?:chien|chat)|coussins? pour (?:chien|chat)|hundebett(?:en)?|katzenbett(?:en)?|cucce|cuccia|camas? para (?:cães|cão|gatos?)|hondenmand(?:en)?|kattenmand(?:en)?', 'a pet bed', 'living room', (k) => `a dog curled up asleep in ${k}`],
  ['cat trees?|scratching posts?|rascadores?|arbres? à chat|griffoirs?|kratzbäume?|kratzbaum|tiragraffi|arranhadores?|krabpal(?:en)?', 'a cat tree', 'living room', (k) => `a cat climbing ${k}`],
  ['dog leads?|dog leashes?|leashes?|correas? para perros?|laisses?|hundeleinen?|guinzagli?o?|trelas?|hondenriemen?|riemen', 'a dog lead', 'park', (k) => `a person walking a happy dog on ${k}`],
  ['(?:bluetooth |smart )?speakers?|altavoces?|enceintes?|lautsprecher|casse|altifalantes?|colunas?|speakers?', 'a speaker', 'living room', (k) => `friends listening to music from ${k}`],
  ['games consoles?|consoles?|videoconsolas?|spielkonsolen?|konsolen?|consolas?|spelcomputers?', 'a games console', 'living room', (k) => `two friends playing on ${k}`],
  ['board games?|juegos de mesa|jeux de société|brettspiele?|giochi da tavolo|gioco da tavolo|jogos de tabuleiro|bordspel(?:len)?', 'a board game', 'living room', (k) => `a family laughing over ${k} at the table`],
  ['blankets?|mantas?|plaids?|couvertures?|decken?|kuscheldecken?|coperte|plaid|cobertores?|dekens?', 'a blanket', 'living room', (k) => `a couple wrapped in ${k} on the sofa`],
  ['night ?lights?|luz quitamiedos|lamparitas? de noche|veilleuses?|nachtlichter|nachtlicht|lucine notturne|lucina notturna|luzes? de presença|nachtlampjes?', 'a night light', 'bedroom', (k) => `a child falling asleep beside the glow of ${k}`],
  ['alarm clocks?|despertadores?|réveils?|wecker|sveglie|sveglia|despertadores?|wekkers?', 'an alarm clock', 'bedroom', (k) => `a person waking up beside ${k}`],
  ['pillows?|almohadas?|oreillers?|kopfkissen|kissen|cuscini|cuscino|almofadas?|travesseiros?|kussens?|hoofdkussens?', 'a pillow', 'bedroom', (k) => `a person sleeping peacefully on ${k}`],
  ['duvets?|edredones|edredón|nórdicos?|couettes?|bettdecken?|piumin[oi]|edredões|edredão|dekbedden|dekbed', 'a duvet', 'bedroom', (k) => `a person waking up under ${k}`],
  ['lawn ?mowers?|cortacéspedes|tondeuses?|rasenmäher|tosaerba|corta-relvas|grasmaaiers?', 'a lawn mower', 'garden', (k) => `a person mowing the lawn with ${k}`],
  ['barbecues?|bbqs?|grills?|barbacoas?|barbecues?|grill|griglie|churrasqueiras?|barbecues?', 'a barbecue', 'garden', (k) => `friends cooking on ${k}`],
  ['garden hoses?|hoses?|mangueras?|tuyaux? d[’\']arrosage|gartenschläuche?|gartenschlauch|tubi da giardino|mangueiras?|tuinslangen?', 'a garden hose', 'garden', (k) => `a person watering flowers with ${k}`],
  ['paddling pools?|piscinas? hinchables?|piscinas? insufláveis|pataugeoires?|planschbecken|piscin(?:e|a) gonfiabil[ei]|opblaaszwembaden|opblaaszwembad', 'a paddling pool', 'garden', (k) => `children splashing in ${k}`],
  ['trampolines?|camas? elásticas?|trampolins?|trampoline|trampolin|trampolin[oi]|trampolins?|trampolines?', 'a trampoline', 'garden', (k) => `children bouncing on ${k}`],
  ['garden furniture|patio sets?|muebles de jardín|salons? de jardin|gartenmöbel|mobili da giardino|móveis de jardim|tuinmeubelen|tuinset', 'garden furniture', 'garden', (k) => `a family having lunch at ${k}`],
  ['laptops?|portátiles?|ordenadores? portátiles?|ordinateurs? portables?|laptop|notebooks?|portatil[ei]|computadores? portáteis|portáteis|laptops?', 'a laptop', 'desk', (k) => `a person working on ${k}`],
  ['monitors?|computer screens?|pantallas?|écrans?|bildschirme?|schermi|schermo|ecrãs?|beeldschermen?', 'a computer monitor', 'desk', (k) => `a person working at ${k}`],
  ['keyboards?|teclados?|claviers?|tastaturen?|tastiere|tastiera|toetsenborden?', 'a keyboard', 'desk', (k) => `a person typing on ${k}`],
  ['printers?|impresoras?|imprimantes?|drucker|stampant[ei]|impressoras?|printers?', 'a printer', 'desk', (k) => `a person picking up a page from ${k}`],
  ['tablets?|tabletas?|tablettes?|tablets?|tablet', 'a tablet', 'living room', (k) => `a person reading on ${k} on the sofa`],
  ['tents?|tiendas? de campaña|tentes?|zelte?|zelt|tende da campeggio|tenda|barracas?|tendas?|tenten|tent', 'a tent', 'outdoors', (k) => `friends pitching ${k} at a campsite`],
  ['sleeping bags?|sacos? de dormir|sacs? de couchage|schlafsäcke?|schlafsack|sacchi a pelo|sacco a pelo|slaapzak(?:ken)?', 'a sleeping bag', 'outdoors', (k) => `a hiker waking up in ${k} outside a tent`],
  ['camping stoves?|hornillos?|réchauds?|campingkocher|fornelli da campeggio|fogareiros?|campingbranders?', 'a camping stove', 'outdoors', (k) => `a couple making coffee on ${k} at a campsite`],
  ['torch(?:es)?|flashlights?|head ?torches?|linternas?|lampes? frontales?|lampes? torches?|taschenlampen?|stirnlampen?|torce|torcia|lanternas?|zaklampen?|hoofdlampen?', 'a torch', 'outdoors', (k) => `a hiker lighting the way with ${k} at dusk`],
  ['earbuds?|earphones?|headphones?|auriculares|cascos|écouteurs?|casques?|kopfhörer|ohrhörer|cuffie|auricolari|auscultadores?|fones?|oordopjes|koptelefoons?', 'a pair of earbuds', 'commute', (k) => `a commuter listening to music on ${k}`],
  ['phone cases?|fundas? de móvil|fundas?|coques?|handyhüllen?|cover per telefono|capas? de telemóvel|capinhas?|telefoonhoesjes?|hoesjes?', 'a phone case', 'commute', (k) => `a person taking a photo with a phone in ${k}`],
  ['power ?banks?|baterías? externas?|batteries? externes?|powerbanks?|batterie esterne|baterias? externas?', 'a power bank', 'commute', (k) => `a traveller charging a phone from ${k}`],
  ['car seats?|sillas? de coche|sillitas? de coche|sièges? auto|kindersitze?|autositze?|seggiolin[oi] (?:auto|per auto)|cadeirinhas?|cadeiras? auto|autostoel(?:en|tjes)?', 'a child car seat', 'car', (k) => `a parent buckling a smiling child into ${k}`],
  ['dash ?cams?|cámaras? de coche|caméras? embarquées?|dashcams?|telecamer[ae] per auto|câmaras? de carro', 'a dash cam', 'car', (k) => `a driver glancing at ${k} on a country road`],
];

const pattern = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');
const TABLE = GOODS.map(([words, thing, room, use]) => ({ words: pattern(words), thing, room, use }));

/** A product's use in its room: what a picture calls it and its shots there, its use first. */
export interface PlacedUse {
  thing: string;
  shots: readonly UseShot[];
}

/**
 * The everyday product `opening` names first (its earliest word this table knows) and its shots
 * where it is used; undefined for none.
 */
export function placedUse(opening: string): PlacedUse | undefined {
  const found = TABLE.map((g) => ({ g, at: g.words.exec(opening)?.index ?? -1 })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0]?.g;
  if (!found) return undefined;
  const room = ROOMS[found.room];
  const [first, second] = room.stills;
  return {
    thing: found.thing,
    shots: [
      { action: found.use, place: room.place, time: room.time },
      { action: first[0], place: first[1], time: first[2] },
      { action: second[0], place: second[1], time: second[2] },
    ],
  };
}

/** The lines said over a placed product's shots in `lang`, by the room of its English `thing`; none for another thing or language. */
export function placedLines(thing: string, lang: string): readonly string[] {
  const room = TABLE.find((g) => g.thing === thing)?.room;
  return room ? ROOMS[room].lines[lang.split('-')[0]!.toLowerCase() as Language] ?? [] : [];
}
