"""Fine-tune a small MLP text classifier (bag-of-embeddings) with Flax linen + Optax.
Hyper-parameters come from a config dict that was copied from our PyTorch recipe."""
import json
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

CONFIG = json.loads("""
{
  "model": {"vocab_size": 5000, "embed_dim": 64, "hidden": 128, "num_classes": 4},
  "optimizer": {"lr": 3e-4, "betas": [0.9, 0.98], "eps": 1e-8, "weight_decay": 0.01},
  "train": {"batch_size": 32, "steps": 200, "seed": 0}
}
""")


class BagOfEmbeddings(nn.Module):
    vocab_size: int
    embed_dim: int
    hidden: int
    num_classes: int

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab_size, self.embed_dim)(tokens).mean(axis=1)
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)


def make_batch(rng, bs, seq=48, vocab=5000, ncls=4):
    y = rng.integers(0, ncls, size=bs)
    x = rng.integers(0, vocab, size=(bs, seq))
    x[:, :4] = y[:, None] * 7 + 1
    return jnp.asarray(x), jnp.asarray(y)


def main():
    print("config:", json.dumps(CONFIG))
    print("jax devices:", jax.devices())
    mcfg, ocfg, tcfg = CONFIG["model"], CONFIG["optimizer"], CONFIG["train"]
    model = BagOfEmbeddings(**mcfg)
    rng = np.random.default_rng(tcfg["seed"])
    x0, _ = make_batch(rng, 2)
    params = model.init(jax.random.PRNGKey(tcfg["seed"]), x0)["params"]
    n = sum(p.size for p in jax.tree.leaves(params))
    print(f"model parameters: {n:,}")

    tx = optax.adamw(**ocfg)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for step in range(1, tcfg["steps"] + 1):
        x, y = make_batch(rng, tcfg["batch_size"])
        params, opt_state, loss = train_step(params, opt_state, x, y)
        if step % 20 == 0:
            print(f"step {step:4d} | loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
