import { AdminFrame } from "~/components/AdminFrame";
import { Form } from "react-router";
import { SelectField, SubmitButton } from "~/components/forms";
import { formatInstantDate } from "~/domain/dates";
import { ROLE_LABELS, ROLES } from "~/domain/permissions";
import { messages, SITE_NAME } from "~/messages";
import { roleSchema } from "~/schemas/auth";
import { firstError } from "~/schemas/form";
import { getDb } from "~/server/db.server";
import { requireAdminPage } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { changeRole, listUsers } from "~/server/users.server";
import type { Route } from "./+types/users";
import { readSubmission } from "~/server/forms.server";
import { privatePage } from "~/server/http.server";
import { loggable } from "~/server/log.server";

export const meta: Route.MetaFunction = () => [
  { title: `Manajemen Pengguna | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  const me = await requireAdminPage(args);
  const rows = await listUsers(getDb(args.context.cloudflare.env));
  return {
    meId: me.id,
    users: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      joined: formatInstantDate(row.createdAt),
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireAdminPage(args);
  const { request, context } = args;
  const { env } = context.cloudflare;
  const failed = (description: string) =>
    redirectWithToast(
      "/admin/pengguna",
      { title: messages.users.roleUpdateFailed, description, variant: "destructive" },
      { env, request },
    );

  const submission = await readSubmission(request, roleSchema);
  if (submission.status !== "success") return failed(firstError(submission) ?? "Data tidak valid.");
  try {
    const result = await changeRole(getDb(env), submission.value.userId, submission.value.role);
    if (result === "not-found") return failed("Pengguna tidak ditemukan.");
    if (result === "last-super-admin") return failed(messages.users.lastSuperAdmin);
  } catch (error) {
    console.error("Gagal memperbarui peran", loggable(error));
    return failed("Terjadi kesalahan. Silakan coba lagi.");
  }
  return redirectWithToast("/admin/pengguna", { title: messages.users.roleUpdated }, { env, request });
}

export default function UserManagement({ loaderData }: Route.ComponentProps) {
  const { users, meId } = loaderData;
  return (
    <AdminFrame title="Manajemen Pengguna" description={`${users.length} pengguna terdaftar, terbaru di atas.`}>
      {/* Below 640 px each row is a stacked card (the role control stays on screen); wider, a table. */}
      <div className="relative rounded-xl border border-stone-200 bg-white shadow-sm sm:max-h-[70vh] sm:overflow-auto">
        <table className="block w-full text-left text-sm sm:table sm:min-w-[40rem]">
          <thead className="hidden bg-stone-100 text-stone-700 sm:sticky sm:top-0 sm:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Nama
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Email
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Bergabung
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Peran
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-stone-100 sm:table-row-group">
            {users.map((user) => (
              <tr key={user.id} className="block px-4 py-3 sm:table-row sm:p-0" data-testid="user-row">
                <td className="block break-words font-medium text-stone-900 sm:table-cell sm:px-4 sm:py-3">
                  {user.name}
                  {user.id === meId ? <span className="ml-2 text-xs font-normal text-stone-500">(Anda)</span> : null}
                </td>
                <td className="block break-all text-stone-700 sm:table-cell sm:px-4 sm:py-3">{user.email}</td>
                <td className="block text-stone-700 sm:table-cell sm:whitespace-nowrap sm:px-4 sm:py-3">
                  <span className="text-stone-500 sm:hidden">Bergabung </span>
                  {user.joined}
                </td>
                <td className="mt-2 block sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
                  <RoleCell userId={user.id} name={user.name} role={user.role} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminFrame>
  );
}

/**
 * Each row is its own small form: choose a role and save. A <details> holds it, so "edit" and
 * "cancel" open and close it without JavaScript and without leaving the page.
 */
function RoleCell({ userId, name, role }: { userId: string; name: string; role: (typeof ROLES)[number] }) {
  return (
    // Keyed on the role, so the editor closes once a change has been saved.
    <details key={role} className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 [&::-webkit-details-marker]:hidden">
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
          {ROLE_LABELS[role]}
        </span>
        <span className="text-sm font-semibold text-teal-800 group-open:hidden">
          Edit<span className="sr-only"> peran {name}</span>
        </span>
        <span className="hidden text-sm font-semibold text-stone-600 group-open:inline">
          Batal<span className="sr-only"> mengubah peran {name}</span>
        </span>
      </summary>
      <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
        <input type="hidden" name="userId" value={userId} />
        <SelectField
          label={`Peran untuk ${name}`}
          hideLabel
          name="role"
          id={`role-${userId}`}
          defaultValue={role}
          options={ROLES.map((option) => ({ value: option, label: ROLE_LABELS[option] }))}
          className="min-w-0 flex-1 sm:max-w-48"
        />
        <SubmitButton pendingLabel="Menyimpan..." className="min-h-11 px-4 py-1.5 text-sm">
          Simpan
        </SubmitButton>
      </Form>
    </details>
  );
}
