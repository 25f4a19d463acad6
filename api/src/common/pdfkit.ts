let pdfkitModule: Promise<{ default: typeof import('pdfkit') }> | undefined;

/**
 * pdfkit, loaded by the first PDF rendered (an invoice's, a proposal's) rather than at start: it costs ~4 MB of
 * heap that a process which renders no PDF never needs.
 */
export const loadPdfkit = () => (pdfkitModule ??= import('pdfkit'));
