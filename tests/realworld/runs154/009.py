"""Data-parallel (pmap, 4 host devices) linen MLP with BatchNorm, synced batch stats (SyncBatchNorm port) and dropout."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from typing import Any
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import jax_utils
from flax.training import train_state

class TrainState(train_state.TrainState):
    batch_stats: Any

class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(128)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9, axis_name="batch" if train else None)(x)
        x = nn.Dropout(0.1, deterministic=not train)(nn.relu(x))
        x = nn.Dense(64)(x)
        x = nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9, axis_name="batch" if train else None)(x))
        return nn.Dense(5)(x)

def make_data(n, rng, w):
    x = rng.normal(size=(n, 20)).astype(np.float32) * 3.0 + 1.0
    y = np.argmax(x @ w, axis=1).astype(np.int32)
    return x, y

def main():
    ndev = jax.local_device_count()
    print(f"local devices: {ndev}")
    rng = np.random.default_rng(0)
    w = rng.normal(size=(20, 5))
    xtr, ytr = make_data(8192, rng, w)
    xva, yva = make_data(1024, rng, w)
    model = Net()
    variables = model.init(jax.random.key(0), xtr[:2], train=False)
    per_dev, epochs = 32, 4
    steps = len(xtr) // (per_dev * ndev)
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, steps // 2, steps * epochs)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=optax.adamw(sched, weight_decay=1e-4))
    state = jax_utils.replicate(state)

    def train_step(state, x, y, key):
        key = jax.random.fold_in(key, jax.lax.axis_index("batch"))
        def loss_fn(p):
            logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                         rngs={"dropout": key}, mutable=["batch_stats"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
        (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        g = jax.lax.pmean(g, "batch")
        state = state.apply_gradients(grads=g, batch_stats=upd["batch_stats"])
        return state, jax.lax.pmean(loss, "batch")

    p_train = jax.pmap(train_step, axis_name="batch")

    @jax.jit
    def evaluate(params, batch_stats, x, y):
        logits = model.apply({"params": params, "batch_stats": batch_stats}, x, train=False)
        return (logits.argmax(-1) == y).mean()

    key = jax.random.key(1)
    for epoch in range(epochs):
        perm = rng.permutation(len(xtr))
        losses = []
        for i in range(steps):
            b = perm[i * per_dev * ndev:(i + 1) * per_dev * ndev]
            xb = xtr[b].reshape(ndev, per_dev, -1)
            yb = ytr[b].reshape(ndev, per_dev)
            key, sub = jax.random.split(key)
            state, loss = p_train(state, xb, yb, jax.random.split(sub, ndev))
            losses.append(float(loss[0]))
        s0 = jax_utils.unreplicate(state)
        acc = evaluate(s0.params, s0.batch_stats, xva, yva)
        print(f"epoch {epoch + 1}/{epochs} train_loss={np.mean(losses):.4f} val_acc={float(acc):.4f} step={int(s0.step)}")
    print("finished")

if __name__ == "__main__":
    main()
