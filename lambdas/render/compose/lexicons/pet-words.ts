/**
 * Pets and holding them close, in each language's words: a rabbit, a kitten (a cat is each lexicon's own word), a tortoise,
 * a parrot or budgie, a pet shop;
 * hugging (someone, or a pet: actions.ts `hugging` becomes `hugging-pet`), a pet carried in the arms, and the verbs for a vet
 * examining that a lexicon lacked ("examine un chat").
 * Nouns for a hug ("un abrazo de chocolate", "embrace the season") are left out: they are rarely anyone hugging.
 * A pet held ("holding a kitten", "sosteniendo un conejo") is read from the holding relation (complete-scene.ts).
 * Dogs at play (../dog-play-actions.ts): playing (a game only dogs named play here), a ball thrown, a dog chasing it, a ball
 * fetched back; and the
 * places dogs are left to play, a dog daycare, kennels, a dog park, all one fenced yard.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface PetWords {
  nouns: Record<string, ConceptId>;
  poses: Record<string, Pose>;
  /** A pet shop is a shop (its "pet" is no dog drawn); a dog daycare, kennels or a dog park is a dog's yard. */
  settings: Record<string, SettingId>;
}

/** Each language's words for dogs at play and where they play. */
interface PlayWords {
  playing: string[];
  throwing: string[];
  /** A dog chasing a ball: the throw it runs after (a thief chased is no such thing: a dog must be named, or its yard). */
  chasing: string[];
  /** Running about for fun: dogs named play, anyone else runs (../dog-play-actions.ts `PLAYING_OUTDOORS`). */
  runningAbout: string[];
  fetching: string[];
  dogYard: string[];
}

/** A language's words: for the pets a vet sees (a rabbit, a kitten, a tortoise, a parrot or budgie), hugging, a pet in the arms, a pet shop, and a vet examining (on the table, with an animal named). */
const pets = (w: { animals: Partial<Record<ConceptId, string[]>>; hugging: string[]; inArms: string[]; petShop: string[]; examining?: string[] } & PlayWords): PetWords => ({
  nouns: Object.fromEntries(Object.entries(w.animals).flatMap(([id, list]) => list!.map((x) => [x, id as ConceptId]))),
  poses: Object.fromEntries([
    ...w.hugging.map((x) => [x, 'hugging']), ...w.inArms.map((x) => [x, 'holding-pet']), ...(w.examining ?? []).map((x) => [x, 'examining']),
    ...w.playing.map((x) => [x, 'dogs-playing']), ...w.throwing.map((x) => [x, 'throwing-ball']), ...w.chasing.map((x) => [x, 'throwing-for-dog']), ...w.runningAbout.map((x) => [x, 'playing-outdoors']), ...w.fetching.map((x) => [x, 'fetching']),
  ]),
  settings: Object.fromEntries([...w.petShop.map((x) => [x, 'shop']), ...w.dogYard.map((x) => [x, 'dog-yard'])]),
});

export const PET_WORDS = {
  en: pets({
    animals: {
      rabbit: ['rabbit', 'bunny', 'bunnies'],
      tortoise: ['tortoise', 'turtle', 'terrapin'],
      parrot: ['parrot', 'budgie', 'budgerigar', 'parakeet', 'cockatiel'],
    },
    hugging: ['hugging', 'hugs', 'hugged', 'embracing', 'cuddling', 'giving a hug', 'in a hug'],
    inArms: ['in her arms', 'in his arms', 'in their arms', 'in my arms', 'in your arms', 'carried in the arms'],
    petShop: ['pet shop', 'pet store', 'pet supplies'],
    playing: ['playing', 'play', 'plays', 'playing together', 'romping', 'frolicking', 'playing tug', 'tug of war', 'play fighting', 'chasing each other'],
    throwing: ['throwing', 'throws', 'throw', 'tossing', 'tosses', 'playing fetch', 'plays fetch'],
    chasing: ['chasing', 'chases', 'running after'],
    runningAbout: ['running around', 'running about', 'running free', 'racing around', 'zoomies'],
    fetching: ['fetching', 'fetches', 'retrieving', 'retrieves', 'bringing back', 'brings back'],
    dogYard: ['dog daycare', 'doggy daycare', 'doggie daycare', 'dog day care', 'doggy day care', 'pet daycare', 'dog hotel', 'kennel', 'kennels', 'boarding kennels', 'dog boarding', 'dog park', 'dog run', 'dog yard', 'play yard', 'pet resort'],
  }),
  es: pets({
    animals: {
      rabbit: ['conejo', 'conejito', 'conejita', 'coneja'],
      cat: ['gatito', 'gatita', 'gata'],
      tortoise: ['tortuga'],
      parrot: ['loro', 'periquito', 'cotorra', 'agapornis'],
    },
    hugging: ['abrazando', 'abrazándose', 'abraza', 'abrazan', 'abrazados', 'abrazadas', 'se abrazan', 'dando un abrazo', 'acurrucando'],
    inArms: ['en brazos', 'en sus brazos', 'en los brazos', 'en mis brazos'],
    petShop: ['tienda de mascotas', 'tienda de animales'],
    examining: ['examina', 'ausculta', 'auscultando'],
    playing: ['jugando', 'juegan', 'juega', 'jugar', 'jugando juntos', 'retozando', 'retozan'],
    throwing: ['lanzando', 'lanza', 'lanzan', 'lanzar', 'tirando la pelota', 'tira la pelota', 'tirándole la pelota'],
    chasing: ['persiguiendo', 'persigue', 'corriendo tras', 'corre tras'],
    runningAbout: ['correteando', 'corretean', 'corretea', 'corriendo libres', 'corren libres'],
    fetching: ['trae la pelota', 'trayendo la pelota', 'recoge la pelota', 'busca la pelota', 'buscando la pelota'],
    dogYard: ['guardería canina', 'guardería de perros', 'guardería para perros', 'residencia canina', 'hotel para perros', 'hotel canino', 'parque canino', 'parque para perros', 'pipicán'],
  }),
  fr: pets({
    animals: {
      rabbit: ['lapin', 'lapine', 'lapereau'],
      cat: ['chaton'],
      tortoise: ['tortue'],
      parrot: ['perroquet', 'perruche', 'calopsitte'],
    },
    hugging: ['câlinant', 'fait un câlin', 'faisant un câlin', 'fait un câlin à', 'serre dans ses bras', 'serrant dans ses bras', 'enlace', 'enlaçant', "s'enlacent"],
    inArms: ['dans ses bras', 'dans les bras', 'dans mes bras', 'porte dans ses bras', 'portant dans ses bras'],
    petShop: ['animalerie', 'magasin pour animaux'],
    examining: ['examine', 'ausculte'],
    playing: ['jouent', 'jouant', 'joue', 'jouer', 'qui jouent', "s'amusent", 'gambadent', 'gambadant'],
    throwing: ['lance', 'lançant', 'lancent', 'lancer', 'jette la balle', 'jetant la balle'],
    chasing: ['court après', 'courant après', 'poursuit', 'poursuivant'],
    runningAbout: ['courent partout', 'courant partout', 'courent librement', 'se courent après'],
    fetching: ['rapporte', 'rapportant', 'rapporter', 'rapportent'],
    dogYard: ['garderie canine', 'garderie pour chiens', 'crèche pour chiens', 'crèche canine', 'pension canine', 'pension pour chiens', 'hôtel pour chiens', 'hôtel canin', 'parc canin', 'parc à chiens', 'chenil'],
  }),
  de: pets({
    animals: {
      rabbit: ['kaninchen', 'hase', 'häschen', 'hasen'],
      cat: ['kätzchen', 'kater'],
      tortoise: ['schildkröte'],
      parrot: ['papagei', 'wellensittich', 'sittich', 'nymphensittich'],
    },
    hugging: ['umarmt', 'umarmen', 'umarmend', 'kuschelt', 'kuscheln', 'kuschelnd', 'knuddelt', ],
    inArms: ['im arm', 'in den armen', 'auf dem arm', 'auf den arm'],
    petShop: ['zoohandlung', 'tierhandlung', 'zoofachhandel', 'zoogeschäft'],
    playing: ['spielen', 'spielt', 'spielend', 'toben', 'tobt', 'tobend', 'herumtoben', 'miteinander spielen'],
    throwing: ['wirft', 'werfen', 'werfend', 'zuwerfen', 'wirft den ball'],
    chasing: ['jagt', 'jagen', 'rennt hinter', 'hinterherrennen', 'rennt hinterher'],
    runningAbout: ['herumrennen', 'rennen herum', 'rennt herum', 'tollen', 'tollt', 'herumtollen'],
    fetching: ['apportiert', 'apportieren', 'apportierend', 'bringt den ball', 'bringt den ball zurück'],
    dogYard: ['hundetagesstätte', 'hundekita', 'hundetagesstätte', 'hundepension', 'hundehotel', 'hundewiese', 'hundepark', 'hundeauslauf', 'hundeauslaufgebiet', 'hundebetreuung', 'tierpension', 'hundeschule'],
  }),
  it: pets({
    animals: {
      rabbit: ['coniglio', 'coniglietto', 'coniglietta'],
      cat: ['gattino', 'gattina', 'micio', 'micia'],
      tortoise: ['tartaruga'],
      parrot: ['pappagallo', 'pappagallino', 'cocorita'],
    },
    hugging: ['abbraccia', 'si abbracciano', 'abbracciano', 'abbracciando', 'abbracciati', 'abbracciate', 'coccola', 'coccolando'],
    inArms: ['in braccio', 'tra le braccia', 'fra le braccia'],
    petShop: ['negozio di animali', 'negozio per animali'],
    playing: ['giocano', 'giocando', 'gioca', 'giocare', 'che giocano', 'che gioca'],
    throwing: ['lancia', 'lanciando', 'lanciano', 'lanciare', 'tira la palla', 'tirando la palla'],
    chasing: ['insegue', 'inseguendo', 'corre dietro', 'rincorre'],
    runningAbout: ['scorrazzano', 'scorrazzando', 'corrono in giro', 'corrono liberi'],
    fetching: ['riporta', 'riportando', 'riportano', 'riporta la palla'],
    dogYard: ['asilo per cani', 'pensione per cani', 'pensione canina', 'hotel per cani', 'area cani', 'area sgambamento', 'parco per cani', 'canile', 'centro cinofilo', 'dog park'],
  }),
  pt: pets({
    animals: {
      rabbit: ['coelho', 'coelhinho', 'coelha'],
      cat: ['gatinho', 'gatinha', 'gata'],
      tortoise: ['tartaruga', 'jabuti', 'cágado'],
      parrot: ['papagaio', 'periquito', 'calopsita'],
    },
    hugging: ['abraçando', 'abraçando-se', 'se abraçando', 'abraça', 'abraçam', 'a abraçar', 'abraçados', 'abraçadas', 'dá um abraço'],
    inArms: ['no colo', 'ao colo', 'nos braços', 'nos seus braços'],
    petShop: ['loja de animais', 'pet shop'],
    playing: ['brincando', 'a brincar', 'brincam', 'brinca', 'brincar'],
    throwing: ['atira', 'atirando', 'a atirar', 'lança', 'lançando', 'a lançar', 'joga a bola', 'jogando a bola'],
    chasing: ['persegue', 'perseguindo', 'a perseguir', 'corre atrás'],
    runningAbout: ['correm à solta', 'correndo soltos', 'a correr à solta', 'correm livres'],
    fetching: ['traz a bola', 'trazendo a bola', 'a trazer a bola', 'busca a bola', 'buscando a bola'],
    dogYard: ['creche para cães', 'creche canina', 'creche de cães', 'creche para cachorros', 'hotel para cães', 'hotel canino', 'hotel para cachorros', 'parque canino', 'parque para cães', 'canil', 'daycare canino'],
  }),
  nl: pets({
    animals: {
      rabbit: ['konijn', 'konijntje', 'konijnen'],
      cat: ['katje', 'kitten'],
      tortoise: ['schildpad'],
      parrot: ['papegaai', 'parkiet', 'grasparkiet'],
    },
    hugging: ['knuffelt', 'knuffelen', 'knuffelend', 'omhelst', 'omhelzen', 'omhelzend'],
    inArms: ['in zijn armen', 'in haar armen', 'in de armen', 'op de arm'],
    petShop: ['dierenwinkel', 'dierenspeciaalzaak'],
    playing: ['spelen', 'speelt', 'spelend', 'ravotten', 'ravot', 'stoeien', 'stoeit'],
    throwing: ['gooit', 'gooien', 'gooiend', 'werpt', 'werpen'],
    chasing: ['jaagt', 'rent achter', 'rent achter de bal aan'],
    runningAbout: ['rennen rond', 'rondrennen', 'rent rond', 'dartelen', 'dartelt'],
    fetching: ['apporteert', 'apporteren', 'brengt de bal terug', 'haalt de bal'],
    dogYard: ['hondenopvang', 'hondendagopvang', 'hondencrèche', 'hondenhotel', 'hondenpension', 'hondenuitlaatveld', 'hondenspeelweide', 'hondenpark', 'hondenkennel', 'dagopvang voor honden'],
  }),
  ja: pets({
    animals: {
      rabbit: ['うさぎ', 'ウサギ', '兎', '子うさぎ'],
      cat: ['ねこ', 'ネコ', '子ねこ'],
      tortoise: ['亀', 'カメ'],
      parrot: ['オウム', 'インコ'],
    },
    hugging: ['抱きしめる', '抱きしめて', '抱きしめている', '抱きしめた', '抱き合う', '抱き合って', 'ハグする', 'ハグして'],
    inArms: ['抱っこ', '抱っこして', '抱っこする', '抱いて', '抱いている', '抱える', '抱えて', '腕に抱'],
    petShop: ['ペットショップ'],
    playing: ['遊ぶ', '遊んで', '遊んでいる', 'じゃれ合う', 'じゃれあう'],
    throwing: ['投げる', '投げて', '投げている'],
    chasing: ['追いかける', '追いかけて'],
    runningAbout: ['走り回る', '走り回って', 'かけまわる'],
    fetching: ['取ってくる', '持ってくる'],
    dogYard: ['ドッグラン', '犬の保育園', '犬の幼稚園', 'ペットホテル'],
  }),
};
