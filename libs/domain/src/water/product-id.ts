/**
 * A device's product ID is a name, never a pattern: it becomes an MQTT topic level
 * (`sensors/<ID>/readings`), a cache key and a log field, so only the characters real product
 * IDs use are allowed. `+`, `#`, `/`, `$`, spaces (full-width too) and control characters are
 * refused everywhere a product ID is written or used to authenticate.
 */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export const PRODUCT_ID_MESSAGE = '製品IDは半角英数字と「-」「_」「.」の1〜100文字で入力してください。';

export function isProductId(value: unknown): value is string {
  return typeof value === 'string' && PRODUCT_ID_PATTERN.test(value);
}
