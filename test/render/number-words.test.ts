/**
 * Issue 23: a caption saying a number in words counts as the same words as the figure on screen
 * (the dedup of burned-in captions, motion/copy.ts plainWords), in every language whose number
 * words the engine lists (motion/number-words.ts): one case or more per language.
 */
import { describe, expect, it } from 'vitest';
import { plainWords } from '../../lambdas/render/motion/copy';
import { leadingScale } from '../../lambdas/render/motion/number-words';

describe('number words read to the figure they say', () => {
  it.each([
    ['en', 'two thousand regulars', 'by 2,000 regulars'],
    ['sv', 'över tvåtusen kunder', 'över 2 000 kunder'],
    ['sv', 'tjugofem år', '25 år'],
    ['pl', 'ponad dwa tysiące klientów', 'ponad 2 000 klientów'],
    ['pl', 'dwadzieścia pięć lat', '25 lat'],
    ['ru', 'более двух тысяч клиентов', 'более 2 000 клиентов'],
    ['ru', 'двадцать пять лет', '25 лет'],
    ['tr', 'iki bin müşteri', '2.000 müşteri'],
    ['tr', 'yirmi beş yıl', '25 yıl'],
    ['ar', 'أكثر من ألفي عميل', 'أكثر من ٢٬٠٠٠ عميل'],
    ['ar', 'ثلاثة آلاف عميل', '3,000 عميل'],
    ['ar', 'خَمْسَةٌ وَعِشْرُونَ عاما', '25 عاما'],
    ['he', 'עשרים וחמש שנים', '25 שנים'],
    ['he', 'שלושת אלפים לקוחות', '3,000 לקוחות'],
    ['hi', 'दो हज़ार ग्राहक', '2,000 ग्राहक'],
    ['zh', '二千五百人', '2500人'],
    ['zh', '两千位顾客', '2000位顾客'],
    ['ja', '二千人のお客様', '2000人のお客様'],
    ['ko', '이천 명의 고객', '2,000 명의 고객'],
  ])('%s: "%s" says the figure of "%s"', (language, said, shown) => {
    const figures = (text: string) => plainWords(text, language).filter((w) => w.startsWith('#'));
    expect(figures(said).length).toBeGreaterThan(0);
    expect(new Set(figures(said))).toEqual(new Set(figures(shown)));
  });

  it.each([
    ['ko', '이사 준비', 'a word made of digit syllables (이사, "moving house") is no number'],
    ['ru', 'стол на троих', 'a word that starts like one (сто-л) is no number'],
    ['ja', '一緒に行こう', 'a word that starts with a digit (一緒, "together") is no number'],
  ])('%s: "%s": %s', (language, text) => {
    expect(plainWords(text, language).some((w) => w.startsWith('#'))).toBe(false);
  });

  it.each<[string, string, number | null, string]>([
    ['en', ' mil thick', null, '"mil" is a Spanish and Portuguese thousand, not an English one'],
    ['es', ' mil clientes', 1000, 'in Spanish it is'],
    ['pt', ' mil clientes', 1000, 'and in Portuguese'],
    ['en', ' million users', 1e6, 'English keeps its own'],
    ['de', ' Millionen Kunden', 1e6, 'German its own'],
    ['fr', ' mille clients', 1000, 'French its own'],
    ['it', ' mille clienti', 1000, 'Italian its own'],
    ['en', ' mille feuille', null, 'an Italian or French thousand is no English scale'],
    ['ja', '万人', 1e4, 'a joined script its own character'],
    ['ko', '만 명', 1e4, 'Korean its own'],
  ])('%s: a scale word after a figure ("%s") is read in the copy’s language only: %s', (language, after, value) => {
    expect(leadingScale(after, language)?.value ?? null).toBe(value);
  });

  it('without a language, any listed language’s scale word is read (copy of unknown language)', () => {
    expect(leadingScale(' mil clientes')?.value).toBe(1000);
    expect(leadingScale(' Millionen')?.value).toBe(1e6);
  });
});
