# Flax linen LM head: params dict also carries the step counter (torch module buffer habit)
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class TinyLM(nn.Module):
    vocab: int = 100
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, 32)(ids)
        h = nn.tanh(nn.Dense(32)(h))
        return nn.Dense(self.vocab)(h)

model = TinyLM()
ids = np.random.default_rng(0).integers(0, 100, size=(256, 17)).astype(np.int32)
variables = model.init(jax.random.key(0), ids[:1, :-1])
# keep step in the same tree as the weights, like a registered buffer
state = {"params": variables["params"], "step": jnp.array(0, dtype=jnp.int32)}
tx = optax.adamw(3e-3)
opt_state = tx.init(state["params"])

def loss_fn(state, batch):
    logits = model.apply({"params": state["params"]}, batch[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()

@jax.jit
def train_step(state, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(state, batch)
    updates, opt_state = tx.update(grads["params"], opt_state, state["params"])
    new = {"params": optax.apply_updates(state["params"], updates), "step": state["step"] + 1}
    return new, opt_state, loss

for i in range(0, 256, 32):
    state, opt_state, loss = train_step(state, opt_state, ids[i:i+32])
    print(f"step {int(state['step'])} loss {float(loss):.4f}")
