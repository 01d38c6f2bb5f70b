/**
 * Events in each language's words: a race and its runners ("half marathon", "maratón", "Halbmarathon"), the crowd
 * cheering them ("une foule qui applaudit", "die Zuschauer jubeln", "una folla che tifa"), a bridge they cross
 * ("puente", "pont", "Brücke", "ponte") and the finish line ("la meta", "l'arrivée", "das Ziel", "il traguardo"); a night market's
 * stalls ("mercado nocturno", "marché de nuit", "Nachtmarkt", "bancarelle"); a festival or concert's field before its stage ("frente al escenario", "devant la scène",
 * "vor der Bühne", "davanti al palco"), whose crowd cheers (actions.ts); on a stage itself is a music venue's (music-words.ts).
 * A crowd is a group of people (drawn three, as friends are).
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId, TimeOfDay } from '../scene-graph';

interface Words {
  crowds: readonly string[];
  bridges: readonly string[];
  finishes: readonly string[];
  /** A festival, a concert, a stage: the field before the stage. */
  festivals: readonly string[];
  /** A market's stalls (a bare market is any street). */
  markets: readonly string[];
  /** A night market is at night, whose stalls are drawn lit. */
  nightMarkets: readonly string[];
  racing: readonly string[];
  cheering: readonly string[];
}

const all = <T>(words: readonly string[], meaning: T): Record<string, T> => Object.fromEntries(words.map((w) => [w, meaning]));

const lexicon = (w: Words) => ({
  nouns: all<ConceptId>(w.crowds, 'friends'),
  settings: { ...all<SettingId>(w.bridges, 'bridge'), ...all<SettingId>(w.finishes, 'finish-line'), ...all<SettingId>(w.festivals, 'festival'), ...all<SettingId>(w.markets, 'market') },
  poses: { ...all<Pose>(w.racing, 'racing'), ...all<Pose>(w.cheering, 'cheering') },
  times: all<TimeOfDay>(w.nightMarkets, 'night'),
});

export const EVENT_WORDS = {
  en: lexicon({
    crowds: ['crowd', 'crowds', 'spectators', 'spectator', 'supporters', 'fans', 'onlookers'],
    bridges: ['bridge', 'crossing the bridge', 'crossing a bridge', 'across the bridge', 'over the bridge'],
    finishes: ['finish line', 'finishing line', 'the finish'],
    racing: ['racing', 'race', 'marathon', 'half marathon', 'fun run', '10k'],
    markets: ['street market', 'food market', 'market stalls', 'market stall', 'stalls', 'christmas market'],
    nightMarkets: ['night market', 'night markets'],
    festivals: ['festival', 'music festival', 'summer festival', 'concert', 'gig', 'in front of the stage', 'in front of the lit stage', 'front of the stage', 'before the stage', 'before the lit stage', 'by the stage'],
    cheering: ['cheering', 'cheer', 'cheers', 'cheered', 'applauding', 'applaud'],
  }),
  es: lexicon({
    crowds: ['multitud', 'público', 'espectadores', 'afición', 'aficionados'],
    bridges: ['puente'],
    finishes: ['meta', 'línea de meta'],
    racing: ['carrera', 'maratón', 'media maratón', 'compitiendo'],
    markets: ['mercadillo', 'con puestos', 'puestos del mercado', 'puestos de comida'],
    nightMarkets: ['mercado nocturno'],
    festivals: ['festival', 'concierto', 'frente al escenario', 'delante del escenario'],
    cheering: ['animando', 'anima', 'animan', 'aplaudiendo', 'aplaude', 'aplauden', 'vitorea', 'vitorean'],
  }),
  fr: lexicon({
    crowds: ['foule', 'spectateurs', 'public', 'supporters'],
    bridges: ['pont'],
    finishes: ['arrivée', "ligne d'arrivée", 'ligne d’arrivée'],
    racing: ['course à pied', 'marathon', 'semi-marathon', 'semi marathon'],
    markets: ['stands du marché', 'étals', 'stands'],
    nightMarkets: ['marché de nuit', 'marché nocturne'],
    festivals: ['festival', 'concert', 'devant la scène'],
    cheering: ['applaudit', 'applaudissent', 'applaudissant', 'acclame', 'acclament', 'encourage', 'encouragent'],
  }),
  de: lexicon({
    crowds: ['menge', 'menschenmenge', 'zuschauer', 'publikum', 'fans'],
    bridges: ['brücke'],
    finishes: ['ziellinie', 'zieleinlauf', 'im ziel', 'am ziel', 'ins ziel'],
    racing: ['rennen', 'marathon', 'halbmarathon', 'wettlauf'],
    markets: ['weihnachtsmarkt', 'marktstände', 'straßenmarkt', 'stände'],
    nightMarkets: ['nachtmarkt'],
    festivals: ['festival', 'konzert', 'vor der bühne'],
    cheering: ['jubelt', 'jubeln', 'jubelnd', 'feuert', 'feuern', 'anfeuern', 'applaudiert', 'applaudieren'],
  }),
  it: lexicon({
    crowds: ['folla', 'pubblico', 'spettatori', 'tifosi'],
    bridges: ['ponte'],
    finishes: ['traguardo', "linea d'arrivo"],
    racing: ['gara', 'maratona', 'mezza maratona'],
    markets: ['bancarelle', 'mercatino'],
    nightMarkets: ['mercato notturno'],
    festivals: ['festival', 'concerto', 'davanti al palco', 'sotto il palco'],
    cheering: ['applaude', 'applaudono', 'tifa', 'tifano', 'esulta', 'esultano', 'acclama'],
  }),
};
