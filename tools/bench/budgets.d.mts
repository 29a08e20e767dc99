export interface Budgets {
  /** First-load JavaScript in kB (gzip, as transferred) per route. */
  jsKb: Record<string, number>;
  /** The HTML document in kB (gzip) per route. */
  documentKb: Record<string, number>;
}
export interface RouteSize {
  route: string;
  jsKb?: number;
  documentKb?: number;
  /** The record chunks' kB (content, not code): reported, never against a budget. */
  recordKb?: number;
}
export const budgetFile: string;
export function readBudgets(file?: string): Promise<Budgets>;
export function budgetFor(table: Record<string, number>, route: string): number | undefined;
export function scriptKb(requests: readonly { resourceType?: string; url?: string; transferSize?: number }[]): number;
export function recordKb(requests: readonly { resourceType?: string; url?: string; transferSize?: number }[]): number;
export function documentKb(html: string | Uint8Array): number;
export function overBudget(measured: readonly RouteSize[], budgets: Budgets): string[];
