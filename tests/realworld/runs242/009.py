"""Sensor-signal classifier with BatchNorm (torch nn.BatchNorm1d) ported to Flax.
Train mode uses batch statistics, eval uses running averages (model.eval())."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state
from typing import Any

FEAT, CLASSES = 32, 4


class TrainState(train_state.TrainState):
    batch_stats: Any


class BNNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        for w in (128, 64):
            x = nn.Dense(w, use_bias=False)(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.relu(x)
        return nn.Dense(CLASSES)(x)


def make_data(n, rng, centers):
    y = rng.integers(0, CLASSES, n)
    # raw sensor units: large offset and scale, like the torch pipeline (no input normalisation)
    x = 50.0 + 20.0 * (centers[y] + 0.8 * rng.normal(size=(n, FEAT)))
    return x.astype(np.float32), y.astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    centers = rng.normal(size=(CLASSES, FEAT))
    xtr, ytr = make_data(8192, rng, centers)
    xva, yva = make_data(1024, rng, centers)
    model = BNNet()
    variables = model.init(jax.random.PRNGKey(0), jnp.ones((2, FEAT)), train=False)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=optax.adam(1e-3))

    @jax.jit
    def train_step(state, bx, by):
        def loss_fn(p):
            logits, updates = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, bx,
                                             train=True, mutable=["batch_stats"])
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, by).mean()
            return loss, (logits, updates)
        (loss, (logits, updates)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        state = state.apply_gradients(grads=g)
        return state, loss, jnp.mean(logits.argmax(-1) == by)

    @jax.jit
    def eval_step(state, bx, by):
        logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, bx, train=False)
        return optax.softmax_cross_entropy_with_integer_labels(logits, by).mean(), jnp.mean(logits.argmax(-1) == by)

    for epoch in range(8):
        perm = rng.permutation(len(xtr))
        ls, accs = [], []
        for i in range(0, len(xtr), 128):
            b = perm[i:i + 128]
            state, loss, acc = train_step(state, xtr[b], ytr[b])
            ls.append(float(loss)); accs.append(float(acc))
        vl, va = eval_step(state, xva, yva)
        print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} "
              f"val_loss {float(vl):.4f} val_acc {float(va):.4f}")


if __name__ == "__main__":
    main()
