import { api } from '@qube/shared';
import type { ManagedProgram, ManagedProgramPatch } from '@qube/contract/partners';

/** The program the coach runs for their clients (CO-22). */
export async function loadProgram(): Promise<ManagedProgram> {
  const { data } = await api.get<ManagedProgram>('coaching/program/', undefined, { householdsOff: true });
  return data;
}

export async function saveProgram(patch: ManagedProgramPatch): Promise<ManagedProgram> {
  const { data } = await api.patch<ManagedProgram>('coaching/program/', patch, { householdsOff: true, mute: true });
  return data;
}
