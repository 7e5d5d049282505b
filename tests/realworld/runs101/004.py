"""Text classifier fine-tune; optimizer settings copied from the HF/PyTorch run config."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

CONFIG = {
    "learning_rate": 5e-4,
    "weight_decay": 0.01,
    "adam_betas": (0.9, 0.98),
    "adam_epsilon": 1e-6,
    "warmup_steps": 20,
    "total_steps": 200,
    "vocab_size": 1000,
    "hidden": 64,
    "num_labels": 3,
}

class BagOfEmbeddings(nn.Module):
    vocab_size: int
    hidden: int
    num_labels: int
    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(self.vocab_size, self.hidden)(ids).mean(axis=1)
        return nn.Dense(self.num_labels)(nn.relu(nn.Dense(self.hidden)(e)))

def build_optimizer(cfg):
    sched = optax.warmup_cosine_decay_schedule(
        init_value=0.0, peak_value=cfg["learning_rate"],
        warmup_steps=cfg["warmup_steps"], decay_steps=cfg["total_steps"])
    return optax.adamw(learning_rate=sched,
                       betas=cfg["adam_betas"],
                       eps=cfg["adam_epsilon"],
                       weight_decay=cfg["weight_decay"])

def main():
    cfg = CONFIG
    print("config:", cfg)
    model = BagOfEmbeddings(cfg["vocab_size"], cfg["hidden"], cfg["num_labels"])
    ids = np.random.default_rng(0).integers(0, cfg["vocab_size"], size=(32, 40))
    params = model.init(jax.random.PRNGKey(0), ids)["params"]
    print("initialised model with", sum(x.size for x in jax.tree_util.tree_leaves(params)), "parameters")
    tx = build_optimizer(cfg)
    opt_state = tx.init(params)
    print("starting training")

if __name__ == "__main__":
    main()
