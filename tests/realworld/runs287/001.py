# Port of a HF-style text classifier fine-tune to Flax/Optax.
# Optimiser hyper-parameters are kept in the same dict that fed torch.optim.AdamW.
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CONFIG = {
    "vocab_size": 2000, "hidden": 64, "num_labels": 4, "max_len": 32,
    "batch_size": 32, "epochs": 3, "seed": 0,
    "optimizer": {"learning_rate": 3e-4, "betas": (0.9, 0.999), "eps": 1e-8, "weight_decay": 0.01},
}

class BagOfEmbeddings(nn.Module):
    vocab_size: int
    hidden: int
    num_labels: int
    @nn.compact
    def __call__(self, ids, mask):
        e = nn.Embed(self.vocab_size, self.hidden)(ids)
        e = (e * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1)
        h = nn.gelu(nn.Dense(self.hidden)(e))
        return nn.Dense(self.num_labels)(h)

def make_dataset(n, rng):
    ids = rng.integers(1, CONFIG["vocab_size"], size=(n, CONFIG["max_len"]))
    lens = rng.integers(8, CONFIG["max_len"] + 1, size=n)
    mask = (np.arange(CONFIG["max_len"])[None] < lens[:, None]).astype(np.float32)
    ids = ids * mask.astype(np.int64)
    labels = (ids[:, 0] % CONFIG["num_labels"]).astype(np.int32)
    return ids.astype(np.int32), mask, labels

def main():
    rng = np.random.default_rng(CONFIG["seed"])
    ids, mask, labels = make_dataset(2048, rng)
    print(f"train examples: {len(ids)}  max_len={CONFIG['max_len']}")
    model = BagOfEmbeddings(CONFIG["vocab_size"], CONFIG["hidden"], CONFIG["num_labels"])
    params = model.init(jax.random.PRNGKey(CONFIG["seed"]), ids[:2], mask[:2])["params"]
    n_params = sum(x.size for x in jax.tree_util.tree_leaves(params))
    print(f"model parameters: {n_params}")
    tx = optax.adamw(**CONFIG["optimizer"])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, batch):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, batch["ids"], batch["mask"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    bs = CONFIG["batch_size"]
    for epoch in range(CONFIG["epochs"]):
        t0 = time.time()
        for i in range(0, len(ids) - bs + 1, bs):
            batch = {"ids": ids[i:i+bs], "mask": mask[i:i+bs], "labels": labels[i:i+bs]}
            state, loss = train_step(state, batch)
        print(f"epoch {epoch} loss {float(loss):.4f} time {time.time()-t0:.1f}s")

if __name__ == "__main__":
    main()
