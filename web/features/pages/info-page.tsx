export function InfoPage({ slug }: { slug: string }) {
  return <h1>{slug}</h1>;
}
