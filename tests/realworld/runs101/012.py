"""Sentiment classifier (Flax): freeze the pretrained embedding table and train the rest.
The label tree mirrors the module names of the original PyTorch model (embed / hidden / head)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

class Classifier(nn.Module):
    vocab: int = 500
    dim: int = 48
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, self.dim)(ids)
        h = nn.relu(nn.Dense(self.dim)(h.mean(1)))
        return nn.Dense(2)(h)

PARAM_LABELS = {
    "Embed_0": {"embedding": "frozen"},
    "Dense_0": {"kernel": "train", "bias": "train"},
    "head": {"kernel": "train", "bias": "train"},
}

def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(0, 500, (256, 30)).astype(np.int32)
    labels = (ids[:, 0] > 250).astype(np.int32)
    model = Classifier()
    params = model.init(jax.random.PRNGKey(0), ids[:1])["params"]
    print("param tree:", jax.tree_util.tree_map(lambda x: x.shape, params))
    tx = optax.multi_transform(
        {"train": optax.adamw(2e-3, weight_decay=0.01), "frozen": optax.set_to_zero()},
        PARAM_LABELS)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, xb, yb):
        def loss_fn(p):
            logits = model.apply({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for epoch in range(3):
        for i in range(0, 256, 32):
            params, opt_state, loss = train_step(params, opt_state, ids[i:i + 32], labels[i:i + 32])
        print(f"epoch {epoch}: loss={float(loss):.4f}")

if __name__ == "__main__":
    main()
