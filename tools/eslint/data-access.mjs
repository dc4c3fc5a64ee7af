// Imports that reach the database. Outside repositories, entities, migrations, Nest module wiring
// and tests they are refused, so SQL stays where the schema's owner can find and test it.
const message = 'Database access belongs in a *.repository.ts (or an entity or a migration): call a repository from here.';

export const dataAccessOutsideRepositories = {
  paths: [
    { name: 'typeorm', message },
    { name: '@nestjs/typeorm', message },
    { name: 'pg', message },
    { name: 'pg-copy-streams', message },
  ],
};
