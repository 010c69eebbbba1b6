/** Runs a seed written in steps (a generator yielding between them) to its end, at once: node, tests, resets. */
export function runSteps(steps: Iterator<void, void, void>): void {
  while (!steps.next().done);
}
