"""Port of a PyTorch MLP classifier (torch.nn.Sequential + AdamW) to Flax NNX + Optax."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


def make_dataset(n=6000, dim=32, classes=4, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 0.3, size=(classes, dim))
    y = rng.integers(0, classes, size=n)
    x = centers[y] + rng.normal(0, 1.0, size=(n, dim))
    return x.astype(np.float32), y.astype(np.int32)


class DataLoader:
    def __init__(self, x, y, batch_size, shuffle=True, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        for i in range(0, len(idx) - self.bs + 1, self.bs):
            j = idx[i:i + self.bs]
            yield {"x": self.x[j], "y": self.y[j]}

    def __len__(self):
        return len(self.x) // self.bs


class MLP(nnx.Module):
    def __init__(self, din, dhidden, dout, *, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.fc2 = nnx.Linear(dhidden, dhidden, rngs=rngs)
        self.head = nnx.Linear(dhidden, dout, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.fc1(x))
        x = self.drop(x)
        x = nnx.relu(self.fc2(x))
        return self.head(x)


def loss_fn(model, batch):
    logits = model(batch["x"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()
    return loss, logits


@nnx.jit
def train_step(model, optimizer, batch):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, batch)
    optimizer.update(model, grads)
    acc = (logits.argmax(-1) == batch["y"]).mean()
    return loss, acc


@nnx.jit
def eval_step(model, batch):
    loss, logits = loss_fn(model, batch)
    return loss, (logits.argmax(-1) == batch["y"]).mean()


def main():
    print(f"jax {jax.__version__} devices={jax.devices()}")
    x, y = make_dataset()
    xtr, ytr, xva, yva = x[:5000], y[:5000], x[5000:], y[5000:]
    train_loader = DataLoader(xtr, ytr, 64)
    val_loader = DataLoader(xva, yva, 250, shuffle=False)
    model = MLP(32, 128, 4, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3, weight_decay=0.01), wrt=nnx.Param)
    n_params = sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param)))
    print(f"model params: {n_params}")
    step = 0
    for epoch in range(5):
        t0 = time.time()
        model.train()
        for batch in train_loader:
            loss, acc = train_step(model, optimizer, batch)
            step += 1
            if step % 20 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
        model.eval()
        vl, va = [], []
        for batch in val_loader:
            l, a = eval_step(model, batch)
            vl.append(float(l)); va.append(float(a))
        print(f"epoch {epoch} done in {time.time()-t0:.1f}s val_loss {np.mean(vl):.4f} val_acc {np.mean(va):.4f}")
    print("training finished")


if __name__ == "__main__":
    main()
