import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * Which tutorial the hacking instructor runs, if any. Starting one is cheap: the instructor itself
 * (overlay and scripts) loads only then (components/instructor/).
 */
interface Instructor {
  /** The challenge key (or name, from /hacking-instructor?challenge=) of the running tutorial. */
  running: string | null;
  start(challenge: string): void;
  stop(): void;
}

const InstructorContext = createContext<Instructor | null>(null);

export function useInstructor(): Instructor {
  const instructor = useContext(InstructorContext);
  if (!instructor) throw new Error("useInstructor outside InstructorProvider");
  return instructor;
}

export function InstructorProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState<string | null>(null);
  const stop = useCallback(() => setRunning(null), []);
  const instructor = useMemo<Instructor>(() => ({ running, start: setRunning, stop }), [running, stop]);
  return <InstructorContext.Provider value={instructor}>{children}</InstructorContext.Provider>;
}
