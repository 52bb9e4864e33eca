const FORM_FIELDS = new Set([
  'first_name',
  'last_name',
  'email',
  'phone',
  'addresses',
  'birthday',
  'gender',
  'company',
  'b2b',
  'newsletter',
  'reminders',
  'comment',
  'customer_number',
]);
const ADDRESS_FIELD = /^addresses\.\d+\.(kind|street|number|zip|city|country)$/;

/**
 * Whether an API field key names a field of the customer form (`email`, `addresses.0.zip`):
 * the API's refusals of those (`email_taken`, `customer_number_taken`, `too_short`, ...) are
 * marked at the field; any other is said above the form.
 */
export function isCustomerFormField(name: string): boolean {
  return FORM_FIELDS.has(name) || ADDRESS_FIELD.test(name);
}
