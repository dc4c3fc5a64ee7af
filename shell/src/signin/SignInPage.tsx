import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { ERROR_CODES, type MaintenanceCheck, type SignInResponse } from '@inasaku/contracts';
import { LIMITS, max, printableAscii, email as emailRule, required, validate } from '@inasaku/domain';
import { checkMaintenance, signInChecked, signInErrorMessage, SignInError } from './sign-in-api';
import { SIGN_IN_TEXTS as T } from './sign-in-texts';

/** Where the sign-in page hands over to the full app (antd, mfe_account's AuthView). */
export type SignInOutcome =
  | { kind: 'signedIn'; response: Extract<SignInResponse, { status: 'SIGNED_IN' }> }
  | { kind: 'newPassword'; email: string; challenge: string }
  | { kind: 'navigate'; path: string; state: Record<string, unknown> };

export interface SignInPageProps {
  onOutcome: (outcome: SignInOutcome) => void;
  /** Called as sign-in starts, so that the full app loads while the server answers. */
  onSubmitStart?: () => void;
  /**
   * Called once, when the user starts typing the password: the app's code can download while the
   * rest is typed, instead of after the button (the address alone may be a passer-by's look).
   */
  onPasswordTyped?: () => void;
}

/** Spec 001 §5, in the same order as mfe-account RULES (email, password). */
const RULES = {
  email: [required(T.fields.email), max(LIMITS.email), printableAscii, emailRule],
  password: [required(T.fields.password)],
};
const EMAIL_DEBOUNCE_MS = 400;

// The look of antd 6 with the Inasaku theme (libs/ui theme.ts), drawn without antd.
const C = {
  primary: '#3a7d44',
  primaryHover: '#5a9a61',
  link: '#2f6f9f',
  text: 'rgba(0,0,0,0.88)',
  secondary: 'rgba(0,0,0,0.45)',
  border: '#d9d9d9',
  error: '#ff4d4f',
};
const S: Record<string, CSSProperties> = {
  page: {
    display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100dvh', padding: '24px 12px', boxSizing: 'border-box',
    background: 'linear-gradient(180deg, #f6ffed 0%, #f3f6f1 60%)', color: C.text, fontSize: 14, lineHeight: 1.5714,
  },
  brand: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, marginBottom: 20 },
  card: {
    background: '#fff', borderRadius: 8, padding: '24px 20px', border: '1px solid #f0f0f0',
    boxShadow: '0 1px 2px 0 rgba(0,0,0,0.03), 0 1px 6px -1px rgba(0,0,0,0.02), 0 2px 4px 0 rgba(0,0,0,0.02)',
  },
  title: { fontSize: 22, fontWeight: 600, marginTop: 0, marginBottom: 20, lineHeight: 1.27 },
  label: { display: 'block', paddingBottom: 8, fontSize: 16 },
  item: { marginBottom: 24 },
  input: {
    boxSizing: 'border-box', width: '100%', height: 40, padding: '7px 11px', fontSize: 16, borderRadius: 8,
    border: `1px solid ${C.border}`, outline: 'none', fontFamily: 'inherit', color: C.text, background: '#fff',
  },
  explain: { color: C.error, fontSize: 14, minHeight: 22 },
  link: { color: C.link, textDecoration: 'none', cursor: 'pointer', background: 'none', border: 0, padding: 0, font: 'inherit' },
};

function Mark() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill={C.primary} opacity="0.12" />
      <path d="M20 33V14" stroke={C.primary} strokeWidth="2.2" strokeLinecap="round" />
      <path d="M20 22c-4-1-6-4-6.5-8 4 .5 6.2 3 6.5 8Z" fill={C.primary} />
      <path d="M20 19c4-1 6-4 6.5-8-4 .5-6.2 3-6.5 8Z" fill={C.primary} />
      <path d="M20 27c-3.5-.8-5.5-3.4-6-7 3.6.5 5.6 3 6 7Z" fill={C.primary} opacity="0.8" />
      <path d="M20 25c3.5-.8 5.5-3.4 6-7-3.6.5-5.6 3-6 7Z" fill={C.primary} opacity="0.8" />
    </svg>
  );
}

function Alert({ type, title, description, action }: { type: 'error' | 'warning'; title: string; description?: string; action?: ReactNode }) {
  const colors = type === 'error' ? { bg: '#fff2f0', border: '#ffccc7' } : { bg: '#fffbe6', border: '#ffe58f' };
  return (
    <div
      role="alert"
      className={`ant-alert ant-alert-${type}`}
      style={{ display: 'flex', alignItems: 'flex-start', gap: 8, padding: '8px 12px', marginBottom: 16, borderRadius: 8, background: colors.bg, border: `1px solid ${colors.border}` }}
    >
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" style={{ marginTop: 4, flex: 'none' }}>
        <circle cx="8" cy="8" r="8" fill={type === 'error' ? C.error : '#faad14'} />
        {type === 'error' ? (
          <path d="M5.5 5.5l5 5m0-5l-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
        ) : (
          <path d="M8 4v5m0 2.6v.2" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
        )}
      </svg>
      <div style={{ flex: 1 }}>
        <div className="ant-alert-title">{title}</div>
        {description && <div className="ant-alert-description">{description}</div>}
      </div>
      {action}
    </div>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', width: 14, height: 14, marginRight: 8, border: '2px solid currentColor', borderRightColor: 'transparent', borderRadius: '50%', animation: 'inasaku-spin 0.8s linear infinite' }}
    />
  );
}

/**
 * Sign-in (spec 001 §2), drawn by the shell with React alone so that the first page a farmer
 * opens is light. Its words, checks and answers are those of mfe-account's
 * SignIn; every other auth screen (forgot, confirm, new password) is mfe-account's AuthView,
 * to which this page hands over. The sign-up link is deliberately absent (spec 000 §2.1).
 */
export function SignInPage({ onOutcome, onSubmitStart, onPasswordTyped }: SignInPageProps) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [shown, setShown] = useState({ email: false, password: false });
  const [reveal, setReveal] = useState(false);
  const [maintenance, setMaintenance] = useState<MaintenanceCheck | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failedCode, setFailedCode] = useState<string>();
  const busy = useRef(false);
  const emailTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typed = useRef(false);

  useEffect(() => {
    let live = true;
    void checkMaintenance().then((result) => live && setMaintenance(result));
    return () => {
      live = false;
      clearTimeout(emailTimer.current);
    };
  }, []);

  const recheck = () => {
    setMaintenance(null);
    void checkMaintenance().then(setMaintenance);
  };

  const messages = { email: validate(values.email, RULES.email), password: validate(values.password, RULES.password) };
  const valid = !messages.email && !messages.password;
  const checking = maintenance === null;
  const blocked = maintenance?.state !== 'open';
  const disabledFields = blocked && !checking;
  const connectionFailed = maintenance?.state === 'failed';

  const change = (name: 'email' | 'password', value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (name === 'email') {
      // As antd's validateDebounce: the address is judged once typing pauses.
      clearTimeout(emailTimer.current);
      emailTimer.current = setTimeout(() => setShown((s) => ({ ...s, email: true })), EMAIL_DEBOUNCE_MS);
    } else {
      setShown((s) => ({ ...s, password: true }));
      if (!typed.current) {
        typed.current = true;
        onPasswordTyped?.();
      }
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown({ email: true, password: true });
    if (!valid || busy.current || blocked) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    setFailedCode(undefined);
    onSubmitStart?.();
    const { email, password } = values;
    try {
      const res = await signInChecked(email, password);
      if (res.status === 'NEW_PASSWORD_REQUIRED') onOutcome({ kind: 'newPassword', email, challenge: res.challenge });
      else onOutcome({ kind: 'signedIn', response: res });
      return;
    } catch (err) {
      const code = err instanceof SignInError ? err.code : undefined;
      if (code === ERROR_CODES.userNotConfirmed) {
        onOutcome({ kind: 'navigate', path: '/confirm-signup', state: { email, unconfirmed: true } });
        return;
      }
      if (code === ERROR_CODES.maintenance) {
        setMaintenance({ state: 'maintenance', message: (err as Error).message });
      } else {
        setFailedCode(code);
        setError(signInErrorMessage(err));
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const toForgot = () => onOutcome({ kind: 'navigate', path: '/forgot', state: { email: values.email || undefined } });
  const shownError = connectionFailed ? T.errors.connectionFailed : error;
  const buttonDisabled = !valid || submitting || blocked;
  const loading = submitting || checking;

  const field = (name: 'email' | 'password', label: string, input: ReactNode) => {
    const message = shown[name] ? messages[name] : null;
    return (
      <div style={message ? { marginBottom: 2 } : S.item} className={message ? 'ant-form-item ant-form-item-has-error' : 'ant-form-item'}>
        <label htmlFor={name} style={S.label}>
          {label}
        </label>
        {input}
        {message && (
          <div className="ant-form-item-explain-error" role="alert" style={S.explain}>
            {message}
          </div>
        )}
      </div>
    );
  };
  const inputStyle = (name: 'email' | 'password'): CSSProperties => ({
    ...S.input,
    ...(shown[name] && messages[name] ? { borderColor: C.error } : {}),
    ...(disabledFields ? { background: 'rgba(0,0,0,0.04)', color: 'rgba(0,0,0,0.25)', cursor: 'not-allowed' } : {}),
  });

  return (
    <div style={S.page}>
      <style>{'@keyframes inasaku-spin{to{transform:rotate(360deg)}} .inasaku-signin input:focus{border-color:#3a7d44!important;box-shadow:0 0 0 2px rgba(58,125,68,0.1)}'}</style>
      <main style={{ width: '100%', maxWidth: 420 }} className="inasaku-signin">
        <div style={S.brand}>
          <Mark />
          <strong style={{ fontSize: 28, letterSpacing: '0.2em', lineHeight: 1.3 }}>{T.brand.name}</strong>
          <span style={{ color: C.secondary, textAlign: 'center' }}>{T.brand.tagline}</span>
        </div>
        <div style={S.card}>
          <h1 style={S.title}>{T.signIn.title}</h1>
          {shownError && (
            <Alert
              type="error"
              title={shownError}
              action={
                connectionFailed ? (
                  <button type="button" onClick={recheck} style={{ ...S.input, width: 'auto', height: 24, padding: '0 7px', fontSize: 14, cursor: 'pointer' }}>
                    {T.signIn.retry}
                  </button>
                ) : failedCode === ERROR_CODES.passwordResetRequired ? (
                  <a
                    href="/forgot"
                    style={S.link}
                    onClick={(e) => {
                      e.preventDefault();
                      onOutcome({ kind: 'navigate', path: '/forgot', state: { email: values.email } });
                    }}
                  >
                    {T.signIn.resetPassword}
                  </a>
                ) : undefined
              }
            />
          )}
          {maintenance?.state === 'maintenance' && <Alert type="warning" title={T.signIn.maintenanceTitle} description={maintenance.message} />}
          <form onSubmit={submit} noValidate>
            {field(
              'email',
              T.fields.email,
              <input
                id="email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="username"
                value={values.email}
                disabled={disabledFields}
                aria-invalid={shown.email && !!messages.email}
                onChange={(e) => change('email', e.target.value)}
                onBlur={() => values.email && setShown((s) => ({ ...s, email: true }))}
                style={inputStyle('email')}
              />,
            )}
            {field(
              'password',
              T.fields.password,
              <span style={{ position: 'relative', display: 'block' }}>
                <input
                  id="password"
                  name="password"
                  type={reveal ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={values.password}
                  disabled={disabledFields}
                  aria-invalid={shown.password && !!messages.password}
                  onChange={(e) => change('password', e.target.value)}
                  style={{ ...inputStyle('password'), paddingRight: 40 }}
                />
                <span
                  role="img"
                  aria-label={reveal ? T.hidePassword : T.showPassword}
                  onClick={() => !disabledFields && setReveal((r) => !r)}
                  style={{ position: 'absolute', right: 12, top: 10, cursor: 'pointer', color: C.secondary, userSelect: 'none', lineHeight: '20px' }}
                >
                  {reveal ? '◉' : '◎'}
                </span>
              </span>,
            )}
            <button
              type="submit"
              disabled={buttonDisabled}
              aria-busy={loading}
              style={{
                width: '100%', height: 40, fontSize: 16, borderRadius: 8, fontFamily: 'inherit', display: 'flex', alignItems: 'center', justifyContent: 'center',
                cursor: buttonDisabled ? 'not-allowed' : 'pointer',
                ...(buttonDisabled
                  ? { background: 'rgba(0,0,0,0.04)', color: 'rgba(0,0,0,0.25)', border: `1px solid ${C.border}` }
                  : { background: C.primary, color: '#fff', border: `1px solid ${C.primary}`, boxShadow: '0 2px 0 rgba(5,145,255,0.06)' }),
                ...(loading && !buttonDisabled ? { opacity: 0.65 } : {}),
              }}
            >
              {loading && <Spinner />}
              {T.signIn.submit}
            </button>
          </form>
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, marginTop: 8 }}>
            <a
              href="/forgot"
              style={S.link}
              onClick={(e) => {
                e.preventDefault();
                toForgot();
              }}
            >
              {T.signIn.forgot}
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}
