import { data, Form, Link, useActionData, useSearchParams } from "react-router";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { formatInstantDate } from "~/domain/dates";
import { isAdminRole } from "~/domain/redirects";
import { ROLE_LABELS } from "~/domain/roles";
import { messages, SITE_NAME } from "~/messages";
import { NAME_MAX, PHONE_MAX, profileSchema } from "~/schemas/auth";
import { parseForm, type FieldErrors } from "~/schemas/form";
import { getDb } from "~/server/db.server";
import { requireUser } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { updateProfile } from "~/server/users.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: `Dashboard | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return {
    user: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      joined: formatInstantDate(user.createdAt),
    },
  };
}

interface ProfileFailure {
  errors: FieldErrors;
  values: Record<string, string>;
  failure?: { title: string; message: string };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context } = args;
  const { env } = context.cloudflare;
  const formData = await request.formData();
  if (formData.get("intent") !== "update-profile") {
    return data<ProfileFailure>({ errors: {}, values: {}, failure: { title: messages.profile.updateFailed, message: "Permintaan tidak dikenal." } }, { status: 400 });
  }
  const parsed = parseForm(formData, profileSchema);
  if (!parsed.success) {
    return data<ProfileFailure>(
      { errors: parsed.errors, values: parsed.values, failure: { title: messages.profile.updateFailed, message: "Periksa kembali isian Anda." } },
      { status: 400 },
    );
  }
  try {
    await updateProfile(getDb(env), user.id, parsed.data);
  } catch (error) {
    console.error("Gagal memperbarui profil", error);
    return data<ProfileFailure>(
      { errors: {}, values: { name: parsed.data.name, phone: parsed.data.phone ?? "" }, failure: { title: messages.profile.updateFailed, message: "Terjadi kesalahan. Silakan coba lagi." } },
      { status: 500 },
    );
  }
  return redirectWithToast("/dashboard", { title: messages.profile.updated }, { env, request });
}

function ProfileRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="text-stone-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const failed = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const editing = searchParams.get("edit") === "profil" || Boolean(failed);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Selamat datang, {user.name}!</h1>
          <p className="mt-1 text-stone-600">Kelola profil dan aktivitas Anda di {SITE_NAME}.</p>
        </div>
        {isAdminRole(user.role) ? (
          <Link to="/admin" className="rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800">
            Buka Admin Panel
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="profil-title" className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <div className="flex items-center justify-between gap-4">
          <h2 id="profil-title" className="text-lg font-semibold text-stone-900">
            Profil Saya
          </h2>
          {editing ? null : (
            <Link to="?edit=profil" className="text-sm font-semibold text-teal-800 hover:underline" preventScrollReset>
              Edit Profil
            </Link>
          )}
        </div>

        {editing ? (
          <Form method="post" className="mt-4 space-y-4" preventScrollReset>
            {failed?.failure ? <FormAlert title={failed.failure.title} message={failed.failure.message} /> : null}
            <input type="hidden" name="intent" value="update-profile" />
            <Field
              label="Nama"
              name="name"
              required
              maxLength={NAME_MAX}
              autoComplete="name"
              defaultValue={failed?.values.name ?? user.name}
              error={failed?.errors.name}
            />
            <Field
              label="Nomor Telepon"
              name="phone"
              type="tel"
              inputMode="tel"
              maxLength={PHONE_MAX}
              autoComplete="tel"
              defaultValue={failed?.values.phone ?? user.phone ?? ""}
              error={failed?.errors.phone}
              hint="Opsional."
            />
            <p className="text-sm text-stone-600">Email ({user.email}) tidak dapat diubah.</p>
            <div className="flex flex-wrap gap-3">
              <SubmitButton pendingLabel="Menyimpan...">Simpan</SubmitButton>
              <Link to="/dashboard" className="rounded-md border border-stone-300 px-5 py-2.5 font-semibold text-stone-700 hover:bg-stone-100" preventScrollReset>
                Batal
              </Link>
            </div>
          </Form>
        ) : (
          <dl className="mt-2 divide-y divide-stone-100">
            <ProfileRow label="Nama">{user.name}</ProfileRow>
            <ProfileRow label="Email">{user.email}</ProfileRow>
            <ProfileRow label="Nomor Telepon">{user.phone ?? <span className="text-stone-500">Belum diisi</span>}</ProfileRow>
            <ProfileRow label="Peran">{ROLE_LABELS[user.role]}</ProfileRow>
            <ProfileRow label="Bergabung Sejak">{user.joined}</ProfileRow>
          </dl>
        )}
      </section>
    </div>
  );
}
