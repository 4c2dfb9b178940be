/** Lower case, accents removed, punctuation to spaces: "Saint-Étienne" → "saint etienne". */
export function normalisePlace(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
