import { NoteTemplatesScreen } from '../../features/notes/screens/note-templates-screen.tsx';

export const Component = NoteTemplatesScreen;
