/**
 * Who a product is for, said before or after its name ("kids' toothbrush", "children's water bottle",
 * "brosse à dents pour enfants", "Zahnbürste für Kinder", "spazzolino per bambini", "cepillo para niños",
 * "tandenborstel voor kinderen", "子供用歯ブラシ"): the whole phrase names the product alone. The
 * audience is whom it is sold to, not someone in the picture, so it never adds people.
 */
import type { ConceptId } from '../concepts';

type Language = 'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ja';

/**
 * Audience words before the product, after it, and joined to its front in one word (German and Dutch
 * compounds: Kinderzahnbürste). Apostrophes read as spaces ("children's" is "children s").
 */
const AUDIENCES: Record<Language, { before?: readonly string[]; after?: readonly string[]; joined?: readonly string[] }> = {
  en: {
    before: ['kids', 'kid s', 'children s', 'childrens', 'child s', 'baby', 'baby s', 'babies', 'toddler', 'toddlers', 'women s', 'womens', 'men s', 'mens', 'ladies', 'girls', 'boys', 'teen', 'teens', 'junior', 'family', 'pet'],
    after: ['for kids', 'for children', 'for babies', 'for toddlers', 'for women', 'for men', 'for her', 'for him', 'for teens'],
  },
  fr: { after: ['pour enfants', 'pour enfant', 'pour les enfants', 'pour bébé', 'pour bébés', 'pour femme', 'pour femmes', 'pour homme', 'pour hommes', 'enfant', 'enfants', 'bébé', 'junior'] },
  de: { before: ['kinder', 'baby', 'damen', 'herren'], after: ['für kinder', 'für babys', 'für damen', 'für herren', 'für frauen', 'für männer'], joined: ['kinder', 'baby', 'damen', 'herren'] },
  es: { after: ['para niños', 'para niñas', 'para bebés', 'para bebé', 'para mujer', 'para mujeres', 'para hombre', 'para hombres', 'infantil', 'de niños', 'para niño'] },
  it: { after: ['per bambini', 'per bambino', 'per bimbi', 'per neonati', 'per donna', 'per uomo', 'per ragazzi'] },
  pt: { after: ['para crianças', 'infantil', 'para bebés', 'para bebês', 'para mulher', 'para homem', 'de criança'] },
  nl: { before: ['kinder', 'baby', 'dames', 'heren'], after: ['voor kinderen', 'voor kids', 'voor baby s', 'voor dames', 'voor heren'], joined: ['kinder', 'baby'] },
  ja: { joined: ['子供用', '子ども用', 'こども用', 'キッズ', 'ベビー', 'レディース', 'メンズ', '幼児用'] },
};

/** The products named, each also with every audience of the language before, after or joined to it. */
export function withAudiences(language: Language, products: Record<string, ConceptId>): Record<string, ConceptId> {
  const { before = [], after = [], joined = [] } = AUDIENCES[language];
  const out: Record<string, ConceptId> = { ...products };
  for (const [name, id] of Object.entries(products)) {
    for (const a of before) out[`${a} ${name}`] = id;
    for (const a of after) out[`${name} ${a}`] = id;
    if (!name.includes(' ')) for (const a of joined) out[`${a}${name}`] = id;
  }
  return out;
}
