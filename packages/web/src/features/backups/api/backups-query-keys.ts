export const backupsKeys = {
  all: ['backups'] as const,
  list: () => [...backupsKeys.all, 'list'] as const,
  status: () => [...backupsKeys.all, 'status'] as const,
};
