# Data-parallel Flax training over 4 host CPU devices with jax.sharding (port of a torch DDP job).
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

CFG = {"global_batch_size": 128, "lr": 1e-3, "epochs": 5, "n_train": 4096, "n_val": 1024,
       "features": 16, "classes": 10, "dropout": 0.1, "seed": 0}


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.Dropout(CFG["dropout"], deterministic=not train)(x)
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(CFG["classes"])(x)


def main():
    devices = jax.devices()
    mesh = Mesh(np.array(devices), ("data",))
    data_sh = NamedSharding(mesh, P("data"))
    repl = NamedSharding(mesh, P())
    gbs = CFG["global_batch_size"]
    assert gbs % len(devices) == 0
    print(f"devices {len(devices)} mesh {dict(mesh.shape)} global_batch {gbs} per_device {gbs // len(devices)}")

    rng = np.random.default_rng(CFG["seed"])
    centers = rng.normal(size=(CFG["classes"], CFG["features"])) * 1.2
    def sample(n):
        y = rng.integers(0, CFG["classes"], n).astype(np.int32)
        return (centers[y] + rng.normal(size=(n, CFG["features"]))).astype(np.float32), y
    x, y = sample(CFG["n_train"])
    xv, yv = sample(CFG["n_val"])

    root = jax.random.PRNGKey(CFG["seed"])
    k_init, k_drop = jax.random.split(root)
    model = MLP()
    params = model.init(k_init, jnp.zeros((1, CFG["features"])), train=False)["params"]
    steps_per_epoch = CFG["n_train"] // gbs
    sched = optax.cosine_decay_schedule(CFG["lr"], steps_per_epoch * CFG["epochs"])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(sched))
    state = jax.device_put(state, repl)

    @jax.jit
    def train_step(state, xb, yb, key):
        key = jax.random.fold_in(key, state.step)
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb, train=True, rngs={"dropout": key})
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    @jax.jit
    def eval_step(state, xb, yb):
        logits = state.apply_fn({"params": state.params}, xb, train=False)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), (logits.argmax(-1) == yb).mean()

    xv_s, yv_s = jax.device_put(xv, data_sh), jax.device_put(yv, data_sh)
    for epoch in range(CFG["epochs"]):
        t0 = time.time()
        perm = rng.permutation(CFG["n_train"])
        losses = []
        for s in range(steps_per_epoch):
            idx = perm[s * gbs:(s + 1) * gbs]
            state, loss = train_step(state, jax.device_put(x[idx], data_sh), jax.device_put(y[idx], data_sh), k_drop)
            losses.append(loss)
        vl, va = eval_step(state, xv_s, yv_s)
        print(f"epoch {epoch} step {int(state.step)} train_loss {float(jnp.mean(jnp.stack(losses))):.4f} "
              f"val_loss {float(vl):.4f} val_acc {float(va):.4f} lr {float(sched(state.step)):.2e} "
              f"time {time.time() - t0:.1f}s")
    print(f"param sharding: {jax.tree_util.tree_leaves(state.params)[0].sharding.spec}")


if __name__ == "__main__":
    main()
