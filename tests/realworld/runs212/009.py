"""Port of a PyTorch metric-learning trainer (nn.TripletMarginLoss) to Flax NNX + Optax."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

N_CLASSES, PER_CLASS, DIM, EMB = 200, 4, 48, 32
MARGIN = 0.5


class Embedder(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(DIM, 128, rngs=rngs)
        self.fc2 = nnx.Linear(128, EMB, rngs=rngs)

    def __call__(self, x):
        return self.fc2(nnx.relu(self.fc1(x)))


def make_data(seed=0):
    rng = np.random.default_rng(seed)
    protos = rng.normal(size=(N_CLASSES, DIM))
    x = np.repeat(protos, PER_CLASS, axis=0) + 1.3 * rng.normal(size=(N_CLASSES * PER_CLASS, DIM))
    y = np.repeat(np.arange(N_CLASSES), PER_CLASS)
    return x.astype(np.float32), y


class TripletSampler:
    """anchor / positive (same class) / negative (other class) index triples, like a torch Sampler."""
    def __init__(self, y, batch_size, seed=0):
        self.y, self.bs = y, batch_size
        self.rng = np.random.default_rng(seed)
        self.by_class = {c: np.where(y == c)[0] for c in np.unique(y)}

    def __iter__(self):
        while True:
            a = self.rng.integers(0, len(self.y), size=self.bs)
            p = np.array([self.rng.choice(self.by_class[self.y[i]]) for i in a])
            n = self.rng.integers(0, len(self.y), size=self.bs)
            yield a, p, n


def triplet_loss(ea, ep, en):
    d_ap = jnp.linalg.norm(ea - ep, axis=-1)
    d_an = jnp.linalg.norm(ea - en, axis=-1)
    return jnp.maximum(d_ap - d_an + MARGIN, 0.0).mean()


@nnx.jit
def train_step(model, opt, xa, xp, xn):
    def loss_fn(m):
        return triplet_loss(m(xa), m(xp), m(xn))
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


@nnx.jit
def recall_at_1(model, x, y):
    e = model(x)
    d = jnp.sum((e[:, None] - e[None]) ** 2, -1) + jnp.eye(len(x)) * 1e9
    return (y[jnp.argmin(d, axis=1)] == y).mean()


def main():
    x, y = make_data()
    model = Embedder(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    sampler = iter(TripletSampler(y, 64))
    print(f"train set: {len(x)} samples, {N_CLASSES} classes; recall@1 before training {float(recall_at_1(model, x, y)):.3f}")
    for step in range(1, 401):
        a, p, n = next(sampler)
        loss = train_step(model, opt, x[a], x[p], x[n])
        if step % 25 == 0 or step <= 3:
            print(f"step {step} triplet_loss {float(loss):.4f}")
        if step % 100 == 0:
            print(f"step {step} recall@1 {float(recall_at_1(model, x, y)):.3f}")
    print("training done")


if __name__ == "__main__":
    main()
