// What the web measurements share: the median and the printed report.
import { test } from '@playwright/test';

/** The middle value. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Prints a measurement and attaches it to the test's report. */
export function report(text: string): void {
  console.log(text);
  test.info().annotations.push({ type: 'measurement', description: text });
}
