/**
 * A shot list under its label, in every language the planner reads (issue 23): "Shots: a mechanic
 * truing a wheel; a rider setting off along the harbour", "Planos: …", "Szenen: …", "ショット：①… ②…",
 * "镜头：…；…", "장면: …; …", "اللقطات: …؛ …", "दृश्य: …; …". Its items are pictures to show, never
 * lines to say. Pure string work; never throws.
 */

/** Words that label a list of shots: shots, scenes, visuals, footage, in each language. */
const SHOT_LABEL =
  /^(?:shots?|shot list|scenes?|visuals?|footage|b-roll|planos?|escenas?|tomas|szenen|bilder|einstellungen|aufnahmen|plans?|scènes?|images|inquadrature|scene|riprese|cenas|tomadas|imagens|beelden|scènes|çekimler|sahneler|צילומים|סצנות|ショット|シーン|カット|映像|镜头|鏡頭|画面|场景|場景|장면|컷|اللقطات|لقطات|المشاهد|मुख्य दृश्य|दृश्य|शॉट्स|ภาพ|ฉาก)\s*[:：]\s*(.+?)[.。।]?$/iu;

/** Between two shots: a semicolon in any script, or a circled or bracketed number. */
const BETWEEN = /\s*[;；؛]\s*|\s*(?:[①-⑫]|\(\d{1,2}\)|(?<=\s|^)\d{1,2}[.)](?=\s))\s*/u;

/** "Shots: a; b; c" → ["a", "b", "c"]; undefined when the sentence labels no shot list. */
export function labelledShots(sentence: string): string[] | undefined {
  const list = SHOT_LABEL.exec(sentence.trim())?.[1];
  const shots = list?.split(BETWEEN).map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
  return shots && shots.length > 0 ? shots : undefined;
}
