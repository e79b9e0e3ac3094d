/** Every service reads the time from one of these, so tests can set it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
