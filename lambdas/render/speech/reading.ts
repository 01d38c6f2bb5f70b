/** A line as a voice is given it, when that differs from the script (a Japanese line read into kana). */

/** A piece of the spoken text and the part of the script it reads (UTF-16 offsets, [from, to)). */
export interface ReadSegment {
  spoken: [number, number];
  script: [number, number];
}

export interface Reading {
  /** What the voice is given to speak. */
  spoken: string;
  segments: ReadSegment[];
  /** Words of the script the voice cannot pronounce, left unsaid. */
  unread: string[];
}
