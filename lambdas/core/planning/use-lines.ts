/**
 * What the brand says over a shot of its product in use (product-uses.ts), in the plan's language
 * (issue 23): a shot the brief did not ask for still says something, in the voice of an advert,
 * and never a fact the brief did not give (no speed, no price, no feature): the mood of the use
 * shown, long enough to be heard over a shot. Two lines a use, for its first two shots; none in a
 * language without them. Pure data.
 */
import { placedLines } from './product-places';

type Lines = readonly [string, string];
type UseLanguage = 'en' | 'fr' | 'es' | 'de' | 'it' | 'pt' | 'nl';

const LINES: Readonly<Record<string, Readonly<Record<UseLanguage, Lines>>>> = {
  'a meditation app': {
    en: ['Take a slow breath and a quiet moment, wherever your day finds you.', 'A few calm minutes, just for you, before everything else begins.'],
    fr: ['Prenez une grande respiration et un moment de calme, où que vous soyez.', 'Quelques minutes rien que pour vous, avant que la journée ne commence.'],
    es: ['Respira hondo y regálate un momento de calma, estés donde estés.', 'Unos minutos tranquilos solo para ti, antes de que empiece todo lo demás.'],
    de: ['Atmen Sie tief durch und gönnen Sie sich einen ruhigen Moment, wo immer Sie sind.', 'Ein paar stille Minuten nur für Sie, bevor alles andere beginnt.'],
    it: ['Fai un respiro profondo e concediti un momento di calma, ovunque tu sia.', 'Pochi minuti tranquilli solo per te, prima che cominci tutto il resto.'],
    pt: ['Respire fundo e dê a si mesmo um momento de calma, onde quer que esteja.', 'Alguns minutos tranquilos só para si, antes de tudo o resto começar.'],
    nl: ['Adem diep in en neem een rustig moment voor jezelf, waar je ook bent.', 'Een paar stille minuten voor jezelf, voordat de rest van de dag begint.'],
  },
  'a running app': {
    en: ['Lace up, step outside and run the way that feels right for you.', 'Morning or evening, every run takes you a little further.'],
    fr: ['Lacez vos chaussures, sortez et courez comme vous l’aimez vraiment.', 'Le matin ou le soir, chaque sortie vous emmène un peu plus loin.'],
    es: ['Átate las zapatillas, sal a la calle y corre como más te gusta.', 'Por la mañana o por la tarde, cada carrera te lleva un poco más lejos.'],
    de: ['Schuhe schnüren, rausgehen und so laufen, wie es sich für Sie richtig anfühlt.', 'Ob morgens oder abends, jeder Lauf bringt Sie ein Stück weiter.'],
    it: ['Allaccia le scarpe, esci e corri nel modo che senti più tuo.', 'Di mattina o di sera, ogni corsa ti porta un po’ più lontano.'],
    pt: ['Calce os ténis, saia à rua e corra da forma que lhe faz sentido.', 'De manhã ou à noite, cada corrida leva-o um pouco mais longe.'],
    nl: ['Strik je veters, stap naar buiten en loop zoals het voor jou goed voelt.', 'In de ochtend of de avond, elke run brengt je een stukje verder.'],
  },
  'a fitness app': {
    en: ['Roll out a mat and move, whenever your day leaves you a little time.', 'A little movement every day, at home, in the park or wherever you are.'],
    fr: ['Déroulez un tapis et bougez, dès que la journée vous laisse un peu de temps.', 'Un peu de mouvement chaque jour, à la maison, au parc ou ailleurs.'],
    es: ['Extiende una esterilla y muévete cuando el día te deje un rato libre.', 'Un poco de movimiento cada día, en casa, en el parque o donde estés.'],
    de: ['Matte ausrollen und bewegen, wann immer Ihr Tag Ihnen ein wenig Zeit lässt.', 'Jeden Tag ein bisschen Bewegung, zu Hause, im Park oder wo Sie gerade sind.'],
    it: ['Stendi un tappetino e muoviti, quando la giornata ti lascia un po’ di tempo.', 'Un po’ di movimento ogni giorno, a casa, al parco o dove vuoi tu.'],
    pt: ['Estenda um tapete e mexa-se sempre que o dia lhe deixar algum tempo.', 'Um pouco de movimento todos os dias, em casa, no parque ou onde estiver.'],
    nl: ['Rol een matje uit en beweeg, zodra je dag je een beetje tijd geeft.', 'Elke dag een beetje bewegen, thuis, in het park of waar je ook bent.'],
  },
  'a rental bike': {
    en: ['Pick up a bike, hop on and ride wherever the day takes you.', 'See the city at your own pace, one street and one view at a time.'],
    fr: ['Prenez un vélo, montez en selle et roulez où la journée vous mène.', 'Découvrez la ville à votre rythme, une rue et une vue à la fois.'],
    es: ['Coge una bici, súbete y pedalea hacia donde te lleve el día.', 'Descubre la ciudad a tu ritmo, calle a calle y vista a vista.'],
    de: ['Rad holen, aufsteigen und fahren, wohin der Tag Sie führt.', 'Entdecken Sie die Stadt in Ihrem Tempo, Straße für Straße und Blick für Blick.'],
    it: ['Prendi una bici, sali in sella e pedala dove ti porta la giornata.', 'Scopri la città al tuo ritmo, una strada e un panorama alla volta.'],
    pt: ['Pegue numa bicicleta, suba e pedale para onde o dia o levar.', 'Descubra a cidade ao seu ritmo, uma rua e uma vista de cada vez.'],
    nl: ['Pak een fiets, stap op en rijd waar de dag je naartoe brengt.', 'Ontdek de stad in je eigen tempo, straat voor straat en uitzicht voor uitzicht.'],
  },
  'solar panels': {
    en: ['Let the sunshine on your roof power the life inside your home.', 'Clean energy from your own roof, for every sunny day ahead.'],
    fr: ['Laissez le soleil sur votre toit alimenter la vie dans votre maison.', 'Une énergie propre venue de votre propre toit, pour chaque journée ensoleillée.'],
    es: ['Deja que el sol de tu tejado dé energía a la vida de tu casa.', 'Energía limpia desde tu propio tejado, para cada día de sol.'],
    de: ['Lassen Sie die Sonne auf Ihrem Dach das Leben in Ihrem Zuhause antreiben.', 'Saubere Energie von Ihrem eigenen Dach, für jeden sonnigen Tag.'],
    it: ['Lascia che il sole sul tuo tetto alimenti la vita dentro casa tua.', 'Energia pulita dal tuo tetto, per ogni giornata di sole.'],
    pt: ['Deixe o sol no seu telhado dar energia à vida da sua casa.', 'Energia limpa do seu próprio telhado, para cada dia de sol.'],
    nl: ['Laat de zon op je dak het leven in je huis van stroom voorzien.', 'Schone energie van je eigen dak, voor elke zonnige dag.'],
  },
  'a kettle': {
    en: ['Fill the kettle, pour a cup and take a moment for yourself.', 'Slow mornings, warm mugs and a cup of tea whenever you like.'],
    fr: ['Remplissez la bouilloire, versez une tasse et prenez un moment pour vous.', 'Des matins tranquilles, des tasses chaudes et un thé quand vous voulez.'],
    es: ['Llena el hervidor, sirve una taza y date un momento para ti.', 'Mañanas tranquilas, tazas calientes y un té cuando te apetezca.'],
    de: ['Wasserkocher füllen, eine Tasse aufgießen und einen Moment für sich nehmen.', 'Ruhige Morgen, warme Tassen und ein Tee, wann immer Sie möchten.'],
    it: ['Riempi il bollitore, versa una tazza e prenditi un momento per te.', 'Mattine tranquille, tazze calde e un tè quando vuoi.'],
    pt: ['Encha a chaleira, sirva uma chávena e tire um momento para si.', 'Manhãs tranquilas, chávenas quentes e um chá quando lhe apetecer.'],
    nl: ['Vul de waterkoker, schenk een kopje in en neem even tijd voor jezelf.', 'Rustige ochtenden, warme mokken en thee wanneer je maar wilt.'],
  },
  'a coffee machine': {
    en: ['Fresh coffee at home, poured just the way you like it.', 'Start every morning with a warm cup and a quiet moment.'],
    fr: ['Un café frais à la maison, servi exactement comme vous l’aimez.', 'Commencez chaque matin avec une tasse chaude et un moment de calme.'],
    es: ['Café recién hecho en casa, servido justo como te gusta.', 'Empieza cada mañana con una taza caliente y un momento de calma.'],
    de: ['Frischer Kaffee zu Hause, genau so eingeschenkt, wie Sie ihn mögen.', 'Beginnen Sie jeden Morgen mit einer warmen Tasse und einem ruhigen Moment.'],
    it: ['Caffè fresco a casa, versato proprio come piace a te.', 'Inizia ogni mattina con una tazza calda e un momento di calma.'],
    pt: ['Café fresco em casa, servido exatamente como gosta.', 'Comece todas as manhãs com uma chávena quente e um momento de calma.'],
    nl: ['Verse koffie thuis, ingeschonken precies zoals jij hem lekker vindt.', 'Begin elke ochtend met een warme kop en een rustig moment.'],
  },
  'a coffee grinder': {
    en: ['Freshly ground beans every morning, for coffee that tastes like it should.', 'Grind, brew and share a better cup with the people you love.'],
    fr: ['Des grains fraîchement moulus chaque matin, pour un café comme il se doit.', 'Moulez, préparez et partagez une meilleure tasse avec ceux que vous aimez.'],
    es: ['Granos recién molidos cada mañana, para un café como debe ser.', 'Muele, prepara y comparte una taza mejor con quienes quieres.'],
    de: ['Jeden Morgen frisch gemahlene Bohnen, für Kaffee, wie er sein soll.', 'Mahlen, aufbrühen und eine bessere Tasse mit Ihren Liebsten teilen.'],
    it: ['Chicchi macinati freschi ogni mattina, per un caffè come si deve.', 'Macina, prepara e condividi una tazza migliore con chi ami.'],
    pt: ['Grãos moídos na hora todas as manhãs, para um café como deve ser.', 'Moa, prepare e partilhe uma chávena melhor com quem gosta.'],
    nl: ['Elke ochtend vers gemalen bonen, voor koffie zoals die hoort te smaken.', 'Malen, zetten en een betere kop delen met de mensen van wie je houdt.'],
  },
  'a blender': {
    en: ['Fresh fruit, blended your way and poured straight into your glass.', 'Blend, pour and share something fresh with the people around you.'],
    fr: ['Des fruits frais, mixés à votre goût et versés directement dans votre verre.', 'Mixez, versez et partagez quelque chose de frais avec vos proches.'],
    es: ['Fruta fresca, triturada a tu manera y servida directamente en tu vaso.', 'Tritura, sirve y comparte algo fresco con quienes te rodean.'],
    de: ['Frisches Obst, so gemixt, wie Sie es mögen, direkt ins Glas.', 'Mixen, einschenken und etwas Frisches mit den Menschen um Sie herum teilen.'],
    it: ['Frutta fresca, frullata a modo tuo e versata direttamente nel bicchiere.', 'Frulla, versa e condividi qualcosa di fresco con chi ti sta intorno.'],
    pt: ['Fruta fresca, triturada à sua maneira e servida diretamente no copo.', 'Triture, sirva e partilhe algo fresco com quem está à sua volta.'],
    nl: ['Vers fruit, gemixt zoals jij wilt en zo in je glas geschonken.', 'Mixen, inschenken en iets fris delen met de mensen om je heen.'],
  },
  'an air fryer': {
    en: ['Crispy, golden food at home, the way the whole family likes it.', 'Gather round the table for a dinner everyone reaches for.'],
    fr: ['Des plats croustillants et dorés à la maison, comme toute la famille les aime.', 'Réunissez-vous autour de la table pour un dîner que tout le monde adore.'],
    es: ['Comida crujiente y dorada en casa, como le gusta a toda la familia.', 'Reuníos alrededor de la mesa para una cena que encanta a todos.'],
    de: ['Knuspriges, goldbraunes Essen zu Hause, so wie es die ganze Familie mag.', 'Versammeln Sie sich am Tisch für ein Abendessen, das alle lieben.'],
    it: ['Piatti croccanti e dorati a casa, come piacciono a tutta la famiglia.', 'Riunitevi intorno alla tavola per una cena che piace a tutti.'],
    pt: ['Comida estaladiça e dourada em casa, como toda a família gosta.', 'Juntem-se à volta da mesa para um jantar de que todos gostam.'],
    nl: ['Krokant, goudbruin eten thuis, precies zoals het hele gezin het lekker vindt.', 'Schuif aan tafel voor een avondeten waar iedereen van houdt.'],
  },
  'a vacuum cleaner': {
    en: ['A clean floor and a tidy home to come back to every day.', 'Less time cleaning and more time for the things you love.'],
    fr: ['Un sol propre et une maison rangée où rentrer chaque jour.', 'Moins de temps à nettoyer, plus de temps pour ce que vous aimez.'],
    es: ['Un suelo limpio y una casa ordenada a la que volver cada día.', 'Menos tiempo limpiando y más tiempo para lo que te gusta.'],
    de: ['Ein sauberer Boden und ein ordentliches Zuhause, jeden Tag.', 'Weniger Zeit mit Putzen und mehr Zeit für das, was Sie lieben.'],
    it: ['Un pavimento pulito e una casa in ordine in cui tornare ogni giorno.', 'Meno tempo a pulire e più tempo per ciò che ami.'],
    pt: ['Um chão limpo e uma casa arrumada para onde voltar todos os dias.', 'Menos tempo a limpar e mais tempo para o que gosta.'],
    nl: ['Een schone vloer en een opgeruimd huis om elke dag naar terug te komen.', 'Minder tijd schoonmaken en meer tijd voor wat je leuk vindt.'],
  },
  'a mattress': {
    en: ['Sink in, switch off and wake up ready for whatever the day brings.', 'Deep, quiet sleep, night after night, in a bed you love.'],
    fr: ['Laissez-vous aller, déconnectez et réveillez-vous prêt pour la journée.', 'Un sommeil profond et paisible, nuit après nuit, dans un lit que vous aimez.'],
    es: ['Déjate llevar, desconecta y despierta listo para lo que traiga el día.', 'Un sueño profundo y tranquilo, noche tras noche, en una cama que te encanta.'],
    de: ['Einsinken, abschalten und bereit aufwachen für alles, was der Tag bringt.', 'Tiefer, ruhiger Schlaf, Nacht für Nacht, in einem Bett, das Sie lieben.'],
    it: ['Lasciati andare, stacca la spina e svegliati pronto per la giornata.', 'Un sonno profondo e tranquillo, notte dopo notte, in un letto che ami.'],
    pt: ['Deixe-se ir, desligue e acorde pronto para o que o dia trouxer.', 'Um sono profundo e tranquilo, noite após noite, numa cama de que gosta.'],
    nl: ['Wegzakken, uitschakelen en wakker worden, klaar voor wat de dag brengt.', 'Diepe, rustige slaap, nacht na nacht, in een bed waar je van houdt.'],
  },
  'a language app': {
    en: ['Order, ask and chat with confidence, wherever your travels take you.', 'A little practice every day, and more to say on your next trip.'],
    fr: ['Commandez, demandez et discutez avec assurance, où que vous voyagiez.', 'Un peu de pratique chaque jour, et plus à dire lors de votre prochain voyage.'],
    es: ['Pide, pregunta y charla con confianza, viajes donde viajes.', 'Un poco de práctica cada día y más que decir en tu próximo viaje.'],
    de: ['Bestellen, fragen und plaudern Sie sicher, wohin Ihre Reisen Sie auch führen.', 'Jeden Tag ein wenig Übung und mehr zu sagen auf Ihrer nächsten Reise.'],
    it: ['Ordina, chiedi e chiacchiera con sicurezza, ovunque tu viaggi.', 'Un po’ di pratica ogni giorno e più cose da dire nel prossimo viaggio.'],
    pt: ['Peça, pergunte e converse com confiança, para onde quer que viaje.', 'Um pouco de prática todos os dias e mais para dizer na próxima viagem.'],
    nl: ['Bestel, vraag en klets met zelfvertrouwen, waar je reis je ook brengt.', 'Elke dag een beetje oefenen en meer te zeggen op je volgende reis.'],
  },
  'a recipe app': {
    en: ['Something new to cook tonight, with everything you need to hand.', 'Cook it, share it and enjoy dinner together around the table.'],
    fr: ['Quelque chose de nouveau à cuisiner ce soir, avec tout ce qu’il faut sous la main.', 'Cuisinez, partagez et savourez le dîner ensemble autour de la table.'],
    es: ['Algo nuevo para cocinar esta noche, con todo lo que necesitas a mano.', 'Cocina, comparte y disfruta de la cena juntos alrededor de la mesa.'],
    de: ['Heute Abend etwas Neues kochen, mit allem, was Sie brauchen, griffbereit.', 'Kochen, teilen und gemeinsam am Tisch das Abendessen genießen.'],
    it: ['Qualcosa di nuovo da cucinare stasera, con tutto ciò che serve a portata di mano.', 'Cucina, condividi e goditi la cena insieme intorno alla tavola.'],
    pt: ['Algo novo para cozinhar esta noite, com tudo o que precisa à mão.', 'Cozinhe, partilhe e aproveite o jantar juntos à volta da mesa.'],
    nl: ['Vanavond iets nieuws koken, met alles wat je nodig hebt bij de hand.', 'Koken, delen en samen genieten van het eten aan tafel.'],
  },
};

/** The lines said over a use's shots in `lang` (its primary tag), one a shot in order; none where the table has none. */
export function useLines(thing: string, lang: string): readonly string[] {
  // Everyday goods say their room's lines (product-places.ts).
  return LINES[thing]?.[lang.split('-')[0]!.toLowerCase() as UseLanguage] ?? placedLines(thing, lang);
}
