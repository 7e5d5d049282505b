"""Data-parallel port of a PyTorch DDP CNN (MNIST-like) to Flax linen + jax.sharding on a CPU mesh."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P


def synthetic_digits(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, size=n)
    x = rng.normal(0, 1, size=(n, 16, 16, 1)).astype(np.float32) * 1.0
    # each class lights up a different 4x4 patch
    for c in range(10):
        r, cc = divmod(c, 4)
        x[y == c, r * 4:(r + 1) * 4, cc * 4:(cc + 1) * 4, 0] += 0.6
    return x, y.astype(np.int32)


class CNN(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = nn.Conv(32, (3, 3))(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(64)(x)
        x = nn.relu(x)
        return nn.Dense(self.num_classes)(x)


def batches(x, y, bs, rng):
    idx = rng.permutation(len(x))
    for i in range(0, len(idx) - bs + 1, bs):
        j = idx[i:i + bs]
        yield x[j], y[j]


def main():
    devices = jax.devices()
    print(f"jax {jax.__version__} num_devices={len(devices)} platform={devices[0].platform}")
    mesh = Mesh(np.array(devices), ("data",))
    data_sharding = NamedSharding(mesh, P("data"))
    repl = NamedSharding(mesh, P())

    xtr, ytr = synthetic_digits(8192, 0)
    xva, yva = synthetic_digits(1024, 1)
    global_bs = 128
    print(f"global batch {global_bs}, per-device batch {global_bs // len(devices)}")

    model = CNN()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(0.05, momentum=0.9))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    state = jax.device_put(state, repl)

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        state = state.apply_gradients(grads=grads)
        return state, loss, (logits.argmax(-1) == y).mean()

    @jax.jit
    def eval_step(params, x, y):
        logits = model.apply({"params": params}, x)
        return (logits.argmax(-1) == y).mean()

    rng = np.random.default_rng(0)
    step = 0
    for epoch in range(4):
        t0 = time.time()
        for xb, yb in batches(xtr, ytr, global_bs, rng):
            xb = jax.device_put(xb, data_sharding)
            yb = jax.device_put(yb, data_sharding)
            state, loss, acc = train_step(state, xb, yb)
            step += 1
            if step % 16 == 0:
                print(f"step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
        accs = [float(eval_step(state.params, jax.device_put(xb, data_sharding), jax.device_put(yb, data_sharding)))
                for xb, yb in batches(xva, yva, global_bs, np.random.default_rng(1))]
        print(f"epoch {epoch} time {time.time()-t0:.1f}s val_acc {np.mean(accs):.4f}")
    print("done")


if __name__ == "__main__":
    main()
