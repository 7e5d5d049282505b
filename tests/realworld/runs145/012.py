"""Data-parallel training with jax.sharding on all local devices (torch DDP replacement).
Run on the 2-device dev box with XLA_FLAGS=--xla_force_host_platform_device_count=2."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from flax.training import train_state

GLOBAL_BATCH, EPOCHS = 128, 3
mesh = Mesh(np.array(jax.devices()), ("data",))
data_sharding = NamedSharding(mesh, P("data"))
replicated = NamedSharding(mesh, P())
print(f"devices: {jax.devices()}  global batch {GLOBAL_BATCH} -> {GLOBAL_BATCH // len(jax.devices())} per device")


def load(n, seed):
    r = np.random.default_rng(seed)
    x = r.normal(size=(n, 20)).astype(np.float32)
    y = ((x[:, 0] * x[:, 1] > 0).astype(np.int32) + 2 * (x[:, 2] > 0)).astype(np.int32)
    return x, y


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        for w in (128, 128):
            x = nn.gelu(nn.Dense(w)(x))
        return nn.Dense(4)(x)


def batches(x, y, bs, shuffle, seed=0, drop_last=False):
    idx = np.random.default_rng(seed).permutation(len(x)) if shuffle else np.arange(len(x))
    stop = len(x) - bs + 1 if drop_last else len(x)
    for i in range(0, stop, bs):
        b = idx[i:i + bs]
        yield jax.device_put((x[b], y[b]), data_sharding)


@jax.jit
def train_step(state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return (logits.argmax(-1) == y).sum()


xtr, ytr = load(8192, 0)
xva, yva = load(999, 1)
model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"],
                                      tx=optax.adamw(1e-3))
state = jax.device_put(state, replicated)
for epoch in range(EPOCHS):
    losses = []
    for step, (xb, yb) in enumerate(batches(xtr, ytr, GLOBAL_BATCH, True, epoch, drop_last=True)):
        state, l = train_step(state, xb, yb)
        losses.append(l)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(l):.4f}")
    correct = sum(int(eval_step(state, xb, yb)) for xb, yb in batches(xva, yva, GLOBAL_BATCH, False))
    print(f"epoch {epoch}: train_loss {float(jnp.mean(jnp.stack(losses))):.4f}  val_acc {correct / len(xva):.4f}")
