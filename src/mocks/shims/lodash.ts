/** The one function @mswjs/data takes from the whole lodash (getDefinition.js), alone (build only). */
export { default as isFunction } from 'lodash/isFunction'
