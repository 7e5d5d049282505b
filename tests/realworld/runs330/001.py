# MNIST-style CNN classifier on generated digit-like images, Flax + Optax port of a PyTorch script.
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

NCLS, IMG, BATCH, EPOCHS, LR = 10, 16, 64, 4, 1e-3


def make_images(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(123).standard_normal((NCLS, IMG, IMG, 1)).astype(np.float32)
    y = rng.integers(0, NCLS, size=n)
    x = protos[y] + 0.8 * rng.standard_normal((n, IMG, IMG, 1)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)


class DataLoader:
    def __init__(self, x, y, batch_size, shuffle, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return len(self.x) // self.bs

    def __iter__(self):
        idx = self.rng.permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        for b in range(len(self)):
            j = idx[b * self.bs:(b + 1) * self.bs]
            yield self.x[j], self.y[j]


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(64, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(NCLS)(x)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state.apply_gradients(grads=grads)  # optimizer.step()
    return state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def main():
    xtr, ytr = make_images(12800, 0)
    xte, yte = make_images(2048, 1)
    train_loader = DataLoader(xtr, ytr, BATCH, shuffle=True)
    test_loader = DataLoader(xte, yte, 256, shuffle=False)
    print(f"train {xtr.shape} test {xte.shape}")
    model = CNN()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IMG, IMG, 1)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(LR))
    for epoch in range(1, EPOCHS + 1):
        t0 = time.time()
        losses, accs = [], []
        for i, (x, y) in enumerate(train_loader):
            state, loss, acc = train_step(state, x, y)
            losses.append(float(loss)); accs.append(float(acc))
            if (i + 1) % 50 == 0:
                print(f"Epoch {epoch} [{(i + 1) * BATCH}/{len(xtr)}] loss: {np.mean(losses[-50:]):.4f} acc: {np.mean(accs[-50:]):.3f}")
        vl, va = zip(*[eval_step(state, x, y) for x, y in test_loader])
        print(f"Epoch {epoch} train_loss {np.mean(losses):.4f} val_loss {np.mean(vl):.4f} val_acc {np.mean(va):.4f} "
              f"step {int(state.step)} ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
