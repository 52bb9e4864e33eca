import { useBoundField } from '../field/use-bound-field';
import { NativeSelect, type NativeSelectProps } from './native-select';

interface SelectFieldProps extends Omit<NativeSelectProps, 'error' | 'name' | 'value' | 'defaultValue' | 'onChange'> {
  /** The KitForm value it is bound to. */
  name: string;
}

/**
 * A native select bound to the surrounding KitForm by `name`: the platform's list is what
 * every keyboard, phone and screen reader handles, and a short list (an employee, a country)
 * needs nothing more. Label, hint and error wired as the TextField's.
 */
export function SelectField({ name, ...props }: SelectFieldProps) {
  const { bound, error } = useBoundField(name);
  return <NativeSelect {...props} {...bound} error={error} />;
}
