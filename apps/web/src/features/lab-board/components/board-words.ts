/** 'NEGATIVES_RETURNED' -> 'Negatives returned', 'SUPER_NICE' -> 'Super nice'. */
export function words(value: string): string {
  const text = value.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
