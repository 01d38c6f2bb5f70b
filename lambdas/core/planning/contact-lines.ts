import { findAddresses } from './brief-facts';

/**
 * A call to action said without an imperative (issue 23): a sentence whose point is where to
 * book, order or ask, its verb left unsaid: "Bookings: 0161 496 0321.", "Tickets at
 * bluedoor.example.", "Termine unter 089 123456.", "Reservas en www.cafeluna.example.",
 * "Réservation au 04 78 12 34 56.", "للحجز: 04 123 4567". Pure string work; never throws.
 */

/** Words labelling where to book, order, buy tickets or ask, in every language the planner reads. */
const BOOKING_WORDS = [
  // English
  'bookings?', 'reservations?', 'tickets?', 'orders?', 'enquiries', 'inquiries', 'info', 'information', 'details', 'appointments?',
  'tables?', 'contact', 'tel', 'phone', 'whatsapp', 'delivery', 'takeaway', 'available',
  // German, French, Spanish, Italian, Portuguese, Dutch
  'termine?', 'terminvereinbarung', 'reservieren', 'reservierung(?:en)?', 'bestellung(?:en)?', 'buchung(?:en)?', 'infos?', 'karten', 'anmeldung', 'kontakt', 'lieferung',
  'réservations?', 'commandes?', 'informations?', 'rendez-vous', 'billets?', 'billetterie', 'inscriptions?', 'tél', 'livraison',
  'reservas?', 'pedidos?', 'citas?', 'información', 'entradas', 'inscripci(?:ón|ones)', 'contacto', 'encargos',
  'prenotazioni', 'prenotazione', 'ordini', 'biglietti', 'informazioni', 'contatti',
  'encomendas', 'informações', 'ingressos', 'agendamentos?', 'contato',
  'reserveringen', 'reserveren', 'bestellingen', 'afspraken', 'kaartjes',
  // Turkish
  'rezervasyon', 'sipariş', 'bilgi', 'iletişim', 'randevu',
].join('|');

/** "To book", "Pour réserver", "Para reservar", "Zum Reservieren": the verb the booking word stands for, after its "to". */
const TO_BOOK = '(?:to|pour|para|per|om te|zum)\\s+(?:book|order|reserve|enquire|réserver|commander|reservar|pedir|prenotare|ordinare|reserveren|bestellen|reservieren|buchen)';

/** "Bookings:", "For bookings", "More info at", "Más información en", "To book,", "Termine unter": a booking word opening the sentence. */
const OPENS_WITH_BOOKING = new RegExp(
  `^(?:(?:for|para|pour|per|für|voor)\\s+|(?:more|further|más|plus d['’]|mehr|weitere|maggiori|mais|meer)\\s*)?(?:${BOOKING_WORDS}|${TO_BOOK})(?![\\p{L}])`,
  'iu',
);

/** The same in scripts without capitals or spaces (Arabic, Hebrew, Japanese, Chinese, Korean, Hindi), and a telephone sign. */
const OPENS_WITH_BOOKING_UNSPACED =
  /^(?:للحجز|الحجز|للحجوزات|الحجوزات|للطلب|للطلبات|الطلبات|للاستفسار|للاستفسارات|للتواصل|هاتف|הזמנות|להזמנות|ご予約|予約|ご注文|お問い合わせ|お申し込み|電話|预订|预约|订座|订餐|订购|咨询|电话|預訂|預約|訂位|訂餐|訂購|諮詢|예약|주문|문의|전화|연락처|बुकिंग|ऑर्डर|संपर्क|जानकारी|फ़ोन|फोन|☎|📞|✆)/u;

/**
 * A sentence that asks the viewer to call, visit a web address or book, its verb unsaid: a phone
 * number, web or e-mail address after a booking word. An address alone is not one: the brief's
 * own imperative comes first ("Call 020 7946 0958 to book. glowbar.example.").
 */
export function isContactLine(sentence: string): boolean {
  const text = sentence.trim();
  return (OPENS_WITH_BOOKING.test(text) || OPENS_WITH_BOOKING_UNSPACED.test(text)) && findAddresses(text).some((a) => a.kind !== 'street');
}
