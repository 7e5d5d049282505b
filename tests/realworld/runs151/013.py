"""Data-parallel training of an MLP with jax.distributed on CPU hosts.
Ported from a torchrun script: rank/world size come from the same env vars torchrun sets.
Started on this node with:  RANK=0 timeout 60 python 013.py   (second host not started yet)."""
import os, logging
import numpy as np
import jax, jax.numpy as jnp
import optax
import flax.linen as nn

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("ddp")

MASTER = os.environ.get("MASTER_ADDR", "127.0.0.1") + ":" + os.environ.get("MASTER_PORT", "29533")
WORLD_SIZE = int(os.environ.get("WORLD_SIZE", 2))
RANK = int(os.environ.get("RANK", 0))

log.info("initializing jax.distributed coordinator=%s num_processes=%d process_id=%d", MASTER, WORLD_SIZE, RANK)
jax.distributed.initialize(coordinator_address=MASTER, num_processes=WORLD_SIZE, process_id=RANK)
log.info("process %d/%d ready, global devices: %s", jax.process_index(), jax.process_count(), jax.devices())

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(64)(x)))

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 8)))["params"]
tx = optax.adam(1e-3); opt_state = tx.init(params)
rng = np.random.default_rng(RANK)
X = rng.normal(size=(512, 8)).astype(np.float32); Y = X.sum(1, keepdims=True)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

for step in range(100):
    i = (step * 32) % 512
    params, opt_state, loss = train_step(params, opt_state, X[i:i+32], Y[i:i+32])
    if step % 20 == 0:
        log.info("rank %d step %d loss %.4f", RANK, step, float(loss))
