# Optimizer built from a hyper-parameter dict copied over from a Hugging Face TrainingArguments / Keras setup.
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

hparams = {
    "learning_rate": 5e-4,
    "b1": 0.9,
    "b2": 0.999,
    "eps": 1e-8,
    "weight_decay_rate": 0.01,
}
print("hparams:", hparams)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))

model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
schedule = optax.warmup_cosine_decay_schedule(0.0, hparams["learning_rate"], 100, 1000)
tx = optax.chain(optax.clip_by_global_norm(1.0),
                 optax.adamw(learning_rate=schedule, **{k: v for k, v in hparams.items() if k != "learning_rate"}))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
print("created train state")
