# Short fine-tuning run of a Flax MLP; LR schedule ported from torch LinearLR warmup + CosineAnnealingLR(T_max=total-warmup)
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

cfg = {"num_epochs": 3, "warmup_steps": 200, "lr": 3e-4, "batch_size": 64}   # warmup_steps from the pretraining config

rng = np.random.default_rng(0)
X = rng.normal(size=(6400, 32)).astype(np.float32)
Y = (np.tanh(X @ rng.normal(size=(32, 16))) @ rng.normal(size=(16, 8))).argmax(-1)
steps_per_epoch = len(X) // cfg["batch_size"]
total_steps = cfg["num_epochs"] * steps_per_epoch
print(f"steps_per_epoch={steps_per_epoch} total_steps={total_steps} warmup_steps={cfg['warmup_steps']}")

# torch: CosineAnnealingLR(opt, T_max=total_steps - warmup_steps) after the warmup phase
schedule = optax.warmup_cosine_decay_schedule(
    init_value=0.0, peak_value=cfg["lr"],
    warmup_steps=cfg["warmup_steps"],
    decay_steps=total_steps - cfg["warmup_steps"],
    end_value=1e-6)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(8)(x)

m = MLP()
state = train_state.TrainState.create(apply_fn=m.apply, params=m.init(jax.random.PRNGKey(0), X[:1])["params"],
                                      tx=optax.adamw(schedule, weight_decay=1e-4))
print("optimizer ready")
