import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

const DAY = 24 * 60 * 60;

/**
 * A local stand-in for PAY.JP's HTTP API (the subset the adapter uses), answering in PAY.JP's
 * shapes: form-encoded requests, Basic auth with the secret key, `{ error: { type, code, status } }`.
 * Tokens: tok_ok succeeds; tok_declined is refused when the subscription charges (card_declined);
 * tok_3ds failed 3-D Secure; tok_used was used before; anything else does not exist.
 */
export class PayjpStub {
  readonly requests: StubRequest[] = [];
  secretKey = 'sk_test_inasaku';
  /** Answer every request with 500, as during an outage. */
  failing = false;
  private server: Server | null = null;
  private customers = new Map<string, string>();
  private seq = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  reset(): void {
    this.requests.length = 0;
    this.customers.clear();
    this.seq = 0;
    this.failing = false;
    this.secretKey = 'sk_test_inasaku';
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = Object.fromEntries(new URLSearchParams(body));
    const path = (req.url ?? '').split('?')[0];
    this.requests.push({
      method: req.method ?? '', path, authorization: req.headers.authorization, idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      contentType: req.headers['content-type'], form,
    });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const error = (status: number, type: string, code: string, param?: string) =>
      send(status, { error: { type, code, status, message: code, ...(param ? { param } : {}) } });

    if (this.failing) return error(500, 'server_error', 'pg_wrong');
    if (req.headers.authorization !== `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`) {
      return error(401, 'auth_error', 'invalid_api_key');
    }
    const now = Math.floor(Date.now() / 1000);
    if (req.method === 'POST' && path === '/v1/customers') {
      switch (form.card) {
        case 'tok_ok':
        case 'tok_declined': {
          const id = `cus_${++this.seq}`;
          this.customers.set(id, form.card);
          return send(200, { id, object: 'customer', email: form.email, created: now, livemode: false });
        }
        case 'tok_3ds':
          return error(402, 'card_error', 'three_d_secure_incompleted', 'card');
        case 'tok_used':
          return error(400, 'client_error', 'token_already_used', 'card');
        default:
          return error(404, 'client_error', 'invalid_id', 'card');
      }
    }
    if (req.method === 'POST' && path === '/v1/subscriptions') {
      const card = this.customers.get(form.customer);
      if (!card) return error(404, 'client_error', 'invalid_id', 'customer');
      if (card === 'tok_declined') return error(402, 'card_error', 'card_declined');
      return send(200, {
        id: `sub_${++this.seq}`, object: 'subscription', status: 'active', customer: form.customer,
        current_period_start: now, current_period_end: now + 365 * DAY,
        plan: { id: form.plan, object: 'plan', amount: 5500, currency: 'jpy', interval: 'year' },
      });
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) return send(200, { id: cancel[1], object: 'subscription', status: 'canceled' });
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (req.method === 'DELETE' && customer) {
      this.customers.delete(customer[1]);
      return send(200, { id: customer[1], deleted: true, livemode: false });
    }
    return error(404, 'client_error', 'invalid_id');
  }
}
