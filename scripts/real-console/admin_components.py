# -*- coding: utf-8 -*-
"""Components and their variables for admin.py (see load_areas there).

A component's status lives in the region, not in the console's tables: the region stand-in keeps it per
service_id, set by the start/stop batch operation and read by the console's status calls. So the loader
tells the stand-in each fixture component's status (a component stopped by an earlier test keeps its
stopped status there otherwise), and the dumper reads it back into the fixture the tests read.
A fixture's "envs" (variables by service_id, in creation order) are the console's variable rows.
Commands:
    {"op": "put_env", "tenant_id": T, "service_id": S, "env": {"name", "value", "note", "is_change", "scope"}}
        sets a variable in the console's model, as the console's UI stores it (names the API refuses too)
"""
import json
import urllib.request

admin = None  # admin.py's module, set by register


def _region_call(region, tenant_name, suffix, body):
    req = urllib.request.Request(admin.region_url(region) + "/v2/tenants/%s/%s" % (tenant_name, suffix),
                                 data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read() or b"{}")


def _by_team(components):
    """The components' (region, tenant name) -> service_ids."""
    names = {t.tenant_id: t.tenant_name for t in admin.Tenants.objects.all()}
    out = {}
    for c in components:
        if c["tenant_id"] in names:
            out.setdefault((c["service_region"], names[c["tenant_id"]]), []).append(c)
    return out


def load_component_status(f, ctx):
    comps = f.get("components") or []

    def tell():
        for (region, tenant), group in _by_team(comps).items():
            for op in ("stop", "start"):
                infos = [{"service_id": c["service_id"]} for c in group
                         if (c.get("status") == "closed") == (op == "stop")]
                if infos:
                    _region_call(region, tenant, "batchoperation", {"operation": op, op + "_infos": infos})
    ctx["after"].append(tell)


def dump_component_status(out):
    for (region, tenant), group in _by_team(out.get("components") or []).items():
        got = _region_call(region, tenant, "services_status", {"service_ids": [c["service_id"] for c in group]})
        status = {s["service_id"]: s["status"] for s in got.get("list") or []}
        for c in group:
            c["status"] = status.get(c["service_id"], "")


def _put_env(tenant_id, service_id, e):
    row, _ = admin.TenantServiceEnvVar.objects.update_or_create(
        tenant_id=tenant_id, service_id=service_id, attr_name=e["name"],
        defaults=dict(name=e.get("note") or "", attr_value=e.get("value") or "", is_change=bool(e.get("is_change")),
                      scope=e.get("scope") or "outer", container_port=0))
    return row.ID


def put_env(cmd):
    return _put_env(cmd["tenant_id"], cmd["service_id"], cmd["env"])


def load_envs(f, ctx):
    for sid, envs in (f.get("envs") or {}).items():
        tenant_id = admin.TenantServiceInfo.objects.get(service_id=sid).tenant_id
        for e in envs:
            _put_env(tenant_id, sid, e)


def dump_envs(out):
    comps = {c["service_id"] for c in out.get("components") or []}
    envs = {}
    for e in admin.TenantServiceEnvVar.objects.order_by("ID"):
        if e.service_id in comps:
            envs.setdefault(e.service_id, []).append(dict(name=e.attr_name, value=e.attr_value, note=e.name or "",
                                                          is_change=bool(e.is_change), scope=e.scope))
    out["envs"] = envs


def register(module):
    global admin
    admin = module
    admin.LOADERS.extend([load_envs, load_component_status])
    admin.DUMPERS.extend([dump_envs, dump_component_status])
    admin.OPS["put_env"] = put_env
