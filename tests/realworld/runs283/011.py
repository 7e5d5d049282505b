"""Metric learning (batch-hard triplet loss, as in the PyTorch re-id baseline) with a Flax NNX embedding net."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

NUM_IDS, IN, EMB, P, K = 50, 48, 32, 8, 4   # P identities x K samples per batch


class EmbeddingNet(nnx.Module):
    def __init__(self, *, rngs):
        self.l1 = nnx.Linear(IN, 128, rngs=rngs)
        self.bn = nnx.BatchNorm(128, rngs=rngs)
        self.l2 = nnx.Linear(128, EMB, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.bn(self.l1(x))))


def pairwise_distances(emb):
    diff = emb[:, None, :] - emb[None, :, :]
    return jnp.sqrt(jnp.sum(diff ** 2, axis=-1))


def batch_hard_triplet_loss(emb, labels, margin=0.3):
    d = pairwise_distances(emb)
    same = labels[:, None] == labels[None, :]
    hardest_pos = jnp.max(jnp.where(same, d, 0.0), axis=1)
    hardest_neg = jnp.min(jnp.where(same, jnp.inf, d), axis=1)
    return jnp.mean(jax.nn.relu(hardest_pos - hardest_neg + margin))


class PKSampler:
    """Samples P identities and K examples of each, like the torch RandomIdentitySampler."""
    def __init__(self, x, y, seed=0):
        self.x, self.y = x, y
        self.by_id = {i: np.where(y == i)[0] for i in range(NUM_IDS)}
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        while True:
            ids = self.rng.choice(NUM_IDS, P, replace=False)
            idx = np.concatenate([self.rng.choice(self.by_id[i], K, replace=False) for i in ids])
            yield jnp.asarray(self.x[idx]), jnp.asarray(self.y[idx])


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return batch_hard_triplet_loss(m(x), y)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def recall_at_1(model, x, y):
    e = model(x)
    d = pairwise_distances(e) + jnp.eye(len(y)) * 1e9
    return (y[jnp.argmin(d, axis=1)] == y).mean()


def main():
    print(f"jax {jax.__version__}")
    rng = np.random.default_rng(0)
    centers = rng.normal(size=(NUM_IDS, IN)).astype(np.float32)
    y = np.repeat(np.arange(NUM_IDS), 40).astype(np.int32)
    x = centers[y] + 0.8 * rng.normal(size=(len(y), IN)).astype(np.float32)
    yv = np.repeat(np.arange(NUM_IDS), 6).astype(np.int32)
    xv = centers[yv] + 0.8 * rng.normal(size=(len(yv), IN)).astype(np.float32)
    model = EmbeddingNet(rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    t0 = time.time()
    for step, (xb, yb) in enumerate(PKSampler(x, y), start=1):
        model.train()
        loss = train_step(model, optimizer, xb, yb)
        if step <= 3 or step % 50 == 0:
            model.eval()
            r1 = recall_at_1(model, jnp.asarray(xv), jnp.asarray(yv))
            print(f"step {step} triplet_loss {float(loss):.4f} val_recall@1 {float(r1):.4f} ({time.time() - t0:.1f}s)")
        if step == 500:
            break


if __name__ == "__main__":
    main()
