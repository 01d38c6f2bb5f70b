import { AD_CARD_SEC } from './durations';
import { joinLines, sceneSecFor, type Voice } from './narration-fit';
import { fullStop } from './plan-context';

/**
 * A close that gives a number to call, sized to its closing card (issue 23): eSpeak reads digits
 * slowly, and "Appelez Garage Martin au 02 40 12 34 56 78." held a card 7.5 s. The number is
 * said whole; what surrounds it goes first, by the voice's measured rate (speech-rates.ts): the
 * brand's name the close added ("Call The Chippy on …" → "Call …"), then the words after the
 * number ("… to order"), then those before it (the card shows them), until the card with the
 * lines said before it (`others`) holds AD_CARD_SEC, or as near as the number alone allows.
 * Pure; never throws.
 */
export function sizedCall(forms: { named: string; written: string }, phone: string | undefined, others: readonly string[], voice: Voice | null): string {
  const cut = phone === undefined ? undefined : upToNumber(forms.written, phone);
  if (!voice || !phone || cut === undefined) return forms.named;
  const candidates = [forms.named, forms.written, upToNumber(forms.named, phone) ?? forms.named, cut];
  const need = (line: string) => sceneSecFor(voice, joinLines([...others, line]));
  // The longest form that fits, else the shortest: the number and its verb size the card.
  return candidates.find((line) => need(line) <= AD_CARD_SEC) ?? [...candidates].sort((a, b) => need(a) - need(b) || a.length - b.length)[0]!;
}

/**
 * The close as the brief wrote it, with the brand's name the close adds ("Call The Chippy on …")
 * only where its card still holds AD_CARD_SEC with the lines said before it (`others`): the name is
 * on the card already, and "Llama a Clínica Veterinaria Patitas al 954 000 111." held one 7.5 s.
 */
export function namedCall(forms: { named: string; written: string }, others: readonly string[], voice: Voice | null): string {
  const need = (line: string) => (voice ? sceneSecFor(voice, joinLines([...others, line])) : 0);
  return need(forms.named) <= AD_CARD_SEC || need(forms.named) <= need(forms.written) ? forms.named : forms.written;
}

/**
 * "Call 01947 602 345 to order." → "Call 01947 602 345.": the line up to its number, closed as its
 * language closes one; undefined where the number read is short of the line's ("02 40 12 34 56" of
 * "… 56 78"), where the line opens on it, or where it is not in it.
 */
function upToNumber(line: string, phone: string): string | undefined {
  const at = line.indexOf(phone);
  // A line that opens on its number ("98765 43210 पर कॉल करें।") asks to call after it: nothing to cut.
  if (at < 0 || !/\p{L}/u.test(line.slice(0, at)) || /^\s?\d/u.test(line.slice(at + phone.length))) return undefined;
  const kept = line.slice(0, at + phone.length);
  return `${kept}${fullStop(kept)}`;
}
