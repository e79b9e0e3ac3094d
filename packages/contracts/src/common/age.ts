import { isValidIsoDate, todayIsoDate } from './dates.ts';

/** Whole years between a YYYY-MM-DD birth date and today (clinic time), or undefined for no valid past date. */
export function ageFromBirthDate(birthDate: string, today: string = todayIsoDate()): number | undefined {
  if (!isValidIsoDate(birthDate) || birthDate > today) return undefined;
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}
