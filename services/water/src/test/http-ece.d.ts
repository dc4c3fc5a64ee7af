// http_ece (RFC 8188 / RFC 8291 by the RFC's author) has no type declarations: the calls the push stub and
// the encryption test make.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
  export function encrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; dh: Buffer | string; privateKey: ECDH; salt: Buffer | string; authSecret: Buffer | string; rs?: number },
  ): Buffer;
}
