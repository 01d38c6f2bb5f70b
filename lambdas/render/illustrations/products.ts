/**
 * Products adverts name that the illustration set lacks or draws as something else (a water bottle
 * read as a lotion bottle, a coffee grinder as a cup of coffee, coffee beans as kidney beans): a heap
 * of roasted coffee beans, a coffee grinder with the same beans in its
 * hopper and grounds in its bin, an insulated water bottle, a desk lamp casting warm light, a dog's
 * bed (never a person's), and a
 * product box, the hero of a product the engine cannot picture (never another thing in its place);
 * skincare and beauty products as their own kinds (beauty-products.ts); an electric scooter (e-scooter.ts);
 * toothbrushes, a hairdryer and a speaker (household-goods.ts); fish and chips on their paper, never a tropical fish (chip-shop.ts).
 * Flat, rounded, lit from the upper left like the set, in the brand's accent; each drawn centred
 * in a square box (the layout's default proportion for a drawn picture).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { DARK, STEEL, STEEL_LIGHT } from './appliances';
import { BEAUTY_PRODUCTS, drawBeautyProduct, type BeautyProduct } from './beauty-products';
import { drawEScooter } from './e-scooter';
import { drawFishAndChips } from './chip-shop';
import { drawPetFoodBag } from './pet-shop';
import { drawHouseholdGood, HOUSEHOLD_GOODS, type HouseholdGood } from './household-goods';
import { fill as shape } from './room-props';

export const PRODUCTS = ['coffee-beans', 'grinder', 'water-bottle', 'desk-lamp', 'dog-bed', 'product-box', 'e-scooter', ...BEAUTY_PRODUCTS, ...HOUSEHOLD_GOODS, 'fish-and-chips', 'pet-food-bag'] as const;
export type Product = (typeof PRODUCTS)[number];

export function isProduct(picture: string): picture is Product {
  return (PRODUCTS as readonly string[]).includes(picture);
}

const BEAN = '#6b3d22';
const GROUNDS = '#4a2a17';
const GLASS = 'rgba(220,235,245,0.55)';
const SHINE = 'rgba(255,255,255,0.35)';

/** Draws the product to fill w × h; `accent` is the brand colour. */
export function drawProduct(ctx: SKRSContext2D, product: Product, w: number, h: number, accent: string): void {
  if ((BEAUTY_PRODUCTS as readonly string[]).includes(product)) return drawBeautyProduct(ctx, product as BeautyProduct, w, h, accent);
  if ((HOUSEHOLD_GOODS as readonly string[]).includes(product)) return drawHouseholdGood(ctx, product as HouseholdGood, w, h, accent);
  switch (product) {
    case 'fish-and-chips': {
      drawFishAndChips(ctx, w, h, accent);
      return;
    }
    case 'pet-food-bag': {
      drawPetFoodBag(ctx, w, h, accent);
      return;
    }
    case 'e-scooter': {
      drawEScooter(ctx, w, h, accent);
      return;
    }
    case 'coffee-beans': {
      beanHeap(ctx, w, h, 0.94, 3, [0.44, 0.2], 0.06);
      return;
    }
    case 'grinder': {
      // A clear hopper of beans on top, the body with its dial, the grounds bin in front, the base.
      shape(ctx, GLASS, () => {
        ctx.moveTo(w * 0.22, h * 0.06);
        ctx.lineTo(w * 0.78, h * 0.06);
        ctx.lineTo(w * 0.68, h * 0.34);
        ctx.lineTo(w * 0.32, h * 0.34);
        ctx.closePath();
      });
      beanHeap(ctx, w, h, 0.31, 5, [0.15, 0.21], 0.032);
      shape(ctx, DARK, () => ctx.roundRect(w * 0.2, h * 0.02, w * 0.6, h * 0.05, w * 0.02));
      shape(ctx, accent, () => ctx.roundRect(w * 0.27, h * 0.33, w * 0.46, h * 0.62, w * 0.06));
      shape(ctx, mix(accent, '#ffffff', 0.22), () => ctx.roundRect(w * 0.29, h * 0.35, w * 0.05, h * 0.56, w * 0.025));
      shape(ctx, STEEL, () => ctx.arc(w * 0.5, h * 0.44, w * 0.065, 0, Math.PI * 2));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.495, h * 0.385, w * 0.01, h * 0.04, w * 0.005));
      // The bin, half full of fresh grounds.
      shape(ctx, 'rgba(40,30,25,0.45)', () => ctx.roundRect(w * 0.34, h * 0.58, w * 0.32, h * 0.3, w * 0.03));
      shape(ctx, GROUNDS, () => {
        ctx.moveTo(w * 0.35, h * 0.87);
        ctx.lineTo(w * 0.35, h * 0.74);
        ctx.quadraticCurveTo(w * 0.5, h * 0.68, w * 0.65, h * 0.74);
        ctx.lineTo(w * 0.65, h * 0.87);
        ctx.closePath();
      });
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.37, h * 0.6, w * 0.03, h * 0.24, w * 0.015));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.24, h * 0.93, w * 0.52, h * 0.07, w * 0.03));
      return;
    }
    case 'water-bottle': {
      // Cap with its carry loop, the steel shoulder, the body in the brand's colour with a lighter band.
      ctx.strokeStyle = DARK;
      ctx.lineWidth = w * 0.035;
      ctx.beginPath();
      ctx.ellipse(w * 0.5, h * 0.06, w * 0.09, h * 0.045, 0, Math.PI, Math.PI * 2);
      ctx.stroke();
      shape(ctx, DARK, () => ctx.roundRect(w * 0.4, h * 0.06, w * 0.2, h * 0.1, w * 0.03));
      shape(ctx, STEEL, () => {
        ctx.moveTo(w * 0.41, h * 0.15);
        ctx.lineTo(w * 0.59, h * 0.15);
        ctx.quadraticCurveTo(w * 0.66, h * 0.17, w * 0.66, h * 0.26);
        ctx.lineTo(w * 0.34, h * 0.26);
        ctx.quadraticCurveTo(w * 0.34, h * 0.17, w * 0.41, h * 0.15);
      });
      shape(ctx, accent, () => ctx.roundRect(w * 0.34, h * 0.25, w * 0.32, h * 0.74, w * 0.07));
      shape(ctx, mix(accent, '#ffffff', 0.45), () => ctx.rect(w * 0.34, h * 0.52, w * 0.32, h * 0.1));
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.38, h * 0.3, w * 0.04, h * 0.62, w * 0.02));
      shape(ctx, mix(accent, '#000000', 0.25), () => ctx.roundRect(w * 0.34, h * 0.95, w * 0.32, h * 0.04, w * 0.02));
      return;
    }
    case 'desk-lamp': {
      // Warm light falling from the shade, then the base, the two arms and the shade itself.
      const glow = ctx.createRadialGradient(w * 0.7, h * 0.62, 0, w * 0.7, h * 0.62, w * 0.42);
      glow.addColorStop(0, 'rgba(255,214,130,0.55)');
      glow.addColorStop(1, 'rgba(255,214,130,0)');
      shape(ctx, glow, () => {
        ctx.moveTo(w * 0.62, h * 0.3);
        ctx.lineTo(w * 0.86, h * 0.3);
        ctx.lineTo(w * 1.0, h * 0.96);
        ctx.lineTo(w * 0.42, h * 0.96);
        ctx.closePath();
      });
      shape(ctx, DARK, () => ctx.ellipse(w * 0.26, h * 0.94, w * 0.2, h * 0.05, 0, 0, Math.PI * 2));
      shape(ctx, accent, () => ctx.ellipse(w * 0.26, h * 0.92, w * 0.18, h * 0.04, 0, 0, Math.PI * 2));
      ctx.strokeStyle = accent;
      ctx.lineCap = 'round';
      ctx.lineWidth = w * 0.045;
      ctx.beginPath();
      ctx.moveTo(w * 0.26, h * 0.9);
      ctx.lineTo(w * 0.38, h * 0.42);
      ctx.lineTo(w * 0.66, h * 0.18);
      ctx.stroke();
      shape(ctx, STEEL_LIGHT, () => ctx.arc(w * 0.38, h * 0.42, w * 0.035, 0, Math.PI * 2));
      shape(ctx, mix(accent, '#000000', 0.2), () => {
        ctx.moveTo(w * 0.6, h * 0.12);
        ctx.lineTo(w * 0.76, h * 0.1);
        ctx.lineTo(w * 0.9, h * 0.3);
        ctx.lineTo(w * 0.58, h * 0.34);
        ctx.closePath();
      });
      shape(ctx, '#fff3c4', () => ctx.ellipse(w * 0.74, h * 0.32, w * 0.15, h * 0.025, -0.12, 0, Math.PI * 2));
      return;
    }
    case 'dog-bed': {
      // Low and wide, seen a little from above: the padded wall all round in the brand's colour, the cushion sunk inside it.
      const [cx, top, bottom, rx, ry] = [w * 0.5, h * 0.58, h * 0.82, w * 0.48, h * 0.16];
      shape(ctx, mix(accent, '#000000', 0.25), () => {
        ctx.ellipse(cx, bottom, rx, ry, 0, 0, Math.PI);
        ctx.lineTo(cx - rx, top);
        ctx.ellipse(cx, top, rx, ry, 0, Math.PI, 0, true);
        ctx.closePath();
      });
      shape(ctx, accent, () => ctx.ellipse(cx, top, rx, ry, 0, 0, Math.PI * 2));
      shape(ctx, mix(accent, '#000000', 0.12), () => ctx.ellipse(cx, top + h * 0.01, rx * 0.74, ry * 0.62, 0, 0, Math.PI * 2));
      shape(ctx, mix(accent, '#ffffff', 0.6), () => ctx.ellipse(cx, top + h * 0.04, rx * 0.66, ry * 0.45, 0, 0, Math.PI * 2));
      shape(ctx, SHINE, () => ctx.ellipse(cx - rx * 0.55, top - ry * 0.55, rx * 0.22, ry * 0.18, -0.25, 0, Math.PI * 2));
      return;
    }
    case 'product-box': {
      // A box seen from a little above and to the left: its top, its front in the brand's colour with a label band, its side in shade.
      const [x0, x1, x2, y0, y1, y2] = [0.14, 0.7, 0.86, 0.04, 0.16, 0.98];
      shape(ctx, mix(accent, '#ffffff', 0.35), () => {
        ctx.moveTo(w * x0, h * y1);
        ctx.lineTo(w * (x0 + x2 - x1), h * y0);
        ctx.lineTo(w * x2, h * y0);
        ctx.lineTo(w * x1, h * y1);
        ctx.closePath();
      });
      shape(ctx, mix(accent, '#000000', 0.3), () => {
        ctx.moveTo(w * x1, h * y1);
        ctx.lineTo(w * x2, h * y0);
        ctx.lineTo(w * x2, h * (y2 - (y1 - y0)));
        ctx.lineTo(w * x1, h * y2);
        ctx.closePath();
      });
      shape(ctx, accent, () => ctx.rect(w * x0, h * y1, w * (x1 - x0), h * (y2 - y1)));
      shape(ctx, '#ffffff', () => ctx.rect(w * x0, h * 0.5, w * (x1 - x0), h * 0.2));
      shape(ctx, accent, () => ctx.arc(w * 0.27, h * 0.6, h * 0.065, 0, Math.PI * 2));
      shape(ctx, mix(accent, '#ffffff', 0.5), () => ctx.roundRect(w * 0.37, h * 0.565, w * 0.26, h * 0.03, h * 0.015));
      shape(ctx, mix(accent, '#ffffff', 0.7), () => ctx.roundRect(w * 0.37, h * 0.615, w * 0.18, h * 0.025, h * 0.012));
      shape(ctx, SHINE, () => ctx.rect(w * x0, h * y1, w * 0.04, h * (y2 - y1)));
      return;
    }
  }
}

/**
 * Roasted coffee beans in `rows` rows from `base` (a share of h) up, each row reaching from the centre the
 * share of w either side that `[bottom, top]` sets (a hopper widens upward, a heap narrows), each bean
 * `bean` of w long: dark brown with its crease.
 */
function beanHeap(ctx: SKRSContext2D, w: number, h: number, base: number, rows: number, [bottom, top]: [number, number], bean: number): void {
  const [bw, bh] = [w * bean, h * bean * 0.7];
  for (let row = 0; row < rows; row++) {
    const y = h * base - row * bh * 2;
    const span = bottom + ((top - bottom) * row) / Math.max(1, rows - 1);
    for (let x = 0.5 - span + bean; x <= 0.5 + span - bean; x += bean * 2) {
      const bx = w * (x + (row % 2) * bean);
      shape(ctx, mix(BEAN, '#000000', (row * 7 + Math.round(x * 100)) % 3 === 0 ? 0.2 : 0), () => ctx.ellipse(bx, y, bw, bh, 0.5, 0, Math.PI * 2));
      ctx.strokeStyle = GROUNDS;
      ctx.lineWidth = Math.max(1, bw * 0.18);
      ctx.beginPath();
      ctx.moveTo(bx - bw * 0.55, y - bh * 0.35);
      ctx.lineTo(bx + bw * 0.55, y + bh * 0.35);
      ctx.stroke();
    }
  }
}
