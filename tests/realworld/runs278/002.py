"""Resume a small causal LM from an Orbax checkpoint after changing the tokenizer padding."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

class TinyLM(nn.Module):
    vocab_size: int
    d_model: int = 64
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab_size, self.d_model, name="wte")(ids)
        h = nn.LayerNorm()(nn.gelu(nn.Dense(4 * self.d_model)(h)))
        h = nn.Dense(self.d_model)(h)
        return nn.Dense(self.vocab_size, name="lm_head")(h)

ckpt_dir = os.path.abspath("ckpt_tinylm")
ckptr = ocp.StandardCheckpointer()
if not os.path.exists(os.path.join(ckpt_dir, "step_500")):
    os.makedirs(ckpt_dir, exist_ok=True)
    old = TinyLM(vocab_size=50257 // 50)  # run 1: vocab 1005
    p = old.init(jax.random.PRNGKey(0), jnp.ones((1, 16), jnp.int32))["params"]
    ckptr.save(os.path.join(ckpt_dir, "step_500"), p)
    ckptr.wait_until_finished()
    print("saved step_500")

# run 2: vocab padded to a multiple of 64 for efficiency
vocab = 1005
vocab = ((vocab + 63) // 64) * 64
print("vocab_size (padded):", vocab)
model = TinyLM(vocab_size=vocab)
abstract = jax.eval_shape(lambda: model.init(jax.random.PRNGKey(0), jnp.ones((1, 16), jnp.int32))["params"])
params = ckptr.restore(os.path.join(ckpt_dir, "step_500"), abstract)
print("restored step 500")

tx = optax.adamw(1e-3)
opt_state = tx.init(params)
rng = np.random.default_rng(0)

@jax.jit
def step(params, opt_state, ids):
    def loss_fn(p):
        logits = model.apply({"params": p}, ids[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for s in range(501, 521):
    ids = rng.integers(0, 1005, size=(8, 17))
    params, opt_state, loss = step(params, opt_state, ids)
    if s % 5 == 0:
        print(f"step {s} loss {float(loss):.4f}")
