// Only the launcher: the panel must stay a lazily loaded chunk (a static import here would bundle it).
export { AssistantLauncher } from './AssistantLauncher';
