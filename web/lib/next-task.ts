// Yields to the browser: the promise settles in a later task, so a tap or a paint is handled between two
// steps of long work (the app's start, a large CSV's checks). Pure scheduling, no I/O.
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
