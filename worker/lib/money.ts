/**
 * Money in whole cents. Prices and balances are stored as SQLite REALs (the reference shop's
 * columns), but every sum, discount and balance change is worked out in integer cents, so a total
 * is never off by a float's rounding.
 */
export type Cents = number;

export const toCents = (amount: number): Cents => Math.round(amount * 100);
export const fromCents = (cents: Cents): number => cents / 100;

/** A percentage of an amount, rounded to the cent. */
export const percentOf = (cents: Cents, percent: number): Cents => Math.round((cents * percent) / 100);

/** Whether a number has at most two decimals (an amount a person can type). */
export const hasCents = (amount: number) => Math.abs(toCents(amount) - amount * 100) < 1e-6;
