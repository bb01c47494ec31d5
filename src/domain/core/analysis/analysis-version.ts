/**
 * The version of a stored analysis base's shape and figures. Bump it with any change to what
 * `analysisBase` computes or how: a stored base of another version is recomputed from the file's
 * bytes, never served.
 */
export const ANALYSIS_VERSION = 2;
