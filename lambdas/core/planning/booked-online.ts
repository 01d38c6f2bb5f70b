/**
 * A way to book, order or pay online ("book online", "reserva online", "prenota online", "réservez en
 * ligne", "online buchen"): how a place takes bookings, no sign that its subject is an app.
 */
const BOOKED_ONLINE = new RegExp(
  [
    String.raw`(?:book|booking|order|ordering|pay|buy|reserve|reserva|reservar|reservas|pide|compra|réservez|réserver|commandez|commander|prenota|prenotare|prenotazioni|ordina|marque|marcar|encomende|boek|boeken|reserveer|bestel|bestellen)\s+(?:\p{L}+\s+)?(?:online|en ligne|on-line)`,
    String.raw`(?:online|on-line)\s+(?:buchen|bestellen|reservieren|boeken|reserveren)`,
  ].join('|'),
  'giu',
);

/** `text` without the ways it gives to book online. */
export function withoutBookingOnline(text: string): string {
  return text.replace(BOOKED_ONLINE, ' ');
}
