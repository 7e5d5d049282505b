# GRU language model in bfloat16 (port of a torch.autocast training script), unrolled with lax.scan.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

VOCAB, EMB, HID, SEQ, BS = 64, 32, 64, 24, 16
DTYPE = jnp.bfloat16


class GRULM(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(VOCAB, EMB, dtype=DTYPE)(tokens)           # [B, T, E]
        w_x = self.param("w_x", nn.initializers.lecun_normal(), (EMB, 3 * HID))
        w_h = self.param("w_h", nn.initializers.orthogonal(), (HID, 3 * HID))
        b = self.param("b", nn.initializers.zeros, (3 * HID,))
        w_x, w_h, b = w_x.astype(DTYPE), w_h.astype(DTYPE), b.astype(DTYPE)

        def step(h, x_t):
            gx = x_t @ w_x + b
            gh = h.astype(DTYPE) @ w_h
            r = jax.nn.sigmoid(gx[:, :HID] + gh[:, :HID])
            z = jax.nn.sigmoid(gx[:, HID:2 * HID] + gh[:, HID:2 * HID])
            n = jnp.tanh(gx[:, 2 * HID:] + r * gh[:, 2 * HID:])
            h_new = (1 - z) * n + z * h.astype(DTYPE)
            return h_new, h_new

        h0 = jnp.zeros((tokens.shape[0], HID))                     # initial hidden state
        _, hs = jax.lax.scan(step, h0, jnp.swapaxes(emb, 0, 1))
        hs = jnp.swapaxes(hs, 0, 1)
        return nn.Dense(VOCAB, dtype=DTYPE)(hs)


def batches(seed=0):
    rng = np.random.default_rng(seed)
    while True:
        start = rng.integers(0, VOCAB, size=(BS, 1))
        seq = (start + np.arange(SEQ + 1)[None]) % VOCAB
        yield seq[:, :-1].astype(np.int32), seq[:, 1:].astype(np.int32)


model = GRULM()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((BS, SEQ), jnp.int32))
print("params:", sum(x.size for x in jax.tree_util.tree_leaves(params)))
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


data = batches()
for step in range(300):
    x, y = next(data)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 50 == 0:
        print(f"step {step} loss {float(loss):.4f}")
