"""Text classifier (bag-of-embeddings) ported from a HF/PyTorch notebook to Flax linen + optax."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("textcls")

VOCAB, SEQ, NUM_LABELS, BATCH = 2000, 32, 4, 16

def make_dataset(n, rng):
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    labels = (ids[:, 0] % NUM_LABELS).astype(np.int32)
    # same as the HF preprocessing: labels stored one-hot ("multi_label" style)
    onehot = np.eye(NUM_LABELS, dtype=np.int32)[labels]
    return {"input_ids": ids, "labels": onehot}

class BagClassifier(nn.Module):
    vocab: int
    dim: int = 64
    num_labels: int = NUM_LABELS
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.dim)(ids).mean(axis=1)
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(self.num_labels)(x)

def main():
    rng = np.random.default_rng(0)
    train = make_dataset(512, rng)
    model = BagClassifier(VOCAB)
    params = model.init(jax.random.key(0), jnp.ones((1, SEQ), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-4))
    log.info("params: %d", sum(x.size for x in jax.tree.leaves(params)))

    @jax.jit
    def train_step(state, batch):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, batch["input_ids"])
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
            return loss, logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=grads), loss

    for epoch in range(3):
        perm = rng.permutation(len(train["input_ids"]))
        for step, i in enumerate(range(0, len(perm), BATCH)):
            idx = perm[i:i + BATCH]
            batch = {k: jnp.asarray(v[idx]) for k, v in train.items()}
            state, loss = train_step(state, batch)
            if step % 10 == 0:
                log.info("epoch %d step %d loss %.4f", epoch, step, float(loss))

if __name__ == "__main__":
    main()
