import { primaryLanguage } from '../presets';

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
  /** Call to action when the brief has none: "Try Rosa Bakery today". */
  tryIt(name: string): string;
  findOutMore: string;
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
  /** Over a demonstration of a step. */
  demo(text: string): string;
  recap(list: string): string;
  recapCount(n: number): string;
  nowYouKnow(howTo: string): string;
  keepHandy: string;
  list(items: readonly string[]): string;
}

const asTitle = (topic: string) => `${topic.charAt(0).toUpperCase()}${topic.slice(1)}${/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(topic) ? '。' : '.'}`;

const joinList = (and: string, comma = ', ') => (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)} ${and} ${items[items.length - 1]}`;

const en: Phrasebook = {
  meet: (s) => `Meet ${s}.`,
  meetAudience: (a, s) => `${a}, meet ${s}.`,
  tryIt: (n) => `Try ${n} today`,
  findOutMore: 'Find out more today',
  reach: (kind, a) => ({ url: `Go to ${a}.`, email: `Write to ${a}.`, phone: `Call ${a}.`, street: `Visit us at ${a}.` })[kind],
  learn: (h) => `In this video you will learn ${h}.`,
  covers: (t) => `This short training covers ${t}.`,
  stepCount: (n) => `It takes ${n} step${n === 1 ? '' : 's'}.`,
  oneAtATime: 'Let’s go through them one at a time.',
  steps: (a, b, t) => `Steps ${a} to ${b}: ${t}`,
  next: (n) => `Once that’s done, move on to step ${n}.`,
  lastStep: 'That’s the last step.',
  demo: (t) => `Here is what that looks like: ${t}`,
  recap: (l) => `To recap: ${l}`,
  recapCount: (n) => `That covers all ${n} steps.`,
  nowYouKnow: (h) => `Now you know ${h}.`,
  keepHandy: 'Keep this video handy for the next time you need it.',
  list: joinList('and'),
};

const fr: Phrasebook = {
  meet: (s) => `Découvrez ${s}.`,
  meetAudience: (a, s) => `${a}, découvrez ${s}.`,
  tryIt: (n) => `Essayez ${n} dès aujourd’hui`,
  findOutMore: 'Découvrez-le dès aujourd’hui',
  reach: (kind, a) => ({ url: `Rendez-vous sur ${a}.`, email: `Écrivez-nous à ${a}.`, phone: `Appelez le ${a}.`, street: `Retrouvez-nous au ${a}.` })[kind],
  learn: (h) => `Dans cette vidéo, vous apprendrez ${h}.`,
  covers: asTitle,
  stepCount: (n) => `Il y a ${n} étape${n === 1 ? '' : 's'}.`,
  oneAtATime: 'Voyons-les une par une.',
  steps: (a, b, t) => `Étapes ${a} à ${b} : ${t}`,
  next: (n) => `Une fois que c’est fait, passez à l’étape ${n}.`,
  lastStep: 'C’est la dernière étape.',
  demo: (t) => `Voici à quoi cela ressemble : ${t}`,
  recap: (l) => `Pour résumer : ${l}`,
  recapCount: (n) => `Voilà les ${n} étapes.`,
  nowYouKnow: (h) => `Vous savez maintenant ${h}.`,
  keepHandy: 'Gardez cette vidéo sous la main pour la prochaine fois.',
  list: joinList('et'),
};

const de: Phrasebook = {
  meet: (s) => `Entdecken Sie ${s}.`,
  meetAudience: (a, s) => `Für ${a}: ${s}.`,
  tryIt: (n) => `Testen Sie ${n} noch heute`,
  findOutMore: 'Jetzt mehr erfahren',
  reach: (kind, a) => ({ url: `Mehr auf ${a}.`, email: `Schreiben Sie an ${a}.`, phone: `Rufen Sie an: ${a}.`, street: `Besuchen Sie uns: ${a}.` })[kind],
  learn: (h) => `In diesem Video lernen Sie, ${h}.`,
  covers: asTitle,
  stepCount: (n) => `Es sind ${n} Schritt${n === 1 ? '' : 'e'}.`,
  oneAtATime: 'Gehen wir sie der Reihe nach durch.',
  steps: (a, b, t) => `Schritte ${a} bis ${b}: ${t}`,
  next: (n) => `Wenn das erledigt ist, geht es weiter mit Schritt ${n}.`,
  lastStep: 'Das ist der letzte Schritt.',
  demo: (t) => `So sieht das aus: ${t}`,
  recap: (l) => `Zusammengefasst: ${l}`,
  recapCount: (n) => `Das sind alle ${n} Schritte.`,
  nowYouKnow: (h) => `Jetzt wissen Sie, ${h}.`,
  keepHandy: 'Speichern Sie dieses Video für das nächste Mal.',
  list: joinList('und'),
};

const es: Phrasebook = {
  meet: (s) => `Descubre ${s}.`,
  meetAudience: (a, s) => `Para ${a}: ${s}.`,
  tryIt: (n) => `Prueba ${n} hoy`,
  findOutMore: 'Descubre más hoy',
  reach: (kind, a) => ({ url: `Entra en ${a}.`, email: `Escríbenos a ${a}.`, phone: `Llama al ${a}.`, street: `Visítanos en ${a}.` })[kind],
  learn: (h) => `En este vídeo aprenderás ${h}.`,
  covers: asTitle,
  stepCount: (n) => `Son ${n} paso${n === 1 ? '' : 's'}.`,
  oneAtATime: 'Veámoslos uno a uno.',
  steps: (a, b, t) => `Pasos ${a} a ${b}: ${t}`,
  next: (n) => `Cuando lo tengas, pasa al paso ${n}.`,
  lastStep: 'Ese es el último paso.',
  demo: (t) => `Así se ve: ${t}`,
  recap: (l) => `En resumen: ${l}`,
  recapCount: (n) => `Esos son los ${n} pasos.`,
  nowYouKnow: (h) => `Ahora ya sabes ${h}.`,
  keepHandy: 'Guarda este vídeo para la próxima vez.',
  list: joinList('y'),
};

const it: Phrasebook = {
  meet: (s) => `Scopri ${s}.`,
  meetAudience: (a, s) => `Per ${a}: ${s}.`,
  tryIt: (n) => `Prova ${n} oggi`,
  findOutMore: 'Scopri di più oggi',
  reach: (kind, a) => ({ url: `Vai su ${a}.`, email: `Scrivici a ${a}.`, phone: `Chiama il ${a}.`, street: `Vieni a trovarci in ${a}.` })[kind],
  learn: (h) => `In questo video imparerai ${h}.`,
  covers: asTitle,
  stepCount: (n) => `${n === 1 ? 'Serve un passaggio' : `Servono ${n} passaggi`}.`,
  oneAtATime: 'Vediamoli uno alla volta.',
  steps: (a, b, t) => `Passi da ${a} a ${b}: ${t}`,
  next: (n) => `Fatto questo, passa al passo ${n}.`,
  lastStep: 'Questo è l’ultimo passo.',
  demo: (t) => `Ecco come si fa: ${t}`,
  recap: (l) => `Riepilogando: ${l}`,
  recapCount: (n) => `Questi sono tutti i ${n} passi.`,
  nowYouKnow: (h) => `Ora sai ${h}.`,
  keepHandy: 'Tieni questo video a portata di mano per la prossima volta.',
  list: joinList('e'),
};

const pt: Phrasebook = {
  meet: (s) => `Conheça ${s}.`,
  meetAudience: (a, s) => `Para ${a}: ${s}.`,
  tryIt: (n) => `Experimente ${n} hoje`,
  findOutMore: 'Saiba mais hoje',
  reach: (kind, a) => ({ url: `Acesse ${a}.`, email: `Escreva para ${a}.`, phone: `Ligue para ${a}.`, street: `Visite-nos na ${a}.` })[kind],
  learn: (h) => `Neste vídeo você vai aprender ${h}.`,
  covers: asTitle,
  stepCount: (n) => `São ${n} passo${n === 1 ? '' : 's'}.`,
  oneAtATime: 'Vamos ver um de cada vez.',
  steps: (a, b, t) => `Passos ${a} a ${b}: ${t}`,
  next: (n) => `Feito isso, siga para o passo ${n}.`,
  lastStep: 'Esse é o último passo.',
  demo: (t) => `Veja como fica: ${t}`,
  recap: (l) => `Resumindo: ${l}`,
  recapCount: (n) => `Esses são os ${n} passos.`,
  nowYouKnow: (h) => `Agora você já sabe ${h}.`,
  keepHandy: 'Guarde este vídeo para a próxima vez.',
  list: joinList('e'),
};

const nl: Phrasebook = {
  meet: (s) => `Maak kennis met ${s}.`,
  meetAudience: (a, s) => `Voor ${a}: ${s}.`,
  tryIt: (n) => `Probeer ${n} vandaag nog`,
  findOutMore: 'Ontdek het vandaag nog',
  reach: (kind, a) => ({ url: `Ga naar ${a}.`, email: `Mail naar ${a}.`, phone: `Bel ${a}.`, street: `Kom langs op ${a}.` })[kind],
  learn: (h) => `In deze video leer je ${h}.`,
  covers: asTitle,
  stepCount: (n) => `Het zijn ${n} stap${n === 1 ? '' : 'pen'}.`,
  oneAtATime: 'We lopen ze een voor een door.',
  steps: (a, b, t) => `Stappen ${a} tot ${b}: ${t}`,
  next: (n) => `Klaar? Ga dan door naar stap ${n}.`,
  lastStep: 'Dat is de laatste stap.',
  demo: (t) => `Zo ziet dat eruit: ${t}`,
  recap: (l) => `Samengevat: ${l}`,
  recapCount: (n) => `Dat zijn alle ${n} stappen.`,
  nowYouKnow: (h) => `Nu weet je ${h}.`,
  keepHandy: 'Bewaar deze video voor de volgende keer.',
  list: joinList('en'),
};

const ja: Phrasebook = {
  meet: (s) => `${s}をご紹介します。`,
  meetAudience: (a, s) => `${a}のための${s}。`,
  tryIt: (n) => `今すぐ${n}をお試しください`,
  findOutMore: '詳しくはこちら',
  reach: (kind, a) => ({ url: `詳しくは${a}へ。`, email: `お問い合わせは${a}まで。`, phone: `お電話は${a}まで。`, street: `${a}でお待ちしています。` })[kind],
  learn: (h) => `このビデオでは、${h}を学びます。`,
  covers: asTitle,
  stepCount: (n) => `手順は${n}つです。`,
  oneAtATime: '一つずつ見ていきましょう。',
  steps: (a, b, t) => `ステップ${a}から${b}：${t}`,
  next: (n) => `できたら、ステップ${n}に進みます。`,
  lastStep: 'これが最後のステップです。',
  demo: (t) => `実際の様子です：${t}`,
  recap: (l) => `まとめ：${l}`,
  recapCount: (n) => `以上、${n}つのステップでした。`,
  nowYouKnow: (h) => `これで${h}が分かりました。`,
  keepHandy: '次に必要なときのために、このビデオを保存しておきましょう。',
  list: (items) => items.join('、'),
};

const zh: Phrasebook = {
  meet: (s) => `隆重介绍${s}。`,
  meetAudience: (a, s) => `专为${a}打造：${s}。`,
  tryIt: (n) => `今天就试试${n}`,
  findOutMore: '立即了解更多',
  reach: (kind, a) => ({ url: `访问${a}。`, email: `发邮件至${a}。`, phone: `致电${a}。`, street: `欢迎光临：${a}。` })[kind],
  learn: (h) => `在这个视频里，你将学会${h}。`,
  covers: asTitle,
  stepCount: (n) => `一共${n}步。`,
  oneAtATime: '我们一步一步来。',
  steps: (a, b, t) => `第${a}到${b}步：${t}`,
  next: (n) => `完成后，进入第${n}步。`,
  lastStep: '这是最后一步。',
  demo: (t) => `来看看实际操作：${t}`,
  recap: (l) => `总结一下：${l}`,
  recapCount: (n) => `以上就是全部${n}个步骤。`,
  nowYouKnow: (h) => `现在你已经知道${h}了。`,
  keepHandy: '下次需要时，可以再看这个视频。',
  list: (items) => items.join('，'),
};

const PHRASEBOOKS: Readonly<Record<string, Phrasebook>> = { en, fr, de, es, it, pt, nl, ja, zh };

/** The phrasebook for a language, and whether it is that language's own. */
export function phrasebookFor(language: string): { phrases: Phrasebook; own: boolean } {
  const own = PHRASEBOOKS[primaryLanguage(language)];
  return { phrases: own ?? en, own: own !== undefined };
}
