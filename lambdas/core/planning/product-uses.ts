/**
 * What a product is for, as pictures of it in use (issue 23): a thin brief's extra shots continue
 * its story with the product doing its job ("a meditation app" → someone meditating, the phone
 * beside them; "location de vélos" → people riding, a row of rental bikes at a stand; "solar
 * panels" → a house roof with panels in sunshine; "a kettle" → tea poured into a mug), never a
 * stock shot of another product's (a team around a laptop for a meditation app). The product's
 * kind is read in any language the planner reads (en, es, fr, de, it, pt, nl); the shots are
 * English, as the other compositions are. Pure data and string work.
 */

import { boundedMemo } from '../bounded-memo';
import type { SubjectKind } from './compositions';
import { GOODS_USES } from './goods-uses';
import { placedUse } from './product-places';
import { productKind } from './product-kind-lines';
import { subjectKind } from './subject-kind-lines';

export type UseTime = 'sunrise' | 'morning' | 'midday' | 'afternoon' | 'golden hour' | 'evening' | 'night';

/** One picture of the product in use: who does what with `thing`, where (a brief's own place may replace it), and when. */
export interface UseShot {
  action: (thing: string) => string;
  place: string;
  time: UseTime;
}

interface Use {
  words: RegExp;
  /** The kind whose own compositions may follow the use's (an app's phone shots); none where the kind the brief reads as is another thing's. */
  kind?: SubjectKind;
  /** A use a place of business offers (a bike rental): its shots are that place's where the planner knows no trade for it. */
  forHire?: boolean;
  /** What a picture calls the product when the brief names it no better ("the product", "a phone app"). */
  thing: string;
  shots: readonly UseShot[];
}

const u = (action: (thing: string) => string, place: string, time: UseTime): UseShot => ({ action, place, time });

/** Whole words, any case, in any script with letters. */
const words = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');

/** An app's pictures show it on a phone, whoever holds it: the phone is what the viewer sees in use. */
const USES: readonly Use[] = [
  {
    words: words('meditation|meditations?-?app|mindfulness|méditation|meditación|meditazione|meditação|meditatie|achtsamkeit|pleine conscience|atención plena|consapevolezza|atenção plena|sleep app|breathing app'),
    thing: 'a meditation app',
    kind: 'app',
    shots: [
      u(() => 'a man meditating cross-legged with his phone beside him', 'in a calm bedroom', 'morning'),
      u(() => 'a woman with headphones and closed eyes breathing slowly', 'by a window in a quiet living room', 'evening'),
      u(() => 'close-up of a phone on a bedside table beside a cup of tea', 'in a soft-lit bedroom', 'night'),
      u(() => 'a young woman meditating on a yoga mat', 'in a green park', 'sunrise'),
    ],
  },
  {
    words: words('running app|run tracker|running tracker|app de running|application de course|app de carrera|lauf-?app|app di corsa|app de corrida|hardloop-?app|jogging app'),
    thing: 'a running app',
    kind: 'app',
    shots: [
      u(() => 'a runner checking her phone', 'on a riverside path', 'sunrise'),
      u(() => 'two friends running side by side', 'through a green park', 'morning'),
      u(() => 'close-up of a phone in an armband on a runner’s arm', 'on a city street', 'golden hour'),
      u(() => 'a runner stretching beside a bench', 'in a park', 'evening'),
    ],
  },
  {
    words: words('workout app|fitness app|training app|home workouts?|app de fitness|app d[e’\']entraînement|app de entrenamiento|fitness-?app|trainings-?app|app di allenamento|app de treino|sport-?app'),
    thing: 'a fitness app',
    kind: 'app',
    shots: [
      u(() => 'a woman doing a workout on a yoga mat, her phone propped up in front of her', 'in a bright living room', 'morning'),
      u(() => 'a man stretching beside his phone', 'on a sunny balcony', 'golden hour'),
      u(() => 'close-up of a phone and a water bottle on a yoga mat', 'on a wooden floor', 'midday'),
      u(() => 'a person jogging', 'through a park', 'sunrise'),
    ],
  },
  {
    words: words('bike rental|bike hire|bicycle rental|bicycle hire|cycle hire|rental bikes?|location de vélos?|vélos? en libre-service|alquiler de bicicletas|bicicletas de alquiler|fahrradverleih|radverleih|leihräder|noleggio bici(?:clette)?|bike sharing|bike-sharing|aluguel de bicicletas|aluguer de bicicletas|fietsverhuur|huurfietsen'),
    thing: 'a rental bike',
    kind: 'bike',
    forHire: true,
    shots: [
      u(() => 'a couple riding bicycles side by side', 'along a riverside path', 'golden hour'),
      u(() => 'a tourist taking a bicycle from a rental stand', 'on a city street', 'midday'),
      u(() => 'friends riding bicycles', 'through an old town square', 'afternoon'),
      u(() => 'a row of rental bicycles at a bike stand', 'on a sunny city street', 'morning'),
    ],
  },
  {
    words: words('solar panels?|solar power|solar energy|home solar|panneaux solaires|panneau solaire|paneles solares|placas solares|solaranlagen?|solarmodule|photovoltaik|pannelli solari|fotovoltaico|painéis solares|zonnepanelen'),
    thing: 'solar panels',
    shots: [
      u(() => 'a family house with solar panels on the roof', 'under a clear blue sky', 'midday'),
      u(() => 'a couple in the garden looking up at their roof', 'outside their house', 'golden hour'),
      u(() => 'a family cooking together with the lights on', 'in a warm kitchen', 'evening'),
      u(() => 'children playing in the garden of a house with solar panels', 'on a sunny day', 'afternoon'),
      // The engine draws a roof as the house it is on: last, after the other moments.
      u(() => 'the roof of a house covered in solar panels shining', 'in bright sunshine', 'afternoon'),
    ],
  },
  {
    words: words('kettles?|wasserkocher|bouilloire|hervidor|bollitore|chaleira|waterkoker'),
    thing: 'a kettle',
    kind: 'appliance',
    shots: [
      u((k) => `a person pouring hot water from ${k} into a mug`, 'in a bright kitchen', 'morning'),
      u((k) => `a mug of tea steaming beside ${k}`, 'by a rainy kitchen window', 'afternoon'),
      u((k) => `friends sharing tea at a kitchen table, ${k} beside the teapot`, 'in a cosy kitchen', 'evening'),
    ],
  },
  {
    words: words('coffee machines?|coffee makers?|espresso machines?|cafetière|machine à café|kaffeemaschine|siebträger|cafetera|macchina da caffè|máquina de café|koffiezetapparaat|koffiemachine'),
    thing: 'a coffee machine',
    kind: 'appliance',
    shots: [
      u((k) => `a person pouring fresh coffee from ${k} into a cup`, 'in a bright kitchen', 'morning'),
      u((k) => `a couple chatting beside ${k}`, 'in a sunlit kitchen', 'afternoon'),
      u((k) => `steam rising from ${k}`, 'in a calm kitchen', 'sunrise'),
    ],
  },
  {
    words: words('coffee grinders?|burr grinders?|moulin à café|kaffeemühle|molinillo|macinacaffè|moedor de café|koffiemolen'),
    thing: 'a coffee grinder',
    kind: 'appliance',
    shots: [
      u((k) => `a person grinding coffee beans with ${k}`, 'in a bright kitchen', 'morning'),
      u((k) => `a person pouring fresh ground coffee from ${k} into a filter`, 'in a sunlit kitchen', 'midday'),
      u((k) => `a couple chatting beside ${k}`, 'in a calm kitchen', 'afternoon'),
    ],
  },
  {
    words: words('blenders?|juicers?|mixeur|blender|standmixer|entsafter|licuadora|exprimidor|frullatore|centrifuga|liquidificador|espremedor|sapcentrifuge'),
    thing: 'a blender',
    kind: 'appliance',
    shots: [
      u((k) => `a person pouring a green smoothie from ${k} into a glass`, 'in a bright kitchen', 'morning'),
      u((k) => `fresh fruit on a chopping board beside ${k}`, 'in a sunlit kitchen', 'midday'),
      u((k) => `friends drinking smoothies beside ${k}`, 'at a kitchen island', 'afternoon'),
    ],
  },
  {
    words: words('air fryers?|friteuse sans huile|heißluftfritteuse|freidora de aire|friggitrice ad aria|fritadeira sem óleo|airfryer'),
    thing: 'an air fryer',
    kind: 'appliance',
    shots: [
      u((k) => `a person opening ${k} to golden chips`, 'in a bright kitchen', 'afternoon'),
      u((k) => `a family sharing crispy chips from ${k}`, 'at a warm kitchen table', 'evening'),
      u((k) => `close-up of golden chips beside ${k}`, 'on a kitchen worktop', 'midday'),
    ],
  },
  {
    words: words('vacuum(?: cleaner)?s?|robot vacuum|hoover|aspirateur|staubsauger|saugroboter|aspiradora|aspirapolvere|aspirador|stofzuiger'),
    thing: 'a vacuum cleaner',
    kind: 'home',
    shots: [
      u((k) => `a person vacuuming a rug with ${k}`, 'in a bright living room', 'morning'),
      u((k) => `a child playing on a clean rug beside ${k}`, 'in a tidy living room', 'afternoon'),
      u(() => 'a couple relaxing on a sofa', 'in a tidy living room', 'evening'),
    ],
  },
  {
    words: words('mattress(?:es)?|matelas|colchón|colchones|matratzen?|materasso|materassi|colchão|colchões|matras(?:sen)?'),
    thing: 'a mattress',
    kind: 'home',
    shots: [
      u(() => 'a couple sleeping peacefully in a bed', 'in a calm bedroom', 'night'),
      u(() => 'a woman stretching as she wakes up in bed', 'in a sunlit bedroom', 'morning'),
      u(() => 'a child reading a book on a made bed', 'in a cosy bedroom', 'evening'),
    ],
  },
  {
    words: words('language app|language learning|learn (?:a )?languages?|apprendre (?:une )?langues?|aprender idiomas|sprachen lernen|sprach-?app|imparare le lingue|aprender línguas|talen leren'),
    thing: 'a language app',
    kind: 'app',
    shots: [
      u(() => 'a student practising on her phone', 'on a train by the window', 'morning'),
      u(() => 'a traveller ordering at a café counter', 'in a foreign city', 'midday'),
      u(() => 'friends laughing over coffee', 'on a café terrace', 'golden hour'),
    ],
  },
  {
    words: words('recipe app|cooking app|app de recettes|app de recetas|rezept-?app|koch-?app|app di ricette|app de receitas|recepten-?app'),
    thing: 'a recipe app',
    kind: 'app',
    shots: [
      u(() => 'a person cooking with a phone propped beside the stove', 'in a bright kitchen', 'evening'),
      u(() => 'close-up of fresh vegetables on a chopping board', 'on a kitchen worktop', 'afternoon'),
      u(() => 'a family eating dinner together', 'at a kitchen table', 'evening'),
    ],
  },
];

/**
 * The use the brief's product is for, if it names one this table knows: its opening sentence says
 * what the product is ("Mindful, a meditation app."), before the rest mentions other things ("no kettle needed").
 */
export const productUse = boundedMemo((brief: string): Omit<Use, 'words'> | undefined => {
  const opening = brief.split(/(?<=[.!?])\s+|\n+/u)[0] ?? '';
  return USES.find((use) => use.words.test(opening)) ?? placedUse(opening) ?? goodsUse(opening) ?? USES.find((use) => use.words.test(brief));
});

/** Goods of a kind the opening says the product is (goods-uses.ts), unless it says first that it is an app or a rental. */
function goodsUse(opening: string): Omit<Use, 'words'> | undefined {
  const kind = productKind(opening);
  return kind && subjectKind(opening) === kind ? GOODS_USES[kind] : undefined;
}

/**
 * Words of a product made for work ("a CRM for small teams", "invoicing for freelancers"): only
 * such a product is shown in an office or around a meeting table.
 */
const WORK = words('crm|saas|b2b|teams?|colleagues?|employees?|staff|office|business(?:es)?|clients?|invoic\\w*|payroll|project management|workflows?|sales|meetings?|freelancers?|startups?|équipes?|entreprises?|empresas?|equipos?|unternehmen|firmen|mitarbeiter\\w*|aziende|imprese|bedrijven|teamwork|dashboard|productivity|produktivität|productivité|productividad|produttività|produtividade|productiviteit');

export function madeForWork(brief: string): boolean {
  return WORK.test(brief);
}
