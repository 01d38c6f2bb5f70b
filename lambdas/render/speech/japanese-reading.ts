/**
 * Japanese as a voice that reads only kana can speak it: each word of the line read into katakana
 * by kuromoji (a morphological analyser whose IPADIC dictionary ships in its npm package), as it is
 * pronounced (今日は → キョー ワ, the particle は as ワ). Words are spaced apart, so the voice marks
 * each one, and every piece of the spoken text remembers which part of the script it reads.
 */
import { dirname } from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { KUROMOJI_DICTIONARY } from '../package-files';
import { packageFilePath } from '../package-path';
import type { Reading, ReadSegment } from './reading';

// Building the tokenizer unpacks its 18 MB dictionary (about 2 s): once per process, when a Japanese line first needs it.
let tokenizer: Promise<Tokenizer<IpadicFeatures>> | undefined;

function japaneseTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  tokenizer ??= new Promise((resolve, reject) =>
    kuromoji.builder({ dicPath: dirname(packageFilePath(KUROMOJI_DICTIONARY[0]!)) }).build((error, built) => (error ? reject(error) : resolve(built))),
  );
  return tokenizer;
}

const KANJI = /\p{Script=Han}/u;

/**
 * The line in kana. A word holding kanji that the dictionary has no reading for (a rare character
 * such as 淹) would be spelled out as "Chinese letter": it is left unsaid and listed in `unread`.
 */
export async function japaneseReading(text: string): Promise<Reading> {
  const tokens = (await japaneseTokenizer()).tokenize(text);
  const segments: ReadSegment[] = [];
  const unread: string[] = [];
  let spoken = '';
  for (const token of tokens) {
    const from = token.word_position - 1;
    const surface = token.surface_form;
    if (!surface.trim()) continue;
    const said = token.pronunciation && token.pronunciation !== '*' ? token.pronunciation : surface;
    if (KANJI.test(said)) {
      unread.push(surface);
      continue;
    }
    if (spoken) spoken += ' ';
    segments.push({ spoken: [spoken.length, spoken.length + said.length], script: [from, from + surface.length] });
    spoken += said;
  }
  return { spoken, segments, unread };
}
