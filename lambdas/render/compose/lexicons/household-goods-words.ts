/**
 * Everyday goods adverts name, in each language's words: a toothbrush and an electric one, a hairdryer
 * and a portable speaker, drawn as themselves (illustrations/household-goods.ts); goods with no picture
 * of their own as the product of their shape (a bottle of mouthwash is a pump bottle, a shaver its box),
 * never nothing. A bare "speaker" (a person on a stage) and "enceinte" (pregnant) are left to the people
 * words: only the device's own phrases are goods. Spread into PRODUCT_WORDS (./product-words.ts).
 */
import type { ConceptId } from '../concepts';
import type { HouseholdGood } from '../../illustrations/household-goods';

/** A good drawn by the engine, named as the illustration set's pictures are. */
const drawn = (good: HouseholdGood): ConceptId => `icon:${good}`;
const BRUSH = drawn('toothbrush-upright');
const ELECTRIC = drawn('electric-toothbrush');
const DRYER = drawn('hairdryer');
const SPEAKER = drawn('portable-speaker');
/** A robot vacuum is a concept of its own (its size on the floor), not an icon. */
const ROBOT: ConceptId = 'robot-vacuum';

export const GOODS_WORDS: Record<'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ja', Record<string, ConceptId>> = {
  en: {
    // What only a robot vacuum does, never a map on the table: "it maps your home".
    'maps your home': ROBOT, 'maps your house': ROBOT, 'maps every room': ROBOT, 'maps the home': ROBOT, 'mapping your home': ROBOT,
    'robot vacuum': ROBOT, 'robot vacuums': ROBOT, 'robot vacuum cleaner': ROBOT, 'robotic vacuum': ROBOT, 'robotic vacuum cleaner': ROBOT, 'robot hoover': ROBOT, robovac: ROBOT, 'robot cleaner': ROBOT, 'vacuum robot': ROBOT, 'robot mop': ROBOT,
    toothbrush: BRUSH, toothbrushes: BRUSH, 'tooth brush': BRUSH, 'manual toothbrush': BRUSH, 'bamboo toothbrush': BRUSH,
    'electric toothbrush': ELECTRIC, 'electric toothbrushes': ELECTRIC, 'sonic toothbrush': ELECTRIC, 'power toothbrush': ELECTRIC, 'rechargeable toothbrush': ELECTRIC,
    hairdryer: DRYER, 'hair dryer': DRYER, 'hair drier': DRYER, 'blow dryer': DRYER, blowdryer: DRYER,
    'bluetooth speaker': SPEAKER, 'wireless speaker': SPEAKER, 'portable speaker': SPEAKER, 'smart speaker': SPEAKER, 'speaker system': SPEAKER,
    mouthwash: 'lotion', deodorant: 'lotion', 'hand soap': 'lotion', 'washing up liquid': 'lotion', detergent: 'lotion', 'lip balm': 'lipstick',
    // Not a bare razor, trimmer or charger: a barber's tools and an electric car's charger are no product box.
    shaver: 'product', 'electric shaver': 'product', 'power bank': 'product', 'phone charger': 'product',
    nappies: 'product', diapers: 'product', 'baby wipes': 'product', 'protein powder': 'product', supplements: 'product',
  },
  fr: {
    'aspirateur robot': ROBOT, 'robot aspirateur': ROBOT, 'aspirateurs robots': ROBOT, 'robot laveur': ROBOT,
    'brosse à dents': BRUSH, 'brosses à dents': BRUSH, 'brosse à dents électrique': ELECTRIC, 'brosse à dents sonique': ELECTRIC,
    'sèche cheveux': DRYER, 'seche cheveux': DRYER, 'enceinte bluetooth': SPEAKER, 'enceinte portable': SPEAKER, 'enceinte connectée': SPEAKER, 'haut parleur': SPEAKER,
    'bain de bouche': 'lotion', déodorant: 'lotion', 'savon liquide': 'lotion', lessive: 'lotion', rasoir: 'product', couches: 'product', chargeur: 'product',
  },
  de: {
    saugroboter: ROBOT, saugroboters: ROBOT, staubsaugerroboter: ROBOT, wischroboter: ROBOT, 'saug und wischroboter': ROBOT,
    zahnbürste: BRUSH, zahnbürsten: BRUSH, 'elektrische zahnbürste': ELECTRIC, 'elektrischen zahnbürste': ELECTRIC, 'elektrische zahnbürsten': ELECTRIC, elektrozahnbürste: ELECTRIC, schallzahnbürste: ELECTRIC,
    föhn: DRYER, fön: DRYER, haartrockner: DRYER, lautsprecher: SPEAKER, 'bluetooth lautsprecher': SPEAKER, musikbox: SPEAKER,
    mundspülung: 'lotion', mundwasser: 'lotion', deo: 'lotion', deodorant: 'lotion', flüssigseife: 'lotion', waschmittel: 'lotion',
    rasierer: 'product', windeln: 'product', ladegerät: 'product', powerbank: 'product',
  },
  es: {
    'robot aspirador': ROBOT, 'robot aspiradora': ROBOT, 'aspiradora robot': ROBOT, 'robots aspiradores': ROBOT, 'robot friegasuelos': ROBOT,
    'cepillo de dientes': BRUSH, 'cepillos de dientes': BRUSH, 'cepillo de dientes eléctrico': ELECTRIC, 'cepillo eléctrico': ELECTRIC,
    secador: DRYER, 'secador de pelo': DRYER, 'secador de cabello': DRYER, altavoz: SPEAKER, 'altavoz bluetooth': SPEAKER,
    'enjuague bucal': 'lotion', desodorante: 'lotion', detergente: 'lotion', maquinilla: 'product', pañales: 'product', cargador: 'product',
  },
  it: {
    'robot aspirapolvere': ROBOT, 'aspirapolvere robot': ROBOT, 'robot lavapavimenti': ROBOT,
    spazzolino: BRUSH, 'spazzolino da denti': BRUSH, spazzolini: BRUSH, 'spazzolino elettrico': ELECTRIC, 'spazzolino sonico': ELECTRIC,
    asciugacapelli: DRYER, phon: DRYER, fon: DRYER, altoparlante: SPEAKER, 'cassa bluetooth': SPEAKER, 'cassa portatile': SPEAKER,
    collutorio: 'lotion', deodorante: 'lotion', rasoio: 'product', pannolini: 'product', caricabatterie: 'product',
  },
  pt: {
    'robô aspirador': ROBOT, 'aspirador robô': ROBOT, 'robot aspirador': ROBOT, 'robôs aspiradores': ROBOT,
    'escova de dentes': BRUSH, 'escova de dente': BRUSH, 'escova de dentes elétrica': ELECTRIC, 'escova elétrica': ELECTRIC,
    'secador de cabelo': DRYER, secador: DRYER, 'coluna bluetooth': SPEAKER, 'caixa de som': SPEAKER, altifalante: SPEAKER, 'alto falante': SPEAKER,
    'elixir bucal': 'lotion', 'enxaguante bucal': 'lotion', desodorizante: 'lotion', desodorante: 'lotion', 'lâmina de barbear': 'product', fraldas: 'product', carregador: 'product',
  },
  nl: {
    robotstofzuiger: ROBOT, robotstofzuigers: ROBOT, robotzuiger: ROBOT, stofzuigerrobot: ROBOT, dweilrobot: ROBOT,
    tandenborstel: BRUSH, tandenborstels: BRUSH, 'elektrische tandenborstel': ELECTRIC, föhn: DRYER, fohn: DRYER, haardroger: DRYER,
    'bluetooth speaker': SPEAKER, 'draagbare speaker': SPEAKER, luidspreker: SPEAKER,
    mondwater: 'lotion', deodorant: 'lotion', handzeep: 'lotion', wasmiddel: 'lotion', scheerapparaat: 'product', luiers: 'product', oplader: 'product',
  },
  ja: {
    'ロボット掃除機': ROBOT, 'お掃除ロボット': ROBOT,
    歯ブラシ: BRUSH, 電動歯ブラシ: ELECTRIC, ドライヤー: DRYER, ヘアドライヤー: DRYER, スピーカー: SPEAKER, ワイヤレススピーカー: SPEAKER,
    マウスウォッシュ: 'lotion', デオドラント: 'lotion', 髭剃り: 'product', シェーバー: 'product', おむつ: 'product', 充電器: 'product',
  },
};
