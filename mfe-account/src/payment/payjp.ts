/**
 * PAY.JP's hosted card form (payjp.js v2): the card number never touches our pages or servers,
 * only a single-use token does. Kept behind this small interface so that the page does not
 * depend on the script, and so that tests and the sandbox never load it.
 */
export interface HostedCardForm {
  mount(element: HTMLElement): void;
  /** Tokenises the typed card with 3-D Secure; rejects when the card cannot be read or verified. */
  createToken(): Promise<string>;
  clear(): void;
  destroy(): void;
}

interface PayjpCardElement {
  mount(target: HTMLElement | string): void;
  unmount?(): void;
  clear?(): void;
}
interface PayjpInstance {
  elements(): { create(type: 'card', options?: Record<string, unknown>): PayjpCardElement };
  createToken(
    element: PayjpCardElement,
    options?: Record<string, unknown>,
  ): Promise<{ id?: string; error?: { message?: string; code?: string } }>;
}
type PayjpFactory = (publicKey: string, options?: Record<string, unknown>) => PayjpInstance;

const SCRIPT_URL = 'https://js.pay.jp/v2/pay.js';
let loading: Promise<PayjpFactory> | null = null;

function loadScript(): Promise<PayjpFactory> {
  const existing = (window as unknown as { Payjp?: PayjpFactory }).Payjp;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<PayjpFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Payjp?: PayjpFactory }).Payjp;
      if (factory) resolve(factory);
      else reject(new Error('payjp.js loaded without Payjp'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('payjp.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The PAY.JP form for a public key (pk_...), in Japanese, with 3-D Secure. */
export async function createPayjpForm(publicKey: string): Promise<HostedCardForm> {
  const Payjp = await loadScript();
  const payjp = Payjp(publicKey, { locale: 'ja', threeDSecureWorkflow: 'iframe' });
  const card = payjp.elements().create('card', { style: { base: { fontSize: '16px' } } });
  return {
    mount: (element) => card.mount(element),
    createToken: async () => {
      const answer = await payjp.createToken(card, { three_d_secure: true });
      if (!answer.id || answer.error) throw new Error(answer.error?.code ?? 'token_failed');
      return answer.id;
    },
    clear: () => card.clear?.(),
    destroy: () => card.unmount?.(),
  };
}
