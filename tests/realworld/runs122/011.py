"""Fine-tune a tiny transformer-ish encoder with SGD + exponential LR decay (TF1 tf.train.exponential_decay port)."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

VOCAB, SEQ = 200, 16
class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm()(x)
        x = x + nn.SelfAttention(num_heads=4, qkv_features=64)(h)
        h = nn.LayerNorm()(x)
        return x + nn.Dense(64)(nn.gelu(nn.Dense(128)(h)))

class Tagger(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 64)(ids)
        x = Block()(Block()(x))
        return nn.Dense(VOCAB)(x)

rng = np.random.default_rng(0)
ids = rng.integers(0, VOCAB, size=(1024, SEQ)).astype(np.int32)
targets = (ids * 7 + 3) % VOCAB   # learnable token mapping

model = Tagger()
params = model.init(jax.random.PRNGKey(0), ids[:1])["params"]
# TF1: tf.train.exponential_decay(0.1, global_step, decay_steps=1000, decay_rate=0.96) -> written with per-step decay
lr = optax.exponential_decay(init_value=0.1, transition_steps=1, decay_rate=0.5)
tx = optax.sgd(lr, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def step_fn(params, opt_state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

global_step = 0
for epoch in range(6):
    perm = rng.permutation(len(ids)); losses = []
    for i in range(0, len(ids), 64):
        b = perm[i:i + 64]
        params, opt_state, loss = step_fn(params, opt_state, ids[b], targets[b])
        losses.append(float(loss)); global_step += 1
        if global_step % 20 == 0:
            print(f"global_step={global_step} loss={float(loss):.4f}")
    print(f"epoch {epoch} mean_loss={np.mean(losses):.4f} lr={float(lr(global_step)):.3e}")
