/** The one date-fns function @mswjs/data calls (its date comparators), instead of the whole library (build only). */
export { default as compareAsc } from 'date-fns/compareAsc'
