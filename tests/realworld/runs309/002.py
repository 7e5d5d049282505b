# Text classifier (bag-of-embeddings) trained with AdamW; hyperparameters ported from a HF TrainingArguments setup.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

hf_args = {
    "learning_rate": 5e-5,
    "adam_beta1": 0.9,
    "adam_beta2": 0.98,
    "adam_epsilon": 1e-6,
    "weight_decay": 0.01,
    "num_train_epochs": 3,
    "per_device_train_batch_size": 32,
}

class BagClassifier(nn.Module):
    vocab: int = 1000
    dim: int = 64
    n_cls: int = 4
    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(self.vocab, self.dim)(ids).mean(1)
        return nn.Dense(self.n_cls)(nn.gelu(nn.Dense(self.dim)(e)))

rng = np.random.default_rng(0)
ids = rng.integers(0, 1000, size=(2048, 24)).astype(np.int32)
labels = (ids[:, 0] % 4).astype(np.int32)

model = BagClassifier()
params = model.init(jax.random.PRNGKey(0), ids[:2])["params"]
total_steps = hf_args["num_train_epochs"] * len(ids) // hf_args["per_device_train_batch_size"]
schedule = optax.linear_schedule(hf_args["learning_rate"], 0.0, total_steps)
print(f"total steps {total_steps}")
tx = optax.adamw(
    learning_rate=schedule,
    betas=(hf_args["adam_beta1"], hf_args["adam_beta2"]),
    eps=hf_args["adam_epsilon"],
    weight_decay=hf_args["weight_decay"],
)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, b_ids, b_lab):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, b_ids), b_lab).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

bs = hf_args["per_device_train_batch_size"]
for epoch in range(hf_args["num_train_epochs"]):
    for i in range(0, len(ids), bs):
        params, opt_state, loss = train_step(params, opt_state, ids[i:i+bs], labels[i:i+bs])
    print(f"epoch {epoch} loss {float(loss):.4f}")
