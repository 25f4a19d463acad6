import { serverMessage } from '../../../../components/form/field-errors';
import { toast } from '../../../../components/toast';
import { TOAST_DURATION_MS } from '../../../../constants/timing';
import type { ToastText } from '../../auth-messages';

/** A client-side check failed: destructive, 8 s (docs/web.md). */
export function notifyInvalid(text: ToastText): void {
  toast({ ...text, variant: 'destructive', duration: TOAST_DURATION_MS.validationFailure });
}

/** The server refused: the title, and the server's message or the fallback text (docs/web.md). */
export function notifyFailure(failure: ToastText, error: unknown): void {
  toast({ title: failure.title, description: serverMessage(error, failure.description), variant: 'destructive' });
}

export function notifySuccess(text: ToastText): void {
  toast({ ...text, duration: TOAST_DURATION_MS.success });
}
