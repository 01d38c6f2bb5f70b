/**
 * Pets and holding them close, in each language's words: a rabbit and a kitten (a cat is each lexicon's own word), a pet shop;
 * hugging (someone, or a pet: actions.ts `hugging` becomes `hugging-pet`), and a pet carried in the arms.
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

const pets = (rabbit: readonly string[], kitten: readonly string[], hugging: readonly string[], inArms: readonly string[], petShop: readonly string[]): PetWords => ({
  nouns: Object.fromEntries([...rabbit.map((w) => [w, 'rabbit']), ...kitten.map((w) => [w, 'cat'])]),
  poses: Object.fromEntries([...hugging.map((w) => [w, 'hugging']), ...inArms.map((w) => [w, 'holding-pet'])]),
  settings: Object.fromEntries(petShop.map((w) => [w, 'shop'])),
});

export const PET_WORDS = {
  en: pets(
    ['rabbit', 'bunny', 'bunnies'],
    ['kitty', 'kittens'],
    ['hugging', 'hugs', 'hug', 'hugged', 'embracing', 'embraces', 'embrace', 'cuddling', 'cuddles', 'cuddle', 'giving a hug', 'in a hug'],
    ['in her arms', 'in his arms', 'in their arms', 'in my arms', 'in your arms', 'carried in the arms'],
    ['pet shop', 'pet store', 'pet supplies'],
  ),
  es: pets(
    ['conejo', 'conejito', 'conejita', 'coneja'],
    ['gatito', 'gatita', 'gata'],
    ['abrazando', 'abrazándose', 'abraza', 'abrazan', 'abrazo', 'abrazados', 'abrazadas', 'se abrazan', 'dando un abrazo', 'acurrucando'],
    ['en brazos', 'en sus brazos', 'en los brazos', 'en mis brazos'],
    ['tienda de mascotas', 'tienda de animales'],
  ),
  fr: pets(
    ['lapin', 'lapine', 'lapereau'],
    ['chaton', 'chatte'],
    ['câlin', 'câline', 'câlinant', 'fait un câlin', 'faisant un câlin', 'fait un câlin à', 'serre dans ses bras', 'serrant dans ses bras', 'enlace', 'enlaçant', "s'enlacent"],
    ['dans ses bras', 'dans les bras', 'dans mes bras', 'porte dans ses bras', 'portant dans ses bras'],
    ['animalerie', 'magasin pour animaux'],
  ),
  de: pets(
    ['kaninchen', 'hase', 'häschen', 'hasen'],
    ['kätzchen', 'kater'],
    ['umarmt', 'umarmen', 'umarmend', 'umarmung', 'kuschelt', 'kuscheln', 'kuschelnd', 'knuddelt', ],
    ['im arm', 'in den armen', 'auf dem arm', 'auf den arm'],
    ['zoohandlung', 'tierhandlung', 'zoofachhandel', 'zoogeschäft'],
  ),
  it: pets(
    ['coniglio', 'coniglietto', 'coniglietta'],
    ['gattino', 'gattina', 'micio', 'micia'],
    ['abbraccia', 'si abbracciano', 'abbracciano', 'abbracciando', 'abbraccio', 'abbracciati', 'abbracciate', 'coccola', 'coccolando'],
    ['in braccio', 'tra le braccia', 'fra le braccia'],
    ['negozio di animali', 'negozio per animali'],
  ),
  pt: pets(
    ['coelho', 'coelhinho', 'coelha'],
    ['gatinho', 'gatinha', 'gata'],
    ['abraçando', 'abraçando-se', 'se abraçando', 'abraça', 'abraçam', 'abraço', 'a abraçar', 'abraçados', 'abraçadas', 'dá um abraço'],
    ['no colo', 'ao colo', 'nos braços', 'nos seus braços'],
    ['loja de animais', 'pet shop'],
  ),
  nl: pets(
    ['konijn', 'konijntje', 'konijnen'],
    ['katje', 'kitten', 'poesje'],
    ['knuffelt', 'knuffelen', 'knuffelend', 'omhelst', 'omhelzen', 'omhelzend'],
    ['in zijn armen', 'in haar armen', 'in de armen', 'op de arm'],
    ['dierenwinkel', 'dierenspeciaalzaak'],
  ),
  ja: pets(
    ['うさぎ', 'ウサギ', '兎', '子うさぎ'],
    ['ねこ', 'ネコ', '子ねこ'],
    ['抱きしめる', '抱きしめて', '抱きしめている', '抱きしめた', '抱き合う', '抱き合って', 'ハグ', 'ハグする', 'ハグして'],
    ['抱っこ', '抱っこして', '抱っこする', '抱いて', '抱いている', '抱える', '抱えて', '腕に抱'],
    ['ペットショップ'],
  ),
};
