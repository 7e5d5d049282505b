# Next-character LM: pure-JAX LSTM unrolled with lax.scan (teacher forcing)
import numpy as np
import jax, jax.numpy as jnp
import optax

V, H, T, B = 30, 64, 33, 16
text = np.random.default_rng(0).integers(0, V, size=(B * 20, T))

def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": jax.random.normal(k1, (V, H)) * 0.1,
            "W": jax.random.normal(k2, (2 * H, 4 * H)) * 0.05,
            "b": jnp.zeros(4 * H),
            "out": jax.random.normal(k3, (H, V)) * 0.05}

def lstm_step(params, carry, inp):
    h, c = carry
    x_t, y_t = inp
    z = jnp.concatenate([params["emb"][x_t], h], -1) @ params["W"] + params["b"]
    i, f, g, o = jnp.split(z, 4, -1)
    c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
    h = jax.nn.sigmoid(o) * jnp.tanh(c)
    loss = optax.softmax_cross_entropy_with_integer_labels(h @ params["out"], y_t).mean()
    return (h, c), loss

def loss_fn(params, batch):
    # time-major: (T, B)
    seq = batch.T
    targets = seq[1:]          # next-token targets
    inputs = seq               # (torch version fed the packed full sequence)
    h0 = jnp.zeros((batch.shape[0], H))
    _, losses = jax.lax.scan(lambda c, xs: lstm_step(params, c, xs), (h0, h0), (inputs, targets))
    return losses.mean()

params = init(jax.random.PRNGKey(0))
tx = optax.adam(2e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

print("corpus", text.shape)
for step in range(0, 20):
    params, opt_state, loss = train_step(params, opt_state, jnp.asarray(text[step * B:(step + 1) * B]))
    if step % 5 == 0:
        print(f"step {step} loss {float(loss):.4f}")
