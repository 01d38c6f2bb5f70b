/**
 * Arabic: the common advert and training subjects. Words are listed bare; a prompt's words are
 * tried as written, then without the article and the clinging prepositions (ال، و، ب، ل، ف، ك)
 * and without a final tanwīn alif, after the vowel marks are dropped (lexicon.ts normalise).
 */
import { FOOD_TRADE_WORDS } from './food-trade-words';
import { SWIM_WORDS } from './swim-words';
import { DRINK_WORDS } from './drink-words';
import { WEAR_WORDS } from './wear-words';
import type { Lexicon } from './lexicon';
import { WINE_WORDS } from './wine-words';
import { EATING_WORDS } from './eating-words';
import { LESSON_WORDS } from './lesson-words';
import { FOOD_TRUCK_WORDS } from './food-truck-words';
import { CAR_WASH_WORDS } from './car-wash-words';
import { CHIP_SHOP_WORDS } from './chip-shop-words';
import { SHOP_TRADE_WORDS } from './shop-trade-words';
import { PET_SHOP_WORDS } from './pet-shop-words';
import { COURSE_WORDS } from './course-words';
import { COWORKING_WORDS } from './coworking-words';

const PREFIXES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف', 'ك'];

/** Broken plurals of the people prompts name, to the singular they are listed under. */
const BROKEN: Record<string, string> = {
  ضيوف: 'ضيف', زبائن: 'زبون', عملاء: 'عميل', اطفال: 'طفل', رجال: 'رجل', نساء: 'امراة', طلاب: 'طالب', اصدقاء: 'صديق', اصحاب: 'صاحب', سياح: 'سائح', عمال: 'عامل', زملاء: 'زميل',
};

/** A word's forms: as written, without its prefix (still one), then without a plural's ending or as a broken plural's singular. */
function formsOf(word: string): { text: string; plural: boolean }[] {
  const out = [{ text: word, plural: false }];
  for (const prefix of PREFIXES) if (word.length > prefix.length + 1 && word.startsWith(prefix)) out.push({ text: word.slice(prefix.length), plural: false });
  for (const { text } of [...out]) {
    if (text.length > 3 && text.endsWith('ا')) out.push({ text: text.slice(0, -1), plural: false });
    if (text.length > 3 && (text.endsWith('ات') || text.endsWith('ين') || text.endsWith('ون'))) out.push({ text: text.slice(0, -2), plural: true });
    if (BROKEN[text]) out.push({ text: BROKEN[text], plural: true });
  }
  return out;
}

export const AR: Lexicon = {
  language: 'ar',
  spaced: true,
  groundFirst: false,
  compounds: false,
  capitalisedNouns: false,
  nouns: {
    ...FOOD_TRUCK_WORDS.ar.nouns,
    ...WINE_WORDS.ar.nouns,
    ...SWIM_WORDS.ar.nouns,
    ...WEAR_WORDS.ar.nouns,
    ...FOOD_TRADE_WORDS.ar.nouns,
    // Physical work and care (illustrations/bodies.ts): each trade in its work clothes.
    'عامل مستودع': 'labourer', 'عاملة مستودع': 'labourer', عامل: 'labourer', حمال: 'labourer', مندوب: 'courier', 'مندوب توصيل': 'courier', 'عامل توصيل': 'courier',
    'مصفف كلاب': 'groomer', 'مصففة كلاب': 'groomer', بيطري: 'vet', 'طبيب بيطري': 'vet', 'طبيبة بيطرية': 'vet', 'مقدم رعاية': 'carer', 'مقدمة رعاية': 'carer',
    مسن: 'elder', مسنة: 'elder', 'رجل مسن': 'elder', 'امرأة مسنة': 'elder', 'عامل نظافة': 'cleaner', 'عاملة نظافة': 'cleaner',
    قهوة: 'coffee', قهوه: 'coffee', لاتيه: 'coffee', كابتشينو: 'coffee', اسبريسو: 'coffee', شاي: 'tea', حليب: 'milk', عصير: 'juice',
    ماء: 'water', مياه: 'water', مشروب: 'coffee', برجر: 'burger', بطاطس: 'fries', سلطة: 'salad', شوربة: 'soup', حساء: 'soup',
    معكرونة: 'pasta', كعكة: 'cake', كيك: 'cake', حلوى: 'cake', كرواسون: 'croissant', تفاحة: 'apple', تفاح: 'apple', فاكهة: 'fruit',
    فواكه: 'fruit', خضار: 'vegetables', خضروات: 'vegetables', بيتزا: 'pizza', ساندويتش: 'sandwich', شطيرة: 'sandwich', خبز: 'bread',
    بيض: 'egg', بيضة: 'egg', بسكويت: 'cookie', 'ايس كريم': 'ice-cream', بوظة: 'ice-cream', طعام: 'meal', وجبة: 'meal', فطور: 'pancakes',
    حبوب: 'beans', 'حبوب القهوة': 'beans', شوكولاتة: 'chocolate', جبن: 'cheese', تمر: 'fruit',
    خلاط: 'blender', غلاية: 'kettle', 'ماكينة قهوة': 'coffee-machine', 'آلة القهوة': 'coffee-machine', محمصة: 'toaster',
    'مكنسة كهربائية': 'vacuum', مكنسة: 'vacuum', ابريق: 'jug', 'ابريق شاي': 'teapot', فنجان: 'cup', كوب: 'cup', كاس: 'glass',
    وعاء: 'bowl', طبق: 'plate', صحن: 'plate', مزهرية: 'vase',
    هاتف: 'phone', جوال: 'phone', موبايل: 'phone', 'هاتف ذكي': 'phone', تطبيق: 'phone', 'جهاز لوحي': 'tablet', تابلت: 'tablet',
    حاسوب: 'laptop', كمبيوتر: 'laptop', 'حاسوب محمول': 'laptop', لابتوب: 'laptop', موقع: 'laptop', سبورة: 'board', 'رسم بياني': 'chart', مخطط: 'chart', ساعة: 'watch', سماعات: 'headphones', كاميرا: 'camera', تلفاز: 'tv',
    جدار: 'wall', حائط: 'wall', سور: 'wall', رصيف: 'wall', كاونتر: 'counter', منضدة: 'counter', طاولة: 'table', مكتب: 'desk',
    رف: 'shelf', مقعد: 'bench',
    شخص: 'person', رجل: 'man', امراة: 'woman', سيدة: 'woman', فتاة: 'woman', طفل: 'child', رضيع: 'baby',
    موظف: 'worker', موظفة: 'woman-worker', فريق: 'team', زملاء: 'team', مطور: 'developer', مهندس: 'developer', مصممة: 'woman-developer',
    باريستا: 'barista', نادل: 'barista', طاه: 'chef', طباخ: 'chef', شيف: 'chef', فرن: 'oven', مقلاة: 'pan', قدر: 'pot', طبيب: 'doctor', طبيبة: 'doctor', ممرضة: 'nurse', ممرض: 'nurse',
    'طبيب اسنان': 'dentist', 'طبيب الاسنان': 'dentist', 'طبيبة اسنان': 'dentist', 'طبيبة الاسنان': 'dentist', مريض: 'patient', مريضة: 'patient',
    سائق: 'driver', سائقة: 'driver', ميكانيكي: 'mechanic', كهربائي: 'electrician', سباك: 'plumber', نجار: 'builder', بناء: 'builder',
    بستاني: 'farmer', حلاق: 'man', 'مصففة شعر': 'woman', مدربة: 'teacher', تلميذ: 'student', تلميذة: 'student', 'موظف استقبال': 'receptionist',
    'موظفة استقبال': 'receptionist', 'أخصائي علاج طبيعي': 'physio', 'أخصائية علاج طبيعي': 'physio', 'بائعة زهور': 'florist', 'بائع زهور': 'florist', كاشير: 'staff', بائع: 'staff', بائعة: 'staff', خباز: 'baker', خبازة: 'baker', صيدلي: 'pharmacist',
    صيدلانية: 'pharmacist', محاسب: 'worker', محامي: 'worker', محامية: 'worker', ضيف: 'customer', سائح: 'tourist', سائحة: 'tourist',
    طيار: 'pilot', شرطي: 'police', 'رجل اطفاء': 'firefighter', زبونة: 'woman-customer',
    طالب: 'student', طالبة: 'student', معلم: 'teacher', معلمة: 'teacher', مدرب: 'teacher', عداء: 'runner', عميل: 'customer',
    عميلة: 'customer', زبون: 'customer', اصدقاء: 'friends', عائلة: 'family', زوجان: 'couple',
    حذاء: 'shoe', 'حذاء رياضي': 'shoe', قميص: 'shirt', سترة: 'jacket', فستان: 'dress', حقيبة: 'bag', 'حقيبة ظهر': 'backpack',
    قبعة: 'cap', نظارة: 'glasses', 'نظارة شمسية': 'sunglasses', خاتم: 'ring', 'احمر شفاه': 'lipstick', كريم: 'lotion', عطر: 'lotion',
    زجاجة: 'lotion', صابون: 'soap', شمعة: 'candle', اريكة: 'sofa', كنبة: 'sofa', سرير: 'bed', نبتة: 'plant', نبات: 'plant',
    زهور: 'flowers', ورود: 'flowers', وردة: 'flowers', شجرة: 'tree', نخلة: 'palm-tree', مفتاح: 'key', قفل: 'lock', كرسي: 'chair',
    كتاب: 'book', هدية: 'gift', طرد: 'package', صندوق: 'package', بطاقة: 'card', 'بطاقة ائتمان': 'card', نقود: 'money',
    مال: 'money', ايصال: 'receipt', فاتورة: 'receipt', وثيقة: 'document', 'كاس البطولة': 'trophy', ظرف: 'envelope', رسالة: 'envelope',
    جيتار: 'guitar', كرة: 'ball', روبوت: 'robot',
    دراجة: 'bicycle', 'دراجة هوائية': 'bicycle', سيارة: 'car', تاكسي: 'taxi', حافلة: 'bus', شاحنة: 'truck', سكوتر: 'scooter',
    'دراجة نارية': 'motorbike', قطار: 'train', طائرة: 'plane', قارب: 'boat', مركب: 'boat', سفينة: 'ship', 'حقيبة سفر': 'suitcase',
    خيمة: 'tent', كلب: 'dog', قطة: 'cat', قط: 'cat', طائر: 'bird', عصفور: 'bird', حصان: 'horse', سمكة: 'fish',
    ...LESSON_WORDS.ar.nouns,
    ...COURSE_WORDS.ar.nouns,
    ...CHIP_SHOP_WORDS.ar.nouns,
    ...PET_SHOP_WORDS.ar.nouns,
  },
  relations: {
    على: 'on', فوق: 'on', 'موضوع على': 'on', 'موضوعة على': 'on', في: 'in', داخل: 'in', الى: 'in', 'مستندة الى': 'leaning',
    'مستند الى': 'leaning', 'مستندة على': 'leaning', 'مسندة الى': 'leaning', بجانب: 'beside', 'الى جانب': 'beside',
    قرب: 'beside', بالقرب: 'beside', 'بالقرب من': 'beside', مع: 'with', و: 'and', امام: 'in-front-of', خلف: 'behind',
    وراء: 'behind', تحت: 'under', يحمل: 'holding', تحمل: 'holding', يمسك: 'holding', تمسك: 'holding', يستخدم: 'holding',
    تستخدم: 'holding', 'ينظر الى': 'holding', 'تنظر الى': 'holding', يصب: 'pouring', تصب: 'pouring', تسكب: 'pouring',
    يسكب: 'pouring', 'يتم سكب': 'pouring', تنسكب: 'pouring', ينسكب: 'pouring',
  },
  settings: {
    ...WINE_WORDS.ar.settings,
    ...SWIM_WORDS.ar.settings,
    ...WEAR_WORDS.ar.settings,
    ...FOOD_TRADE_WORDS.ar.settings, ...DRINK_WORDS.ar.settings,
    حمام: 'bathroom', الحمام: 'bathroom',
    'علاج طبيعي': 'physio', 'عيادة العلاج الطبيعي': 'physio', 'العلاج الطبيعي': 'physio', مشتل: 'garden-centre', 'مشتل نباتات': 'garden-centre',
    'مطبخ تجاري': 'pro-kitchen', 'مطبخ المطعم': 'pro-kitchen', 'مطعم رامن': 'noodle-bar', 'مطعم نودلز': 'noodle-bar', 'صالون أظافر': 'nail-salon',
    'دار رعاية': 'care-home', 'دار المسنين': 'care-home', 'دار رعاية المسنين': 'care-home', مزرعة: 'farm', 'محطة وقود': 'forecourt', 'محطة بنزين': 'forecourt',
    ميناء: 'harbour', مرفا: 'harbour', 'مرسى': 'harbour', كورنيش: 'harbour', شاطئ: 'beach', بحر: 'beach', ساحل: 'beach',
    محيط: 'beach', شارع: 'street', حي: 'street', سوق: 'street', قرية: 'street', مدينة: 'city', 'وسط المدينة': 'city', حديقة: 'park',
    غابة: 'park', ريف: 'park', طبيعة: 'park', جبل: 'mountains', جبال: 'mountains', بحيرة: 'mountains', 'مكتب العمل': 'office',
    شركة: 'office', 'غرفة اجتماعات': 'office', اجتماع: 'office', فصل: 'classroom', مطبخ: 'kitchen', مقهى: 'cafe', كافيه: 'cafe',
    مطعم: 'restaurant', 'مطعم بيتزا': 'pizzeria', بيتزيريا: 'pizzeria', 'فرن الحطب': 'pizzeria', بار: 'bar', حانة: 'bar', فندق: 'hotel', 'بهو الفندق': 'hotel',
    ردهة: 'hotel', 'استقبال الفندق': 'hotel', تراس: 'terrace', شرفة: 'terrace', 'جلسة خارجية': 'terrace', 'مقهى خارجي': 'terrace', استوديو: 'studio', 'استوديو يوغا': 'studio', 'استوديو رقص': 'studio', 'صالة رياضية': 'gym', جيم: 'gym', نادي: 'gym',
    'صالون تجميل': 'salon', حلاق: 'salon', 'محل حلاقة': 'salon', حلويات: 'bakery', 'محل حلويات': 'bakery', بوتيك: 'boutique', 'محل ملابس': 'boutique',
    مدرسة: 'classroom', 'قاعة دراسية': 'classroom', 'قاعة تدريب': 'classroom', مستشفى: 'clinic', 'مكتب': 'office', 'بائع زهور': 'florist', 'كوفي شوب': 'cafe',
    مخبز: 'bakery', 'محل ورد': 'florist', 'نادي رياضي': 'gym', صالون: 'salon', عيادة: 'clinic', مستودع: 'warehouse', مدخل: 'shopfront', واجهة: 'shopfront', منزل: 'home', بيت: 'home', 'غرفة المعيشة': 'home', شقة: 'home', متجر: 'shop', محل: 'shop',
    ورشة: 'workshop', 'ورشة سيارات': 'garage', 'ورشة تصليح سيارات': 'garage', كراج: 'garage', جراج: 'garage', ميكانيكي: 'garage', 'محل دراجات': 'bike-workshop',
    'ورشة دراجات': 'bike-workshop', نجارة: 'workshop', 'ورشة نجارة': 'workshop', نجار: 'workshop', 'عيادة اسنان': 'dental', 'طبيب اسنان': 'dental', 'طبيبة اسنان': 'dental',
    'مكتب الاستقبال': 'reception', استقبال: 'reception', 'غرفة الانتظار': 'reception', صيدلية: 'pharmacy', صيدلي: 'pharmacy', سوبرماركت: 'supermarket',
    'محل بقالة': 'supermarket', خباز: 'bakery', مغسلة: 'laundrette', 'مغسلة ملابس': 'laundrette', 'طبيب بيطري': 'vet', 'عيادة بيطرية': 'vet',
    'وكيل عقارات': 'house', عقارات: 'house', 'منزل جديد': 'house', 'باب المنزل': 'house', فيلا: 'house',
    'صالون تجميل الكلاب': 'grooming', 'تجميل الكلاب': 'grooming', 'صالون الحيوانات الاليفة': 'grooming', 'صالون الكلاب': 'grooming',
    سبا: 'spa', 'مركز سبا': 'spa', 'مركز تدليك': 'spa', 'غرفة التدليك': 'spa', 'مركز العافية': 'spa', 'متجر كتب': 'bookshop', 'محل كتب': 'bookshop', 'مكتبة لبيع الكتب': 'bookshop', مكتبة: 'library', 'مكتبة عامة': 'library', 'غرفة فندق': 'hotel-room', 'غرفة الفندق': 'hotel-room', 'جناح فندقي': 'hotel-room', حضانة: 'nursery', 'دار حضانة': 'nursery', 'روضة اطفال': 'nursery', روضة: 'nursery', 'غرفة المستشفى': 'ward', 'غرفة مستشفى': 'ward', 'جناح المستشفى': 'ward', 'معرض سيارات': 'showroom', 'معرض السيارات': 'showroom', 'وكالة سيارات': 'showroom',
    'مساحة عمل مشتركة': 'office',
    'موقع بناء': 'construction', 'موقع البناء': 'construction', 'ورشة بناء': 'construction', سقالات: 'construction',
    ...EATING_WORDS.ar.settings,
    ...LESSON_WORDS.ar.settings,
    ...CAR_WASH_WORDS.ar.settings,
    ...COURSE_WORDS.ar.settings,
    ...COWORKING_WORDS.ar,
    ...CHIP_SHOP_WORDS.ar.settings,
    ...SHOP_TRADE_WORDS.ar.settings,
    ...PET_SHOP_WORDS.ar.settings,
  },
  times: {
    فجر: 'dawn', شروق: 'dawn', صباح: 'dawn', نهار: 'day', ظهر: 'day', غروب: 'sunset', مساء: 'sunset',
    غسق: 'sunset', ليل: 'night', ليلا: 'night', ليلة: 'night', ليلي: 'night', ليلية: 'night',
  },
  lights: {
    مشمس: 'bright', مشمسة: 'bright', مضيء: 'bright', مضيئة: 'bright', مشرق: 'bright', مشرقة: 'bright', ساطع: 'bright', 'ضوء الشمس': 'bright',
    'مليء بالضوء': 'bright', 'مليئة بالضوء': 'bright', 'ضوء طبيعي': 'bright', دافئ: 'dim', دافئة: 'dim', 'اضاءة دافئة': 'dim', 'ضوء خافت': 'dim', خافت: 'dim',
    خافتة: 'dim', 'ضوء الشموع': 'dim', شموع: 'dim', مريح: 'dim', مريحة: 'dim', مظلم: 'dim', مظلمة: 'dim', هادئة: 'dim',
  },
  screens: {
    'كلمة المرور': 'login', 'كلمة السر': 'login', 'تسجيل الدخول': 'login', حساب: 'login', 'لوحة التحكم': 'dashboard',
    'لوحة المعلومات': 'dashboard', مبيعات: 'dashboard', احصاءات: 'dashboard', تقرير: 'dashboard', شراء: 'checkout',
    'سلة التسوق': 'checkout', سلة: 'checkout', طلب: 'checkout', دفع: 'banking', بنك: 'banking', مصرف: 'banking', تحويل: 'banking',
    رصيد: 'banking', مصاريف: 'banking', محادثة: 'chat', رسائل: 'chat', بريد: 'chat', خريطة: 'map', توصيل: 'map', مسار: 'map',
    حجز: 'calendar', موعد: 'calendar', تقويم: 'calendar', اخبار: 'feed', صور: 'feed', موسيقى: 'feed',
  },
  shots: { 'لقطة قريبة': 'close', 'لقطة مقربة': 'close', 'لقطة واسعة': 'wide', 'لقطة عامة': 'wide', 'لقطة متوسطة': 'medium' },
  poses: {
    ...FOOD_TRUCK_WORDS.ar.poses,
    ...SWIM_WORDS.ar.poses,
    ...WEAR_WORDS.ar.poses,
    ...FOOD_TRADE_WORDS.ar.poses,
    يمشي: 'walking', يمشيان: 'walking', يمشون: 'walking', جالسين: 'seated', حول: 'seated', واقفين: 'standing',
    يتمددون: 'stretching', 'تمارين الاطالة': 'stretching', يوغا: 'stretching', اليوغا: 'stretching', 'يرفعون الاثقال': 'lifting', 'رفع الاثقال': 'lifting',
    يركض: 'running', يركضون: 'running', يجري: 'running', الدراجة: 'cycling', يطبخ: 'cooking', يطبخون: 'cooking', يكتب: 'typing', 'يتحدث في الهاتف': 'phoning',
    'يقدم عرضا': 'presenting', 'يشير الى': 'presenting', يحمل: 'carrying', يقدم: 'serving', يتصافحان: 'shaking-hands', مصافحة: 'shaking-hands', يقرا: 'reading',
    يلوح: 'waving',
    يرحب: 'welcoming', ترحب: 'welcoming', 'يتحدث مع': 'chatting', 'تتحدث مع': 'chatting', يتحدثان: 'chatting', يدردش: 'chatting', تدردش: 'chatting', يتحدث: 'chatting', تتحدث: 'chatting',
    يستلم: 'handing', تستلم: 'handing', يسلم: 'handing', تسلم: 'handing', يناول: 'handing', تناول: 'handing',
    يصلح: 'repairing', تصلح: 'repairing', يصلحان: 'repairing', 'يعمل تحت': 'repairing',
    يفحص: 'examining', تفحص: 'examining',
    يعالج: 'treating', تعالج: 'treating', يدلك: 'treating', تدلك: 'treating', يرسم: 'painting', ترسم: 'painting', يرسمون: 'painting', يلونون: 'painting',
    'تنسق باقة': 'arranging', 'ينسق باقة': 'arranging', 'تصنع باقة': 'arranging', يصفي: 'draining', 'يقطع الخضار': 'chopping', 'يقطع الخضروات': 'chopping',
    يخبز: 'baking', تخبز: 'baking',
    يشتري: 'paying', تشتري: 'paying', يدفع: 'paying', تدفع: 'paying',
    يرفع: 'lifting-load', ترفع: 'lifting-load', يمسك: 'lifting-load', تمسك: 'lifting-load', 'يثني ركبتيه': 'squatting', 'تثني ركبتيها': 'squatting', 'ثني الركبتين': 'squatting',
    يقرفص: 'squatting', 'قدميه متباعدتين': 'bracing', 'القدمين متباعدتين': 'bracing', يستدير: 'turning', تستدير: 'turning', يدير: 'turning',
    يسحب: 'pushing', يمد: 'reaching', يتحقق: 'inspecting', تتحقق: 'inspecting', يراجع: 'inspecting',
    يركع: 'kneeling', تركع: 'kneeling', 'يمسح الأرض': 'mopping', 'تمسح الأرض': 'mopping', ينظف: 'wiping', تنظف: 'wiping', يمسح: 'wiping', تمسح: 'wiping',
    'يغسل يديه': 'washing-hands', 'تغسل يديها': 'washing-hands', 'غسل اليدين': 'washing-hands', يجفف: 'drying', تجفف: 'drying', يمشط: 'brushing', تمشط: 'brushing',
    يحمم: 'bathing', تحمم: 'bathing', يطعم: 'feeding', تطعم: 'feeding', يساعد: 'supporting', تساعد: 'supporting',
    ...LESSON_WORDS.ar.poses,
    ...COURSE_WORDS.ar.poses,
  },
  young: ['صغير', 'صغيرة'],
  streets: [],
  numbers: { اثنان: 2, اثنين: 2, ثلاثة: 3, عدة: 3, '2': 2, '3': 3 },
  function: ['في', 'على', 'من', 'مع', 'الى', 'و', 'هذا', 'هذه'],
  forms: (word) => formsOf(word).map((f) => f.text),
  plural: (word, form) => formsOf(word).some((f) => f.text === form && f.plural),
  ui: {
    signIn: 'تسجيل الدخول', email: 'البريد الإلكتروني', password: 'كلمة المرور', forgot: 'نسيت كلمة المرور؟', reset: 'إعادة التعيين',
    sent: 'تحقق من بريدك', newPassword: 'كلمة مرور جديدة', done: 'تم تغيير كلمة المرور', revenue: 'الإيرادات', checkout: 'الدفع',
    total: 'المجموع', pay: 'ادفع الآن', balance: 'الرصيد', arriving: 'يصل خلال 8 دقائق', book: 'احجز',
    name: 'الاسم الكامل', code: 'أدخل الرمز', card: 'رقم البطاقة', expiry: 'شهر/سنة',
  },
};
