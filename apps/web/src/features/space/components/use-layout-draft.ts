import { deskBox, freePlanSpot, movedPositions, type MapResource, type PlanPoint } from '@clubspace/contract';
import { useEffect, useMemo, useState } from 'react';
import type { FloorPlanDesk } from '../../../components/floor-plan/floor-plan';

/**
 * The floor-plan editor's draft: desks moved locally (drag, arrow keys, Place) over their saved positions, the moves
 * to save, and a warning before leaving the page with unsaved ones.
 */
export function useLayoutDraft(saved: MapResource[], height: number) {
  const [draft, setDraft] = useState<Record<string, PlanPoint>>({});
  const desks: FloorPlanDesk[] = useMemo(
    () =>
      saved.map((r) => ({
        slug: r.slug,
        name: r.name,
        resource_type: r.resource_type,
        status: r.status,
        x: draft[r.slug]?.x ?? r.x,
        y: draft[r.slug]?.y ?? r.y,
        tone: r.status === 'active' ? 'free' : 'inactive',
      })),
    [saved, draft],
  );
  const changes = movedPositions(saved, draft);
  const unplaced = desks.filter((d) => d.x === null || d.y === null);

  // Leaving the page (reload, close) with unsaved positions asks first.
  const dirty = changes.length > 0;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const move = (deskSlug: string, x: number, y: number) => setDraft((d) => ({ ...d, [deskSlug]: { x, y } }));
  const place = (deskSlug: string) => {
    // The first free grid spot where neither the desk nor its name overlaps another (issue 24 §14).
    const desk = desks.find((d) => d.slug === deskSlug);
    if (!desk) return;
    const taken = desks
      .filter((d) => d.x !== null && d.y !== null && d.slug !== deskSlug)
      .map((d) => deskBox({ x: d.x!, y: d.y! }, d.resource_type, d.name));
    const at = freePlanSpot(taken, desk.resource_type, desk.name, height);
    move(deskSlug, at.x, at.y);
  };
  return { desks, changes, unplaced, move, place, discard: () => setDraft({}) };
}
