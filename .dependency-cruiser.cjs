// Workspace and server-plugin boundaries, checked on resolved files (so an import is caught
// however it is written: by package name or by a relative path). Run by
// `npm test` (scripts/test.mjs) as `depcruise apps packages scripts`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-app-imports-another-app',
      comment: 'An app uses another only over HTTP; what they share lives in a package (e.g. packages/owner-api).',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-package-imports-an-app',
      comment: 'Packages sit below the apps: an app may import a package, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-relative-import-across-workspaces',
      comment: "Another workspace is imported by its package name (and declared in package.json), never by '../..'.",
      severity: 'error',
      from: { path: '^(apps|packages)/([^/]+)/' },
      to: { path: '^(apps|packages)/', pathNot: '^$1/$2/', dependencyTypes: ['local'] },
    },
    {
      name: 'plugin-imported-only-through-its-index',
      comment:
        "A server plugin uses another only through that plugin's index.ts, its public face; what both need lives outside plugins/.",
      severity: 'error',
      from: { path: '^apps/server/src/plugins/([^/]+)' },
      to: {
        path: '^apps/server/src/plugins/',
        pathNot: ['^apps/server/src/plugins/$1(/|$)', '^apps/server/src/plugins/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'no-import-cycle-in-server',
      comment:
        'No two server modules (so no two plugins) import each other, directly or round about; type-only imports do not count.',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'identity-through-auth-index',
      comment: 'Identity (sessions, CSRF, roles, passwords) is reached through auth/index.ts only.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/auth/' },
      to: { path: '^apps/server/src/auth/', pathNot: '^apps/server/src/auth/index[.]ts$' },
    },
    {
      name: 'cross-cutting-code-below-plugins',
      comment:
        'Cross-cutting server code (identity, the HTTP edge, limits, cluster, mail, data) never imports a plugin.',
      severity: 'error',
      from: { path: '^apps/server/src/(auth|http|limits|cluster|mail|data)/' },
      to: { path: '^apps/server/src/plugins/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|^apps/server/data/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
