/**
 * Lines that ask the viewer to come, and lines that take leave of them (issue 23), in the
 * languages the planner writes, the brief's own and the planner's (phrases.ts comeBy,
 * trade-lines.ts): a video says farewell last, at its close, and never invites twice in a row
 * ("Come and see us." over one scene, "Visit us today." over the next). Pure string work; never
 * throws.
 */

/** "See you soon.", "À très bientôt !", "またのお越しをお待ちしております。": leave taken of the viewer. */
const FAREWELL =
  /^[¡¿]?\s*(?:see you(?: again)? soon|see you (?:there|next time)|until next time|(?:à )?(?:très )?bientôt|à la prochaine|au plaisir de vous revoir|bis bald|auf wiedersehen|bis zum nächsten mal|hasta pronto|hasta la próxima|nos vemos pronto|a presto|alla prossima|até breve|até à próxima|até a próxima|tot (?:ziens|snel|gauw))(?![\p{L}])|またのお越し|またお会いしましょう|またお越しください|またのご来店|نراكم قريب|फिर मिलेंगे|फिर आइए|जल्द मिलते/iu;

/** "Come and see us.", "Venez nous voir.", "Kommen Sie vorbei!", "ぜひお越しください。": the viewer asked to come. */
const INVITATION =
  /^[¡¿]?\s*(?:come (?:and see|visit|in|by|say)|visit us|drop (?:in|by)|pop in|stop by|we(?: would|['’]d) love to see you|we look forward to (?:seeing|welcoming) you|venez|passez nous|rendez-nous visite|nous vous attendons|kommen sie|besuchen sie uns|wir freuen uns auf (?:sie|ihren besuch)|ven a|ven y|pasa a|visítanos|te esperamos|os esperamos|vieni a|passa a|ti aspettiamo|venha|visite-nos|esperamos por você|kom (?:gerust|langs|eens)|wij verwachten u|we zien je graag)(?![\p{L}])|お越しください|お立ち寄りください|お待ちしています|お待ちしております|ご来店をお待ち|ننتظر زيارتكم|بانتظاركم|בואו לבקר|방문해 주세요|ज़रूर आइए|आइए और|इंतज़ार कर रहे|แวะมา|欢迎光临|歡迎光臨|sizi bekliyoruz/iu;

export function isFarewell(line: string): boolean {
  return FAREWELL.test(line.trim());
}

export function isInvitation(line: string): boolean {
  return INVITATION.test(line.trim());
}
