// dragInstructions.ts: the id of the screen reader's instructions for dragging a card (dnd-kit's
// hidden text), for the cards that can be dragged to point to with aria-describedby. Provided by
// TableDnd; a table without one (a read-only view) has none.
import { createContext } from 'react';

export const DragInstructions = createContext<string | undefined>(undefined);
