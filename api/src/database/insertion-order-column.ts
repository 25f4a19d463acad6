import { Column, Generated } from 'typeorm';

/**
 * A timeline's insertion order (a serial `int` column), the tie-break of events stamped at the same moment: the
 * embedded database's clock counts milliseconds, and one change records several events.
 */
export function InsertionOrderColumn(): PropertyDecorator {
  return (target, property) => {
    Column({ type: 'int' })(target, property);
    Generated('increment')(target, property);
  };
}
