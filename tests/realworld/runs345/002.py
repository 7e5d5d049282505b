"""Train a small CNN on synthetic 16x16 images with Flax TrainState + optax.sgd (momentum)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(4)(x)


class Loader:
    def __init__(self, n, bs, seed):
        r = np.random.default_rng(seed)
        self.y = r.integers(0, 4, n)
        self.x = r.normal(scale=0.5, size=(n, 16, 16, 1)).astype(np.float32)
        for c in range(4):  # class c has a bright quadrant
            m = self.y == c
            self.x[m, (c // 2) * 8:(c // 2) * 8 + 8, (c % 2) * 8:(c % 2) * 8 + 8, 0] += 1.0
        self.bs, self.r = bs, r

    def __iter__(self):
        p = self.r.permutation(len(self.y))
        for i in range(0, len(p) - self.bs + 1, self.bs):
            j = p[i:i + self.bs]
            yield {"image": self.x[j], "label": self.y[j]}


model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                      tx=optax.sgd(0.05, momentum=0.9))


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["image"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
        return loss, logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state.apply_gradients(grads=grads)
    acc = (logits.argmax(-1) == batch["label"]).mean()
    return state, loss, acc


loader = Loader(2048, 64, 0)
for epoch in range(5):
    ls, accs = [], []
    for batch in loader:
        state, loss, acc = train_step(state, batch)
        ls.append(float(loss)); accs.append(float(acc))
    print(f"epoch {epoch} step {int(state.step)} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f}")
