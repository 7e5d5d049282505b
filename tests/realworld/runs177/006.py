"""Port of a TF/Keras BERT-style fine-tuning recipe to Flax + optax. Optimizer settings come from the old
training config (transformers' TF AdamWeightDecay / create_optimizer arguments)."""
import json, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(levelname)s - %(name)s - %(message)s")
logger = logging.getLogger("finetune")

TRAIN_CONFIG = json.loads("""{
  "learning_rate": 2e-5,
  "num_train_steps": 300,
  "num_warmup_steps": 30,
  "optimizer": {"beta_1": 0.9, "beta_2": 0.999, "epsilon": 1e-6, "weight_decay_rate": 0.01},
  "per_device_train_batch_size": 32,
  "max_seq_length": 64
}""")

class Classifier(nn.Module):
    vocab: int = 1000
    d: int = 128
    @nn.compact
    def __call__(self, ids, mask):
        x = nn.Embed(self.vocab, self.d)(ids)
        x = nn.SelfAttention(num_heads=4)(x, mask=nn.make_attention_mask(mask, mask))
        x = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return nn.Dense(3)(nn.tanh(nn.Dense(self.d)(x)))

def decay_mask(params):
    # no weight decay on biases / LayerNorm, as in the TF recipe
    return jax.tree_util.tree_map_with_path(lambda p, _: p[-1].key not in ("bias", "scale"), params)

def create_optimizer(cfg):
    sched = optax.join_schedules([
        optax.linear_schedule(0.0, cfg["learning_rate"], cfg["num_warmup_steps"]),
        optax.linear_schedule(cfg["learning_rate"], 0.0, cfg["num_train_steps"] - cfg["num_warmup_steps"]),
    ], [cfg["num_warmup_steps"]])
    o = cfg["optimizer"]
    return optax.adamw(learning_rate=sched, b1=o["beta_1"], b2=o["beta_2"], eps=o["epsilon"],
                       weight_decay_rate=o["weight_decay_rate"], mask=decay_mask)

def main():
    logger.info("Training config: %s", TRAIN_CONFIG)
    rng = np.random.default_rng(0)
    ids = rng.integers(1, 1000, (512, TRAIN_CONFIG["max_seq_length"])).astype(np.int32)
    mask = (np.arange(TRAIN_CONFIG["max_seq_length"]) < rng.integers(8, 64, (512, 1))).astype(np.int32)
    labels = rng.integers(0, 3, 512).astype(np.int32)
    model = Classifier()
    params = model.init(jax.random.key(42), ids[:1], mask[:1])["params"]
    logger.info("Model initialised with %d parameters", sum(x.size for x in jax.tree.leaves(params)))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=create_optimizer(TRAIN_CONFIG))
    logger.info("***** Running training *****")
    bs = TRAIN_CONFIG["per_device_train_batch_size"]
    for step in range(TRAIN_CONFIG["num_train_steps"]):
        b = rng.integers(0, 512, bs)
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, ids[b], mask[b])
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels[b]).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        state = state.apply_gradients(grads=g)
        if step % 50 == 0:
            logger.info("step %d loss %.4f", step, float(loss))

if __name__ == "__main__":
    main()
