export default function HomePage() {
  return <h1>Civic Connect</h1>;
}
