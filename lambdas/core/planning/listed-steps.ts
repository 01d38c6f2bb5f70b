import { isInstruction } from './step-pictures';

/**
 * "then check the allergen chart, use clean utensils, and finally …": a list of instructions inside
 * one step of a first/then/finally sequence is as many steps. Each item must be an instruction of
 * its own (an English verb before its object, a French "-ez" verb, a German verb before "Sie"), so
 * "add milk, sugar and eggs" or "Wash your hands, using warm water" stay one step.
 */
export function listedSteps(step: string): string[] {
  const items = step.replace(/(?:[\s,;]+(?:and|et|und|y|e|en)?)+$/u, '').split(/\s*[,;]\s+(?:and\s+|et\s+|und\s+)?/u).map((s) => s.trim()).filter(Boolean);
  return items.length >= 2 && items.every(isOwnInstruction) ? items : [step];
}

function isOwnInstruction(item: string): boolean {
  const [first, second] = item.split(/\s+/u);
  if (second === undefined) return false;
  return isInstruction(item) || (/^\p{L}{3,}ez$/u.test(first!) && !/^(?:chez|assez)$/iu.test(first!)) || /^(?:sie)$/iu.test(second);
}
