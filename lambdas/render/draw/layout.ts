/**
 * Safe areas per aspect. Vertical formats keep clear of the platform's own overlays
 * (status bar on top; caption, buttons and handle at the bottom and right of Reels/TikTok/Shorts).
 */
import type { Palette } from '../ports';
import type { ArtStyle, Aspect } from '../spec';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The frame a drawn scene paints into: size, rate, safe content area and look. */
export interface SceneCanvas {
  palette: Palette;
  artStyle: ArtStyle;
  width: number;
  height: number;
  fps: number;
  content: Box;
}

export interface SafeAreas {
  /** Where headline text and graphics go. */
  content: Box;
  /** Where burned-in captions go. */
  caption: Box;
  /** Where the brand logo sits. */
  logo: Box;
}

interface Margins {
  top: number;
  bottom: number;
  side: number;
  captionTop: number;
  captionBottom: number;
}

const MARGINS: Record<Aspect, Margins> = {
  '9:16': { top: 0.1, bottom: 0.36, side: 0.08, captionTop: 0.66, captionBottom: 0.8 },
  '3:4': { top: 0.08, bottom: 0.3, side: 0.07, captionTop: 0.72, captionBottom: 0.86 },
  '4:5': { top: 0.08, bottom: 0.3, side: 0.07, captionTop: 0.72, captionBottom: 0.87 },
  '1:1': { top: 0.08, bottom: 0.28, side: 0.07, captionTop: 0.74, captionBottom: 0.9 },
  '4:3': { top: 0.08, bottom: 0.26, side: 0.07, captionTop: 0.76, captionBottom: 0.91 },
  '16:9': { top: 0.08, bottom: 0.24, side: 0.07, captionTop: 0.77, captionBottom: 0.92 },
};

export function safeAreas(aspect: Aspect, width: number, height: number, withCaptions: boolean): SafeAreas {
  const m = MARGINS[aspect];
  const side = Math.round(width * m.side);
  const logoSize = Math.round(Math.min(width, height) * 0.14);
  const logo = { x: width - side - logoSize, y: Math.round(height * m.top * 0.5), w: logoSize, h: Math.round(logoSize * 0.5) };
  // Content starts below the logo so the two never overlap.
  const top = Math.max(Math.round(height * m.top), logo.y + logo.h + Math.round(height * 0.02));
  // Without captions the content may use the caption band too.
  const bottom = Math.round(height * (withCaptions ? m.bottom : 1 - m.captionBottom));
  return {
    content: { x: side, y: top, w: width - 2 * side, h: height - top - bottom },
    caption: {
      x: side,
      y: Math.round(height * m.captionTop),
      w: width - 2 * side,
      h: Math.round(height * (m.captionBottom - m.captionTop)),
    },
    logo,
  };
}
