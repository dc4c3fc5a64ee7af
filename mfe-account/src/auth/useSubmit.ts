import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time, with the server's message kept for the Alert above the form.
 * `toMessage` turns a thrown error into the words the spec prescribes for this screen.
 */
export function useSubmit(toMessage: (err: unknown) => string) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const run = useCallback(
    async (task: () => Promise<void>) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      setError(null);
      try {
        await task();
      } catch (err) {
        setError(toMessage(err));
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [toMessage],
  );

  return { submitting, error, setError, run };
}
