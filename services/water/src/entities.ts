/** Every TypeORM entity of the water service; each feature adds its own. */
export const entities: Function[] = [];
