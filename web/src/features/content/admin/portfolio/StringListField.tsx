import { Button, Flex, Form, Input } from 'antd';

export interface StringListFieldProps {
  /** The form field holding the list of strings. */
  name: string;
  /** The list's label, and the singular used on its buttons ("Result", "Tag"). */
  label: string;
  itemLabel: string;
  maxItems: number;
  maxLength: number;
}

/** An editable list of short texts: one input per entry, add and remove buttons, the API's limits. */
export function StringListField({ name, label, itemLabel, maxItems, maxLength }: StringListFieldProps) {
  return (
    <Form.Item label={label} extra={`Up to ${maxItems}, each at most ${maxLength} characters.`}>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item
                  name={field.name}
                  noStyle
                  rules={[{ max: maxLength, message: `At most ${maxLength} characters.` }]}
                >
                  <Input aria-label={`${itemLabel} ${index + 1}`} maxLength={maxLength} />
                </Form.Item>
                <Button
                  onClick={() => remove(field.name)}
                  aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                >
                  Remove
                </Button>
              </Flex>
            ))}
            <Button type="dashed" onClick={() => add('')} disabled={fields.length >= maxItems}>
              Add {itemLabel.toLowerCase()}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
