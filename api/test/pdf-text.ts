import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it, layout kept (a table row stays on one line). */
export const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
