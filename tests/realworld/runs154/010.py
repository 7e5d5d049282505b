"""Frame-level speech activity tagger (NNX GRU-free conv model), port of a torch recipe that builds
sequence masks with torch.arange(lengths.max()) < lengths[:, None]."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

MAX_T, FEAT = 120, 20

def make_batch(rng, bs):
    lengths = rng.integers(40, MAX_T + 1, size=bs)
    x = np.zeros((bs, MAX_T, FEAT), np.float32)
    y = np.zeros((bs, MAX_T), np.int32)
    for i, L in enumerate(lengths):
        act = (np.sin(np.arange(L) / rng.uniform(3, 9)) > 0).astype(np.int32)
        x[i, :L] = rng.normal(size=(L, FEAT)) + act[:, None] * 1.2
        y[i, :L] = act
    return x, y, lengths.astype(np.int32)

def sequence_mask(lengths):
    # torch: torch.arange(lengths.max(), device=lengths.device)[None, :] < lengths[:, None]
    return jnp.arange(lengths.max())[None, :] < lengths[:, None]

class Tagger(nnx.Module):
    def __init__(self, rngs):
        self.conv1 = nnx.Conv(FEAT, 32, kernel_size=(5,), rngs=rngs)
        self.conv2 = nnx.Conv(32, 32, kernel_size=(5,), rngs=rngs)
        self.out = nnx.Linear(32, 2, rngs=rngs)
    def __call__(self, x):
        return self.out(nnx.relu(self.conv2(nnx.relu(self.conv1(x)))))

@nnx.jit
def train_step(model, opt, x, y, lengths):
    def loss_fn(m):
        logits = m(x)
        mask = sequence_mask(lengths)
        T = mask.shape[1]
        ce = optax.softmax_cross_entropy_with_integer_labels(logits[:, :T], y[:, :T])
        return (ce * mask).sum() / mask.sum()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss

def main():
    rng = np.random.default_rng(0)
    model = Tagger(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    print("model ready; params:", sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param))))
    for step in range(1, 201):
        x, y, lengths = make_batch(rng, 32)
        loss = train_step(model, opt, x, y, lengths)
        if step % 20 == 0:
            print(f"step {step} frame_ce {float(loss):.4f}")

if __name__ == "__main__":
    main()
