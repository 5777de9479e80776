import { z } from 'zod';
import { heading, sectionOf } from '../../content/fields.ts';
import { teamMember } from './team-member.ts';
import { defineSection } from '../define.ts';

export default defineSection({
  schema: sectionOf('team', { ...heading, members: z.array(teamMember).min(1) }),
});
