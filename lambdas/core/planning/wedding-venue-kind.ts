/**
 * A wedding venue as a kind of place (place-kinds.ts): a barn, a finca, a domaine or a hall let for weddings is shown by the
 * day it hosts, as venues post it: the bride and groom's first dance and their cake cut at its reception, the guests' toast
 * at its long tables, each naming the venue in the brief's words. Worded as the render engine's parser reads weddings
 * (lambdas/render/compose/lexicons/wedding-words.ts). Pure string work.
 */
import type { TradeName } from './picture-words';

/** A venue let for weddings in each language ("wedding venue", "finca de bodas", "Hochzeitslocation", "trouwlocatie"). */
export const WEDDING_VENUE_WORDS =
  /(?<![\p{L}])(?:wedding venues?|wedding barn|barn weddings?|weddings? and events venue|finca de bodas|finca para bodas|salón de bodas|espacio para bodas|lieu de réception|domaine de mariage|salle de mariage|hochzeitslocation|hochzeitsscheune|location per matrimoni|villa per matrimoni|quinta de casamentos|espaço para casamentos|trouwlocatie|trouwschuur)(?![\p{L}])/iu;

export const WEDDING_VENUE_PREMISES: Readonly<Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', TradeName>> = {
  en: 'wedding venue', es: ['finca de bodas', 'f'], fr: ['domaine de mariage', 'm'], de: ['Hochzeitslocation', 'f'], it: ['location per matrimoni', 'f'], pt: ['quinta de casamentos', 'f'], nl: ['trouwlocatie', 'f'],
};

type Pictures = readonly ((p: string) => string)[];
export const WEDDING_VENUE_SHOTS: Readonly<Record<keyof typeof WEDDING_VENUE_PREMISES, Pictures>> = {
  en: [(p) => `A bride and groom sharing their first dance at the wedding reception of ${p}`, (p) => `A bride and groom cutting the cake at the wedding reception of ${p}`, (p) => `Guests raising a toast at the wedding reception of ${p}`],
  es: [(p) => `Los novios bailan su primer baile en el banquete de boda de ${p}`, (p) => `Los novios cortan la tarta en el banquete de boda de ${p}`, (p) => `Los invitados brindan por los novios en el banquete de boda de ${p}`],
  fr: [(p) => `Les jeunes mariés dansent leur première danse à la réception de mariage d’${p}`, (p) => `Les jeunes mariés coupent le gâteau de mariage à la réception de mariage d’${p}`, (p) => `Les invités trinquent aux mariés à la réception de mariage d’${p}`],
  de: [(p) => `Das Brautpaar tanzt den Hochzeitstanz auf der Hochzeitsfeier in ${p}`, (p) => `Das Brautpaar schneidet die Hochzeitstorte an, auf der Hochzeitsfeier in ${p}`, (p) => `Die Hochzeitsgäste stoßen auf das Brautpaar an, auf der Hochzeitsfeier in ${p}`],
  it: [(p) => `Gli sposi durante il primo ballo al ricevimento di nozze di ${p}`, (p) => `Gli sposi tagliano la torta nuziale al ricevimento di nozze di ${p}`, (p) => `Gli invitati brindano agli sposi al ricevimento di nozze di ${p}`],
  pt: [(p) => `Os noivos na primeira dança na festa de casamento de ${p}`, (p) => `Os noivos cortam o bolo de casamento na festa de casamento de ${p}`, (p) => `Os convidados do casamento brindam aos noivos na festa de casamento de ${p}`],
  nl: [(p) => `Het bruidspaar danst de openingsdans op het trouwfeest van ${p}`, (p) => `Het bruidspaar snijdt de bruidstaart aan op het trouwfeest van ${p}`, (p) => `De trouwgasten proosten op het bruidspaar op het trouwfeest van ${p}`],
};
