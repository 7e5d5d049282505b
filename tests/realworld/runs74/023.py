# Healthy: lax.scan GRU classifier (time-major inside scan) with optax MultiSteps accumulation and warmup-cosine LR
import jax, jax.numpy as jnp, numpy as np
import optax

B, T, F, H = 32, 30, 8, 64
ACCUM, TOTAL_UPDATES, WARMUP = 2, 150, 15
rng = np.random.default_rng(0)

def make_batch():
    x = rng.normal(size=(B, T, F)).astype(np.float32)
    y = (x[:, :, 0].sum(1) > 0).astype(np.int32)
    return x, y

def init_params(key):
    k = jax.random.split(key, 3)
    s = 1.0 / np.sqrt(H)
    return {"Wx": jax.random.uniform(k[0], (F, 3 * H), minval=-s, maxval=s),
            "Wh": jax.random.uniform(k[1], (H, 3 * H), minval=-s, maxval=s),
            "b": jnp.zeros((3 * H,)),
            "Wo": jax.random.uniform(k[2], (H, 2), minval=-s, maxval=s)}

def gru_cell(p, h, x_t):
    xr, xz, xn = jnp.split(x_t @ p["Wx"] + p["b"], 3, axis=-1)
    hr, hz, hn = jnp.split(h @ p["Wh"], 3, axis=-1)
    r, z = jax.nn.sigmoid(xr + hr), jax.nn.sigmoid(xz + hz)
    n = jnp.tanh(xn + r * hn)
    h = (1 - z) * n + z * h
    return h, None

def forward(p, x):
    xs = jnp.swapaxes(x, 0, 1)                      # (B, T, F) -> (T, B, F)
    h, _ = jax.lax.scan(lambda h, xt: gru_cell(p, h, xt), jnp.zeros((x.shape[0], H)), xs)
    return h @ p["Wo"]

def loss_fn(p, x, y):
    logits = forward(p, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=WARMUP, decay_steps=TOTAL_UPDATES, end_value=1e-4)
tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adam(sched)), every_k_schedule=ACCUM)
params = init_params(jax.random.PRNGKey(0))
opt_state = tx.init(params)

@jax.jit
def step(p, s, x, y):
    (loss, acc), g = jax.value_and_grad(loss_fn, has_aux=True)(p, x, y)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, loss, acc

losses, accs = [], []
for it in range(TOTAL_UPDATES * ACCUM):
    x, y = make_batch()
    params, opt_state, loss, acc = step(params, opt_state, x, y)
    losses.append(float(loss)); accs.append(float(acc))
    if (it + 1) % 30 == 0:
        print(f"micro-step {it + 1:4d} update {int(opt_state.gradient_step):3d} "
              f"loss {np.mean(losses):.4f} acc {np.mean(accs):.3f}")
        losses, accs = [], []
print("training finished")
