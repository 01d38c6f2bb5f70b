import { inlineStepLabels } from './step-labels';
import type { TrainingHeading } from './training-headings';

/**
 * How trainers head a brief in Japanese, Chinese and Korean (issue 23): "30秒の研修動画：新人スタッフ
 * 向けの正しい手洗い", "新人スタッフ向け手洗い研修", "フォークリフト安全研修（倉庫スタッフ向け）",
 * "30秒培训视频：面向新员工的正确洗手方法", "30초 교육 영상: 신입 직원을 위한 올바른 손 씻기". The
 * audience is marked after it (向け, のための, 을 위한, 대상) or before it (面向, 针对); the format word
 * (研修, 培训, 교육) closes the topic or heads it before a colon. The heading gives the video's
 * topic and its audience, never its length. Pure string work; never throws.
 */

interface UnspacedHeadingWords {
  /** The video's length: "30秒の", "1分間の", "30秒", "30초짜리". */
  length: RegExp;
  /** The format words, longest first where one holds another. */
  format: RegExp;
  /** An audience with its marker, the audience in its one group that matched, at the start of what it heads. */
  audience: RegExp;
  /** Who can be an audience: its last word is one of these. */
  people: RegExp;
  /** Words around a topic that only join it: "について", "的", "에 대한". */
  joins: RegExp;
}

const HEADINGS: Readonly<Record<string, UnspacedHeadingWords>> = {
  ja: {
    length: /[0-9０-９]+\s*(?:秒|分)(?:間)?(?:程度|ほど)?の?/gu,
    format: /(?:研修|教育|トレーニング)用?(?:動画|ビデオ|映像)|研修|トレーニング|講習|(?:マニュアル|解説|説明)動画/u,
    audience: /^(.+?)(?:向け|のため|を対象とした|を対象に|対象)(?:の|に)?/u,
    people: /(?:スタッフ|社員|従業員|職員|新人|新入社員|アルバイト|パート|店員|作業員|作業者|ドライバー|運転手|オペレーター|看護師|介護職員|メンバー|チーム|担当者|者|員|係|生|さん|の皆さん|全員)$/u,
    joins: /^(?:の|は|：|:)+|(?:について|に関する|に関して|のための|の)+$/gu,
  },
  zh: {
    length: /[0-9０-９]+\s*(?:秒|分钟|分鐘)(?:钟|鐘)?(?:的)?/gu,
    format: /(?:培训|培訓|教学|教學|入职|入職|安全)(?:视频|視頻|影片|短片)|培训|培訓|教程|课程|課程/u,
    // "新员工洗手培训": staff named first, with no marker, are its audience too.
    audience: /^(?:面向|针对|針對|给|給|为|為|适合|適合)(.+?)的|^(.+?)(?:专用|專用)的?|^((?:新|全体|全體)?(?:员工|員工|职员|職員|店员|店員|司机|司機|护士|護士))(?=\p{Script=Han})/u,
    people: /(?:员工|員工|职员|職員|新人|店员|店員|司机|司機|护士|護士|同事|团队|團隊|人员|人員|者|员|員|生)$/u,
    joins: /^(?:的|：|:)+|(?:关于|關於|有关|有關)|(?:的)+$/gu,
  },
  ko: {
    length: /[0-9０-９]+\s*(?:초|분)(?:짜리)?(?:의)?\s*/gu,
    format: /(?:교육|연수|직무 교육|안전 교육|트레이닝)\s*(?:영상|동영상|비디오)|교육|연수|트레이닝/u,
    audience: /^(.+?)(?:을|를)?\s*(?:위한|대상(?:의|으로)?)\s*/u,
    people: /(?:직원|신입|사원|신입 사원|근무자|운전자|간호사|팀|팀원|담당자|자|원|생|분들?)(?:들)?$/u,
    joins: /^(?::|：)+|(?:에 대한|에 관한)$/gu,
  },
};

/** The heading of a brief in Japanese, Chinese or Korean; {} when it has none. */
export function unspacedTrainingHeading(firstSentence: string, language: string): TrainingHeading {
  const words = HEADINGS[language];
  if (!words) return {};
  // A heading ends where its steps start: "研修：手洗いの手順 1. 手を洗う 2. …".
  const firstStep = inlineStepLabels(firstSentence)?.[0]?.at ?? firstSentence.length;
  const [lead, after] = splitAtColon(firstSentence.slice(0, firstStep).trim().replace(/[(（]$|[。.!！]+$/u, '').trim());
  const format = words.format.exec(lead);
  if (!format) return {};
  // "フォークリフト安全研修（倉庫スタッフ向け）": what the format word heads is in brackets after it.
  const headed = lead.slice(format.index + format[0].length).replace(/^[\s(（]+|[\s)）]+$/gu, '');
  const before = lead.slice(0, format.index).replace(words.length, '');
  const parts = [after, headed, before].map((part) => (part === undefined ? undefined : read(part.replace(words.length, ''), words)));
  const audience = parts.find((p) => p?.audience)?.audience;
  // The topic after the colon if it is a phrase, not a list; else what the format word closes.
  const topic = parts.map((p) => p?.topic).find((t) => t !== undefined && isTopicPhrase(t));
  return { ...(topic ? { topic } : {}), ...(audience ? { audience } : {}) };
}

/** A part of a heading: the audience its marker names, and the rest, its topic. */
function read(part: string, words: UnspacedHeadingWords): TrainingHeading {
  const marked = words.audience.exec(part.trim());
  const who = marked?.slice(1).find((group) => group !== undefined)?.trim();
  const audience = who && words.people.test(who) ? who : undefined;
  const rest = (audience ? part.trim().slice(marked![0].length) : part).replace(words.joins, '').trim();
  return { ...(rest ? { topic: rest } : {}), ...(audience ? { audience } : {}) };
}

/** What follows a colon is its topic when it is a short phrase, not a list or sentences. */
const isTopicPhrase = (text: string) => [...text].length <= 30 && !/[、，,;；。]/u.test(text);

function splitAtColon(sentence: string): [string, string | undefined] {
  const at = /\s*[:：]\s*/u.exec(sentence);
  return at ? [sentence.slice(0, at.index), sentence.slice(at.index + at[0].length).trim() || undefined] : [sentence, undefined];
}
