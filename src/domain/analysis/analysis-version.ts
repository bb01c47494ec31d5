/**
 * The version of a stored analysis base's shape and figures. Bump it with any change to what
 * `analysisBase` computes or how, or to the rules a file must pass: a stored base of another
 * version is recomputed from the file's bytes (or refused with the file's problems), never served.
 */
export const ANALYSIS_VERSION = 16;
