"""Fine-tuning a small language-model head with parameters stored in bfloat16 to halve memory
(ported from a model.to(torch.bfloat16) script), Adam lr 1e-5."""
import time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

VOCAB, D = 256, 128
class TinyLM(nn.Module):
    @nn.compact
    def __call__(self, toks):
        h = nn.Embed(VOCAB, D, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(toks)
        h = h + nn.Dense(D, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(nn.gelu(nn.Dense(4 * D, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(h)))
        return nn.Dense(VOCAB, dtype=jnp.bfloat16, param_dtype=jnp.bfloat16)(h)

rng = np.random.default_rng(0)
# synthetic corpus: next token = (tok * 7 + 3) % VOCAB
seqs = rng.integers(0, VOCAB, (4000, 1))
for _ in range(32):
    seqs = np.concatenate([seqs, (seqs[:, -1:] * 7 + 3) % VOCAB], 1)
seqs = seqs.astype(np.int32)

model = TinyLM()
params = model.init(jax.random.key(0), seqs[:1, :-1])
print("param dtypes:", {str(x.dtype) for x in jax.tree_util.tree_leaves(params)})
tx = optax.adam(1e-5)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, batch):
    def lf(p):
        logits = model.apply(p, batch[:, :-1]).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    loss, g = jax.value_and_grad(lf)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

t0 = time.time(); gstep = 0
for epoch in range(3):
    for i in range(0, len(seqs), 100):
        params, opt_state, loss = step(params, opt_state, seqs[i:i + 100])
        gstep += 1
        if gstep % 20 == 0:
            print(f"epoch {epoch} step {gstep:4d} loss {float(loss):.4f} lr 1.0e-05 elapsed {time.time()-t0:.1f}s")
