// Compares two V8 heap snapshots by constructor (what DevTools' "Comparison" view shows): count and
// self size of each (type, name) group in both, sorted by growth. For bench:load's
// BENCH_HEAPSNAPSHOT_DIR snapshots:
//   npx tsx scripts/bench/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]
import fs from 'node:fs';

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

function groups(file: string) {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const out = new Map<string, { count: number; size: number }>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + iType]];
    let name = snap.strings[snap.nodes[i + iName]];
    // Strings, numbers and code are grouped by type; objects and closures by constructor name.
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string' || type === 'number' || type === 'code' || type === 'hidden') name = '';
    else if (name.length > 60) name = `${name.slice(0, 57)}…`;
    const key = `${type}:${name}`;
    const g = out.get(key) ?? { count: 0, size: 0 };
    g.count++;
    g.size += snap.nodes[i + iSize];
    total += snap.nodes[i + iSize];
    out.set(key, g);
  }
  return { out, total };
}

const [a, b, rows = '30'] = process.argv.slice(2);
const before = groups(a);
const after = groups(b);
const keys = new Set([...before.out.keys(), ...after.out.keys()]);
const diff = [...keys].map((k) => {
  const x = before.out.get(k) ?? { count: 0, size: 0 };
  const y = after.out.get(k) ?? { count: 0, size: 0 };
  return { k, count: y.count - x.count, size: y.size - x.size, countAfter: y.count, sizeAfter: y.size };
});
// Largest growth first, then the largest shrinking, then the largest groups as they stand.
diff.sort((p, q) => q.size - p.size);
const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
console.log(`total self size: ${mb(before.total)} MB → ${mb(after.total)} MB`);
console.log('| group (type:constructor) | Δ count | Δ self MB | count after | self MB after |');
console.log('|---|--:|--:|--:|--:|');
const row = (d: (typeof diff)[number]) => console.log(`| ${d.k} | ${d.count} | ${mb(d.size)} | ${d.countAfter} | ${mb(d.sizeAfter)} |`);
const n = Number(rows);
diff.slice(0, n).forEach(row);
console.log('| **shrinking most** | | | | |');
diff.slice(-Math.ceil(n / 3)).reverse().forEach(row);
console.log('| **largest after** | | | | |');
[...diff].sort((p, q) => q.sizeAfter - p.sizeAfter).slice(0, n).forEach(row);
