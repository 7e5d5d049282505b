"""Text classifier fine-tuning loop (Flax), config read from a YAML carried over from the HF Trainer recipe."""
import logging, yaml
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s - %(message)s")
logger = logging.getLogger(__name__)

CONFIG = """
model:
  vocab_size: 1000
  hidden: 64
  num_labels: 3
train:
  batch_size: 32
  epochs: 3
  grad_clip: 1.0
optimizer:
  weight_decay: 0.01
scheduler:
  init_value: 0.0
  peak_value: 3.0e-4
  num_warmup_steps: 20
  num_training_steps: 270
  end_value: 0.0
"""

class BagOfEmbeddings(nn.Module):
    vocab_size: int; hidden: int; num_labels: int
    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(self.vocab_size, self.hidden)(ids)
        mask = (ids > 0)[..., None]
        h = (e * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        h = nn.tanh(nn.Dense(self.hidden)(h))
        return nn.Dense(self.num_labels)(h)

def main():
    cfg = yaml.safe_load(CONFIG)
    logger.info("Loaded config: %s", cfg)
    rng = np.random.default_rng(0)
    ids = rng.integers(1, cfg["model"]["vocab_size"], (2880, 24)).astype(np.int32)
    labels = (ids[:, 0] % 3).astype(np.int32)
    model = BagOfEmbeddings(**cfg["model"])
    params = model.init(jax.random.PRNGKey(0), ids[:1])["params"]
    logger.info("Building learning-rate schedule")
    schedule = optax.warmup_cosine_decay_schedule(**cfg["scheduler"])
    tx = optax.chain(optax.clip_by_global_norm(cfg["train"]["grad_clip"]),
                     optax.adamw(schedule, weight_decay=cfg["optimizer"]["weight_decay"]))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    bs = cfg["train"]["batch_size"]
    for epoch in range(cfg["train"]["epochs"]):
        for i in range(len(ids) // bs):
            state, loss = step(state, ids[i*bs:(i+1)*bs], labels[i*bs:(i+1)*bs])
        logger.info({"epoch": epoch, "loss": round(float(loss), 4), "lr": float(schedule(state.step))})

if __name__ == "__main__":
    main()
