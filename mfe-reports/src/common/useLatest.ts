import { useRef } from 'react';

/**
 * The latest value without making effects depend on it: antd's App context hands out new
 * message/modal objects as toasts come and go, which must not reload a screen's data.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
