# -*- coding: utf-8 -*-
"""Component statuses for admin.py (see its load_areas): the console reads a component's status from its
region, so a fixture's component status lives in the region stand-in, not in the console's models.

Loading (and add) tells the stand-in every component's status through the region's batch operation, which
the console's start and stop call: "closed" stops it, any other starts it (the stand-in keeps statuses
across fixture loads, so a running one is set too). Dump reads them back through the region's status
query, as the console's component list does, so that the tests' model of the console has them.
"""
import collections
import json
import urllib.request


def _region_call(admin, region, tenant_name, path, body):
    req = urllib.request.Request("%s/v2/tenants/%s/%s" % (admin.region_url(region), tenant_name, path),
                                 data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    return json.loads(urllib.request.urlopen(req, timeout=10).read() or b"{}")


def _by_region_and_team(admin, components):
    """Groups components by (region, team name) as the region's routes take them."""
    names = {t.tenant_id: t.tenant_name for t in admin.Tenants.objects.all()}
    groups = collections.defaultdict(list)
    for c in components:
        if c["tenant_id"] in names:
            groups[(c["service_region"], names[c["tenant_id"]])].append(c)
    return groups


def tell_statuses(admin, components):
    for (region, tenant_name), comps in _by_region_and_team(admin, components).items():
        for op in ("stop", "start"):
            infos = [{"service_id": c["service_id"]} for c in comps
                     if (c.get("status") == "closed") == (op == "stop")]
            if infos:
                _region_call(admin, region, tenant_name, "batchoperation", {"operation": op, op + "_infos": infos})


def load_statuses(admin, f, ctx):
    comps = [c for c in f.get("components") or []]
    if comps:
        # after the commit: the team names are read from the console's rows
        ctx["after"].append(lambda: tell_statuses(admin, comps))


def dump_statuses(admin, out):
    for (region, tenant_name), comps in _by_region_and_team(admin, out.get("components") or []).items():
        answer = _region_call(admin, region, tenant_name, "services_status",
                              {"service_ids": [c["service_id"] for c in comps]})
        status = {s["service_id"]: s["status"] for s in answer.get("list") or []}
        for c in comps:
            if c["service_id"] in status:
                c["status"] = status[c["service_id"]]


def register(admin):
    admin.LOADERS.append(lambda f, ctx: load_statuses(admin, f, ctx))
    admin.DUMPERS.append(lambda out: dump_statuses(admin, out))
