import { primaryLanguage } from '../presets';
import type { EventKind } from './brief-events';
import { fullStop } from './plan-context';
import { introducedOnce } from './introduced-subjects';

/**
 * The few connecting lines the built-in planner writes around the brief's own words, in each
 * language it writes (issue 23): everything else a plan says comes from the brief. A language
 * without a phrasebook gets English ones, and the plan says so in its notes.
 */
export interface Phrasebook {
  /** "Meet the Breeze cordless vacuum." */
  meet(subject: string): string;
  /** "Busy pet owners, meet the Breeze cordless vacuum." */
  meetAudience(audience: string, subject: string): string;
  /** The hook of an advert for an event: "Crumb & Co. opens its doors." (`name` in the brief's words: "summer sale"). */
  event(kind: EventKind, name: string, subject: string): string;
  /** Call to action when the brief has none: "Try Rosa Bakery today". */
  tryIt(name: string): string;
  findOutMore: string;
  /** The closing invitation to a place people visit, after where to find it: "Come and see us.". */
  comeBy: string;
  /** How to reach the brand, when the call to action does not say it already. */
  reach(kind: 'url' | 'email' | 'phone' | 'street', address: string): string;
  /** Training intro: "In this video you will learn how to reset your password." (`howTo` carries its "how to"). */
  learn(howTo: string): string;
  /**
   * Training intro without a how-to. Outside English a topic is often a clause ("Zo meld je een
   * storing", "Passwort zurücksetzen") that no fixed frame fits, so it is said as a title.
   */
  covers(topic: string): string;
  stepCount(n: number): string;
  oneAtATime: string;
  steps(from: number, to: number, text: string): string;
  /** Said after a step, before the next: "Once that's done, move on to step 3." */
  next(n: number): string;
  lastStep: string;
  /** Over a demonstration of a step, after its card has said it: the step is never said twice. */
  demo: string;
  recap(list: string): string;
  recapCount(n: number): string;
  nowYouKnow(howTo: string): string;
  keepHandy: string;
  list(items: readonly string[]): string;
}

const asTitle = (topic: string) => `${topic.charAt(0).toUpperCase()}${topic.slice(1)}${fullStop(topic)}`;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const joinList = (and: string, comma = ', ') => (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)} ${and} ${items[items.length - 1]}`;

/** A subject that is an occasion to come to ("the Riverside Half Marathon on 12 April", "Leeds Food Festival"): it is joined, not met. Only words no shop is named after ("Market Café", "Fair Trade Coffee" are met). */
const OCCASION = /(?<![\p{L}])(?:marathon|half marathon|[0-9]+k run|fun run|triathlon|festival|concert|expo|conference|summit|tournament|exhibition|gala|parade|carnival|night market)(?![\p{L}])/iu;
/**
 * A name headed by an occasion word, last before when and where it is ("Leeds Food Festival",
 * "the Riverside Half Marathon on 12 April") or before what it is of ("Festival of Light"):
 * "Summit Accountants" or "Expo Motors" are businesses, met.
 */
const namesOccasion = (s: string) => {
  const name = s.replace(/\s+(?:on|at|in|from|this|next|every|,)\s.*$|,.*$/iu, '');
  const head = new RegExp(`(?:${OCCASION.source})(?:$|\\s+of\\s)`, 'iu');
  return head.test(name);
};
/** "Riverside Half Marathon on 12 April" → "the Riverside Half Marathon on 12 April"; "our summer fair" as it is. */
export const theOccasion = (s: string) => (/^(?:the|a|an|our|this|[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*['’]s)\s/iu.test(s) ? s : `the ${s}`);

const en: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${cap(s)} opens its doors.`, launch: `${cap(s)} is here.`, sale: `The ${n} is on at ${s}.`, 'open-day': `Join us for the ${n} at ${s}.`, anniversary: `${cap(s)} celebrates its ${n}.`, webinar: `Join the ${n} with ${s}.` })[kind],
  meet: (s) => (namesOccasion(s) ? `Join ${theOccasion(s)}.` : `Meet ${s}.`),
  meetAudience: (a, s) => (namesOccasion(s) ? `${a}, join ${theOccasion(s)}.` : `${a}, meet ${s}.`),
  tryIt: (n) => `Try ${n} today`,
  findOutMore: 'Find out more today',
  comeBy: 'Come and see us.',
  reach: (kind, a) => ({ url: `Go to ${a}.`, email: `Write to ${a}.`, phone: `Call ${a}.`, street: `Visit us at ${a}.` })[kind],
  learn: (h) => `In this video you will learn ${h}.`,
  covers: (t) => `This short training covers ${t}.`,
  stepCount: (n) => `It takes ${n} step${n === 1 ? '' : 's'}.`,
  oneAtATime: 'Let’s go through them one at a time.',
  steps: (a, b, t) => `Steps ${a} to ${b}: ${t}`,
  next: (n) => `Once that’s done, move on to step ${n}.`,
  lastStep: 'That’s the last step.',
  demo: 'Here is what that looks like.',
  recap: (l) => `To recap: ${l}`,
  recapCount: (n) => `That covers all ${n} steps.`,
  nowYouKnow: (h) => `Now you know ${h}.`,
  keepHandy: 'Keep this video handy for the next time you need it.',
  list: joinList('and'),
};

const fr: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${cap(s)} ouvre ses portes.`, launch: `Voici ${s}.`, sale: `${cap(n)} chez ${s}.`, 'open-day': `${cap(n)} chez ${s}.`, anniversary: `${s} fête son ${n}.`, webinar: `Rejoignez le ${n} de ${s}.` })[kind],
  meet: (s) => `Découvrez ${s}.`,
  meetAudience: (a, s) => `${a}, découvrez ${s}.`,
  tryIt: (n) => `Essayez ${n} dès aujourd’hui`,
  findOutMore: 'Découvrez-le dès aujourd’hui',
  comeBy: 'Venez nous voir.',
  reach: (kind, a) => ({ url: `Rendez-vous sur ${a}.`, email: `Écrivez-nous à ${a}.`, phone: `Appelez le ${a}.`, street: `Retrouvez-nous au ${a}.` })[kind],
  learn: (h) => `Dans cette vidéo, vous apprendrez ${h}.`,
  covers: asTitle,
  stepCount: (n) => `Il y a ${n} étape${n === 1 ? '' : 's'}.`,
  oneAtATime: 'Voyons-les une par une.',
  steps: (a, b, t) => `Étapes ${a} à ${b} : ${t}`,
  next: (n) => `Une fois que c’est fait, passez à l’étape ${n}.`,
  lastStep: 'C’est la dernière étape.',
  demo: 'Voici à quoi cela ressemble.',
  recap: (l) => `Pour résumer : ${l}`,
  recapCount: (n) => `Voilà les ${n} étapes.`,
  nowYouKnow: (h) => `Vous savez maintenant ${h}.`,
  keepHandy: 'Gardez cette vidéo sous la main pour la prochaine fois.',
  list: joinList('et'),
};

const de: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${cap(s)} eröffnet.`, launch: `${cap(s)} ist da.`, sale: `${cap(n)} bei ${s}.`, 'open-day': `${cap(n)} bei ${s}.`, anniversary: `${cap(s)} feiert ${n}.`, webinar: `${cap(n)} mit ${s}.` })[kind],
  // "Entdecken Sie" takes the accusative, which a description in the brief's nominative ("…, ein
  // Friseursalon in Köln", "unser Friseur") would break: a subject with its description, or one of ours, is presented as it stands.
  meet: (s) => (/,\s+(?:ein|eine|der|die|das|unser|unsere|ihr|ihre)\s|^unser\s/iu.test(s) ? `Wir stellen vor: ${s}.` : `Entdecken Sie ${s}.`),
  meetAudience: (a, s) => `Für ${a}: ${s}.`,
  tryIt: (n) => `Testen Sie ${n} noch heute`,
  findOutMore: 'Jetzt mehr erfahren',
  comeBy: 'Kommen Sie vorbei!',
  reach: (kind, a) => ({ url: `Mehr auf ${a}.`, email: `Schreiben Sie an ${a}.`, phone: `Rufen Sie an: ${a}.`, street: `Besuchen Sie uns: ${a}.` })[kind],
  learn: (h) => `In diesem Video lernen Sie, ${h}.`,
  covers: asTitle,
  stepCount: (n) => `Es sind ${n} Schritt${n === 1 ? '' : 'e'}.`,
  oneAtATime: 'Gehen wir sie der Reihe nach durch.',
  steps: (a, b, t) => `Schritte ${a} bis ${b}: ${t}`,
  next: (n) => `Wenn das erledigt ist, geht es weiter mit Schritt ${n}.`,
  lastStep: 'Das ist der letzte Schritt.',
  demo: 'So sieht das aus.',
  recap: (l) => `Zusammengefasst: ${l}`,
  recapCount: (n) => `Das sind alle ${n} Schritte.`,
  nowYouKnow: (h) => `Jetzt wissen Sie, ${h}.`,
  keepHandy: 'Speichern Sie dieses Video für das nächste Mal.',
  list: joinList('und'),
};

const es: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${cap(s)} abre sus puertas.`, launch: `Llega ${s}.`, sale: `${cap(n)} en ${s}.`, 'open-day': `${cap(n)} en ${s}.`, anniversary: `${cap(s)} celebra su ${n}.`, webinar: `Únete al ${n} de ${s}.` })[kind],
  meet: (s) => `Descubre ${s}.`,
  meetAudience: (a, s) => `Para ${a}: ${s}.`,
  tryIt: (n) => `Prueba ${n} hoy`,
  findOutMore: 'Descubre más hoy',
  comeBy: '¡Ven a vernos!',
  reach: (kind, a) => ({ url: `Entra en ${a}.`, email: `Escríbenos a ${a}.`, phone: `Llama al ${a}.`, street: `Visítanos en ${a}.` })[kind],
  learn: (h) => `En este vídeo aprenderás ${h}.`,
  covers: asTitle,
  stepCount: (n) => `Son ${n} paso${n === 1 ? '' : 's'}.`,
  oneAtATime: 'Veámoslos uno a uno.',
  steps: (a, b, t) => `Pasos ${a} a ${b}: ${t}`,
  next: (n) => `Cuando lo tengas, pasa al paso ${n}.`,
  lastStep: 'Ese es el último paso.',
  demo: 'Así se hace.',
  recap: (l) => `En resumen: ${l}`,
  recapCount: (n) => `Esos son los ${n} pasos.`,
  nowYouKnow: (h) => `Ahora ya sabes ${h}.`,
  keepHandy: 'Guarda este vídeo para la próxima vez.',
  list: joinList('y'),
};

const it: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${cap(s)} apre le sue porte.`, launch: `Arriva ${s}.`, sale: `${cap(n)} da ${s}.`, 'open-day': `${cap(n)} da ${s}.`, anniversary: `${cap(s)} festeggia il suo ${n}.`, webinar: `Partecipa al ${n} di ${s}.` })[kind],
  meet: (s) => `Scopri ${s}.`,
  meetAudience: (a, s) => `Per ${a}: ${s}.`,
  tryIt: (n) => `Prova ${n} oggi`,
  findOutMore: 'Scopri di più oggi',
  comeBy: 'Vieni a trovarci!',
  reach: (kind, a) => ({ url: `Vai su ${a}.`, email: `Scrivici a ${a}.`, phone: `Chiama il ${a}.`, street: `Vieni a trovarci in ${a}.` })[kind],
  learn: (h) => `In questo video imparerai ${h}.`,
  covers: asTitle,
  stepCount: (n) => `${n === 1 ? 'Serve un passaggio' : `Servono ${n} passaggi`}.`,
  oneAtATime: 'Vediamoli uno alla volta.',
  steps: (a, b, t) => `Passi da ${a} a ${b}: ${t}`,
  next: (n) => `Fatto questo, passa al passo ${n}.`,
  lastStep: 'Questo è l’ultimo passo.',
  demo: 'Ecco come si fa.',
  recap: (l) => `Riepilogando: ${l}`,
  recapCount: (n) => `Questi sono tutti i ${n} passi.`,
  nowYouKnow: (h) => `Ora sai ${h}.`,
  keepHandy: 'Tieni questo video a portata di mano per la prossima volta.',
  list: joinList('e'),
};

const pt: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${cap(s)} abre as portas.`, launch: `Chegou ${s}.`, sale: `${cap(n)}: ${s}.`, 'open-day': `${cap(n)}: ${s}.`, anniversary: `${cap(s)} comemora seu ${n}.`, webinar: `Participe do ${n} de ${s}.` })[kind],
  meet: (s) => `Conheça ${s}.`,
  meetAudience: (a, s) => `Para ${a}: ${s}.`,
  tryIt: (n) => `Experimente ${n} hoje`,
  findOutMore: 'Saiba mais hoje',
  comeBy: 'Venha nos visitar!',
  reach: (kind, a) => ({ url: `Acesse ${a}.`, email: `Escreva para ${a}.`, phone: `Ligue para ${a}.`, street: `Visite-nos na ${a}.` })[kind],
  learn: (h) => `Neste vídeo você vai aprender ${h}.`,
  covers: asTitle,
  stepCount: (n) => `São ${n} passo${n === 1 ? '' : 's'}.`,
  oneAtATime: 'Vamos ver um de cada vez.',
  steps: (a, b, t) => `Passos ${a} a ${b}: ${t}`,
  next: (n) => `Feito isso, siga para o passo ${n}.`,
  lastStep: 'Esse é o último passo.',
  demo: 'Veja como se faz.',
  recap: (l) => `Resumindo: ${l}`,
  recapCount: (n) => `Esses são os ${n} passos.`,
  nowYouKnow: (h) => `Agora você já sabe ${h}.`,
  keepHandy: 'Guarde este vídeo para a próxima vez.',
  list: joinList('e'),
};

const nl: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${cap(s)} opent de deuren.`, launch: `${cap(s)} is er.`, sale: `${cap(n)} bij ${s}.`, 'open-day': `${cap(n)} bij ${s}.`, anniversary: `${cap(s)} viert ${n}.`, webinar: `Doe mee aan het ${n} van ${s}.` })[kind],
  meet: (s) => `Maak kennis met ${s}.`,
  meetAudience: (a, s) => `Voor ${a}: ${s}.`,
  tryIt: (n) => `Probeer ${n} vandaag nog`,
  findOutMore: 'Ontdek het vandaag nog',
  comeBy: 'Kom gerust langs!',
  reach: (kind, a) => ({ url: `Ga naar ${a}.`, email: `Mail naar ${a}.`, phone: `Bel ${a}.`, street: `Kom langs op ${a}.` })[kind],
  learn: (h) => `In deze video leer je ${h}.`,
  covers: asTitle,
  stepCount: (n) => `Het zijn ${n} stap${n === 1 ? '' : 'pen'}.`,
  oneAtATime: 'We lopen ze een voor een door.',
  steps: (a, b, t) => `Stappen ${a} tot ${b}: ${t}`,
  next: (n) => `Klaar? Ga dan door naar stap ${n}.`,
  lastStep: 'Dat is de laatste stap.',
  demo: 'Zo ziet dat eruit.',
  recap: (l) => `Samengevat: ${l}`,
  recapCount: (n) => `Dat zijn alle ${n} stappen.`,
  nowYouKnow: (h) => `Nu weet je ${h}.`,
  keepHandy: 'Bewaar deze video voor de volgende keer.',
  list: joinList('en'),
};

const ja: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${s}がオープンします。`, launch: `${s}、登場。`, sale: `${s}の${n}。`, 'open-day': `${s}の${n}。`, anniversary: `${s}は${n}を迎えます。`, webinar: `${s}の${n}。` })[kind],
  meet: (s) => `${s}をご紹介します。`,
  meetAudience: (a, s) => `${a}のための${s}。`,
  tryIt: (n) => `今すぐ${n}をお試しください`,
  findOutMore: '詳しくはこちら',
  comeBy: 'ぜひお越しください。',
  reach: (kind, a) => ({ url: `詳しくは${a}へ。`, email: `お問い合わせは${a}まで。`, phone: `お電話は${a}まで。`, street: `${a}でお待ちしています。` })[kind],
  learn: (h) => `このビデオでは、${h}を学びます。`,
  covers: asTitle,
  stepCount: (n) => `手順は${n}つです。`,
  oneAtATime: '一つずつ見ていきましょう。',
  steps: (a, b, t) => `ステップ${a}から${b}：${t}`,
  next: (n) => `できたら、ステップ${n}に進みます。`,
  lastStep: 'これが最後のステップです。',
  demo: '実際の様子です。',
  recap: (l) => `まとめ：${l}`,
  recapCount: (n) => `以上、${n}つのステップでした。`,
  nowYouKnow: (h) => `これで${h}が分かりました。`,
  keepHandy: '次に必要なときのために、このビデオを保存しておきましょう。',
  list: (items) => items.join('、'),
};

const zh: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${s}盛大开业。`, launch: `${s}正式上市。`, sale: `${s}${n}。`, 'open-day': `${s}${n}。`, anniversary: `${s}迎来${n}。`, webinar: `${s}${n}。` })[kind],
  meet: (s) => `隆重介绍${s}。`,
  meetAudience: (a, s) => `专为${a}打造：${s}。`,
  tryIt: (n) => `今天就试试${n}`,
  findOutMore: '立即了解更多',
  comeBy: '欢迎光临。',
  reach: (kind, a) => ({ url: `访问${a}。`, email: `发邮件至${a}。`, phone: `致电${a}。`, street: `欢迎光临：${a}。` })[kind],
  learn: (h) => `在这个视频里，你将学会${h}。`,
  covers: asTitle,
  stepCount: (n) => `一共${n}步。`,
  oneAtATime: '我们一步一步来。',
  steps: (a, b, t) => `第${a}到${b}步：${t}`,
  next: (n) => `完成后，进入第${n}步。`,
  lastStep: '这是最后一步。',
  demo: '来看看实际操作。',
  recap: (l) => `总结一下：${l}`,
  recapCount: (n) => `以上就是全部${n}个步骤。`,
  nowYouKnow: (h) => `现在你已经知道${h}了。`,
  keepHandy: '下次需要时，可以再看这个视频。',
  list: (items) => items.join('，'),
};

/** Traditional Chinese as written in Taiwan and Hong Kong ("zh-TW", "zh-HK", "zh-Hant"): its own characters, and 影片 for a video. */
const zhHant: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${s}盛大開幕。`, launch: `${s}正式上市。`, sale: `${s}${n}。`, 'open-day': `${s}${n}。`, anniversary: `${s}迎來${n}。`, webinar: `${s}${n}。` })[kind],
  meet: (s) => `隆重介紹${s}。`,
  meetAudience: (a, s) => `專為${a}打造：${s}。`,
  tryIt: (n) => `今天就試試${n}`,
  findOutMore: '立即了解更多',
  comeBy: '歡迎光臨。',
  reach: (kind, a) => ({ url: `前往${a}。`, email: `來信至${a}。`, phone: `請撥${a}。`, street: `歡迎光臨：${a}。` })[kind],
  learn: (h) => `在這支影片裡，你將學會${h}。`,
  covers: asTitle,
  stepCount: (n) => `一共${n}個步驟。`,
  oneAtATime: '我們一步一步來。',
  steps: (a, b, t) => `第${a}到${b}步：${t}`,
  next: (n) => `完成後，進入第${n}步。`,
  lastStep: '這是最後一步。',
  demo: '來看看實際操作。',
  recap: (l) => `總結一下：${l}`,
  recapCount: (n) => `以上就是全部${n}個步驟。`,
  nowYouKnow: (h) => `現在你已經知道${h}了。`,
  keepHandy: '下次需要時，可以再看這支影片。',
  list: (items) => items.join('，'),
};

const ar: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${s} يفتح أبوابه.`, launch: `وصل ${s}.`, sale: `${n} في ${s}.`, 'open-day': `${n} في ${s}.`, anniversary: `${s} يحتفل بـ${n}.`, webinar: `${n} مع ${s}.` })[kind],
  meet: (s) => `تعرّف على ${s}.`,
  meetAudience: (a, s) => `إلى ${a}: ${s}.`,
  tryIt: (n) => `جرّب ${n} اليوم`,
  findOutMore: 'اكتشف المزيد اليوم',
  comeBy: 'ننتظر زيارتكم.',
  reach: (kind, a) => ({ url: `زوروا ${a}.`, email: `راسلونا على ${a}.`, phone: `اتصلوا بنا على ${a}.`, street: `زورونا في ${a}.` })[kind],
  learn: (h) => `في هذا الفيديو ستتعلم ${h}.`,
  covers: asTitle,
  stepCount: (n) => `عدد الخطوات: ${n}.`,
  oneAtATime: 'لنمرّ عليها واحدة تلو الأخرى.',
  steps: (a, b, t) => `الخطوات من ${a} إلى ${b}: ${t}`,
  next: (n) => `بعد ذلك، انتقل إلى الخطوة ${n}.`,
  lastStep: 'هذه هي الخطوة الأخيرة.',
  demo: 'هكذا يبدو ذلك.',
  recap: (l) => `باختصار: ${l}`,
  recapCount: (n) => `هذه هي الخطوات الـ${n} كلها.`,
  nowYouKnow: (h) => `الآن أنت تعرف ${h}.`,
  keepHandy: 'احتفظ بهذا الفيديو للمرة القادمة.',
  // "و" (and) clings to the word after it.
  list: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('، ')} و${items[items.length - 1]}`),
};

const he: Phrasebook = {
  event: (kind, n, s) => ({ opening: `פתיחה חגיגית: ${s}.`, launch: `${s} כבר כאן.`, sale: `${n} ב${s}.`, 'open-day': `${n} ב${s}.`, anniversary: `${s} חוגגת ${n}.`, webinar: `${n} עם ${s}.` })[kind],
  meet: (s) => `הכירו את ${s}.`,
  meetAudience: (a, s) => `${a}, הכירו את ${s}.`,
  tryIt: (n) => `נסו את ${n} עוד היום`,
  findOutMore: 'גלו עוד היום',
  comeBy: 'בואו לבקר!',
  reach: (kind, a) => ({ url: `בקרו באתר ${a}.`, email: `כתבו לנו: ${a}.`, phone: `התקשרו: ${a}.`, street: `בואו לבקר אותנו: ${a}.` })[kind],
  learn: (h) => `בסרטון הזה תלמדו ${h}.`,
  covers: asTitle,
  stepCount: (n) => (n === 1 ? 'יש שלב אחד.' : `יש ${n} שלבים.`),
  oneAtATime: 'נעבור עליהם אחד אחד.',
  steps: (a, b, t) => `שלבים ${a} עד ${b}: ${t}`,
  next: (n) => `אחרי זה, עברו לשלב ${n}.`,
  lastStep: 'זה השלב האחרון.',
  demo: 'כך זה נראה.',
  recap: (l) => `לסיכום: ${l}`,
  recapCount: (n) => `אלה כל ${n} השלבים.`,
  nowYouKnow: (h) => `עכשיו אתם יודעים ${h}.`,
  keepHandy: 'שמרו את הסרטון הזה לפעם הבאה.',
  // "ו" (and) clings to the word after it.
  list: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ו${items[items.length - 1]}`),
};

// Korean particles change with the word before them (을/를): these lines are built so that none follows a name.
const ko: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${s} 그랜드 오픈.`, launch: `${s} 출시.`, sale: `${s} ${n}.`, 'open-day': `${s} ${n}.`, anniversary: `${s} ${n}.`, webinar: `${s} ${n}.` })[kind],
  meet: (s) => `지금 만나 보세요: ${s}.`,
  meetAudience: (a, s) => `${a} 여러분께: ${s}.`,
  tryIt: (n) => `지금 바로 사용해 보세요: ${n}`,
  findOutMore: '지금 자세히 알아보세요',
  comeBy: '꼭 방문해 주세요.',
  reach: (kind, a) => ({ url: `자세히 보기: ${a}.`, email: `문의: ${a}.`, phone: `전화: ${a}.`, street: `찾아오시는 길: ${a}.` })[kind],
  learn: (h) => `이 영상에서 배울 내용: ${h}.`,
  covers: asTitle,
  stepCount: (n) => `모두 ${n}단계입니다.`,
  oneAtATime: '하나씩 살펴보겠습니다.',
  steps: (a, b, t) => `${a}~${b}단계: ${t}`,
  next: (n) => `다 되었으면 ${n}단계로 넘어가세요.`,
  lastStep: '이것이 마지막 단계입니다.',
  demo: '실제로는 이렇게 합니다.',
  recap: (l) => `정리하면: ${l}`,
  recapCount: (n) => `이상 ${n}단계였습니다.`,
  nowYouKnow: (h) => `이제 알게 되었습니다: ${h}.`,
  keepHandy: '다음에 필요할 때를 위해 이 영상을 저장해 두세요.',
  list: (items) => items.join(', '),
};

const hi: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${s} का शुभारंभ।`, launch: `पेश है ${s}।`, sale: `${s}: ${n}।`, 'open-day': `${s}: ${n}।`, anniversary: `${s}: ${n}।`, webinar: `${s}: ${n}।` })[kind],
  meet: (s) => `मिलिए ${s} से।`,
  meetAudience: (a, s) => `${a} के लिए: ${s}।`,
  tryIt: (n) => `आज ही ${n} आज़माएँ`,
  findOutMore: 'आज ही और जानें',
  comeBy: 'ज़रूर आइए।',
  reach: (kind, a) => ({ url: `${a} पर जाएँ।`, email: `${a} पर लिखें।`, phone: `${a} पर कॉल करें।`, street: `हमसे मिलें: ${a}।` })[kind],
  learn: (h) => `इस वीडियो में आप सीखेंगे: ${h}।`,
  covers: (t) => `${t}।`,
  stepCount: (n) => `कुल ${n} चरण हैं।`,
  oneAtATime: 'आइए एक-एक करके देखें।',
  steps: (a, b, t) => `चरण ${a} से ${b}: ${t}`,
  next: (n) => `यह हो जाए, तो चरण ${n} पर जाएँ।`,
  lastStep: 'यह आख़िरी चरण है।',
  demo: 'यह ऐसा दिखता है।',
  recap: (l) => `संक्षेप में: ${l}`,
  recapCount: (n) => `ये थे सभी ${n} चरण।`,
  nowYouKnow: (h) => `अब आप जानते हैं: ${h}।`,
  keepHandy: 'अगली बार के लिए यह वीडियो सहेज लें।',
  list: joinList('और'),
};

// Thai writes no full stop and no space between words: a space ends a sentence or a clause.
const th: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${s} เปิดให้บริการแล้ว`, launch: `เปิดตัว ${s}`, sale: `${n} ที่ ${s}`, 'open-day': `${n} ที่ ${s}`, anniversary: `${s} ฉลอง${n}`, webinar: `${n} กับ ${s}` })[kind],
  meet: (s) => `ขอแนะนำ ${s}`,
  meetAudience: (a, s) => `สำหรับ${a}: ${s}`,
  tryIt: (n) => `ลองใช้ ${n} วันนี้`,
  findOutMore: 'ดูรายละเอียดเพิ่มเติมวันนี้',
  comeBy: 'แวะมาหาเรานะ',
  reach: (kind, a) => ({ url: `ดูเพิ่มเติมที่ ${a}`, email: `ติดต่อเราที่ ${a}`, phone: `โทร ${a}`, street: `แวะมาหาเราที่ ${a}` })[kind],
  learn: (h) => `ในวิดีโอนี้ คุณจะได้เรียนรู้${h}`,
  covers: asTitle,
  stepCount: (n) => `มีทั้งหมด ${n} ขั้นตอน`,
  oneAtATime: 'มาดูทีละขั้นตอนกัน',
  steps: (a, b, t) => `ขั้นตอนที่ ${a} ถึง ${b}: ${t}`,
  next: (n) => `เสร็จแล้ว ไปต่อที่ขั้นตอนที่ ${n}`,
  lastStep: 'นี่คือขั้นตอนสุดท้าย',
  demo: 'ดูตัวอย่างการทำ',
  recap: (l) => `สรุป: ${l}`,
  recapCount: (n) => `ครบทั้ง ${n} ขั้นตอนแล้ว`,
  nowYouKnow: (h) => `ตอนนี้คุณรู้${h}แล้ว`,
  keepHandy: 'เก็บวิดีโอนี้ไว้ดูครั้งหน้าเมื่อต้องใช้',
  list: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(' ')} และ${items[items.length - 1]}`),
};

/** Chinese written in Traditional characters: said so ("zh-Hant"), or where it is written so ("zh-TW", "zh-HK", "zh-MO"). */
const TRADITIONAL_CHINESE = /^zh[-_](?:hant|tw|hk|mo)(?![a-z])/i;

/** Turkish lines that need no case suffix on the name (a suffix follows the name's last vowel: "X ile", "X: …"). */
const tr: Phrasebook = {
  event: (kind, n, s) => ({ opening: `${s} kapılarını açıyor.`, launch: `${s} geldi.`, sale: `${cap(n)}: ${s}.`, 'open-day': `${cap(n)}: ${s}.`, anniversary: `${s}: ${n}.`, webinar: `${cap(n)}: ${s}.` })[kind],
  meet: (s) => `${cap(s)} ile tanışın.`,
  meetAudience: (a, s) => `${a} için: ${s}.`,
  tryIt: (n) => `${n} sizi bekliyor`,
  findOutMore: 'Hemen keşfedin',
  comeBy: 'Sizi bekliyoruz.',
  reach: (kind, a) => ({ url: `Adresimiz: ${a}.`, email: `E-posta: ${a}.`, phone: `Bizi arayın: ${a}.`, street: `Adresimiz: ${a}.` })[kind],
  learn: (h) => `Bu videoda öğrenecekleriniz: ${h}.`,
  covers: asTitle,
  stepCount: (n) => `Toplam ${n} adım var.`,
  oneAtATime: 'Adım adım ilerleyelim.',
  steps: (a, b, t) => `${a}. ile ${b}. adımlar: ${t}`,
  next: (n) => `Bu bitince ${n}. adıma geçin.`,
  lastStep: 'Bu son adım.',
  demo: 'Uygulamada şöyle.',
  recap: (l) => `Özetle: ${l}`,
  recapCount: (n) => `${n} adımın hepsi bu kadar.`,
  nowYouKnow: (h) => `Artık biliyorsunuz: ${h}.`,
  keepHandy: 'Gerektiğinde bu videoyu yeniden izleyin.',
  list: joinList('ve'),
};

const PHRASEBOOKS: Readonly<Record<string, Phrasebook>> = { en, fr, de, es, it, pt, nl, ja, zh, ar, he, ko, hi, th, tr };

/** The phrasebook for a language, and whether it is that language's own. */
export function phrasebookFor(language: string): { phrases: Phrasebook; own: boolean } {
  const own = TRADITIONAL_CHINESE.test(language) ? zhHant : PHRASEBOOKS[primaryLanguage(language)];
  const book = own ?? en;
  // Whoever is introduced or asked to try is named once, as a name is said (introduced-subjects.ts).
  const once = (s: string) => introducedOnce(s, language);
  const phrases: Phrasebook = { ...book, meet: (s) => book.meet(once(s)), meetAudience: (a, s) => book.meetAudience(a, once(s)), tryIt: (n) => book.tryIt(once(n)) };
  return { phrases, own: own !== undefined };
}
