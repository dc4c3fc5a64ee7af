/** Error codes shared by services, gateway and clients. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  timeout: 'GATEWAY_TIMEOUT',
  internal: 'INTERNAL_ERROR',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  // auth (spec 001 §8)
  invalidCredentials: 'INVALID_CREDENTIALS',
  passwordResetRequired: 'PASSWORD_RESET_REQUIRED',
  userNotConfirmed: 'USER_NOT_CONFIRMED',
  userExists: 'USERNAME_EXISTS',
  codeMismatch: 'CODE_MISMATCH',
  codeExpired: 'EXPIRED_CODE',
  codeDeliveryFailed: 'CODE_DELIVERY_FAILURE',
  userNotFound: 'USER_NOT_FOUND',
  limitExceeded: 'LIMIT_EXCEEDED',
  newPasswordRequired: 'NEW_PASSWORD_REQUIRED',
  maintenance: 'MAINTENANCE',
  // what the HTTP stack itself refuses, before any route (gateway)
  badRequest: 'BAD_REQUEST',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  requestTimeout: 'REQUEST_TIMEOUT',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rangeNotSatisfiable: 'RANGE_NOT_SATISFIABLE',
  headersTooLarge: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Japanese messages, exactly as the spec words them where it does. */
export const MESSAGES = {
  invalidCredentials: 'メールアドレスまたはパスワードが間違っています。',
  passwordResetRequired: 'パスワードのリセットが必要です。',
  limitExceeded: '試行回数の上限を超えました。しばらく時間をおいてから再度お試しください。',
  authFailed: (code: string) => `認証に失敗しました。(${code})`,
  userExists: '登録済みのメールアドレスです。',
  codeMismatch: '検証コードが一致しませんでした。',
  codeExpired: '期限切れの検証コードです。',
  codeDeliveryFailed: '検証コードの送信に失敗しました。',
  emailNotFound: 'メールアドレスが間違っています。',
  wrongCurrentPassword: '現在のパスワードが正しくありません。',
  connectionFailed: 'サーバーへの接続に失敗しました。',
  communicationError: '通信エラー',
  unauthorized: 'ログインしてください。',
  sessionExpired: 'セッションの有効期限が切れました。再度ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  notFound: '対象のデータが見つかりません。',
  invalidInput: '入力内容に誤りがあります。',
  timeout: 'サーバーからの応答がありません。しばらくしてから再度お試しください。',
  serviceUnavailable: 'サーバーへの接続に失敗しました。',
  internal: 'サーバーでエラーが発生しました。',
  payloadTooLarge: '送信データが大きすぎます。',
  routeNotFound: 'ページが見つかりません。',
  badRequest: 'リクエストの形式が正しくありません。',
  badUrl: 'URLの形式が正しくありません。',
  methodNotAllowed: 'このURLではこの操作を行えません。',
  requestTimeout: 'リクエストの受信が時間内に終わりませんでした。再度お試しください。',
  unsupportedEncoding: '送信データの圧縮形式に対応していません。',
  unsupportedCharset: '送信データの文字コードに対応していません。UTF-8で送信してください。',
  rangeNotSatisfiable: '指定された範囲のデータはありません。',
  headersTooLarge: 'URLまたはリクエストヘッダーが長すぎます。',
  siteNotBuilt: '画面のファイルがまだ用意されていません（npm start でビルドしてください）。',
  // Idempotency-Key: a repeated write gets the first answer, never a second write.
  idempotencyKeyInvalid: '操作キー（Idempotency-Key）の形式が正しくありません。',
  idempotencyInFlight: '同じ操作を処理中です。しばらくしてから画面を更新して結果を確認してください。',
  idempotencyMismatch: '同じ操作キーで異なる内容が送信されました。画面を更新してからやり直してください。',
} as const;

/**
 * Spec 001 §8, sign-in: the words for a refused sign-in, from the gateway's error code (its own
 * message for maintenance). The shell's first page and the account remote show the same words.
 */
export function signInFailureMessage(code: string, message: string): string {
  switch (code) {
    case ERROR_CODES.invalidCredentials:
    case ERROR_CODES.userNotFound:
    case ERROR_CODES.unauthorized:
    case ERROR_CODES.validation:
      return MESSAGES.invalidCredentials;
    case ERROR_CODES.passwordResetRequired:
      return MESSAGES.passwordResetRequired;
    case ERROR_CODES.limitExceeded:
    case ERROR_CODES.tooManyRequests:
      return MESSAGES.limitExceeded;
    case ERROR_CODES.maintenance:
      return message;
    default:
      return MESSAGES.authFailed(code);
  }
}

/** The body a service throws as an RPC error, and the shape the gateway maps to HTTP. */
export interface RpcErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  field?: string;
}

/** The JSON the gateway answers with on every error. */
export interface HttpErrorResponse {
  error: { code: string; message: string; field?: string };
}

export function isRpcErrorBody(value: unknown): value is RpcErrorBody {
  return (
    typeof value === 'object' && value !== null &&
    typeof (value as RpcErrorBody).statusCode === 'number' &&
    typeof (value as RpcErrorBody).message === 'string'
  );
}
