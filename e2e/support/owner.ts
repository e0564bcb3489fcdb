/** The owner first-run.spec.ts creates on the fresh install; later specs sign in as them. */
export const OWNER = {
  organizationName: "Nordlicht Verträge GmbH",
  name: "Erika Mustermann",
  email: "erika@nordlicht.example",
  password: "correct horse battery staple",
};
