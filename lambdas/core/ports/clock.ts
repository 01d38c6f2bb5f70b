/** Port: the time; tests drive it to check windows and timeouts at their edges. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
