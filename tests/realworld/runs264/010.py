import os
import numpy as np
import jax
jax.config.update("jax_cpu_collectives_implementation", "gloo")
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from jax.experimental import multihost_utils

rank = int(os.environ["RANK"])
world_size = int(os.environ["WORLD_SIZE"])
coordinator = f"{os.environ['MASTER_ADDR']}:{os.environ['MASTER_PORT']}"
print(f"[rank {rank}] initialising jax.distributed: coordinator={coordinator} num_processes={world_size}", flush=True)
jax.distributed.initialize(coordinator_address=coordinator, num_processes=world_size, process_id=rank,
                           initialization_timeout=90)
print(f"[rank {rank}] process_index={jax.process_index()} process_count={jax.process_count()} "
      f"devices={jax.devices()}", flush=True)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

mesh = Mesh(np.array(jax.devices()), ('data',))
data_sh = NamedSharding(mesh, P('data'))
repl = NamedSharding(mesh, P())

rng = np.random.default_rng(0)
W = rng.normal(size=(32, 10))
X = rng.normal(size=(8192, 32)).astype(np.float32)
Y = (X @ W).argmax(-1).astype(np.int32)
per_proc_bs = 64

# each host reads its own shard file (train-0000{rank}-of-00002), like a webdataset/tfrecord split
shard_sizes = [4096, 3900]
offsets = np.cumsum([0] + shard_sizes)

def local_batches(epoch):
    r = jax.process_index()
    shard = offsets[r] + np.random.default_rng(epoch + 17 * r).permutation(shard_sizes[r])
    for i in range(0, len(shard) - per_proc_bs + 1, per_proc_bs):
        j = shard[i:i+per_proc_bs]
        yield X[j], Y[j]

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
state = jax.device_put(state, repl)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

for epoch in range(2):
    for step, (bx, by) in enumerate(local_batches(epoch)):
        gx = multihost_utils.host_local_array_to_global_array(bx, mesh, P('data'))
        gy = multihost_utils.host_local_array_to_global_array(by, mesh, P('data'))
        state, loss, acc = train_step(state, gx, gy)
        if step % 20 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done loss {float(loss):.4f} acc {float(acc):.3f}", flush=True)
multihost_utils.sync_global_devices("end_of_training")
print(f"[rank {rank}] training finished", flush=True)
jax.distributed.shutdown()
