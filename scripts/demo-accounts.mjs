// Demo accounts for local runs only (README lists them). The remote seed never creates them.
export const DEMO_ACCOUNTS = [
  {
    id: "demo-member",
    name: "Siti Rahayu",
    email: "member@bidanku.test",
    phone: "0812-1111-2222",
    role: "member",
    password: "member123",
  },
  {
    id: "demo-admin",
    name: "Bidan Admin",
    email: "admin@bidanku.test",
    phone: "0812-3333-4444",
    role: "admin",
    password: "admin123",
  },
  {
    id: "demo-super-admin",
    name: "Super Admin",
    email: "superadmin@bidanku.test",
    phone: null,
    role: "super_admin",
    password: "superadmin123",
  },
];
