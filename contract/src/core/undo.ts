/** How long a move (an internal transfer, an auto-allocation run, a ReQube) can be undone (issue 25 §4), in minutes. */
export const UNDO_MINUTES = 10;
