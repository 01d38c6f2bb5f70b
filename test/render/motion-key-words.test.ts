import { describe, expect, it } from 'vitest';
import { keyWords } from '../../lambdas/render/motion/copy';

const keys = (text: string) => [...keyWords(text.split(' '))].map((i) => text.split(' ')[i]);

describe('key words set in the accent', () => {
  it('are the figures that sell: prices, counts, shares, hours', () => {
    expect(keys('First assessment £35 this month')).toEqual(['£35']);
    expect(keys('Over 2,500 patients back to running')).toEqual(['2,500']);
    expect(keys('Open 24 Hours')).toEqual(['24']);
    expect(keys('Top 10 tips')).toEqual(['10']);
  });

  it('never a house number, before or after the street', () => {
    expect(keys('Call to book — 12 Quay Street, Bristol')).not.toContain('12');
    expect(keys('Visítanos en Calle Mayor 14')).not.toContain('14');
    expect(keys('Besuchen Sie uns: Hauptstraße 5')).not.toContain('5');
    expect(keys('20% off at 8 Mill Road')).toEqual(['20%']);
  });
});
