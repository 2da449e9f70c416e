import { useState } from "react";

/**
 * The item a dialog is open for (null while it is closed), opening it for one,
 * and closing it, which forgets the errors of the saves it makes so it opens
 * clean next time.
 */
export function useDialogFor<Item>(saves: { reset(): void }[]) {
  const [item, setItem] = useState<Item | null>(null);
  const close = () => {
    setItem(null);
    for (const save of saves) save.reset();
  };
  return [item, setItem, close] as const;
}
