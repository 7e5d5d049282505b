"""Fine-tune a small Flax text classifier; hyper-parameters come from the JSON used by the HF Trainer run."""
import json
import os
from dataclasses import dataclass, asdict
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

CFG_PATH = "/home/user/project/configs/finetune_013.json"
# training_args.json exported from the transformers run we are reproducing
os.makedirs(os.path.dirname(CFG_PATH), exist_ok=True)
with open(CFG_PATH, "w") as f:
    json.dump({"learning_rate": 5e-5, "num_train_epochs": 3, "per_device_train_batch_size": 32,
               "weight_decay": 0.01, "warmup_ratio": 0.1, "max_grad_norm": 1.0, "seed": 42}, f, indent=2)


@dataclass
class TrainConfig:
    learning_rate: float = 1e-4
    num_train_epochs: int = 3
    per_device_train_batch_size: int = 16
    weight_decay: float = 0.0
    warmup_steps: int = 0
    max_grad_norm: float = 1.0
    seed: int = 0


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(1000, 64)(ids).mean(1)
        return nn.Dense(2)(nn.gelu(nn.Dense(64)(h)))


def main():
    with open(CFG_PATH) as f:
        raw = json.load(f)
    print(f"loaded {CFG_PATH}: {raw}")
    cfg = TrainConfig(**raw)
    print("config:", asdict(cfg))
    rng = np.random.default_rng(cfg.seed)
    ids = rng.integers(0, 1000, (2048, 24)).astype(np.int32)
    y = (ids[:, 0] % 2).astype(np.int32)
    steps = cfg.num_train_epochs * len(ids) // cfg.per_device_train_batch_size
    schedule = optax.warmup_cosine_decay_schedule(0.0, cfg.learning_rate, cfg.warmup_steps, steps)
    tx = optax.chain(optax.clip_by_global_norm(cfg.max_grad_norm),
                     optax.adamw(schedule, weight_decay=cfg.weight_decay))
    model = Classifier()
    params = model.init(jax.random.PRNGKey(cfg.seed), ids[:1])
    opt_state = tx.init(params)
    print(f"training for {steps} steps")

    @jax.jit
    def train_step(params, opt_state, x, t):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), t).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    bs = cfg.per_device_train_batch_size
    for step in range(steps):
        i = (step * bs) % (len(ids) - bs)
        params, opt_state, loss = train_step(params, opt_state, ids[i:i + bs], y[i:i + bs])
        if step % 50 == 0:
            print({"loss": round(float(loss), 4), "learning_rate": float(schedule(step)), "step": step})


if __name__ == "__main__":
    main()
