import { Checkbox, type GetProps } from 'antd';

type Props = GetProps<typeof Checkbox.Group> & { 'aria-label': string; 'aria-required'?: unknown };

/**
 * A Checkbox.Group as the control of an antd Form.Item. A required item marks its control
 * `aria-required`, which a plain <div> may not carry (axe: aria-allowed-attr, critical), and its
 * <label for> cannot name a <div>: the group drops the one and names itself as a group instead.
 * Each checkbox keeps its own name and Tab stop.
 */
export function CheckboxGroupField({ 'aria-required': _required, ...props }: Props) {
  return <Checkbox.Group role="group" {...props} />;
}
