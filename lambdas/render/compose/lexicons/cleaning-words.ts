/**
 * The steps of cleaning a gym's equipment between users in each language's words (actions.ts): the weight bench sprayed
 * with disinfectant, then wiped down with a clean cloth ("wipe it down": the step after the spray). Read with the safety
 * trainings' steps (safety-words.ts), which every lexicon takes.
 */
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

export const CLEANING_WORDS = {
  en: words({
    'spraying-bench': ['spray the bench', 'spraying the bench', 'sprays the bench', 'spray the equipment', 'spraying the equipment', 'sprays the equipment', 'spray the machine', 'spray the machines', 'spray with disinfectant', 'spray it with disinfectant', 'spraying disinfectant', 'sprays disinfectant', 'disinfectant spray'],
    'wiping-bench': ['wipe it down', 'wiping it down', 'wipes it down', 'wipe down the bench', 'wiping down the bench', 'wipes down the bench', 'wipe the bench', 'wiping the bench', 'wipes the bench', 'wipe down the equipment', 'wiping down the equipment', 'wipes down the equipment', 'wipe down equipment', 'wiping down equipment', 'wipe down the machine', 'wipe down the machines', 'wiping down the machines', 'wipe the equipment'],
  }),
  fr: words({
    'spraying-bench': ['vaporisez le banc', 'vaporiser le banc', 'vaporise le banc', 'pulvérisez le banc', 'pulvériser le banc', 'pulvérisez du désinfectant', 'pulvériser du désinfectant', 'pulvérise du désinfectant', 'vaporisez du désinfectant', 'vaporiser du désinfectant', 'vaporise du désinfectant'],
    'wiping-bench': ['essuyez le banc', 'essuyer le banc', 'essuie le banc', 'essuyez les appareils', 'essuyer les appareils', 'essuyez le avec un chiffon', 'avec un chiffon propre', 'essuyez avec un chiffon propre'],
  }),
  de: words({
    'spraying-bench': ['sprüht die bank ein', 'sprühen sie die bank', 'die bank einsprühen', 'bank einsprühen', 'mit desinfektionsmittel einsprühen', 'mit desinfektionsmittel besprühen', 'desinfektionsmittel sprühen', 'sprühen sie desinfektionsmittel', 'sprüht desinfektionsmittel', 'desinfektionsspray'],
    'wiping-bench': ['die bank abwischen', 'bank abwischen', 'wischt die bank ab', 'wischen sie die bank', 'wischen sie sie', 'wischen sie es', 'geräte abwischen', 'wischt die geräte ab', 'mit einem sauberen tuch', 'mit sauberem tuch'],
  }),
  es: words({
    'spraying-bench': ['rocía el banco', 'rociar el banco', 'rociando el banco', 'rocía con desinfectante', 'rociar con desinfectante', 'rociando con desinfectante', 'pulveriza desinfectante', 'pulverizar desinfectante', 'pulverizando desinfectante'],
    'wiping-bench': ['limpia el banco', 'limpiar el banco', 'limpiando el banco', 'límpialo con un paño', 'límpialo', 'pasa un paño limpio', 'pasar un paño limpio', 'pasando un paño limpio', 'con un paño limpio'],
  }),
  it: words({
    'spraying-bench': ['spruzza la panca', 'spruzzare la panca', 'spruzzando la panca', 'spruzza il disinfettante', 'spruzzare il disinfettante', 'spruzzando il disinfettante', 'spruzza del disinfettante'],
    'wiping-bench': ['pulisci la panca', 'pulire la panca', 'pulendo la panca', 'passa un panno pulito', 'passare un panno pulito', 'con un panno pulito', 'strofina con un panno'],
  }),
  pt: words({
    'spraying-bench': ['borrife o banco', 'borrifar o banco', 'borrifa o banco', 'borrife desinfetante', 'borrifar desinfetante', 'borrifa desinfetante', 'pulverize o banco', 'pulverize desinfetante'],
    'wiping-bench': ['limpe o banco', 'limpar o banco', 'limpa o banco', 'passe um pano limpo', 'passar um pano limpo', 'passa um pano limpo', 'com um pano limpo'],
  }),
  nl: words({
    'spraying-bench': ['spuit de bank in', 'de bank inspuiten', 'bank inspuiten', 'spuit desinfectiemiddel', 'desinfectiemiddel spuiten', 'met desinfectiemiddel inspuiten'],
    'wiping-bench': ['veeg de bank af', 'de bank afvegen', 'neem de bank af', 'de bank afnemen', 'veeg het af', 'neem het af', 'met een schone doek'],
  }),
  ja: words({
    'spraying-bench': ['ベンチに消毒液', 'ベンチに除菌スプレー', '消毒液をスプレー', '消毒液を吹きかけ', '消毒スプレー', '除菌スプレー'],
    'wiping-bench': ['ベンチを拭く', 'ベンチを拭き', 'ベンチを拭いて', 'きれいな布で拭', '清潔な布で拭', '布で拭く', '布で拭き', '布で拭いて'],
  }),
};
