"""Focal-style detection head: select positive anchors inside the jitted loss (ported from torch)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

A, F = 256, 32   # anchors per image, feature dim
rng = np.random.default_rng(0)
feats = rng.normal(size=(64, A, F)).astype(np.float32)
targets = (rng.random(size=(64, A)) < 0.05).astype(np.int32)      # ~5% positive anchors
boxes = rng.normal(size=(64, A, 4)).astype(np.float32)

class Head(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(h)[..., 0], nn.Dense(4)(h)

model = Head()
params = model.init(jax.random.PRNGKey(0), feats[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

def loss_fn(params, x, cls_t, box_t):
    cls_logits, box_pred = model.apply({"params": params}, x)
    cls_loss = optax.sigmoid_focal_loss(cls_logits, cls_t.astype(jnp.float32)).mean()
    # regression only on positive anchors: torch.nonzero(targets) equivalent
    pos_b, pos_a = jnp.nonzero(cls_t)
    reg_loss = optax.huber_loss(box_pred[pos_b, pos_a], box_t[pos_b, pos_a]).mean()
    return cls_loss + reg_loss

@jax.jit
def train_step(params, opt_state, x, cls_t, box_t):
    loss, g = jax.value_and_grad(loss_fn)(params, x, cls_t, box_t)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for it in range(8):
    sl = slice(it * 8, (it + 1) * 8)
    params, opt_state, loss = train_step(params, opt_state, feats[sl], targets[sl], boxes[sl])
    print(f"it {it} loss {float(loss):.4f}")
