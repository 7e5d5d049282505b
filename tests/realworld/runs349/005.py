# Data-parallel Flax training on 8 host CPU devices (port of a torch DDP job, 8 ranks).
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state
from jax.sharding import NamedSharding, PartitionSpec as P

CFG = {"global_batch_size": 100, "lr": 1e-3, "epochs": 3, "n_train": 3000, "features": 16, "classes": 10}


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(CFG["classes"])(x)


def main():
    devices = jax.devices()
    print(f"process {jax.process_index()} devices {len(devices)}: {[d.id for d in devices]}")
    mesh = jax.make_mesh((len(devices),), ("data",))
    data_sharding = NamedSharding(mesh, P("data"))
    repl = NamedSharding(mesh, P())
    print(f"mesh {dict(mesh.shape)} global_batch_size {CFG['global_batch_size']}")

    rng = np.random.default_rng(0)
    centers = rng.normal(size=(CFG["classes"], CFG["features"])) * 2
    y = rng.integers(0, CFG["classes"], CFG["n_train"]).astype(np.int32)
    x = (centers[y] + rng.normal(size=(CFG["n_train"], CFG["features"]))).astype(np.float32)

    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, CFG["features"])))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(CFG["lr"]))
    state = jax.device_put(state, repl)

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    gbs = CFG["global_batch_size"]
    steps = CFG["n_train"] // gbs
    for epoch in range(CFG["epochs"]):
        t0 = time.time()
        perm = rng.permutation(CFG["n_train"])
        losses = []
        for s in range(steps):
            idx = perm[s * gbs:(s + 1) * gbs]
            xb = jax.device_put(x[idx], data_sharding)
            yb = jax.device_put(y[idx], data_sharding)
            state, loss = train_step(state, xb, yb)
            losses.append(loss)
            if s % 10 == 0:
                print(f"epoch {epoch} step {s}/{steps} loss {float(loss):.4f}")
        print(f"epoch {epoch} mean_loss {float(jnp.mean(jnp.stack(losses))):.4f} time {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
