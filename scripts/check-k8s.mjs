#!/usr/bin/env node
// `npm run k8s:check` (part of npm test): the Kubernetes manifests in deploy/k8s are valid objects of the Kubernetes API
// (kubernetes-models: the API's OpenAPI schemas, bundled, nothing fetched) and hold together as the README promises:
// - each Deployment has a readiness probe on its /healthz and a Service selecting its pods, and runs an image built by
//   a Containerfile in deploy/containers; the edge and the API have a HorizontalPodAutoscaler; a Job runs migrations;
// - every file a container's command names exists in the repository, every ConfigMap or Secret a pod reads exists;
// - every variable of the README's "Configuring real services" tables is set in a ConfigMap or Secret, or named with
//   its reason in a ConfigMap's `storefront/unset` annotation;
// - the ConfigMap storefront-nginx (deploy/k8s/nginx-config.yaml) is what deploy/nginx/storefront.conf.template renders
//   with the cluster's settings below (`--write` writes it), so nginx has one configuration source.
// Exits 1 listing every problem.
//
//   npm run k8s:check
//   npm run k8s:check -- --write   # after changing the nginx template: renders deploy/k8s/nginx-config.yaml again
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { tsImport } from 'tsx/esm/api';
import { parseAllDocuments, stringify } from 'yaml';
import { root } from './stack-parts.mjs';

const { renderNginxConfig } = await tsImport('../deploy/src/cdn/nginx-config.ts', import.meta.url);

/**
 * nginx in the cluster (deploy/k8s/nginx.yaml): in front of the edge Service, behind the Ingress that ends TLS; the
 * edges reach the API through its Service, so no API balancer; the pod runs as www-data, logs to its own streams.
 */
const clusterNginx = {
  listen: '0.0.0.0:8080',
  edges: ['edge:8080'],
  runDir: '/var/run/storefront-nginx',
  asRoot: false,
  brotli: true,
  forwardedProto: 'https',
  accessLog: '/dev/stdout',
  errorLog: '/dev/stderr',
};
const nginxTemplate = path.join(root, 'deploy', 'nginx', 'storefront.conf.template');
const nginxConfigFile = path.join(root, 'deploy', 'k8s', 'nginx-config.yaml');

function nginxConfigMap() {
  const object = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: 'storefront-nginx',
      labels: { 'app.kubernetes.io/part-of': 'storefront', 'app.kubernetes.io/component': 'cdn' },
    },
    data: { 'nginx.conf': renderNginxConfig(clusterNginx, readFileSync(nginxTemplate, 'utf8')) },
  };
  return [
    '# Rendered from deploy/nginx/storefront.conf.template by `npm run k8s:check -- --write` (scripts/check-k8s.mjs names',
    '# the settings); do not edit: change the template and render again. k8s:check fails when this file differs.',
    stringify(object, { lineWidth: 0 }),
  ].join('\n');
}

// The nginx pods' template carries the configuration's hash, so a changed configuration rolls them (nginx reads its
// file once).
const nginxDeploymentFile = path.join(root, 'deploy', 'k8s', 'nginx.yaml');
const CONFIG_HASH_LINE = /(storefront\/nginx-config: )'[0-9a-f]*'/;
const nginxConfigHash = () => createHash('sha256').update(nginxConfigMap()).digest('hex').slice(0, 16);

if (process.argv.includes('--write')) {
  writeFileSync(nginxConfigFile, nginxConfigMap());
  const deployment = readFileSync(nginxDeploymentFile, 'utf8');
  writeFileSync(nginxDeploymentFile, deployment.replace(CONFIG_HASH_LINE, `$1'${nginxConfigHash()}'`));
  console.log(
    `wrote ${path.relative(root, nginxConfigFile)} and its hash in ${path.relative(root, nginxDeploymentFile)}`,
  );
}

/** The kinds the manifests use, each validated against its schema; another kind is added here first. */
const models = [ConfigMap, Deployment, HorizontalPodAutoscaler, Ingress, Job, PersistentVolumeClaim, Secret, Service];
const k8sDir = path.join(root, 'deploy', 'k8s');
const problems = [];
const objects = [];

for (const file of readdirSync(k8sDir).filter((name) => name.endsWith('.yaml'))) {
  for (const document of parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8'))) {
    if (document.errors.length > 0) {
      problems.push(`${file}: ${document.errors[0].message}`);
      continue;
    }
    const object = document.toJS();
    if (object) objects.push({ file, object });
  }
}

for (const { file, object } of objects) {
  const where = `${file}: ${object.kind} ${object.metadata?.name}`;
  const Model = models.find((model) => model.apiVersion === object.apiVersion && model.kind === object.kind);
  if (!Model) {
    problems.push(`${where}: ${object.apiVersion} ${object.kind} is not a kind scripts/check-k8s.mjs validates`);
    continue;
  }
  try {
    new Model(object).validate();
  } catch (error) {
    problems.push(`${where}: ${error.message}`);
  }
}

const byKind = (kind) => objects.filter(({ object }) => object.kind === kind).map(({ object }) => object);
const named = (kind, name) => byKind(kind).some((object) => object.metadata?.name === name);
const podSpecs = [
  ...byKind('Deployment').map((object) => ({
    owner: `Deployment ${object.metadata.name}`,
    spec: object.spec.template.spec,
  })),
  ...byKind('Job').map((object) => ({ owner: `Job ${object.metadata.name}`, spec: object.spec.template.spec })),
];

function containerfileOf(image) {
  const name = /^storefront\/([a-z-]+)(?::|$)/.exec(image ?? '')?.[1];
  if (!name) return undefined;
  const standin = /^standin-(\w+)$/.exec(name)?.[1];
  if (standin) {
    return existsSync(path.join(root, 'packages', `standin-${standin}`)) ? 'standin.Containerfile' : undefined;
  }
  return `${name}.Containerfile`;
}

for (const { owner, spec } of podSpecs) {
  for (const container of spec.containers ?? []) {
    const containerfile = containerfileOf(container.image);
    if (!containerfile || !existsSync(path.join(root, 'deploy', 'containers', containerfile))) {
      problems.push(`${owner}: no Containerfile in deploy/containers builds the image ${container.image}`);
    }
    for (const word of [...(container.command ?? []), ...(container.args ?? [])]) {
      if (/^[\w.-]+\/[\w./-]+\.(ts|mjs|js)$/.test(word) && !existsSync(path.join(root, word))) {
        problems.push(`${owner}: runs ${word}, which is not in the repository`);
      }
    }
    for (const source of container.envFrom ?? []) {
      if (source.configMapRef && !named('ConfigMap', source.configMapRef.name)) {
        problems.push(`${owner}: reads the ConfigMap ${source.configMapRef.name}, which no manifest defines`);
      }
      if (source.secretRef && !named('Secret', source.secretRef.name)) {
        problems.push(`${owner}: reads the Secret ${source.secretRef.name}, which no manifest defines`);
      }
    }
  }
}

for (const deployment of byKind('Deployment')) {
  const name = deployment.metadata.name;
  const labels = deployment.spec.template.metadata?.labels ?? {};
  for (const container of deployment.spec.template.spec.containers) {
    if (!/\/healthz$/.test(container.readinessProbe?.httpGet?.path ?? '')) {
      problems.push(`Deployment ${name}: container ${container.name} has no readiness probe on /healthz`);
    }
  }
  const served = byKind('Service').some(
    (service) =>
      service.spec?.selector && Object.entries(service.spec.selector).every(([key, value]) => labels[key] === value),
  );
  if (!served) problems.push(`Deployment ${name}: no Service selects its pods`);
}

for (const name of ['edge', 'commerce-api']) {
  const scaled = byKind('HorizontalPodAutoscaler').some(
    (hpa) => hpa.spec.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === name,
  );
  if (!scaled) problems.push(`Deployment ${name}: no HorizontalPodAutoscaler scales it`);
  if (!named('Deployment', name)) problems.push(`no Deployment ${name}`);
}
const migrates = byKind('Job').some((job) =>
  job.spec.template.spec.containers.some((container) =>
    [...(container.command ?? []), ...(container.args ?? [])].some((word) =>
      /commerce-api\/src\/seed\/cli\.ts$/.test(word),
    ),
  ),
);
if (!migrates) problems.push('no Job runs the commerce API migrations (packages/commerce-api/src/seed/cli.ts)');

if (!existsSync(nginxConfigFile) || readFileSync(nginxConfigFile, 'utf8') !== nginxConfigMap()) {
  problems.push(
    'nginx-config.yaml: not what deploy/nginx/storefront.conf.template renders; run `npm run k8s:check -- --write`',
  );
}
const nginxDeployment = byKind('Deployment').find((object) => object.metadata.name === 'nginx');
if (nginxDeployment?.spec.template.metadata?.annotations?.['storefront/nginx-config'] !== nginxConfigHash()) {
  problems.push(
    "nginx.yaml: the pods' storefront/nginx-config annotation is not the configuration's hash; run `npm run k8s:check -- --write`",
  );
}

// Every variable of the README's configuration tables, in a ConfigMap or Secret or named as deliberately unset.
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Configuring real services'));
const tables = section.slice(0, section.indexOf('\n## ', 1));
const documented = new Set();
for (const line of tables.split('\n').filter((row) => row.startsWith('|'))) {
  const firstCell = line.split('|')[1] ?? '';
  for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)) documented.add(match[1]);
}
const configured = new Set();
for (const object of [...byKind('ConfigMap'), ...byKind('Secret')]) {
  for (const key of Object.keys({ ...object.data, ...object.stringData })) configured.add(key);
  const unset = object.metadata?.annotations?.['storefront/unset'] ?? '';
  for (const clause of unset.split(';')) {
    const names = clause.split(':')[0] ?? '';
    for (const match of names.matchAll(/[A-Z][A-Z0-9_]+/g)) configured.add(match[0]);
  }
}
if (documented.size < 20)
  problems.push(`README.md: found only ${documented.size} variables in "Configuring real services"`);
for (const name of documented) {
  if (!configured.has(name)) {
    problems.push(`README.md names ${name}, which no ConfigMap or Secret in deploy/k8s sets or names as unset`);
  }
}

if (problems.length > 0) {
  console.error(`deploy/k8s: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `deploy/k8s: ${objects.length} objects valid (kubernetes-models), ${documented.size} README variables configured.`,
);
