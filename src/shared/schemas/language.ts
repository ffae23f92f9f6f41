import { z } from 'zod';
import { languages } from '../languages';

export const languageSchema = z.enum(languages);
