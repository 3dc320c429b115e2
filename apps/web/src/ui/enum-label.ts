/** An enumeration value as words: 'SERVICE_ADD_ON' -> 'Service add-on', 'NEGATIVES_RETURNED' -> 'Negatives returned'. */
export function enumLabel(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace('add on', 'add-on');
}
