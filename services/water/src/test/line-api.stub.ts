import http from 'node:http';

export interface LineRequest {
  authorization: string;
  retryKey: string;
  body: { to: string; messages: { type: string; text: string }[] };
}

/** The LINE Messaging API's push endpoint (POST /v2/bot/message/push), as its reference documents it. */
export class LineApiStub {
  readonly requests: LineRequest[] = [];
  answers: number[] = [];

  private constructor(private readonly server: http.Server, readonly base: string) {}

  static async start(): Promise<LineApiStub> {
    let stub: LineApiStub | null = null;
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v2/bot/message/push' || !/^application\/json/.test(String(req.headers['content-type']))) {
          res.statusCode = 404;
          res.end('{"message":"Not found"}');
          return;
        }
        stub!.requests.push({
          authorization: String(req.headers.authorization ?? ''), retryKey: String(req.headers['x-line-retry-key'] ?? ''),
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.statusCode = stub!.answers.shift() ?? 200;
        res.setHeader('content-type', 'application/json');
        res.end(res.statusCode === 200 ? '{"sentMessages":[{"id":"1","quoteToken":"q"}]}' : '{"message":"error"}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    stub = new LineApiStub(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    return stub;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}
