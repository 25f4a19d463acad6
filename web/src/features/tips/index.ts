export { TipsWidget } from './TipsWidget';
