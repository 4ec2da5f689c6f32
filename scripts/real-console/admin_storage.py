# -*- coding: utf-8 -*-
"""Volumes, TCP rules and third-party components' endpoints for admin.py: the mock's fixture kinds
(internal/mockgateway: volumes.go Volume, tcp_rules.go TCPRule, model.go Component's endpoints_type and
endpoints) loaded into the console's models and dumped back in the mock's shape.

Console models (www/models/main.py): TenantServiceVolume with TenantServiceConfigurationFile for a
config-file's content (console/services/app_config/volume_service.py add_service_volume),
ServiceTcpDomain (domain_service.py bind_tcpdomain), ThirdPartyServiceEndpoints (a static component's
addresses as a JSON list, an api component's "{}": console/repositories/app_config.py
update_or_create_endpoints, create_api_endpoints).
"""
import json

from www.models.main import (ServiceTcpDomain, TenantServiceConfigurationFile, TenantServiceInfo,
                             TenantServiceVolume, ThirdPartyServiceEndpoints)


def component_of(service):
    """The component a fixture row names, by service_id or service_alias (the mock takes both)."""
    return TenantServiceInfo.objects.filter(service_id=service).first() or \
        TenantServiceInfo.objects.get(service_alias=service)


def load_volumes(f, ctx):
    for v in f.get("volumes") or []:
        c = component_of(v["service_id"])
        row = dict(service_id=c.service_id, category=c.category, volume_type=v["volume_type"],
                   # create_service_volume's host path
                   host_path="/grdata/tenant/%s/service/%s%s" % (c.tenant_id, c.service_id, v["volume_path"]),
                   volume_path=v["volume_path"], volume_name=v["volume_name"],
                   volume_capacity=v["volume_capacity"], access_mode=v.get("access_mode") or "",
                   volume_provider_name="", mode=v.get("mode"))
        if v.get("ID"):
            row["ID"] = v["ID"]
        vol = TenantServiceVolume.objects.create(**row)
        if v["volume_type"] == "config-file":
            TenantServiceConfigurationFile.objects.create(service_id=c.service_id, volume_id=vol.ID,
                                                          volume_name=vol.volume_name,
                                                          file_content=v.get("file_content") or "")


def load_tcp_rules(f, ctx):
    for r in f.get("tcp_rules") or []:
        c = component_of(r["service_id"])
        ServiceTcpDomain.objects.create(
            tcp_rule_id=r["tcp_rule_id"], region_id=r["region_id"], tenant_id=c.tenant_id,
            service_id=c.service_id, service_name=c.service_alias, service_alias=c.service_cname,
            end_point=r["end_point"], protocol=r["protocol"], container_port=r["container_port"],
            type=r["type"], rule_extensions=r.get("rule_extensions") or "",
            is_outer_service=r["is_outer_service"])


def load_third_endpoints(f, ctx):
    for c in f.get("components") or []:
        kind = c.get("endpoints_type")
        if not kind:
            continue
        info = json.dumps(c.get("endpoints") or []) if kind == "static" else "{}"
        ThirdPartyServiceEndpoints.objects.create(tenant_id=c["tenant_id"], service_id=c["service_id"],
                                                  service_cname=c["service_cname"], endpoints_info=info,
                                                  endpoints_type=kind)


def dump_volumes(out):
    comps = {c["service_id"] for c in out["components"]}
    contents = {(cf.service_id, cf.volume_name): cf.file_content
                for cf in TenantServiceConfigurationFile.objects.all()}
    out["volumes"] = [dict(ID=v.ID, service_id=v.service_id, volume_name=v.volume_name, volume_path=v.volume_path,
                           volume_capacity=v.volume_capacity, volume_type=v.volume_type,
                           access_mode=v.access_mode or "", mode=v.mode,
                           file_content=contents.get((v.service_id, v.volume_name), ""))
                      for v in TenantServiceVolume.objects.order_by("ID") if v.service_id in comps]


def dump_tcp_rules(out):
    comps = {c["service_id"] for c in out["components"]}
    out["tcp_rules"] = [dict(tcp_rule_id=r.tcp_rule_id, region_id=r.region_id, tenant_id=r.tenant_id,
                             service_id=r.service_id, service_name=r.service_name, service_alias=r.service_alias,
                             end_point=r.end_point, protocol=r.protocol, container_port=r.container_port,
                             type=r.type, rule_extensions=r.rule_extensions or "",
                             is_outer_service=r.is_outer_service)
                        for r in ServiceTcpDomain.objects.order_by("ID") if r.service_id in comps]


def dump_third_endpoints(out):
    endpoints = {e.service_id: e for e in ThirdPartyServiceEndpoints.objects.all()}
    for c in out["components"]:
        e = endpoints.get(c["service_id"])
        if e is None:
            continue
        c["endpoints_type"] = e.endpoints_type
        try:
            listed = json.loads(e.endpoints_info)
        except ValueError:
            listed = None
        if isinstance(listed, list):
            c["endpoints"] = listed


def register(admin):
    admin.LOADERS += [load_volumes, load_tcp_rules, load_third_endpoints]
    admin.DUMPERS += [dump_volumes, dump_tcp_rules, dump_third_endpoints]
    admin.MODELS.update(volume=TenantServiceVolume, volume_config=TenantServiceConfigurationFile,
                        tcp_rule=ServiceTcpDomain, third_endpoints=ThirdPartyServiceEndpoints)
