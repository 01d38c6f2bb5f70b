import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { findFigures } from '../../../lambdas/core/planning/brief-facts';
import { nameAndPlace, subjectAfterHeading, townOf, withTown } from '../../../lambdas/core/planning/advert-subjects';
import { labelledShots } from '../../../lambdas/core/planning/shot-labels';
import { isPictureSentence } from '../../../lambdas/core/planning/picture-sentences';
import { baseForm } from '../../../lambdas/core/planning/brief-actions';
import { withoutLead } from './plan-of';

/**
 * Briefs read right in every language the service speaks (issue 23): the brand is the title, its
 * town said once and never glued to its name, every figure kept, the call to action recognised,
 * steps found in each language's notation.
 */
function plan(brief: string, language: string, extra: Record<string, unknown> = {}): Plan {
  const request = parseRenderRequest({ brief, language, duration_sec: 20, aspects: ['9:16'], ...extra });
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
}
const said = (p: Plan) => p.scenes.map((s) => s.script ?? '').join(' ');
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the subject under a heading that names only the video', () => {
  it('Hindi, Korean and English: "format (length): Name, Town." is the name, in its town; the heading is never said', () => {
    const sharma = plan('20 सेकंड का विज्ञापन: शर्मा स्वीट्स, जयपुर। 1965 से शुद्ध देसी घी की मिठाइयाँ। दिवाली पर हर डिब्बे पर 10% छूट। ऑर्डर करें: 98290 12345', 'hi');
    expect(sharma.title).toBe('शर्मा स्वीट्स');
    expect(count(said(sharma), 'जयपुर')).toBe(1);
    expect(said(sharma)).not.toMatch(/सेकंड|विज्ञापन/);
    const haneul = plan('광고: 카페 하늘, 서울 마포구. 직접 로스팅한 원두, 평점 4.9. 전화 02-123-4567', 'ko', { duration_sec: 15 });
    expect(haneul.title).toBe('카페 하늘');
    expect(said(haneul)).toContain('서울 마포구의 카페 하늘');
    expect(said(haneul)).not.toContain('광고');
    expect(readBrief('Advert: Harbour Bikes, Bristol. Over 3,000 bikes fixed.', 'en')).toMatchObject({ product: 'Harbour Bikes', location: 'in Bristol' });
  });

  it('a heading may say what kind of video it is ("홍보 영상:", "宣传视频：", "Instagram reel:")', () => {
    expect(readBrief('홍보 영상: 베이커리 밀, 부산 해운대구. 매일 아침 7시 오픈.', 'ko')).toMatchObject({ product: '베이커리 밀', location: '부산 해운대구의' });
    expect(readBrief('宣传视频：花间花店，杭州。鲜花当日送达。', 'zh')).toMatchObject({ product: '花间花店', location: '杭州的' });
    expect(readBrief('Instagram reel: Luna Yoga, Leeds. First class free.', 'en')).toMatchObject({ product: 'Luna Yoga', location: 'in Leeds' });
  });

  it('what follows the name is a description unless it is a bare town', () => {
    expect(subjectAfterHeading('15秒の広告：ラーメン一番、新宿の老舗ラーメン店。創業1985年。')).toBe('ラーメン一番、新宿の老舗ラーメン店');
    expect(nameAndPlace('ラーメン一番、新宿の老舗ラーメン店', 'ja')).toEqual({ name: 'ラーメン一番', description: '新宿の老舗ラーメン店' });
    expect(nameAndPlace('Harbour Bikes, a bike shop', 'en')).toEqual({ name: 'Harbour Bikes', description: 'a bike shop' });
    // A heading that says more than the video's format and length names no subject.
    expect(subjectAfterHeading('Product ad for the Volt shoe: light and springy.')).toBeUndefined();
  });
});

describe('a town said before the name', () => {
  it('Japanese: "渋谷の…", "大阪にある…" is the town; the name alone is the title and the sign-off', () => {
    const midori = plan('渋谷のカフェ・ミドリの15秒広告。自家焙煎のコーヒー、創業1998年。今週はケーキセットが500円。ご予約は03-1234-5678まで。', 'ja', { duration_sec: 15 });
    expect(midori.title).toBe('カフェ・ミドリ');
    expect(said(midori)).toContain('渋谷のカフェ・ミドリ');
    expect(count(said(midori), '渋谷')).toBe(1);
    expect(said(midori)).not.toContain('15秒');
    expect(readBrief('大阪にあるラーメン一番の広告。濃厚豚骨スープ。', 'ja')).toMatchObject({ product: 'ラーメン一番', location: '大阪にある' });
  });

  it('Chinese, Korean and Hindi: "上海的…", "서울 마포구의…", "जयपुर की…"; a name with its own genitive stays whole', () => {
    const lvye = readBrief('上海的绿叶咖啡的15秒广告。手冲咖啡，自2010年开业。', 'zh');
    expect(lvye).toMatchObject({ product: '绿叶咖啡', location: '上海的' });
    expect(lvye.proof).toBe('手冲咖啡，自2010年开业。');
    expect(nameAndPlace('서울 마포구의 카페 하늘', 'ko')).toEqual({ name: '카페 하늘', place: '서울 마포구의' });
    // A Korean city or district said bare before the name; a name ending like one ("스시 하우스") is no town.
    expect(nameAndPlace('서울 카페 하늘', 'ko')).toEqual({ name: '카페 하늘', place: '서울의' });
    expect(nameAndPlace('마포구 카페 하늘', 'ko')).toEqual({ name: '카페 하늘', place: '마포구의' });
    expect(nameAndPlace('스시 하우스', 'ko')).toEqual({ name: '스시 하우스' });
    const sharma = plan('जयपुर की शर्मा स्वीट्स का 20 सेकंड का विज्ञापन। 1965 से शुद्ध घी की मिठाइयाँ। इस महीने 10% छूट। अभी कॉल करें 98290 12345', 'hi');
    expect(sharma.title).toBe('शर्मा स्वीट्स');
    expect(count(said(sharma), 'जयपुर')).toBe(1);
    expect(nameAndPlace('दादी की रसोई', 'hi')).toEqual({ name: 'दादी की रसोई' });
    expect(nameAndPlace('自家焙煎のコーヒー', 'ja')).toEqual({ name: '自家焙煎のコーヒー' });
    // Praise set where a town would be is no town.
    expect(nameAndPlace('人気のカフェ・ミドリ', 'ja')).toEqual({ name: '人気のカフェ・ミドリ' });
    expect(nameAndPlace('老舗の和菓子屋', 'ja')).toEqual({ name: '老舗の和菓子屋' });
    expect(nameAndPlace('正宗的老王饺子馆', 'zh')).toEqual({ name: '正宗的老王饺子馆' });
  });

  it('the name is said with its town in the language’s order, and the town alone is found in either', () => {
    expect(withTown('カフェ・ミドリ', '渋谷の')).toBe('渋谷のカフェ・ミドリ');
    expect(withTown('शर्मा स्वीट्स', 'जयपुर में')).toBe('जयपुर में शर्मा स्वीट्स');
    expect(withTown('Café Luna', 'en Sevilla')).toBe('Café Luna en Sevilla');
    expect([townOf('渋谷の'), townOf('大阪にある'), townOf('서울 마포구의'), townOf('en Sevilla')]).toEqual(['渋谷', '大阪', '서울 마포구', 'Sevilla']);
  });
});

describe('more subjects and towns', () => {
  it('"Anuncio para Taller Ruiz, Valencia.": the town after the comma is said with the name, never dropped', () => {
    const ruiz = plan('Anuncio para Taller Ruiz, Valencia. Más de 20 años reparando coches. Revisión gratis este mes. Llámanos al 961 234 567', 'es');
    expect(ruiz.title).toBe('Taller Ruiz');
    expect(said(ruiz)).toContain('Taller Ruiz en Valencia');
  });

  it('"강남역 근처 …", "दिल्ली में स्थित …" are where the business is', () => {
    expect(readBrief('강남역 근처 필라테스 스튜디오 무브 광고. 첫 수업 무료.', 'ko')).toMatchObject({ product: '필라테스 스튜디오 무브', location: '강남역 근처' });
    expect(readBrief('दिल्ली में स्थित फिटनेस स्टूडियो पावरहाउस का विज्ञापन। पहला सत्र मुफ़्त।', 'hi')).toMatchObject({ product: 'फिटनेस स्टूडियो पावरहाउस', location: 'दिल्ली में स्थित' });
  });

  it('Hebrew and Thai: the video’s length between the format word and the subject is no part of it', () => {
    expect(readBrief('פרסומת של 20 שניות לבית קפה נוף. דירוג 4.8 מתוך 600 ביקורות. השבוע קפה שני חינם.', 'he')).toMatchObject({
      product: 'בית קפה נוף', proof: 'דירוג 4.8 מתוך 600 ביקורות.', offer: 'השבוע קפה שני חינם.',
    });
    expect(readBrief('โฆษณา 15 วินาที ร้านกาแฟบ้านสวน โทร 053-123-456', 'th').product).toBe('ร้านกาแฟบ้านสวน');
  });
});

describe('the same subject, however the brief words its format', () => {
  const cases: [string, string, string, string][] = [
    ['カフェ・ミドリ（渋谷）の広告。自家焙煎。', 'ja', 'カフェ・ミドリ', '渋谷の'],
    ['20-second Instagram ad for Harbour Bikes (Bristol). Fixed fast.', 'en', 'Harbour Bikes', 'in Bristol'],
    ['Un anuncio de 15 segundos para Café Luna (Sevilla). Café.', 'es', 'Café Luna', 'en Sevilla'],
    ['فيديو إعلاني لمقهى الياسمين في عمّان. قهوة.', 'ar', 'مقهى الياسمين', 'في عمّان'],
    ['Werbevideo für Bäckerei Kranz in Köln. Frisch.', 'de', 'Bäckerei Kranz', 'in Köln'],
    ['Vidéo promotionnelle pour la Boulangerie Dupont à Lyon. Pain.', 'fr', 'la Boulangerie Dupont', 'à Lyon'],
    ['Video promozionale per la Gelateria Luna a Firenze. Gelato.', 'it', 'la Gelateria Luna', 'a Firenze'],
    ['为上海的绿叶咖啡制作15秒广告。手冲咖啡。', 'zh', '绿叶咖啡', '上海的'],
    ['शर्मा स्वीट्स, जयपुर का 20 सेकंड का विज्ञापन। 1965 से मिठाइयाँ।', 'hi', 'शर्मा स्वीट्स', 'जयपुर में'],
  ];
  it.each(cases)('%s', (brief, language, product, location) => {
    expect(readBrief(brief, language)).toMatchObject({ product, location });
  });
});

describe('Arabic subjects', () => {
  it('"إعلان لـ …" drops its drawn-out ل, and a town with a shadda ("في عمّان") is apart from the name', () => {
    const yasmin = plan('إعلان لـ مقهى الياسمين في عمّان. قهوة مختصة محمصة يوميًا. القهوة الثانية مجانًا كل جمعة. زورونا في شارع الرينبو 12', 'ar', { duration_sec: 15 });
    expect(yasmin.title).toBe('مقهى الياسمين');
    expect(said(yasmin)).not.toContain('ـ');
    expect(count(said(yasmin), 'عمّان')).toBe(1);
    expect(readBrief('إعلان مدته 15 ثانية لمطعم الشام في دبي. منذ 1990.', 'ar')).toMatchObject({ product: 'مطعم الشام', location: 'في دبي' });
  });
});

describe('figures and offers in Japanese, Chinese and Korean', () => {
  it('a figure written against the word before it is a figure; a code after a Latin letter is not', () => {
    expect(findFigures('自家焙煎のコーヒー、創業1998年。今週はケーキセットが500円。')).toEqual(['1998', '500']);
    expect(findFigures('自2010年开业。')).toEqual(['2010']);
    expect(findFigures('평점4.9')).toEqual(['4.9']);
    expect(findFigures('A4 paper and B12')).toEqual([]);
    // A step's seconds are a fact, whatever video the heading before it names; the video's own length is not.
    expect(findFigures('カフェ・ミドリのスタッフ研修動画：ラテの作り方。まず豆を18g挽きます。次に25秒で抽出します。')).toEqual(['18', '25']);
    expect(findFigures('拿铁制作培训视频。首先研磨18克咖啡豆，然后萃取25秒。')).toEqual(['18', '25']);
    // Arabic-Indic digits, their decimal sign and per cent sign.
    expect(findFigures('مشويات منذ ١٩٩٠، تقييم ٤٫٨. خصم ٢٠٪ هذا الأسبوع.')).toEqual(['١٩٩٠', '٤٫٨', '٢٠٪']);
  });

  it('years of standing in Chinese and Korean ("开业20年", "30년 전통") are proof', () => {
    expect(readBrief('川味小馆的广告。地道川菜，开业20年。', 'zh').proof).toBe('地道川菜，开业20年。');
    expect(readBrief('횟집 바다향 광고. 30년 전통의 맛.', 'ko').proof).toBe('30년 전통의 맛.');
  });

  it('"本周拿铁买一送一", "이번 주 아메리카노 2,000원" are offers; "평점 4.9" is proof', () => {
    expect(readBrief('绿叶咖啡的广告。手冲咖啡。本周拿铁买一送一。', 'zh').offer).toBe('本周拿铁买一送一。');
    const haneul = readBrief('카페 하늘 광고. 직접 로스팅한 원두, 평점 4.9. 이번 주 아메리카노 2,000원.', 'ko');
    expect(haneul.offer).toBe('이번 주 아메리카노 2,000원.');
    expect(haneul.proof).toBe('직접 로스팅한 원두, 평점 4.9.');
  });

  it('an offer keeps its deadline: "Este mes, 2x1 en tostadas" is one offer, nothing left of it for the body', () => {
    const luna = readBrief('Anuncio para Café Luna en Sevilla. Este mes, 2x1 en tostadas. Reserva en cafeluna.example.es', 'es');
    expect(luna.offer).toBe('Este mes, 2x1 en tostadas.');
    expect(luna.points).not.toContain('Este mes.');
  });
});

describe('offers and calls to action in Italian, Portuguese and Dutch', () => {
  it('a deadline in Italian, Portuguese or Dutch makes a price or something free an offer, said whole', () => {
    expect(readBrief('Spot per la Gelateria Luna a Firenze. Questo mese, seconda coppetta gratis.', 'it').offer).toBe('Questo mese, seconda coppetta gratis.');
    expect(readBrief('Reclame voor Bakkerij Van Dam in Haarlem. Sinds 1950 vers brood. Deze week 2 croissants voor € 3.', 'nl').offer).toBe('Deze week 2 croissants voor € 3.');
    expect(readBrief('Anúncio da Padaria Estrela no Porto. Este mês, pão de forma por 2 €.', 'pt').offer).toBe('Este mês, pão de forma por 2 €.');
  });

  it('"Prenez rendez-vous au …" and "ご来店をお待ちしています。" close the advert as its call to action', () => {
    expect(readBrief('Spot pour Garage Martin à Nantes. Ce mois-ci, contrôle gratuit. Prenez rendez-vous au 02 40 12 34 56.', 'fr').cta).toBe('Prenez rendez-vous au 02 40 12 34 56');
    expect(readBrief('パン屋「麦の穂」の広告。毎朝6時から焼きたて。ご来店をお待ちしています。', 'ja').cta).toBe('ご来店をお待ちしています。');
    // A Hindi how-to ends in the imperative's form too, and asks nothing of a viewer.
    expect(readBrief('कॉफ़ी मशीन कैसे साफ़ करें। पहले मशीन बंद करें, फिर फ़िल्टर निकालें।', 'hi', 'training').cta).toBeUndefined();
  });

  it('"Marque pelo …", "Reserveer via …" are calls to action', () => {
    expect(readBrief('Anúncio da Barbearia Dom em Lisboa. Mais de 5.000 clientes. Marque pelo 912 345 678', 'pt').cta).toBe('Marque pelo 912 345 678');
    expect(readBrief('Reclame voor Bakkerij Van Dam in Haarlem. Vers brood. Reserveer via vandam.example.nl', 'nl').cta).toBe('Reserveer via vandam.example.nl');
  });
});

describe('calls to action in every language, closing a brief', () => {
  const lead: Record<string, string> = {
    es: 'Anuncio para Café Luna en Sevilla. Café rico.', pt: 'Anúncio para Café Sol no Porto. Bom café.', ja: 'カフェ・ミドリの広告。自家焙煎。',
    en: 'Ad for Harbour Bikes in Bristol. Fast repairs.', de: 'Werbespot für Café Kranz in Köln. Frischer Kaffee.', it: 'Spot per Caffè Roma a Bologna. Buon caffè.',
    'zh-TW': '青田咖啡的廣告。手沖咖啡。', ko: '카페 하늘 광고. 직접 로스팅.', tr: 'Kahve Durağı reklamı. Taze kahve.',
  };
  const ctas: [string, string][] = [
    ['es', 'Haz tu pedido en cafeluna.example.es'], ['pt', 'Faça sua encomenda em cafesol.example.pt'], ['ja', 'お電話は03-1234-5678まで。'],
    ['ja', '今すぐ予約！'], ['en', 'Ring us on 0117 496 0123'], ['de', 'Reservieren Sie unter 0221 123456'], ['it', 'Prenota su caffe.example.it'],
    ['zh-TW', '預約專線 02-2345-6789'], ['ko', '예약은 haneul.example.kr에서'], ['tr', 'Bizi arayın 0212 123 45 67'],
  ];
  it.each(ctas)('%s: %s', (language, cta) => {
    expect(readBrief(`${lead[language]} ${cta}`, language).cta?.replace(/[。！]$/u, '')).toBe(cta.replace(/[。！]$/u, ''));
  });
});

describe('calls to action said verb-last or without a verb', () => {
  it('Hindi and Korean verbs before their number, and "전화 …", are the call to action', () => {
    expect(readBrief('शर्मा स्वीट्स का विज्ञापन। अभी कॉल करें 98290 12345', 'hi').cta).toBe('अभी कॉल करें 98290 12345');
    expect(readBrief('카페 하늘 광고. 지금 전화하세요 02-123-4567', 'ko').cta).toBe('지금 전화하세요 02-123-4567');
    expect(readBrief('카페 하늘 광고. 원두 직접 로스팅. 전화 02-123-4567', 'ko').cta).toBe('전화 02-123-4567');
    expect(readBrief('शर्मा स्वीट्स का विज्ञापन। फ़ोन: 98290 12345', 'hi').cta).toBe('फ़ोन: 98290 12345');
    expect(readBrief('चाय टपरी का विज्ञापन। अभी ऑर्डर करें chaitapri.example.in पर', 'hi').cta).toBe('अभी ऑर्डर करें chaitapri.example.in पर');
  });

  it('a Hindi request to show set as a heading ("दिखाएँ: …") gives pictures, never a line to say', () => {
    const p = plan('शर्मा स्वीट्स का विज्ञापन। 1965 से शुद्ध देसी घी की मिठाइयाँ। दिखाएँ: हलवाई जलेबी तलते हुए, परिवार मिठाई का डिब्बा खोलते हुए। ऑर्डर करें: 98290 12345', 'hi');
    expect(said(p)).not.toContain('दिखाएँ');
    expect(p.scenes.map((s) => s.prompt).join(' ')).toContain('हलवाई जलेबी तलते हुए');
  });
});

describe('training briefs in every notation', () => {
  it('"まず…次に…最後に" and "首先…然后…最后" are steps, their markers dropped', () => {
    expect(readBrief('ラテの作り方。まず豆を18g挽きます。次に25秒で抽出します。最後にミルクを60度に温めて注ぎます。', 'ja', 'training').steps.map((s) => s.text)).toEqual([
      '豆を18g挽きます', '25秒で抽出します', 'ミルクを60度に温めて注ぎます',
    ]);
    expect(readBrief('拿铁制作培训视频。首先研磨18克咖啡豆，然后萃取25秒，最后把牛奶加热到60度。', 'zh', 'training').steps.map((s) => s.text)).toEqual([
      '研磨18克咖啡豆', '萃取25秒', '把牛奶加热到60度',
    ]);
  });

  it('"먼저… 다음으로… 마지막으로", "पहले… फिर… और आख़िर में", "أولاً… ثم… وأخيراً" are steps; Arabic-Indic list numbers label steps', () => {
    const steps = (brief: string, language: string) => readBrief(brief, language, 'training').steps.map((s) => s.text);
    expect(steps('커피머신 청소하는 법. 먼저 전원을 끕니다. 다음으로 필터를 뺍니다. 마지막으로 물로 헹굽니다.', 'ko')).toEqual(['전원을 끕니다', '필터를 뺍니다', '물로 헹굽니다']);
    expect(steps('कॉफ़ी मशीन कैसे साफ़ करें। पहले मशीन बंद करें, फिर फ़िल्टर निकालें और आख़िर में पानी से धोएँ।', 'hi')).toEqual(['मशीन बंद करें', 'फ़िल्टर निकालें', 'पानी से धोएँ']);
    expect(steps('كيفية تنظيف آلة القهوة. أولاً أطفئ الآلة، ثم انزع المصفاة، وأخيراً اشطفها بالماء.', 'ar')).toEqual(['أطفئ الآلة', 'انزع المصفاة', 'اشطفها بالماء']);
    expect(steps('كيفية تنظيف آلة القهوة\n١. أطفئ الآلة\n٢. انزع المصفاة\n٣. اشطفها بالماء', 'ar')).toEqual(['أطفئ الآلة', 'انزع المصفاة', 'اشطفها بالماء']);
  });

  const notations: [string, string, string[]][] = [
    ['ラテの作り方\nステップ1：豆を挽く\nステップ2：抽出する\nステップ3：ミルクを注ぐ', 'ja', ['豆を挽く', '抽出する', 'ミルクを注ぐ']],
    ['ラテの作り方\n・豆を挽く\n・抽出する\n・ミルクを注ぐ', 'ja', ['豆を挽く', '抽出する', 'ミルクを注ぐ']],
    ['चाय कैसे बनाएँ\nचरण 1: पानी उबालें\nचरण 2: चायपत्ती डालें\nचरण 3: दूध मिलाएँ', 'hi', ['पानी उबालें', 'चायपत्ती डालें', 'दूध मिलाएँ']],
    ['Çay nasıl demlenir\nAdım 1: Suyu kaynatın\nAdım 2: Çayı ekleyin\nAdım 3: 10 dakika bekleyin', 'tr', ['Suyu kaynatın', 'Çayı ekleyin', '10 dakika bekleyin']],
    ['How to open: • Unlock the door • Switch on the lights • Start the till', 'en', ['Unlock the door', 'Switch on the lights', 'Start the till']],
    ['วิธีชงกาแฟ ก่อนอื่นบดเมล็ดกาแฟ จากนั้นสกัดเอสเพรสโซ สุดท้ายเติมนม', 'th', ['บดเมล็ดกาแฟ', 'สกัดเอสเพรสโซ', 'เติมนม']],
    ['איך מכינים קפה. קודם טוחנים את הפולים, אחר כך מחלצים אספרסו ולבסוף מוסיפים חלב.', 'he', ['טוחנים את הפולים', 'מחלצים אספרסו', 'מוסיפים חלב']],
  ];
  it.each(notations)('steps in each notation: %s', (brief, language, steps) => {
    expect(readBrief(brief, language, 'training').steps.map((s) => s.text)).toEqual(steps);
  });

  it('"Eerst haal je … Daarna zoek je …": Dutch steps lose the inverted "je", never a "je" that means "your", and are not said twice', () => {
    const tyre = plan('Trainingsvideo voor het team: hoe je een band plakt. Eerst haal je de band eraf. Daarna zoek je het gat. Tot slot plak je een plakker van 2 cm.', 'nl', { kind: 'training', duration_sec: 30 });
    expect(tyre.scenes.filter((s) => s.role === 'step').map((s) => withoutLead(s.script!.split(/(?<=\.)\s/)[0]!).replace(/\.$/, ''))).toEqual(['Haal de band eraf', 'Zoek het gat', 'Plak een plakker van 2 cm']);
    // The brief's own "Eerst", "Daarna", "Tot slot" are said once, leading in their steps.
    for (const lead of ['Eerst', 'Daarna', 'Tot slot']) expect(said(tyre).split(lead).length - 1, lead).toBeLessThanOrEqual(1);
    expect(readBrief('Eerst was je handen. Daarna pak je je schort.', 'nl', 'training').steps.map((s) => s.text)).toEqual(['Was je handen', 'Pak je schort']);
  });

  it('the topic is the how-to after a heading, in Japanese, Arabic, Korean and Hindi, and the heading is not said again', () => {
    const latte = plan('カフェ・ミドリのスタッフ研修動画：ラテの作り方。まず豆を18g挽きます。次に25秒で抽出します。最後にミルクを60度に温めて注ぎます。', 'ja', { kind: 'training', duration_sec: 30 });
    expect(latte.title).toBe('ラテの作り方');
    expect(said(latte)).not.toContain('研修動画');
    const hummus = plan('فيديو تدريبي لموظفي مطعم الشام: كيف تحضر الحمص. 1. انقع 500 غرام من الحمص ليلة كاملة. 2. اسلقه 40 دقيقة. 3. اطحنه مع 100 غرام طحينة.', 'ar', { kind: 'training', duration_sec: 30 });
    expect(hummus.title).toBe('كيف تحضر الحمص');
    expect(said(hummus)).not.toContain('فيديو تدريبي');
    expect(plan('바리스타 교육 영상: 라떼 만드는 법. 1. 원두 18g을 간다. 2. 25초 동안 추출한다. 3. 우유를 60도로 데운다.', 'ko', { kind: 'training', duration_sec: 30 }).title).toBe('라떼 만드는 법');
    expect(readBrief('प्रशिक्षण वीडियो: समोसे कैसे बनाएँ। 1. आटा गूँधें। 2. भरावन भरें। 3. तलें।', 'hi', 'training').topic).toBe('समोसे कैसे बनाएँ');
    expect(readBrief('איך מכינים קפה. קודם טוחנים את הפולים, אחר כך מחלצים אספרסו.', 'he', 'training').topic).toBe('איך מכינים קפה');
    expect(readBrief('วิธีชงกาแฟ ก่อนอื่นบดเมล็ดกาแฟ จากนั้นสกัดเอสเพรสโซ', 'th', 'training').topic).toBe('วิธีชงกาแฟ');
  });

  it('a heading with a compound German format word or a Chinese one written against it names the topic', () => {
    const pretzel = plan('Schulungsvideo für das Team der Bäckerei Sonnenschein in Freiburg: Brezeln formen. Zuerst den Teig 40 cm lang rollen, dann die Enden verschlingen und zum Schluss 10 Minuten ruhen lassen.', 'de', { kind: 'training', duration_sec: 30 });
    expect(pretzel.title).toBe('Brezeln formen');
    expect(plan('拿铁制作培训视频。首先研磨18克咖啡豆，然后萃取25秒，最后把牛奶加热到60度。', 'zh', { kind: 'training', duration_sec: 30 }).title).toBe('拿铁制作');
  });

  it('a Hindi colon list ends at "।"', () => {
    expect(readBrief('विज्ञापन: शर्मा स्वीट्स, जयपुर। जलेबी, लड्डू और बर्फी। इस महीने 10% छूट।', 'hi').steps).toEqual([]);
  });
});

describe('Traditional Chinese', () => {
  it('a zh-TW advert is read in its own characters (廣告, 預約, 買一送一, 開業於) and planned in them', () => {
    const qingtian = plan('台北的青田咖啡的15秒廣告。自家烘焙，開業於2008年，好評超過2000則。本週拿鐵買一送一。預約請撥 02-2345-6789', 'zh-TW', { duration_sec: 15 });
    expect(qingtian.title).toBe('青田咖啡');
    expect(said(qingtian)).toContain('隆重介紹台北的青田咖啡。');
    expect(said(qingtian)).toContain('預約請撥 02-2345-6789');
    const facts = readBrief('台北的青田咖啡的15秒廣告。自家烘焙，開業於2008年。本週拿鐵買一送一。預約請撥 02-2345-6789', 'zh-TW');
    expect(facts).toMatchObject({ offer: '本週拿鐵買一送一。', proof: '自家烘焙，開業於2008年。', cta: '預約請撥 02-2345-6789' });
  });

  it('a zh-HK training video finds 首先…然後…最後 and speaks Traditional characters', () => {
    const clean = plan('如何清潔咖啡機。首先關閉電源，然後取下濾網，最後用清水沖洗。', 'zh-HK', { kind: 'training', duration_sec: 30 });
    expect(clean.title).toBe('如何清潔咖啡機');
    expect(clean.scenes.filter((s) => s.role === 'step').map((s) => s.script?.split('。')[0])).toEqual(['關閉電源', '取下濾網', '用清水沖洗']);
    expect(said(clean)).toContain('在這支影片裡，你將學會如何清潔咖啡機。');
    expect(said(clean)).not.toMatch(/这|视频|后|进入/);
  });
});

describe('Turkish', () => {
  it('"İstanbul\'daki X için 20 saniyelik reklam": the name, its town said once before it, an offer, proof and a booking line; Turkish connecting lines', () => {
    const durak = plan("İstanbul'daki Kahve Durağı için 20 saniyelik reklam. 2010'dan beri taze kavrulmuş kahve, 4,8 yıldız. Bu hafta ikinci kahve bedava. Rezervasyon için 0212 123 45 67", 'tr');
    expect(durak.title).toBe('Kahve Durağı');
    expect(said(durak)).toContain("İstanbul'daki Kahve Durağı ile tanışın.");
    expect(count(said(durak), 'İstanbul')).toBe(1);
    expect(said(durak)).toContain('Bu hafta ikinci kahve bedava. Rezervasyon için 0212 123 45 67');
    expect(said(durak)).not.toMatch(/20 saniyelik|Meet|Try/);
    expect(durak.notes.join(' ')).not.toMatch(/connecting lines are in English/);
  });

  it('a town named bare after the name takes its locative by vowel harmony; "%20" is a figure; "Hemen arayın: …" is the call to action', () => {
    const firin = readBrief('Reklam: Fırın Ekmek Teknesi, İzmir. 30 yıldır odun fırınında ekmek. Her cuma %20 indirim. Hemen arayın: 0232 555 12 34', 'tr');
    expect(firin).toMatchObject({ product: 'Fırın Ekmek Teknesi', location: "İzmir'deki", proof: '30 yıldır odun fırınında ekmek.', offer: 'Her cuma %20 indirim.', cta: 'Hemen arayın: 0232 555 12 34' });
    expect(firin.figures).toEqual(['30', '%20']);
    expect(nameAndPlace('Simit Sarayı, Bursa', 'tr').place).toBe("Bursa'daki");
    expect(nameAndPlace('Simit Sarayı, Sinop', 'tr').place).toBe("Sinop'taki");
  });

  it('"Önce… Sonra… Son olarak" are steps, and "… nasıl demlenir" the topic', () => {
    const brew = plan('Eğitim videosu: kahve nasıl demlenir. Önce 18 gram kahveyi öğütün. Sonra 25 saniye demleyin. Son olarak 150 ml süt ekleyin.', 'tr', { kind: 'training', duration_sec: 30 });
    expect(brew.title).toBe('Kahve nasıl demlenir');
    expect(brew.scenes.filter((s) => s.role === 'step').map((s) => s.prompt)).toEqual(['18 gram kahveyi öğütün', '25 saniye demleyin', '150 ml süt ekleyin']);
    expect(said(brew)).not.toContain('Eğitim videosu');
  });
});

describe('a shot list under its label', () => {
  const lists: [string, string, string[]][] = [
    ['Shots: a mechanic truing a wheel; a rider setting off along the harbour; the shop front at dusk.', 'en', ['a mechanic truing a wheel', 'a rider setting off along the harbour', 'the shop front at dusk']],
    ['Planos: una barista sirviendo un café; clientes charlando en la terraza.', 'es', ['una barista sirviendo un café', 'clientes charlando en la terraza']],
    ['Szenen: ein Bäcker formt Brezeln; eine Kundin kauft Brötchen.', 'de', ['ein Bäcker formt Brezeln', 'eine Kundin kauft Brötchen']],
    ['ショット：①バリスタがラテアートを描く ②窓際で読書するお客様。', 'ja', ['バリスタがラテアートを描く', '窓際で読書するお客様']],
    ['镜头：咖啡师拉花；顾客在窗边看书。', 'zh', ['咖啡师拉花', '顾客在窗边看书']],
    ['اللقطات: باريستا يصب القهوة؛ زبائن يتحدثون في الشرفة.', 'ar', ['باريستا يصب القهوة', 'زبائن يتحدثون في الشرفة']],
    ['दृश्य: हलवाई जलेबी तलते हुए; परिवार मिठाई खाते हुए।', 'hi', ['हलवाई जलेबी तलते हुए', 'परिवार मिठाई खाते हुए']],
  ];
  it.each(lists)('%s', (sentence, _language, shots) => {
    expect(labelledShots(sentence)).toEqual(shots);
  });

  it('is shown, never said: no plan narrates its label or its list', () => {
    const cases: [string, string][] = [
      ['20-second ad for Harbour Bikes in Bristol. Shots: a mechanic truing a wheel; a rider setting off along the harbour. Over 3,000 bikes fixed. Book at harbourbikes.example.co.uk', 'en'],
      ['Publicité pour Vélos Martin à Nantes. Plans : un mécanicien règle des freins ; une cycliste part le long de la Loire. Depuis 1990. Réservez sur velosmartin.example.fr', 'fr'],
      ['카페 하늘 광고, 서울 마포구. 장면: 바리스타가 라떼아트를 그린다; 손님이 창가에서 책을 읽는다. 평점 4.9. 전화 02-123-4567', 'ko'],
    ];
    for (const [brief, language] of cases) {
      const p = plan(brief, language);
      expect(said(p), language).not.toMatch(/Shots|Plans :|장면|freins ;|라떼아트/);
      expect(p.scenes.map((s) => s.prompt).join(' '), language).toMatch(/mechanic truing a wheel|mécanicien règle des freins|라떼아트를 그린다/);
    }
  });

  it('a verb whose -ing form lost its e after u or a consonant and "in" gets it back ("truing" → "true", "examining" → "examine")', () => {
    expect(['tru', 'glu', 'rescu', 'queu'].map(baseForm)).toEqual(['true', 'glue', 'rescue', 'queue']);
    expect(['examin', 'combin', 'determin', 'train', 'explain', 'clean', 'join'].map(baseForm)).toEqual(['examine', 'combine', 'determine', 'train', 'explain', 'clean', 'join']);
  });
});

describe('a sentence that only describes a picture, outside English', () => {
  it.each([
    ['Una barista sirviendo un café con leche.', 'es'], ['Clientes charlando en la terraza al atardecer.', 'es'], ['Um barbeiro aparando uma barba.', 'pt'],
    ['Uno chef che tira la sfoglia.', 'it'], ['Un mécanicien qui règle des freins.', 'fr'], ['Ein Bäcker, der Brezeln formt.', 'de'], ['Een barista die melk opschuimt.', 'nl'],
  ])('%s is a picture', (sentence, language) => {
    expect(isPictureSentence(sentence, language)).toBe(true);
  });

  it.each([
    ['Llevamos 40 años horneando pan.', 'es'], ['Nuestro equipo preparando tu pedido.', 'es'], ['Une équipe qui vous accueille 7 jours sur 7.', 'fr'],
    ['Ein Team, das Sie kennt.', 'de'], ['Estamos sirviendo desayunos todo el día.', 'es'], ['Un mécanicien qui règle des freins.', 'es'],
  ])('%s is said, not shown', (sentence, language) => {
    expect(isPictureSentence(sentence, language)).toBe(false);
  });

  it('is shown, and said as its action in the brief’s language, never as the fragment', () => {
    const martin = plan('Publicité pour Vélos Martin à Nantes. Un mécanicien qui règle des freins. Une cycliste qui part le long de la Loire. Depuis 1990. Réservez sur velosmartin.example.fr', 'fr');
    expect(said(martin)).not.toContain('Un mécanicien qui règle');
    expect(martin.scenes.map((s) => s.prompt).join(' ')).toContain('Un mécanicien qui règle des freins');
    const luna = plan('Anuncio para Café Luna en Sevilla. Una barista sirviendo un café con leche. Más de 12.000 clientes al año. Reserva en cafeluna.example.es', 'es');
    expect(said(luna)).not.toContain('Una barista sirviendo');
  });
});
