/**
 * Wave 60: a tennis or golf lesson had no picture nor place: "a tennis coach with a pupil on the court" was a coach and a
 * student standing behind a gym's counter. Now a tennis lesson is the coach behind the pupil's forehand on a court, a
 * golf lesson the coach across the teed ball from the pupil on a fairway before the green, in every language; a
 * tennis club or a golf course named alone shows its lesson.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { TENNIS_BALL } from '../../lambdas/render/illustrations/sport-lessons';
import { bodyPixelsNear, paintedPlace } from '../support/pixel-counts';

const LESSONS: [prompt: string, setting: string, pose: string][] = [
  ['A tennis coach with a pupil on the court', 'tennis-court', 'tennis-lesson'],
  ['Tennis lessons for beginners at the club', 'tennis-court', 'tennis-lesson'],
  ['A tennis club in the sun', 'tennis-court', 'tennis-lesson'],
  ['Clases de tenis en la pista del club', 'tennis-court', 'tennis-lesson'],
  ['Cours de tennis avec un moniteur de tennis', 'tennis-court', 'tennis-lesson'],
  ['Tennisstunde mit der Tennistrainerin', 'tennis-court', 'tennis-lesson'],
  ['Lezione di tennis al circolo', 'tennis-court', 'tennis-lesson'],
  ['Aulas de ténis no clube', 'tennis-court', 'tennis-lesson'],
  ['Tennisles op de tennisbaan', 'tennis-court', 'tennis-lesson'],
  ['A golf pro giving a lesson on the driving range', 'golf-course', 'golf-lesson'],
  ['Golfstunde auf dem Golfplatz', 'golf-course', 'golf-lesson'],
  ['Una clase de golf en el campo de golf', 'golf-course', 'golf-lesson'],
  ['Un cours de golf sur le parcours', 'golf-course', 'golf-lesson'],
  ['Lezione di golf con il maestro', 'golf-course', 'golf-lesson'],
  ['Aula de golfe no campo de golfe', 'golf-course', 'golf-lesson'],
  ['Golfles op de golfbaan', 'golf-course', 'golf-lesson'],
];

describe('tennis and golf lessons are drawn on the court and the course', () => {
  it.each(LESSONS)('%s', (prompt, setting, pose) => {
    const { scene } = composeScene(prompt);
    expect(scene.setting).toBe(setting);
    expect(scene.pose).toBe(pose);
    // The coach's picture, the pupil in it; no trainers drawn beside them for "tenis", "tennis".
    expect(scene.things.filter((t) => t.concept !== 'coach' && t.concept !== 'teacher')).toEqual([]);
  });
});

describe("the lessons' pictures and places", () => {
  it('the tennis lesson has its rackets and balls: the ball at the pupil’s strings, the basket of balls', async () => {
    expect(await bodyPixelsNear('body:tennis-lesson:polo@120', TENNIS_BALL)).toBeGreaterThan(150);
  });

  it('the golf lesson has the ball on its tee between them', async () => {
    expect(await bodyPixelsNear('body:golf-lesson:polo@120', '#ffffff')).toBeGreaterThan(15);
  });

  it("a tennis court's surface and a golf course's fairway", () => {
    const blue = (setting: 'tennis-court' | 'golf-course', hex: string) => {
      const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
      const data = paintedPlace(setting).layers.at(-1)!.picture.getContext('2d').getImageData(0, 0, 540, 960).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12) n++;
      return n;
    };
    expect(blue('tennis-court', '#3f72a8')).toBeGreaterThan(20000);
    expect(blue('golf-course', '#6fb35a') + blue('golf-course', '#7cc066')).toBeGreaterThan(40000);
  });
});
