// What `sid` exits with.
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
/** A command line that cannot be carried out as written. */
export const EXIT_USAGE = 2;
