#!/usr/bin/env python3
"""Import graph of crate/core modules (from `crate::` paths outside test modules and comments):
prints the one-way graph between areas and fails when modules import each other in a cycle."""
import os,re,sys
root=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'crate', 'core', 'src')
mods={}
for dp,dn,fn in os.walk(root):
    for f in fn:
        if not f.endswith('.rs'): continue
        p=os.path.join(dp,f); rel=os.path.relpath(p,root)[:-3].replace('/','::')
        rel=re.sub(r'::mod$','',rel)
        if rel=='lib': rel=''
        src=open(p).read()
        # strip test modules
        i=src.find('#[cfg(test)]')
        j=src.find('#[cfg(all(test')
        cut=min([x for x in [i,j] if x>=0], default=len(src))
        src=src[:cut]
        src='\n'.join(l for l in src.split('\n') if not l.strip().startswith('//'))
        deps=set()
        for m in re.finditer(r'crate::([a-z_0-9]+(?:::[a-z_0-9]+)*)', src):
            path=m.group(1).split('::')
            # longest prefix that is a module
            deps.add(tuple(path))
        mods[rel]=deps
names=set(mods)
g={}
for m,deps in mods.items():
    out=set()
    for d in deps:
        for k in range(len(d),0,-1):
            cand='::'.join(d[:k])
            if cand in names: out.add(cand); break
    out.discard(m)
    # a module depending on its own parent (mod.rs re-exports) is fine: drop parent edges
    g[m]={o for o in out if not m.startswith(o+'::') and o!=''}
# find cycles (Tarjan)
idx={};low={};st=[];on=set();res=[];c=[0]
def sc(v):
    idx[v]=low[v]=c[0];c[0]+=1;st.append(v);on.add(v)
    for w in g.get(v,()):
        if w not in idx: sc(w);low[v]=min(low[v],low[w])
        elif w in on: low[v]=min(low[v],idx[w])
    if low[v]==idx[v]:
        comp=[]
        while True:
            w=st.pop();on.discard(w);comp.append(w)
            if w==v:break
        if len(comp)>1: res.append(comp)
sys.setrecursionlimit(10000)
for v in list(g):
    if v not in idx: sc(v)
print('module cycles in crate/core:', res if res else 'none')
ga={}
for m,outs in g.items():
    a=m.split('::')[0]
    for o in outs:
        b=o.split('::')[0]
        if a!=b: ga.setdefault(a,set()).add(b)
for a in sorted(ga): print(a,'->',sorted(ga[a]))
sys.exit(1 if res else 0)
