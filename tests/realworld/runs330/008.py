# Tabular classification (MLP + BatchNorm + Dropout) with a PyTorch-Dataset-like loader, Flax + Optax.
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

NFEAT, NCLS, BATCH, EPOCHS = 20, 5, 128, 8


class TabularDataset:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        centers = np.random.default_rng(7).standard_normal((NCLS, NFEAT)) * 1.5
        self.labels = rng.integers(0, NCLS, size=n).astype(np.int32)
        self.features = (centers[self.labels] + rng.standard_normal((n, NFEAT))).astype(np.float32)

    def __len__(self):
        return len(self.labels)


class DataLoader:
    def __init__(self, ds, batch_size, shuffle=False, drop_last=True):
        self.ds, self.bs, self.shuffle, self.drop_last = ds, batch_size, shuffle, drop_last

    def __iter__(self):
        x, y = self.ds.features, self.ds.labels
        if self.shuffle:
            np.random.shuffle(x)
            np.random.shuffle(y)
        n = len(y) // self.bs * self.bs if self.drop_last else len(y)
        for s in range(0, n, self.bs):
            yield x[s:s + self.bs], y[s:s + self.bs]


class TabMLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        for width in (256, 128):
            x = nn.Dense(width)(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.relu(x)
            x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(NCLS)(x)


class TrainState(train_state.TrainState):
    batch_stats: dict


@jax.jit
def train_step(state, x, y, key):
    def loss_fn(params):
        logits, upd = state.apply_fn({"params": params, "batch_stats": state.batch_stats}, x, train=True,
                                     mutable=["batch_stats"], rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits, upd)
    (loss, (logits, upd)), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()


def main():
    np.random.seed(0)
    train_ds, val_ds = TabularDataset(20000, 0), TabularDataset(4000, 1)
    train_dl = DataLoader(train_ds, BATCH, shuffle=True)
    val_dl = DataLoader(val_ds, 500, shuffle=False)
    print(f"train {len(train_ds)} val {len(val_ds)} classes {NCLS} label counts {np.bincount(train_ds.labels)}")
    model = TabMLP()
    v = model.init(jax.random.PRNGKey(0), jnp.zeros((2, NFEAT)), train=False)
    sched = optax.cosine_decay_schedule(1e-3, EPOCHS * (len(train_ds) // BATCH))
    state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"],
                              tx=optax.adamw(sched, weight_decay=1e-4))
    key = jax.random.PRNGKey(1)
    for epoch in range(1, EPOCHS + 1):
        tl, ta = [], []
        for x, y in train_dl:
            key, sub = jax.random.split(key)
            state, loss, acc = train_step(state, x, y, sub)
            tl.append(float(loss)); ta.append(float(acc))
        va = np.mean([float(eval_step(state, x, y)) for x, y in val_dl])
        print(f"epoch {epoch}/{EPOCHS} train_loss {np.mean(tl):.4f} train_acc {np.mean(ta):.4f} val_acc {va:.4f}")


if __name__ == "__main__":
    main()
