export { NewsletterForm } from './NewsletterForm';
