import { useState } from 'react';

/** A set of chosen ids with a cap; choosing past the cap is refused and reported. */
export function useSelection(max: number) {
  const [ids, setIds] = useState<string[]>([]);
  const [full, setFull] = useState(false);
  function toggle(id: string) {
    if (ids.includes(id)) {
      setIds(ids.filter((x) => x !== id));
      setFull(false);
    } else if (ids.length >= max) {
      setFull(true);
    } else {
      setIds([...ids, id]);
      setFull(false);
    }
  }
  return { ids, toggle, full, has: (id: string) => ids.includes(id) };
}
