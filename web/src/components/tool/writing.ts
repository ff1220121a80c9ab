// Whether the result on screen is still being written (live generation): the result components
// read it to keep their actions (copy, create another) out of reach and to leave out values that
// are only placeholders so far (a score of 0 before the model wrote it). Outside LiveResult — a
// shared page, a saved item — a result is always complete.
import { createContext, useContext, type RefObject } from 'react';

export const WritingContext = createContext(false);

/** True while the result around the caller is a partial one. */
export const useWriting = () => useContext(WritingContext);

/** Where the result stands on a tool screen (the frame focuses it when it appears). */
export const ResultAnchorContext = createContext<RefObject<HTMLDivElement | null> | null>(null);
