import os, sys, subprocess, tempfile
# training job: 4 host devices, params sharded FSDP-style; eval job: restores the same checkpoint on its own host
if len(sys.argv) == 1:
    os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np
import orbax.checkpoint as ocp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
print(f"[{'train' if len(sys.argv)==1 else 'eval'}] jax {jax.__version__} devices={jax.device_count()}", flush=True)

if len(sys.argv) == 1:
    mesh = Mesh(np.array(jax.devices()), ("fsdp",))
    shard = NamedSharding(mesh, P("fsdp", None))
    params = {"embed": jax.device_put(jax.random.normal(jax.random.PRNGKey(0), (1024, 64)), shard),
              "proj": jax.device_put(jax.random.normal(jax.random.PRNGKey(1), (64, 64)), shard)}
    ckpt_dir = os.path.join(tempfile.mkdtemp(), "ckpt_step_1000")
    ckptr = ocp.StandardCheckpointer()
    ckptr.save(ckpt_dir, params)
    ckptr.wait_until_finished()
    print("[train] saved", ckpt_dir, "embed sharding", params["embed"].sharding, flush=True)
    # launch eval job (runs without the multi-device XLA_FLAGS, like the eval host)
    env = dict(os.environ); env.pop("XLA_FLAGS", None)
    r = subprocess.run([sys.executable, __file__, ckpt_dir], env=env)
    sys.exit(r.returncode)
else:
    ckpt_dir = sys.argv[1]
    ckptr = ocp.StandardCheckpointer()
    params = ckptr.restore(ckpt_dir)
    print("[eval] restored", {k: v.shape for k, v in params.items()})
    x = jnp.ones((2, 64))
    print("[eval] logits", (x @ params["proj"]).sum())
