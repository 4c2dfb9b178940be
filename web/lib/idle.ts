// Work a first paint does not need (the service worker's registration) waits for the main thread
// to be idle, one piece per idle period: a phone's first load runs as several short tasks
// instead of one long one (issue 13, Total Blocking Time). Not for anything the server renders
// (docs/decisions/0031): the browser's first render must keep those elements.

type Job = { run: () => void; cancelled: boolean };
const queue: Job[] = [];
let scheduled = false;

const requestIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50);

function pump() {
  scheduled = false;
  let job = queue.shift();
  while (job?.cancelled) job = queue.shift();
  job?.run();
  if (queue.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  requestIdle(pump);
}

/** Runs `run` in a later idle period, after what was queued before it; returns a cancel. */
export function whenIdle(run: () => void): () => void {
  const job: Job = { run, cancelled: false };
  queue.push(job);
  schedule();
  return () => {
    job.cancelled = true;
  };
}
