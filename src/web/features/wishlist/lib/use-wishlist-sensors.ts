import type { PointerEvent } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * PointerSensor for mouse and pen only. Left to itself it would also claim touch pointers, and a
 * finger sliding over a card would then fight the page's scrolling; touch goes to TouchSensor,
 * which waits for a short press first.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: PointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!nativeEvent.isPrimary || nativeEvent.button !== 0 || nativeEvent.pointerType === 'touch') return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

/** Mouse/pen after a few pixels (so clicks on links and hearts still work), touch after a press, keyboard. */
export function useWishlistSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
