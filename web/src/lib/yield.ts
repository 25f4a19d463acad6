/** Ends the current task so the browser can handle input between the steps of start-up. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
