/**
 * Cats as a cat café, a pet shop or a cat food advert shows them (illustrations/cat-play.ts), in each language's words:
 * stroking or petting an animal (a cat on the lap on the sofa), and a kitten played with a toy (a feather wand, a toy
 * mouse, a ball of yarn); a cat tree or scratching post; a pet eating from its bowl, as cat food adverts show it (bodies.ts `feeding`); a cat café. The toy phrases name a pet's toy, so "playing" with one is the kitten's game, not a dog's.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

/** A language's words for stroking an animal, for a cat's toys, its cat tree or scratching post, and for a pet eating from its bowl (set down by whoever feeds it); a cat café is a café (its cats are the prompt's). */
const catWords = (w: { stroking: string[]; catToy: string[]; fromBowl: string[]; catTree: string[]; catCafe: string[] }): { poses: Record<string, Pose>; settings: Record<string, SettingId>; nouns: Record<string, ConceptId> } => ({
  poses: Object.fromEntries([...w.stroking.map((x) => [x, 'stroking-cat']), ...w.catToy.map((x) => [x, 'playing-with-cat']), ...w.fromBowl.map((x) => [x, 'feeding']), ...w.catTree.map((x) => [x, 'cat-tree'])]),
  settings: Object.fromEntries(w.catCafe.map((x) => [x, 'cafe'])),
  // A cat tree is the cat's: named alone it shows a cat up it, never a tree (nor a garden centre's).
  nouns: Object.fromEntries(w.catTree.map((x) => [x, 'cat'])),
});

export const CAT_WORDS = {
  en: catWords({
    stroking: ['stroking', 'strokes her cat', 'strokes his cat', 'strokes the cat', 'petting', 'pets the', 'pet the', 'cat on her lap', 'cat on his lap', 'cat on their lap', 'cat on the lap', 'cats on their laps'],
    catToy: ['feather toy', 'feather wand', 'wand toy', 'cat toy', 'toy mouse', 'ball of yarn', 'ball of wool', 'yarn ball', 'teaser toy', 'pouncing', 'pounces'],
    fromBowl: ['eating from a bowl', 'eating from its bowl', 'eating from the bowl', 'eats from its bowl', 'eats from a bowl', 'eating cat food', 'eats cat food', 'eating its food', 'at its bowl', 'at the food bowl'],
    catTree: ['cat tree', 'cat trees', 'scratching post', 'scratching posts', 'cat tower', 'cat condo', 'climbing tree'],
    catCafe: ['cat café', 'cat cafe', 'cat cafés', 'cat cafes', 'cat lounge'],
  }),
  es: catWords({
    stroking: ['acariciando', 'acaricia', 'acarician', 'acariciar', 'mimando'],
    catToy: ['juguete de plumas', 'varita con plumas', 'ratón de juguete', 'ovillo de lana', 'bola de lana', 'juguete para gatos'],
    fromBowl: ['comiendo de su cuenco', 'comiendo de un cuenco', 'come de su cuenco', 'comiendo de su plato', 'comiendo pienso', 'come pienso', 'comida para gatos'],
    catTree: ['rascador', 'rascadores', 'árbol para gatos', 'árbol rascador', 'torre para gatos'],
    catCafe: ['café de gatos', 'cafetería de gatos', 'café gatuno', 'cat café'],
  }),
  fr: catWords({
    stroking: ['caressant', 'caresse', 'caressent', 'caresser'],
    catToy: ['plumeau', 'canne à pêche pour chat', 'jouet à plumes', 'souris en peluche', 'souris jouet', 'pelote de laine', 'jouet pour chat'],
    fromBowl: ['mange dans sa gamelle', 'mangeant dans sa gamelle', 'mange dans un bol', 'mange ses croquettes', 'mangeant ses croquettes', 'nourriture pour chat'],
    catTree: ['arbre à chat', 'arbres à chat', 'griffoir', 'griffoirs', 'tour à chat'],
    catCafe: ['bar à chats', 'café à chats', 'café chats', 'café des chats'],
  }),
  de: catWords({
    stroking: ['streichelt', 'streicheln', 'streichelnd', 'gestreichelt', 'krault', 'kraulen'],
    catToy: ['federangel', 'katzenangel', 'federspielzeug', 'spielzeugmaus', 'wollknäuel', 'katzenspielzeug'],
    fromBowl: ['frisst aus dem napf', 'frisst aus seinem napf', 'am futternapf', 'frisst katzenfutter', 'fressend', 'frisst'],
    catTree: ['kratzbaum', 'kratzbäume', 'kratzbäumen', 'kratzsäule', 'kratzstamm'],
    catCafe: ['katzencafé', 'katzencafe', 'katzen-café'],
  }),
  it: catWords({
    stroking: ['accarezza', 'accarezzano', 'accarezzando', 'accarezzare', 'coccola'],
    catToy: ['bacchetta con piume', 'gioco con piume', 'topolino giocattolo', 'gomitolo', 'gioco per gatti', 'giocattolo per gatti'],
    fromBowl: ['mangia dalla ciotola', 'mangiando dalla ciotola', 'mangia i croccantini', 'mangia dalla sua ciotola', 'cibo per gatti'],
    catTree: ['tiragraffi', 'albero per gatti', 'palo tiragraffi'],
    catCafe: ['gattile café', 'caffè dei gatti', 'caffè con gatti', 'cat café'],
  }),
  pt: catWords({
    stroking: ['acariciando', 'a acariciar', 'acaricia', 'acariciam', 'fazendo carinho', 'faz festas', 'a fazer festas'],
    catToy: ['varinha com penas', 'brinquedo de penas', 'ratinho de brinquedo', 'novelo de lã', 'bola de lã', 'brinquedo para gatos'],
    fromBowl: ['comendo da tigela', 'a comer da tigela', 'come da tigela', 'come ração', 'comendo ração', 'a comer ração', 'comida para gatos'],
    catTree: ['arranhador', 'arranhadores', 'árvore para gatos', 'torre para gatos'],
    catCafe: ['café de gatos', 'cafeteria de gatos', 'café dos gatos', 'cat café'],
  }),
  nl: catWords({
    stroking: ['aait', 'aaien', 'aaiend', 'geaaid', 'streelt', 'strelen'],
    catToy: ['hengel met veren', 'kattenhengel', 'verenhengel', 'speelgoedmuis', 'bolletje wol', 'bol wol', 'kattenspeeltje', 'kattenspeelgoed'],
    fromBowl: ['eet uit de bak', 'eet uit zijn bak', 'eet uit het bakje', 'eet uit de voerbak', 'eet kattenvoer', 'kattenvoer'],
    catTree: ['krabpaal', 'krabpalen', 'kattenboom', 'klimpaal'],
    catCafe: ['kattencafé', 'kattencafe', 'katten café'],
  }),
};
