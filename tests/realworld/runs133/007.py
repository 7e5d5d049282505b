"""SimCLR-style contrastive pretraining of a small embedding net on padded feature sequences (Flax NNX)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class Embedder(nnx.Module):
    def __init__(self, d_in, d_out, rngs):
        self.l1 = nnx.Linear(d_in, 128, rngs=rngs)
        self.l2 = nnx.Linear(128, d_out, rngs=rngs)

    def __call__(self, x, mask):
        h = nnx.relu(self.l1(x))
        h = self.l2(h) * mask[..., None]            # zero out padded positions
        return h.sum(1)                             # pooled, (B, d_out)


def l2_normalize(z):
    # torch.nn.functional.normalize without the eps clamp
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def nt_xent(z1, z2, temp=0.1):
    z1, z2 = l2_normalize(z1), l2_normalize(z2)
    logits = z1 @ z2.T / temp
    labels = jnp.arange(z1.shape[0])
    return 0.5 * (optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
                  + optax.softmax_cross_entropy_with_integer_labels(logits.T, labels).mean())


def make_batch(rng, B=64, T=12, D=24):
    x = rng.normal(size=(B, T, D)).astype(np.float32)
    lengths = np.minimum(rng.poisson(6, size=B), T)  # tokens kept after the quality filter
    mask = (np.arange(T)[None] < lengths[:, None]).astype(np.float32)
    return x, mask


def augment(x, rng):
    return x + 0.1 * rng.normal(size=x.shape).astype(np.float32)


model = Embedder(24, 32, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-4), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x1, x2, mask):
    def loss_fn(model):
        return nt_xent(model(x1, mask), model(x2, mask))
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(0)
for epoch in range(3):
    losses = []
    for it in range(50):
        x, mask = make_batch(rng)
        loss = train_step(model, optimizer, augment(x, rng), augment(x, rng), mask)
        losses.append(float(loss))
        if it % 5 == 0:
            print({"epoch": epoch, "iter": it, "loss": round(float(loss), 4)})
    print({"epoch": epoch, "train/epoch_loss": float(np.mean(losses))})
