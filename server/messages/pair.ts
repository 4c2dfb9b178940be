/** A pair of members as conversations and connections store it: the smaller id first (uuids compare as lower-case text). */
export function orderedPair(a: string, b: string): [string, string] {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? [x, y] : [y, x];
}
