/**
 * A stream in the mountains, crossed on its stepping stones (illustrations/stream.ts), in each language's words: a stream,
 * a brook, a torrent, a ford, crossing one; a mountain river. A river alone stays the riverside path of a town.
 */
import type { Pose, SettingId } from '../scene-graph';

/** Crossing one is walking across it: its words say what people do there as well as where. */
const CROSSING = /^(crossing|across|traversant|traverse|cruzando|cruza|attraversa|attraversando|atravessando|atravessa|über|durch)\b/;
const streams = (words: readonly string[]) => ({
  settings: Object.fromEntries(words.map((w) => [w, 'stream' as SettingId])),
  poses: Object.fromEntries(words.filter((w) => CROSSING.test(w)).map((w) => [w, 'walking' as Pose])),
});

export const STREAM_WORDS = {
  // A stream with its article or what is done at it: a bare "stream" is as often a live stream or a stream of work.
  en: streams([
    'a stream', 'the stream', 'mountain stream', 'crossing a stream', 'crossing the stream', 'across a stream', 'across the stream', 'by a stream', 'along a stream',
    'creek', 'crossing a creek', 'brook', 'crossing a brook', 'stepping stones', 'river crossing', 'crossing a river', 'crossing the river', 'mountain river',
  ]),
  fr: streams(['ruisseau', 'ruisseaux', 'torrent', 'torrent de montagne', 'rivière de montagne', 'gué', 'pierres de gué', 'traversant une rivière', 'traverse une rivière']),
  de: streams(['bach', 'bergbach', 'gebirgsbach', 'bachlauf', 'am bach', 'den bach', 'einen bach', 'durch den bach', 'über den bach', 'furt', 'trittsteine', 'gebirgsfluss', 'wildbach']),
  es: streams(['arroyo', 'riachuelo', 'torrente', 'río de montaña', 'cruzando un río', 'cruza un río', 'vado']),
  it: streams(['ruscello', 'torrente', 'torrente di montagna', 'fiume di montagna', 'guado', 'attraversa un fiume', 'attraversando un fiume']),
  pt: streams(['riacho', 'ribeiro', 'córrego', 'rio de montanha', 'atravessando um rio', 'atravessa um rio', 'vau']),
  nl: streams(['beek', 'beekje', 'bergbeek', 'stroompje', 'bergrivier', 'doorwaadbare plaats', 'stapstenen']),
};
