/**
 * The one layout of every frame: per aspect, the safe area that all text and the logo stay in,
 * and the regions inside it that never overlap: the logo (top right), the content (headlines,
 * graphics), the presenter's lower third and the caption band (bottom; at the top instead where a
 * scene's subject needs the bottom, ../caption-place.ts). 9:16 keeps clear of the
 * platforms' own overlays: the status bar and header on top, the account name, caption and
 * music line at the bottom, and the column of buttons on the right (Reels, TikTok, Shorts).
 * The text audit (./text-audit.ts) records every text box drawn, and `npm run check:video`
 * verifies them against `safe`.
 */
import type { Palette } from '../ports';
import type { ArtStyle, Aspect } from '../spec';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The smallest text a scene sets, as a share of the frame's short side: 19 px at 540, 39 px at
 * 1080, about the size of a platform's own caption on a phone. Copy that does not fit at it
 * wraps onto more lines or hyphenates; it never shrinks further.
 */
export const MIN_TEXT_SHARE = 0.036;

export const minTextPx = (frame: { width: number; height: number }) => Math.ceil(Math.min(frame.width, frame.height) * MIN_TEXT_SHARE);

/** The frame a drawn scene paints into: size, rate, safe content area, look and text faces. */
export interface SceneCanvas {
  palette: Palette;
  artStyle: ArtStyle;
  width: number;
  height: number;
  fps: number;
  content: Box;
  /** CSS family list for the video's language (fonts.ts familiesFor). */
  families: string;
  /** The language is written right to left. */
  rtl: boolean;
  /** The video's language (BCP 47): which scale words follow a figure ("5 mil" is 5,000 only in Spanish). Every language's when unset. */
  language?: string;
}

export interface SafeAreas {
  /** Every text box and the logo stay inside this. */
  safe: Box;
  /** Where headline text and graphics go. */
  content: Box;
  /** The band a presenter's name and role go in, across the safe area: the presenter places its plate in it beside themselves. */
  lowerThird: Box;
  /** Where burned-in captions go. */
  caption: Box;
  /** Where they go instead when they would cover what a scene must show whole: the same band, at the top below the logo. */
  captionTop: Box;
  /** Where the brand logo sits. */
  logo: Box;
}

interface Zone {
  /** Safe area edges as fractions of the width (left, right) and height (top, bottom). */
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Height of the caption band, as a fraction of the height. */
  caption: number;
}

const ZONES: Record<Aspect, Zone> = {
  // Right column of buttons from about 40% of the height down; account and caption below 82%.
  '9:16': { left: 0.06, top: 0.1, right: 0.88, bottom: 0.82, caption: 0.13 },
  '3:4': { left: 0.07, top: 0.08, right: 0.93, bottom: 0.88, caption: 0.14 },
  '4:5': { left: 0.07, top: 0.08, right: 0.93, bottom: 0.88, caption: 0.14 },
  '1:1': { left: 0.07, top: 0.07, right: 0.93, bottom: 0.92, caption: 0.15 },
  '4:3': { left: 0.07, top: 0.07, right: 0.93, bottom: 0.92, caption: 0.14 },
  '16:9': { left: 0.07, top: 0.08, right: 0.93, bottom: 0.92, caption: 0.15 },
};

export function safeArea(aspect: Aspect, width: number, height: number): Box {
  const z = ZONES[aspect];
  const x = Math.round(width * z.left);
  const y = Math.round(height * z.top);
  return { x, y, w: Math.round(width * z.right) - x, h: Math.round(height * z.bottom) - y };
}

export function safeAreas(aspect: Aspect, width: number, height: number, withCaptions: boolean): SafeAreas {
  const safe = safeArea(aspect, width, height);
  const bottom = safe.y + safe.h;
  const wide = width > height;
  const gap = Math.round(height * 0.015);
  const logoW = Math.round(Math.min(width, height) * 0.14);
  const logo = { x: safe.x + safe.w - logoW, y: safe.y, w: logoW, h: Math.round(logoW * 0.5) };
  const captionH = Math.round(height * ZONES[aspect].caption);
  const caption = { x: safe.x, y: bottom - captionH, w: safe.w, h: captionH };
  const above = withCaptions ? caption.y - gap : bottom;
  const lowerH = Math.round(height * (wide ? 0.13 : 0.1));
  // A band across the safe area: a presenter places its plate in it beside themselves.
  const lowerThird = { x: safe.x, y: above - lowerH, w: safe.w, h: lowerH };
  // Content starts below the logo, so the two never overlap.
  const top = logo.y + logo.h + gap;
  const captionTop = { ...caption, y: top };
  return { safe, content: { x: safe.x, y: top, w: safe.w, h: above - top }, lowerThird, caption, captionTop, logo };
}

export function inside(inner: Box, outer: Box, tolerance = 0.5): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.w <= outer.x + outer.w + tolerance &&
    inner.y + inner.h <= outer.y + outer.h + tolerance
  );
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
