/**
 * Goods shown as they are used (issue 23), by the kind product-kind-lines.ts reads in the brief's
 * opening in any of its seven languages: boots on a hiker's feet on a trail, a jacket worn in the
 * street, a recipe box unpacked on a kitchen counter and cooked from, a cream applied, coffee
 * poured, a sofa sat on, a dog at its bowl. The shots are English, as the compositions are; `thing`
 * is the English word a picture calls the product by when the brief's own is in another language
 * or no better than its kind's stand-in, so that no prompt mixes two languages. Each kind's shots
 * show different people doing different things (distinct-shots.ts); a close-up shows the product alone, since
 * the engine draws a close-up's product large over anyone beside it. Pure data.
 */

import type { SubjectKind } from './compositions';
import type { ProductKind } from './product-kind-lines';
import type { UseShot, UseTime } from './product-uses';

/** A kind's pictures in use, the compositions' kind that may follow them, and its English name. */
export interface GoodsUse {
  thing: string;
  kind?: SubjectKind;
  shots: readonly UseShot[];
}

const u = (action: (thing: string) => string, place: string, time: UseTime): UseShot => ({ action, place, time });

export const GOODS_USES: Readonly<Record<ProductKind, GoodsUse>> = {
  boots: {
    thing: 'a pair of boots',
    kind: 'fashion',
    shots: [
      u((k) => `a hiker wearing ${k} walking along a trail`, 'in the mountains', 'morning'),
      u((k) => `a walker in ${k} stepping through mud on a forest path`, 'through a forest', 'afternoon'),
      u((k) => `a woman lacing up ${k} on a rock`, 'beside a mountain lake', 'sunrise'),
      u((k) => `two friends in ${k} hiking beside a stream`, 'in the hills', 'golden hour'),
    ],
  },
  shoes: {
    thing: 'a pair of shoes',
    kind: 'fashion',
    shots: [
      u((k) => `a woman in ${k} walking along a city street`, '', 'morning'),
      u((k) => `a man in ${k} jogging up city steps`, '', 'afternoon'),
      u((k) => `a man trying on ${k} on a bench`, 'in a green park', 'golden hour'),
      u((k) => `friends in ${k} dancing`, 'on a rooftop terrace', 'evening'),
    ],
  },
  clothing: {
    thing: 'new clothes',
    kind: 'fashion',
    shots: [
      u((k) => `a woman wearing ${k} walking along a city street`, '', 'morning'),
      u((k) => `a man trying on ${k} in front of a mirror`, 'in a bright bedroom', 'afternoon'),
      u((k) => `friends wearing ${k} laughing together`, 'on a terrace', 'golden hour'),
      u((k) => `close-up of ${k} folded on a bed`, 'in a calm bedroom', 'evening'),
    ],
  },
  jewellery: {
    thing: 'jewellery',
    kind: 'fashion',
    shots: [
      u((k) => `a woman wearing ${k} smiling by a window`, 'in a bright bedroom', 'morning'),
      u((k) => `a woman putting on ${k} in front of a mirror`, 'in a soft-lit bedroom', 'golden hour'),
      u((k) => `close-up of ${k} in an open gift box`, 'on a dressing table', 'evening'),
      u((k) => `a man giving ${k} to his partner`, 'at a restaurant table', 'night'),
    ],
  },
  gear: {
    thing: 'outdoor gear',
    shots: [
      u((k) => `friends packing ${k} into a car`, 'on a mountain road', 'morning'),
      u((k) => `a woman carrying ${k} along a path`, 'in the hills', 'afternoon'),
      u((k) => `a couple resting beside ${k}`, 'beside a lake', 'golden hour'),
      u((k) => `close-up of ${k} laid out on the grass`, 'at a campsite', 'midday'),
    ],
  },
  fragrance: {
    thing: 'a bottle of perfume',
    kind: 'beauty',
    shots: [
      u((k) => `a woman spraying ${k} on her wrist`, 'in a soft-lit bedroom', 'evening'),
      u((k) => `close-up of ${k} beside fresh flowers on a dressing table`, 'in a bright bedroom', 'morning'),
      u((k) => `a man putting on ${k} before going out`, 'in a calm bathroom', 'night'),
      u(() => 'a couple walking arm in arm', 'along a city street', 'golden hour'),
    ],
  },
  beauty: {
    thing: 'face cream',
    kind: 'beauty',
    shots: [
      u((k) => `a woman applying ${k} in front of a mirror`, 'in a bright bathroom', 'morning'),
      u((k) => `a woman applying ${k} to her hands`, 'by a sunny window', 'midday'),
      u((k) => `a man applying ${k} to his face`, 'in a calm bathroom', 'evening'),
      u((k) => `${k} on a marble shelf beside a folded towel`, 'in a soft-lit bathroom', 'afternoon'),
    ],
  },
  coffee: {
    thing: 'coffee',
    kind: 'drink',
    shots: [
      u(() => 'a person pouring fresh coffee into a cup', 'in a bright kitchen', 'morning'),
      u(() => 'friends chatting over cups of coffee', 'on a sunny terrace', 'afternoon'),
      u(() => 'close-up of steam rising from a cup of coffee', 'by a rainy window', 'evening'),
      u(() => 'a woman holding a cup of coffee in both hands', 'on a balcony', 'sunrise'),
    ],
  },
  tea: {
    thing: 'tea',
    kind: 'drink',
    shots: [
      u(() => 'a person pouring tea from a teapot into a cup', 'in a bright kitchen', 'morning'),
      u(() => 'friends sharing a pot of tea', 'at a garden table', 'afternoon'),
      u(() => 'close-up of a cup of tea steaming', 'by a rainy window', 'evening'),
      u(() => 'a woman reading with a cup of tea', 'in a cosy living room', 'golden hour'),
    ],
  },
  wine: {
    thing: 'a bottle of wine',
    kind: 'drink',
    shots: [
      u(() => 'friends raising glasses of wine', 'on a terrace', 'golden hour'),
      u(() => 'a person pouring wine into a glass', 'at a dinner table', 'evening'),
      u(() => 'a couple sharing a bottle of wine', 'among vineyards', 'afternoon'),
      u(() => 'close-up of a glass of wine beside a cheese board', 'on a wooden table', 'night'),
    ],
  },
  beer: {
    thing: 'a bottle of beer',
    kind: 'drink',
    shots: [
      u(() => 'friends clinking bottles of beer', 'at a garden table', 'golden hour'),
      u(() => 'a person pouring beer into a glass', 'at a kitchen table', 'evening'),
      u(() => 'close-up of a cold glass of beer', 'on a wooden table', 'afternoon'),
      u(() => 'friends laughing over beers at a barbecue', 'in a garden', 'evening'),
    ],
  },
  food: {
    thing: 'a snack',
    kind: 'food',
    shots: [
      u((k) => `friends sharing ${k} on a picnic blanket`, 'in a green park', 'afternoon'),
      u((k) => `a person unwrapping ${k}`, 'at a kitchen table', 'morning'),
      u((k) => `a family enjoying ${k} together`, 'on a sofa in a living room', 'evening'),
      u((k) => `close-up of ${k} on a wooden board`, 'in a sunlit kitchen', 'midday'),
    ],
  },
  box: {
    thing: 'a box of fresh ingredients',
    kind: 'delivery-box',
    shots: [
      u((k) => `a woman opening ${k} on a kitchen counter`, 'in a bright kitchen', 'afternoon'),
      u((k) => `a couple cooking dinner together from ${k}`, 'in a warm kitchen', 'evening'),
      u((k) => `${k} delivered to a front door`, '', 'morning'),
    ],
  },
  furniture: {
    thing: 'new furniture',
    kind: 'home',
    shots: [
      u((k) => `a couple relaxing at home with ${k}`, 'in a calm living room', 'evening'),
      u((k) => `a woman reading a book beside ${k}`, 'in a sunlit living room', 'afternoon'),
      u((k) => `friends chatting around ${k}`, 'in a cosy living room', 'golden hour'),
      u((k) => `${k} beside green plants`, 'in a bright living room', 'morning'),
    ],
  },
  bedding: {
    thing: 'fresh bed linen',
    kind: 'home',
    shots: [
      u((k) => `a couple making a bed with ${k}`, 'in a bright bedroom', 'morning'),
      u(() => 'a woman stretching as she wakes up in bed', 'in a sunlit bedroom', 'sunrise'),
      u(() => 'a child reading a book on a made bed', 'in a cosy bedroom', 'evening'),
      u((k) => `close-up of ${k} on a made bed`, 'in a calm bedroom', 'afternoon'),
    ],
  },
  toy: {
    thing: 'toys',
    shots: [
      u((k) => `a child playing with ${k} on a rug`, 'in a bright living room', 'morning'),
      u((k) => `a parent and child building with ${k}`, 'on a living-room floor', 'afternoon'),
      u((k) => `two children laughing over ${k}`, 'at a kitchen table', 'evening'),
      u((k) => `close-up of ${k} on a wooden floor`, 'in a sunny playroom', 'midday'),
    ],
  },
  book: {
    thing: 'a book',
    shots: [
      u((k) => `a woman reading ${k} in an armchair`, 'in a cosy living room', 'evening'),
      u((k) => `a man reading ${k}`, 'on a park bench', 'afternoon'),
      u((k) => `close-up of ${k} beside a cup of tea`, 'on a wooden table', 'morning'),
      u((k) => `a parent reading ${k} to a child`, 'in a calm bedroom', 'night'),
    ],
  },
  course: {
    thing: 'an online course',
    shots: [
      u(() => 'a student learning on a laptop', 'at a kitchen table', 'morning'),
      u(() => 'a woman taking notes beside a laptop', 'in a bright living room', 'afternoon'),
      u(() => 'a man watching a lesson on a tablet', 'on a sofa', 'evening'),
      u(() => 'friends studying together', 'in a library', 'midday'),
    ],
  },
  pet: {
    thing: 'a dog bowl',
    kind: 'pet',
    shots: [
      u(() => 'a dog eating from a bowl', 'on a kitchen floor', 'morning'),
      u(() => 'a person walking a dog', 'in a green park', 'golden hour'),
      u(() => 'a dog playing with its owner', 'in a garden', 'afternoon'),
      u(() => 'a dog curled up asleep', 'on a living-room rug', 'evening'),
    ],
  },
  cat: {
    thing: 'a cat bowl',
    kind: 'pet',
    shots: [
      u(() => 'a cat eating from a bowl', 'on a kitchen floor', 'morning'),
      u(() => 'a cat playing with a toy', 'on a sofa', 'afternoon'),
      u(() => 'a cat curled up asleep', 'on a sunny windowsill', 'midday'),
      u(() => 'a person stroking a cat', 'in a calm living room', 'evening'),
    ],
  },
};
