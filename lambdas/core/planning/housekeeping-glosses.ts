/**
 * A hotel housekeeping training's steps in Spanish, French, German, Italian, Portuguese or Dutch, glossed in English as the
 * renderer draws them (lambdas/render/illustrations/housekeeping.ts): knocking at the room's door, checking the minibar,
 * reporting damage, cleaning the bathroom or its toilet. Each matches from the step's verb, so it is found where the
 * general "wiping the surfaces" or "checking it carefully" is, and is the more particular (step-glosses.ts lists these first).
 */

/** A verb of cleaning, then up to three words, then what is cleaned. */
const cleaning = (things: string) =>
  `(?:limpi\\p{L}*|limp[ae]\\p{L}*|friega\\p{L}*|nettoy\\p{L}*|putz\\p{L}*|reinig\\p{L}*|pulisc\\p{L}*|pulire|igienizz\\p{L}*|ma\\p{L}*|poets\\p{L}*)(?:\\s+\\S+){0,3}?\\s+(?:${things})`;

export const HOUSEKEEPING_GLOSSES: [gloss: string, words: string][] = [
  ['knocking on the door', 'llam\\p{L}* a la puerta|toc\\p{L}* (?:a )?la puerta|frapp\\p{L}* à la porte|klopf\\p{L}* (?:sie )?an|anklopf\\p{L}*|buss\\p{L}*|bat\\p{L}* (?:à|na) porta|klop\\p{L}* (?:aan|op)|aanklop\\p{L}*'],
  ['checking the minibar', '(?:revis\\p{L}*|comprueb\\p{L}*|repon\\p{L}*|vérifi\\p{L}*|contrôl\\p{L}*|réapprovision\\p{L}*|prüf\\p{L}*|kontrollier\\p{L}*|füll\\p{L}*|controll\\p{L}*|rifornisc\\p{L}*|verific\\p{L}*|verifiqu\\p{L}*|confer\\p{L}*|rep[oõ]\\p{L}*|controleer\\p{L}*|vul\\p{L}*)(?:\\s+\\S+){0,2}?\\s+(?:minibar|frigobar)'],
  ['reporting any damage', '(?:inform\\p{L}*|report\\p{L}*|comunic\\p{L}*|signal\\p{L}*|meld\\p{L}*|segnal\\p{L}*|relat\\p{L}*)(?:\\s+\\S+){0,3}?\\s+(?:daños|averías|dégâts|dommages|anomalies?|pannes|schäden|mängel|defekte|danni|guasti|danos|avarias|schade|defecten|storingen)'],
  ['cleaning the toilet', cleaning('inodoro|váter|toilettes|cuvette|toilette|wc|sanita|vaso sanitário|privada|toilet')],
  ['cleaning the bathroom', cleaning('baño|salle de bain|bad|badezimmer|bagno|casa de banho|banheiro|badkamer|espejo|miroir|spiegel|specchio|espelho|lavabo|waschbecken|lavandino|lavatório|wastafel')],
];
