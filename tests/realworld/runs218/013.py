# Data-parallel training with jax.pmap on 4 CPU devices (ported from torch DDP), gradient accumulation
# with lax.fori_loop, Orbax CheckpointManager save + restore
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import functools
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax import jax_utils
from flax.training import train_state
import orbax.checkpoint as ocp

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(1)(x)

n_dev = jax.local_device_count()
print("local devices:", n_dev)
rng = np.random.default_rng(0)
X = rng.uniform(-1, 1, size=(8192, 4)).astype(np.float32)
Y = (np.sin(3 * X[:, :1]) + X[:, 1:2] ** 2 - X[:, 2:3] * X[:, 3:4]).astype(np.float32)

model = MLP()
params = model.init(jax.random.key(0), X[:1])["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(optax.exponential_decay(3e-3, 200, 0.7)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
state = jax_utils.replicate(state)
ACCUM, MICRO = 2, 32

@functools.partial(jax.pmap, axis_name="batch")
def train_step(state, x, y):
    # x: (ACCUM, MICRO, 4) per device
    def micro(i, carry):
        gsum, lsum = carry
        def loss_fn(p):
            return jnp.mean((state.apply_fn({"params": p}, x[i]) - y[i]) ** 2)
        l, g = jax.value_and_grad(loss_fn)(state.params)
        return jax.tree_util.tree_map(jnp.add, gsum, g), lsum + l
    zeros = jax.tree_util.tree_map(jnp.zeros_like, state.params)
    gsum, lsum = jax.lax.fori_loop(0, ACCUM, micro, (zeros, 0.0))
    grads = jax.lax.pmean(jax.tree_util.tree_map(lambda g: g / ACCUM, gsum), "batch")
    loss = jax.lax.pmean(lsum / ACCUM, "batch")
    return state.apply_gradients(grads=grads), loss

global_bs = n_dev * ACCUM * MICRO
steps_per_epoch = len(X) // global_bs
for epoch in range(5):
    perm = rng.permutation(len(X)); ls = []
    for s in range(steps_per_epoch):
        idx = perm[s * global_bs:(s + 1) * global_bs]
        xb = X[idx].reshape(n_dev, ACCUM, MICRO, 4); yb = Y[idx].reshape(n_dev, ACCUM, MICRO, 1)
        state, loss = train_step(state, xb, yb)
        ls.append(float(loss[0]))
    print(f"epoch {epoch} step {int(state.step[0])} loss {np.mean(ls):.5f}")

mngr = ocp.CheckpointManager(os.path.abspath("ckpt_013"), options=ocp.CheckpointManagerOptions(max_to_keep=1))
host_state = jax_utils.unreplicate(state)
mngr.save(int(host_state.step), args=ocp.args.StandardSave(host_state))
mngr.wait_until_finished()
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(host_state))
pred = model.apply({"params": restored.params}, X[:1024])
print(f"restored step {int(restored.step)} eval mse {float(jnp.mean((pred - Y[:1024]) ** 2)):.5f}")
