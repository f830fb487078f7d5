import { useState } from 'react';

/** Rows chosen on a list, kept across its pages: their ids with the names the result summary shows. */
export function useMemberSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const toggle = (rows: { id: string; name: string }[], on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        if (on) next.set(r.id, r.name);
        else next.delete(r.id);
      }
      return next;
    });
  return { chosen, ids: [...chosen.keys()], selected: new Set(chosen.keys()), toggle, clear: () => setChosen(new Map()) };
}
