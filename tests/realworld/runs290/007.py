# Metric learning: embedding network trained with batch-hard triplet loss
# (port of a PyTorch re-identification training script) in Flax NNX + Optax.
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

NUM_IDS, PER_ID, DIM_IN, EMB = 50, 4, 64, 32
MARGIN = 0.3


def make_identities(seed=0):
    rng = np.random.default_rng(seed)
    protos = rng.normal(size=(NUM_IDS, DIM_IN))
    samples = protos[:, None, :] + 0.6 * rng.normal(size=(NUM_IDS, 40, DIM_IN))
    return samples.astype(np.float32)  # (ids, samples_per_id, dim)


class PKSampler:
    """P identities x K samples per batch, as in torch reid samplers."""
    def __init__(self, data, p=8, k=PER_ID, seed=0):
        self.data, self.p, self.k = data, p, k
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        while True:
            ids = self.rng.choice(self.data.shape[0], self.p, replace=False)
            x, y = [], []
            for i in ids:
                j = self.rng.choice(self.data.shape[1], self.k, replace=False)
                x.append(self.data[i, j]); y.extend([i] * self.k)
            yield np.concatenate(x), np.array(y, np.int32)


class Embedder(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(DIM_IN, 128, rngs=rngs)
        self.bn = nnx.BatchNorm(128, rngs=rngs)
        self.l2 = nnx.Linear(128, EMB, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.bn(self.l1(x))))


def pairwise_distances(e):
    # torch.cdist(e, e)
    diff = e[:, None, :] - e[None, :, :]
    return jnp.sqrt(jnp.sum(diff ** 2, axis=-1))


def batch_hard_triplet_loss(model, x, y):
    e = model(x)
    d = pairwise_distances(e)
    same = y[:, None] == y[None, :]
    hardest_pos = jnp.max(jnp.where(same, d, 0.0), axis=1)
    hardest_neg = jnp.min(jnp.where(same, jnp.inf, d), axis=1)
    return jnp.mean(jax.nn.relu(hardest_pos - hardest_neg + MARGIN))


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(batch_hard_triplet_loss)(model, x, y)
    optimizer.update(model, grads)
    return loss


def main():
    data = make_identities()
    model = Embedder(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-4), wrt=nnx.Param)
    print(f"identities={NUM_IDS} batch=P8xK{PER_ID} emb_dim={EMB} margin={MARGIN}")
    for step, (x, y) in enumerate(PKSampler(data), start=1):
        loss = train_step(model, optimizer, jnp.asarray(x), jnp.asarray(y))
        if step % 25 == 0 or step <= 5:
            print(f"iter {step:4d}  triplet_loss {float(loss):.4f}")
        if step == 300:
            break


if __name__ == "__main__":
    main()
