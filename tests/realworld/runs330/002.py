# Text classifier (bag-of-embeddings + MLP) ported from a PyTorch training loop.
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ, NCLS = 2000, 32, 4
BATCH, EPOCHS, LR = 64, 3, 3e-3
MAX_GRAD_NORM = 1.0


def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NCLS, size=n)
    x = rng.integers(4, VOCAB, size=(n, SEQ))
    # class-specific keywords
    for i in range(n):
        pos = rng.choice(SEQ, size=4, replace=False)
        x[i, pos] = y[i] + 100 * (1 + rng.integers(0, 3))
    return x.astype(np.int32), y.astype(np.int32)


class DataLoader:
    def __init__(self, x, y, batch_size, shuffle=True, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return len(self.x) // self.bs

    def __iter__(self):
        idx = self.rng.permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        for b in range(len(self)):
            j = idx[b * self.bs:(b + 1) * self.bs]
            yield {"input_ids": self.x[j], "labels": self.y[j]}


class BowClassifier(nn.Module):
    vocab: int
    hidden: int = 128
    num_classes: int = NCLS

    @nn.compact
    def __call__(self, input_ids):
        h = nn.Embed(self.vocab, self.hidden)(input_ids).mean(axis=1)
        h = nn.relu(nn.Dense(self.hidden)(h))
        return nn.Dense(self.num_classes)(h)


def loss_fn(params, state, batch):
    logits = state.apply_fn({"params": params}, batch["input_ids"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
    return loss, logits


@jax.jit
def train_step(state, batch):
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params, state, batch)
    grad_norm = optax.global_norm(grads)
    # clip_grad_norm_
    if grad_norm > MAX_GRAD_NORM:
        grads = jax.tree.map(lambda g: g * (MAX_GRAD_NORM / grad_norm), grads)
    state = state.apply_gradients(grads=grads)
    acc = (logits.argmax(-1) == batch["labels"]).mean()
    return state, loss, acc, grad_norm


def main():
    print(f"jax {jax.__version__} devices: {jax.devices()}")
    xtr, ytr = make_dataset(8192, 0)
    loader = DataLoader(xtr, ytr, BATCH)
    model = BowClassifier(VOCAB)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))["params"]
    n = sum(p.size for p in jax.tree.leaves(params))
    print(f"model params: {n:,}")
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(LR))
    step = 0
    for epoch in range(EPOCHS):
        t0 = time.time()
        for batch in loader:
            state, loss, acc, gn = train_step(state, batch)
            step += 1
            if step % 20 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f} grad_norm {float(gn):.3f}")
        print(f"epoch {epoch} done in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
