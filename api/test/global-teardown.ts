import { dropTemplate } from './test-database';

export default dropTemplate;
