/** The two screens journeys check a page on: a laptop's and a phone's. */
export const LAPTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };
export const SCREENS = [LAPTOP, PHONE];

/** How a screen is named in a test's title. */
export const screenName = ({ width, height }: { width: number; height: number }) => `${width}×${height}`;
