import { useState } from "react";

/**
 * A form's sending state: busy while its request runs, then an error or a confirmation to show
 * above it. `run` clears both before it starts and ignores a second submit while one is running.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, setError, setDone, run };
}
