// Whether the form around the editor was submitted: a blank figure is said to be missing only once
// its box was left or the form sent, not while the consultant has yet to reach it.
import { createContext } from 'react';

export const SubmittedContext = createContext(false);
