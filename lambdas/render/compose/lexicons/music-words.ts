/**
 * Music and dancing in each language's words: who plays what ("a saxophonist", "un saxofonista", "eine Geigerin"), the
 * playing itself ("playing the trumpet", "tocando la guitarra", "joue du piano"), a singer at the microphone, a DJ, a band
 * ("jazz band", "groupe", "Band"); couples dancing ("des couples qui dansent", "Paare tanzen", "coppie che ballano", "casais a
 * dançar"), a dance in general; and the music venue they are in ("on stage", "jazz club", "dance floor", "sur scène",
 * "auf der Bühne", "sul palco", "no palco"). A player named is a performer (the `singer` concept) who plays their instrument.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface Words {
  /** Who plays it: the performer, drawn playing. */
  players: Partial<Record<Pose, readonly string[]>>;
  /** Saying it is played, or naming the instrument alone. */
  playing: Partial<Record<Pose, readonly string[]>>;
  /** Words that only look like music's ("a band of volunteers" is a group of people). */
  groups?: readonly string[];
  couples: readonly string[];
  venues: readonly string[];
}

const lists = (poses: Partial<Record<Pose, readonly string[]>>): [string, Pose][] => Object.entries(poses).flatMap(([pose, list]) => list!.map((w): [string, Pose] => [w, pose as Pose]));

const lexicon = (w: Words) => ({
  nouns: Object.fromEntries([
    ...lists(w.players).map(([word]) => [word, 'singer' as ConceptId]),
    ...w.couples.map((c) => [c, 'couple' as ConceptId]),
    ...(w.groups ?? []).map((g) => [g, 'friends' as ConceptId]),
  ]) as Record<string, ConceptId>,
  poses: Object.fromEntries([...lists(w.players), ...lists(w.playing)]) as Record<string, Pose>,
  settings: Object.fromEntries(w.venues.map((v) => [v, 'venue' as SettingId])) as Record<string, SettingId>,
});

export const MUSIC_WORDS = {
  en: lexicon({
    players: {
      'playing-sax': ['saxophonist', 'sax player', 'saxophone player'],
      'playing-trumpet': ['trumpeter', 'trumpet player', 'trumpetist'],
      'playing-guitar': ['guitarist', 'guitar player', 'bassist', 'bass player'],
      'playing-violin': ['violinist', 'fiddler', 'violin player'],
      'playing-bass': ['double bassist', 'double bass player', 'upright bass player'],
      'playing-cello': ['cellist', 'cello player'],
      'playing-piano': ['pianist', 'piano player'],
      'playing-keys': ['keyboardist', 'keyboard player'],
      drumming: ['drummer'],
      singing: ['singer', 'vocalist', 'crooner'],
      // "A DJ" as one phrase (each language's too): two capitalised words would otherwise read as a name.
      djing: ['dj', 'deejay', 'a dj', 'the dj'],
    },
    playing: {
      'playing-sax': ['saxophone', 'sax', 'playing the sax', 'playing sax', 'playing the saxophone', 'playing saxophone', 'plays the saxophone', 'plays the sax'],
      'playing-trumpet': ['trumpet', 'playing the trumpet', 'playing trumpet', 'plays the trumpet'],
      'playing-guitar': ['playing the guitar', 'playing guitar', 'plays the guitar', 'plays guitar', 'strumming', 'strums', 'playing the bass', 'bass guitar'],
      'playing-violin': ['violin', 'fiddle', 'playing the violin', 'playing violin', 'plays the violin'],
      'playing-bass': ['double bass', 'upright bass', 'contrabass', 'playing the double bass', 'playing double bass'],
      'playing-cello': ['cello', 'playing the cello', 'playing cello', 'plays the cello'],
      'playing-piano': ['piano', 'grand piano', 'playing the piano', 'playing piano', 'plays the piano'],
      'playing-keys': ['playing the keyboard', 'playing keys', 'on keys'],
      // Not "drums" alone: a warehouse's oil drums are no kit.
      drumming: ['drum kit', 'drumming', 'on drums', 'playing the drums', 'playing drums', 'plays the drums'],
      singing: ['singing', 'sings', 'sing', 'singing into the microphone', 'singing into the mic'],
      djing: ['djing', 'dj set', 'at the decks', 'on the decks', 'spinning records', 'spinning tunes'],
      band: ['band', 'jazz band', 'live band', 'rock band', 'brass band', 'the band', 'jazz trio', 'jazz quartet', 'piano trio', 'live music', 'playing live', 'musicians', 'band playing', 'a band playing'],
      dancing: ['dancing', 'dance', 'dances', 'slow dance', 'slow dancing', 'waltz', 'waltzing', 'tango', 'swing dancing', 'ballroom dancing', 'first dance'],
      'dancing-couples': ['couples dancing', 'dancing couples', 'couples dance', 'couples on the dance floor', 'couples on the dancefloor', 'people dancing', 'guests dancing'],
    },
    groups: ['band of'],
    couples: ['couples', 'dance partners', 'dancers'],
    // Not "stage" or "venue" alone: "at every stage", "a venue for your meeting" are no music venue's.
    venues: ['wedding reception', 'wedding party', 'at a wedding', 'at the wedding', 'on stage', 'on the stage', 'takes the stage', 'small stage', 'bandstand', 'jazz club', 'jazz night', 'nightclub', 'music venue', 'dance floor', 'dancefloor', 'ballroom', 'dance hall'],
  }),
  es: lexicon({
    players: {
      'playing-sax': ['saxofonista'],
      'playing-trumpet': ['trompetista'],
      'playing-guitar': ['guitarrista', 'bajista'],
      'playing-violin': ['violinista'],
      'playing-bass': ['contrabajista'],
      'playing-cello': ['violonchelista', 'chelista'],
      'playing-piano': ['pianista'],
      'playing-keys': ['teclista'],
      drumming: ['baterista'],
      singing: ['cantante', 'vocalista'],
      djing: ['dj', 'un dj', 'el dj', 'la dj', 'pinchadiscos'],
    },
    playing: {
      'playing-sax': ['saxofón', 'saxo', 'tocando el saxofón', 'toca el saxofón', 'tocando el saxo'],
      'playing-trumpet': ['trompeta', 'tocando la trompeta', 'toca la trompeta'],
      'playing-guitar': ['tocando la guitarra', 'toca la guitarra', 'tocando el bajo'],
      'playing-violin': ['violín', 'tocando el violín', 'toca el violín'],
      'playing-bass': ['contrabajo', 'tocando el contrabajo', 'toca el contrabajo'],
      'playing-cello': ['violonchelo', 'chelo', 'tocando el violonchelo', 'toca el violonchelo'],
      'playing-piano': ['piano', 'piano de cola', 'tocando el piano', 'toca el piano'],
      drumming: ['tocando la batería', 'toca la batería'],
      singing: ['cantando', 'canta', 'cantan'],
      djing: ['pinchando música', 'pinchando discos', 'pincha música'],
      // Not "banda" alone: "banda ancha" is broadband, "banda elástica" a resistance band.
      band: ['banda de música', 'banda en directo', 'banda en vivo', 'banda de rock', 'banda de jazz', 'grupo de jazz', 'trío de jazz', 'cuarteto de jazz', 'música en directo', 'música en vivo', 'músicos'],
      dancing: ['bailando', 'baila', 'bailan', 'baile', 'bailar', 'vals', 'tango'],
      'dancing-couples': ['parejas bailando', 'parejas que bailan', 'parejas bailan', 'gente bailando', 'invitados bailando'],
    },
    couples: ['parejas', 'bailarines'],
    venues: ['en una boda', 'en la boda', 'banquete de boda', 'en el escenario', 'sobre el escenario', 'al escenario', 'club de jazz', 'noche de jazz', 'pista de baile', 'discoteca', 'sala de conciertos', 'salón de baile'],
  }),
  fr: lexicon({
    players: {
      'playing-sax': ['saxophoniste'],
      'playing-trumpet': ['trompettiste'],
      'playing-guitar': ['guitariste', 'bassiste'],
      'playing-violin': ['violoniste'],
      'playing-bass': ['contrebassiste'],
      'playing-cello': ['violoncelliste'],
      'playing-piano': ['pianiste'],
      'playing-keys': ['claviériste'],
      drumming: ['batteur', 'batteuse'],
      singing: ['chanteur', 'chanteuse'],
      djing: ['dj', 'un dj', 'une dj', 'le dj', 'la dj', 'disc-jockey'],
    },
    playing: {
      'playing-sax': ['saxophone', 'saxo', 'joue du saxophone', 'jouant du saxophone', 'joue du saxo'],
      'playing-trumpet': ['trompette', 'joue de la trompette', 'jouant de la trompette'],
      'playing-guitar': ['joue de la guitare', 'jouant de la guitare', 'joue de la basse'],
      'playing-violin': ['violon', 'joue du violon', 'jouant du violon'],
      'playing-bass': ['contrebasse', 'joue de la contrebasse', 'jouant de la contrebasse'],
      'playing-cello': ['violoncelle', 'joue du violoncelle', 'jouant du violoncelle'],
      'playing-piano': ['piano', 'piano à queue', 'joue du piano', 'jouant du piano'],
      drumming: ['joue de la batterie', 'jouant de la batterie'],
      singing: ['chante', 'chantent', 'chantant'],
      djing: ['aux platines', 'derrière les platines', 'mixe de la musique'],
      band: ['groupe de musique', 'groupe de jazz', 'groupe de rock', 'orchestre', 'trio de jazz', 'quartette de jazz', 'quartet de jazz', 'musique live', 'concert live', 'musiciens'],
      dancing: ['danse', 'dansent', 'dansant', 'danser', 'valse', 'tango'],
      'dancing-couples': ['couples qui dansent', 'couples dansent', 'couples dansant', 'couples de danseurs', 'gens qui dansent', 'invités qui dansent'],
    },
    couples: ['couples', 'danseurs', 'danseuses'],
    venues: ['au mariage', 'à un mariage', 'soirée de mariage', 'sur scène', 'sur la scène', 'club de jazz', 'soirée jazz', 'piste de danse', 'boîte de nuit', 'salle de concert', 'salle de bal', 'guinguette'],
  }),
  de: lexicon({
    players: {
      'playing-sax': ['saxophonist', 'saxophonistin'],
      'playing-trumpet': ['trompeter', 'trompeterin'],
      'playing-guitar': ['gitarrist', 'gitarristin', 'bassist', 'bassistin'],
      'playing-violin': ['geiger', 'geigerin', 'violinist', 'violinistin'],
      'playing-bass': ['kontrabassist', 'kontrabassistin'],
      'playing-cello': ['cellist', 'cellistin'],
      'playing-piano': ['pianist', 'pianistin'],
      'playing-keys': ['keyboarder', 'keyboarderin'],
      drumming: ['schlagzeuger', 'schlagzeugerin'],
      singing: ['sänger', 'sängerin'],
      djing: ['dj', 'ein dj', 'der dj', 'eine dj', 'die dj', 'djane'],
    },
    playing: {
      'playing-sax': ['saxophon', 'spielt saxophon', 'saxophon spielen', 'saxophon spielt'],
      'playing-trumpet': ['trompete', 'spielt trompete', 'trompete spielt'],
      'playing-guitar': ['spielt gitarre', 'gitarre spielt', 'gitarre spielen', 'spielt bass'],
      'playing-violin': ['geige', 'violine', 'spielt geige', 'geige spielt'],
      'playing-bass': ['kontrabass', 'spielt kontrabass'],
      'playing-cello': ['cello', 'violoncello', 'spielt cello', 'cello spielt'],
      'playing-piano': ['klavier', 'konzertflügel', 'spielt klavier', 'klavier spielt'],
      drumming: ['schlagzeug', 'spielt schlagzeug', 'trommelt'],
      singing: ['singt', 'singen', 'singend'],
      djing: ['legt platten auf', 'legt musik auf', 'an den plattentellern', 'am dj-pult'],
      // Not "Band" alone: "Klebeband" is tape.
      band: ['die band', 'eine band', 'liveband', 'live-band', 'rockband', 'jazzband', 'jazz-band', 'jazztrio', 'jazz-trio', 'jazzquartett', 'livemusik', 'live-musik', 'musiker'],
      dancing: ['tanzt', 'tanzen', 'tanzend', 'tanz', 'walzer', 'tango'],
      'dancing-couples': ['paare tanzen', 'tanzende paare', 'paare, die tanzen', 'paare die tanzen', 'tanzpaare', 'gäste tanzen', 'leute tanzen'],
    },
    couples: ['paare', 'pärchen', 'tänzer', 'tänzerin', 'tänzerinnen'],
    venues: ['auf der hochzeit', 'auf einer hochzeit', 'hochzeitsfeier', 'auf der bühne', 'bühne', 'jazzclub', 'jazz-club', 'jazzabend', 'tanzfläche', 'tanzsaal', 'ballsaal', 'konzertsaal'],
  }),
  it: lexicon({
    players: {
      'playing-sax': ['sassofonista'],
      'playing-trumpet': ['trombettista'],
      'playing-guitar': ['chitarrista', 'bassista'],
      'playing-violin': ['violinista'],
      'playing-bass': ['contrabbassista'],
      'playing-cello': ['violoncellista'],
      'playing-piano': ['pianista'],
      'playing-keys': ['tastierista'],
      drumming: ['batterista'],
      singing: ['cantante'],
      djing: ['dj', 'un dj', 'il dj', 'la dj', 'deejay'],
    },
    playing: {
      'playing-sax': ['sassofono', 'sax', 'suona il sassofono', 'suonando il sassofono', 'suona il sax'],
      'playing-trumpet': ['tromba', 'suona la tromba', 'suonando la tromba'],
      'playing-guitar': ['suona la chitarra', 'suonando la chitarra', 'suona il basso'],
      'playing-violin': ['violino', 'suona il violino', 'suonando il violino'],
      'playing-bass': ['contrabbasso', 'suona il contrabbasso'],
      'playing-cello': ['violoncello', 'suona il violoncello', 'suonando il violoncello'],
      'playing-piano': ['pianoforte', 'suona il pianoforte', 'suona il piano', 'suonando il piano'],
      drumming: ['suona la batteria', 'suonando la batteria'],
      singing: ['canta', 'cantano', 'cantando'],
      djing: ['alla consolle', 'mette i dischi'],
      band: ['band', 'band jazz', 'gruppo jazz', 'orchestra', 'trio jazz', 'quartetto jazz', 'musica dal vivo', 'musicisti'],
      dancing: ['balla', 'ballano', 'ballando', 'ballare', 'danzano', 'danza', 'valzer', 'tango'],
      'dancing-couples': ['coppie che ballano', 'coppie ballano', 'coppie che danzano', 'coppie danzano', 'coppie di ballerini', 'gente che balla', 'ospiti ballano'],
    },
    couples: ['coppie', 'ballerini', 'ballerine'],
    venues: ['al matrimonio', 'a un matrimonio', 'festa di matrimonio', 'sul palco', 'palco', 'jazz club', 'serata jazz', 'pista da ballo', 'discoteca', 'sala da ballo'],
  }),
  pt: lexicon({
    players: {
      'playing-sax': ['saxofonista'],
      'playing-trumpet': ['trompetista'],
      'playing-guitar': ['guitarrista', 'violonista', 'baixista'],
      'playing-violin': ['violinista'],
      'playing-bass': ['contrabaixista'],
      'playing-cello': ['violoncelista'],
      'playing-piano': ['pianista'],
      'playing-keys': ['tecladista'],
      drumming: ['baterista'],
      singing: ['cantor', 'cantora'],
      djing: ['dj', 'um dj', 'o dj', 'a dj'],
    },
    playing: {
      'playing-sax': ['saxofone', 'sax', 'toca saxofone', 'tocando saxofone', 'a tocar saxofone'],
      'playing-trumpet': ['trompete', 'toca trompete', 'tocando trompete', 'a tocar trompete'],
      'playing-guitar': ['toca guitarra', 'tocando guitarra', 'a tocar guitarra', 'toca violão', 'tocando violão'],
      'playing-violin': ['violino', 'toca violino', 'tocando violino', 'a tocar violino'],
      'playing-bass': ['contrabaixo', 'toca contrabaixo', 'a tocar contrabaixo'],
      'playing-cello': ['violoncelo', 'toca violoncelo', 'a tocar violoncelo'],
      'playing-piano': ['piano', 'piano de cauda', 'toca piano', 'tocando piano', 'a tocar piano'],
      drumming: ['toca bateria', 'tocando bateria', 'a tocar bateria'],
      singing: ['canta', 'cantam', 'cantando', 'a cantar'],
      djing: ['nas pickups', 'a passar música', 'passando música'],
      band: ['banda de música', 'banda ao vivo', 'banda de rock', 'banda de jazz', 'grupo de jazz', 'trio de jazz', 'quarteto de jazz', 'música ao vivo', 'músicos'],
      dancing: ['dança', 'dançam', 'dançando', 'a dançar', 'dançar', 'valsa', 'tango'],
      'dancing-couples': ['casais a dançar', 'casais dançando', 'casais dançam', 'casais que dançam', 'pares a dançar', 'pares dançando', 'pessoas a dançar', 'convidados a dançar'],
    },
    couples: ['casais', 'pares', 'dançarinos', 'bailarinos'],
    venues: ['no casamento', 'num casamento', 'festa de casamento', 'no palco', 'palco', 'clube de jazz', 'noite de jazz', 'pista de dança', 'discoteca', 'salão de baile'],
  }),
};
