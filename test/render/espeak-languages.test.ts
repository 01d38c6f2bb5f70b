/**
 * The evidence for the offline voice's table of languages (core/render/espeak-languages.ts), without
 * listening: eSpeak NG's own phoneme output (`--ipa`). A line eSpeak cannot read shows either as
 * letter names (it switches to English to say "Chinese letter", "Hebrew dagesh") or as words
 * without their vowels ("مرحبا" → /mrħbaː/, runs of consonants no language here has).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { espeakLanguage, espeakReads, OFFLINE_READINGS } from '../../lambdas/core/render/espeak-languages';
import { japaneseReading } from '../../lambdas/render/speech/japanese-reading';

type ESpeakModule = (options: { arguments: string[]; print(): void; printErr(): void }) => Promise<{ FS: { readFile(path: string, options: { encoding: 'utf8' }): string } }>;
const ESpeakNg = (await import(createRequire(import.meta.url).resolve('espeak-ng'))).default as ESpeakModule;

/** eSpeak's phonemes for a line, in IPA, as its command line writes them. */
async function phonemes(voice: string, text: string): Promise<string> {
  const espeak = await ESpeakNg({ arguments: ['-q', '--ipa', '--phonout=/phonemes.txt', '-v', voice, text], print() {}, printErr() {} });
  return espeak.FS.readFile('/phonemes.txt', { encoding: 'utf8' }).trim();
}

const VOWEL = /[aeiouyɑɐæɛɪɔʊʌəɜɚɝøœɒɤɯɨʉɘɵɞʏ]/u;
/** A consonant as it sounds (an affricate such as dʒ is one), diacritics and stress left out. */
const CONSONANT = /(?:t[ʃsɕ]|d[ʒzʑ]|[^\sˈˌːˑ.\d\p{M}\p{Lm}(),])/gu;

/** What shows that eSpeak could not read a line: letter names, or words stripped of their vowels. */
function unread(ipa: string): { letterNames: boolean; vowelless: number } {
  const words = ipa.replace(/\([a-z-]+\)/g, ' ').normalize('NFD').split(/\s+/).filter(Boolean);
  // Three consonants in a row, or a word with no vowel at all.
  const stripped = words.filter((w) => !VOWEL.test(w) || w.split(VOWEL).some((run) => (run.match(CONSONANT)?.length ?? 0) >= 3));
  return { letterNames: /\(en\)/.test(ipa), vowelless: stripped.length / Math.max(1, words.length) };
}

/** One line in each script eSpeak offers a voice for. */
const AS_WRITTEN: Record<string, string> = {
  en: 'Fresh coffee every morning.',
  fr: 'Du café frais chaque matin.',
  de: 'Frischer Kaffee jeden Morgen.',
  ru: 'Свежий кофе каждое утро.',
  uk: 'Свіжа кава щоранку.',
  el: 'Φρέσκος καφές κάθε πρωί.',
  hi: 'हर सुबह ताज़ा कॉफ़ी।',
  bn: 'প্রতিদিন সকালে তাজা কফি',
  ta: 'ஒவ்வொரு காலையும் புதிய காபி',
  ko: '매일 아침 신선한 커피.',
  zh: '每天早上新鲜的咖啡。',
  yue: '每日早上新鮮咖啡',
  fa: 'قهوه تازه هر صبح',
  ur: 'ہر صبح تازہ کافی',
  ka: 'ახალი ყავა ყოველ დილით',
  hy: 'Թարմ սուրճ ամեն առավոտ',
  am: 'በየቀኑ ጠዋት ትኩስ ቡና',
  vi: 'Cà phê tươi mỗi sáng.',
};

describe('which languages the offline voice reads: the evidence of its own phonemes', () => {
  it.each(Object.entries(AS_WRITTEN))('%s is read as written: no letter names, every word with its vowels', async (language, text) => {
    expect(OFFLINE_READINGS[espeakLanguage(language)!]).toBeUndefined();
    expect(espeakReads(text, language)).toBe(true);
    expect(unread(await phonemes(espeakLanguage(language)!, text))).toEqual({ letterNames: false, vowelless: 0 });
  });

  it('Japanese: eSpeak spells each kanji as "Chinese letter"; read into kana first, it speaks the line', async () => {
    const text = '今日は良い天気です';
    expect(OFFLINE_READINGS.ja).toBe('kana');
    expect(unread(await phonemes('ja', text)).letterNames).toBe(true);
    const kana = (await japaneseReading(text))!.spoken;
    expect(unread(await phonemes('ja', kana))).toEqual({ letterNames: false, vowelless: 0 });
  });

  it('Arabic: read only with its vowel marks; without them eSpeak drops the vowels of most words', async () => {
    const bare = 'مرحبا بكم في متجرنا الجديد';
    const vowelled = 'مَرْحَبًا بِكُمْ فِي مَتْجَرِنَا الْجَدِيدِ';
    expect(OFFLINE_READINGS.ar).toBe('vowelled');
    expect(unread(await phonemes('ar', bare)).vowelless).toBeGreaterThanOrEqual(0.4);
    expect(unread(await phonemes('ar', vowelled))).toEqual({ letterNames: false, vowelless: 0 });
    expect([espeakReads(bare, 'ar'), espeakReads(vowelled, 'ar-EG')]).toEqual([false, true]);
  });

  it('Hebrew: misread without its vowel points, spelled as letter names with them: never read', async () => {
    expect(unread(await phonemes('he', 'ברוכים הבאים לחנות החדשה שלנו')).vowelless).toBeGreaterThanOrEqual(0.4);
    expect(unread(await phonemes('he', 'בְּרוּכִים הַבָּאִים לַחֲנוּת')).letterNames).toBe(true);
    expect(espeakReads('בְּרוּכִים הַבָּאִים', 'he')).toBe(false);
  });

  it('Thai: misread, its syllables run into consonant clusters: never read', async () => {
    expect(unread(await phonemes('th', 'สวัสดีครับ ยินดีต้อนรับ')).vowelless).toBeGreaterThanOrEqual(0.4);
    expect(espeakReads('สวัสดีครับ', 'th')).toBe(false);
  });

  it('a language eSpeak has no voice for is not read', () => {
    expect(espeakLanguage('xx')).toBeNull();
    expect(espeakReads('Hello', 'xx')).toBe(false);
  });
});
