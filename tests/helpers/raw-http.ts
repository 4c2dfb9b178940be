import net from 'node:net';

// HTTP/1.1 spoken by hand over a real socket, for what fetch cannot do: send headers and never
// the body, dribble a body a byte at a time, or keep writing after the server has answered.

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; closed: boolean };

export type RawRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent right after the headers (unless dribbled). */
  body?: Buffer | string;
  /** Send the body one byte every `dribbleMs` instead. */
  dribbleMs?: number;
};

/** Sends one request and resolves with the answer once it is complete (the socket is closed after). */
export function rawRequest(port: number, req: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      const answer = parse(Buffer.concat(chunks), closed);
      if (!answer) return;
      done = true;
      clearInterval(timer);
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      finish(false);
    });
    // The server may close while we are still writing (a refused body): that is an answer, not a failure.
    socket.on('error', () => finish(true));
    socket.on('close', () => {
      finish(true);
      if (!done) reject(new Error(`connection closed without a complete answer: ${Buffer.concat(chunks).toString().slice(0, 200)}`));
    });
    const head = [`${req.method ?? 'POST'} ${req.path} HTTP/1.1`, 'host: 127.0.0.1', ...Object.entries(req.headers ?? {}).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
    socket.write(head);
    const body = typeof req.body === 'string' ? Buffer.from(req.body) : req.body;
    if (!body) return;
    if (req.dribbleMs === undefined) {
      socket.write(body, () => {});
      return;
    }
    let at = 0;
    timer = setInterval(() => {
      if (at >= body.length || socket.destroyed) return clearInterval(timer);
      socket.write(body.subarray(at, at + 1));
      at++;
    }, req.dribbleMs);
  });
}

/** The answer in `raw` if it is complete (by Content-Length, or the socket closing), else null. */
function parse(raw: Buffer, closed: boolean): RawAnswer | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  const body = raw.subarray(end + 4);
  const length = headers['content-length'] === undefined ? null : Number(headers['content-length']);
  if (length === null ? !closed : body.length < length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length ?? body.length).toString('utf8'), closed };
}
