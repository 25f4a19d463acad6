export { Toaster } from './Toaster';
export { dismissToast, toast, type ToastOptions, type ToastVariant } from './toast-store';
export { TOAST_DURATION_MS } from '../../constants/timing';
