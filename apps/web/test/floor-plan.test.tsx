import { FLOOR_PLAN_GRID } from '@clubspace/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FloorPlan, type FloorPlanDesk } from '../src/components/floor-plan/floor-plan';

const desks: FloorPlanDesk[] = [
  { slug: 'd1', name: 'Desk 1', resource_type: 'desk', status: 'active', x: 100, y: 50 },
  { slug: 'd2', name: 'Desk 2', resource_type: 'hot_desk', status: 'active', x: 200, y: 50, tone: 'booked', caption: 'Ann Lee' },
  { slug: 'd3', name: 'Desk 3', resource_type: 'desk', status: 'inactive', x: 300, y: 50 },
  { slug: 'd4', name: 'Room A', resource_type: 'meeting_room', status: 'active', x: 0, y: 0 },
  { slug: 'd5', name: 'Unplaced', resource_type: 'desk', status: 'active', x: null, y: null },
];

describe('FloorPlan', () => {
  it('draws each placed desk as a focusable button named with its state; unplaced desks are not drawn', () => {
    render(<FloorPlan label="Ground floor plan" imageUrl="/api/uploads/x" height={300} desks={desks} selected={['d4']} />);
    const plan = screen.getByRole('group', { name: 'Ground floor plan' });
    expect(plan.getAttribute('viewBox')).toBe('0 0 400 300');
    expect(plan.querySelector('image')?.getAttribute('href')).toBe('/api/uploads/x');
    expect(screen.getByRole('button', { name: 'Desk 1, Free' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('button', { name: 'Desk 2, Booked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desk 3, Inactive' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Room A, Selected' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Unplaced/ })).toBeNull();
    // A text cue besides colour, and the caption, drawn outside the button: its name holds every visible word of it.
    const booked = screen.getByRole('button', { name: 'Desk 2, Booked' });
    expect(booked.textContent).toBe('Desk 2');
    expect(booked.nextElementSibling?.getAttribute('aria-hidden')).toBe('true');
    expect(booked.nextElementSibling?.textContent).toContain('B');
    expect(screen.getByText('Ann Lee')).toBeTruthy();
  });

  it('Enter and Space trigger onDeskClick', () => {
    const onDeskClick = vi.fn();
    render(<FloorPlan label="Plan" imageUrl={null} desks={desks} onDeskClick={onDeskClick} />);
    const desk = screen.getByRole('button', { name: 'Desk 1, Free' });
    fireEvent.keyDown(desk, { key: 'Enter' });
    fireEvent.keyDown(desk, { key: ' ' });
    expect(onDeskClick).toHaveBeenCalledTimes(2);
    expect(onDeskClick.mock.calls[0][0].slug).toBe('d1');
  });

  it('arrow keys nudge by the grid in edit mode, snapped and bounded', () => {
    const onDeskMove = vi.fn();
    const { rerender } = render(<FloorPlan label="Plan" imageUrl={null} height={300} desks={desks} editable onDeskMove={onDeskMove} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Desk 1, Free' }), { key: 'ArrowRight' });
    expect(onDeskMove).toHaveBeenLastCalledWith('d1', 100 + FLOOR_PLAN_GRID, 50);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Desk 1, Free' }), { key: 'ArrowUp', shiftKey: true });
    expect(onDeskMove).toHaveBeenLastCalledWith('d1', 100, 50 - FLOOR_PLAN_GRID * 4);
    // At the corner the desk cannot leave the plan: no move is reported.
    onDeskMove.mockClear();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Room A, Free' }), { key: 'ArrowLeft' });
    expect(onDeskMove).not.toHaveBeenCalled();
    // Off-grid positions snap on the first nudge.
    rerender(<FloorPlan label="Plan" imageUrl={null} height={300} desks={[{ ...desks[0], x: 101.7, y: 49.2 }]} editable onDeskMove={onDeskMove} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Desk 1, Free' }), { key: 'ArrowDown' });
    expect(onDeskMove).toHaveBeenLastCalledWith('d1', 100, 55);
  });

  it('drags a desk with the pointer: plan units through the inverse CTM, snapped to the grid, reported on release', () => {
    // The plan is drawn at twice its size, 10 px from the page's corner: plan = (screen - 10) / 2.
    const proto = SVGSVGElement.prototype as unknown as { getScreenCTM: () => unknown };
    const original = proto.getScreenCTM;
    proto.getScreenCTM = () => ({ inverse: () => ({ a: 0.5, b: 0, c: 0, d: 0.5, e: -5, f: -5 }) });
    try {
      const onDeskMove = vi.fn();
      const onDeskClick = vi.fn();
      render(<FloorPlan label="Plan" imageUrl={null} height={300} desks={desks} editable onDeskMove={onDeskMove} onDeskClick={onDeskClick} />);
      const desk = screen.getByRole('button', { name: 'Desk 1, Free' });
      // Grab the desk at its centre (100, 50) → screen (210, 110); move 47 px right and 21 px down.
      fireEvent.pointerDown(desk, { pointerId: 1, button: 0, clientX: 210, clientY: 110 });
      fireEvent.pointerMove(desk, { pointerId: 1, clientX: 257, clientY: 131 });
      expect(desk.getAttribute('data-x')).toBe('125');
      expect(desk.getAttribute('data-y')).toBe('60');
      expect(onDeskMove).not.toHaveBeenCalled();
      fireEvent.pointerUp(desk, { pointerId: 1, clientX: 257, clientY: 131 });
      expect(onDeskMove).toHaveBeenCalledWith('d1', 125, 60);
      expect(onDeskClick).not.toHaveBeenCalled();
      // Dragged far outside, the desk stays on the plan.
      fireEvent.pointerDown(desk, { pointerId: 2, button: 0, clientX: 210, clientY: 110 });
      fireEvent.pointerMove(desk, { pointerId: 2, clientX: 5000, clientY: -5000 });
      fireEvent.pointerUp(desk, { pointerId: 2 });
      expect(onDeskMove).toHaveBeenLastCalledWith('d1', 400, 0);
    } finally {
      proto.getScreenCTM = original;
    }
  });

  it('does not move desks when not editable', () => {
    const onDeskMove = vi.fn();
    render(<FloorPlan label="Plan" imageUrl={null} desks={desks} onDeskMove={onDeskMove} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Desk 1, Free' }), { key: 'ArrowRight' });
    expect(onDeskMove).not.toHaveBeenCalled();
  });
});
