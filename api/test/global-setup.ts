import 'reflect-metadata';
import { createTemplate } from './test-database';

export default createTemplate;
