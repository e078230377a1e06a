import type { Qube } from '@qube/shared';
import { manualPositions, moveItem } from './manualSort';

const qube = (id: number, manual_sort_position: number | null) => ({ id, name: `Q${id}`, manual_sort_position }) as Qube;
const AT = new Date('2026-11-22T12:00:00Z');

describe('manual sort', () => {
  it('MM-12 moves an item within a list and ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it("MM-12 gives the new order the section's own positions, with the time of the change", () => {
    // The section holds positions 2, 5 and 7 (other sections hold the rest); the new order reuses them.
    expect(manualPositions([qube(7, 7), qube(2, 2), qube(5, 5)], AT)).toEqual([
      { id: 7, manual_sort_position: 2, manual_sort_datetime: '2026-11-22T12:00:00.000Z' },
      { id: 2, manual_sort_position: 5, manual_sort_datetime: '2026-11-22T12:00:00.000Z' },
      { id: 5, manual_sort_position: 7, manual_sort_datetime: '2026-11-22T12:00:00.000Z' },
    ]);
  });

  it('MM-12 numbers from 1 when positions are missing or repeated', () => {
    expect(manualPositions([qube(3, null), qube(1, 4)], AT).map((e) => e.manual_sort_position)).toEqual([1, 2]);
    expect(manualPositions([qube(3, 4), qube(1, 4)], AT).map((e) => e.manual_sort_position)).toEqual([1, 2]);
  });
});
