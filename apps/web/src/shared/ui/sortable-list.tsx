import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { movedOrder, sameOrder } from './sortable-order';

/**
 * dnd-kit's screen-reader words are English: each list gives its own, in the page's language,
 * naming the item and its place (1-based).
 */
interface SortableWords {
  instructions: string;
  picked: (name: string, position: number) => string;
  over: (name: string, position: number) => string;
  dropped: (name: string, position: number) => string;
  cancelled: (name: string) => string;
}

interface SortableListProps {
  ids: readonly number[];
  nameOf: (id: number) => string;
  words: SortableWords;
  /** Called with the new order only when a drop changed it. */
  onOrder: (ids: number[]) => void;
  disabled?: boolean;
  /** The list element, its rows made with `useSortableRow`. */
  children: ReactNode;
}

/**
 * A vertical list ordered by dragging a row's handle, or from the keyboard: focus a handle,
 * Space to lift, arrows to move, Space to drop, Escape to cancel (dnd-kit's keyboard sensor,
 * announced by its live region).
 */
export function SortableList({ ids, nameOf, words, onOrder, disabled, children }: SortableListProps) {
  const sensors = useSensors(
    // A click on the handle is not a drag: it must move 4 px first.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => nameOf(Number(id));
  const place = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const accessibility = {
    screenReaderInstructions: { draggable: words.instructions },
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => words.picked(name(active.id), place(active.id)),
      onDragOver: ({ active, over }: DragOverEvent) =>
        over ? words.over(name(active.id), place(over.id)) : undefined,
      onDragEnd: ({ active, over }: DragEndEvent) =>
        words.dropped(name(active.id), place(over?.id ?? active.id)),
      onDragCancel: ({ active }: DragCancelEvent) => words.cancelled(name(active.id)),
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = movedOrder(ids, Number(active.id), over ? Number(over.id) : undefined);
    if (!sameOrder(next, ids)) onOrder(next);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * A row of a `SortableList`: `setNodeRef` and `style` go on the row element, `setHandleRef` and
 * `handle` on its drag handle.
 */
export function useSortableRow(id: number) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return {
    isDragging,
    setNodeRef,
    style: { transform: CSS.Transform.toString(transform), transition },
    setHandleRef: setActivatorNodeRef,
    handle: { ...attributes, ...listeners },
  };
}
