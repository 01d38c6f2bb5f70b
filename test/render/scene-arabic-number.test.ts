/**
 * Arabic prompts: a noun with its article or a clinging preposition is still one ("النادل" is
 * one waiter, not three); a sound plural's ending or a broken plural ("ضيوف", "أطفال") is many.
 */
import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

const countOf = (prompt: string, concept: string) => parsePrompt(prompt).things.find((t) => t.concept === concept)?.count;

describe('Arabic: how many people a prompt names', () => {
  it.each([
    ['النادل يقدم القهوة للضيف', 'barista', 1],
    ['النادل يقدم القهوة للضيف', 'customer', 1],
    ['الطبيبة تفحص المريض', 'doctor', 1],
    ['المعلمة تشرح الدرس للطلاب', 'teacher', 1],
    ['المعلمة تشرح الدرس للطلاب', 'student', 3],
    ['نادل يقدم القهوة العربية لضيوف على الشرفة', 'customer', 3],
    ['أطفال يرسمون مع المعلمة', 'child', 3],
    ['الممرضات في المستشفى', 'nurse', 3],
    ['زبائن في المقهى', 'customer', 3],
  ] as const)('%s: %s × %i', (prompt, concept, count) => {
    expect(countOf(prompt, concept)).toBe(count);
  });

  it('a balcony terrace (الشرفة) is the terrace', () => {
    expect(parsePrompt('نادل يقدم القهوة لضيوف على الشرفة').setting).toBe('terrace');
  });
});
