/**
 * A training about software (an app, a website, a platform, an online tool) in the planner's languages:
 * its steps are done at a desk on a screen, whoever the customers they serve ("onboarding a customer to
 * our booking app" is no shop's counter). Pure string work.
 */
const SOFTWARE = new RegExp(
  `(?<![\\p{L}])(?:${[
    'apps?', 'software', 'saas', 'crm', 'platforms?', 'websites?', 'web ?shops?', 'online (?:tools?|shops?|stores?|systems?|forms?)', 'portals?', 'dashboards?', 'booking systems?', 'ticketing systems?',
    'aplicaci[óo]n', 'aplicaciones', 'plataformas?', 'sitio web', 'página web', 'programa informático',
    'appli(?:cation)?s?', 'logiciels?', 'plateformes?', 'site web', 'site internet',
    'anwendung(?:en)?', 'plattform(?:en)?', 'webseiten?', 'website', 'buchungssystem', 'onlineshop',
    'applicazion[ei]', 'piattaform[ae]', 'sito web', 'gestionale',
    'aplicativos?', 'aplicaç(?:ão|ões)', 'site',
    'applicaties?', 'platform', 'boekingssysteem', 'webwinkel',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

/** A shop's own words, which set even a software training in it ("the till app", "our store's stock app"). */
const SHOP_ITSELF = /(?<![\p{L}])(?:shops?|stores?|retail|tills?|checkouts?|shop floor|tiendas?|caja registradora|geschäft|laden|kasse|magasins?|boutiques?|caisse|negozi[oi]|cassa|lojas?|winkels?|kassa)(?![\p{L}])/iu;

/** Where a software training's steps are done, and by whom: the words the picture engine draws a desk and a screen from. */
export const AT_THE_DESK = ['at a desk in an office', 'an office worker'] as const;

/** Whether `brief` trains people on software and names no shop of its own to do it in. */
export const trainsOnSoftware = (brief: string): boolean => SOFTWARE.test(brief) && !SHOP_ITSELF.test(brief);
