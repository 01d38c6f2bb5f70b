/**
 * A pet shop's names and its own goods in each language (illustrations/pet-shop.ts): the shop is a room of its own (sacks
 * of food, fish tanks, a scratching post), never a vet's; its food and treats are a bag of pet food, never a dog beside a
 * meal ("premium dog food") nor a physio's treatment ("pet treats"). Each language's lexicon spreads its `settings` and
 * `nouns` last into its own. English "treats" and "treat" are also verbs (verb-noun-words.ts): only after someone are they
 * a treatment.
 */
import type { ConceptId } from '../concepts';
import type { SettingId } from '../scene-graph';

const shop = (names: readonly string[]): Record<string, SettingId> => Object.fromEntries(names.map((n) => [n, 'pet-shop' as SettingId]));
const food = (names: readonly string[]): Record<string, ConceptId> => Object.fromEntries(names.map((n) => [n, 'pet-food' as ConceptId]));

export const PET_SHOP_WORDS = {
  en: {
    settings: shop(['pet shop', 'pet shops', 'pet store', 'pet stores', 'pet supplies', 'pet supply store', 'pet supermarket', 'aquarium shop', 'aquatics shop', 'aquatics centre']),
    nouns: food([
      'pet food', 'dog food', 'cat food', 'puppy food', 'kitten food', 'pet treats', 'dog treats', 'cat treats', 'treats', 'treat',
      'kibble', 'dog biscuits', 'bag of treats', 'bag of dog food', 'bag of cat food', 'sack of dog food', 'chews', 'dog chews',
      // Its toys on sale, said in the plural: the shop's goods, not a kitten at play ("a cat toy" is the game: cat-words.ts).
      'pet toys', 'dog toys', 'cat toys',
    ]),
  },
  es: {
    settings: shop(['tienda de mascotas', 'tiendas de mascotas', 'tienda de animales', 'tienda para mascotas', 'acuariofilia']),
    nouns: food(['comida para perros', 'comida para gatos', 'comida para mascotas', 'pienso', 'piensos', 'premios para perros', 'golosinas para perros', 'snacks para perros', 'chuches para perros']),
  },
  fr: {
    settings: shop(['animalerie', 'animaleries', 'magasin pour animaux', 'magasin d animaux', 'jardinerie animalerie']),
    nouns: food(['croquettes', 'nourriture pour chiens', 'nourriture pour chats', 'nourriture pour animaux', 'friandises pour chiens', 'friandises pour chats', 'friandises']),
  },
  de: {
    settings: shop(['zoohandlung', 'zoohandlungen', 'tierhandlung', 'zoofachhandel', 'zoogeschäft', 'zoofachgeschäft', 'tierbedarf', 'heimtierbedarf']),
    nouns: food(['hundefutter', 'katzenfutter', 'tierfutter', 'trockenfutter', 'leckerli', 'leckerlis', 'leckerlies', 'hundeleckerli', 'kauknochen']),
  },
  it: {
    settings: shop(['negozio di animali', 'negozio per animali', 'negozi di animali', 'pet shop', 'acquariologia']),
    nouns: food(['crocchette', 'cibo per cani', 'cibo per gatti', 'cibo per animali', 'snack per cani', 'snack per gatti', 'premietti']),
  },
  pt: {
    settings: shop(['loja de animais', 'lojas de animais', 'loja para animais', 'loja de animais de estimação']),
    nouns: food(['ração', 'rações', 'ração para cães', 'ração para gatos', 'comida para cães', 'comida para gatos', 'petiscos para cães', 'petiscos']),
  },
  nl: {
    settings: shop(['dierenwinkel', 'dierenwinkels', 'dierenspeciaalzaak', 'dierenzaak', 'aquariumwinkel']),
    nouns: food(['hondenvoer', 'kattenvoer', 'dierenvoer', 'brokjes', 'hondensnoepjes', 'hondenkoekjes', 'snoepjes voor de hond']),
  },
  ar: {
    settings: shop(['متجر حيوانات', 'متجر الحيوانات', 'متجر الحيوانات الأليفة', 'محل حيوانات أليفة', 'محل الحيوانات الأليفة']),
    nouns: food(['طعام الكلاب', 'طعام القطط', 'طعام الحيوانات الأليفة', 'مكافآت الكلاب']),
  },
  ja: {
    settings: shop(['ペットショップ', 'ペット用品店', 'ペットストア', '熱帯魚店']),
    nouns: food(['ペットフード', 'ドッグフード', 'キャットフード', 'おやつ']),
  },
} satisfies Record<string, { settings: Record<string, SettingId>; nouns: Record<string, ConceptId> }>;
