// http_ece (RFC 8188 / RFC 8291 by the RFC's author) has no type declarations: the one call the push stub makes.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
}
