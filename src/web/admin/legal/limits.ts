/** At most this many sections, items or points in one document: the shared schemas' `.max(50)`. */
export const LIST_MAX = 50;
