declare const __SID_BUILD_ID__: string | undefined;

/** Which build answers: set by the bundler (scripts/build.ts), 'source' when run from TypeScript. */
export const BUILD_ID = typeof __SID_BUILD_ID__ === 'string' ? __SID_BUILD_ID__ : 'source';
