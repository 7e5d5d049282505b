"""MNIST-style MLP classifier, ported from a PyTorch training script (DataLoader -> numpy batches)."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

BATCH_SIZE = 64
EPOCHS = 3
LR = 1e-3
IMG = 28


def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, size=n)
    x = rng.normal(0, 1, size=(n, IMG, IMG)).astype(np.float32)
    # class-dependent blob so the task is learnable
    for c in range(10):
        x[y == c, c * 2:c * 2 + 4, c * 2:c * 2 + 4] += 2.0
    return x, y.astype(np.int32)


def data_loader(x, y, batch_size, shuffle, seed=0):
    """Equivalent of torch DataLoader(shuffle=True, drop_last=False)."""
    idx = np.arange(len(x))
    if shuffle:
        np.random.default_rng(seed).shuffle(idx)
    for start in range(0, len(x), batch_size):
        b = idx[start:start + batch_size]
        yield x[b], y[b]


class MLP(nn.Module):
    hidden: int = 256

    @nn.compact
    def __call__(self, x):
        x = x.reshape(BATCH_SIZE, -1)          # x.view(BATCH_SIZE, -1) in the torch version
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(10)(x)


@jax.jit
def train_step(state, xb, yb):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, xb)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        return loss, logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    acc = (logits.argmax(-1) == yb).mean()
    return state, loss, acc


def main():
    x_train, y_train = make_dataset(6000, 0)
    x_val, y_val = make_dataset(1000, 1)
    print(f"train samples: {len(x_train)}  val samples: {len(x_val)}  batch_size: {BATCH_SIZE}")
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((BATCH_SIZE, IMG, IMG)))["params"]
    n_params = sum(p.size for p in jax.tree_util.tree_leaves(params))
    print(f"model parameters: {n_params:,}")
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(LR))
    steps_per_epoch = int(np.ceil(len(x_train) / BATCH_SIZE))
    for epoch in range(1, EPOCHS + 1):
        t0 = time.time()
        losses, accs = [], []
        for step, (xb, yb) in enumerate(data_loader(x_train, y_train, BATCH_SIZE, True, epoch), 1):
            state, loss, acc = train_step(state, jnp.asarray(xb), jnp.asarray(yb))
            losses.append(float(loss)); accs.append(float(acc))
            if step % 20 == 0:
                print(f"Epoch {epoch} [{step}/{steps_per_epoch}] loss: {np.mean(losses):.4f} acc: {np.mean(accs):.4f}")
        print(f"Epoch {epoch} done in {time.time() - t0:.1f}s - loss: {np.mean(losses):.4f} - acc: {np.mean(accs):.4f}")


if __name__ == "__main__":
    main()
