import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../..');
const remotes: { name: string }[] = JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/remotes.json'), 'utf8'));
const dirs = remotes.map((r) => r.name.replace(/_/g, '-'));
const objects: any[] = parseAllDocuments(execFileSync('kubectl', ['kustomize', path.join(root, 'deploy/k8s/overlays/production')], { encoding: 'utf8' })).map((d) => d.toJSON());
const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

describe('each remote ships on its own (deploy/docker/remotes, deploy/k8s/base/remotes)', () => {
  it.each(dirs)('%s: an image of its own that builds only it, as a release served under /mfe/<name>/<release>/', (dir) => {
    const text = fs.readFileSync(path.join(root, `deploy/docker/remotes/${dir}.Dockerfile`), 'utf8');
    const short = dir.replace(/^mfe-/, '');
    const builds = [...text.matchAll(/npm run build -w (\S+)/g)].map((m) => m[1]);
    expect(builds).toEqual([dir]);
    expect(text).toMatch(/REMOTE_RELEASE="\$RELEASE" npm run build/);
    expect(text).toContain(`COPY --from=web /src/${dir}/dist /usr/share/nginx/html/mfe/${short}/$RELEASE/`);
    // No other remote and not the shell: deploying it rebuilds nothing else.
    for (const other of [...dirs.filter((d) => d !== dir), 'shell']) expect(text).not.toContain(`COPY ${other}/`);
    expect(text.trim().split('\n').filter((l) => l.startsWith('USER ')).at(-1)).toBe('USER 101');
    expect(fs.existsSync(path.join(root, `deploy/docker/remotes/${dir}.Dockerfile.dockerignore`))).toBe(true);
  });

  it('nginx serves a release path and the unversioned path, never outside /mfe/', () => {
    const conf = fs.readFileSync(path.join(root, 'deploy/docker/remotes/remote.nginx.conf'), 'utf8');
    expect(conf).toContain('location ~ ^/mfe/([a-z][a-z0-9-]*)/(v[0-9][0-9a-z-]*)/(.*)$');
    expect(conf).toContain('try_files /mfe/$1/current/$2 =404;');
    expect(conf).toMatch(/location \/ \{\s*return 404;/);
    // The release pattern is the one the gateway and the deploy command use.
    expect(fs.readFileSync(path.join(root, 'services/gateway/src/static/web-static.ts'), 'utf8')).toContain('/^v[0-9][0-9a-z-]{0,63}$/');
  });

  it.each(dirs)('%s: a Deployment that rolls one pod at a time, a PDB, a Service, and the Ingress path to it', (dir) => {
    const deployment = find('Deployment', dir);
    expect(deployment?.metadata.namespace).toBe('inasaku');
    expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxUnavailable: 0, maxSurge: 1 });
    expect(find('PodDisruptionBudget', dir)?.spec.minAvailable).toBe(1);
    const c = deployment.spec.template.spec.containers[0];
    expect(c.image).toMatch(new RegExp(`/inasaku/${dir}:v`));
    expect(c.readinessProbe.httpGet.path).toBe('/health');
    expect(c.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(find('Service', dir)?.spec.ports[0].targetPort).toBe('http');
    const paths = find('Ingress', 'inasaku').spec.rules[0].http.paths;
    expect(paths).toContainEqual({ path: `/mfe/${dir.replace(/^mfe-/, '')}`, pathType: 'Prefix', backend: { service: { name: dir, port: { name: 'http' } } } });
  });
});
