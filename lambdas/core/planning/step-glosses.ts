import { HOUSEKEEPING_GLOSSES } from './housekeeping-glosses';
import { TASK_STEP_GLOSSES } from './task-step-glosses';
import { STOCK_STEP_GLOSSES } from './stock-step-glosses';

/**
 * A step written in Spanish, French, German, Italian, Portuguese or Dutch, glossed in English as
 * the renderer reads a picture (issue 23): "Sirve las bebidas por la derecha" is a worker "serving
 * at a table", "Nehmen Sie die Bestellung auf" one "serving at a table, taking the order" (the
 * renderer draws the step named after the serving: the order taken on a pad at the table). The step's own
 * words stay beside the gloss; a step no gloss knows is pictured in its own words. Workplace
 * actions only; the action the step names first is its gloss. Pure string work.
 */

/** An action's English gloss and its words in the six languages (stems: any ending follows). */
const GLOSSES: [gloss: string, words: string][] = [
  ...HOUSEKEEPING_GLOSSES,
  ...TASK_STEP_GLOSSES,
  ...STOCK_STEP_GLOSSES,
  ['serving at a table, bringing the bill', 'la cuenta|l[\'’]addition|die rechnung|il conto|a conta|de rekening'],
  ['serving at a table, taking the order', '(?:el |del |un )?pedido|la commande|(?:die )?bestellung|l[\'’]ordin\\p{L}*|de bestelling'],
  // A waiter's other steps at the table, each its own picture (the renderer's table-service poses).
  ['carrying the drinks on a tray', 'en (?:una|la) bandeja|sur (?:un|le) plateau|auf (?:dem|einem) tablett|su(?:l| un)? vassoio|n(?:um|o) tabuleiro|n(?:uma|a) bandeja|op (?:een|het) dienblad'],
  ['clearing the table', 'recog\\p{L}* (?:la mesa|los platos)|retir\\p{L}* los platos|débarrass\\p{L}* (?:la table|les tables|les assiettes)|räum\\p{L}* (?:sie )?(?:den tisch|die tische|die teller) ab|den tisch abräum\\p{L}*|sparecchi\\p{L}*|levant\\p{L}* a mesa|ruim\\p{L}* (?:de tafel|de tafels|de borden) af|de tafel afruim\\p{L}*'],
  ['setting the table', '(?:pon\\p{L}*|mont\\p{L}*) la mesa|(?:met\\p{L}*|dress\\p{L}*) la table|deck\\p{L}* (?:sie )?den tisch|den tisch (?:ein)?deck\\p{L}*|apparecchi\\p{L}*|(?:põe|ponha|pôr|mont\\p{L}*|arrum\\p{L}*) a mesa|dek\\p{L}* de tafel|de tafel dek\\p{L}*'],
  ['handing over the change', 'el cambio|la monnaie|das wechselgeld|wechselgeld|il resto|o troco|het wisselgeld'],
  ['handing over the receipt', 'el (?:ticket|recibo)|le (?:ticket|reçu)|den (?:kassenbon|beleg)|lo scontrino|o (?:talão|recibo)|de bon|het bonnetje'],
  ['stripping the bed', 'las sábanas usadas|quita las sábanas|retirez les draps|bettwäsche abziehen|togli le lenzuola|retire os lençóis|haal het beddengoed'],
  ['placing the pillows', 'almohadas|oreillers|kissen|cuscini|almofadas|kussens'],
  ['making the bed', 'la cama|le lit|das bett|il letto|a cama|het bed'],
  ['washing their hands', 'l[aá]v\\p{L}* las manos|lav\\p{L}* (?:vos|les) mains|hände\\s+(?:\\p{L}+\\s+)?wasch\\p{L}*|wasch\\p{L}* (?:sie )?(?:sich )?die hände|lava(?:ti)? le mani|lav\\p{L}* as mãos|was je handen'],
  ['cleaning their hands', 'desinfect\\p{L}*|désinfect\\p{L}*|desinfizier\\p{L}*|disinfett\\p{L}*|ontsmet\\p{L}*'],
  ['scanning each item', 'escane\\p{L}*|scann\\p{L}*|scanner|escáner|lector|digitaliz\\p{L}*'],
  // A box or load lifted, never someone helped up ("Ajude-a a levantar-se").
  ['lifting a box with bent knees', 'rodillas|genoux|knie\\p{L}*|ginocchia|joelhos|knieën|(?:levant|soulev|sollev|heb|til)\\p{L}* (?:\\p{L}+ )?(?:caja|cajas|carga|caixa|caixas|carton|cartons|colis|charge|kiste|karton|last|scatol\\p{L}*|cass\\p{L}*|carico|doos|dozen)'],
  ['lifting a box with a straight back', 'espalda|le dos|rücken|schiena|costas|rug'],
  ['stacking boxes', 'apil\\p{L}*|empil\\p{L}*|stapel\\p{L}*|impil\\p{L}*|empilh\\p{L}*'],
  ['mopping the floor', 'lav\\p{L}* (?:le sol|el suelo|o chão)|trapea\\p{L}*|fregona|friega\\p{L}*|serpillière|wisch\\p{L}* den boden|boden wischen|lava(?:re)? il pavimento|esfreg\\p{L}* o chão|dweil\\p{L}*'],
  ['vacuuming the floor', 'aspir\\p{L}*|saug\\p{L}*|stofzuig\\p{L}*'],
  ['emptying the bins', 'vac[ií]\\p{L}*|vid\\p{L}* (?:les|la|le)|leeren|leere|leert|svuot\\p{L}*|esvazi\\p{L}*|leeg\\p{L}*'],
  ['wiping the surfaces', 'limpi\\p{L}*|nettoy\\p{L}*|essuy\\p{L}*|wisch\\p{L}*|reinig\\p{L}*|pulisc\\p{L}*|pulire|limp\\p{L}*|veeg\\p{L}*|poets\\p{L}*|schoonma\\p{L}*'],
  ['handing it over', 'entreg\\p{L}*|remet\\p{L}*|donn\\p{L}*|überreich\\p{L}*|übergeb\\p{L}*|consegn\\p{L}*|overhandig\\p{L}*'],
  ['writing notes on a clipboard', 'not(?:ez|er)|notier\\p{L}*|dokumentier\\p{L}*|registr\\p{L}*|annot\\p{L}*|noteer\\p{L}*|apunt\\p{L}*'],
  ['listening to them', 'escuch\\p{L}*|écout\\p{L}*|hören sie\\p{L}*|zuhören|ascolt\\p{L}*|ouç\\p{L}*|escut\\p{L}*|luister\\p{L}*'],
  ['supporting them as they stand', 'ayud\\p{L}*|aide\\p{L}*|aidez|helf\\p{L}*|hilf|aiut\\p{L}*|ajud\\p{L}*|help\\p{L}* (?:hem|haar)'],
  ['greeting people', 'salud\\p{L}*|bienvenida|recib\\p{L}*|accueill\\p{L}*|salue\\p{L}*|saluer|begrüß\\p{L}*|empfang\\p{L}*|accogli\\p{L}*|salut\\p{L}*|cumpriment\\p{L}*|receb\\p{L}*|begroet\\p{L}*|verwelkom\\p{L}*'],
  ['serving at a table', 'sirv\\p{L}*|servir|serv[eo]z|servi|servite|servier\\p{L}*|serveer\\p{L}*'],
  ['checking it carefully', 'revis\\p{L}*|comprueb\\p{L}*|verific\\p{L}*|vérifi\\p{L}*|contrôl\\p{L}*|prüf\\p{L}*|kontrollier\\p{L}*|controll\\p{L}*|verifiqu\\p{L}*|confer\\p{L}*|controleer\\p{L}*'],
  ['talking with them', 'explic\\p{L}*|expliqu\\p{L}*|erklär\\p{L}*|spieg\\p{L}*|pregunt\\p{L}*|demand\\p{L}*|frag\\p{L}*|chied\\p{L}*|pergunt\\p{L}*|vraag|leg\\p{L}* uit'],
];

const MATCHERS = GLOSSES.map(([gloss, words]): [string, RegExp] => [gloss, new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'iu')]);

/** The English gloss of a step in one of the six languages ("Toma nota del pedido" → "serving at a table, taking the order"), or undefined. */
export function stepGloss(step: string, language: string): string | undefined {
  if (!/^(?:es|fr|de|it|pt|nl)\b/i.test(language)) return undefined;
  // The action said first is the step's ("Comprueba el peso antes de levantar" is a check); at one place, the longer match, more particular ("Escucha la alarma" is the alarm, not a listener).
  const found = MATCHERS.map(([gloss, words]) => {
    const match = words.exec(step);
    return { gloss, at: match?.index ?? Infinity, length: match?.[0].length ?? 0 };
  });
  const first = found.reduce((best, f) => (f.at < best.at || (f.at === best.at && f.length > best.length) ? f : best), { gloss: undefined as string | undefined, at: Infinity, length: 0 });
  return first.gloss;
}
