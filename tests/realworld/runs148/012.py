"""Char-level tiny LM: train a few hundred steps, then sample with a jitted lax.while_loop greedy decoder
(port of HF generate(): stop when every sequence has produced eos_token_id)."""
import time
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

text = ("the quick brown fox jumps over the lazy dog. " * 200)
chars = sorted(set(text)); stoi = {c: i + 1 for i, c in enumerate(chars)}   # 0 = <pad>
EOS_ID = len(chars) + 1                                                    # appended eos id
VOCAB = EOS_ID + 1
data = np.array([stoi[c] for c in text], np.int32)
T = 32

class CharLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 64)(ids)
        x = x + self.param("pos", nn.initializers.normal(0.02), (1, T, 64))[:, :ids.shape[1]]
        mask = nn.make_causal_mask(ids)
        x = x + nn.SelfAttention(num_heads=4)(nn.LayerNorm()(x), mask=mask)
        x = x + nn.Dense(64)(nn.gelu(nn.Dense(256)(nn.LayerNorm()(x))))
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

model = CharLM()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, T), jnp.int32))["params"]
tx = optax.adam(3e-3); opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply({"params": p}, batch[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

rng = np.random.default_rng(0)
for step in range(1, 201):
    starts = rng.integers(0, len(data) - T - 1, 32)
    batch = np.stack([data[s:s + T + 1] for s in starts])
    params, opt_state, loss = train_step(params, opt_state, batch)
    if step % 50 == 0:
        print(f"step {step} | loss {float(loss):.4f}", flush=True)

@jax.jit
def greedy_generate(params, prompt):
    B, P = prompt.shape
    buf = jnp.zeros((B, T), jnp.int32).at[:, :P].set(prompt)
    def cond(carry):
        buf, pos, finished = carry
        return ~jnp.all(finished)
    def body(carry):
        buf, pos, finished = carry
        logits = model.apply({"params": params}, buf)
        nxt = jnp.argmax(jax.lax.dynamic_index_in_dim(logits, pos - 1, axis=1, keepdims=False), -1)
        buf = jax.lax.dynamic_update_slice(buf, nxt[:, None].astype(jnp.int32), (0, pos))
        return buf, pos + 1, finished | (nxt == EOS_ID)
    return jax.lax.while_loop(cond, body, (buf, jnp.int32(P), jnp.zeros((B,), bool)))[0]

prompt = jnp.array([[stoi[c] for c in "the quick"]], jnp.int32)
print("generating sample ...", flush=True)
t0 = time.time()
out = greedy_generate(params, prompt)
print("sample:", "".join(chars[i - 1] for i in np.array(out[0]) if 0 < i < EOS_ID), f"({time.time()-t0:.1f}s)")
