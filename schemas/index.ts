/** The editor schemas as data: node configuration and project configuration (tastic schemas live beside each tastic). */
import nodeConfigurationSchema from './node-configuration.schema.json';
import projectConfigurationSchema from './project-configuration.schema.json';

export { nodeConfigurationSchema, projectConfigurationSchema };
