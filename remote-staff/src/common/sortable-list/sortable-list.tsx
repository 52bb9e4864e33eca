import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './sortable-list.css';

interface SortableListProps {
  ids: readonly string[];
  /** What a screen reader calls an item while it is moved. */
  nameOf: (id: string) => string;
  onReorder: (ids: string[]) => void;
  /** One item; `handle` is the button that picks it up (by pointer, or Space then arrows by keyboard). */
  renderItem: (id: string, handle: ReactNode) => ReactNode;
  className?: string;
}

/**
 * A list reordered by dragging a handle or, from the keyboard, by focusing the handle and
 * pressing Space, the arrow keys, then Space (Escape puts it back). dnd-kit does the pointer,
 * touch and keyboard work and says each step to screen readers, in the page's language.
 */
export function SortableList({ ids, nameOf, onReorder, renderItem, className }: SortableListProps) {
  const intl = useIntl();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const place = (id: unknown) => ids.indexOf(String(id)) + 1;
  const say = (id: string, active: unknown, over?: unknown) =>
    intl.formatMessage({ id }, { name: nameOf(String(active)), position: place(over ?? active), count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => say('staff.settings.services.drag.picked', active.id),
    onDragOver: ({ active, over }) => (over ? say('staff.settings.services.drag.over', active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) =>
      over
        ? say('staff.settings.services.drag.dropped', active.id, over.id)
        : say('staff.settings.services.drag.cancelled', active.id),
    onDragCancel: ({ active }) => say('staff.settings.services.drag.cancelled', active.id),
  };
  const instructions: ScreenReaderInstructions = {
    draggable: intl.formatMessage({ id: 'staff.settings.services.drag.instructions' }),
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...ids], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ul className={className}>
          {ids.map((id) => (
            <SortableItem
              key={id}
              id={id}
              label={intl.formatMessage({ id: 'staff.settings.services.move' }, { name: nameOf(id) })}
            >
              {(handle) => renderItem(id, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="sort-handle"
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-item is-dragging' : 'sortable-item'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
