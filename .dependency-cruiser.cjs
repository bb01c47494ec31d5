// The import rules `npm run lint` holds beside ESLint's (docs/design.md "Layers inside each room";
// docs/architecture.md). Type-only imports count: a loop through types ties layers together too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import loop between files: move what both need into a module below them, named after what it is.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-circular',
      severity: 'error',
      comment:
        'A folder imports a folder that imports it back: move what the lower one needs down into it or below.',
      scope: 'folder',
      from: { path: '^src/(domain|server|web|cli)/' },
      to: { circular: true },
    },
    {
      name: 'sign-in-off-messages',
      severity: 'error',
      comment:
        "The sign-in page's script has a 100 KB gzip budget (the build fails over it): messages.ts brings the constants, the measure table and the sources table. Put what the auth screens need in auth-messages.ts.",
      from: { path: '^src/(domain/auth-messages\\.ts$|web/features/auth/)' },
      to: { path: '^src/domain/messages\\.ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and the helpers in testing/ stand above the code they test, which the folder rule would
    // otherwise count as a loop; nothing but tests imports them, so they close no loop of the code.
    exclude: { path: ['\\.test\\.tsx?$', '/testing/'] },
    // Without it TypeScript drops type-only imports before the graph is drawn.
    tsPreCompilationDeps: true,
    // Resolves the rooms' import names (@domain/..., @server/...) as TypeScript does.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
