/**
 * Stands in for @mswjs/data's generated GraphQL and REST handlers in the build (scripts/mswjs-data-slim-plugin.ts):
 * the demo writes its own handlers and never calls `model.toHandlers()` or `toGraphQLSchema()`, so the
 * browser need not download and parse the GraphQL library (45 KiB gzip) nor pluralize.
 */
function notBundled(): never {
  throw new Error('demo: @mswjs/data generated handlers are not bundled; write the handler in src/mocks/handlers')
}

export const generateGraphQLHandlers = notBundled
export const generateGraphQLSchema = notBundled
export const generateRestHandlers = notBundled
