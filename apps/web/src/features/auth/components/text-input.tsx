import Input from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';
import { FormField } from '../../../shared/ui/form-field';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | undefined;
  type?: 'text' | 'password' | 'tel';
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  maxLength?: number;
  addon?: ReactNode;
}

/** A labelled antd-mobile input with its error. */
export function TextInput({ id, label, error, addon, ...input }: Props) {
  return (
    <FormField id={id} label={label} error={error} addon={addon}>
      <Input id={id} clearable={input.type !== 'password'} {...input} />
    </FormField>
  );
}
