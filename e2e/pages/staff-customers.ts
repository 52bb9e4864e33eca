import type { Page } from '@playwright/test';
/** The customer list of a branch (English texts). */
export function customerList(page: Page) {
  const main = page.getByRole('main');
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Customers' }),
    search: main.getByRole('searchbox', { name: 'Search' }),
    searchButton: main.getByRole('button', { name: 'Search' }),
    newCustomer: main.getByRole('link', { name: 'New customer' }),
    count: main.getByRole('heading', { level: 2 }),
    table: main.getByRole('table'),
    customerLink: (listName: string) => main.getByRole('link', { name: listName, exact: true }),
    async searchFor(text: string): Promise<void> {
      await this.search.fill(text);
      await this.searchButton.click();
    },
  };
}

/** The create and edit form (English labels). */
export function customerForm(page: Page) {
  const main = page.getByRole('main');
  return {
    firstName: main.getByLabel('First name'),
    lastName: main.getByLabel('Last name'),
    email: main.getByLabel('Email'),
    phone: main.getByRole('textbox', { name: 'Phone' }),
    birthday: main.getByLabel('Birthday'),
    company: main.getByLabel('Company'),
    b2b: main.getByRole('checkbox', { name: 'Business customer (B2B)' }),
    newsletter: main.getByRole('checkbox', { name: 'Newsletter' }),
    reminders: main.getByRole('checkbox', { name: 'Appointment reminders' }),
    gender: (label: 'Not given' | 'Female' | 'Male') => main.getByRole('radio', { name: label }),
    comment: main.getByLabel('Comment'),
    customerNumber: main.getByLabel('Customer number'),
    addAddress: main.getByRole('button', { name: 'Add an address' }),
    address: (n: number) => main.getByRole('group', { name: `Address ${n}` }),
    save: main.getByRole('button', { name: 'Save customer' }),
    summary: main.getByRole('alert'),
  };
}

/** One customer's page (English texts). */
export function customerPage(page: Page) {
  const main = page.getByRole('main');
  return {
    record: main.getByRole('region', { name: 'Customer record' }),
    appointments: main.getByRole('region', { name: 'Appointments' }),
    edit: main.getByRole('link', { name: 'Edit' }),
    delete: main.getByRole('button', { name: 'Delete customer' }),
    linkSection: main.getByRole('region', { name: 'Link an appointment' }),
  };
}

/** The checkout of one appointment (English texts). */
export function checkoutPage(page: Page) {
  const main = page.getByRole('main');
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Checkout' }),
    quantity: (service: string) => main.getByRole('spinbutton', { name: `Quantity of ${service}` }),
    discount: main.getByLabel(/^Discount in/),
    method: (name: 'Cash' | 'Card') => main.getByRole('radio', { name }),
    pay: main.getByRole('button', { name: /^Take payment/ }),
    total: main.getByRole('row', { name: /^Total/ }),
    totalAmount: main.getByRole('row', { name: /^Total/ }).getByRole('cell'),
    paid: main.getByRole('region', { name: 'Paid' }),
    retry: main.getByRole('button', { name: 'Retry' }),
    addService: main.getByRole('combobox', { name: 'Add a service' }),
    add: main.getByRole('button', { name: 'Add', exact: true }),
  };
}
