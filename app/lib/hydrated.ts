import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False while the server renders (and during hydration), true in the browser afterwards. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
