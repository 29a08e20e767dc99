/** "$3", "$3.50", "$22": whole dollars without cents, others with two decimals. */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}
