"""CNN with BatchNorm and Dropout ported from PyTorch to Flax: batch_stats threaded through
train_step, dropout rng split per step, eval with running averages."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state
from typing import Any


class TrainState(train_state.TrainState):
    batch_stats: Any


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        for c in (16, 32):
            x = nn.Conv(c, (3, 3), use_bias=False)(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.relu(x)
            x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dropout(0.3, deterministic=not train)(nn.relu(nn.Dense(64)(x)))
        return nn.Dense(10)(x)


def make_data(n, rng, protos):
    y = rng.integers(0, 10, n)
    x = 3.0 + 2.0 * (0.4 * protos[y] + rng.normal(size=(n, 16, 16, 1)))
    return x.astype(np.float32), y.astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    protos = rng.normal(size=(10, 16, 16, 1))
    xtr, ytr = make_data(4096, rng, protos)
    xva, yva = make_data(1024, rng, protos)
    key = jax.random.PRNGKey(0)
    key, ik = jax.random.split(key)
    model = Net()
    v = model.init(ik, xtr[:2], train=False)
    tx = optax.adamw(optax.cosine_decay_schedule(2e-3, 8 * 64), weight_decay=5e-4,
                     mask=lambda p: jax.tree_util.tree_map(lambda a: a.ndim > 1, p))
    state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"], tx=tx)

    @jax.jit
    def train_step(state, bx, by, dk):
        def loss_fn(p):
            logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, bx, train=True,
                                         mutable=["batch_stats"], rngs={"dropout": dk})
            return optax.softmax_cross_entropy_with_integer_labels(logits, by).mean(), (logits, upd)
        (loss, (logits, upd)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        state = state.apply_gradients(grads=g, batch_stats=upd["batch_stats"])
        return state, loss, jnp.mean(logits.argmax(-1) == by)

    @jax.jit
    def eval_step(state, bx, by):
        logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, bx, train=False)
        return optax.softmax_cross_entropy_with_integer_labels(logits, by).mean(), jnp.mean(logits.argmax(-1) == by)

    for epoch in range(8):
        perm = rng.permutation(len(xtr))
        ls, accs = [], []
        for i in range(0, len(xtr), 64):
            b = perm[i:i + 64]
            key, dk = jax.random.split(key)
            state, loss, acc = train_step(state, xtr[b], ytr[b], dk)
            ls.append(float(loss)); accs.append(float(acc))
        vl, va = eval_step(state, xva, yva)
        print(f"epoch {epoch} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} "
              f"val_loss {float(vl):.4f} val_acc {float(va):.4f}")


if __name__ == "__main__":
    main()
