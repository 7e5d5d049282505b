# Port of a HF-style masked language-model loss: only the masked positions contribute to the loss.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, SEQ, D = 500, 32, 64
MASK_ID, PAD_ID = 1, 0

class TinyEncoder(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, D)(ids)
        h = h + self.param("pos", nn.initializers.normal(0.02), (SEQ, D))
        h = h + nn.SelfAttention(num_heads=4, qkv_features=D)(nn.LayerNorm()(h))
        h = h + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(h))))
        return nn.Dense(VOCAB)(nn.LayerNorm()(h))

def mlm_batches(n_batches, bs, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        ids = rng.integers(2, VOCAB, size=(bs, SEQ))
        labels = np.full_like(ids, -100)
        mask = rng.random((bs, SEQ)) < 0.15
        labels[mask] = ids[mask]
        ids = np.where(mask, MASK_ID, ids)
        yield ids.astype(np.int32), labels.astype(np.int32)

model = TinyEncoder()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, SEQ), jnp.int32))
tx = optax.adamw(5e-4)
opt_state = tx.init(params)
print(f"params: {sum(p.size for p in jax.tree_util.tree_leaves(params))}")

@jax.jit
def train_step(params, opt_state, ids, labels):
    def loss_fn(p):
        logits = model.apply(p, ids)
        sel = labels != -100
        # torch: loss_fct(logits[labels != -100], labels[labels != -100])
        return optax.softmax_cross_entropy_with_integer_labels(logits[sel], labels[sel]).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for step, (ids, labels) in enumerate(mlm_batches(50, 16)):
    params, opt_state, loss = train_step(params, opt_state, ids, labels)
    if step % 10 == 0:
        print(f"step {step} mlm_loss {float(loss):.4f}")
