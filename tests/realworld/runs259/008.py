# 2-process data-parallel training with jax.distributed on CPU; each process reads its own shard files.
# launch: python 008.py <process_id>
import os, sys
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=1"
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import flax.linen as nn
import optax

pid = int(sys.argv[1])
jax.config.update("jax_cpu_collectives_implementation", "gloo")
jax.distributed.initialize(coordinator_address="127.0.0.1:12468", num_processes=2, process_id=pid)
print(f"process {jax.process_index()}/{jax.process_count()} devices {jax.devices()}", flush=True)

mesh = Mesh(np.array(jax.devices()), ("data",))
data_sh = NamedSharding(mesh, P("data"))
repl = NamedSharding(mesh, P())

# dataset is stored as 5 shard files of different sizes; files are assigned round-robin to processes
shard_sizes = [640, 640, 640, 640, 384]
def load_shard(i):
    rng = np.random.default_rng(100 + i)
    x = rng.normal(size=(shard_sizes[i], 32)).astype(np.float32)
    y = (x[:, :8].sum(-1) > 0).astype(np.int32)
    return x, y
my_files = list(range(pid, len(shard_sizes), jax.process_count()))
parts = [load_shard(i) for i in my_files]
X = np.concatenate([p[0] for p in parts]); Y = np.concatenate([p[1] for p in parts])
local_bs = 64
steps_per_epoch = len(X) // local_bs
print(f"process {pid}: files {my_files}, {len(X)} examples, {steps_per_epoch} steps/epoch", flush=True)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(2)(x)

model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)
params = jax.device_put(params, repl)
opt_state = jax.device_put(opt_state, repl)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(2):
    for step in range(steps_per_epoch):
        xb = jax.make_array_from_process_local_data(data_sh, X[step*local_bs:(step+1)*local_bs])
        yb = jax.make_array_from_process_local_data(data_sh, Y[step*local_bs:(step+1)*local_bs])
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        if step % 5 == 0:
            print(f"process {pid} epoch {epoch} step {step} loss {float(loss):.4f}", flush=True)
    print(f"process {pid} finished epoch {epoch}", flush=True)
print(f"process {pid} training done", flush=True)
jax.distributed.shutdown()
