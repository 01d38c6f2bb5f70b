import { actionFirst, isActionShot, separateActions, tellingFirst } from './brief-actions';
import { primaryLanguage } from '../presets';
import { findAddresses, findAudience, findFigures, findOffer, isOffer, limitsTime, findSetting, isAboutTheVideo, namesTheVideo, type Address, type Setting } from './brief-facts';
import { findEvent, type BriefEvent } from './brief-events';
import { readOccasion, saysWhen, splitWhen, type Occasion } from './brief-occasions';
import { findSteps, promisedStepCount } from './brief-steps';
import { isContactLine } from './contact-lines';
import { nameAndPlace, subjectAfterHeading, withoutLengthTalk } from './advert-subjects';
import { labelledShots } from './shot-labels';
import { isPictureSentence } from './picture-sentences';
import { ownSubjects } from './second-subjects';
import { openingSubject } from './opening-subject';
import { isProductQuality } from './product-qualities';
import { isFeatureClause } from './feature-lists';
import { pictureLanguage, shownPictures, SHOW_REQUESTS } from './picture-words';
import { isUnspaced } from './speech-rates';
import { isInstruction } from './step-pictures';
import { trainingHeading } from './training-headings';
import { withAntecedents } from './it-antecedents';
import { productShot, showsTheProduct } from './product-shots';
import { isSaving } from './offer-calls';
import { ORDINAL_DOT, ORDINAL_NOUN } from './ordinal-dots';
import { namedInShot, personShown } from './picture-subjects';
import { plainDirection } from './show-directions';
import { germanName } from './german-names';
import { leadPoint } from './brief-leads';

/**
 * Reads a plain-language brief the way a copywriter would: what it sells or teaches, the
 * points it makes, the steps it lists, its offer, audience, proof, figures, addresses and call
 * to action, and its mood. Pure string work; every function accepts any text and never throws.
 */

export interface BriefStep {
  /** The instruction, as shown on screen: "Open the app". */
  text: string;
  /** What the brief says about it beyond the instruction, for the narration. */
  detail?: string;
}

export interface BriefFacts {
  /** What the advert sells, e.g. "oat-milk latte" from "a 20-second ad for our oat-milk latte". */
  product?: string;
  /** The town the advert's subject is in, as the brief says it: "en Sevilla" from "un anuncio para Café Luna en Sevilla". */
  location?: string;
  /** What the video is about when it names no product: "reset your password", "password hygiene". */
  topic?: string;
  /** A name the brief mentions (capitalised words not opening a sentence), e.g. "Calm Sleep". */
  name?: string;
  /** The brief's opening words, when it names no subject outright. */
  lead?: string;
  /** "how to reset your password", "comment réinitialiser votre mot de passe": the how-to with its lead words. */
  howTo?: string;
  /** Content sentences: meta talk (length, format, tone, ending), steps, offer and call to action removed. */
  points: string[];
  /** Enumerated items (numbered, labelled or bulleted lines, inline lists, "first… then… finally"). */
  steps: BriefStep[];
  /** "in 4 steps": how many steps the brief promises, named or not. */
  promisedSteps?: number;
  /** The call to action the brief asks for, if it names one. */
  cta?: string;
  /** A sentence with a rating, award or customer count: evidence for the proof scene. */
  proof?: string;
  /** A sentence making an offer: a discount, a code, something free, a deadline. */
  offer?: string;
  /** Who the video is for: "busy pet owners". */
  audience?: string;
  /** A question the brief asks, the natural hook. */
  question?: string;
  /** Every figure the brief states about its subject. */
  figures: string[];
  /** Every web or e-mail address, phone number and street address in the brief. */
  addresses: Address[];
  /** Where and when the brief sets its pictures. */
  setting: Setting;
  /**
   * The pictures the brief describes in so many words, each action its own ("An e-bike leaning on
   * a harbour wall at sunset"; "A chef sliding a pizza into the oven", "Friends sharing pizza
   * around a table"): those showing people doing something first.
   */
  pictures: string[];
  /** The event the brief advertises ("grand opening"), its subject being `product`. */
  event?: BriefEvent;
  /** The occasion the brief asks people to come to ("Harbour Jazz Night"), its name being `product`. */
  occasion?: Occasion;
  mood?: string;
}

const MOODS = [
  'upbeat', 'energetic', 'playful', 'fun', 'calm', 'relaxing', 'luxurious', 'premium', 'elegant',
  'bold', 'warm', 'cozy', 'cosy', 'friendly', 'serious', 'professional', 'inspiring', 'emotional',
  'dramatic', 'minimal', 'quirky', 'joyful', 'modern', 'nostalgic', 'confident',
];

const CTA_VERBS = new RegExp(
  `^(?:${[
    // English
    'order', 'pre-?order', 'buy', 'shop', 'try', 'visit', 'download', 'get', 'book', 'sign up', 'join', 'start', 'subscribe', 'call',
    'discover', 'learn more', 'install', 'grab', 'reserve', 'register', 'claim', 'find out', 'come', 'swipe', 'tap', 'click', 'follow',
    'contact', 'apply', 'donate', 'upgrade', 'switch', 'save', 'pop in', 'drop by', 'head to', 'go to', 'email', 'text', 'message',
    'ride', 'test-ride', 'taste', 'see', 'meet', 'enjoy', 'treat yourself', 'pick up', 'stop by', 'explore', 'watch', 'listen', 'play', 'give',
    'find us', 'use code', 'use', 'enter code', 'redeem', 'scan', 'dm us', 'link in bio', 'ring', 'phone', 'rsvp',
    // French, German, Spanish, Italian, Portuguese, Dutch
    'commandez', 'achetez', 'essayez', 'découvrez', 'visitez', 'réservez', 'téléchargez', 'inscrivez-vous', 'appelez', 'rendez-vous', 'venez', 'profitez',
    'retrouvez-nous', 'utilisez', 'entrez', 'passez', 'écrivez-nous', 'lien en bio', 'prenez rendez-vous', 'contactez-nous', 'appelez-nous',
    'jetzt', 'bestellen sie', 'bestellen', 'kaufen sie', 'testen sie', 'entdecken sie', 'besuchen sie', 'buchen sie', 'laden sie', 'rufen sie', 'melden sie',
    // The infinitive an advert opens its call with, then where: "Buchen unter seeblick.example", "Reservieren bei …".
    'buchen(?=\\s+(?:unter|auf|bei|im|online|per|über))', 'reservieren(?=\\s+(?:unter|auf|bei|im|online|per|über))', 'kaufen(?=\\s+(?:unter|auf|bei|im|online))', 'anrufen(?=\\s+unter)',
    'pide', 'pídel[oa]s?', 'compra', 'cómpral[oa]s?', 'prueba', 'pruébal[oa]s?', 'descúbrel[oa]s?', 'descubre', 'visita', 'visítanos', 'reserva', 'descarga', 'llama', 'llámanos', 'escríbenos', 'regístrate', 'únete', 'ven',
    'encuéntranos', 'usa', 'utiliza', 'aprovecha', 'pásate', 'apúntate', 'enlace en la bio', 'haz',
    'ordina', 'acquista', 'prova', 'scopri', 'visita', 'prenota', 'scarica', 'chiama', 'chiamaci', 'scrivici', 'iscriviti', 'vieni', 'contattaci', 'passa a trovarci',
    'peça', 'compre', 'experimente', 'conheça', 'visite', 'visite-nos', 'reserve', 'baixe', 'ligue', 'cadastre-se', 'acesse', 'venha', 'marque', 'agende', 'encomende', 'fale', 'faça',
    'bestel', 'koop', 'probeer', 'ontdek', 'bezoek', 'boek', 'download', 'bel', 'meld je aan', 'kom', 'reserveer', 'maak een afspraak',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

/** A verb-last call to action may still end on the number or address it gives ("अभी कॉल करें 98290 12345", "अभी ऑर्डर करें chai.example.in पर", "지금 전화하세요 02-123-4567"). */
const THEN_ADDRESS = String.raw`(?:\s*:?\s*(?:\+?\p{N}[\p{N}\s-]*|\S+\.[a-z]{2,}\S*)(?:\s+पर)?)?`;

/**
 * Calls to action the list above does not open: verb-last forms ("14 Tage kostenlos testen auf
 * klartext.de", "今すぐご予約ください", "지금 예약하세요", "अभी बुक करें") and imperatives in Arabic,
 * Hebrew, Chinese and Thai. Tested with Arabic and Hebrew vowel marks taken off.
 */
const CTA_OTHER = new RegExp(
  [
    `(?<![\\p{L}])(?:testen|bestellen|buchen|sichern|entdecken|herunterladen|kaufen|anmelden|registrieren|ausprobieren|vorbeikommen|reservieren|besuchen|proberen|downloaden|aanmelden|reserveren)(?:\\s+(?:auf|unter|bei|im|in|op|via)\\s+\\S+)?\\s*[.!]?$`,
    `^(?:احجز|احجزوا|اطلب|اطلبوا|اشتر|اشتروا|جرب|جربوا|زورونا|زوروا|تفضلوا|حمل|اتصل|اتصلوا|سجل|سجلوا|تسوق|تسوقوا|اكتشف|اكتشفوا|انضم|انضموا|احصل|احصلوا|تواصل|راسلنا|استخدم|استخدموا)(?![\\p{L}])`,
    `^(?:הזמינו|הזמן|קנו|נסו|בקרו|הורידו|התקשרו|הירשמו|גלו|הצטרפו|בואו|צרו קשר)(?![\\p{L}])`,
    `(?:하세요|해 보세요|해보세요|주세요|받으세요)${THEN_ADDRESS}[.!]?$`,
    `(?:करें|कीजिए|आज़माएँ|आज़माएं|देखें|जुड़ें|पाएँ|पाएं|खरीदें|आइए|आएँ|आएं|पधारें|मिलें)${THEN_ADDRESS}[।.!]?$`,
    // Turkish, verb last: "Hemen arayın", "Rezervasyon yapın: 0212 …", "Sipariş verin".
    `(?<![\\p{L}])(?:arayın|yapın|verin|edin|gelin|deneyin|indirin|tıklayın|uğrayın|alın|keşfedin|kaydolun|katılın|bekleriz)${THEN_ADDRESS}[.!]?$`,
    `(?:ください|しましょう|お待ちしています|お待ちしております)[。！!]?$`,
    // "ご予約はmidori.example.jpへ。", "母の日のご予約は075-…まで。": where to book, order or ask, the verb left unsaid.
    `^(?:[^。！!\\s]{1,15}の)?(?:ご予約|ご注文|お問い合わせ|お申し込み|お電話|ご来店|お求め|詳しく)は.+(?:へ|まで|から)[。！!]?$`,
    `^(?:今すぐ|いますぐ)`,
    `^(?:立即|马上|馬上|现在就|現在就|快来|快來|欢迎|歡迎|下载|下載|预订|預訂|预约|預約|订购|訂購)`,
    `^(?:จอง|สั่ง|ซื้อ|ลอง|ดาวน์โหลด|โทร|สมัคร|แวะ|เยี่ยมชม)|เลย$`,
  ].join('|'),
  'u',
);

/** A sentence or clause that asks the viewer to act, in any language the planner reads. */
function isCallToAction(text: string): boolean {
  const bare = text.replace(/[\u064B-\u065F\u0670\u0591-\u05C7]/gu, '').trim();
  // "…様子を見せてください。" asks the video for a picture, politely: no call to the viewer.
  if (Object.values(SHOW_REQUESTS).some((request) => request.test(bare))) return false;
  // "कॉफ़ी मशीन कैसे साफ़ करें।" says how to, in the imperative's own form: a topic, no call.
  if (/(?<![\p{L}])कैसे(?![\p{L}])/u.test(bare)) return false;
  return CTA_VERBS.test(bare) || CTA_OTHER.test(bare) || /\blink in (?:the )?bio\b/i.test(bare) || isContactLine(bare);
}

const FORMAT_WORDS =
  '(?:ad|advert|advertisement|commercial|spot|video|film|clip|reel|promo|short|story|explainer|demo|training|tutorial|walkthrough|guide|course|lesson)';
const SUBJECT_AFTER_FORMAT: Readonly<Record<string, RegExp>> = {
  en: new RegExp(`\\b${FORMAT_WORDS}\\s+(?:for|about|of|on|showing|introducing|presenting|featuring)\\s+(.+?)(?=[,.;:!?\\n]|\\s+(?:that|which|with|ending|ends|where|so|in \\d)\\b|$)`, 'i'),
  fr: /(?<![\p{L}])(?:publicité|pub|annonce|spot|vidéo|film|clip|formation|tutoriel)(?:\s+(?:promotionnelle|publicitaire|courte|de présentation))?\s+(?:pour|sur|de|du|des|présentant)\s+(.+?)(?=[,.;:!?\n]|\s+(?:qui|avec|en \d)(?![\p{L}])|$)/iu,
  // An ordinal's dot ("am 12. Juli") ends no subject (ordinal-dots.ts).
  de: new RegExp(String.raw`(?<![\p{L}])(?:werbung|werbespot|werbevideo|werbefilm|imagefilm|imagevideo|spot|video|anzeige|clip|film|schulung)(?:\s+(?:von|mit)\s+\d+\s*(?:sekunden|sek\.?|s|minuten|min\.?))?\s+(?:für|über|zu|zum|zur)\s+(.+?)(?=[,;:!?\n]|\.(?<!${ORDINAL_DOT})|(?<!\s(?:an|auf|in|bei|von|vor|unter|über|neben|hinter))\s+(?:die|der|das|mit|in \d)(?![\p{L}])|$)`, 'iu'),
  es: /(?<![\p{L}])(?:anuncio|spot|vídeo|video|comercial|publicidad|formación|tutorial)(?:\s+(?:promocional|publicitario|corto))?\s+(?:de|del|para|sobre)\s+(.+?)(?=[,.;:!?\n]|\s+(?:que|con|en \d)(?![\p{L}])|$)/iu,
  it: /(?<![\p{L}])(?:pubblicità|spot|video|annuncio|formazione|tutorial)(?:\s+(?:promozionale|pubblicitario|breve))?\s+(?:per|di|del|dello|della|dei|delle|su|sul|sulla)\s+(.+?)(?=[,.;:!?\n]|\s+(?:che|con|in \d)(?![\p{L}])|$)/iu,
  pt: /(?<![\p{L}])(?:anúncio|propaganda|vídeo|comercial|treinamento|tutorial)(?:\s+(?:promocional|publicitário|curto))?\s+(?:de|do|da|dos|das|para|sobre)\s+(.+?)(?=[,.;:!?\n]|\s+(?:que|com|em \d)(?![\p{L}])|$)/iu,
  // "Advertentie van 15 seconden voor …": its length may come between.
  nl: /(?<![\p{L}])(?:advertentie|reclame|reclamefilmpje|promotievideo|spot|video|filmpje|training)(?:\s+van\s+\d+\s*(?:seconden|sec\.?|s|minuten|min\.?))?\s+(?:voor|over)\s+(.+?)(?=[,.;:!?\n]|\s+(?:die|dat|met|in \d)(?![\p{L}])|$)/iu,
  // "إعلان لفندق الواحة": the preposition ل clings to the subject, or is drawn out ("إعلان لـ مقهى"); Hebrew's ל clings too ("פרסומת לקפה נוף").
  ar: /(?<![\p{L}])(?:إعلان|اعلان|فيديو|مقطع|تدريب)(?:\s+(?:إعلاني|اعلاني|ترويجي|قصير|تعريفي))?\s+(?:عن\s+|حول\s+|لـ?\s*)(.+?)(?=[،,.؛:!?؟\n]|$)/u,
  he: /(?<![\p{L}])(?:פרסומת|מודעה|סרטון|הדרכה)\s+(?:על\s+|עבור\s+|ל)(.+?)(?=[,.;:!?\n]|$)/u,
  th: /(?:โฆษณา|วิดีโอ)(?:สำหรับ|ของ)?\s*(.+?)(?=[\s,.;:!?\n]|$)/u,
  // Written before the format word: "みどりのグランドオープンの広告", "绿叶咖啡的广告", "카페 미도리 광고", "कैफ़े हरियाली का विज्ञापन".
  ja: /(?:^|[。！\n])\s*([^。！\n：:]+?)の(?:広告|CM|ＣＭ|宣伝動画|紹介動画|プロモーション動画)/u,
  zh: /(?:^|[。！\n])\s*(?:为|给|為|給)?([^。！\n：:，]+?)(?:制作|製作|拍摄|拍攝)?的?(?:广告|宣传片|宣传视频|廣告|宣傳片|宣傳影片)/u,
  ko: /(?:^|[.!\n])\s*([^.!\n:]+?)(?:의)?\s*(?:광고|홍보 영상)/u,
  hi: /(?:^|[।.!\n])\s*([^।.!\n:]+?)\s+(?:का|की|के लिए)\s+(?:विज्ञापन|प्रचार वीडियो)/u,
  // "İstanbul'daki Kahve Durağı için 20 saniyelik reklam", "Kahve Durağı reklamı".
  tr: /(?:^|[.!?\n])\s*([^.!?\n:]+?)\s+(?:için\s+(?:\d+\s*(?:saniyelik|dakikalık)\s+)?(?:reklam|tanıtım videosu|video)|reklamı|tanıtım videosu)(?![\p{L}])/iu,
};

/** "how to …" in each language, its lead words kept: the video teaches the whole phrase. */
const HOW_TO: Readonly<Record<string, RegExp>> = {
  en: /\b(how to\s+.+?)(?=[,.;:!?\n]|$)/i,
  fr: /(?<![\p{L}])(comment\s+.+?)(?=[,.;:!?\n]|$)/iu,
  de: /(?<![\p{L}])(wie\s+(?:sie|man|du)\s+.+?)(?=[,.;:!?\n]|$)/iu,
  es: /(?<![\p{L}])(cómo\s+.+?)(?=[,.;:!?\n]|$)/iu,
  it: /(?<![\p{L}])(come\s+.+?)(?=[,.;:!?\n]|$)/iu,
  pt: /(?<![\p{L}])(como\s+.+?)(?=[,.;:!?\n]|$)/iu,
  nl: /(?<![\p{L}])(hoe\s+(?:je|u|jij)\s+.+?)(?=[,.;:!?\n]|$)/iu,
  // "…方法", and a verb's stem with 方: "コーヒーの淹れ方", "アプリの使い方"; a heading before a colon is no part of it.
  ja: /([^\s。、！？\n：:]+?(?:方法|\p{Script=Han}[ぁ-ん]方))/u,
  zh: /((?:如何|怎么|怎样|怎麼|怎樣)[^\s。，！？\n]+)/u,
  ar: /(?<![\p{L}])((?:كيف|كيفية)\s+.+?)(?=[،,.؛:!?؟\n]|$)/u,
  // "समोसे कैसे बनाएँ", "라떼 만드는 법": the how-to in its clause, the object before the question word.
  hi: /(?:^|[।.!?:：\n]\s*)([^।.!?:：\n,]*?कैसे\s+[^।.!?:：\n,]+)/u,
  ko: /(?:^|[.!?:：\n]\s*)([^.!?:：\n,]*?는\s*(?:법|방법))(?![\p{L}])/u,
  tr: /(?:^|[.!?:：\n]\s*)([^.!?:：\n,]*?(?<![\p{L}])nasıl\s+[^.!?:：\n,]+)/iu,
  he: /(?<![\p{L}])(איך\s+.+?)(?=[,.;:!?\n]|$)/u,
  th: /(วิธี[^\s]+)/u,
};

/** How a picture places its subject: "leaning on", "parked beside", "on", "in". */
const RELATION = /\s+(?:(?:leaning|standing|sitting|lying|parked|resting|hanging|floating|propped)\s+)?(?:on|in|at|beside|by|under|near|next to|against|along)\s+(?:a|an|the)\s/i;

/**
 * A direction to the camera: "Show …", "Open on …", "End on a shot of …", and Italian, Portuguese
 * and Dutch requests; Spanish, French, German, Arabic, Japanese and Hindi ones are read in their
 * own grammar (picture-words.ts SHOW_REQUESTS).
 */
// "Show your card at the till", "Show it at the till" ask the viewer to act: not a direction. "Show it grinding beans" shows the product at work.
const DIRECTION = /^(?:show(?!\s+(?:your|us|off|up|me)\b)(?!\s+(?:it|them)(?![\p{L}])(?!\s+\p{L}+ing(?![\p{L}])))|open on|start on|end on|film|shoot|use shots? of|we see|(?:with |use )?(?:footage|shots|scenes) of|mostra|mostre|toon)\s+(?:(?:a |an )?(?:close-up|shot|shots|view) of\s+)?(.+)$/iu;
/** "Show this ad for a free cookie" asks the viewer for something in the shop: an offer, never a shot. */
const SHOW_THE_AD = /^show\s+(?:this|the|our)\s+(?:ad|advert|video|post|coupon|voucher|code|screen)\b/iu;
/** "Site safety training video: Safe ladder use." The video's own title, after its format word (a list's first item there, "…: 1) Grind the beans", is a step). */
// German joins its format words ("Schulungsvideo für das Team der Bäckerei Sonnenschein: Brezeln formen").
// Japanese, Chinese, Korean, Arabic and Hindi words for it stand without spaces or inside a compound ("スタッフ研修動画").
const TITLED = /^[^.:：\n]{0,60}?(?:(?<![\p{L}])(?:training|tutorial|course|lesson|guide|walkthrough|video|explainer|schulung|schulungs\p{L}+|\p{L}+video|formation|formación|formazione|treinamento|cursus|eğitim|videosu)(?![\p{L}])|研修|動画|培训|视频|教程|培訓|影片|視頻|교육|영상|فيديو|تدريب|प्रशिक्षण|वीडियो)[^.:：\n]{0,80}[:：](?!\s*(?:\(?\d{1,2}[.)]|[-*•–]))\s*([^.!?,;:\n]{3,60}?)[.!。！]?$/iu;

/** "दिखाएँ: हलवाई जलेबी तलते हुए, …": a Hindi request set as a heading, read in its own order ("… दिखाएँ"). */
const SHOW_HEADING = /^(दिखाएँ|दिखाएं|दिखाइए|दिखाओ)\s*[:：]\s*(.+?)\s*[।.!]?$/u;

/**
 * "A woman applying it in the morning" in a brief about a serum is "A woman applying the vitamin C
 * serum in the morning": a picture is drawn from its own words, where "it" is nothing.
 */
function namingTheProduct(picture: string, product: string, description: string | undefined): string {
  const words = product.trim().split(/\s+/);
  // The product's common words after its brand name ("Glow Botanics vitamin C serum" → "the vitamin C serum"),
  // else what the brief says it is ("Brew Buddy, a compact coffee grinder" → "the compact coffee grinder"), else its name.
  const common = words.findIndex((w) => /^\p{Ll}/u.test(w));
  const described = description && /^(?:an?|the)\s+(\S.*)$/iu.exec(description.trim())?.[1];
  const thing = common > 0 ? `the ${words.slice(common).join(' ')}` : described ? `the ${described}` : product.trim();
  // "Show it grinding beans": the product is the picture's subject too.
  return picture.replace(/^(?:it|them)(?=\s+\p{L}+ing(?![\p{L}]))/iu, capitalise(thing)).replace(/(?<=(?<![\p{L}])\p{L}+ing\s+)(?:it|them)(?![\p{L}])/iu, thing);
}

/** A sentence about the pictures' light, in the languages pictures are read in. */
const LIGHT_TALK = /(?<![\p{L}])(?:light|lit|sunlit|sunshine|sun|glow|set (?:in|at|on)|luz|iluminad[oa]|sol|lumière|éclairé|soleil|licht|sonne|beleuchtet)(?![\p{L}])|ضوء|شمس|光|日差し|照明|रोशनी|धूप/iu;

const ENDS_WITH = /\b(?:ends?|ending|closes?|closing|finish(?:es)?|finishing|wraps? up)\s+(?:with|on)\s*:?\s*/i;
const CTA_LABEL = /\b(?:call[- ]to[- ]action|cta)\s*(?:is|:|-|=)?\s*/i;
const QUOTED = /"([^"\n]{1,160})"|“([^”\n]{1,160})”|‘([^’\n]{1,160})’|«\s?([^»\n]{1,160}?)\s?»|„([^“\n]{1,160})“|'(.{1,160}?)'(?!\p{L})/u;
const RATING = new RegExp(
  String.raw`\baward|\brated\b|\brating\b|\bstars?\b|\breviews?\b|\btrusted\b|\bcertified\b|\bloved by\b|\bcustomers\b|\bclients\b|\bregulars\b|\busers\b|\bmembers\b|\bsubscribers\b|\bstudents\b|\bétoiles\b|\bavis\b|\bsterne|\bbewert|\bkunden\b|\bestrellas\b|\bvalorad|\bstelle\b|\bvalutat|\bestrelas\b|\bavaliad|\bsterren\b|\bbeoordeeld|\bklanten\b|\bnoté|\bpremiad|\bprimé|\bausgezeichnet|(?<![\p{L}])(?:families|familias|familles|familien|famiglie|famílias|gezinnen|clientes|clienti|socios|sócios|usuarios|usuários|utilisateurs|nutzer|mitglieder|utenti|gebruikers|leden)(?![\p{L}])` +
    // Arabic, Japanese, Chinese, Korean and Hindi: stars, ratings, reviews, customers, families.
    '|نجوم|نجمة|تقييم|مراجعة|عملاء|عميل|زبائن|زبون|عائلة|عائلات|جائزة|星|評価|レビュー|口コミ|お客様|利用者|会員|受賞|评分|好评|顾客|评价|評分|好評|顧客|評價|평점|별점|리뷰|후기|고객|손님|דירוג|ביקורות|כוכבים|לקוחות|yıldız|yorum|müşteri|puan|รีวิว|คะแนน|ดาว|ลูกค้า|सितारे|स्टार|रेटिंग|समीक्षा|ग्राहक|परिवार|पुरस्कार',
  'iu',
);
/**
 * A count of things done for customers ("Over 3,000 bikes fixed last year", "12.000 panes
 * horneados", "3 000 bouquets livrés"): a figure in the hundreds or more, a few words, then what
 * was done to them. Proof, like a rating.
 */
const COUNTED = /(?<![\p{L}\p{N}])(?:\d{1,3}(?:[,.\u00A0 ]\d{3})+|\d{3,})\+?(?:\s+[\p{L}-]+){1,3}?\s+(?:\p{L}+(?:ed|ados|adas|idos|idas|ées|és|ée)|served|sold|made|built|taught|grown|brewed|sent|won|done|servidos|vendidos|hechos|vendus|servis|verkauft|gebacken|repariert)(?![\p{L}])/iu;
/**
 * Years of standing, ten or more ("Más de 40 años horneando en el barrio", "seit 25 Jahren",
 * "創業40年", "开业20年", "30년 전통", "40 साल से"): proof of a business, in any language the planner reads.
 */
const YEARS = /(?<![\p{N}])(?:[1-9]\d{1,2})\s*\+?\s*(?:(?:years?|años|ans|années|jahren?|anni|anos|jaar|عامًا|عاما|عام|سنة|سنوات|साल|वर्ष|yıl|yıldır)(?![\p{L}])|年|년)/iu;
/**
 * A count of the people or orders served ("Over 2,500 patients back to running", "12.000 clientes",
 * "累計3万人のお客様", "5000 से ज़्यादा ग्राहक"): a figure, then within a few words who or what was
 * counted (not an age: "2 to 4 year old children"). Proof, like a rating.
 */
const SERVED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d[\d,.   ]*\+?\s*(?:(?!(?:years?|old|aged|ans|años|jahre|anni|anos|jaar)(?![\p{L}]))[\p{L}-]+\s+){0,2}(?:customers|clients|patients|members|families|students|pupils|guests|diners|orders|users|riders|drivers|homes|households|couples|children|kids|runners|athletes|learners|graduates|subscribers|clientes|pacientes|socios|alumnos|pedidos|familias|huéspedes|patients|membres|élèves|commandes|familles|adhérents|kunden|patienten|mitglieder|schüler|bestellungen|familien|gäste|clienti|pazienti|soci|ordini|famiglie|ospiti|klanten|patiënten|leden|bestellingen|gezinnen|gasten)(?![\p{L}])` +
    String.raw`|\d[\d,.万千]*\s*(?:人|名|件|世帯)(?:以上)?の?(?:お客様|患者|会員|利用者|生徒|ご家族)|\d[\d,.]*\+?\s*(?:से (?:ज़्यादा|अधिक)\s+)?(?:ग्राहक|मरीज़|मरीज|सदस्य|परिवार|छात्र)|\d[\d,.]*\+?\s*(?:عميل|عملاء|مريض|عضو|عائلة|طالب)`,
  'iu',
);
/**
 * A founding year ("since 2015", "Established 1985", "depuis 1962", "seit 1998", "desde 1970",
 * "創業1985年", "自2010年开业", "2010년 창업", "1985 से", "منذ 1985"): years of standing, said as a date.
 */
const FOUNDED = /(?<![\p{L}])(?:since|established(?: in)?|est\.?|founded(?: in)?|family[- ]run since|depuis|fondée? en|seit|gegründet|desde|fundad[oa] en|dal|fondat[oa] nel|sinds|opgericht in)\s+(?:1[89]|20)\d\d(?![\p{N}])|(?:創業|設立|創立|开业于|成立于|创立于|创办于|始于|開業於|成立於|創立於|創辦於|始於|منذ(?: عام)?)\s*(?:1[89]|20)\d\d|(?:1[89]|20)\d\d\s*(?:年創業|年から|से|년\s*(?:창업|개업|오픈)|년부터)|自\s*(?:1[89]|20)\d\d\s*年|(?:ตั้งแต่ปี|ตั้งแต่|משנת|מאז)\s*(?:1[89]|20)\d\d|(?:1[89]|20)\d\d(?:['’](?:den|dan|ten|tan)| yılından) beri/iu;
/**
 * A rating, award or inspection without a figure ("Ofsted Outstanding", "CQC rated Good", "Michelin
 * star", "Gas Safe registered", "voted best bakery in Leeds"): proof a viewer trusts.
 */
const AWARDED = /(?<![\p{L}])(?:ofsted|cqc|estyn|care inspectorate|michelin|aa rosettes?|good food guide|trustpilot|tripadvisor|which\? trusted|gas safe|niceic|accredited|award-winning|prize-winning|voted|winners? of|inspected|rated (?:outstanding|excellent|good)|outstanding(?= (?:rating|by|from))|primée?|labellisée?|récompensée?|ausgezeichnet|zertifiziert|prämiert|premiad[oa]|galardonad[oa]|certificad[oa]|premiat[oa]|bekroond|gecertificeerd|पुरस्कृत|प्रमाणित)(?![\p{L}])|受賞|認定|ミシュラン|星付き|حائز|معتمد|جائزة/iu;
/** Words that make a count of years a business's standing ("for 40 years", "seit 35 Jahren"), not an age or a lifetime. */
// "for" and "da" only before the count ("for 40 years"): "for children aged 3 to 12 years" is an age.
const STANDING = /(?<![\p{L}])(?:(?:for|da)\s+(?:over\s+|more than\s+|almost\s+|nearly\s+|oltre\s+)?\d|(?:over|more than|since|of experience|más de|desde hace|durante|llevamos|lleva|de experiencia|plus de|depuis|pendant|d['’]expérience|seit|über|mehr als|erfahrung|oltre|há|mais de|al|sinds|meer dan)(?![\p{L}]))|أكثر من|منذ|خبرة|創業|以上|経験|开业|開業|成立|经营|經營|老字号|老字號|전통|경력|째|yıldır|beri|deneyim|से ज़्यादा|से अधिक|से|अनुभव/iu;
/** A count of years that is an age or a lifetime ("niños de 3 a 12 años", "a 10-year warranty"), not a standing: no proof. */
export const yearsNotStanding = (point: string) => YEARS.test(point) && !STANDING.test(point);
const DURATION = /\b\d+\s*(?:-\s*)?(?:s|secs?|seconds?|mins?|minutes?|sekunden|secondes|segundos|secondi|seconden)\b(?:\s*long)?/i;
/** "Laat klanten zien die koffie drinken." asks to show as "Toon klanten die koffie drinken." does (DIRECTION): the Dutch verb closes round what it shows. */
function dutchShowRequest(sentence: string): string {
  return sentence.replace(/^laat\s+(.+?)\s+zien(?=[\s.!]|$)\s*/iu, 'Toon $1 ').replace(/\s+([.!])$/u, '$1').trim();
}

const DETERMINER = /^(?:(?:our|my|your|their|his|her|its|the|a|an|this|new|brand[- ]new)\s+)+/i;
const NAMED_ARTICLE = /^The\s+\p{Lu}/u;

export function readBrief(brief: string, language = 'en', kind: 'ad' | 'training' = 'ad'): BriefFacts {
  const lang = primaryLanguage(language);
  const text = brief.replace(/\r\n?/g, '\n');
  const addresses = findAddresses(text);
  const steps = findSteps(text).map(splitStep);
  const cta = findCta(text);
  // A training brief's heading names its topic and audience ("30-second training for office staff: keep customer data safe.").
  const heading = kind === 'training' ? trainingHeading(splitSentences(text)[0] ?? '', lang) : {};
  // A heading is the video's title and topic, said in its intro: never a point of its own.
  const hasHeading = Object.keys(heading).length > 0;
  const headingTopic = cleanPhrase(heading.topic, lang);
  // A how-to in the heading is taught without its audience ("倉庫スタッフ向けの安全な持ち上げ方" teaches "安全な持ち上げ方").
  // One inside a step is that step's words ("Pergunte como a pessoa se sente" asks how they feel), not what the video teaches.
  // "Mostra come il fornaio inforna il pane" asks for a picture (show-directions.ts), no how-to.
  const said = HOW_TO[lang]?.exec(withoutStepCount(splitSentences(text).reduce((t, s) => t.replace(s, plainDirection(s)), text)))?.[1];
  const found = cleanPhrase(HOW_TO[lang]?.exec(headingTopic ?? '')?.[1] ?? (said && steps.some((s) => s.text.includes(said)) ? undefined : said), lang);
  // A topic that is an instruction is what the video teaches how to do.
  const taught = found ?? (lang === 'en' && headingTopic && isInstruction(headingTopic) ? `how to ${headingTopic}` : undefined);
  const howTo = taught && taught.charAt(0).toLowerCase() + taught.slice(1);
  // A list of phrases ("drink water, wear SPF 50, and sleep eight hours") makes one point per item;
  // a list of single words ("light, springy and …") stays inside its sentence.
  const listed = steps.length >= 2 && steps.every((step) => wordCount(step.text, lang) >= 2) ? steps.map((s) => sentenceOf(s.text)) : [];
  const usesSteps = listed.length > 0 || kind === 'training';
  const inSteps = (s: string) => usesSteps && steps.some((st) => overlaps(s, st.text) || (st.detail !== undefined && overlaps(s, st.detail)));
  const all = splitSentences(text).map(plainDirection).map(dutchShowRequest);
  const formatSubject = subjectAfterFormat(text, lang);
  // "Show the entrance of the shop with tulips outside." tells the camera what to show: a picture, not a line to say.
  // So does a sentence that only shows people doing something: "Friends cycling together along the harbour."
  // "Muestra a un panadero sacando pan del horno y a una clienta comprando croissants…": in another
  // language the request is read in its own grammar, each action its own picture.
  const pictureLang = pictureLanguage(lang);
  const requested = (s: string) => (pictureLang ? shownPictures(s.replace(SHOW_HEADING, '$2 $1'), pictureLang) : undefined);
  const isShot = (s: string) =>
    !SHOW_THE_AD.test(s) && (labelledShots(s) !== undefined || requested(s) !== undefined || DIRECTION.test(s) || showsTheProduct(s, lang) || (lang === 'en' ? isActionShot(s) : isPictureSentence(s, lang)));
  // "Café Aurora, no Porto. Mostre …": a brief may open on its subject and town, with no "advert for";
  // a direction before it ("Show a florist wrapping …") opens on the camera, never the subject.
  const openingAt = all.findIndex((s) => !isShot(s));
  const opening = formatSubject === undefined && openingAt >= 0 ? openingSubject(all[openingAt]!, lang) : undefined;
  // "Show a florist … for Bloom & Bean in Manchester.": else the name a shot is for is the subject, no part of the picture.
  const shotFor = formatSubject === undefined && opening === undefined ? all.filter(isShot).map((s) => namedInShot(s, lang)).find((n) => n !== undefined) : undefined;
  const shotSentences = all.filter(isShot).map((s) => namedInShot(s, lang)?.shot ?? s);
  const shots = shotSentences.map((s) => DIRECTION.exec(s)?.[1] ?? s);
  // "Werbespot, 20 Sekunden, für Café Morgenrot in Hamburg." less its length is still about the video ("Werbespot, für …"),
  // where "20-second advert for Bloom & Bean, a florist in Manchester." leaves the brief's description of its subject.
  const sentences = all
    .filter((s, i) => !inSteps(s) && !isShot(s) && !TITLED.test(s) && !(i === 0 && hasHeading) && !(i === openingAt && opening !== undefined))
    .flatMap((raw) => {
      // "광고: 카페 하늘, 서울 마포구." names the subject under a heading: only a description after its name is a point.
      const headed = subjectAfterHeading(raw);
      if (headed !== undefined) {
        const described = nameAndPlace(headed, lang).description;
        return described ? [sentenceOf(capitalise(described))] : [];
      }
      const s = capitalise(SHOW_THE_AD.test(raw) ? raw : stripMeta(raw));
      return isAboutTheVideo(raw) && namesTheVideo(s) ? [] : [s];
    })
    // A figure ("£39.99.", "40-hour battery.") is a point however short: every figure is said.
    .filter((s) => (wordCount(s, lang) >= 3 || isProof(s) || isSellingPoint(s, lang) || findFigures(s).length > 0) && !isAboutTheVideo(s) && !sameText(s, cta) && !(howTo && sameText(withoutStepCount(s), howTo)));
  const offerSentence = findOffer(sentences);
  const { offer, rest } = offerSentence ? splitOffer(offerSentence) : { offer: undefined, rest: undefined };
  const audience = cleanPhrase(heading.audience, lang) ?? findAudience(text);
  const aboutAudience = (s: string) => audience !== undefined && sameText(s.replace(/^(?:for|aimed at|made for)\s+/i, ''), audience);
  const { name: named, place: location, description } = nameAndPlace(formatSubject ?? opening ?? shotFor?.subject, lang);
  // "Anúncio para o Café Aurora, no Porto.": the town after the name is where it is, said with its name, never a point.
  const points = (listed.length > 0 ? [...listed, ...sentences] : sentences)
    .flatMap((s) => (s !== offerSentence ? [s] : rest ? [rest] : []))
    .filter((s) => !aboutAudience(s) && !sameText(s, location));
  // "an ad for an e-bike leaning on a harbour wall at sunset": the subject is the e-bike; the rest is the picture.
  const posed = named ? RELATION.exec(named) : null;
  // Time words light the pictures only where they describe them: a request to show, a sentence
  // about the light, the subject's own pose ("an e-bike … at sunset"); "evening appointments until 8pm" is a fact.
  const about = [...shotSentences, ...all.filter((s) => LIGHT_TALK.test(s)), ...(posed ? [named!] : [])].join(' ');
  const setting: Setting = { place: findSetting(text).place, time: findSetting(about).time, ...(pictureLang ? { language: pictureLang } : { speaks: lang }) };
  const posedPicture = posed && setting.place ? capitalise(named!.trim()) : undefined;
  // Shots with people doing something first, each action its own picture, the action leading it.
  const own = shotSentences
    .flatMap((s, i) => {
      // "Show it on a kitchen counter": the product, where the brief wants it (product-shots.ts).
      const product = productShot(s, description ?? named, lang);
      if (product) return [product];
      const parts = labelledShots(s)?.map(actionFirst) ?? requested(s) ?? separateActions(shots[i]!.replace(/[.!]+$/, '')).map(actionFirst);
      return withAntecedents(parts.flatMap((p) => (pictureLang ? ownSubjects(p, pictureLang) : [p])));
    })
    .map(capitalise);
  // German capitalises every noun: its names are read by their trade (german-names.ts), and a subject
  // phrase holding one ("Der Friseursalon Schnittig", "Buchhandlung Seitenweise, Marktplatz 3") is that name.
  const name = lang === 'de' ? germanName(text) : findName(text);
  const written = cleanPhrase(posedPicture ? named!.slice(0, posed!.index) : named, lang);
  const phrase = lang === 'de' && name && written?.includes(name) ? name : written;
  // "the grand opening of Crumb & Co.": the event is what happens, the business is the subject.
  // Read on the whole phrase: a German name found in it ("Café Morgenrot eröffnet am 1. Mai") still opens.
  const evented = written ? findEvent(written) : undefined;
  // "Harbour Jazz Night on 14 June at Pier 3. … Tickets £15.": its name is the subject; its entry, not said among the points, is the offer the close asks to act on.
  const occasion = evented ? undefined : readOccasion(phrase, all, lang);
  // "the Open Day at Greenfield College on Saturday": the college is the subject, Saturday when its event is.
  const eventSubject = evented ? cleanPhrase(evented.subject, lang) : undefined;
  const eventWhen = eventSubject ? splitWhen(eventSubject, lang) : undefined;
  const product = evented ? (eventWhen?.name ?? eventSubject) : (occasion?.name ?? phrase);
  const entryOffer = occasion?.entry && !offer && !cta ? occasion.entry : undefined;
  // "£40 per person, book online.": the price is the offer, the booking its call.
  const entryClauses = entryOffer?.replace(/[.!]+$/u, '').split(/,\s+/u) ?? [];
  const entryCall = entryClauses.length > 1 ? entryClauses.find(isCallToAction) : undefined;
  const pictures = posedPicture ? [posedPicture] : tellingFirst(own, lang).map((p) => (lang === 'en' && product ? namingTheProduct(p, product, description) : p));
  return {
    product,
    ...(evented ? { event: { ...evented.event, ...(eventWhen ? { when: eventWhen.when } : {}) } } : {}),
    ...(occasion ? { occasion } : {}),
    ...(location ? { location } : {}),
    topic: howTo ?? headingTopic ?? findTopic(text, lang),
    name,
    // A brief that only asks to show someone is about them ("Show a florist wrapping …": a florist).
    lead: cleanPhrase(firstWords(steps[0]?.text ?? leadPoint(points, name) ?? '', 6), lang) ?? (pictures[0] !== undefined ? personShown(pictures[0], lang) : undefined),
    howTo,
    points: occasion ? occasionPoints(points, occasion, all, lang, entryOffer) : points,
    steps,
    promisedSteps: promisedStepCount(text),
    cta: cta ?? (entryCall && capitalise(entryCall)),
    proof: findProof(points),
    offer: offer ?? (entryCall ? sentenceOf(entryClauses.filter((c) => c !== entryCall).join(', ')) : entryOffer),
    audience,
    question: points.find((p) => /[?？]$/.test(p)),
    figures: findFigures(text, addresses),
    addresses,
    setting,
    pictures,
    mood: MOODS.find((m) => new RegExp(`\\b${m}\\b`, 'i').test(text)),
  };
}

/**
 * An occasion's points: its entry, the sentence naming it and when it is, are said by its hook and
 * its close; a short one saying when ("Doors 7pm.") is a point of its own, however short.
 */
function occasionPoints(points: readonly string[], occasion: Occasion, sentences: readonly string[], lang: string, entry?: string): string[] {
  const said = [entry, occasion.asked, occasion.when];
  const inDetails = (p: string) => occasion.details !== undefined && occasion.details.toLowerCase().includes(p.replace(/[.!]+$/u, '').toLowerCase());
  const kept = points.filter((p) => !said.some((s) => sameText(p, s)) && !inDetails(p));
  const timed = sentences.filter((s) => saysWhen(s) && wordCount(s, lang) < 3 && !kept.includes(s));
  return [...kept, ...timed];
}

/**
 * "Same-day repairs, servicing from £45.": the offer is its clauses that offer ("Servicing from
 * £45."); a clause that promises something else ("Same-day repairs.") stays a point of the body.
 */
function splitOffer(sentence: string): { offer: string; rest?: string } {
  // Commas only: "Flat white and a bunch of tulips for £25" is one offer of two things.
  const clauses = sentence.replace(/[.!。！]+$/u, '').split(/,\s+/u);
  const offering = clauses.filter((c) => isOffer(c));
  const other = clauses.filter((c) => !isOffer(c));
  // "First class free, then £9 a class": a clause with a price or a call to act is part of the offer,
  // and so is its deadline ("Este mes, 2x1 en tostadas").
  // A lone word beside the offer is its part ("2x1, siempre"); two or more beside a price are a list of what else is sold ("Außenwäsche ab 8 €, Innenreinigung, Felgenpflege").
  const priced = offering.some((c) => /[$€£¥₹円]/u.test(c));
  if (offering.length === 0 || other.length === 0 || other.some((c) => (c.split(/\s+/).length < 2 && !(priced && other.length >= 2)) || limitsTime(c) || /[$€£¥₹円]|^(?:then|puis|dann|luego|poi|depois|daarna)\b/iu.test(c) || (isCallToAction(c) && !isFeatureClause(c)))) return { offer: sentence };
  return { offer: sentenceOf(capitalise(offering.join(', '))), rest: sentenceOf(capitalise(other.join(', '))) };
}

/**
 * The sentence that proves the subject: a rating, a count of customers or of things done, years
 * of standing, an award. An offer ("Jeden Freitag zwei Kaffee zum Preis von einem") proves
 * nothing: it belongs with the call to action.
 */
function findProof(points: readonly string[]): string | undefined {
  const candidates = points.filter((p) => !isOffer(p));
  return (
    candidates.find((p) => RATING.test(p) && /\d/.test(p)) ??
    candidates.find((p) => COUNTED.test(p) || SERVED.test(p) || FOUNDED.test(p) || (YEARS.test(p) && STANDING.test(p))) ??
    candidates.find((p) => AWARDED.test(p)) ??
    candidates.find((p) => RATING.test(p))
  );
}

/** A sentence that proves the subject whatever its length: "Ofsted Outstanding." is two words and a fact. */
const isProof = (sentence: string) => findProof([sentence]) !== undefined && !isAboutTheVideo(sentence);

/**
 * The subject named after "an ad for": English drops its article later; the other languages keep
 * theirs, and one folded into the preposition comes back ("do aplicativo" → "o aplicativo").
 */
/** "de 20 segundos", "de 30 secondes", "di 20 secondi", "مدته 15 ثانية", "של 20 שניות", "15 วินาที" after a format word: its length, not its subject. */
const FORMAT_LENGTH = /\s+(?:de|di|da|von|van)\s+\d+\s*(?:-\s*)?(?:s|segundos|secondes|secondi|sekunden|seconden|segundos|minutos|minutes|minuti|minuten)(?![\p{L}])|\s+(?:مدته|مدتها)\s+\d+\s*(?:ثانية|ثوان|ثواني|دقيقة|دقائق)(?![\p{L}])|\s+של\s+\d+\s*(?:שניות|דקות)(?![\p{L}])|\s*\d+\s*(?:วินาที|นาที)/giu;

function subjectAfterFormat(text: string, lang: string): string | undefined {
  const headed = subjectAfterHeading(text);
  if (headed) return headed;
  const read = withoutLengthTalk(text.replace(FORMAT_LENGTH, ''));
  const match = SUBJECT_AFTER_FORMAT[lang]?.exec(read);
  const subject = match?.[1]?.replace(/^how to\b.*/i, '');
  if (!match || !subject) return undefined;
  const joined = /(\p{L}+)\s+$/u.exec(match[0].slice(0, match[0].length - match[1]!.length))?.[1]?.toLowerCase();
  const article = joined ? CONTRACTED_ARTICLES[lang]?.[joined] : undefined;
  // "Anuncio para Taller Ruiz, Valencia.": the phrase the pattern stops at a comma may close on its town (advert-subjects.ts).
  const closing = /^,\s*[^,.;:!?。！？\n]+(?=[.!?。！？\n]|$)/u.exec(read.slice(match.index + match[0].length))?.[0] ?? '';
  return `${article ? `${article} ${subject}` : subject}${closing}`;
}

const CONTRACTED_ARTICLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  fr: { du: 'le', des: 'les', au: 'le' },
  es: { del: 'el', al: 'el' },
  it: { del: 'il', dello: 'lo', della: 'la', dei: 'i', delle: 'le', sul: 'il', sulla: 'la' },
  pt: { do: 'o', da: 'a', dos: 'os', das: 'as' },
  de: { zum: 'dem', zur: 'der' },
};

/** A sentence's end: its stop and the space after it, not an abbreviation's dot nor an ordinal's. */
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?।؟])(?<!\b(?:e\.g|i\.e|etc|St|Dr|Mr|Mrs|Ms|No)\.)(?<!${ORDINAL_DOT})\s+|(?<=[。！？])|(?<=\p{Script=Thai})\s+(?=\p{Script=Thai})|\n+`, 'u');

const LIST_MARK = new RegExp(String.raw`^\s*(?:\d+[.)](?!\s+${ORDINAL_NOUN})|[-*•])\s+`, 'u');

export function splitSentences(text: string): string[] {
  // Thai writes no full stop: a space between Thai words ends a sentence (or a clause).
  // In an inline list ("1. Open Settings 2. Tap…") a full stop after a list number does not end a sentence, nor a German ordinal's (ordinal-dots.ts).
  const inlineList = /(?:^|\s)1[.)]\s/.test(text) && /\s2[.)]\s/.test(text);
  const stop = inlineList
    ? /(?<=[.!?।؟])(?<!(?:^|\s)\d{1,2}\.)(?<!\b(?:e\.g|i\.e|etc|St|Dr|Mr|Mrs|Ms|No)\.)\s+|(?<=[。！？])|(?<=\p{Script=Thai})\s+(?=\p{Script=Thai})|\n+/u
    : SENTENCE_END;
  return text
    .split(stop)
    // A list's number or bullet opens no sentence, but a date's day does ("8. November: …").
    .map((s) => s.replace(LIST_MARK, '').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** "First sentence. More about it." → the instruction and its detail. */
function splitStep(step: string): BriefStep {
  // Japanese and Chinese end a sentence with no space after it: "すすいで乾かす。正しい手洗いで…".
  const [text, ...rest] = step.split(/(?<=[.!?])\s+|(?<=[。！？])\s*(?=\S)/u);
  const detail = rest.join(' ').trim();
  return { text: text!.replace(/[.。]$/u, ''), ...(detail ? { detail } : {}) };
}

/** "in 4 steps", "in four easy steps" removed, so a how-to ends where its task does. */
function withoutStepCount(text: string): string {
  return text.replace(/\s+(?:in|en|em|con)\s+(?:\d+|\p{L}+)\s+(?:[\p{L}-]+\s+)?(?:steps|schritten|étapes|pasos|passi|passaggi|passos|etapas|stappen)(?![\p{L}])/giu, '');
}

/** A video's length said alone ("30-second", "a 2-minute"), or opening a heading. */
const VIDEO_LENGTH = /^\s*(?:(?:a|an|one|our)\s+)?\d+[\s-]*(?:seconds?|secs?|s|minutes?|mins?)(?:[\s-]+long)?\s*$/iu;
const LEADING_LENGTH = /^\s*(?:(?:a|an|one|our)\s+)?\d+[\s-]*(?:seconds?|secs?|s|minutes?|mins?)(?:[\s-]+long)?[\s-]+/iu;

function findTopic(text: string, lang: string): string | undefined {
  // "Recipe training for kitchen staff: our signature tomato soup." names its topic after the colon.
  const title = splitSentences(text).map((s) => TITLED.exec(s)?.[1]).find((t) => t !== undefined && wordCount(t, lang) <= 8);
  if (title) return cleanPhrase(title, lang);
  // "Password hygiene training. …" names its topic before the format word.
  const named =
    /^([^.:\n]{3,60}?)\s+(?:training|tutorial|course|lesson|guide|walkthrough|video|ad|advert|commercial|explainer)(?=\s*[.:,;!\n]|\s*$|\s+(?:for|on|about)\b)/i.exec(text.trim()) ??
    // "拿铁制作培训视频。", "ラテ研修動画。", "라떼 교육 영상.": the same, written against the format word.
    /^([^。.:：\n]{2,20}?)的?(?:培训视频|教学视频|培训|视频|教程|培訓影片|培訓視頻|教學影片|培訓|影片|研修動画|研修|動画|\s*교육\s*영상|\s*영상)\s*[。.！!\n]/u.exec(text.trim());
  // "30-second training for new baristas: …": the video's length before its format word is no topic.
  if (named && !VIDEO_LENGTH.test(named[1]!)) return cleanPhrase(named[1], lang);
  // "Password reset: 1. …" names its topic before the colon (and "Onboarding checklist" on its own line).
  const heading = /^([^:：\n]{3,60})[:：\n]/.exec(text.trim())?.[1]?.replace(LEADING_LENGTH, '');
  if (heading && wordCount(heading, lang) <= 10) return cleanPhrase(withoutStepCount(heading), lang);
  // "Passwort zurücksetzen in drei Schritten. Zuerst …": a short opening sentence that is neither a step nor an order.
  const first = splitSentences(text)[0];
  const opening = first && withoutStepCount(first) !== first ? cleanPhrase(withoutStepCount(first), lang) : undefined;
  return opening && wordCount(opening, lang) <= 6 ? opening : undefined;
}

/** The call to action: quoted after "ends with" or "CTA", else a short imperative sentence. */
function findCta(text: string): string | undefined {
  for (const label of [ENDS_WITH, CTA_LABEL]) {
    const at = label.exec(text);
    if (!at) continue;
    const rest = text.slice(at.index + at[0].length);
    const quoted = QUOTED.exec(rest);
    const phrase = quoted && quoted.index === 0 ? quoted.slice(1).find((g) => g !== undefined) : undefined;
    const words = phrase ?? /^([^,.;!?\n]{2,80})/.exec(rest)?.[1];
    const cta = cleanCta(words);
    if (cta && (isCallToAction(cta) || phrase)) return capitalise(cta);
  }
  // An imperative sentence or clause ("…, or order ahead at harbourroasters.co.uk"): the last, one
  // that says where to go before one that does not.
  const sentences = splitSentences(text);
  const isCta = (s: string) => isCallToAction(s) && s.split(/\s+/).length <= 16 && !isSaving(s);
  // A feature in a list ("Send invoices, track expenses, and get paid faster.") is what the product does, no call.
  const clauses = sentences.flatMap((s) => (isCta(s) ? [s] : ctaClauses(s).filter((c) => isCta(c) && !isFeatureClause(c))));
  const imperative = clauses.filter((c) => findAddresses(c).length > 0).pop() ?? clauses.pop();
  if (imperative) return capitalise(imperative.replace(/[.!]+$/, ''));
  // A brief that ends on an address alone ("… stride.app") sends the viewer there; one that ends
  // on a price and where to buy ("£49 at brewbuddy.example") does too, the price said with it.
  const last = sentences.at(-1)?.replace(/[.!]+$/, '').trim();
  const address = last ? findAddresses(last)[0] : undefined;
  if (!address) return undefined;
  if (address.text === last) return address.text;
  return last!.endsWith(address.text) && WHERE_TO_BUY.test(last!.slice(0, -address.text.length).trim()) ? last : undefined;
}

/**
 * A two-word fact a business sells on ("Breakfast included.", "Free parking.", "Dogs welcome.", "Open Sundays."),
 * or a product's quality (product-qualities.ts): a thing and what it is, with no word about the video's look or
 * sound and no call to action.
 */
const SELLING_POINT = /^(?:[\p{L}’-]+\s+(?:included|welcome|free|available|provided|allowed|on site|nearby|daily|inklusive|inbegriffen|gratis|kostenlos|inclus|incluse|compris|offert|offerte|incluido|incluida|incluso|inclusa|incluído|incluída|inbegrepen)|(?:free|open|fresh|late|same-day|next-day|walk-in|parking|vegan|gluten-free|wheelchair)\s+\p{L}+)[.!]?$/iu;

function isSellingPoint(sentence: string, language: string): boolean {
  if (MOODS.some((m) => new RegExp(`\\b${m}\\b`, 'i').test(sentence))) return false;
  return SELLING_POINT.test(sentence.trim()) || (isProductQuality(sentence, language) && !isCallToAction(sentence));
}

/** What may stand before a closing address as the way to buy there: "£49 at", "Now only €12.99 on", "Available from". */
const WHERE_TO_BUY = /^(?:(?:now|only|just|from|ab|dès|desde|da|a partir de|vanaf)\s+)*(?:(?:[£$€]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|EUR|USD|GBP|CHF|kr))\s+)?(?:(?:available|online|exclusively)\s+)?(?:at|on|from|via|sur|chez|auf|bei|unter|en|su|em|op)$/iu;

/** "Find us at 14 Harbour Street, or order ahead at …": the clauses after the first, each on its own. */
export function ctaClauses(sentence: string): string[] {
  return sentence.split(/,?\s+(?:or|and|ou|et|o|y|oder|und|of|en)\s+(?=\p{L}+\s)|;\s+/u).slice(1).map((c) => c.trim());
}

function cleanCta(phrase: string | undefined): string | undefined {
  const cleaned = phrase?.trim().replace(/[\s,;:.!?'"“”‘’«»]+$/u, '').replace(/^['"“‘«]+/u, '').trim();
  return cleaned && /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : undefined;
}

/** Drops the talk about the video itself ("a 20-second ad for", "upbeat", "ends with…"). */
function stripMeta(sentence: string): string {
  // "Product ad for the Volt shoe: light and springy" keeps what follows the colon, whatever length it says first
  // ("Werbespot, 15 Sekunden, für …: …", "Werbespot, 30 Sekunden, für …: Inspektion, …").
  const readings = [sentence, withoutLengthTalk(sentence), withoutLengthTalk(sentence.replace(FORMAT_LENGTH, ''))];
  const intro = Object.values(SUBJECT_AFTER_FORMAT).some((re) => readings.some((read) => re.test(read)));
  const afterIntro = intro ? /:\s*(.+)$/.exec(sentence)?.[1] : undefined;
  // Split after ", " only, so "2,000" stays whole; each clause keeps its own punctuation.
  const clauses = (afterIntro ?? sentence).split(/(?<=[,;])\s+/).filter((clause) => {
    const c = clause.replace(/[,;]$/, '').trim();
    if (ENDS_WITH.test(c) || CTA_LABEL.test(c)) return false;
    if (intro && !afterIntro && Object.values(SUBJECT_AFTER_FORMAT).some((re) => re.test(c))) return false;
    if (isLengthTalk(c)) return false;
    const words = c.toLowerCase().split(/\s+/).filter(Boolean);
    return !words.every((w) => MOODS.includes(w.replace(/[^a-z]/g, '')) || /^(?:and|tone|mood|vibe|feel|music|style)$/.test(w));
  });
  return clauses.join(' ').replace(/[,;]$/, '').trim();
}

/** "20 seconds long", "a 30-second video": the video's length, not a fact ("60 minutes of runtime" is one). */
function isLengthTalk(clause: string): boolean {
  if (!DURATION.test(clause)) return false;
  const rest = clause.replace(DURATION, ' ').replace(/\b(?:a|an|the|about|around|max|maximum|of|in)\b/gi, ' ').trim();
  return new RegExp(`\\b${FORMAT_WORDS}\\b`, 'i').test(clause) || /\blong\b/i.test(clause) || rest.split(/\s+/).filter(Boolean).length === 0;
}

const NOT_NAMES = new Set([
  'I', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February',
  'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
]);

/** The first run of capitalised words that does not open a sentence: most often a product or brand. */
function findName(text: string): string | undefined {
  for (const sentence of splitSentences(text)) {
    const words = sentence.split(/\s+/).slice(1);
    const start = words.findIndex((w) => /^\p{Lu}[\p{L}\p{N}'’-]*$/u.test(w) && !NOT_NAMES.has(w));
    if (start < 0) continue;
    const run = words.slice(start);
    const end = run.findIndex((w) => !/^\p{Lu}[\p{L}\p{N}'’-]*[,.!?]?$/u.test(w) || NOT_NAMES.has(w.replace(/[,.!?]$/, '')));
    return cleanPhrase(run.slice(0, end < 0 ? run.length : Math.max(end, 1)).join(' '), 'en');
  }
  return undefined;
}

function sentenceOf(text: string): string {
  if (/[.!?…。！？।]$/u.test(text)) return text;
  // Japanese and Chinese end a sentence with their own full stop.
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(text) ? `${text}。` : `${text}.`;
}

/** A phrase trimmed of punctuation; English drops its determiner ("our latte" → "latte"), other languages keep theirs. */
function cleanPhrase(phrase: string | undefined, lang: string): string | undefined {
  const trimmed = phrase?.trim().replace(/[\s,;:.!?'"“”‘’«»。、！？]+$/u, '').replace(/^['"“‘«]+/u, '').trim();
  // "The Chippy", "The Old Forge": a capital "The" before a capital is the name's own article, kept as other languages keep theirs ("Le Petit Four", "Die Backstube").
  const cleaned = lang === 'en' && !(trimmed && NAMED_ARTICLE.test(trimmed)) ? trimmed?.replace(DETERMINER, '').trim() : trimmed;
  return cleaned && /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : undefined;
}

function normal(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function sameText(a: string, b: string | undefined): boolean {
  return b !== undefined && normal(a) === normal(b);
}

/**
 * One text holds the other (a sentence that is a step, or a step inside a sentence), or the step is
 * its sentence less its marker and a word or two the step dropped ("Eerst haal je de band eraf" is
 * the step "Haal de band eraf").
 */
function overlaps(a: string, b: string): boolean {
  const [x, y] = [normal(a), normal(b)];
  if (x.length === 0 || y.length === 0) return false;
  if (x.includes(y) || y.includes(x)) return true;
  const [short, long] = [x.split(' '), y.split(' ')].sort((p, q) => p.length - q.length) as [string[], string[]];
  let at = 0;
  for (const word of long) if (word === short[at]) at++;
  return short.length >= 2 && at === short.length && long.length - short.length <= 3;
}

/** Words, or for languages written without spaces, characters divided by two (about a word). */
export function wordCount(text: string, language = 'en'): number {
  if (isUnspaced(language)) return Math.ceil((text.match(/[\p{L}\p{N}]/gu) ?? []).length / 2);
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function firstWords(text: string, n: number): string {
  return text.trim().split(/\s+/).slice(0, n).join(' ');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
