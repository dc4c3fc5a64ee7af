import type { IncomingMessage } from 'node:http';

export type BodyResult = { kind: 'ok'; text: string } | { kind: 'too_large' } | { kind: 'timeout' } | { kind: 'closed' };

/**
 * The request body as text, at most `maxBytes` (a declared Content-Length over it is refused before
 * a byte is read), and given up when no byte arrives for `idleMs` (headers sent and no body, or a
 * body that stalls). Stops reading as soon as the answer is known; the caller answers and closes.
 */
export function readBody(req: IncomingMessage, maxBytes: number, idleMs: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ kind: 'too_large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Timeout;
    const finish = (result: BodyResult) => {
      clearTimeout(timer);
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('close', onClose);
      resolve(result);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish({ kind: 'timeout' }), idleMs);
    };
    const onData = (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) return finish({ kind: 'too_large' });
      chunks.push(c);
      return arm();
    };
    const onEnd = () => finish({ kind: 'ok', text: Buffer.concat(chunks).toString('utf8') });
    const onClose = () => finish({ kind: 'closed' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.on('error', () => undefined);
    arm();
  });
}
