/** A photo carried along a walk (`walk_talk`): two steps a second, the picture rising and rolling a little on each. */
export function walkSway(t: number, height: number): { bob: number; roll: number } {
  return { bob: Math.abs(Math.sin(t * Math.PI * 2)) * height * 0.012, roll: Math.sin(t * Math.PI * 1.8) * 0.008 };
}
