"""Small CIFAR-like CNN in Flax linen: BatchNorm + Dropout, clip + AdamW with a decay mask, warmup-cosine."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


def make_data(n, rng):
    # 4 classes: a bright square in one of the four quadrants of a 16x16x3 image
    x = rng.normal(0, 1.0, size=(n, 16, 16, 3)).astype(np.float32)
    y = rng.integers(0, 4, size=n)
    for i, c in enumerate(y):
        r, col = divmod(int(c), 2)
        x[i, r * 8:(r + 1) * 8, col * 8:(col + 1) * 8, :] += 1.0
    flip = rng.random(n) < 0.1  # noisy annotations, as in the real set
    y = np.where(flip, rng.integers(0, 4, size=n), y)
    return x, y.astype(np.int32)


class CNN(nn.Module):
    num_classes: int = 4

    @nn.compact
    def __call__(self, x, train: bool):
        for feat in (16, 32):
            x = nn.Conv(feat, (3, 3))(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.relu(x)
            x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(64)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)


class TrainState(train_state.TrainState):
    batch_stats: dict


def decay_mask(params):
    return jax.tree_util.tree_map_with_path(lambda path, p: p.ndim > 1, params)


@jax.jit
def train_step(state, x, y, rng):
    def loss_fn(params):
        logits, upd = state.apply_fn({"params": params, "batch_stats": state.batch_stats}, x, train=True,
                                     mutable=["batch_stats"], rngs={"dropout": rng})
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, (logits, upd)
    (loss, (logits, upd)), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads, batch_stats=upd["batch_stats"])
    acc = (logits.argmax(-1) == y).mean()
    return state, loss, acc


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(2048, rng)
    xva, yva = make_data(512, rng)
    bs, epochs = 64, 4
    steps = len(xtr) // bs
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=steps // 2, decay_steps=steps * epochs)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4, mask=decay_mask))
    model = CNN()
    key = jax.random.PRNGKey(42)
    variables = model.init(key, jnp.ones((1, 16, 16, 3)), train=False)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=tx)
    print(f"params: {sum(p.size for p in jax.tree_util.tree_leaves(state.params)):,}")
    for epoch in range(epochs):
        t0 = time.time()
        perm = rng.permutation(len(xtr))
        losses, accs = [], []
        for i in range(steps):
            idx = perm[i * bs:(i + 1) * bs]
            key, sub = jax.random.split(key)
            state, loss, acc = train_step(state, xtr[idx], ytr[idx], sub)
            losses.append(float(loss)); accs.append(float(acc))
        vl, va = eval_step(state, xva, yva)
        print(f"Epoch {epoch + 1}/{epochs}")
        print(f"{steps}/{steps} - {time.time() - t0:.0f}s - loss: {np.mean(losses):.4f} - accuracy: {np.mean(accs):.4f}"
              f" - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f} - lr: {float(sched(state.step)):.2e}")
    print("training finished")


if __name__ == "__main__":
    main()
