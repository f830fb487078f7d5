import { useSearchParams } from 'react-router';

/** The map's floor and day, kept in the address (?floor=…&day=…) so a reload or a shared link shows the same plan. */
export function useMapParams(firstFloor: string, today: string) {
  const [search, setSearch] = useSearchParams();
  const floor = search.get('floor') ?? firstFloor;
  const day = search.get('day') ?? today;
  const setParam = (key: string, value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { floor, day, setParam };
}
