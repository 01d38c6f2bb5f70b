/**
 * A two-word sentence that is a product's quality (issue 23): "Sans plastique.", "Warmes Licht.",
 * "Sin cables.", "Senza fili.", "Water resistant.": a point the narration says, where a two-word
 * direction about the video's look or sound ("Musique douce.", "Ton chaleureux.", "Upbeat music.")
 * is none. Pure string work.
 */

/** What a direction to the film-maker is about: its sound, look, pace, text or voice, in the languages the planner reads. */
export const DIRECTION_NOUNS =
  /(?<![\p{L}])(?:music|musique|musik|música|musica|muziek|sound|son|klang|sonido|suono|som|geluid|tone|ton|tono|tom|toon|tonalité|voice|voix|stimme|voz|voce|stem|voiceover|narration|sprecher|locución|narrazione|narração|style|stil|estilo|stile|stijl|mood|ambiance|ambiente|stimmung|sfeer|atmosphère|atmosphäre|atmosfera|sfeer|vibe|look|feel|colou?rs?|couleurs?|farben?|colores?|colori|cores?|kleuren?|palette|rythme|rhythm|rhythmus|ritmo|tempo|pace|montage|schnitt|edición|edição|editing|cuts?|font|police|schrift|text|texte|texto|testo|tekst|subtitles|sous-titres|untertitel|subtítulos|sottotitoli|legendas|ondertitels|camera|caméra|kamera|cámara|câmara|shots?|plans?|plano|aufnahmen?|lighting|éclairage|beleuchtung|iluminación|illuminazione|iluminação|verlichting|ending|fin|ende|final|finale|einde|transitions?|logo|energy|énergie|energie|energía|energia)(?![\p{L}])/iu;

/** Without something: the quality a product has by what it leaves out. */
const PRIVATIVE = /^(?:sans|sin|senza|sem|ohne|zonder|without|no)\s/iu;

/** English qualities a product is sold on ("Water resistant.", "Dishwasher safe.", "Fully rechargeable."): English two-worders are otherwise directions as often. */
const EN_QUALITY = /(?<![\p{L}])(?:resistant|\p{L}*proof|safe|washable|rechargeable|adjustable|foldable|portable|wireless|cordless|lightweight|silent|quiet|reusable|recyclable|refillable)(?![\p{L}])/iu;

/** Whether `sentence`, two words long, states a quality of what is sold in the brief's `language`. */
export function isProductQuality(sentence: string, language: string): boolean {
  const words = sentence.trim().replace(/[.!]+$/u, '');
  if (!/^[\p{L}’'-]+\s+[\p{L}’'-]+$/u.test(words) || DIRECTION_NOUNS.test(words)) return false;
  return PRIVATIVE.test(words) || (/^en\b/iu.test(language) ? EN_QUALITY.test(words) : true);
}
