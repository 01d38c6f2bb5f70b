/**
 * Pets and holding them close, in each language's words: a rabbit, a kitten (a cat is each lexicon's own word), a tortoise,
 * a parrot or budgie, a pet shop;
 * hugging (someone, or a pet: actions.ts `hugging` becomes `hugging-pet`), a pet carried in the arms, and the verbs for a vet
 * examining that a lexicon lacked ("examine un chat").
 * Nouns for a hug ("un abrazo de chocolate", "embrace the season") are left out: they are rarely anyone hugging.
 * A pet held ("holding a kitten", "sosteniendo un conejo") is read from the holding relation (complete-scene.ts).
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface PetWords {
  nouns: Record<string, ConceptId>;
  poses: Record<string, Pose>;
  /** A pet shop is a shop (its "pet" is no dog drawn). */
  settings: Record<string, SettingId>;
}

/** A language's words: for the pets a vet sees (a rabbit, a kitten, a tortoise, a parrot or budgie), hugging, a pet in the arms, a pet shop, and a vet examining (on the table, with an animal named). */
const pets = (w: { animals: Partial<Record<ConceptId, string[]>>; hugging: string[]; inArms: string[]; petShop: string[]; examining?: string[] }): PetWords => ({
  nouns: Object.fromEntries(Object.entries(w.animals).flatMap(([id, list]) => list!.map((x) => [x, id as ConceptId]))),
  poses: Object.fromEntries([...w.hugging.map((x) => [x, 'hugging']), ...w.inArms.map((x) => [x, 'holding-pet']), ...(w.examining ?? []).map((x) => [x, 'examining'])]),
  settings: Object.fromEntries(w.petShop.map((x) => [x, 'shop'])),
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
  }),
};
