/** Import boundaries (docs/decisions/0003-import-boundaries.md). */
const apps = '^(shell|remote-beauty|remote-gastro|remote-staff)/';
module.exports = {
  forbidden: [
    {
      name: 'remote-not-to-other-remote',
      comment: 'Remotes are delivered by separate teams; they never import each other.',
      severity: 'error',
      from: { path: '^remote-([a-z]+)/' },
      to: { path: '^remote-', pathNot: '^remote-$1/' },
    },
    {
      name: 'remote-not-to-shell',
      comment: 'A remote knows the shell only through the shared contract.',
      severity: 'error',
      from: { path: '^remote-' },
      to: { path: '^shell/' },
    },
    {
      name: 'shell-not-to-remote',
      comment: 'The shell loads remotes only at runtime through Module Federation.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^remote-' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(shell|remote-[a-z]+|api|e2e|tools)/' },
    },
    {
      name: 'api-imports-no-front-end',
      severity: 'error',
      from: { path: '^api/' },
      to: {
        path: `${apps}|^shared/src/(ui|stores|federation|router)|^node_modules/(react|react-dom|react-router|react-intl|zustand)/`,
      },
    },
    {
      name: 'feature-not-to-other-feature',
      comment: 'Features never import other features; routes compose them.',
      severity: 'error',
      from: { path: '^(remote-[a-z]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'common-not-to-feature',
      comment: "A remote's common/ holds what its features share (docs/layout.md); it never reaches into one.",
      severity: 'error',
      from: { path: '^(remote-[a-z]+)/src/common/' },
      to: { path: '^$1/src/features/' },
    },
    {
      name: 'remote-layout',
      comment: 'A remote has one layout (docs/layout.md): features/, common/, server/, i18n/ and its entry files.',
      severity: 'error',
      from: { path: '^remote-[a-z]+/src/[^/]+/', pathNot: '^remote-[a-z]+/src/(features|common|server|i18n)/' },
      to: {},
    },
    {
      name: 'staff-access-through-staff-api',
      comment:
        "The staff remote calls the API with the access common/staff-api gives (decision 0085): the page's " +
        'stores, the API base and the session are read there only. Tests may set the stores up.',
      severity: 'error',
      from: { path: '^remote-staff/src/', pathNot: ['^remote-staff/src/common/staff-api/', '[.]test[.]tsx?$'] },
      to: { path: '^shared/src/stores/(runtime-env|request-stores)[.]ts$' },
    },
    {
      name: 'singletons-by-package-name',
      comment:
        'Module Federation shares singletons by request name: a relative import of the router or a store from ' +
        'inside shared/ would bundle a second copy with its own (empty) state. Import @booking/shared/... instead.',
      severity: 'error',
      from: { path: '^shared/src/' },
      to: { path: '^shared/src/(router|stores/)', dependencyTypes: ['local'] },
    },
    {
      name: 'remote-api-through-access',
      comment:
        'A remote takes its API from the page, never from a store module (decision 0084): loaders call ' +
        'loaderApi(context), components useApi() (@booking/shared/api-client/api-access), and a loader reads ' +
        'the rest of its context from @booking/shared/api-client/loader-context. Tests stand in for the shell.',
      severity: 'error',
      from: { path: '^remote-(beauty|gastro)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^shared/src/stores/(runtime-env|request-stores)\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules/\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
